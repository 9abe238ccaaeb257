/**
 * A month's payslips over the fake API: the header names the month and its state; the route's
 * month and the URL's filters reach the list ("with adjustments" as a boolean); hours read to two
 * decimals and amounts as S$; a row opens its lines, an adjustment marked with its month and
 * reason, a rest-day record marked and a deduction named by its s.27 type and consent; a
 * contractor's document is a "Statement"; a payslip downloads by its id.
 */
import { dispatchSocketEvent } from '@shiftdesk/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, page, renderPage } from '../../../../test/helpers';
import { month, payslip, payslipDetail } from '../fixtures';
import PayrollDetailPage from './index';

const LIST = 'api/v1/finance/payroll/detail/list';
const GET = 'api/v1/finance/payroll/detail/get';
const MONTH = 'api/v1/finance/payroll/get';
const PAYSLIP = 'api/v1/finance/payroll/payslip';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    [MONTH]: () => month(3),
    [LIST]: () =>
      page([
        payslip(11, { restDayMinutes: 480, restDayPay: 9_600 }),
        payslip(12, {
          workerId: 8,
          workerName: 'Ahmad Rahman',
          engagementType: 'contractor',
          residency: 'foreigner',
          ageBand: null,
        }),
      ]),
    [GET]: () => {
      const d = payslipDetail(11);
      return {
        ...d,
        lines: [
          ...d.lines,
          {
            ...d.lines[0],
            id: 3,
            refId: 32,
            workDate: '2026-11-08',
            otMinutes: 0,
            basicPay: 0,
            restDayPay: 9_600,
            otPay: 0,
            amount: 9_600,
          },
          {
            ...d.lines[0],
            id: 4,
            kind: 'deduction' as const,
            refType: 'payrollItem',
            refId: 5,
            workDate: null,
            reason: 'Salary advance of 3 Nov',
            rate: 0,
            normalMinutes: 0,
            otMinutes: 0,
            basicPay: 0,
            otPay: 0,
            amount: -5_000,
            deductionType: 'advance',
            consentRef: 'CONSENT-2026-017',
          },
        ],
      };
    },
    [PAYSLIP]: () => 'pdf',
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

const open = (query = '', options: { permissions?: string[]; lang?: string } = {}) =>
  renderPage(
    <Routes>
      <Route path="/finance/payroll/detail/:id" element={<PayrollDetailPage />} />
    </Routes>,
    { route: `/finance/payroll/detail/3${query}`, ...options },
  );
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

test('the header, the filters with the route’s month, hours and S$', async () => {
  open('?keyword=tan&engagementType=employee&withAdjustments=true&orderBy=netPay&orderDir=desc');
  expect(await screen.findByText('Payroll 2026-11')).toBeInTheDocument();
  expect(api.callsTo(MONTH)[0].params).toEqual({ id: 3 });
  expect(screen.getAllByText('In review').length).toBeGreaterThan(0);
  await screen.findByText('Ahmad Rahman');
  expect(api.callsTo(LIST)[0].params).toEqual({
    pageNum: 1,
    pageSize: 20,
    keyword: 'tan',
    engagementType: 'employee',
    withAdjustments: true,
    orderBy: 'netPay',
    orderDir: 'desc',
    monthId: 3,
  });
  const tan = rowOf('Tan Mei Ling');
  expect(within(tan).getByText('160.50')).toBeInTheDocument();
  expect(within(tan).getByText('1.50')).toBeInTheDocument();
  expect(within(tan).getByText('S$1,953.00')).toBeInTheDocument();
  expect(within(tan).getByText('-S$15.00')).toBeInTheDocument();
  expect(within(tan).getByText('S$1,606.40')).toBeInTheDocument();
  expect(within(tan).getByText('8.00')).toBeInTheDocument();
  expect(within(tan).getByText('S$96.00')).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Rest-day h' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Rest-day pay' })).toBeInTheDocument();
  expect(within(tan).getByRole('button', { name: 'Payslip Tan Mei Ling' })).toBeInTheDocument();
  expect(within(rowOf('Ahmad Rahman')).getByRole('button', { name: 'Statement Ahmad Rahman' })).toBeInTheDocument();
});

