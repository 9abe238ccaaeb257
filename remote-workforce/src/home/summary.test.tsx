/**
 * The workforce /home widgets over the fake API: all of them read ONE summary request (counted
 * here), each its own section; each sits behind the rule of its section; the links open the
 * filtered lists (today's jobs by the server's day, the unfilled ones, the records to verify,
 * the timesheets with clients, the certificates expiring); a failed load offers Retry, which asks
 * once more for every widget; a widget whose section the answer lacks asks again once.
 */
import {
  JobApi,
  TimesheetApi,
  WORKFORCE_HOME_RULES,
  WorkerCertificateApi,
  type WorkforceHomeSummary,
  WorkRecordApi,
} from '@shiftdesk/shared/api';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { fail, fakeApi, location, renderPage } from '../../test/helpers';
import { CertificatesExpiring } from './CertificateWidget';
import { jobsOfDayPath, PendingVerification, TodayShifts } from './JobWidgets';
import { TimesheetsWithClients } from './TimesheetWidget';
import widgets from './widgets';

const SUMMARY = 'api/v1/workforce/home/summary';
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const FULL: WorkforceHomeSummary = {
  todayShifts: { day: '2026-11-27', shifts: 3, headcount: 12, assigned: 6, unfilled: 6, unfilledJobs: 2, cancelled: 1 },
  pendingVerification: { records: 37 },
  timesheets: { sent: 9, disputed: 2 },
  certificatesExpiring: { certificates: 4, days: 30 },
};

/** Every widget of the remote, as the shell mounts them on /home. */
function All() {
  return (
    <>
      {widgets.map((w) => (
        <w.component key={w.key} />
      ))}
    </>
  );
}

test('each widget is behind the list rule of the page it links to', () => {
  expect(widgets.map((w) => [w.key, w.permission])).toEqual([
    ['workforce.todayShifts', JobApi.rule.list],
    ['workforce.pendingVerification', WorkRecordApi.rule.list],
    ['workforce.timesheets', TimesheetApi.rule.list],
    ['workforce.certificatesExpiring', WorkerCertificateApi.rule.list],
  ]);
  expect(Object.values(WORKFORCE_HOME_RULES)).toEqual(widgets.map((w) => w.permission));
});

test('one request for all the widgets, each showing its section', async () => {
  api = fakeApi({ [SUMMARY]: () => FULL });
  renderPage(<All />, { route: '/home' });
  await screen.findByTestId('widget-todayShifts');
  expect(screen.getByTestId('widget-pendingVerification')).toHaveTextContent('37');
  expect(screen.getByTestId('widget-certificatesExpiring')).toHaveTextContent('4');
  expect(api.calls).toHaveLength(1);
  expect(api.callsTo(SUMMARY)).toHaveLength(1);
});

test('today’s shifts: the sums of the server, open places called out and linked on the server’s day', async () => {
  api = fakeApi({ [SUMMARY]: () => FULL });
  renderPage(<TodayShifts />, { route: '/home' });
  const box = await screen.findByTestId('widget-todayShifts');
  const stat = (title: string) => within(box).getByText(title).closest('.ant-statistic') as HTMLElement;
  expect(stat('Shifts')).toHaveTextContent('3');
  expect(stat('Assigned / headcount')).toHaveTextContent('6/ 12');
  expect(stat('Open places')).toHaveTextContent('6');
  expect(within(stat('Open places')).getByText('2 jobs unfilled')).toBeInTheDocument();
  expect(within(box).getByText('1 cancelled job is not counted.')).toBeInTheDocument();
  expect(box).not.toHaveTextContent(/first page/);
  fireEvent.click(within(box).getByRole('button', { name: /Unfilled jobs/ }));
  expect(location.current.pathname).toBe('/jobs/job');
  expect(location.current.search).toBe('?date=2026-11-27&date=2026-11-27&fill=unfilled');
  fireEvent.click(within(box).getByRole('button', { name: /Today’s jobs/ }));
  expect(location.current.search).toBe('?date=2026-11-27&date=2026-11-27');
  expect(jobsOfDayPath('2026-01-01')).toBe('/jobs/job?date=2026-01-01&date=2026-01-01');
});

test('today’s shifts: a filled day has no unfilled link', async () => {
  api = fakeApi({
    [SUMMARY]: () => ({
      todayShifts: {
        day: '2026-11-27',
        shifts: 1,
        headcount: 2,
        assigned: 2,
        unfilled: 0,
        unfilledJobs: 0,
        cancelled: 0,
      },
    }),
  });
  renderPage(<TodayShifts />, { route: '/home' });
  const box = await screen.findByTestId('widget-todayShifts');
  expect(within(box).queryByRole('button', { name: /Unfilled jobs/ })).toBeNull();
  expect(within(box).queryByText(/cancelled/)).toBeNull();
});

