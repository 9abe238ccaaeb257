/**
 * The worker app's wallet (issue 31; docs/worker-app-api.md): the worker's balances and latest
 * entries, their withdrawals, a request, cancelling one still waiting, and an appeal against a
 * credit. Called with the device token; the worker is always the device's, never a parameter.
 */
import { type Static, Type } from 'typebox';
import { Id } from '../envelope';
import { NullableString } from '../workforce/conduct-common';
import { APPEAL_CATEGORIES } from './appeal';
import { Text } from './common';
import { PAYOUT_METHODS, WalletBalancesSchema, WalletTxType, WITHDRAWAL_STATUSES } from './wallet';

const Cents = Type.Integer();

export const WorkerAppWalletEntry = Type.Object({
  id: Type.Integer(),
  type: WalletTxType,
  /** Change of the wallet's total (cents) */
  amount: Cents,
  availableAfter: Cents,
  memo: Type.String(),
  month: NullableString,
  createdAt: Type.String(),
  /** Until when this credit may be appealed; null when it is not a credit or the window passed */
  appealUntil: NullableString,
});
export type WorkerAppWalletEntry = Static<typeof WorkerAppWalletEntry>;

export const WorkerAppWithdrawal = Type.Object({
  id: Type.Integer(),
  amount: Cents,
  method: Type.Enum(PAYOUT_METHODS),
  status: Type.Enum(WITHDRAWAL_STATUSES),
  reason: Type.String(),
  requestedAt: Type.String(),
  paidAt: NullableString,
});
export type WorkerAppWithdrawal = Static<typeof WorkerAppWithdrawal>;

/** GET app/wallet → data */
export const WorkerAppWallet = Type.Object({
  ...WalletBalancesSchema.properties,
  /** What a withdrawal may ask for now */
  withdrawable: Cents,
  /** The latest 30 entries, newest first */
  entries: Type.Array(WorkerAppWalletEntry),
  /** The latest 10 withdrawals, newest first */
  withdrawals: Type.Array(WorkerAppWithdrawal),
});
export type WorkerAppWallet = Static<typeof WorkerAppWallet>;

/** POST app/withdraw: the key is required, so a request retried on a bad network is one request. */
export const WorkerAppWithdrawBody = Type.Object(
  {
    amount: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
    method: Type.Enum(PAYOUT_METHODS),
    idempotencyKey: Text(80, { minLength: 8 }),
  },
  { additionalProperties: false },
);
export type WorkerAppWithdrawBody = Static<typeof WorkerAppWithdrawBody>;

/** POST app/cancelWithdrawal: one of the worker's own, still `requested`. */
export const WorkerAppCancelBody = Type.Object({ withdrawalId: Id }, { additionalProperties: false });
export type WorkerAppCancelBody = Static<typeof WorkerAppCancelBody>;

/** POST app/appeal: against one of the worker's own credits, within the window. */
export const WorkerAppAppealBody = Type.Object(
  {
    transactionId: Id,
    category: Type.Enum(APPEAL_CATEGORIES),
    claimedAmount: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
    description: Text(2000, { minLength: 1 }),
  },
  { additionalProperties: false },
);
export type WorkerAppAppealBody = Static<typeof WorkerAppAppealBody>;