test('a row opens its lines; an adjustment shows the month it belongs to and why', async () => {
  open();
  await screen.findByText('Tan Mei Ling');
  fireEvent.click(within(rowOf('Tan Mei Ling')).getByText('Citizen'));
  const drawer = await screen.findByRole('dialog');
  expect(within(drawer).getByText('Tan Mei Ling · 2026-11')).toBeInTheDocument();
  await within(drawer).findByText('Clock-out corrected after approval');
  expect(api.callsTo(GET)[0].params).toEqual({ id: 11 });
  const adj = within(drawer).getByText('Clock-out corrected after approval').closest('tr') as HTMLElement;
  expect(within(adj).getByText('Adjustment')).toBeInTheDocument();
  expect(within(adj).getByText('From 2026-10')).toBeInTheDocument();
  expect(within(adj).getByText('-S$15.00')).toBeInTheDocument();
  expect(within(drawer).getByRole('link', { name: 'Work record #31' })).toHaveAttribute(
    'href',
    '/jobs/workRecord/detail/31',
  );
  expect(within(drawer).getByText('8.00 / 1.50 / 0.00')).toBeInTheDocument();
});

test('the lines show the rest-day pay and a deduction with its s.27 type and consent', async () => {
  open();
  await screen.findByText('Tan Mei Ling');
  fireEvent.click(within(rowOf('Tan Mei Ling')).getByText('Citizen'));
  const drawer = await screen.findByRole('dialog');
  const deduction = (await within(drawer).findByText('Salary advance of 3 Nov')).closest('tr') as HTMLElement;
  expect(within(deduction).getByText('Deduction')).toBeInTheDocument();
  expect(within(deduction).getByText('Advance or loan')).toBeInTheDocument();
  expect(within(deduction).getByText('Consent CONSENT-2026-017')).toBeInTheDocument();
  expect(within(deduction).getByText('Payroll item #5')).toBeInTheDocument();
  expect(within(deduction).getByText('-S$50.00')).toBeInTheDocument();
  const restDay = within(drawer).getByRole('link', { name: 'Work record #32' }).closest('tr') as HTMLElement;
  expect(within(restDay).getByText('Rest day')).toBeInTheDocument();
  expect(within(restDay).getByText('S$96.00')).toBeInTheDocument();
  // The payslip's figures name the rest-day hours and pay.
  expect(within(drawer).getByText('Rest-day h')).toBeInTheDocument();
  expect(within(drawer).getByText('Rest-day pay')).toBeInTheDocument();
});

test('a payslip downloads by the detail’s id', async () => {
  open();
  await screen.findByText('Tan Mei Ling');
  fireEvent.click(within(rowOf('Tan Mei Ling')).getByRole('button', { name: 'Payslip Tan Mei Ling' }));
  await waitFor(() => expect(api.callsTo(PAYSLIP)).toHaveLength(1));
  expect(api.callsTo(PAYSLIP)[0].params).toEqual({ id: 11 });
  await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  // A download is no row click: the lines stay closed.
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a calculation of this month that ends reloads the header and the payslips', async () => {
  open();
  await screen.findByText('Tan Mei Ling');
  act(() => {
    dispatchSocketEvent('payrollProgress', { id: 9, month: '2026-12', status: 'review', done: 4, total: 4 });
  });
  expect(api.callsTo(LIST)).toHaveLength(1);
  act(() => {
    dispatchSocketEvent('payrollProgress', { id: 3, month: '2026-11', status: 'review', done: 2, total: 2 });
  });
  await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
  expect(api.callsTo(MONTH)).toHaveLength(2);
});

test('without the rules: no payslip, no lines, no export', async () => {
  open('', { permissions: ['api/v1/finance/payroll/detail/list'] });
  await screen.findByText('Tan Mei Ling');
  expect(screen.queryByRole('button', { name: /Payslip|Statement|Lines|Export/ })).toBeNull();
  fireEvent.click(within(rowOf('Tan Mei Ling')).getByText('Citizen'));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('reads in Chinese', async () => {
  open('', { lang: 'zh-cn' });
  await screen.findByText('Ahmad Rahman');
  expect(screen.getByText('2026-11 工资')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '结算单 Ahmad Rahman' })).toBeInTheDocument();
  expect(screen.getAllByText('承包人').length).toBeGreaterThan(0);
  expect(screen.getByRole('columnheader', { name: '休息日工资' })).toBeInTheDocument();
  fireEvent.click(within(rowOf('Tan Mei Ling')).getByText('公民'));
  const drawer = await screen.findByRole('dialog');
  const deduction = (await within(drawer).findByText('Salary advance of 3 Nov')).closest('tr') as HTMLElement;
  expect(within(deduction).getByText('扣款')).toBeInTheDocument();
  expect(within(deduction).getByText('预支或借款')).toBeInTheDocument();
  expect(within(deduction).getByText('同意书 CONSENT-2026-017')).toBeInTheDocument();
});
