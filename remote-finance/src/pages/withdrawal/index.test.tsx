/**
 * Withdrawals over the fake API: the URL's filters reach the list; each row offers the moves its
 * state allows, sending `{ids: [id]}` (a reason where the machine asks for one) and showing the
 * server's refusal; the selection is approved in one PUT and its approved rows go to the payout
 * file (a CSV saved from a blob); a request on a worker's behalf sends its dollars as integer
 * cents and shows the server's refusal on the field.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, invalid, page, renderPage } from '../../../test/helpers';
import { wallet, withdrawal } from '../wallet/fixtures';
import WithdrawalPage from './index';

const LIST = 'api/v1/finance/withdrawal/list';
const APPROVE = 'api/v1/finance/withdrawal/approve';
const REJECT = 'api/v1/finance/withdrawal/reject';
const PAYOUT = 'api/v1/finance/withdrawal/payoutFile';
const ADD = 'api/v1/finance/withdrawal/add';

const rows = [
  withdrawal(1),
  withdrawal(2, { workerId: 8, workerName: 'Ahmad Rahman', amount: 2_550, method: 'paynow', payTo: '****4567' }),
  withdrawal(3, {
    workerId: 9,
    workerName: 'Priya Nair',
    status: 'approved',
    amount: 12_000,
    decidedAt: '2026-11-22T03:00:00.000Z',
  }),
  withdrawal(4, { workerId: 10, workerName: 'Wei Jie', status: 'processing', batchRef: 'PO-20261122-4' }),
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
  api = fakeApi({
    [LIST]: () => page(rows),
    [`PUT ${APPROVE}`]: (_p, c) => ({
      list: c.body.ids.map((id: number) => ({ ...withdrawal(id), status: 'approved' })),
    }),
    [`PUT ${REJECT}`]: () => fail(409, 'Cannot reject withdrawal #2: it is paid'),
    [`POST ${PAYOUT}`]: () => 'Reference,Payee\r\n',
    'api/v1/finance/wallet/get': (p) => ({ ...wallet(Number(p.workerId)), toCredit: 0, withdrawable: 12_345 }),
    [`POST ${ADD}`]: () => invalid({ amount: 'The smallest withdrawal is S$10' }),
  });
});
afterEach(() => api.restore());

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

test('the URL filters reach the API; cells read as S$, method and state', async () => {
  renderPage(<WithdrawalPage />, {
    route: '/finance/withdrawal?status=requested&method=bank&workerId=7&requestedAt=2026-11-01&requestedAt=2026-11-30',
  });
  await screen.findByText('Ahmad Rahman');
  expect(api.callsTo(LIST)[0].params).toEqual({
    pageNum: 1,
    pageSize: 20,
    status: 'requested',
    method: 'bank',
    workerId: 7,
    dateFrom: '2026-11-01',
    dateTo: '2026-11-30',
  });
  const row = rowOf('Ahmad Rahman');
  expect(within(row).getByText('S$25.50')).toBeInTheDocument();
  expect(within(row).getByText('PayNow')).toBeInTheDocument();
  expect(within(row).getByText('****4567')).toBeInTheDocument();
  expect(within(row).getByText('Requested')).toBeInTheDocument();
  expect(screen.getByText('Worker: Tan Mei Ling')).toBeInTheDocument();
});

test('each row offers the moves of its state; approve sends {ids: [id]} and reloads', async () => {
  renderPage(<WithdrawalPage />, { route: '/finance/withdrawal' });
  await screen.findByText('Ahmad Rahman');
  const requested = rowOf('Tan Mei Ling');
  expect(within(requested).getByRole('button', { name: 'Reject Tan Mei Ling #1' })).toBeInTheDocument();
  expect(within(requested).queryByRole('button', { name: /Mark paid/ })).toBeNull();
  const processing = rowOf('Wei Jie');
  expect(within(processing).getByRole('button', { name: 'Mark paid Wei Jie #4' })).toBeInTheDocument();
  expect(within(processing).getByRole('button', { name: 'Mark failed Wei Jie #4' })).toBeInTheDocument();
  expect(within(processing).queryByRole('button', { name: /Approve/ })).toBeNull();

  fireEvent.click(within(requested).getByRole('button', { name: 'Approve Tan Mei Ling #1' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Tan Mei Ling · S$50.00')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(api.callsTo(APPROVE, 'PUT')).toHaveLength(1));
  expect(api.callsTo(APPROVE, 'PUT')[0].body).toEqual({ ids: [1] });
  await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(1));
});

test('reject asks for a reason and shows the server’s refusal in the dialog', async () => {
  renderPage(<WithdrawalPage />, { route: '/finance/withdrawal' });
  await screen.findByText('Ahmad Rahman');
  fireEvent.click(within(rowOf('Ahmad Rahman')).getByRole('button', { name: 'Reject Ahmad Rahman #2' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
  expect(api.callsTo(REJECT, 'PUT')).toHaveLength(0);
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Bank details do not match ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText('Cannot reject withdrawal #2: it is paid')).toBeInTheDocument();
  expect(api.callsTo(REJECT, 'PUT')[0].body).toEqual({ ids: [2], reason: 'Bank details do not match' });
});

test('the selection: approve the requested ones in one PUT; the payout file of the approved ones', async () => {
  renderPage(<WithdrawalPage />, { route: '/finance/withdrawal' });
  await screen.findByText('Ahmad Rahman');
  expect(screen.getByRole('button', { name: 'Approve selected' })).toBeDisabled();
  expect(screen.getByRole('button', { name: /Payout file/ })).toBeDisabled();
  for (const name of ['Tan Mei Ling', 'Ahmad Rahman', 'Priya Nair']) {
    fireEvent.click(within(rowOf(name)).getByRole('checkbox'));
  }
  fireEvent.click(await screen.findByRole('button', { name: 'Approve selected (2)' }));
  let dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Total S$75.50.')).toBeInTheDocument();
  expect(within(dialog).getByText('1 selected withdrawal(s) in another state are left out.')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(api.callsTo(APPROVE, 'PUT')).toHaveLength(1));
  expect(api.callsTo(APPROVE, 'PUT')[0].body).toEqual({ ids: [1, 2] });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  // The approval cleared the selection: pick the approved one for the payout file.
  fireEvent.click(within(rowOf('Priya Nair')).getByRole('checkbox'));
  fireEvent.click(await screen.findByRole('button', { name: /Payout file \(1\)/ }));
  dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Total S$120.00.')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
  await waitFor(() => expect(api.callsTo(PAYOUT, 'POST')).toHaveLength(1));
  expect(api.callsTo(PAYOUT, 'POST')[0].body).toEqual({ ids: [3] });
  await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
});

test('request: the worker by number without the worker list, dollars as cents, the server’s refusal on the field', async () => {
  renderPage(<WithdrawalPage />, {
    route: '/finance/withdrawal',
    permissions: ['api/v1/finance/withdrawal/list', 'api/v1/finance/withdrawal/add', 'api/v1/finance/wallet/get'],
  });
  await screen.findByText('Ahmad Rahman');
  // No rule to act on a selection: no boxes.
  expect(within(rowOf('Ahmad Rahman')).queryByRole('checkbox')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: /Request withdrawal/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Request' }));
  expect(await within(dialog).findByText('Pick the worker')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Worker'), { target: { value: '7' } });
  expect(await within(dialog).findByText('Withdrawable now: S$123.45')).toBeInTheDocument();
  expect(api.callsTo('api/v1/finance/wallet/get')[0].params).toEqual({ workerId: 7 });
  const amount = within(dialog).getByLabelText('Amount (S$)');
  fireEvent.change(amount, { target: { value: '123.46' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Request' }));
  expect(
    await within(dialog).findByText('The amount cannot be more than what is withdrawable (S$123.45)'),
  ).toBeInTheDocument();
  fireEvent.change(amount, { target: { value: '0.29' } });
  fireEvent.click(within(dialog).getByText('PayNow'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Request' }));
  expect(await within(dialog).findByText('The smallest withdrawal is S$10')).toBeInTheDocument();
  const body = api.callsTo(ADD, 'POST')[0].body;
  expect(body).toMatchObject({ workerId: 7, amount: 29, method: 'paynow' });
  expect(body.idempotencyKey).toEqual(expect.any(String));
  expect(body.remark).toBeUndefined();
});

test('reads in Chinese', async () => {
  renderPage(<WithdrawalPage />, { route: '/finance/withdrawal', lang: 'zh-cn' });
  await screen.findByText('Ahmad Rahman');
  expect(screen.getByText('提现列表')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /申请提现/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '批准所选' })).toBeInTheDocument();
});
