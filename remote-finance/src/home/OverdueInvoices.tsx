/**
 * /home widget "Overdue invoices": how many issued invoices are past due and what they still owe
 * (their balances, oldest due first), from the invoice list filtered by `overdue`.
 */
import { InvoiceApi, type InvoiceRow } from '@shiftdesk/shared/api';
import { ListSumWidget } from './ListSumWidget';

export const OVERDUE_PATH = '/finance/invoice?status=issued&overdue=true';
const QUERY = { status: 'issued', overdue: true, orderBy: 'dueDate', orderDir: 'asc' };

export function OverdueInvoices() {
  return (
    <ListSumWidget<InvoiceRow>
      url={InvoiceApi.url.list}
      query={QUERY}
      cents={(r) => r.balance}
      texts="invoice.widget"
      path={OVERDUE_PATH}
      testId="widget-overdue-invoices"
      tone="error"
    />
  );
}
