/**
 * Finance → Wallets, wallet transactions and withdrawals (DOMAIN.md "Wallet", "Withdrawal";
 * golden path steps 19–21). A worker's wallet keeps three balances (available, pending, held:
 * `rules/wallet.ts`), always equal to the sums of its append-only ledger. Credits come from the
 * grant list (PUT workforce/workRecord/grant) and approved allowances, each once by its
 * idempotency key; withdrawals hold funds until they are paid, rejected, failed or cancelled.
 */
import { type Static, Type } from 'typebox';
import { WALLET_TX_TYPES } from '../../rules/wallet';
import { defineEntity } from '../entity';
import { Id, PageQuery } from '../envelope';
import { NullableInt, NullableString, WorkerRef } from '../workforce/conduct-common';
import { IsoDate, Text } from './common';

export { WALLET_TX_TYPES };

export const WalletApi = defineEntity('finance', 'wallet', ['list', 'get', 'export']);
export const WalletTransactionApi = defineEntity('finance', 'walletTransaction', ['list', 'export']);
export const WithdrawalApi = defineEntity('finance', 'withdrawal', [
  'list',
  'get',
  'add',
  'approve',
  'reject',
  'process',
  'markPaid',
  'fail',
  'payoutFile',
  'export',
]);

const Cents = Type.Integer();

/** The three balances and their total (cents). */
export const WalletBalancesSchema = Type.Object({
  available: Cents,
  pending: Cents,
  held: Cents,
  total: Cents,
});

/** GET /backend/api/v1/finance/wallet/list */
export const WalletListQuery = Type.Object({
  ...PageQuery.properties,
  /** Name, phone or the NRIC's last four */
  keyword: Type.Optional(Text(100)),
  /** Only wallets with money waiting (available > 0) */
  withAvailable: Type.Optional(Type.Boolean()),
  orderBy: Type.Optional(Type.Enum(['workerId', 'available', 'pending', 'held', 'total', 'updatedAt'])),
});
export type WalletListQuery = Static<typeof WalletListQuery>;

export const WalletRow = Type.Object({
  ...WorkerRef,
  ...WalletBalancesSchema.properties,
  /** The worker's phone, to find them */
  phone: Type.String(),
  entries: Type.Integer(),
  updatedAt: NullableString,
});
export type WalletRow = Static<typeof WalletRow>;

/** GET /backend/api/v1/finance/wallet/get?workerId= : a worker with no entries has an empty wallet. */
export const WalletGetQuery = Type.Object({ workerId: Id }, { additionalProperties: false });
export type WalletGetQuery = Static<typeof WalletGetQuery>;

export const WalletDetail = Type.Object({
  ...WalletRow.properties,
  /** The grant list's total for the worker: verified records waiting to be credited */
  toCredit: Cents,
  /** What a withdrawal may ask for now */
  withdrawable: Cents,
});
export type WalletDetail = Static<typeof WalletDetail>;

export const WalletTxType = Type.Enum(WALLET_TX_TYPES);

/** GET /backend/api/v1/finance/walletTransaction/list */
export const WalletTransactionListQuery = Type.Object({
  ...PageQuery.properties,
  workerId: Type.Optional(Id),
  type: Type.Optional(WalletTxType),
  dateFrom: Type.Optional(IsoDate()),
  dateTo: Type.Optional(IsoDate()),
  /** The reference's kind and id (`workRecord`, 12) */
  refType: Type.Optional(Text(30)),
  refId: Type.Optional(Id),
  orderBy: Type.Optional(Type.Enum(['id', 'amount'])),
});
export type WalletTransactionListQuery = Static<typeof WalletTransactionListQuery>;

export const WalletTransactionRow = Type.Object({
  id: Type.Integer(),
  ...WorkerRef,
  type: WalletTxType,
  /** Change of the wallet's total; a hold or a release is 0 (money moves between balances) */
  amount: Cents,
  /** Change of each balance */
  availableDelta: Cents,
  pendingDelta: Cents,
  heldDelta: Cents,
  /** The wallet's total after this entry: the running balance */
  balanceAfter: Cents,
  availableAfter: Cents,
  /** What the entry is for: `workRecord`, `allowance`, `withdrawal`, `walletTransaction` (a reversal) */
  refType: Type.String(),
  refId: NullableInt,
  /** The month whose payroll the credit belongs to (`YYYY-MM`), for credits */
  month: NullableString,
  memo: Type.String(),
  idempotencyKey: Type.String(),
  createdBy: NullableInt,
  createdByName: NullableString,
  createdAt: Type.String(),
});
export type WalletTransactionRow = Static<typeof WalletTransactionRow>;

