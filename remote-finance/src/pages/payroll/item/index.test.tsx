/**
 * Deductions and back pay over the fake API: the URL's filters reach the list (a month that is
 * no month is dropped); cells read as S$, kind, s.27 type, state and links to the worker and the
 * work record; "Add an item" validates and sends integer cents with a deduction's type and
 * consent (or back pay's work record); cancel asks for a reason and PUTs `{ids, reason}`, for a
 * row or the selected open ones; the page reads in Chinese.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, page, renderPage } from '../../../../test/helpers';
import { payrollItem } from '../fixtures';
import PayrollItemPage from './index';

const LIST = 'api/v1/finance/payroll/item/list';
const ADD = 'api/v1/finance/payroll/item/add';
const CANCEL = 'api/v1/finance/payroll/item/cancel';
const ROUTE = '/finance/payroll/item';

const rows = [
  payrollItem(1),
  payrollItem(2, {
    workerId: 8,
    workerName: 'Ahmad Rahman',
    kind: 'backPay',
    amount: 12_345,
    originMonth: '2026-09',
    reason: 'Night rate corrected',
    deductionType: null,
    consentRef: '',
    workRecordId: 31,
  }),
  payrollItem(3, {
    workerId: 9,
    workerName: 'Priya Nair',
    deductionType: 'damage',
    amount: 20_000,
    taken: 15_000,
    status: 'paid',
    payrollMonth: '2026-12',
  }),
  payrollItem(4, { workerId: 10, workerName: 'Wei Jie', amount: 2_500 }),
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    [LIST]: () => page(rows),
    [`POST ${ADD}`]: (_p, c) => payrollItem(9, c.body),
    [`PUT ${CANCEL}`]: (_p, c) => ({
      list: c.body.ids.map((id: number) => payrollItem(id, { status: 'cancelled' })),
    }),
  });
});
afterEach(() => api.restore());

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
/** The dialog's last button of that name (the footer's OK comes after its Cancel). */
const lastButton = (dialog: HTMLElement, name: string) => {
  const all = within(dialog).getAllByRole('button', { name });
  return all[all.length - 1];
};

test('the URL filters reach the API; cells read as S$, kind, s.27 type, state and links', async () => {
  renderPage(<PayrollItemPage />, {
    route: `${ROUTE}?keyword=tan&kind=deduction&status=open&originMonth=2026-11&workerId=7`,
  });
  await screen.findByText('Ahmad Rahman');
  expect(api.callsTo(LIST)[0].params).toEqual({
    pageNum: 1,
    pageSize: 20,
    keyword: 'tan',
    kind: 'deduction',
    status: 'open',
    originMonth: '2026-11',
    workerId: 7,
  });
  const tan = rowOf('Tan Mei Ling');
  expect(within(tan).getByRole('link', { name: 'Tan Mei Ling' })).toHaveAttribute('href', '/workforce/worker/manage/7');
  expect(within(tan).getByText('Deduction')).toBeInTheDocument();
  expect(within(tan).getByText('S$50.00')).toBeInTheDocument();
  expect(within(tan).getByText('Advance or loan')).toBeInTheDocument();
  expect(within(tan).getByText('CONSENT-2026-017')).toBeInTheDocument();
  expect(within(tan).getByText('Open')).toBeInTheDocument();
  const ahmad = rowOf('Ahmad Rahman');
  expect(within(ahmad).getByText('Back pay')).toBeInTheDocument();
  expect(within(ahmad).getByText('S$123.45')).toBeInTheDocument();
  expect(within(ahmad).getByText('2026-09')).toBeInTheDocument();
  expect(within(ahmad).getByRole('link', { name: 'Work record #31' })).toHaveAttribute(
    'href',
    '/jobs/workRecord/detail/31',
  );
  const priya = rowOf('Priya Nair');
  expect(within(priya).getByText('Damage or loss of goods')).toBeInTheDocument();
  expect(within(priya).getByText('S$150.00')).toBeInTheDocument();
  expect(within(priya).getByText('2026-12')).toBeInTheDocument();
  expect(within(priya).queryByRole('button', { name: /^Cancel/ })).toBeNull();
  expect(screen.getByText('Worker: Tan Mei Ling')).toBeInTheDocument();
});

test('a month filter that is no month is not sent', async () => {
  renderPage(<PayrollItemPage />, { route: `${ROUTE}?originMonth=2026-13` });
  await screen.findByText('Ahmad Rahman');
  expect(api.callsTo(LIST)[0].params).toEqual({ pageNum: 1, pageSize: 20 });
});

