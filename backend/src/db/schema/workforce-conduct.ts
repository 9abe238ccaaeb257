/**
 * What staff keep about a worker's conduct (DOMAIN.md "Workers"): ban records, credit events,
 * medical-leave records (MCs) and allowances, each with an FK to `wf_worker`. States are named
 * text (machines banRecord / medicalLeave / allowance), money bigint cents, instants timestamptz.
 * `created_by` null = made by the system (the automatic ban, the sweeps).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { isoDate, ts } from './columns';
import { finClient, finContractDept } from './finance';
import { wfWorker } from './workforce';
const workerId = () =>
  integer('worker_id')
    .notNull()
    .references(() => wfWorker.id);

/** A record staff approve or reject: who decided, when, why; who added it. */
const decided = () => ({
  decisionReason: varchar('decision_reason', { length: 500 }).notNull().default(''),
  decidedBy: integer('decided_by'),
  decidedAt: ts('decided_at'),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const wfBanRecord = pgTable(
  'wf_ban_record',
  {
    id: serial('id').primaryKey(),
    workerId: workerId(),
    scope: varchar('scope', { length: 12 }).notNull(),
    clientId: integer('client_id').references(() => finClient.id),
    contractDeptId: integer('contract_dept_id').references(() => finContractDept.id),
    reason: varchar('reason', { length: 500 }).notNull(),
    /** Set by the blacklist: permanent and never lifted. */
    blacklist: boolean('blacklist').notNull().default(false),
    /** Made by the automatic no-show rule. */
    automatic: boolean('automatic').notNull().default(false),
    startsAt: ts('starts_at').notNull(),
    /** Null = permanent */
    endsAt: ts('ends_at'),
    status: varchar('status', { length: 12 }).notNull().default('active'),
    createdBy: integer('created_by'),
    liftedBy: integer('lifted_by'),
    liftedAt: ts('lifted_at'),
    liftReason: varchar('lift_reason', { length: 500 }).notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('wf_ban_record_worker_idx').on(t.workerId, t.status),
    // The expiry sweep: active bans whose end has passed.
    index('wf_ban_record_status_ends_idx').on(t.status, t.endsAt),
    index('wf_ban_record_scope_idx').on(t.scope),
    index('wf_ban_record_client_idx').on(t.clientId),
    index('wf_ban_record_contract_dept_idx').on(t.contractDeptId),
    index('wf_ban_record_starts_idx').on(t.startsAt),
    index('wf_ban_record_blacklist_idx').on(t.workerId).where(sql`${t.blacklist}`),
  ],
);

export const wfCreditEvent = pgTable(
  'wf_credit_event',
  {
    id: serial('id').primaryKey(),
    workerId: workerId(),
    kind: varchar('kind', { length: 20 }).notNull(),
    /** The parameter's weight when it was recorded */
    weight: integer('weight').notNull(),
    occurredAt: ts('occurred_at').notNull(),
    /** occurred_at + the expiry parameter's days, fixed when recorded */
    expiresAt: ts('expires_at').notNull(),
    workRecordId: integer('work_record_id'),
    reversedAt: ts('reversed_at'),
    reversedBy: integer('reversed_by'),
    reversalReason: varchar('reversal_reason', { length: 200 }).notNull().default(''),
    medicalLeaveId: integer('medical_leave_id'),
    /** Whether the daily sweep has already recomputed the worker after this event expired */
    expiryApplied: boolean('expiry_applied').notNull().default(false),
    createdBy: integer('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('wf_credit_event_worker_idx').on(t.workerId, t.occurredAt),
    index('wf_credit_event_kind_idx').on(t.kind),
    index('wf_credit_event_work_record_idx').on(t.workRecordId),
    // The expiry sweep: events expired whose worker has not been recomputed yet.
    index('wf_credit_event_expiry_idx').on(t.expiresAt).where(sql`not ${t.expiryApplied}`),
  ],
);

export const wfMedicalLeave = pgTable(
  'wf_medical_leave',
  {
    id: serial('id').primaryKey(),
    workerId: workerId(),
    startDate: isoDate('start_date').notNull(),
    endDate: isoDate('end_date').notNull(),
    days: integer('days').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    clinic: varchar('clinic', { length: 200 }).notNull(),
    mcNumber: varchar('mc_number', { length: 50 }).notNull(),
    fileKey: varchar('file_key', { length: 80 }),
    notifiedAt: ts('notified_at'),
    workRecordIds: integer('work_record_ids').array().notNull().default(sql`'{}'::integer[]`),
    status: varchar('status', { length: 12 }).notNull().default('submitted'),
    ...decided(),
  },
  (t) => [
    index('wf_medical_leave_worker_idx').on(t.workerId, t.startDate),
    index('wf_medical_leave_status_idx').on(t.status),
    index('wf_medical_leave_kind_idx').on(t.kind),
    index('wf_medical_leave_start_idx').on(t.startDate),
  ],
);

export const wfAllowance = pgTable(
  'wf_allowance',
  {
    id: serial('id').primaryKey(),
    workerId: workerId(),
    type: varchar('type', { length: 12 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    workDate: isoDate('work_date'),
    workRecordId: integer('work_record_id'),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    /** The approved payroll month that paid the allowance */
    payrollMonthId: integer('payroll_month_id'),
    ...decided(),
  },
  (t) => [
    index('wf_allowance_worker_idx').on(t.workerId, t.workDate),
    index('wf_allowance_type_idx').on(t.type),
    index('wf_allowance_status_idx').on(t.status),
    index('wf_allowance_work_date_idx').on(t.workDate),
    index('wf_allowance_amount_idx').on(t.amount),
  ],
);