export const PAYOUT_METHODS = ['bank', 'paynow'] as const;
export const WITHDRAWAL_STATUSES = [
  'requested',
  'approved',
  'processing',
  'paid',
  'rejected',
  'failed',
  'cancelled',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** GET /backend/api/v1/finance/withdrawal/list */
export const WithdrawalListQuery = Type.Object({
  ...PageQuery.properties,
  workerId: Type.Optional(Id),
  status: Type.Optional(Type.Enum(WITHDRAWAL_STATUSES)),
  method: Type.Optional(Type.Enum(PAYOUT_METHODS)),
  dateFrom: Type.Optional(IsoDate()),
  dateTo: Type.Optional(IsoDate()),
  orderBy: Type.Optional(Type.Enum(['id', 'amount', 'status'])),
});
export type WithdrawalListQuery = Static<typeof WithdrawalListQuery>;

/**
 * POST /backend/api/v1/finance/withdrawal/add: a request (the worker app's, or staff's on the
 * worker's behalf). `idempotencyKey` makes a retried request one request.
 */
export const WithdrawalAddBody = Type.Object(
  {
    workerId: Id,
    /** Cents */
    amount: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
    method: Type.Enum(PAYOUT_METHODS),
    idempotencyKey: Type.Optional(Text(80, { minLength: 8 })),
    remark: Type.Optional(Text(500)),
  },
  { additionalProperties: false },
);
export type WithdrawalAddBody = Static<typeof WithdrawalAddBody>;

export const WithdrawalRow = Type.Object({
  id: Type.Integer(),
  ...WorkerRef,
  amount: Cents,
  method: Type.Enum(PAYOUT_METHODS),
  /** Where the money goes, masked (bank account or PayNow phone) */
  payTo: Type.String(),
  status: Type.Enum(WITHDRAWAL_STATUSES),
  reason: Type.String(),
  remark: Type.String(),
  /** The payout batch file it went out in */
  batchRef: NullableString,
  requestedAt: Type.String(),
  decidedBy: NullableInt,
  decidedAt: NullableString,
  paidAt: NullableString,
});
export type WithdrawalRow = Static<typeof WithdrawalRow>;

/** PUT /backend/api/v1/finance/withdrawal/approve (and the other actions): one or many. */
export const WithdrawalActionBody = Type.Object(
  {
    ids: Type.Array(Id, { minItems: 1, maxItems: 500 }),
    reason: Type.Optional(Text(500)),
  },
  { additionalProperties: false },
);
export type WithdrawalActionBody = Static<typeof WithdrawalActionBody>;

export const WithdrawalActionResult = Type.Object({ list: Type.Array(WithdrawalRow) });
export type WithdrawalActionResult = Static<typeof WithdrawalActionResult>;

/** POST /backend/api/v1/finance/withdrawal/payoutFile {ids}: the bank's CSV of approved ones; they move to processing. */
export const WithdrawalPayoutBody = Type.Object(
  { ids: Type.Array(Id, { minItems: 1, maxItems: 500 }) },
  { additionalProperties: false },
);
export type WithdrawalPayoutBody = Static<typeof WithdrawalPayoutBody>;

/** PUT /backend/api/v1/workforce/workRecord/grant: credit verified records to their wallets (step 19). */
export const WorkRecordGrantBody = Type.Object(
  { ids: Type.Array(Id, { minItems: 1, maxItems: 500 }) },
  { additionalProperties: false },
);
export type WorkRecordGrantBody = Static<typeof WorkRecordGrantBody>;

export const WorkRecordGranted = Type.Object({
  list: Type.Array(
    Type.Object({
      id: Type.Integer(),
      status: Type.String(),
      workerId: Type.Integer(),
      payAmount: Cents,
      /** The ledger entry that credited it (none for a record that pays nothing) */
      transactionId: NullableInt,
    }),
  ),
});
export type WorkRecordGranted = Static<typeof WorkRecordGranted>;
