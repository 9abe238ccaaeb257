/** The withdrawals-to-approve widget: one page of the requested ones, their count and the amount asked. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, location, renderPage } from '../../test/helpers';
import { withdrawal } from '../pages/wallet/fixtures';
import { WithdrawalsToApprove } from './WithdrawalsToApprove';

const LIST = 'api/v1/finance/withdrawal/list';

test('counts the requested withdrawals, adds up their amounts and opens the filtered list', async () => {
  const api = fakeApi({
    [LIST]: () => ({
      list: [withdrawal(1, { amount: 10_050 }), withdrawal(2, { amount: 99 })],
      total: 2,
      currentPage: 1,
    }),
  });
  renderPage(<WithdrawalsToApprove />);
  expect(await screen.findByText('S$101.49')).toBeInTheDocument();
  expect(screen.getByText('Amount requested')).toBeInTheDocument();
  expect(api.callsTo(LIST)[0].params).toMatchObject({ status: 'requested', pageNum: 1 });
  fireEvent.click(screen.getByRole('button', { name: /Open withdrawals to approve/ }));
  await waitFor(() => expect(location.current.pathname).toBe('/finance/withdrawal'));
  expect(location.current.search).toBe('?status=requested');
  api.restore();
});

test('says when the amount covers only the oldest page', async () => {
  const api = fakeApi({ [LIST]: () => ({ list: [withdrawal(1)], total: 70, currentPage: 1 }) });
  renderPage(<WithdrawalsToApprove />);
  expect(await screen.findByText('Amount of the 1 oldest of 70')).toBeInTheDocument();
  api.restore();
});
