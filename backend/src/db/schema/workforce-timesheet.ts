/**
 * Timesheets (DOMAIN.md "Timesheet"; issue 29): one contract department's verified work records
 * of one period (ISO week or month, by the client's billing frequency), sent to the client to
 * approve before they are billed. A record is on one timesheet at most (`wf_work_record.
 * timesheet_id`); the totals are the sums of its records, computed again whenever it is sent.
 * The approval keeps the signer's name, the signature image (a storage key) and the hash of the
 * exact rows shown, so a changed timesheet needs a new signature.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
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
    /** The client's deadline: still unsigned then, the timesheet is approved automatically. */
    deadlineAt: ts('deadline_at'),
    /** When the reminder before the deadline went out (one per send). */
    remindedAt: ts('reminded_at'),
    /** The rows as last sent (record id → hours and amounts): a re-send shows what changed. */
    sentRows: jsonb('sent_rows').$type<Record<string, Record<string, string | number | null>>>(),
    ...owned(),
  },
  (t) => [
    uniqueIndex('wf_timesheet_number_uq').on(t.number),
    index('wf_timesheet_dept_period_idx').on(t.contractDeptId, t.periodFrom),
    index('wf_timesheet_client_period_idx').on(t.clientId, t.periodFrom),
    index('wf_timesheet_status_period_idx').on(t.status, t.periodFrom),
    index('wf_timesheet_period_idx').on(t.periodFrom, t.id),
    // The deadline sweep reads only sent timesheets past their deadline.
    index('wf_timesheet_deadline_idx').on(t.status, t.deadlineAt),
    ...ownedIndexes('wf_timesheet', t),
  ],
);

/**
 * How a timesheet is laid out on paper (DOMAIN.md "Timesheet template"): the columns in order,
 * the grouping, totals, the signature block and a logo. A contract department names one; a
 * timesheet keeps the id it was generated with.
 */
export const wfTimesheetTemplate = pgTable(
  'wf_timesheet_template',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    /** Column keys in print order (`TIMESHEET_COLUMNS` in shared/src/api/workforce/timesheetTemplate.ts) */
    columns: jsonb('columns').$type<string[]>().notNull(),
    /** none | date | position | worker */
    grouping: varchar('grouping', { length: 16 }).notNull().default('none'),
    showTotals: boolean('show_totals').notNull().default(true),
    signatureBlock: boolean('signature_block').notNull().default(true),
    /** Storage key of the logo image */
    logoKey: text('logo_key'),
    footerNote: varchar('footer_note', { length: 500 }).notNull().default(''),
    /** en | zh-cn: the language its documents are printed in */
    lang: varchar('lang', { length: 5 }).notNull().default('en'),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    ...owned(),
  },
  // Unique whatever the case: "Standard" and "standard" would be two choices no one can tell apart.
  (t) => [
    uniqueIndex('wf_timesheet_template_name_uq').on(sql`lower(${t.name})`),
    ...ownedIndexes('wf_timesheet_template', t),
  ],
);

/**
 * The client's sign-off link: single use, expiring, scoped to one timesheet and the version sent.
 * Only the token's sha256 is kept, so a database read does not hand out working links.
 */
export const wfTimesheetLink = pgTable(
  'wf_timesheet_link',
  {
    id: serial('id').primaryKey(),
    timesheetId: integer('timesheet_id')
      .notNull()
      .references(() => wfTimesheet.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** The timesheet version the link shows: a later change makes the link stale. */
    version: integer('version').notNull(),
    email: varchar('email', { length: 254 }).notNull().default(''),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    /** approve | dispute, once used */
    usedFor: varchar('used_for', { length: 16 }),
    createdBy: integer('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wf_timesheet_link_token_uq').on(t.tokenHash),
    index('wf_timesheet_link_timesheet_idx').on(t.timesheetId),
  ],
);

/** A dispute's comments: on the whole timesheet (no record) or on one of its rows. */
export const wfTimesheetComment = pgTable(
  'wf_timesheet_comment',
  {
    id: serial('id').primaryKey(),
    timesheetId: integer('timesheet_id')
      .notNull()
      .references(() => wfTimesheet.id),
    workRecordId: integer('work_record_id'),
    /** The timesheet version the comment was made on */
    version: integer('version').notNull(),
    comment: varchar('comment', { length: 1000 }).notNull(),
    /** The signer's name (client) or the staff member's */
    author: varchar('author', { length: 100 }).notNull(),
    fromClient: boolean('from_client').notNull().default(false),
    createdBy: integer('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('wf_timesheet_comment_timesheet_idx').on(t.timesheetId, t.id)],
);
