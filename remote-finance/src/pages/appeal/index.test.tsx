/**
 * Appeals over the fake API: the URL's filters reach the list; cells read as S$, category, state
 * and the work date linking to its record; accept asks the granted dollars (prefilled with the
 * claim, no more than it) and sends integer cents; reject asks for a reason; the selection is
 * reviewed in one PUT of `{ids}`; filing an appeal sends its dollars as cents.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, page, renderPage } from '../../../test/helpers';
import { appeal } from './fixtures';
import AppealPage from './index';

const LIST = 'api/v1/finance/appeal/list';
const REVIEW = 'api/v1/finance/appeal/review';
const ACCEPT = 'api/v1/finance/appeal/accept';
const REJECT = 'api/v1/finance/appeal/reject';
const CLOSE = 'api/v1/finance/appeal/close';
const ADD = 'api/v1/finance/appeal/add';

const rows = [
  appeal(1),
  appeal(2, { workerId: 8, workerName: 'Ahmad Rahman', status: 'under_review', claimedAmount: 3_000 }),
  appeal(3, {
    workerId: 9,
    workerName: 'Priya Nair',
    category: 'missing_shift',
    transactionType: 'allowance',
    transactionAmount: 1_500,
    workRecordId: null,
    workDate: null,
  }),
  appeal(4, { workerId: 10, workerName: 'Wei Jie', status: 'accepted', acceptedAmount: 2_000 }),
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    [LIST]: () => page(rows),
    [`PUT ${REVIEW}`]: (_p, c) => ({ list: c.body.ids.map((id: number) => appeal(id, { status: 'under_review' })) }),
    [`PUT ${ACCEPT}`]: (_p, c) => ({ list: [appeal(c.body.id, { status: 'accepted' })] }),
    [`PUT ${REJECT}`]: (_p, c) => ({ list: c.body.ids.map((id: number) => appeal(id, { status: 'rejected' })) }),
    [`PUT ${CLOSE}`]: (_p, c) => ({ list: c.body.ids.map((id: number) => appeal(id, { status: 'closed' })) }),
    [`POST ${ADD}`]: (_p, c) => appeal(9, c.body),
  });
});
afterEach(() => api.restore());

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

test('the URL filters reach the API; cells read as S$, category, state and the work record', async () => {
  renderPage(<AppealPage />, {
    route: '/finance/appeal?status=submitted&category=hours_wrong&workerId=7&createdAt=2026-11-01&createdAt=2026-11-30',
  });
  await screen.findByText('Ahmad Rahman');
  expect(api.callsTo(LIST)[0].params).toEqual({
    pageNum: 1,
    pageSize: 20,
    status: 'submitted',
    category: 'hours_wrong',
    workerId: 7,
    dateFrom: '2026-11-01',
    dateTo: '2026-11-30',
  });
  const tan = rowOf('Tan Mei Ling');
  expect(within(tan).getByText('S$30.00')).toBeInTheDocument();
  expect(within(tan).getByText('Hours wrong')).toBeInTheDocument();
  expect(within(tan).getByText('Submitted')).toBeInTheDocument();
  expect(within(tan).getByRole('link', { name: '2026-11-20, work record #12' })).toHaveAttribute(
    'href',
    '/jobs/workRecord/detail/12',
  );
  const priya = rowOf('Priya Nair');
  expect(within(priya).getByText('Missing shift')).toBeInTheDocument();
  expect(within(priya).getByText(/S\$15\.00/)).toBeInTheDocument();
  expect(screen.getByText('Worker: Tan Mei Ling')).toBeInTheDocument();
});

test('each row offers the moves of its state', async () => {
  renderPage(<AppealPage />, { route: '/finance/appeal' });
  await screen.findByText('Ahmad Rahman');
  const submitted = rowOf('Tan Mei Ling');
  expect(within(submitted).getByRole('button', { name: 'Start review Tan Mei Ling #1' })).toBeInTheDocument();
  expect(within(submitted).queryByRole('button', { name: /^Accept/ })).toBeNull();
  const review = rowOf('Ahmad Rahman');
  expect(within(review).getByRole('button', { name: 'Accept Ahmad Rahman #2' })).toBeInTheDocument();
  expect(within(review).getByRole('button', { name: 'Reject Ahmad Rahman #2' })).toBeInTheDocument();
  expect(within(rowOf('Wei Jie')).getByRole('button', { name: 'Close Wei Jie #4' })).toBeInTheDocument();
});

test('accept: the claimed dollars prefilled, no more than claimed, sent as integer cents', async () => {
  renderPage(<AppealPage />, { route: '/finance/appeal' });
  await screen.findByText('Ahmad Rahman');
  fireEvent.click(within(rowOf('Ahmad Rahman')).getByRole('button', { name: 'Accept Ahmad Rahman #2' }));
  const dialog = await screen.findByRole('dialog');
  const amount = within(dialog).getByLabelText('Granted amount (S$)');
  expect(amount).toHaveValue('30.00');
  fireEvent.change(amount, { target: { value: '30.01' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
  expect(
    await within(dialog).findByText('The granted amount cannot be more than the claimed S$30.00'),
  ).toBeInTheDocument();
  expect(api.callsTo(ACCEPT, 'PUT')).toHaveLength(0);
  fireEvent.change(amount, { target: { value: '0.29' } });
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Half an hour only ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(api.callsTo(ACCEPT, 'PUT')).toHaveLength(1));
  expect(api.callsTo(ACCEPT, 'PUT')[0].body).toEqual({ id: 2, amount: 29, reason: 'Half an hour only' });
  await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(1));
});

test('reject asks for a reason', async () => {
  renderPage(<AppealPage />, { route: '/finance/appeal' });
  await screen.findByText('Ahmad Rahman');
  fireEvent.click(within(rowOf('Ahmad Rahman')).getByRole('button', { name: 'Reject Ahmad Rahman #2' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
  expect(api.callsTo(REJECT, 'PUT')).toHaveLength(0);
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Hours match the timesheet' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await waitFor(() => expect(api.callsTo(REJECT, 'PUT')).toHaveLength(1));
  expect(api.callsTo(REJECT, 'PUT')[0].body).toEqual({ ids: [2], reason: 'Hours match the timesheet' });
});

test('the selection: review the submitted ones in one PUT of {ids}; close the decided ones', async () => {
  renderPage(<AppealPage />, { route: '/finance/appeal' });
  await screen.findByText('Ahmad Rahman');
  expect(screen.getByRole('button', { name: 'Review selected' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Close selected' })).toBeDisabled();
  for (const name of ['Tan Mei Ling', 'Ahmad Rahman', 'Priya Nair']) {
    fireEvent.click(within(rowOf(name)).getByRole('checkbox'));
  }
  fireEvent.click(await screen.findByRole('button', { name: 'Review selected (2)' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Claimed in all: S$60.00.')).toBeInTheDocument();
  expect(within(dialog).getByText('1 selected appeal(s) in another state are left out.')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Start review' }));
  await waitFor(() => expect(api.callsTo(REVIEW, 'PUT')).toHaveLength(1));
  expect(api.callsTo(REVIEW, 'PUT')[0].body).toEqual({ ids: [1, 3] });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  fireEvent.click(within(rowOf('Wei Jie')).getByRole('checkbox'));
  fireEvent.click(await screen.findByRole('button', { name: 'Close selected (1)' }));
  const closing = await screen.findByRole('dialog');
  // The modal's × is also named "Close": the footer's button is the last.
  const closeButtons = within(closing).getAllByRole('button', { name: 'Close' });
  fireEvent.click(closeButtons[closeButtons.length - 1]);
  await waitFor(() => expect(api.callsTo(CLOSE, 'PUT')).toHaveLength(1));
  expect(api.callsTo(CLOSE, 'PUT')[0].body).toEqual({ ids: [4] });
});

test('file an appeal: the worker and the wallet entry by number, the claim in cents', async () => {
  renderPage(<AppealPage />, {
    route: '/finance/appeal',
    permissions: ['api/v1/finance/appeal/list', 'api/v1/finance/appeal/add'],
  });
  await screen.findByText('Ahmad Rahman');
  expect(within(rowOf('Ahmad Rahman')).queryByRole('checkbox')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: /File an appeal/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'File' }));
  expect(await within(dialog).findByText('Pick the worker')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Worker'), { target: { value: '7' } });
  fireEvent.change(within(dialog).getByLabelText('Wallet entry no.'), { target: { value: '101' } });
  fireEvent.mouseDown(within(dialog).getByLabelText('Category'));
  fireEvent.click(await screen.findByTitle('Rate wrong'));
  fireEvent.change(within(dialog).getByLabelText('Claimed amount (S$)'), { target: { value: '12.30' } });
  fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: ' Paid the old rate ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'File' }));
  await waitFor(() => expect(api.callsTo(ADD, 'POST')).toHaveLength(1));
  expect(api.callsTo(ADD, 'POST')[0].body).toEqual({
    workerId: 7,
    transactionId: 101,
    category: 'rate_wrong',
    claimedAmount: 1_230,
    description: 'Paid the old rate',
  });
});

test('reads in Chinese', async () => {
  renderPage(<AppealPage />, { route: '/finance/appeal', lang: 'zh-cn' });
  await screen.findByText('Ahmad Rahman');
  expect(screen.getByText('交易申诉列表')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /提交申诉/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '审核所选' })).toBeInTheDocument();
  expect(screen.getAllByText('工时有误').length).toBeGreaterThan(0);
});
