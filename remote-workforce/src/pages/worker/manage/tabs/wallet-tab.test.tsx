/**
 * The wallet tab over the fake API: the balances, their total and what waits to be credited, as
 * S$ from cents; the worker's ledger asked on the server by `workerId` with the type and day
 * filters and paged there; each part only with its rule, and neither asked without both.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, location, renderPage } from '../../../../../test/helpers';
import WalletTab from './Wallet';

const GET = 'api/v1/finance/wallet/get';
const LEDGER = 'api/v1/finance/walletTransaction/list';

const detail = {
  workerId: 7,
  workerName: 'Tan Mei Ling',
  phone: '+6591234567',
  available: 12_345,
  pending: 800,
  held: 5_000,
  total: 18_145,
  entries: 3,
  updatedAt: '2026-11-21T02:30:00.000Z',
  toCredit: 9_875,
  withdrawable: 12_345,
};
const entry = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  workerId: 7,
  workerName: 'Tan Mei Ling',
  type: 'earning',
  amount: 9_800,
  availableDelta: 9_000,
  pendingDelta: 800,
  heldDelta: 0,
  balanceAfter: 9_800,
  availableAfter: 9_000,
  refType: 'workRecord',
  refId: 12,
  month: '2026-11',
  memo: 'Shift of 20 Nov',
  idempotencyKey: `credit:workRecord:${id}`,
  createdBy: 1,
  createdByName: 'admin',
  createdAt: '2026-11-21T02:30:00.000Z',
  ...over,
});

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    [GET]: () => detail,
    [LEDGER]: () => ({ list: [entry(1)], total: 45, currentPage: 1 }),
  });
});
afterEach(() => api.restore());

test('the balances and what waits to be credited; the ledger of this worker, filtered and paged on the server', async () => {
  renderPage(<WalletTab workerId={7} />, { route: '/workforce/worker/manage/7?tab=wallet' });
  const balances = await screen.findByRole('region', { name: 'Balances' });
  expect(within(balances).getByText('S$123.45')).toBeInTheDocument();
  expect(within(balances).getByText('S$8.00')).toBeInTheDocument();
  expect(within(balances).getByText('S$50.00')).toBeInTheDocument();
  expect(within(balances).getByText('S$181.45')).toBeInTheDocument();
  expect(within(balances).getByText('Waiting to be credited')).toBeInTheDocument();
  expect(within(balances).getByText('S$98.75')).toBeInTheDocument();
  expect(api.callsTo(GET)[0].params).toEqual({ workerId: 7 });

  const row = (await screen.findByText('Shift of 20 Nov')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Earning')).toBeInTheDocument();
  expect(within(row).getByText('+S$90.00')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Work record #12' })).toHaveAttribute(
    'href',
    '/jobs/workRecord/detail/12',
  );
  expect(api.callsTo(LEDGER)[0].params).toMatchObject({ workerId: 7, pageNum: 1, pageSize: 20 });

  fireEvent.click(screen.getByRole('button', { name: /Open in Wallet transactions/ }));
  await waitFor(() => expect(location.current.pathname).toBe('/finance/walletTransaction'));
  expect(location.current.search).toBe('?workerId=7');
});

test('only what the rules allow is asked', async () => {
  renderPage(<WalletTab workerId={7} />, { permissions: ['api/v1/finance/wallet/get'] });
  await screen.findByRole('region', { name: 'Balances' });
  expect(api.callsTo(LEDGER)).toHaveLength(0);
});

test('without either rule the tab says so and asks nothing', async () => {
  renderPage(<WalletTab workerId={7} />, { permissions: ['api/v1/workforce/worker/get'] });
  expect(await screen.findByText('You may not view wallets.')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

test('reads in Chinese', async () => {
  renderPage(<WalletTab workerId={7} />, { lang: 'zh-cn' });
  await screen.findByText('Shift of 20 Nov');
  expect(screen.getByText('待入账')).toBeInTheDocument();
  expect(screen.getByText('工资收入')).toBeInTheDocument();
});
