/**
 * /home widget "Overdue invoices": how many issued invoices are past due and the balance they
 * still owe, from the remote's one summary answer (summed by the server over all of them);
 * links to the invoice list filtered by `overdue`.
 */
import { CountSumWidget } from './CountSumWidget';
import { useFinanceSection } from './summary';

export const OVERDUE_PATH = '/finance/invoice?status=issued&overdue=true';

export function OverdueInvoices() {
  const { data, retry } = useFinanceSection('overdueInvoices');
  return (
    <CountSumWidget
      data={data && { count: data.count, cents: data.balance }}
      retry={retry}
      texts="invoice.widget"
      path={OVERDUE_PATH}
      testId="widget-overdue-invoices"
      tone="error"
    />
  );
}
