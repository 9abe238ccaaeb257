/**
 * The ledger over the fake API: the URL's filters reach the list (the day pair as dateFrom /
 * dateTo, the worker from a link as a removable tag named from the rows), an entry reads as its
 * type, its change of the total, what it moved between the balances (a hold moves money but
 * reads S$0.00) and the running balance; it is read-only.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, page, renderPage } from '../../../test/helpers';
import { entry } from '../wallet/fixtures';
import WalletTransactionPage from './index';

const LIST = 'api/v1/finance/walletTransaction/list';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    [LIST]: () =>
      page([
        entry(2, {
          type: 'withdrawal_hold',
          amount: 0,
          availableDelta: -5_000,
          pendingDelta: 0,
          heldDelta: 5_000,
          balanceAfter: 9_800,
          refType: 'withdrawal',
          refId: 3,
          month: null,
          memo: 'Held for the request',
          createdBy: null,
          createdByName: null,
        }),
        entry(1),
      ]),
  });
});
afterEach(() => api.restore());

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

test('the URL filters reach the API; entries read as type, S$ changes and the running balance', async () => {
  renderPage(<WalletTransactionPage />, {
    route: '/finance/walletTransaction?workerId=7&type=earning&createdAt=2026-11-01&createdAt=2026-11-30',
  });
  await screen.findByText('Shift of 20 Nov');
  const params = api.callsTo(LIST)[0].params;
  expect(params).toEqual({
    pageNum: 1,
    pageSize: 20,
    workerId: 7,
    type: 'earning',
    dateFrom: '2026-11-01',
    dateTo: '2026-11-30',
  });
  const credit = rowOf('Shift of 20 Nov');
  expect(within(credit).getByText('Earning')).toBeInTheDocument();
  expect(within(credit).getAllByText('S$98.00')).toHaveLength(2);
  expect(within(credit).getByText('+S$90.00')).toBeInTheDocument();
  expect(within(credit).getByText('+S$8.00')).toBeInTheDocument();
  expect(within(credit).getByRole('link', { name: 'Work record #12' })).toHaveAttribute(
    'href',
    '/jobs/workRecord/detail/12',
  );
  const hold = rowOf('Held for the request');
  expect(within(hold).getByText('Withdrawal hold')).toBeInTheDocument();
  expect(within(hold).getByText('S$0.00')).toBeInTheDocument();
  expect(within(hold).getByText('-S$50.00')).toBeInTheDocument();
  expect(within(hold).getByText('+S$50.00')).toBeInTheDocument();
  // Read-only: nothing to add, edit or delete.
  expect(screen.queryByRole('button', { name: /Add|Edit|Delete/ })).toBeNull();
});

test('the worker from a link is a tag named from the rows; removing it asks again without it', async () => {
  renderPage(<WalletTransactionPage />, { route: '/finance/walletTransaction?workerId=7' });
  await screen.findByText('Shift of 20 Nov');
  fireEvent.click(screen.getByRole('button', { name: 'Remove filter Worker: Tan Mei Ling' }));
  await waitFor(() => expect(api.callsTo(LIST).at(-1)?.params.workerId).toBeUndefined());
});

test('reads in Chinese', async () => {
  renderPage(<WalletTransactionPage />, { route: '/finance/walletTransaction', lang: 'zh-cn' });
  await screen.findByText('Shift of 20 Nov');
  expect(screen.getByText('工资收入')).toBeInTheDocument();
  expect(screen.getByText('提现冻结')).toBeInTheDocument();
  expect(screen.getByText('系统')).toBeInTheDocument();
});
