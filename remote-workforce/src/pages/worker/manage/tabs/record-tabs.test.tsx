/**
 * The worker's work-record tabs over the fake API: both ask the work-record list for this worker
 * on the server. Assigned jobs: upcoming from today in Singapore (soonest first) or the recent
 * days (latest first), job code/title opening the job's manage page. Work records: every state,
 * status and date filters and paging sent to the server, the shift opening the record. Without
 * the list rule neither asks anything; links only for users who may open them. Timesheets: the
 * timesheet list of this worker, the number opening the timesheet.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderPage } from '../../../../../test/helpers';
import { workRecord } from '../../../workRecord/fixtures';
import AssignedJobsTab, { RECENT_DAYS, viewQuery } from './AssignedJobs';
import WorkRecordsTab from './WorkRecords';
import TimesheetsTab from './Timesheets';
import { timesheet } from '../../../timesheet/fixtures';

const LIST = 'api/v1/workforce/workRecord/list';
const LIST_RULE = 'api/v1/workforce/workRecord/list';
let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

// Only the clock is faked (01:30 on 27 Nov in Singapore is still 26 Nov in UTC); timers stay real.
const atSingapore = (iso: string) =>
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'queueMicrotask',
      'nextTick',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'performance',
      'hrtime',
    ],
  });

const rows = [
  workRecord(1, {
    workerId: 7,
    jobId: 30,
    jobCode: 'J-2611-030',
    jobTitle: 'Barista',
    shiftDate: '2026-11-27',
    scheduledStartAt: '2026-11-27T01:00:00.000Z',
    scheduledEndAt: '2026-11-27T10:00:00.000Z',
    status: 'scheduled',
    clockInAt: null,
    clockOutAt: null,
  }),
  workRecord(2, {
    workerId: 7,
    jobId: 31,
    jobCode: 'J-2611-031',
    jobTitle: 'Event crew',
    clientName: 'Marina Events',
    deptName: 'Ballroom',
    shiftDate: '2026-11-28',
    scheduledStartAt: '2026-11-28T10:00:00.000Z',
    scheduledEndAt: '2026-11-28T18:00:00.000Z',
    status: 'clocked_in',
    clockOutAt: null,
  }),
];

test('assigned jobs: upcoming from today in Singapore, then the recent days; the job opens its manage page', async () => {
  atSingapore('2026-11-26T17:30:00.000Z');
  api = fakeApi({ [LIST]: (q) => ({ list: q.dateTo ? [] : rows, total: q.dateTo ? 0 : 2, currentPage: 1 }) });
  renderPage(<AssignedJobsTab workerId={7} />, { route: '/workforce/worker/manage/7' });
  const tab = await screen.findByTestId('tab-assignedJobs');
  await within(tab).findByText('Barista');
  expect(api.callsTo(LIST)[0].params).toEqual({
    workerId: 7,
    dateFrom: '2026-11-27',
    orderBy: 'scheduledStartAt',
    orderDir: 'asc',
    pageNum: 1,
    pageSize: 20,
  });
  const row = (text: string) => within(tab).getByText(text).closest('tr') as HTMLElement;
  expect(within(row('Barista')).getByText('J-2611-030').closest('a')).toHaveAttribute('href', '/jobs/job/manage/30');
  expect(within(row('Barista')).getByText('Golden Bakes / Orchard outlet')).toBeInTheDocument();
  expect(within(row('Barista')).getByText('2026-11-27 09:00–18:00')).toBeInTheDocument();
  expect(within(row('Barista')).getByText('Scheduled')).toBeInTheDocument();
  expect(within(row('Event crew')).getByText('Marina Events / Ballroom')).toBeInTheDocument();
  expect(within(row('Event crew')).getByText('2026-11-28 18:00–02:00 +1')).toBeInTheDocument();
  expect(within(row('Event crew')).getByText('Clocked in')).toBeInTheDocument();

  fireEvent.click(within(tab).getByText(`Last ${RECENT_DAYS} days`));
  expect(await within(tab).findByText(`No shifts in the last ${RECENT_DAYS} days.`)).toBeInTheDocument();
  expect(api.callsTo(LIST).at(-1)?.params).toEqual({
    workerId: 7,
    dateFrom: '2026-11-13',
    dateTo: '2026-11-26',
    orderBy: 'scheduledStartAt',
    orderDir: 'desc',
    pageNum: 1,
    pageSize: 20,
  });
});

test('assigned jobs: the views cross month ends by Singapore days', () => {
  expect(viewQuery('recent', 3, '2026-03-01')).toMatchObject({ dateFrom: '2026-02-15', dateTo: '2026-02-28' });
  expect(viewQuery('upcoming', 3, '2026-03-01')).toMatchObject({ workerId: 3, dateFrom: '2026-03-01' });
});

test('assigned jobs: without the job rule the code is plain text; without the list rule nothing is asked', async () => {
  api = fakeApi({ [LIST]: () => ({ list: rows, total: 2, currentPage: 1 }) });
  const first = renderPage(<AssignedJobsTab workerId={7} />, { permissions: [LIST_RULE] });
  expect((await screen.findByText('J-2611-030')).closest('a')).toBeNull();
  first.unmount();
  api.calls.length = 0;
  renderPage(<AssignedJobsTab workerId={7} />, { permissions: ['api/v1/workforce/worker/get'] });
  expect(await screen.findByText('You may not view work records.')).toBeInTheDocument();
  expect(api.callsTo(LIST)).toHaveLength(0);
});

test('work records: every state of this worker, status filter and paging on the server, the shift opens the record', async () => {
  const many = Array.from({ length: 20 }, (_, i) =>
    workRecord(i + 1, { workerId: 7, jobCode: `J-${i + 1}`, status: i % 2 ? 'verified' : 'pending_verification' }),
  );
  api = fakeApi({
    [LIST]: (q) => ({
      list: q.pageNum === 2 ? [workRecord(21, { workerId: 7, jobCode: 'J-21', status: 'no_show' })] : many,
      total: 21,
      currentPage: Number(q.pageNum),
    }),
  });
  renderPage(<WorkRecordsTab workerId={7} />, { route: '/workforce/worker/manage/7?tab=workRecord' });
  const tab = await screen.findByTestId('tab-workRecord');
  await within(tab).findByText('J-1');
  expect(api.callsTo(LIST)[0].params).toEqual({ workerId: 7, pageNum: 1, pageSize: 20 });
  const first = within(tab).getByText('J-1').closest('tr') as HTMLElement;
  expect(within(first).getByText('2026-11-20 09:00–18:00').closest('a')).toHaveAttribute(
    'href',
    '/jobs/workRecord/detail/1',
  );
  expect(within(first).getByText('J-1').closest('a')).toHaveAttribute('href', '/jobs/job/manage/30');
  expect(within(first).getByText('S$100.00')).toBeInTheDocument();
  expect(within(first).getByText('8:00')).toBeInTheDocument();
  // The worker's own name is not a column of their own tab.
  expect(within(tab).queryByText('Worker 1')).toBeNull();
  expect(within(tab).getByRole('button', { name: /Export/ })).toBeInTheDocument();
  expect(within(tab).getByRole('button', { name: 'Open in Work records' })).toBeInTheDocument();

  fireEvent.click(within(tab).getByRole('button', { name: 'Next page' }));
  expect(await within(tab).findByText('J-21')).toBeInTheDocument();
  expect(api.callsTo(LIST).at(-1)?.params).toEqual({ workerId: 7, pageNum: 2, pageSize: 20 });

  const status = (
    within(tab).getByText('Status', { selector: 'label' }).closest('.ant-form-item') as HTMLElement
  ).querySelector('input') as HTMLElement;
  fireEvent.mouseDown(status);
  fireEvent.click(await screen.findByText('Pending verification', { selector: '.ant-select-item-option-content' }));
  fireEvent.click(within(tab).getByRole('button', { name: /Search/ }));
  await waitFor(() =>
    expect(api.callsTo(LIST).at(-1)?.params).toEqual({
      workerId: 7,
      status: 'pending_verification',
      pageNum: 1,
      pageSize: 20,
    }),
  );
});

test('work records: without the list rule the tab says so and asks nothing', async () => {
  api = fakeApi({ [LIST]: () => ({ list: [], total: 0, currentPage: 1 }) });
  renderPage(<WorkRecordsTab workerId={7} />, { permissions: ['api/v1/workforce/worker/get'] });
  expect(await screen.findByText('You may not view work records.')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

test('timesheets: the timesheet list of this worker, the number opening the timesheet', async () => {
  const TS_LIST = 'api/v1/workforce/timesheet/list';
  api = fakeApi({ [TS_LIST]: () => ({ list: [timesheet(4, { status: 'sent_to_client' })], total: 1, currentPage: 1 }) });
  renderPage(<TimesheetsTab workerId={7} />, {
    permissions: [TS_LIST, 'api/v1/workforce/timesheet/get'],
  });
  const link = await screen.findByRole('link', { name: 'TS-2026-000004' });
  expect(link).toHaveAttribute('href', '/jobs/timesheet/detail/4');
  expect(api.callsTo(TS_LIST)[0].params).toEqual({ workerId: 7, pageNum: 1, pageSize: 20 });
});
