/**
 * SMS templates and the SMS log (DOMAIN.md "Messages, website, analysis"). A template per
 * (code, language); a log row per message the system queued, unique by its event key so that
 * one event sends one SMS however often it is noticed (modules/workforce/sms/queue.ts).
 */
import { index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { owned, ownedIndexes, ts, tsMs } from './columns';

export const wfSmsTemplate = pgTable(
  'wf_sms_template',
  {
    id: serial('id').primaryKey(),
    /** SMS_CODES (shared/src/rules/sms.ts) */
    code: varchar('code', { length: 40 }).notNull(),
    /** en | zh-CN */
    lang: varchar('lang', { length: 5 }).notNull(),
    body: varchar('body', { length: 500 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...owned(),
  },
  (t) => [
    uniqueIndex('wf_sms_template_code_lang_uq').on(t.code, t.lang),
    index('wf_sms_template_status_idx').on(t.status),
    ...ownedIndexes('wf_sms_template', t),
  ],
);

export const wfSmsLog = pgTable(
  'wf_sms_log',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull(),
    lang: varchar('lang', { length: 5 }).notNull(),
    /** The recipient as given (shown masked) */
    phone: varchar('phone', { length: 20 }).notNull(),
    /** The variables the text is rendered with when it is sent */
    vars: text('vars').notNull().default('{}'),
    /** The text sent (empty until rendered) */
    body: varchar('body', { length: 1000 }).notNull().default(''),
    provider: varchar('provider', { length: 20 }).notNull().default(''),
    providerId: varchar('provider_id', { length: 200 }),
    /** queued | sending (claimed by an attempt: the gateway is being called) | sent | failed */
    status: varchar('status', { length: 10 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    error: varchar('error', { length: 1000 }).notNull().default(''),
    /** What the SMS is about, once: `SHIFT_REMINDER_24H:booking:42` */
    eventKey: varchar('event_key', { length: 200 }).notNull(),
    createdAt: tsMs('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    uniqueIndex('wf_sms_log_event_key_uq').on(t.eventKey),
    index('wf_sms_log_code_idx').on(t.code, t.createdAt),
    index('wf_sms_log_status_idx').on(t.status, t.createdAt),
    index('wf_sms_log_created_idx').on(t.createdAt, t.id),
    // The keyword filter on the event key (a log grows without end): trigram, as 0006_list_trigram.sql.
    index('wf_sms_log_event_key_trgm').using('gin', t.eventKey.op('gin_trgm_ops')),
  ],
);
