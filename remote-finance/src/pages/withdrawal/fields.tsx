/**
 * The withdrawal queue's one field list (table, search, export). The state comes from the
 * withdrawal machine (its tag, filter and exported name); where the money goes (`payTo`) is
 * already masked by the server — only the payout file carries whole account numbers.
 */
import { defineFields, eligibleFor, q } from '@shiftdesk/shared';
import { PAYOUT_METHODS, type WithdrawalRow, withdrawalMachine } from '@shiftdesk/shared/api';
import { moneyField } from '../wallet/fields';

export const METHOD_COLORS: Record<string, string> = { bank: 'blue', paynow: 'purple' };

export const withdrawalFields = defineFields<WithdrawalRow>([
  { key: 'id', label: 'withdrawal.fields.id', table: { sortable: true, width: 80 } },
  { key: 'workerName', label: 'withdrawal.fields.workerName', table: { alwaysShow: true, width: 160, ellipsis: true } },
  moneyField<WithdrawalRow, 'amount'>('amount', 'withdrawal.fields.amount', { sortable: true }),
  {
    key: 'method',
    label: 'withdrawal.fields.method',
    options: { values: PAYOUT_METHODS, label: (v) => `withdrawal.method.${v}`, colors: METHOD_COLORS },
    table: { width: 130 },
    search: { width: 160 },
  },
  { key: 'payTo', label: 'withdrawal.fields.payTo', table: { width: 150 } },
  {
    key: 'status',
    label: 'withdrawal.fields.status',
    state: withdrawalMachine,
    table: { sortable: true, width: 120 },
    search: { width: 160 },
  },
  { key: 'reason', label: 'withdrawal.fields.reason', table: { ellipsis: true, width: 180 } },
  { key: 'remark', label: 'withdrawal.fields.remark', table: { ellipsis: true, width: 180, defaultHidden: true } },
  { key: 'batchRef', label: 'withdrawal.fields.batchRef', table: { width: 170 } },
  {
    key: 'requestedAt',
    label: 'withdrawal.fields.requestedAt',
    datetime: true,
    table: { width: 160 },
    search: { type: 'dateRange', label: 'withdrawal.fields.date' },
  },
  {
    key: 'decidedAt',
    label: 'withdrawal.fields.decidedAt',
    datetime: true,
    table: { width: 160, defaultHidden: true },
  },
  { key: 'paidAt', label: 'withdrawal.fields.paidAt', datetime: true, table: { width: 160 } },
]);

/** The search form's filters, and a worker from a link (a removable tag). */
export const withdrawalQuery = { ...withdrawalFields.querySchema(), workerId: q.int() };

/** The URL's day pair is the API's dateFrom / dateTo (the day the withdrawal was asked for). */
export const withdrawalToApi = ({ requestedAt, ...rest }: Record<string, unknown>) => {
  const [from, to] = (requestedAt as [string, string] | undefined) ?? [];
  return { ...rest, ...(from ? { dateFrom: from, dateTo: to } : {}) };
};

/** The selected rows the machine lets take `action`, and how many others were selected. */
export function eligible<R extends Pick<WithdrawalRow, 'status'>>(rows: readonly R[], action: string) {
  return eligibleFor(withdrawalMachine, rows, action);
}
