/**
 * Employee analysis over the fake API: the URL's filters are the API query (defaults: week and
 * the last 12 ISO weeks up to today in Singapore), Search and Reset write the URL; KPI cards and
 * each card's table show the API's figures formatted (bp → percent, null → "—", minutes → hours),
 * the chart is given the same figures, Export writes the table's rows; empty range, error + Retry.
 */
import type { EmployeeAnalysis, EmployeeFigures, EmployeePeriod } from '@shiftdesk/shared/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, location, page, renderPage } from '../../../../test/helpers';
import { captureDownloads, card, chartOf, tableOf } from '../test/helpers';
import EmployeeAnalysisPage from '.';

jest.mock('../Chart', () => require('../test/helpers').chartStub);

const URL_EMPLOYEE = 'api/v1/workforce/analysis/employee';
const LISTS = ['api/v1/finance/client/list', 'api/v1/finance/contractDept/list', 'api/v1/finance/position/list'];
let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const zero: EmployeeFigures = {
  applicants: 0,
  approvals: 0,
  activeWorkers: 0,
  shifts: 0,
  workedMinutes: 0,
  dueShifts: 0,
  noShows: 0,
  noShowRate: null,
  lateShifts: 0,
  latenessRate: null,
  bookings: 0,
  lateCancels: 0,
  lateCancelRate: null,
};
const week = (period: string, periodStart: string, over: Partial<EmployeeFigures>): EmployeePeriod => ({
  period,
  periodStart,
  ...zero,
  ...over,
});
const answer = (over: Partial<EmployeeAnalysis> = {}): EmployeeAnalysis => ({
  periods: [
    week('2026-W47', '2026-11-16', {
      applicants: 5,
      approvals: 3,
      activeWorkers: 4,
      shifts: 10,
      workedMinutes: 4830,
      dueShifts: 12,
      noShows: 2,
      noShowRate: 1667,
      lateShifts: 1,
      latenessRate: 1000,
    }),
    week('2026-W48', '2026-11-23', {
      applicants: 2,
      approvals: 2,
      activeWorkers: 1,
      shifts: 1,
      workedMinutes: 95,
      dueShifts: 1,
      latenessRate: 0,
      noShowRate: 0,
      bookings: 4,
      lateCancels: 1,
      lateCancelRate: 2500,
    }),
  ],
  totals: {
    ...zero,
    applicants: 7,
    approvals: 5,
    activeWorkers: 4,
    shifts: 11,
    workedMinutes: 4925,
    dueShifts: 13,
    noShows: 2,
    noShowRate: 1538,
    lateShifts: 1,
    latenessRate: 909,
    bookings: 4,
    lateCancels: 1,
    lateCancelRate: 2500,
  },
  creditScores: [
    { band: '0-59', workers: 1 },
    { band: '60-69', workers: 0 },
    { band: '70-79', workers: 2 },
    { band: '80-89', workers: 5 },
    { band: '90-100', workers: 9 },
  ],
  certificatesExpiring: { within30: 3, within60: 0, within90: 7 },
  ...over,
});

function routes(route: () => unknown) {
  return fakeApi({ [URL_EMPLOYEE]: route, ...Object.fromEntries(LISTS.map((l) => [l, () => page([])])) });
}

test('no filters in the URL: weeks over the last 12 ISO weeks up to today in Singapore', async () => {
  // 01:30 on Friday 27 Nov in Singapore is still 26 Nov in UTC; only the clock is faked.
  jest.useFakeTimers({
    now: new Date('2026-11-26T17:30:00.000Z'),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'queueMicrotask',
      'nextTick',
    ],
  });
  api = routes(() => answer());
  renderPage(<EmployeeAnalysisPage />, { route: '/analysis/employee' });
  await screen.findByTestId('kpi-shifts');
  expect(api.callsTo(URL_EMPLOYEE)).toHaveLength(1);
  expect(api.callsTo(URL_EMPLOYEE)[0].params).toEqual({ period: 'week', from: '2026-09-07', to: '2026-11-27' });
});

test('the URL’s filters are the API query; Search writes the form to the URL, Reset clears it', async () => {
  api = routes(() => answer());
  renderPage(<EmployeeAnalysisPage />, {
    route:
      '/analysis/employee?period=month&date=2026-01-01&date=2026-06-30&clientId=5&contractDeptId=7&positionId=9&groupBy=position',
  });
  await screen.findByTestId('kpi-shifts');
  // groupBy belongs to the job-order page: not sent here.
  expect(api.callsTo(URL_EMPLOYEE)[0].params).toEqual({
    period: 'month',
    from: '2026-01-01',
    to: '2026-06-30',
    clientId: 5,
    contractDeptId: 7,
    positionId: 9,
  });

  // Period → Week, then Search: the URL and the next request follow.
  fireEvent.mouseDown(screen.getByLabelText('Period'));
  fireEvent.click(await screen.findByTitle('Week'));
  fireEvent.click(screen.getByRole('button', { name: /Search/ }));
  await waitFor(() => expect(new URLSearchParams(location.current.search).get('period')).toBe('week'));
  expect(new URLSearchParams(location.current.search).get('clientId')).toBe('5');
  await waitFor(() => expect(api.callsTo(URL_EMPLOYEE).at(-1)?.params.period).toBe('week'));

  fireEvent.click(screen.getByRole('button', { name: /Reset/ }));
  await waitFor(() => expect(location.current.search).toBe(''));
  await waitFor(() => expect(api.callsTo(URL_EMPLOYEE).at(-1)?.params.clientId).toBeUndefined());
});

