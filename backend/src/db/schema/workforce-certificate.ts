/**
 * Certificates and extra documents staff keep about a worker (DOMAIN.md "Workers"): certificate
 * types, the certificates workers hold (machine `workerCertificate`) and other papers. Files are
 * kept by storage key (`workerCertificate/<hex>.pdf`), read only through the download routes.
 * `dept_id` is the staff department that owns the record (data scope), `created_by` its creator.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { isoDate, owned, ownedIndexes, ts } from './columns';
import { wfWorker } from './workforce';

/** A paper a worker holds: what it is, who issued it, its validity and its file. */
const paper = () => ({
  workerId: integer('worker_id')
    .notNull()
    .references(() => wfWorker.id),
  number: varchar('number', { length: 100 }).notNull().default(''),
  issuer: varchar('issuer', { length: 200 }).notNull().default(''),
  issuedOn: isoDate('issued_on'),
  expiresOn: isoDate('expires_on'),
  fileKey: varchar('file_key', { length: 100 }).notNull(),
  remark: varchar('remark', { length: 500 }).notNull().default(''),
});

export const wfCertificateType = pgTable(
  'wf_certificate_type',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 1000 }).notNull().default(''),
    expires: boolean('expires').notNull().default(true),
    blocksEligibility: boolean('blocks_eligibility').notNull().default(true),
    /** Days before expiry on which staff get a reminder, descending */
    reminderDays: integer('reminder_days')
      .array()
      .notNull()
      .default(sql`'{30,7,0}'::integer[]`),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    ...owned(),
  },
  (t) => [uniqueIndex('wf_certificate_type_name_uq').on(t.name), index('wf_certificate_type_status_idx').on(t.status)],
);

export const wfWorkerCertificate = pgTable(
  'wf_worker_certificate',
  {
    id: serial('id').primaryKey(),
    ...paper(),
    typeId: integer('type_id')
      .notNull()
      .references(() => wfCertificateType.id),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    /** Why it was rejected */
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    verifiedBy: varchar('verified_by', { length: 100 }),
    verifiedAt: ts('verified_at'),
    /** The smallest reminder threshold already sent (days before expiry); each is sent once */
    lastReminderDay: integer('last_reminder_day'),
    ...owned(),
  },
  (t) => [
    index('wf_worker_certificate_worker_idx').on(t.workerId),
    index('wf_worker_certificate_type_idx').on(t.typeId),
    // The expiry and reminder sweeps and the "expiring within N days" filter.
    index('wf_worker_certificate_status_expires_idx').on(t.status, t.expiresOn),
    index('wf_worker_certificate_number_idx').on(t.number),
    ...ownedIndexes('wf_worker_certificate', t),
  ],
);

export const wfWorkerDocument = pgTable(
  'wf_worker_document',
  {
    id: serial('id').primaryKey(),
    ...paper(),
    title: varchar('title', { length: 200 }).notNull(),
    ...owned(),
  },
  (t) => [
    index('wf_worker_document_worker_idx').on(t.workerId),
    index('wf_worker_document_title_idx').on(t.title),
    ...ownedIndexes('wf_worker_document', t),
  ],
);
