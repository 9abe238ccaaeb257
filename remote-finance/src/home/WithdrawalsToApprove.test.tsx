/** The withdrawals-to-approve widget: the count and the amount the server summed, opening the filtered list. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, location, renderPage } from '../../test/helpers';
import { WithdrawalsToApprove } from './WithdrawalsToApprove';

const SUMMARY = 'api/v1/finance/home/summary';

test('counts the requested withdrawals, shows the amount asked and opens the filtered list', async () => {
  const api = fakeApi({ [SUMMARY]: () => ({ withdrawalsToApprove: { count: 70, amount: 10_149 } }) });
  renderPage(<WithdrawalsToApprove />);
  const box = await screen.findByTestId('widget-withdrawals-to-approve');
  expect(within(box).getByText('Waiting for approval').closest('.ant-statistic')).toHaveTextContent('70');
  expect(within(box).getByText('Amount requested').closest('.ant-statistic')).toHaveTextContent('S$101.49');
  expect(api.callsTo(SUMMARY)).toHaveLength(1);
  fireEvent.click(within(box).getByRole('button', { name: /Open withdrawals to approve/ }));
  await waitFor(() => expect(location.current.pathname).toBe('/finance/withdrawal'));
  expect(location.current.search).toBe('?status=requested');
  api.restore();
});