test('KPIs and each card’s table show the API’s figures formatted; the chart gets the same ones', async () => {
  api = routes(() => answer());
  renderPage(<EmployeeAnalysisPage />, { route: '/analysis/employee?date=2026-11-16&date=2026-11-29' });
  const kpi = async (key: string) => (await screen.findByTestId(`kpi-${key}`)).textContent;
  expect(await kpi('shifts')).toBe('Shifts worked11');
  expect(await kpi('workedMinutes')).toBe('Hours worked82.1 h');
  expect(await kpi('noShowRate')).toBe('No-show rate15.4%');
  expect(await kpi('latenessRate')).toBe('Lateness rate9.1%');
  expect(await kpi('lateCancelRate')).toBe('Late-cancel rate25.0%');
  expect(await kpi('approvals')).toBe('Approvals5');

  const rates = await chartOf('rates');
  expect(rates.labels).toEqual(['2026-W47', '2026-W48']);
  expect(rates.series).toEqual([
    { label: 'No-show rate', kind: 'line', axis: 'y', data: [1667, 0] },
    { label: 'Lateness rate', kind: 'line', axis: 'y', data: [1000, 0] },
    // No bookings in W47: a gap, not 0 %.
    { label: 'Late-cancel rate', kind: 'line', axis: 'y', data: [null, 2500] },
  ]);
  expect(within(card('rates')).getByTestId('chart').getAttribute('aria-label')).toContain(
    '2026-W47: No-show rate 16.7%, Lateness rate 10.0%, Late-cancel rate —',
  );
  expect(await tableOf('rates')).toEqual([
    ['Period', 'No-show rate', 'Lateness rate', 'Late-cancel rate'],
    ['2026-W47', '16.7%', '10.0%', '—'],
    ['2026-W48', '0.0%', '0.0%', '25.0%'],
  ]);

  // Hours on the right axis of the shifts card, charted in minutes and shown in hours.
  expect((await chartOf('shifts')).series.map((s) => [s.label, s.axis, s.data])).toEqual([
    ['Shifts worked', 'y', [10, 1]],
    ['Hours worked', 'y1', [4830, 95]],
  ]);
  expect(await tableOf('shifts')).toEqual([
    ['Period', 'Shifts worked', 'Hours worked'],
    ['2026-W47', '10', '80.5 h'],
    ['2026-W48', '1', '1.6 h'],
  ]);
  expect((await chartOf('creditScores')).type).toBe('pie');
  expect(await tableOf('certificates')).toEqual([
    ['Expires in', 'Certificates'],
    ['30 days or less', '3'],
    ['31–60 days', '0'],
    ['61–90 days', '7'],
  ]);
});

test('Export writes exactly the rows of the card’s table', async () => {
  const downloads = captureDownloads();
  api = routes(() => answer());
  renderPage(<EmployeeAnalysisPage />, { route: '/analysis/employee?date=2026-11-16&date=2026-11-29' });
  await screen.findByTestId('kpi-shifts');
  const shown = await tableOf('applicants');
  fireEvent.click(within(card('applicants')).getByRole('button', { name: 'Export Applicants and approvals' }));
  expect(await downloads.saved()).toEqual(shown);
  expect(shown).toEqual([
    ['Period', 'Applicants', 'Approvals'],
    ['2026-W47', '5', '3'],
    ['2026-W48', '2', '2'],
  ]);
});

test('a range with no data says so; today’s cards with nothing to show say so too', async () => {
  api = routes(() =>
    answer({
      periods: [week('2026-W47', '2026-11-16', {})],
      totals: zero,
      creditScores: [{ band: '90-100', workers: 0 }],
      certificatesExpiring: { within30: 0, within60: 0, within90: 0 },
    }),
  );
  renderPage(<EmployeeAnalysisPage />, { route: '/analysis/employee' });
  expect(await screen.findByTestId('range-empty')).toHaveTextContent('No data in this range');
  expect(screen.queryByTestId('kpi-shifts')).toBeNull();
  expect(within(card('certificates')).getByText('No data in this range')).toBeInTheDocument();
  expect(within(card('certificates')).getByRole('button', { name: /Export/ })).toBeDisabled();
});

test('a failed load offers Retry, which asks again', async () => {
  let reply: unknown = fail(500, 'Server error');
  api = routes(() => reply);
  renderPage(<EmployeeAnalysisPage />, { route: '/analysis/employee' });
  const retry = await screen.findByRole('button', { name: 'Retry' });
  expect(screen.getByText('The figures could not be loaded.')).toBeInTheDocument();
  reply = answer();
  fireEvent.click(retry);
  expect(await screen.findByTestId('kpi-shifts')).toBeInTheDocument();
  expect(api.callsTo(URL_EMPLOYEE)).toHaveLength(2);
});

test('a range longer than the API reads is not asked for', async () => {
  api = routes(() => answer());
  renderPage(<EmployeeAnalysisPage />, { route: '/analysis/employee?date=2020-01-01&date=2026-01-01' });
  expect(await screen.findByText(/longer than 1098 days/)).toBeInTheDocument();
  expect(api.callsTo(URL_EMPLOYEE)).toHaveLength(0);
});

test('under prefers-reduced-motion the charts are drawn without animation', async () => {
  const real = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...real(query),
    matches: query === '(prefers-reduced-motion: reduce)',
  })) as typeof window.matchMedia;
  try {
    api = routes(() => answer());
    renderPage(<EmployeeAnalysisPage />, { route: '/analysis/employee' });
    await screen.findByTestId('kpi-shifts');
    expect((await chartOf('shifts')).animate).toBe(false);
  } finally {
    window.matchMedia = real;
  }
});
