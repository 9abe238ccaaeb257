/**
 * Invoice detail (route /finance/invoice/detail/:id, expose `finance/invoice/detail/index`): the
 * header with the document's state, payment state and amounts (all as the server computed them),
 * and the actions its kind and state offer: edit adjustments and issue a draft; record a payment,
 * void, or correct an issued invoice with a credit or debit note; apply what is left of a credit
 * note. Tabs for the lines (drilling down to records and timesheets), payments, notes,
 * allocations, the PDF itself, and History.
 */
import '../../../i18n';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import {
  DetailPage,
  History,
  PermissionButton,
  stateColor,
  TransitionButton,
  useAuth,
  useCrudList,
  useMachineLabels,
} from '@shiftdesk/shared';
import { InvoiceApi, type InvoiceDetail, invoiceMachine } from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { Alert, Button, Result, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import { downloadInvoice, fileNameOf, type InvoiceDocument } from '../documents';
import { INVOICE_PATH, invoiceDetailPath, KIND_COLORS, OverdueTag, owes, PaymentTag, periodText } from '../fields';
import { PayButton } from '../PayDialog';
import { VoidButton } from '../VoidButton';
import { AdjustButton } from './AdjustDialog';
import { ApplyCreditButton } from './ApplyCreditDialog';
import { NoteButton } from './NoteDialogs';
import { PdfPreview } from './PdfPreview';
import { Allocations, Lines, Notes, Payments } from './Tables';

const { url, rule } = InvoiceApi;
const CLIENT_PATH = '/finance/client/detail';

export default function InvoiceDetailPage() {
  const { t } = useTranslation(NS);
  const labels = useMachineLabels();
  const { has } = useAuth();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const query = useMemo(() => ({ id }), [id]);
  const doc = useCrudList<InvoiceDetail>(Number.isInteger(id) && id > 0 ? url.get : null, query);
  const [version, setVersion] = useState(0);
  const inv = doc.data;

  if (!doc.loading && (doc.error || !inv)) {
    return (
      <Result
        status={doc.error ? 'error' : '404'}
        title={t('invoice.detail.notFound')}
        extra={
          <Button onClick={() => (doc.error ? doc.reload() : navigate(INVOICE_PATH))}>
            {doc.error ? t('list.retry', { ns: 'crud' }) : t('invoice.detail.back')}
          </Button>
        }
      />
    );
  }
  const changed = () => {
    doc.reload();
    setVersion((v) => v + 1);
  };
  const f = (k: string) => t(`invoice.fields.${k}`);
  const number = inv ? (inv.number ?? t('invoice.draft')) : '';
  const download = (format: InvoiceDocument) =>
    inv ? void downloadInvoice(inv.id, format, fileNameOf(inv)).catch(() => {}) : undefined;

  return (
    <>
      {inv?.status === 'void' ? (
        <Alert
          type="warning"
          showIcon
          title={t('invoice.detail.voidReason')}
          description={inv.voidReason || '—'}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <DetailPage
        loading={doc.loading && !inv}
        onBack={() => navigate(INVOICE_PATH)}
        title={
          inv
            ? t('invoice.detail.title', { kind: t(`invoice.kind.${inv.kind}`), number })
            : labels.entityTitle('invoice')
        }
        status={inv ? { label: labels.stateTitle(inv.status), color: stateColor(inv.status) } : undefined}
        facts={
          inv
            ? [
                {
                  key: 'kind',
                  label: f('kind'),
                  value: <Tag color={KIND_COLORS[inv.kind]}>{t(`invoice.kind.${inv.kind}`)}</Tag>,
                },
                ...(owes(inv) ? [{ key: 'payment', label: f('paymentStatus'), value: <PaymentTag r={inv} /> }] : []),
                ...(inv.originalId
                  ? [
                      {
                        key: 'original',
                        label: f('original'),
                        value: (
                          <Link to={invoiceDetailPath(inv.originalId)}>
                            {inv.originalNumber ?? `#${inv.originalId}`}
                          </Link>
                        ),
                      },
                    ]
                  : []),
                {
                  key: 'client',
                  label: f('client'),
                  value: <Link to={`${CLIENT_PATH}/${inv.clientId}`}>{inv.clientName}</Link>,
                },
                { key: 'dept', label: f('deptName'), value: inv.deptName ?? '—' },
                { key: 'po', label: f('poNumber'), value: inv.poNumber || '—' },
                { key: 'period', label: f('period'), value: periodText(inv) },
                { key: 'issueDate', label: f('issueDate'), value: inv.issueDate ?? '—' },
                { key: 'dueDate', label: f('dueDate'), value: inv.dueDate ?? '—' },
                { key: 'subtotal', label: f('subtotal'), value: formatMoney(inv.subtotal) },
                {
                  key: 'gstRate',
                  label: f('gstRate'),
                  value: inv.gstRate === null ? '—' : `${inv.gstRate}%`,
                },
                { key: 'gst', label: f('gst'), value: formatMoney(inv.gst) },
                { key: 'total', label: f('total'), value: formatMoney(inv.total) },
                { key: 'paid', label: f('paid'), value: formatMoney(inv.paid) },
                { key: 'credited', label: f('credited'), value: formatMoney(inv.credited) },
                { key: 'balance', label: f('balance'), value: formatMoney(inv.balance) },
                {
                  key: 'overdue',
                  label: f('overdue'),
                  value: inv.overdue ? <OverdueTag r={inv} /> : t('invoice.detail.notOverdue'),
                },
              ]
            : []
        }
        actions={
          inv ? (
            <>
              <AdjustButton inv={inv} onDone={changed} />
              <TransitionButton
                machine={invoiceMachine}
                state={inv.status}
                action="issue"
                url={url.issue}
                rule={rule.issue}
                id={inv.id}
                onDone={changed}
                buttonProps={{ type: 'primary' }}
              />
              <PayButton row={inv} onDone={changed} />
              <NoteButton kind="creditNote" inv={inv} onDone={changed} />
              <NoteButton kind="debitNote" inv={inv} onDone={changed} />
              <ApplyCreditButton inv={inv} onDone={changed} />
              <VoidButton row={inv} onDone={changed} />
              {(['pdf', 'xml'] as const).map((format) => (
                <PermissionButton
                  key={format}
                  rule={rule[format]}
                  icon={<DownloadOutlined />}
                  onClick={() => download(format)}
                >
                  {t(`invoice.actions.${format}`)}
                </PermissionButton>
              ))}
            </>
          ) : null
        }
        tabs={
          inv
            ? [
                { key: 'lines', label: t('invoice.detail.lines'), children: <Lines inv={inv} /> },
                { key: 'payments', label: t('invoice.detail.payments'), children: <Payments inv={inv} /> },
                { key: 'notes', label: t('invoice.detail.notes'), children: <Notes inv={inv} /> },
                { key: 'allocations', label: t('invoice.detail.allocations'), children: <Allocations inv={inv} /> },
                ...(has(rule.pdf)
                  ? [
                      {
                        key: 'preview',
                        label: t('invoice.detail.preview'),
                        children: (
                          <PdfPreview
                            id={inv.id}
                            title={t('invoice.detail.previewTitle', { number })}
                            reloadKey={version}
                          />
                        ),
                      },
                    ]
                  : []),
              ]
            : []
        }
        history={inv ? <History entity="invoice" entityId={inv.id} reloadKey={version} /> : undefined}
      />
    </>
  );
}
