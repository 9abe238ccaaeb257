/**
 * Payroll months over the fake API: the URL's filters and sort reach the list, sums read as S$,
 * each row offers the moves its state allows (calculate, recalculate, approve, mark paid) and the
 * files that exist; a calculation's progress follows the socket; "Calculate a month" posts this
 * month; approval says it locks the month and settles the CPF held; a bank file downloads.
 */
import { dispatchSocketEvent } from '@shiftdesk/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, location, page, renderPage } from '../../../test/helpers';
import { month } from './fixtures';
import PayrollPage from './index';

const LIST = 'api/v1/finance/payroll/list';
const CALCULATE = 'api/v1/finance/payroll/calculate';
const APPROVE = 'api/v1/finance/payroll/approve';
const BANK = 'api/v1/finance/payroll/bankFile';

const rows = () => [
  month(4, { month: '2026-12', status: 'calculating', workers: 0, progressDone: 1, progressTotal: 4 }),
  month(3),
  month(2, { month: '2026-10', status: 'approved' }),
  month(1, { month: '2026-09', status: 'paid' }),
  month(5, { month: '2027-01', status: 'open', workers: 0, error: 'No CPF table for 2027' }),
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    [LIST]: () => page(rows()),
    [`POST ${CALCULATE}`]: (_p, call) => ({
      ...month(6, { month: call.body.month, status: 'calculating' }),
      jobId: 'j1',
    }),
    [`PUT ${APPROVE}`]: () => month(3, { status: 'approved' }),
    [BANK]: () => 'csv',
  });
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
  // jsdom cannot follow the download link's click.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

const rowOf = (text: string) => screen.getByRole('link', { name: text }).closest('tr') as HTMLElement;
const button = (row: HTMLElement, name: string | RegExp) => within(row).queryByRole('button', { name });

test('the filters and the sort reach the API; sums read as S$; each state offers its moves', async () => {
  renderPage(<PayrollPage />, { route: '/finance/payroll?status=review&year=2026&orderBy=netPay&orderDir=desc' });
  await screen.findByRole('link', { name: '2026-11' });
  expect(api.callsTo(LIST)[0].params).toEqual({
    pageNum: 1,
    pageSize: 20,
    status: 'review',
    year: 2026,
    orderBy: 'netPay',
    orderDir: 'desc',
  });
  const review = rowOf('2026-11');
  for (const s of ['S$3,456.78', 'S$400.00', 'S$340.00', 'S$11.00', 'S$3,056.78']) {
    expect(within(review).getByText(s)).toBeInTheDocument();
  }
  expect(button(review, 'Recalculate 2026-11')).toBeInTheDocument();
  expect(button(review, 'Approve 2026-11')).toBeInTheDocument();
  expect(button(review, 'Mark paid 2026-11')).toBeNull();
  const approved = rowOf('2026-10');
  expect(button(approved, 'Mark paid 2026-10')).toBeInTheDocument();
  expect(button(approved, /Approve|Recalculate/)).toBeNull();
  const paid = rowOf('2026-09');
  expect(button(paid, /Approve|Recalculate|Mark paid|Calculate/)).toBeNull();
  const running = rowOf('2026-12');
  expect(within(running).getByRole('progressbar', { name: 'Calculation of 2026-12' })).toHaveAttribute(
    'aria-valuenow',
    '25',
  );
  expect(within(running).getByText('1 of 4 workers')).toBeInTheDocument();
  expect(button(running, /Calculate|Approve/)).toBeNull();
  const open = rowOf('2027-01');
  expect(within(open).getByText('Calculation failed: No CPF table for 2027')).toBeInTheDocument();
  expect(button(open, 'Calculate 2027-01')).toBeInTheDocument();
});

test('a payrollProgress event moves the month’s progress at once and reloads the list', async () => {
  renderPage(<PayrollPage />, { route: '/finance/payroll' });
  await screen.findByRole('link', { name: '2026-12' });
  expect(api.callsTo(LIST)).toHaveLength(1);
  act(() => {
    dispatchSocketEvent('payrollProgress', { id: 4, month: '2026-12', status: 'calculating', done: 3, total: 4 });
  });
  expect(within(rowOf('2026-12')).getByText('3 of 4 workers')).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
});

test('“Calculate a month” posts this Singapore month by default', async () => {
  renderPage(<PayrollPage />, { route: '/finance/payroll' });
  await screen.findByRole('link', { name: '2026-11' });
  fireEvent.click(screen.getByRole('button', { name: /Calculate a month/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Calculate' }));
  await waitFor(() => expect(api.callsTo(CALCULATE, 'POST')).toHaveLength(1));
  const now = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore', year: 'numeric', month: '2-digit' });
  expect(api.callsTo(CALCULATE, 'POST')[0].body).toEqual({ month: now.format(new Date()).slice(0, 7) });
  await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
});

test('approval says it locks the month and settles the CPF held, then PUTs the id', async () => {
  renderPage(<PayrollPage />, { route: '/finance/payroll' });
  await screen.findByRole('link', { name: '2026-11' });
  fireEvent.click(within(rowOf('2026-11')).getByRole('button', { name: 'Approve 2026-11' }));
  const dialog = await screen.findByRole('dialog');
  expect(
    within(dialog).getByText(/Approval locks 2026-11\. Corrections found later go into the next month/),
  ).toBeInTheDocument();
  expect(within(dialog).getByText(/CPF held in the workers’ wallets for 2026-11 is settled/)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(api.callsTo(APPROVE, 'PUT')).toHaveLength(1));
  expect(api.callsTo(APPROVE, 'PUT')[0].body).toEqual({ id: 3 });
});

test('a row opens its payslips; the bank file downloads with the month’s id', async () => {
  renderPage(<PayrollPage />, { route: '/finance/payroll' });
  await screen.findByRole('link', { name: '2026-10' });
  fireEvent.click(within(rowOf('2026-10')).getByRole('button', { name: 'More 2026-10' }));
  fireEvent.click(await screen.findByText('Bank file (CSV)'));
  await waitFor(() => expect(api.callsTo(BANK)).toHaveLength(1));
  expect(api.callsTo(BANK)[0].params).toEqual({ id: 2 });
  await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  fireEvent.click(within(rowOf('2026-11')).getByText('S$3,456.78'));
  await waitFor(() => expect(location.current.pathname).toBe('/finance/payroll/detail/3'));
});

test('without the rules: no calculate, no moves, no export, no details link', async () => {
  renderPage(<PayrollPage />, { route: '/finance/payroll', permissions: ['api/v1/finance/payroll/list'] });
  await screen.findByText('2026-11');
  expect(screen.queryByRole('link', { name: '2026-11' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Calculate|Recalculate|Approve|Mark paid|Export/ })).toBeNull();
});

test('reads in Chinese', async () => {
  renderPage(<PayrollPage />, { route: '/finance/payroll', lang: 'zh-cn' });
  await screen.findByText('2026-11');
  expect(screen.getByText('工资月份')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /计算月份工资/ })).toBeInTheDocument();
  expect(screen.getAllByText('待审核').length).toBeGreaterThan(0);
});
