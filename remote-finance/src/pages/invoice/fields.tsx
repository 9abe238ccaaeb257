/**
 * The invoice's one field list (table, search, export) and its paths. Every amount is integer
 * cents from the server (totals, GST, balance are never worked out here), only formatted.
 */
import { defineFields } from '@shiftdesk/shared';
import {
  ClientRef,
  ContractDeptApi,
  type ContractDeptRow,
  defineReference,
  INVOICE_KINDS,
  type InvoiceRow,
  invoiceMachine,
  PAYMENT_STATUSES,
} from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

export const INVOICE_PATH = '/finance/invoice';
export const invoiceDetailPath = (id: number) => `${INVOICE_PATH}/detail/${id}`;
export const WORK_RECORD_PATH = '/jobs/workRecord/detail';
export const TIMESHEET_PATH = '/jobs/timesheet/detail';

// Departments have no shared reference yet; this one only feeds the filter (the row carries its name).
const ContractDeptFilterRef = defineReference<ContractDeptRow>(ContractDeptApi, {
  label: (d) => `${d.clientName} / ${d.name}`,
  keywordParam: 'keyword',
});

export const KIND_COLORS: Record<string, string> = { invoice: 'blue', credit_note: 'purple', debit_note: 'orange' };
export const PAYMENT_COLORS: Record<string, string> = { unpaid: 'default', partially_paid: 'gold', paid: 'green' };

/** A draft has no number until it is issued. */
export const numberOf = (r: Pick<InvoiceRow, 'number'>, draft: string) => r.number ?? draft;
export const periodText = (r: Pick<InvoiceRow, 'periodFrom' | 'periodTo'>) =>
  r.periodFrom ? `${r.periodFrom} – ${r.periodTo ?? ''}` : '—';
/** Payment status means something only for what the client owes: an issued invoice or debit note. */
export const owes = (r: Pick<InvoiceRow, 'kind' | 'status'>) => r.kind !== 'credit_note' && r.status === 'issued';

/** Cells that need the page's language (the field renders get only the row). */
function Text({ k }: { k: string }) {
  const { t } = useTranslation(NS);
  return <>{t(k)}</>;
}
export const NumberCell = ({ r }: { r: Pick<InvoiceRow, 'number'> }) =>
  r.number ? r.number : <Text k="invoice.draft" />;
export const PaymentTag = ({ r }: { r: Pick<InvoiceRow, 'kind' | 'status' | 'paymentStatus'> }) =>
  owes(r) ? (
    <Tag color={PAYMENT_COLORS[r.paymentStatus]}>
      <Text k={`invoice.paymentStatus.${r.paymentStatus}`} />
    </Tag>
  ) : (
    '—'
  );
export const OverdueTag = ({ r }: { r: Pick<InvoiceRow, 'overdue'> }) =>
  r.overdue ? (
    <Tag color="red">
      <Text k="invoice.overdue.true" />
    </Tag>
  ) : (
    '—'
  );

const money = { align: 'right' as const, width: 120 };
const moneyField = (key: 'total' | 'paid' | 'balance', sortable = false, defaultHidden = false) => ({
  key,
  label: `invoice.fields.${key}`,
  table: { ...money, sortable, defaultHidden, render: (r: InvoiceRow) => formatMoney(r[key]) },
  export: (r: InvoiceRow) => formatMoney(r[key]),
});

export const invoiceFields = defineFields<InvoiceRow>([
  {
    key: 'number',
    label: 'invoice.fields.number',
    table: { sortable: true, alwaysShow: true, width: 160, render: (r) => <NumberCell r={r} /> },
    search: { maxLength: 30, width: 160 },
    export: (r, t) => r.number ?? t('invoice.draft'),
  },
  {
    key: 'kind',
    label: 'invoice.fields.kind',
    options: { values: INVOICE_KINDS, label: (v) => `invoice.kind.${v}`, colors: KIND_COLORS },
    table: { width: 120 },
    search: true,
  },
  { key: 'clientName', label: 'invoice.fields.client', table: { ellipsis: true, width: 200 } },
  {
    key: 'clientId',
    label: 'invoice.fields.clientId',
    ref: { to: ClientRef },
    table: false,
    export: false,
    search: { width: 200 },
  },
  { key: 'deptName', label: 'invoice.fields.deptName', table: { ellipsis: true, width: 160 } },
  {
    key: 'contractDeptId',
    label: 'invoice.fields.contractDeptId',
    ref: { to: ContractDeptFilterRef },
    table: false,
    export: false,
    search: { width: 220 },
  },
  { key: 'poNumber', label: 'invoice.fields.poNumber', table: { width: 120, defaultHidden: true } },
  {
    key: 'period',
    label: 'invoice.fields.period',
    // Hidden at first so that the money and the states fit a 1366 px screen; the column menu shows it.
    table: { width: 200, render: periodText, defaultHidden: true },
    export: periodText,
  },
  {
    key: 'issueDate',
    label: 'invoice.fields.issueDate',
    table: { sortable: true, width: 120 },
    search: { type: 'dateRange' },
  },
  { key: 'dueDate', label: 'invoice.fields.dueDate', table: { sortable: true, width: 120 } },
  moneyField('total', true),
  moneyField('paid', false, true),
  moneyField('balance', true),
  { key: 'status', label: 'invoice.fields.status', state: invoiceMachine, table: { width: 110 }, search: true },
  {
    key: 'paymentStatus',
    label: 'invoice.fields.paymentStatus',
    options: { values: PAYMENT_STATUSES, label: (v) => `invoice.paymentStatus.${v}`, colors: PAYMENT_COLORS },
    table: { width: 140, render: (r) => <PaymentTag r={r} /> },
    export: (r, t) => (owes(r) ? t(`invoice.paymentStatus.${r.paymentStatus}`) : ''),
    search: true,
  },
  {
    key: 'overdue',
    label: 'invoice.fields.overdue',
    // The URL keeps it as text; toApi turns it back into the boolean the query declares.
    options: { values: ['true', 'false'], label: (v) => `invoice.overdue.${v}` },
    table: { width: 110, render: (r) => <OverdueTag r={r} /> },
    export: (r, t) => (r.overdue ? t('invoice.overdue.true') : ''),
    search: true,
  },
  { key: 'createdAt', label: 'invoice.fields.createdAt', datetime: true, table: { width: 160, defaultHidden: true } },
]);

export const invoiceQuery = invoiceFields.querySchema();

/** The URL's issue-date pair is the API's issueFrom / issueTo, and `overdue` a boolean. */
export const invoiceToApi = ({ issueDate, overdue, ...rest }: Record<string, unknown>) => {
  const [from, to] = (issueDate as [string, string] | undefined) ?? [];
  return {
    ...rest,
    ...(from ? { issueFrom: from, issueTo: to } : {}),
    ...(overdue === 'true' ? { overdue: true } : overdue === 'false' ? { overdue: false } : {}),
  };
};
