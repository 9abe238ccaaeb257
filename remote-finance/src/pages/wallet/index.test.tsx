/**
 * Wallets over the fake API: the URL's filters reach the list ("money available" as a boolean),
 * the balances read as S$ from cents, a sort goes to the server, a row opens the worker's ledger
 * and its actions the worker's withdrawals and wallet tab; without the ledger's rule no link.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, location, page, renderPage } from '../../../test/helpers';
import { wallet } from './fixtures';
import WalletPage from './index';

const LIST = 'api/v1/finance/wallet/list';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    [LIST]: () =>
      page([
        wallet(7),
        wallet(8, {
          workerName: 'Ahmad Rahman',
          phone: '+6598765432',
          available: 0,
          pending: 0,
          held: 0,
          total: 0,
          entries: 1,
        }),
      ]),
  });
});
afterEach(() => api.restore());

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

test('the filters and the sort reach the API; balances read as S$', async () => {
  renderPage(<WalletPage />, { route: '/finance/wallet?keyword=tan&withAvailable=true&orderBy=total&orderDir=desc' });
  await screen.findByText('Ahmad Rahman');
  expect(api.callsTo(LIST)[0].params).toEqual({
    pageNum: 1,
    pageSize: 20,
    keyword: 'tan',
    withAvailable: true,
    orderBy: 'total',
    orderDir: 'desc',
  });
  const row = rowOf('+6591234567');
  expect(within(row).getByText('S$123.45')).toBeInTheDocument();
  expect(within(row).getByText('S$8.00')).toBeInTheDocument();
  expect(within(row).getByText('S$50.00')).toBeInTheDocument();
  expect(within(row).getByText('S$181.45')).toBeInTheDocument();
  // Read-only: no add.
  expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
  expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
});

test('a row opens the worker’s ledger; its actions the worker’s withdrawals and wallet tab', async () => {
  renderPage(<WalletPage />, { route: '/finance/wallet' });
  await screen.findByText('Ahmad Rahman');
  fireEvent.click(screen.getByRole('link', { name: 'Tan Mei Ling' }));
  await waitFor(() => expect(location.current.pathname).toBe('/finance/walletTransaction'));
  expect(location.current.search).toBe('?workerId=7');
});

test('the row actions lead to the worker’s withdrawals and wallet tab', async () => {
  renderPage(<WalletPage />, { route: '/finance/wallet' });
  await screen.findByText('Ahmad Rahman');
  fireEvent.click(within(rowOf('Ahmad Rahman')).getByRole('button', { name: 'Transactions Ahmad Rahman' }));
  await waitFor(() => expect(location.current.search).toBe('?workerId=8'));
  expect(location.current.pathname).toBe('/finance/walletTransaction');
});

test('without the ledger’s rule the worker is no link and there is no Transactions; no export without its rule', async () => {
  renderPage(<WalletPage />, { route: '/finance/wallet', permissions: ['api/v1/finance/wallet/list'] });
  await screen.findByText('Ahmad Rahman');
  expect(screen.queryByRole('link', { name: 'Tan Mei Ling' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Transactions/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
});

test('reads in Chinese', async () => {
  renderPage(<WalletPage />, { route: '/finance/wallet', lang: 'zh-cn' });
  await screen.findByText('Ahmad Rahman');
  expect(screen.getByText('钱包列表')).toBeInTheDocument();
  expect(screen.getAllByText('可提现').length).toBeGreaterThan(0);
});
