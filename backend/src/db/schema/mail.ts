/**
 * Mail the product sends (timesheets to clients, reminders): one row per message, written when
 * it is handed to the transport. With no SMTP server in the settings the transport writes each
 * message as an `.eml` file under `DATA_DIR/outbox` (`fileKey`), which staff read on the outbox
 * page; with one, `messageId` is the server's answer.
 */
import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { owned, ownedIndexes, ts } from './columns';

export const sysOutbox = pgTable(
  'sys_outbox',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 320 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    /** What the message is, e.g. `timesheet.send`, `timesheet.reminder` */
    kind: varchar('kind', { length: 40 }).notNull(),
    /** The record it is about (`timesheet`, id) */
    entity: varchar('entity', { length: 40 }),
    entityId: integer('entity_id'),
    /** file | smtp */
    transport: varchar('transport', { length: 8 }).notNull(),
    /** The `.eml` file under DATA_DIR/outbox (file transport) */
    fileKey: text('file_key'),
    messageId: varchar('message_id', { length: 300 }),
    /** sent | failed */
    status: varchar('status', { length: 16 }).notNull(),
    error: varchar('error', { length: 1000 }).notNull().default(''),
    sentAt: ts('sent_at'),
    ...owned(),
  },
  (t) => [
    index('sys_outbox_created_idx').on(t.createdAt, t.id),
    index('sys_outbox_status_idx').on(t.status, t.createdAt),
    index('sys_outbox_entity_idx').on(t.entity, t.entityId),
    ...ownedIndexes('sys_outbox', t),
  ],
);
