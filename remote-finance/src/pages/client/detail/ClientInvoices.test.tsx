/**
 * The client's invoices (the invoice list filtered by the client, the number opening one) and
 * its receivables by age, as the ageing route answers them.
 */
import { screen, within } from '@testing-library/react';
import { fakeApi, page, renderPage } from '../../../../test/helpers';
import { invoice } from '../../invoice/fixtures';
import { ClientInvoices } from './ClientInvoices';
import { ClientReceivables } from './ClientReceivables';

test('the client’s invoices from the invoice list filtered by the client', async () => {
  const api = fakeApi({
    'api/v1/finance/invoice/list': () => page([invoice(2), invoice(5, { number: null, status: 'draft' })]),
  });
  renderPage(<ClientInvoices clientId={1} />);
  const tab = await screen.findByTestId('client-invoices');
  expect((await within(tab).findByText('INV-2026-000002')).closest('a')).toHaveAttribute(
    'href',
    '/finance/invoice/detail/2',
  );
  expect(within(tab).getByRole('link', { name: 'Draft' })).toHaveAttribute('href', '/finance/invoice/detail/5');
  expect(api.callsTo('api/v1/finance/invoice/list')[0].params).toMatchObject({ clientId: 1, pageNum: 1 });
  api.restore();
});

test('the client’s receivables by age', async () => {
  const totals = { current: 109000, d1_30: 5000, d31_60: 0, d61_90: 0, d90_plus: 250, total: 114250 };
  const api = fakeApi({
    'api/v1/finance/invoice/ageing': () => ({
      asOf: '2026-12-15',
      list: [{ clientId: 1, clientName: 'Kopi Co', ...totals }],
      totals,
    }),
  });
  renderPage(<ClientReceivables clientId={1} />);
  expect(await screen.findByText('As of 2026-12-15')).toBeInTheDocument();
  expect(api.callsTo('api/v1/finance/invoice/ageing')[0].params).toEqual({ clientId: 1 });
  expect(screen.getByText('S$1,142.50')).toBeInTheDocument();
  expect(screen.getByText('Over 90 days')).toBeInTheDocument();
  expect(screen.getByText('S$2.50')).toBeInTheDocument();
  api.restore();
});
