/**
 * Incentive schemes, the incentive records their sweep finds, and transaction appeals
 * (DOMAIN.md "Incentive scheme", "Transaction appeal"; issue 31).
 *
 * A scheme says what earns a bonus (`type` + `criteria`), how much, over which dates and for
 * which clients. The sweep job writes one record per worker and subject (a referral names the
 * referred worker) while the record is `pending`; a unique key makes a rerun update the same
 * row, never add a second. Crediting posts the amount to the wallet once (idempotency key
 * `incentiveRecord:<id>:incentive`); approval of a payroll month stamps `payroll_month_id` on the
 * credited records it paid, as it does for work records and allowances.
 *
 * An appeal names a credit (a wallet entry) and, for a shift, its work record; while it is open
 * the record is `disputed`. An accepted appeal posts an `appeal_adjustment` of the accepted
 * amount and is paid on the next payroll as an adjustment line naming its month of origin.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cents, isoDate, ts } from './columns';
import { wfWorker } from './workforce';

export const finIncentiveScheme = pgTable(
  'fin_incentive_scheme',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    /** per_shift | shifts_in_period | referral | attendance_streak */
    type: varchar('type', { length: 20 }).notNull(),
    /** The type's numbers: `{ minShifts }`, `{ streakDays }`, `{ minMinutes }` (IncentiveCriteria) */
    criteria: jsonb('criteria').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    /** Per qualifying shift (per_shift), else per worker who qualifies */
    amount: cents('amount').notNull(),
    periodStart: isoDate('period_start').notNull(),
    periodEnd: isoDate('period_end').notNull(),
    /** Clients whose shifts count; null = every client */
    clientIds: integer('client_ids').array(),
    description: varchar('description', { length: 1000 }).notNull().default(''),
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    /** When the sweep last ran over it, and what it found */
    sweptAt: ts('swept_at'),
    deptId: integer('dept_id'),
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fin_incentive_scheme_name_uq').on(t.name),
    index('fin_incentive_scheme_status_idx').on(t.status, t.id),
    index('fin_incentive_scheme_type_idx').on(t.type),
    index('fin_incentive_scheme_period_idx').on(t.periodStart, t.periodEnd),
    index('fin_incentive_scheme_created_idx').on(t.createdAt),
    index('fin_incentive_scheme_dept_idx').on(t.deptId),
    check('fin_incentive_scheme_amount_ck', sql`${t.amount} > 0`),
    check('fin_incentive_scheme_period_ck', sql`${t.periodEnd} >= ${t.periodStart}`),
  ],
);

export const finIncentiveRecord = pgTable(
  'fin_incentive_record',
  {
    id: serial('id').primaryKey(),
    schemeId: integer('scheme_id')
      .notNull()
      .references(() => finIncentiveScheme.id),
    workerId: integer('worker_id')
      .notNull()
      .references(() => wfWorker.id),
    /** '' for the worker's own shifts; `referee:<workerId>` for a referral */
    subjectKey: varchar('subject_key', { length: 40 }).notNull().default(''),
    amount: cents('amount').notNull(),
    /** The qualifying work records (ids) */
    evidence: integer('evidence').array().notNull().default(sql`'{}'::integer[]`),
    /** What was counted: shifts, streak days, the referee's shifts */
    measure: integer('measure').notNull().default(0),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    /** The wallet entry that credited it */
    transactionId: bigint('transaction_id', { mode: 'number' }),
    /** The approved payroll month that paid it (as Additional Wages) */
    payrollMonthId: integer('payroll_month_id'),
    decidedBy: integer('decided_by'),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fin_incentive_record_subject_uq').on(t.schemeId, t.workerId, t.subjectKey),
    index('fin_incentive_record_worker_idx').on(t.workerId, t.id),
    index('fin_incentive_record_status_idx').on(t.status, t.id),
    index('fin_incentive_record_amount_idx').on(t.amount),
    index('fin_incentive_record_created_idx').on(t.createdAt),
    index('fin_incentive_record_unpaid_idx')
      .on(t.workerId)
      .where(sql`${t.payrollMonthId} is null and ${t.status} = 'credited'`),
    check('fin_incentive_record_amount_ck', sql`${t.amount} > 0`),
  ],
);

export const finAppeal = pgTable(
  'fin_appeal',
  {
    id: serial('id').primaryKey(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => wfWorker.id),
    /** The credit appealed against */
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    /** The shift the credit paid, when it paid one */
    workRecordId: integer('work_record_id'),
    /** hours_wrong | rate_wrong | missing_shift | other */
    category: varchar('category', { length: 16 }).notNull(),
    /** What the worker says is still owed (cents) */
    claimedAmount: cents('claimed_amount').notNull(),
    description: varchar('description', { length: 2000 }).notNull().default(''),
    /** Stored file keys (photos, a payslip) */
    evidence: jsonb('evidence').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    status: varchar('status', { length: 14 }).notNull().default('submitted'),
    /** What was granted on acceptance (cents, signed; 0 until then) */
    acceptedAmount: cents('accepted_amount').notNull().default(0),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    /** The appeal_adjustment entry an acceptance posted */
    adjustmentId: bigint('adjustment_id', { mode: 'number' }),
    /** The month the corrected pay belongs to (the credit's month) */
    originMonth: varchar('origin_month', { length: 7 }),
    /** The approved payroll month that paid the adjustment */
    payrollMonthId: integer('payroll_month_id'),
    /** The credit's time: the window is counted from it */
    creditedAt: ts('credited_at').notNull(),
    reviewedBy: integer('reviewed_by'),
    decidedBy: integer('decided_by'),
    decidedAt: ts('decided_at'),
    createdBy: integer('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('fin_appeal_worker_idx').on(t.workerId, t.id),
    index('fin_appeal_status_idx').on(t.status, t.id),
    index('fin_appeal_category_idx').on(t.category),
    index('fin_appeal_transaction_idx').on(t.transactionId),
    index('fin_appeal_record_idx').on(t.workRecordId),
    index('fin_appeal_created_idx').on(t.createdAt),
    index('fin_appeal_claimed_idx').on(t.claimedAmount),
    index('fin_appeal_unpaid_idx')
      .on(t.workerId)
      .where(sql`${t.payrollMonthId} is null and ${t.status} in ('accepted', 'closed') and ${t.acceptedAmount} <> 0`),
    check('fin_appeal_claimed_ck', sql`${t.claimedAmount} > 0`),
  ],
);
