/** The overdue-invoices widget: one page of the overdue list, its count and the balance it owes. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, location, renderPage } from '../../test/helpers';
import { invoice } from '../pages/invoice/fixtures';
import { OverdueInvoices } from './OverdueInvoices';

const LIST = 'api/v1/finance/invoice/list';

test('counts the overdue invoices, adds up their balances and opens the filtered list', async () => {
  const api = fakeApi({
    [LIST]: () => ({
      list: [invoice(1, { overdue: true, balance: 10050 }), invoice(2, { overdue: true, balance: 99 })],
      total: 2,
      currentPage: 1,
    }),
  });
  renderPage(<OverdueInvoices />);
  expect(await screen.findByText('S$101.49')).toBeInTheDocument();
  expect(screen.getByText('Balance overdue')).toBeInTheDocument();
  expect(api.callsTo(LIST)[0].params).toMatchObject({ status: 'issued', overdue: true, pageNum: 1 });
  fireEvent.click(screen.getByRole('button', { name: /Open overdue invoices/ }));
  await waitFor(() => expect(location.current.pathname).toBe('/finance/invoice'));
  expect(location.current.search).toBe('?status=issued&overdue=true');
  api.restore();
});

test('says when the balance covers only the oldest page', async () => {
  const api = fakeApi({ [LIST]: () => ({ list: [invoice(1, { overdue: true })], total: 70, currentPage: 1 }) });
  renderPage(<OverdueInvoices />);
  expect(await screen.findByText('Balance of the 1 oldest of 70')).toBeInTheDocument();
  api.restore();
});
