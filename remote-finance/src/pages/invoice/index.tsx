/**
 * Finance → Invoices (route /finance/invoice, expose `finance/invoice/index`): invoices and the
 * credit and debit notes correcting them, a CrudListPage over `invoiceFields`. Issue comes from
 * the invoice machine; pay has its own button (void is on the detail page, beside what is applied);
 * Generate turns approved timesheets into drafts; Export writes the filtered list by the export
 * rule; each row downloads its PDF.
 */
import '../../i18n';
import { CrudListPage, ExportButton, useAuth } from '@shiftdesk/shared';
import { InvoiceApi, type InvoiceRow } from '@shiftdesk/shared/api';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../i18n';
import { downloadInvoice, fileNameOf } from './documents';
import { invoiceDetailPath, invoiceFields, invoiceQuery, invoiceToApi } from './fields';
import { GenerateButton } from './GenerateDialog';
import { PayButton } from './PayDialog';

const { rule } = InvoiceApi;
// The kit draws the machine's transitions from the urls it is given: issue stays; void is the
// detail page's (it needs to show what is applied), and the rest are not plain row transitions.
const { list, get, issue } = InvoiceApi.url;
const listEntity = { ...InvoiceApi, url: { list, get, issue } };

export default function InvoicePage() {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const navigate = useNavigate();
  const { message } = App.useApp();

  return (
    <CrudListPage
      entity={listEntity}
      fields={invoiceFields}
      ns={NS}
      texts="invoice"
      schema={invoiceQuery}
      toApi={invoiceToApi}
      tableKey="finance.invoice"
      detail={(r) => invoiceDetailPath(r.id)}
      rowName={(r) => r.number ?? `#${r.id}`}
      export={false}
      rowActionsVisible={1}
      rowActions={(r) => [
        {
          key: 'detail',
          label: t('invoice.actions.detail'),
          rule: rule.get,
          onClick: () => navigate(invoiceDetailPath(r.id)),
        },
        {
          key: 'pdf',
          label: t('invoice.actions.pdf'),
          rule: rule.pdf,
          onClick: () => void downloadInvoice(r.id, 'pdf', fileNameOf(r)).catch(() => {}),
        },
      ]}
      rowExtra={(r: InvoiceRow, page) => <PayButton row={r} link onDone={page.list.reload} />}
      toolbarStart={(page) => (
        <GenerateButton
          onGenerated={(made) => {
            message.success(t('invoice.generate.done', { count: made.ids.length }));
            page.list.reload();
            navigate(invoiceDetailPath(made.ids[0] ?? made.id));
          }}
          onQueuedDone={page.list.reload}
        />
      )}
      toolbar={(page) =>
        has(rule.export) ? (
          <ExportButton<InvoiceRow>
            rule={rule.export}
            options={() => ({
              url: list,
              query: page.apiQuery,
              fileName: t('invoice.exportName'),
              columns: invoiceFields.exportColumns(t, undefined, has),
            })}
          />
        ) : null
      }
    />
  );
}
