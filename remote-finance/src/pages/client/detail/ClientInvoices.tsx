/**
 * Client detail → Invoices: this client's invoices and notes from the invoice list filtered by
 * the client (a ClientTab over the invoice fields, less the client and department filters that
 * the tab already fixes); the number opens the invoice for a user who may read one.
 */
import { defineFields } from '@shiftdesk/shared';
import { InvoiceApi, type InvoiceRow } from '@shiftdesk/shared/api';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { INVOICE_PATH, invoiceDetailPath, invoiceFields, invoiceToApi } from '../../invoice/fields';
import { ClientTab } from './ClientTab';

const FIXED_BY_TAB = ['clientName', 'clientId', 'contractDeptId'];
export const clientInvoiceFields = defineFields<InvoiceRow>(
  invoiceFields.list.filter((f) => !FIXED_BY_TAB.includes(f.key)),
);

export function ClientInvoices({ clientId }: { clientId: number }) {
  const { t } = useTranslation(NS);
  return (
    <ClientTab<InvoiceRow>
      clientId={clientId}
      listUrl={InvoiceApi.url.list}
      fields={clientInvoiceFields}
      tableKey="finance.client.detail.invoices"
      testId="client-invoices"
      toApi={invoiceToApi}
      link={{
        key: 'number',
        rule: InvoiceApi.rule.get,
        to: (r) => invoiceDetailPath(r.id),
        text: (r) => r.number ?? t('invoice.draft'),
      }}
      more={{ label: t('invoice.client.open'), to: `${INVOICE_PATH}?clientId=${clientId}` }}
    />
  );
}