test('waiting for verification: the count, linked to the filtered list; Verify only for verifiers', async () => {
  api = fakeApi({ [SUMMARY]: () => FULL });
  renderPage(<PendingVerification />, { route: '/home', permissions: [WorkRecordApi.rule.list] });
  const box = await screen.findByTestId('widget-pendingVerification');
  expect(box).toHaveTextContent('37');
  expect(within(box).queryByRole('button', { name: /Verify/ })).toBeNull();
  fireEvent.click(within(box).getByRole('button', { name: /Open the list/ }));
  expect(location.current.pathname).toBe('/jobs/workRecord');
  expect(location.current.search).toBe('?status=pending_verification');
});

test('timesheets with clients: the sent and the disputed, each linked to its list', async () => {
  api = fakeApi({ [SUMMARY]: () => FULL });
  renderPage(<TimesheetsWithClients />, { route: '/home' });
  const box = await screen.findByTestId('widget-timesheets');
  expect(within(box).getByText('Waiting for the client').closest('.ant-statistic')).toHaveTextContent('9');
  expect(within(box).getByText('Disputed: to correct').closest('.ant-statistic')).toHaveTextContent('2');
  fireEvent.click(within(box).getByRole('button', { name: /Disputed timesheets/ }));
  expect(location.current.pathname).toBe('/jobs/timesheet');
  expect(location.current.search).toBe('?status=disputed');
});

test('certificates expiring: the count, linked to the certificate list filtered to those expiring', async () => {
  api = fakeApi({ [SUMMARY]: () => FULL });
  renderPage(<CertificatesExpiring />, { route: '/home' });
  const box = await screen.findByTestId('widget-certificatesExpiring');
  expect(within(box).getByText('Verified, expiring within 30 days').closest('.ant-statistic')).toHaveTextContent('4');
  fireEvent.click(within(box).getByRole('button', { name: /Expiring certificates/ }));
  expect(location.current.pathname).toBe('/workforce/certificate');
  expect(location.current.search).toBe('?expiringWithinDays=30');
});

test('a failed load offers Retry in each widget, which asks once more for all of them; Chinese texts', async () => {
  let answer: unknown = fail(500, 'Server error');
  api = fakeApi({ [SUMMARY]: () => answer });
  renderPage(<All />, { route: '/home', lang: 'zh-cn' });
  const retries = await screen.findAllByRole('button', { name: /重\s?试/ });
  expect(retries).toHaveLength(4);
  expect(screen.getAllByText('加载失败。')).toHaveLength(4);
  expect(api.callsTo(SUMMARY)).toHaveLength(1);
  answer = FULL;
  fireEvent.click(retries[1]);
  expect(await screen.findByText('工作记录')).toBeInTheDocument();
  expect(screen.getByText('即将到期的证书')).toBeInTheDocument();
  expect(screen.queryByText('加载失败。')).toBeNull();
  expect(api.callsTo(SUMMARY)).toHaveLength(2);
});

test('the page left and visited again asks again', async () => {
  api = fakeApi({ [SUMMARY]: () => ({ pendingVerification: { records: 5 } }) });
  const first = renderPage(<PendingVerification />, { route: '/home' });
  await screen.findByTestId('widget-pendingVerification');
  first.unmount();
  await act(async () => {}); // the answer is dropped once the last widget is gone
  const again = renderPage(<All />, { route: '/home' });
  await screen.findByTestId('widget-pendingVerification');
  // One request for the visit; the three sections the answer lacks say they could not load.
  expect(await screen.findAllByRole('button', { name: /Retry/ })).toHaveLength(3);
  expect(api.callsTo(SUMMARY)).toHaveLength(2);
  again.unmount();
});

/** Pending verification, and certificates expiring once `show(true)` is called (a rule granted). */
let show: (v: boolean) => void = () => {};
function Later() {
  const [later, setLater] = useState(false);
  show = setLater;
  return (
    <>
      <PendingVerification />
      {later ? <CertificatesExpiring /> : null}
    </>
  );
}

test('a widget shown later (its rule just granted) whose section the answer lacks asks once more', async () => {
  let granted = false;
  api = fakeApi({ [SUMMARY]: () => (granted ? FULL : { pendingVerification: { records: 5 } }) });
  renderPage(<Later />, { route: '/home' });
  expect(await screen.findByTestId('widget-pendingVerification')).toHaveTextContent('5');
  granted = true;
  act(() => show(true));
  expect(await screen.findByTestId('widget-certificatesExpiring')).toHaveTextContent('4');
  expect(screen.getByTestId('widget-pendingVerification')).toHaveTextContent('37');
  expect(api.callsTo(SUMMARY)).toHaveLength(2);
});
