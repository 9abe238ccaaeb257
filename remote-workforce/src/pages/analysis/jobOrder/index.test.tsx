/**
 * Job-order analysis over the fake API: the breakdown (`groupBy`, default client) comes from the
 * URL with the other filters; KPI cards and the tables show cents as money, basis points as a
 * percent ("—" when null), minutes to fill in hours; the breakdown's cards follow the group; the
 * receivables by age; Export writes the table's rows; Chinese texts.
 */
import type { JobOrderAnalysis, JobOrderFigures, JobOrderGroup, JobOrderPeriod } from '@shiftdesk/shared/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, location, page, renderPage } from '../../../../test/helpers';
import { captureDownloads, card, chartOf, tableOf } from '../test/helpers';
import JobOrderAnalysisPage from '.';

jest.mock('../Chart', () => require('../test/helpers').chartStub);

const URL_JOB = 'api/v1/workforce/analysis/jobOrder';
const LISTS = ['api/v1/finance/client/list', 'api/v1/finance/contractDept/list', 'api/v1/finance/position/list'];
let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api?.restore();
  jest.restoreAllMocks();
});

const zero: JobOrderFigures = {
  jobs: 0,
  headcount: 0,
  filled: 0,
  fillRate: null,
  filledJobs: 0,
  minutesToFill: null,
  cancelledJobs: 0,
  cancelledBookings: 0,
  billedMinutes: 0,
  revenue: 0,
  payCost: 0,
  margin: 0,
  marginRate: null,
};
const month = (period: string, over: Partial<JobOrderFigures>): JobOrderPeriod => ({
  period,
  periodStart: `${period}-01`,
  ...zero,
  ...over,
});
const group = (id: number, name: string, over: Partial<JobOrderFigures>): JobOrderGroup => ({
  id,
  name,
  ...zero,
  ...over,
});
const answer = (groupBy: JobOrderAnalysis['groupBy'] = 'client'): JobOrderAnalysis => ({
  periods: [
    month('2026-10', {
      jobs: 3,
      headcount: 12,
      filled: 9,
      fillRate: 7500,
      revenue: 250_000,
      payCost: 180_050,
      margin: 69_950,
      marginRate: 2798,
    }),
    month('2026-11', { jobs: 1, headcount: 4, filled: 0, fillRate: 0, cancelledJobs: 1 }),
  ],
  totals: {
    ...zero,
    jobs: 4,
    headcount: 16,
    filled: 9,
    fillRate: 5625,
    filledJobs: 2,
    minutesToFill: 1530,
    cancelledJobs: 1,
    cancelledBookings: 3,
    billedMinutes: 5400,
    revenue: 250_000,
    payCost: 180_050,
    margin: 69_950,
    marginRate: 2798,
  },
  groupBy,
  groups: [
    group(7, 'Acme Logistics', {
      headcount: 10,
      filled: 9,
      fillRate: 9000,
      revenue: 250_000,
      payCost: 260_000,
      margin: -10_000,
      marginRate: -400,
    }),
    group(8, 'Bistro Co', { headcount: 6, filled: 0, fillRate: 0 }),
  ],
  receivables: [
    { band: 'current', invoices: 2, balance: 123_456 },
    { band: 'd1_30', invoices: 0, balance: 0 },
    { band: 'd31_60', invoices: 1, balance: 5_000 },
    { band: 'd61_90', invoices: 0, balance: 0 },
    { band: 'over90', invoices: 1, balance: 99 },
  ],
});

const routes = (route: (p: Record<string, unknown>) => unknown) =>
  fakeApi({ [URL_JOB]: route, ...Object.fromEntries(LISTS.map((l) => [l, () => page([])])) });

test('the breakdown is by client unless the URL says otherwise, and is sent with the filters', async () => {
  api = routes((p) => answer(p.groupBy as JobOrderAnalysis['groupBy']));
  renderPage(<JobOrderAnalysisPage />, { route: '/analysis/jobOrder?date=2026-10-01&date=2026-11-30&period=month' });
  await screen.findByTestId('kpi-headcount');
  expect(api.callsTo(URL_JOB)[0].params).toEqual({
    period: 'month',
    from: '2026-10-01',
    to: '2026-11-30',
    groupBy: 'client',
  });
  expect(card('groupMoney')).toHaveTextContent('Revenue and margin by Client');

  fireEvent.mouseDown(screen.getByLabelText('Breakdown by'));
  // The option, not the position filter's label (both are titled "Position").
  const option = (await screen.findAllByTitle('Position')).find((e) => e.classList.contains('ant-select-item-option'));
  fireEvent.click(option as HTMLElement);
  fireEvent.click(screen.getByRole('button', { name: /Search/ }));
  await waitFor(() => expect(new URLSearchParams(location.current.search).get('groupBy')).toBe('position'));
  await waitFor(() => expect(api.callsTo(URL_JOB).at(-1)?.params.groupBy).toBe('position'));
  await waitFor(() => expect(card('groupMoney')).toHaveTextContent('Revenue and margin by Position'));
  expect((await tableOf('groupFill'))[0][0]).toBe('Position');
});

