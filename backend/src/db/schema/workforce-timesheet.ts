/**
 * Timesheets (DOMAIN.md "Timesheet"; issue 29): one contract department's verified work records
 * of one period (ISO week or month, by the client's billing frequency), sent to the client to
 * approve before they are billed. A record is on one timesheet at most (`wf_work_record.
 * timesheet_id`); the totals are the sums of its records, computed again whenever it is sent.
 * The approval keeps the signer's name, the signature image (a storage key) and the hash of the
 * exact rows shown, so a changed timesheet needs a new signature.
 */
import { index, integer, pgSequence, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { isoDate, owned, ownedIndexes, summedNumbers, ts } from './columns';
import { finClient, finContractDept } from './finance';

/** Timesheet numbers `TS-2026-000001`. */
export const wfTimesheetSeq = pgSequence('wf_timesheet_seq', { startWith: 1, increment: 1 });

export const wfTimesheet = pgTable(
  'wf_timesheet',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 20 }).notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => finClient.id),
    contractDeptId: integer('contract_dept_id')
      .notNull()
      .references(() => finContractDept.id),
    /** `2026-W47` or `2026-11` */
    period: varchar('period', { length: 8 }).notNull(),
    periodFrom: isoDate('period_from').notNull(),
    periodTo: isoDate('period_to').notNull(),
    templateId: integer('template_id'),
    recordCount: integer('record_count').notNull().default(0),
    ...summedNumbers(),
    status: varchar('status', { length: 24 }).notNull().default('draft'),
    /** The last dispute's comment */
    reason: varchar('reason', { length: 1000 }).notNull().default(''),
    sentAt: ts('sent_at'),
    signerName: varchar('signer_name', { length: 100 }),
    /** Storage key of the signature image */
    signatureKey: text('signature_key'),
    signedAt: ts('signed_at'),
    /** sha256 of the rows and totals the signer saw */
    signedHash: varchar('signed_hash', { length: 64 }),
    /** Bumped by every change: a screen holding an older version is refused (409). */
    version: integer('version').notNull().default(0),
    ...owned(),
  },
  (t) => [
    uniqueIndex('wf_timesheet_number_uq').on(t.number),
    index('wf_timesheet_dept_period_idx').on(t.contractDeptId, t.periodFrom),
    index('wf_timesheet_client_period_idx').on(t.clientId, t.periodFrom),
    index('wf_timesheet_status_period_idx').on(t.status, t.periodFrom),
    index('wf_timesheet_period_idx').on(t.periodFrom, t.id),
    ...ownedIndexes('wf_timesheet', t),
  ],
);