test('cancel asks for a reason, then PUTs {ids, reason}', async () => {
  renderPage(<PayrollItemPage />, { route: ROUTE });
  await screen.findByText('Ahmad Rahman');
  fireEvent.click(within(rowOf('Tan Mei Ling')).getByRole('button', { name: 'Cancel Tan Mei Ling #1' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Tan Mei Ling · Deduction · S$50.00')).toBeInTheDocument();
  fireEvent.click(lastButton(dialog, 'Cancel'));
  expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
  expect(api.callsTo(CANCEL, 'PUT')).toHaveLength(0);
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Advance repaid in cash ' } });
  fireEvent.click(lastButton(dialog, 'Cancel'));
  await waitFor(() => expect(api.callsTo(CANCEL, 'PUT')).toHaveLength(1));
  expect(api.callsTo(CANCEL, 'PUT')[0].body).toEqual({ ids: [1], reason: 'Advance repaid in cash' });
  await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(1));
});

test('cancel the selected open ones in one PUT', async () => {
  renderPage(<PayrollItemPage />, { route: ROUTE });
  await screen.findByText('Ahmad Rahman');
  expect(screen.getByRole('button', { name: 'Cancel selected' })).toBeDisabled();
  for (const name of ['Tan Mei Ling', 'Priya Nair', 'Wei Jie']) {
    fireEvent.click(within(rowOf(name)).getByRole('checkbox'));
  }
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel selected (2)' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('In all: S$75.00.')).toBeInTheDocument();
  expect(within(dialog).getByText('1 selected item(s) in another state are left out.')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Entered twice' } });
  fireEvent.click(lastButton(dialog, 'Cancel'));
  await waitFor(() => expect(api.callsTo(CANCEL, 'PUT')).toHaveLength(1));
  expect(api.callsTo(CANCEL, 'PUT')[0].body).toEqual({ ids: [1, 4], reason: 'Entered twice' });
});

const ADDER = { route: ROUTE, permissions: [`api/v1/finance/payroll/item/list`, `api/v1/finance/payroll/item/add`] };
const thisMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);

test('add a deduction: clear messages, then integer cents with its s.27 type and consent', async () => {
  renderPage(<PayrollItemPage />, ADDER);
  await screen.findByText('Ahmad Rahman');
  expect(within(rowOf('Tan Mei Ling')).queryByRole('checkbox')).toBeNull();
  expect(within(rowOf('Tan Mei Ling')).queryByRole('link')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: /Add an item/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
  for (const message of [
    'Pick the worker',
    'Enter the amount',
    'Give the reason',
    'Pick the deduction type',
    'Enter the reference of the worker’s written consent',
  ]) {
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  }
  fireEvent.change(within(dialog).getByLabelText('Amount (S$)'), { target: { value: '100000.01' } });
  expect(await within(dialog).findByText('The amount cannot be more than S$100,000.00')).toBeInTheDocument();
  expect(api.callsTo(ADD, 'POST')).toHaveLength(0);

  fireEvent.change(within(dialog).getByLabelText('Worker'), { target: { value: '7' } });
  fireEvent.change(within(dialog).getByLabelText('Amount (S$)'), { target: { value: '0.29' } });
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Uniform not returned ' } });
  fireEvent.mouseDown(within(dialog).getByLabelText('Deduction type (Employment Act s.27)'));
  // The table's ellipsis cells carry the same title: the dropdown's option is the one to click.
  const options = await screen.findAllByTitle('Damage or loss of goods');
  fireEvent.click(options.find((o) => o.closest('.ant-select-item-option')) as HTMLElement);
  fireEvent.change(within(dialog).getByLabelText('Worker’s consent reference'), { target: { value: ' C-88 ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(api.callsTo(ADD, 'POST')).toHaveLength(1));
  expect(api.callsTo(ADD, 'POST')[0].body).toEqual({
    workerId: 7,
    kind: 'deduction',
    amount: 29,
    originMonth: thisMonth(),
    reason: 'Uniform not returned',
    deductionType: 'damage',
    consentRef: 'C-88',
  });
});

test('add back pay for a locked month: no deduction fields, the work record optional', async () => {
  renderPage(<PayrollItemPage />, ADDER);
  await screen.findByText('Ahmad Rahman');
  fireEvent.click(screen.getByRole('button', { name: /Add an item/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByText('Back pay'));
  await waitFor(() => expect(within(dialog).queryByLabelText('Worker’s consent reference')).toBeNull());
  fireEvent.change(within(dialog).getByLabelText('Worker'), { target: { value: '8' } });
  fireEvent.change(within(dialog).getByLabelText('Amount (S$)'), { target: { value: '1,234.5' } });
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Night rate corrected' } });
  fireEvent.change(within(dialog).getByLabelText('Work record no. (optional)'), { target: { value: '31' } });
  const month = within(dialog).getByLabelText('Month it belongs to');
  fireEvent.mouseDown(month);
  fireEvent.change(month, { target: { value: '2026-09' } });
  fireEvent.keyDown(month, { key: 'Enter', code: 'Enter' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(api.callsTo(ADD, 'POST')).toHaveLength(1));
  expect(api.callsTo(ADD, 'POST')[0].body).toEqual({
    workerId: 8,
    kind: 'backPay',
    amount: 123_450,
    originMonth: '2026-09',
    reason: 'Night rate corrected',
    workRecordId: 31,
  });
});

test('reads in Chinese', async () => {
  renderPage(<PayrollItemPage />, { route: ROUTE, lang: 'zh-cn' });
  await screen.findByText('Ahmad Rahman');
  expect(screen.getByText('扣款与补发列表')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /新增扣款或补发/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '取消所选' })).toBeInTheDocument();
  expect(within(rowOf('Tan Mei Ling')).getByText('预支或借款')).toBeInTheDocument();
  expect(within(rowOf('Ahmad Rahman')).getByText('补发')).toBeInTheDocument();
  expect(within(rowOf('Priya Nair')).getByText('货物损坏或遗失')).toBeInTheDocument();
  expect(within(rowOf('Ahmad Rahman')).getByRole('link', { name: '工作记录 #31' })).toBeInTheDocument();
});
