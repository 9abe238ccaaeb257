/** Wallets, ledger entries and withdrawals for the page tests: Tan Mei Ling's November 2026. */
import type { WalletRow, WalletTransactionRow, WithdrawalRow } from '@shiftdesk/shared/api';

export const wallet = (workerId: number, over: Partial<WalletRow> = {}): WalletRow => ({
  workerId,
  workerName: 'Tan Mei Ling',
  phone: '+6591234567',
  available: 12_345,
  pending: 800,
  held: 5_000,
  total: 18_145,
  entries: 4,
  updatedAt: '2026-11-21T02:30:00.000Z',
  ...over,
});

export const entry = (id: number, over: Partial<WalletTransactionRow> = {}): WalletTransactionRow => ({
  id,
  workerId: 7,
  workerName: 'Tan Mei Ling',
  type: 'earning',
  amount: 9_800,
  availableDelta: 9_000,
  pendingDelta: 800,
  heldDelta: 0,
  balanceAfter: 9_800,
  availableAfter: 9_000,
  refType: 'workRecord',
  refId: 12,
  month: '2026-11',
  memo: 'Shift of 20 Nov',
  idempotencyKey: `credit:workRecord:${id}`,
  createdBy: 1,
  createdByName: 'admin',
  createdAt: '2026-11-21T02:30:00.000Z',
  ...over,
});

export const withdrawal = (id: number, over: Partial<WithdrawalRow> = {}): WithdrawalRow => ({
  id,
  workerId: 7,
  workerName: 'Tan Mei Ling',
  amount: 5_000,
  method: 'bank',
  payTo: 'DBS ****6789',
  status: 'requested',
  reason: '',
  remark: '',
  batchRef: null,
  requestedAt: '2026-11-22T01:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  paidAt: null,
  ...over,
});
