/**
 * Workers and applicants (DOMAIN.md "Workers"). The NRIC is stored whole (normalised, upper
 * case) and masked on the way out; phones in the stored `+65…` form. `dept_id` is the staff
 * department that owns the worker (data scope), `created_by` its creator. Other workforce
 * tables (certificates, bans, …) live in their own schema files with an FK to `wf_worker.id`.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { isoDate, owned, ownedIndexes, ts } from './columns';

/** Person fields a worker and an applicant share. */
const person = () => ({
  name: varchar('name', { length: 100 }).notNull(),
  nric: varchar('nric', { length: 9 }).notNull(),
  dateOfBirth: isoDate('date_of_birth').notNull(),
  gender: varchar('gender', { length: 10 }).notNull(),
  nationality: varchar('nationality', { length: 60 }).notNull(),
  residency: varchar('residency', { length: 10 }).notNull(),
  prStartDate: isoDate('pr_start_date'),
  passType: varchar('pass_type', { length: 20 }),
  passExpiry: isoDate('pass_expiry'),
  phone: varchar('phone', { length: 12 }).notNull(),
  email: varchar('email', { length: 254 }).notNull().default(''),
});

export const wfWorker = pgTable(
  'wf_worker',
  {
    id: serial('id').primaryKey(),
    ...person(),
    engagementType: varchar('engagement_type', { length: 12 }).notNull(),
    address: varchar('address', { length: 500 }).notNull().default(''),
    bankName: varchar('bank_name', { length: 100 }),
    bankAccount: varchar('bank_account', { length: 34 }),
    /** PayNow proxy: a mobile number or the NRIC/UEN registered with PayNow. */
    payNow: varchar('pay_now', { length: 20 }),
    emergencyName: varchar('emergency_name', { length: 100 }).notNull().default(''),
    emergencyPhone: varchar('emergency_phone', { length: 12 }).notNull().default(''),
    emergencyRelation: varchar('emergency_relation', { length: 50 }).notNull().default(''),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    creditScore: integer('credit_score').notNull().default(100),
    status: varchar('status', { length: 24 }).notNull().default('pending_verification'),
    suspendedUntil: isoDate('suspended_until'),
    joinedAt: ts('joined_at'),
    lastWorkedAt: ts('last_worked_at'),
    /** Storage key of the photo (`workerPhoto/<random>.<ext>`, served to staff only). */
    avatar: varchar('avatar', { length: 200 }),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    /** The worker who referred this one (a referral incentive pays them) */
    referredBy: integer('referred_by'),
    ...owned(),
  },
  (t) => [
    uniqueIndex('wf_worker_nric_uq').on(t.nric),
    uniqueIndex('wf_worker_phone_uq').on(t.phone),
    // The list's search by the NRIC's last 4 (the only part of an NRIC a search may use).
    index('wf_worker_nric_tail_idx').on(sql`right(${t.nric}, 4)`),
    index('wf_worker_name_idx').on(t.name),
    index('wf_worker_status_idx').on(t.status),
    index('wf_worker_residency_idx').on(t.residency),
    index('wf_worker_credit_score_idx').on(t.creditScore),
    index('wf_worker_last_worked_at_idx').on(t.lastWorkedAt),
    // The reinstate sweep: suspended workers whose date passed.
    index('wf_worker_status_suspended_until_idx').on(t.status, t.suspendedUntil),
    index('wf_worker_skills_gin').using('gin', t.skills),
    ...ownedIndexes('wf_worker', t),
    index('wf_worker_created_at_idx').on(t.createdAt),
    index('wf_worker_referred_by_idx').on(t.referredBy),
  ],
);

export const wfApplicant = pgTable(
  'wf_applicant',
  {
    id: serial('id').primaryKey(),
    ...person(),
    engagementType: varchar('engagement_type', { length: 12 }).notNull().default('contractor'),
    /** Where the sign-up came from: website, staff, referral, walk_in. */
    source: varchar('source', { length: 20 }).notNull().default('staff'),
    status: varchar('status', { length: 20 }).notNull().default('submitted'),
    /** Reason of the last decision (reject / withdraw). */
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    workerId: integer('worker_id').references(() => wfWorker.id),
    /** The public job the website's sign-up was made from (its code: it outlives a cancelled job). */
    jobCode: varchar('job_code', { length: 40 }).notNull().default(''),
    /** When the applicant accepted the privacy notice (the website's form requires it). */
    consentAt: ts('consent_at'),
    decidedBy: integer('decided_by'),
    decidedAt: ts('decided_at'),
    ...owned(),
  },
  (t) => [
    index('wf_applicant_status_idx').on(t.status),
    index('wf_applicant_nric_idx').on(t.nric),
    index('wf_applicant_phone_idx').on(t.phone),
    index('wf_applicant_name_idx').on(t.name),
    index('wf_applicant_source_idx').on(t.source),
    index('wf_applicant_worker_idx').on(t.workerId),
    ...ownedIndexes('wf_applicant', t),
    index('wf_applicant_created_at_idx').on(t.createdAt),
    // The employee dashboard's approvals of a range (issue 34): approved ones by decision time.
    index('wf_applicant_status_decided_idx').on(t.status, t.decidedAt),
  ],
);

/**
 * A checked bulk import too large to write during the request: its rows wait here (already
 * validated, normalised) for the queue's job, which writes them all in one transaction.
 */
export const wfWorkerImport = pgTable(
  'wf_worker_import',
  {
    id: serial('id').primaryKey(),
    /** queued → done | failed */
    status: varchar('status', { length: 10 }).notNull().default('queued'),
    total: integer('total').notNull(),
    imported: integer('imported').notNull().default(0),
    rows: jsonb('rows').$type<Record<string, unknown>[]>().notNull(),
    error: varchar('error', { length: 1000 }).notNull().default(''),
    deptId: integer('dept_id'),
    createdBy: integer('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('wf_worker_import_status_idx').on(t.status), index('wf_worker_import_created_by_idx').on(t.createdBy)],
);
