/**
 * The workforce /home widgets over the fake API: today's shifts asks the job list for today in
 * Singapore (one request, cancelled jobs left out of the sums, open places called out and linked),
 * waiting for verification reads the list's `total` from a one-row page; each sits behind the list
 * rule it reads; timesheets with clients counts the sent and the disputed the same way.
 */
import { JobApi, type JobRow, TimesheetApi, WorkRecordApi } from '@shiftdesk/shared/api';
import { fireEvent, screen, within } from '@testing-library/react';
import { fail, fakeApi, location, renderPage } from '../../test/helpers';
import { jobsOfDayPath, PendingVerification, summarise, TodayShifts } from './JobWidgets';
import { TimesheetsWithClients } from './TimesheetWidget';
import widgets from './widgets';

const JOBS = 'api/v1/workforce/job/list';
const RECORDS = 'api/v1/workforce/workRecord/list';
let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});

const job = (id: number, over: Partial<JobRow>) =>
  ({ id, code: `J-${id}`, title: `Job ${id}`, headcount: 1, assigned: 0, status: 'published', ...over }) as JobRow;
const dayOf = (list: JobRow[], total = list.length) => ({ list, total, currentPage: 1 });

test('each widget is behind the list rule of the API it reads', () => {
  expect(widgets.map((w) => [w.key, w.permission])).toEqual([
    ['workforce.todayShifts', JobApi.rule.list],
    ['workforce.pendingVerification', WorkRecordApi.rule.list],
    ['workforce.timesheets', TimesheetApi.rule.list],
  ]);
});

test('today’s shifts: today in Singapore, sums without the cancelled jobs, open places linked', async () => {
  // 01:30 on 27 Nov in Singapore is still 26 Nov in UTC; only the clock is faked.
  jest.useFakeTimers({
    now: new Date('2026-11-26T17:30:00.000Z'),
    doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate'],
  });
  api = fakeApi({
    [JOBS]: () =>
      dayOf([
        job(1, { headcount: 4, assigned: 4, status: 'filled' }),
        job(2, { headcount: 5, assigned: 2, status: 'published' }),
        job(3, { headcount: 3, assigned: 0, status: 'draft' }),
        job(4, { headcount: 6, assigned: 0, status: 'cancelled' }),
      ]),
  });
  renderPage(<TodayShifts />, { route: '/home', permissions: [JobApi.rule.list] });
  const box = await screen.findByTestId('widget-todayShifts');
  expect(api.callsTo(JOBS)).toHaveLength(1);
  expect(api.callsTo(JOBS)[0].params).toEqual({
    dateFrom: '2026-11-27',
    dateTo: '2026-11-27',
    pageNum: 1,
    pageSize: 10000,
  });
  const stat = (title: string) => within(box).getByText(title).closest('.ant-statistic') as HTMLElement;
  expect(stat('Shifts')).toHaveTextContent('3');
  expect(stat('Assigned / headcount')).toHaveTextContent('6/ 12');
  expect(stat('Open places')).toHaveTextContent('6');
  expect(within(stat('Open places')).getByText('2 jobs unfilled')).toBeInTheDocument();
  expect(within(box).getByText('1 cancelled job is not counted.')).toBeInTheDocument();
  fireEvent.click(within(box).getByRole('button', { name: /Unfilled jobs/ }));
  expect(location.current.pathname).toBe('/jobs/job');
  expect(location.current.search).toBe('?date=2026-11-27&date=2026-11-27&fill=unfilled');
  fireEvent.click(within(box).getByRole('button', { name: /Today’s jobs/ }));
  expect(location.current.search).toBe('?date=2026-11-27&date=2026-11-27');
});

test('today’s shifts: a filled day has no unfilled link; more jobs than a page says so', () => {
  expect(summarise(dayOf([job(1, { headcount: 2, assigned: 2, status: 'in_progress' })]))).toEqual({
    shifts: 1,
    headcount: 2,
    assigned: 2,
    unfilled: 0,
    unfilledJobs: 0,
    cancelled: 0,
    partial: false,
  });
  expect(summarise(dayOf([job(1, {})], 10001)).partial).toBe(true);
  expect(jobsOfDayPath('2026-01-01')).toBe('/jobs/job?date=2026-01-01&date=2026-01-01');
});

test('waiting for verification: the total of a one-row page in that state, linked to the filtered list', async () => {
  api = fakeApi({ [RECORDS]: () => ({ list: [{ id: 1 }], total: 37, currentPage: 1 }) });
  renderPage(<PendingVerification />, { route: '/home', permissions: [WorkRecordApi.rule.list] });
  const box = await screen.findByTestId('widget-pendingVerification');
  expect(api.callsTo(RECORDS)[0].params).toEqual({ status: 'pending_verification', pageNum: 1, pageSize: 1 });
  expect(box).toHaveTextContent('37');
  // Verify only for holders of its rule.
  expect(within(box).queryByRole('button', { name: /Verify/ })).toBeNull();
  fireEvent.click(within(box).getByRole('button', { name: /Open the list/ }));
  expect(location.current.pathname).toBe('/jobs/workRecord');
  expect(location.current.search).toBe('?status=pending_verification');
});

test('waiting for verification: a failed load offers Retry, which asks again; Chinese texts', async () => {
  let answer: unknown = fail(500, 'Server error');
  api = fakeApi({ [RECORDS]: () => answer });
  renderPage(<PendingVerification />, { route: '/home', lang: 'zh-cn' });
  const retry = await screen.findByRole('button', { name: /重\s?试/ });
  expect(screen.getByText('加载失败。')).toBeInTheDocument();
  answer = { list: [], total: 0, currentPage: 1 };
  fireEvent.click(retry);
  expect(await screen.findByText('工作记录')).toBeInTheDocument();
  expect(api.callsTo(RECORDS).length).toBeGreaterThanOrEqual(2);
});

test('timesheets with clients: the totals of the sent and the disputed, each linked to its list', async () => {
  api = fakeApi({
    'api/v1/workforce/timesheet/list': (p) => ({ list: [], total: p.status === 'disputed' ? 2 : 9, currentPage: 1 }),
  });
  renderPage(<TimesheetsWithClients />, { route: '/home', permissions: [TimesheetApi.rule.list] });
  const box = await screen.findByTestId('widget-timesheets');
  expect(api.callsTo('api/v1/workforce/timesheet/list').map((c) => c.params.status).sort()).toEqual([
    'disputed',
    'sent_to_client',
  ]);
  expect(within(box).getByText('Waiting for the client').closest('.ant-statistic')).toHaveTextContent('9');
  expect(within(box).getByText('Disputed: to correct').closest('.ant-statistic')).toHaveTextContent('2');
  fireEvent.click(within(box).getByRole('button', { name: /Disputed timesheets/ }));
  expect(location.current.pathname).toBe('/jobs/timesheet');
  expect(location.current.search).toBe('?status=disputed');
});
