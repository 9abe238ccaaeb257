/**
 * The wallet list's field list, and what the three wallet pages share: their paths, the links
 * between them and to the worker's page, and money cells. Every amount is integer cents from the
 * server (the balances are the ledger's sums, never worked out here), only formatted.
 */
import { defineFields } from '@shiftdesk/shared';
import type { WalletRow } from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';

export const WALLET_TRANSACTION_PATH = '/finance/walletTransaction';
export const WITHDRAWAL_PATH = '/finance/withdrawal';
export const walletTransactionsPath = (workerId: number) => `${WALLET_TRANSACTION_PATH}?workerId=${workerId}`;
export const withdrawalsPath = (workerId: number) => `${WITHDRAWAL_PATH}?workerId=${workerId}`;
/** The staff path of the worker page's wallet tab (remote-workforce's STAFF_TABS). */
export const workerWalletPath = (workerId: number) => `/workforce/worker/manage/${workerId}/wallet`;

/** A money column of cents, right-aligned, exported as it reads. */
export function moneyField<Row, K extends keyof Row & string>(
  key: K,
  label: string,
  o: { sortable?: boolean; defaultHidden?: boolean; alwaysShow?: boolean } = {},
) {
  const cents = (r: Row) => r[key] as unknown as number;
  return {
    key,
    label,
    table: { align: 'right' as const, width: 130, ...o, render: (r: Row) => formatMoney(cents(r)) },
    export: (r: Row) => formatMoney(cents(r)),
  };
}

/** Keyed by the worker (a wallet has no id of its own); the kit reads `id` only to edit or delete. */
export type WalletListRow = WalletRow & { id: number };

export const walletFields = defineFields<WalletListRow>([
  { key: 'workerName', label: 'wallet.fields.workerName', table: { alwaysShow: true, width: 180, ellipsis: true } },
  {
    key: 'keyword',
    label: 'wallet.fields.keyword',
    table: false,
    export: false,
    search: { placeholder: 'wallet.keywordHint', maxLength: 100, width: 220 },
  },
  { key: 'phone', label: 'wallet.fields.phone', table: { width: 130 } },
  moneyField<WalletListRow, 'available'>('available', 'wallet.fields.available', { sortable: true }),
  moneyField<WalletListRow, 'pending'>('pending', 'wallet.fields.pending', { sortable: true }),
  moneyField<WalletListRow, 'held'>('held', 'wallet.fields.held', { sortable: true }),
  moneyField<WalletListRow, 'total'>('total', 'wallet.fields.total', { sortable: true }),
  { key: 'entries', label: 'wallet.fields.entries', table: { align: 'right', width: 90 } },
  {
    key: 'withAvailable',
    label: 'wallet.fields.withAvailable',
    // The URL keeps it as text; toApi turns it into the boolean the query declares.
    options: { values: ['true'], label: (v) => `wallet.withAvailable.${v}` },
    table: false,
    export: false,
    search: { width: 220 },
  },
  { key: 'updatedAt', label: 'wallet.fields.updatedAt', datetime: true, table: { sortable: true, width: 160 } },
]);

export const walletQuery = walletFields.querySchema();

export const walletToApi = ({ withAvailable, ...rest }: Record<string, unknown>) => ({
  ...rest,
  ...(withAvailable === 'true' ? { withAvailable: true } : {}),
});
