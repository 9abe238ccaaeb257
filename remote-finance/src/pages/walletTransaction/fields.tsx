/**
 * The ledger's one field list (table, search, export). An entry's `amount` is the change of the
 * wallet's total, so a hold or a release reads S$0.00; what it moved between the balances is in
 * the compact "Balances moved" cell (only the balances that changed) and in three export columns.
 */
import {
  BalanceMoves,
  defineFields,
  q,
  signedMoney,
  useAuth,
  WALLET_TX_COLORS,
  WalletReference,
  walletReferenceText,
} from '@shiftdesk/shared';
import { WALLET_TX_TYPES, type WalletTransactionRow, WorkRecordApi } from '@shiftdesk/shared/api';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { moneyField } from '../wallet/fields';

const WORK_RECORD_DETAIL = '/jobs/workRecord/detail';
const TEXTS = 'walletTransaction';
// The field exports get a plain `t`; the reference's text takes parameters.
type Tr = (key: string, o?: Record<string, unknown>) => string;

/** A work record links to its page for a user who may open it. */
function ReferenceCell({ r }: { r: WalletTransactionRow }) {
  const { has } = useAuth();
  const path = has(WorkRecordApi.rule.get) ? (id: number) => `${WORK_RECORD_DETAIL}/${id}` : undefined;
  return <WalletReference row={r} ns={NS} texts={TEXTS} workRecordPath={path} />;
}

function ByCell({ r }: { r: Pick<WalletTransactionRow, 'createdBy' | 'createdByName'> }) {
  const { t } = useTranslation(NS);
  return <>{r.createdByName ?? (r.createdBy === null ? t('walletTransaction.system') : `#${r.createdBy}`)}</>;
}

const deltaExport = (key: 'availableDelta' | 'pendingDelta' | 'heldDelta') => ({
  key,
  label: `walletTransaction.fields.${key}`,
  table: false as const,
  export: (r: WalletTransactionRow) => signedMoney(r[key]),
});

export const walletTransactionFields = defineFields<WalletTransactionRow>([
  { key: 'id', label: 'walletTransaction.fields.id', table: { sortable: true, width: 90 } },
  {
    key: 'workerName',
    label: 'walletTransaction.fields.workerName',
    table: { alwaysShow: true, width: 160, ellipsis: true },
  },
  {
    key: 'type',
    label: 'walletTransaction.fields.type',
    options: { values: WALLET_TX_TYPES, label: (v) => `walletTransaction.type.${v}`, colors: WALLET_TX_COLORS },
    table: { width: 150 },
    search: { width: 200 },
  },
  moneyField<WalletTransactionRow, 'amount'>('amount', 'walletTransaction.fields.amount', { sortable: true }),
  {
    key: 'moves',
    label: 'walletTransaction.fields.moves',
    table: { width: 190, render: (r) => <BalanceMoves row={r} ns={NS} texts={TEXTS} /> },
    export: false,
  },
  deltaExport('availableDelta'),
  deltaExport('pendingDelta'),
  deltaExport('heldDelta'),
  moneyField<WalletTransactionRow, 'balanceAfter'>('balanceAfter', 'walletTransaction.fields.balanceAfter'),
  {
    key: 'reference',
    label: 'walletTransaction.fields.reference',
    table: { width: 160, render: (r) => <ReferenceCell r={r} /> },
    export: (r, t) => walletReferenceText(r, t as Tr, TEXTS),
  },
  { key: 'month', label: 'walletTransaction.fields.month', table: { width: 100 } },
  { key: 'memo', label: 'walletTransaction.fields.memo', table: { ellipsis: true, width: 220 } },
  {
    key: 'createdByName',
    label: 'walletTransaction.fields.createdByName',
    table: { width: 120, render: (r) => <ByCell r={r} /> },
    export: (r, t) => r.createdByName ?? (r.createdBy === null ? t('walletTransaction.system') : `#${r.createdBy}`),
  },
  {
    key: 'createdAt',
    label: 'walletTransaction.fields.createdAt',
    datetime: true,
    table: { width: 160 },
    search: { type: 'dateRange', label: 'walletTransaction.fields.date' },
  },
]);

/** The search form's filters, and a worker from a link (a removable tag). */
export const walletTransactionQuery = { ...walletTransactionFields.querySchema(), workerId: q.int() };

/** The URL's day pair is the API's dateFrom / dateTo. */
export const walletTransactionToApi = ({ createdAt, ...rest }: Record<string, unknown>) => {
  const [from, to] = (createdAt as [string, string] | undefined) ?? [];
  return { ...rest, ...(from ? { dateFrom: from, dateTo: to } : {}) };
};
