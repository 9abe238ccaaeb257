/**
 * Invoices over the fake API: the list sends its URL filters (overdue as a boolean, the issue
 * dates as issueFrom / issueTo) and reads its cells as S$ and tags; Generate posts the picked
 * timesheets and opens the first draft made; Pay sends the dollars typed as integer cents.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, location, page, renderPage } from '../../../test/helpers';
import { invoice } from './fixtures';
import InvoicePage from './index';

const LIST = 'api/v1/finance/invoice/list';
const TIMESHEETS = 'api/v1/workforce/timesheet/list';
const GENERATE = 'api/v1/finance/invoice/generate';
const PAY = 'api/v1/finance/invoice/pay';

const sheet = (id: number) => ({
  id,
  number: `TS-2026-00000${id}`,
  clientId: 1,
  clientName: 'Kopi Co',
  contractDeptId: 8,
  deptName: 'Orchard outlet',
  period: '2026-11',
  periodFrom: '2026-11-01',
  periodTo: '2026-11-30',
  billAmount: 50000,
  status: 'approved',
});

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    [LIST]: () =>
      page([
        invoice(1, { number: null, status: 'draft', issueDate: null, dueDate: null, gstRateBp: null }),
        invoice(2, { paymentStatus: 'partially_paid', paid: 9000, balance: 100000, overdue: true }),
        invoice(3, { paymentStatus: 'paid', paid: 109000, balance: 0 }),
      ]),
    'api/v1/finance/client/list': () => page([{ id: 1, name: 'Kopi Co', uen: '201912345K', status: 'active' }]),
    [TIMESHEETS]: () => page([sheet(1), sheet(2), sheet(3)]),
    [`POST ${GENERATE}`]: () => ({ ...invoice(21, { number: null, status: 'draft' }), ids: [21, 22] }),
    [`POST ${PAY}`]: () => ({ id: 2 }),
    'POST api/v1/finance/invoice/generateAll': () => ({ jobId: 'job-1' }),
  });
});
afterEach(() => api.restore());

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

test('the URL filters reach the API; cells read as S$ and tags; each row offers what its state allows', async () => {
  renderPage(<InvoicePage />, {
    route: '/finance/invoice?status=issued&overdue=true&kind=invoice',
  });
  await screen.findByText('INV-2026-000002');
  expect(api.callsTo(LIST)[0].params).toMatchObject({
    pageNum: 1,
    pageSize: 20,
    status: 'issued',
    kind: 'invoice',
    overdue: true,
  });
  const draft = screen.getByRole('link', { name: 'Draft' }).closest('tr') as HTMLElement;
  expect(within(draft).getByRole('button', { name: /Issue/ })).toBeInTheDocument();
  expect(within(draft).queryByRole('button', { name: /Record payment|Void/ })).toBeNull();
  const partial = rowOf('INV-2026-000002');
  expect(within(partial).getByText('Partially paid')).toBeInTheDocument();
  expect(within(partial).getByText('Overdue')).toBeInTheDocument();
  expect(within(partial).getByText('S$1,000.00')).toBeInTheDocument();
  expect(within(partial).getByRole('button', { name: 'Record payment INV-2026-000002' })).toBeInTheDocument();
  // Money was applied: voiding is not offered (a credit note corrects it).
  expect(within(partial).queryByRole('button', { name: /Void/ })).toBeNull();
  const paid = rowOf('INV-2026-000003');
  expect(within(paid).getByText('Paid')).toBeInTheDocument();
  expect(within(paid).queryByRole('button', { name: /Record payment/ })).toBeNull();
});

test('the issue-date filter is sent as issueFrom / issueTo', async () => {
  renderPage(<InvoicePage />, { route: '/finance/invoice?issueDate=2026-12-01&issueDate=2026-12-31' });
  await screen.findByText('INV-2026-000002');
  const params = api.callsTo(LIST)[0].params;
  expect(params.issueDate).toBeUndefined();
  expect(params).toMatchObject({ issueFrom: '2026-12-01', issueTo: '2026-12-31' });
});

test('generate posts the picked timesheets and opens the first draft made', async () => {
  renderPage(<InvoicePage />, { route: '/finance/invoice' });
  await screen.findByText('INV-2026-000002');
  fireEvent.click(screen.getByRole('button', { name: /Generate/ }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText('TS-2026-000001');
  expect(api.callsTo(TIMESHEETS)[0].params).toMatchObject({ status: 'approved', pageNum: 1 });
  // Nothing picked: nothing sent.
  fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
  expect(await within(dialog).findByText('Pick at least one timesheet')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('checkbox', { name: 'TS-2026-000001' }));
  fireEvent.click(within(dialog).getByRole('checkbox', { name: 'TS-2026-000003' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
  await waitFor(() => expect(api.callsTo(GENERATE, 'POST')).toHaveLength(1));
  expect(api.callsTo(GENERATE, 'POST')[0].body).toEqual({ timesheetIds: [1, 3] });
  await waitFor(() => expect(location.current.pathname).toBe('/finance/invoice/detail/21'));
});

test('a whole month is generated as a queued job', async () => {
  renderPage(<InvoicePage />, { route: '/finance/invoice' });
  await screen.findByText('INV-2026-000002');
  fireEvent.click(screen.getByRole('button', { name: /Generate/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByText('A whole month'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
  expect(await within(dialog).findByText('Pick the month')).toBeInTheDocument();
  const month = within(dialog).getByLabelText('Month');
  fireEvent.mouseDown(month);
  fireEvent.change(month, { target: { value: '2026-11' } });
  fireEvent.keyDown(month, { key: 'Enter' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
  await waitFor(() => expect(api.callsTo('api/v1/finance/invoice/generateAll', 'POST')).toHaveLength(1));
  expect(api.callsTo('api/v1/finance/invoice/generateAll', 'POST')[0].body).toEqual({ month: '2026-11' });
  expect(api.callsTo(GENERATE, 'POST')).toHaveLength(0);
});

test('pay sends the dollars typed as integer cents, never above the balance', async () => {
  renderPage(<InvoicePage />, { route: '/finance/invoice' });
  await screen.findByText('INV-2026-000002');
  fireEvent.click(within(rowOf('INV-2026-000002')).getByRole('button', { name: 'Record payment INV-2026-000002' }));
  const dialog = await screen.findByRole('dialog');
  const amount = within(dialog).getByLabelText('Amount (S$)');
  // The whole balance by default.
  expect(amount).toHaveValue('1000.00');
  fireEvent.change(amount, { target: { value: '1000.01' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
  expect(
    await within(dialog).findByText('The amount cannot be more than the balance (S$1,000.00)'),
  ).toBeInTheDocument();
  // 0.29 is 28.999… as a float times 100: read as digits it is 29 cents.
  fireEvent.change(amount, { target: { value: '250.29' } });
  fireEvent.change(within(dialog).getByLabelText('Reference'), { target: { value: 'FAST-1234' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
  await waitFor(() => expect(api.callsTo(PAY, 'POST')).toHaveLength(1));
  const body = api.callsTo(PAY, 'POST')[0].body;
  expect(body).toMatchObject({ id: 2, method: 'bank_transfer', reference: 'FAST-1234', amount: 25029 });
  expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('reads in Chinese', async () => {
  renderPage(<InvoicePage />, { route: '/finance/invoice', lang: 'zh-cn' });
  await screen.findByText('INV-2026-000002');
  expect(screen.getByRole('link', { name: '草稿' })).toBeInTheDocument();
  expect(screen.getAllByText('部分付款').length).toBeGreaterThan(0);
  expect(screen.getByRole('button', { name: /生成/ })).toBeInTheDocument();
});
