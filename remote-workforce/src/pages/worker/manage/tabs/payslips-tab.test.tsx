/**
 * The payslips tab over the fake API: the worker's payroll details asked on the server by
 * `workerId`, newest month first, and paged there; hours to two decimals and amounts as S$ from
 * cents; a contractor's document is a "Statement"; a payslip downloads by the detail's id; the
 * PDF and "All payslips" only with their rules; without the list rule the tab says so and asks nothing.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, location, renderPage } from '../../../../../test/helpers';
import PayslipsTab from './Payslips';
import { payslip } from '@shiftdesk/shared/api/finance/payroll-fixtures';

const LIST = 'api/v1/finance/payroll/detail/list';
const PAYSLIP = 'api/v1/finance/payroll/payslip';

const slip = payslip;

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    [LIST]: () => ({
      list: [
        slip(11),
        slip(9, { month: '2026-10', status: 'paid', engagementType: 'contractor', cpfEmployee: 0, netPay: 88_000 }),
      ],
      total: 25,
      currentPage: 1,
    }),
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

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

test('the worker’s months, newest first and paged on the server, with hours and S$', async () => {
  renderPage(<PayslipsTab workerId={7} />, { route: '/workforce/worker/manage/7?tab=payslip' });
  await screen.findByText('2026-11');
  expect(api.callsTo(LIST)[0].params).toEqual({
    workerId: 7,
    orderBy: 'month',
    orderDir: 'desc',
    pageNum: 1,
    pageSize: 20,
  });
  const nov = rowOf('2026-11');
  expect(within(nov).getByText('In review')).toBeInTheDocument();
  expect(within(nov).getByText('160.50 / 1.50')).toBeInTheDocument();
  expect(within(nov).getByText('S$1,953.00')).toBeInTheDocument();
  expect(within(nov).getByText('S$401.60')).toBeInTheDocument();
  expect(within(nov).getByText('S$1,606.40')).toBeInTheDocument();
  expect(within(nov).getByRole('button', { name: 'Payslip 2026-11' })).toBeInTheDocument();

  const oct = rowOf('2026-10');
  expect(within(oct).getByText('S$880.00')).toBeInTheDocument();
  expect(within(oct).getByRole('button', { name: 'Statement 2026-10' })).toBeInTheDocument();
  expect(within(oct).queryByRole('button', { name: /Payslip/ })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'All payslips' }));
  await waitFor(() => expect(location.current.pathname).toBe('/finance/payroll'));
});

test('a payslip downloads by the detail’s id', async () => {
  renderPage(<PayslipsTab workerId={7} />);
  await screen.findByText('2026-11');
  fireEvent.click(within(rowOf('2026-11')).getByRole('button', { name: 'Payslip 2026-11' }));
  await waitFor(() => expect(api.callsTo(PAYSLIP)).toHaveLength(1));
  expect(api.callsTo(PAYSLIP)[0].params).toEqual({ id: 11 });
  await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
});

test('with the list rule only: no PDF, no link to the payroll months', async () => {
  renderPage(<PayslipsTab workerId={7} />, { permissions: ['api/v1/finance/payroll/detail/list'] });
  await screen.findByText('2026-11');
  expect(screen.queryByRole('button', { name: /Payslip|Statement/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'All payslips' })).toBeNull();
});

test('no payslips yet', async () => {
  api.restore();
  api = fakeApi({ [LIST]: () => ({ list: [], total: 0, currentPage: 1 }) });
  renderPage(<PayslipsTab workerId={7} />);
  expect(await screen.findByText('No payslips yet')).toBeInTheDocument();
});

test('without the list rule the tab says so and asks nothing', async () => {
  renderPage(<PayslipsTab workerId={7} />, { permissions: ['api/v1/workforce/worker/get'] });
  expect(await screen.findByText('You may not view payslips.')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

test('reads in Chinese', async () => {
  renderPage(<PayslipsTab workerId={7} />, { lang: 'zh-cn' });
  await screen.findByText('2026-11');
  expect(screen.getByRole('columnheader', { name: '实发工资' })).toBeInTheDocument();
  expect(within(rowOf('2026-10')).getByRole('button', { name: /结算单/ })).toBeInTheDocument();
});
