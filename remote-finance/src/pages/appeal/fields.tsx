/**
 * The appeal queue's one field list (table, search, export). The state comes from the appeal
 * machine; every amount is integer cents from the server, only formatted. The credit appealed is
 * named by its wallet type and amount, and the shift it paid links to its work record for a user
 * who may open one.
 */
import { defineFields, q, useAuth } from '@shiftdesk/shared';
import { APPEAL_CATEGORIES, type AppealRow, appealMachine, WorkRecordApi } from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NS } from '../../i18n';
import { workRecordPath } from '../payroll/paths';
import { moneyField } from '../wallet/fields';

export const APPEAL_PATH = '/finance/appeal';
export const CATEGORY_COLORS: Record<string, string> = {
  hours_wrong: 'blue',
  rate_wrong: 'purple',
  missing_shift: 'orange',
  other: 'default',
};

type T = (key: string) => string;
/** The credit's wallet type (its own name when the wallet has no text for it) and amount. */
const creditText = (r: AppealRow, t: T) => {
  const key = `walletTransaction.type.${r.transactionType}`;
  const name = t(key);
  return `${name.endsWith(key) ? r.transactionType : name} · ${formatMoney(r.transactionAmount)}`;
};

function CreditCell({ r }: { r: AppealRow }) {
  const { t } = useTranslation(NS);
  return <>{creditText(r, (k) => t(k))}</>;
}

/** The shift's date, a link to its work record for a user who may open one. */
function WorkDateCell({ r }: { r: AppealRow }) {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  if (!r.workDate) return <>—</>;
  if (r.workRecordId === null || !has(WorkRecordApi.rule.get)) return <>{r.workDate}</>;
  return (
    <Link
      to={workRecordPath(r.workRecordId)}
      aria-label={t('appeal.workRecord', { id: r.workRecordId, date: r.workDate })}
    >
      {r.workDate}
    </Link>
  );
}

export const appealFields = defineFields<AppealRow>([
  { key: 'id', label: 'appeal.fields.id', table: { sortable: true, width: 80 } },
  { key: 'workerName', label: 'appeal.fields.workerName', table: { alwaysShow: true, width: 160, ellipsis: true } },
  {
    key: 'transactionType',
    label: 'appeal.fields.credit',
    table: { width: 180, render: (r) => <CreditCell r={r} /> },
    export: (r, t) => creditText(r, t),
  },
  {
    key: 'workDate',
    label: 'appeal.fields.workDate',
    table: { width: 120, render: (r) => <WorkDateCell r={r} /> },
    export: (r) => r.workDate ?? '',
  },
  {
    key: 'category',
    label: 'appeal.fields.category',
    options: { values: APPEAL_CATEGORIES, label: (v) => `appeal.category.${v}`, colors: CATEGORY_COLORS },
    table: { width: 130 },
    search: { width: 160 },
  },
  moneyField<AppealRow, 'claimedAmount'>('claimedAmount', 'appeal.fields.claimedAmount', { sortable: true }),
  moneyField<AppealRow, 'acceptedAmount'>('acceptedAmount', 'appeal.fields.acceptedAmount'),
  {
    key: 'status',
    label: 'appeal.fields.status',
    state: appealMachine,
    table: { sortable: true, width: 120 },
    search: { width: 160 },
  },
  {
    key: 'description',
    label: 'appeal.fields.description',
    table: { ellipsis: true, width: 200, defaultHidden: true },
  },
  { key: 'reason', label: 'appeal.fields.reason', table: { ellipsis: true, width: 180, defaultHidden: true } },
  { key: 'payrollMonth', label: 'appeal.fields.payrollMonth', table: { width: 120, defaultHidden: true } },
  { key: 'deadline', label: 'appeal.fields.deadline', datetime: true, table: { width: 160 } },
  {
    key: 'createdAt',
    label: 'appeal.fields.createdAt',
    datetime: true,
    table: { sortable: true, width: 160 },
    search: { type: 'dateRange', label: 'appeal.fields.date' },
  },
  { key: 'decidedAt', label: 'appeal.fields.decidedAt', datetime: true, table: { width: 160, defaultHidden: true } },
]);

/** The search form's filters, and a worker from a link (a removable tag). */
export const appealQuery = { ...appealFields.querySchema(), workerId: q.int() };

/** The URL's day pair is the API's dateFrom / dateTo (the day the appeal was filed). */
export const appealToApi = ({ createdAt, ...rest }: Record<string, unknown>) => {
  const [from, to] = (createdAt as [string, string] | undefined) ?? [];
  return { ...rest, ...(from ? { dateFrom: from, dateTo: to } : {}) };
};
