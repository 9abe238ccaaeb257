/**
 * Wallets, their ledger and withdrawals (DOMAIN.md "Wallet", "Withdrawal"; issue 31).
 *
 * `fin_wallet_transaction` is append-only: migration 0017 adds a trigger that refuses UPDATE,
 * DELETE and TRUNCATE for every database user, so a mistake is fixed by a counter-entry. Each
 * entry says what it does to each balance (`*_delta`; `amount` is their sum) and what the
 * balances were after it. `fin_wallet` keeps the balances (a cache, updated in the entry's
 * transaction under the wallet's row lock); `fin_wallet_mismatches()` lists any wallet that
 * differs from its ledger's sums. A unique idempotency key makes every credit happen once
 * whatever is retried.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cents, ts } from './columns';
import { wfWorker } from './workforce';

export const finWallet = pgTable(
  'fin_wallet',
  {
    workerId: integer('worker_id')
      .primaryKey()
      .references(() => wfWorker.id),
    available: cents('available').notNull().default(0),
    pending: cents('pending').notNull().default(0),
    held: cents('held').notNull().default(0),
    entries: integer('entries').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('fin_wallet_balances_ck', sql`${t.available} >= 0 and ${t.pending} >= 0 and ${t.held} >= 0`),
    index('fin_wallet_available_idx').on(t.available),
    index('fin_wallet_updated_idx').on(t.updatedAt),
  ],
);

export const finWalletTransaction = pgTable(
  'fin_wallet_transaction',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => wfWorker.id),
    type: varchar('type', { length: 24 }).notNull(),
    amount: cents('amount').notNull(),
    availableDelta: cents('available_delta').notNull(),
    pendingDelta: cents('pending_delta').notNull(),
    heldDelta: cents('held_delta').notNull(),
    availableAfter: cents('available_after').notNull(),
    pendingAfter: cents('pending_after').notNull(),
    heldAfter: cents('held_after').notNull(),
    balanceAfter: cents('balance_after').notNull(),
    refType: varchar('ref_type', { length: 30 }).notNull(),
    refId: integer('ref_id'),
    /** The payroll month a credit belongs to (its CPF hold is that month's) */
    month: varchar('month', { length: 7 }),
    memo: varchar('memo', { length: 500 }).notNull().default(''),
    idempotencyKey: varchar('idempotency_key', { length: 120 }).notNull(),
    createdBy: integer('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fin_wallet_transaction_key_uq').on(t.idempotencyKey),
    index('fin_wallet_transaction_worker_idx').on(t.workerId, t.id),
    index('fin_wallet_transaction_type_idx').on(t.type, t.id),
    index('fin_wallet_transaction_ref_idx').on(t.refType, t.refId),
    index('fin_wallet_transaction_created_idx').on(t.createdAt),
    index('fin_wallet_transaction_month_idx').on(t.workerId, t.month),
    check(
      'fin_wallet_transaction_sum_ck',
      sql`${t.amount} = ${t.availableDelta} + ${t.pendingDelta} + ${t.heldDelta}
        and ${t.balanceAfter} = ${t.availableAfter} + ${t.pendingAfter} + ${t.heldAfter}
        and ${t.availableAfter} >= 0 and ${t.pendingAfter} >= 0 and ${t.heldAfter} >= 0`,
    ),
  ],
);

export const finWithdrawal = pgTable(
  'fin_withdrawal',
  {
    id: serial('id').primaryKey(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => wfWorker.id),
    amount: cents('amount').notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    /** Where it is paid, as it was at the request (the worker's bank account or PayNow proxy) */
    payTo: varchar('pay_to', { length: 60 }).notNull().default(''),
    bankName: varchar('bank_name', { length: 100 }).notNull().default(''),
    status: varchar('status', { length: 12 }).notNull().default('requested'),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    idempotencyKey: varchar('idempotency_key', { length: 120 }),
    batchRef: varchar('batch_ref', { length: 40 }),
    decidedBy: integer('decided_by'),
    decidedAt: ts('decided_at'),
    paidAt: ts('paid_at'),
    createdBy: integer('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fin_withdrawal_key_uq').on(t.idempotencyKey),
    index('fin_withdrawal_worker_idx').on(t.workerId, t.createdAt),
    index('fin_withdrawal_status_idx').on(t.status, t.id),
    index('fin_withdrawal_method_idx').on(t.method),
    index('fin_withdrawal_created_idx').on(t.createdAt),
    index('fin_withdrawal_amount_idx').on(t.amount),
    check('fin_withdrawal_amount_ck', sql`${t.amount} > 0`),
  ],
);