test('KPIs and tables: money from cents, rates from basis points ("—" when null), time to fill in hours', async () => {
  api = routes(() => answer());
  renderPage(<JobOrderAnalysisPage />, { route: '/analysis/jobOrder?groupBy=client' });
  const kpi = async (key: string) => (await screen.findByTestId(`kpi-${key}`)).textContent;
  expect(await kpi('fillRate')).toBe('Fill rate56.3%');
  expect(await kpi('minutesToFill')).toBe('Time to fill25.5 h');
  expect(await kpi('revenue')).toBe('RevenueS$2,500.00');
  expect(await kpi('payCost')).toBe('Pay costS$1,800.50');
  expect(await kpi('margin')).toBe('MarginS$699.50');
  expect(await kpi('marginRate')).toBe('Margin rate28.0%');
  expect(await kpi('cancellations')).toBe('Cancelled jobs13 bookings cancelled');

  // Money on the left axis in cents, the rate on the right in basis points.
  expect((await chartOf('money')).series.map((s) => [s.label, s.axis, s.kind, s.data])).toEqual([
    ['Revenue', 'y', 'bar', [250_000, 0]],
    ['Pay cost', 'y', 'bar', [180_050, 0]],
    ['Margin', 'y', 'bar', [69_950, 0]],
    ['Margin rate', 'y1', 'line', [2798, null]],
  ]);
  expect(await tableOf('money')).toEqual([
    ['Period', 'Revenue', 'Pay cost', 'Margin', 'Margin rate'],
    ['2026-10', 'S$2,500.00', 'S$1,800.50', 'S$699.50', '28.0%'],
    ['2026-11', 'S$0.00', 'S$0.00', 'S$0.00', '—'],
  ]);
  expect(await tableOf('groupMoney')).toEqual([
    ['Client', 'Revenue', 'Pay cost', 'Margin', 'Margin rate'],
    ['Acme Logistics', 'S$2,500.00', 'S$2,600.00', '-S$100.00', '-4.0%'],
    ['Bistro Co', 'S$0.00', 'S$0.00', 'S$0.00', '—'],
  ]);
  expect(await tableOf('fill')).toEqual([
    ['Period', 'Headcount requested', 'Filled', 'Fill rate'],
    ['2026-10', '12', '9', '75.0%'],
    ['2026-11', '4', '0', '0.0%'],
  ]);
  expect(await tableOf('receivables')).toEqual([
    ['Past due', 'Balance', 'Invoices'],
    ['Not yet due', 'S$1,234.56', '2'],
    ['1–30 days', 'S$0.00', '0'],
    ['31–60 days', 'S$50.00', '1'],
    ['61–90 days', 'S$0.00', '0'],
    ['Over 90 days', 'S$0.99', '1'],
  ]);
});

test('Export of the breakdown writes exactly its table', async () => {
  const downloads = captureDownloads();
  api = routes(() => answer());
  renderPage(<JobOrderAnalysisPage />, { route: '/analysis/jobOrder' });
  await screen.findByTestId('kpi-headcount');
  const shown = await tableOf('groupFill');
  fireEvent.click(within(card('groupFill')).getByRole('button', { name: /^Export/ }));
  expect(await downloads.saved()).toEqual(shown);
  expect(shown[1]).toEqual(['Acme Logistics', '10', '9', '90.0%']);
});

test('reads in Chinese', async () => {
  api = routes(() => answer());
  renderPage(<JobOrderAnalysisPage />, { route: '/analysis/jobOrder', lang: 'zh-cn' });
  expect(await screen.findByText('工单分析')).toBeInTheDocument();
  expect(await screen.findByTestId('kpi-minutesToFill')).toHaveTextContent('满员用时25.5 小时');
  expect(card('groupMoney')).toHaveTextContent('按客户的收入与毛利');
});
