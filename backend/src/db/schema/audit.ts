/**
 * The audit trail of business records (DOMAIN.md conventions): every state change, written by
 * core/data/transition.ts in the same transaction as the change, and other changes worth a line in
 * a record's History (created, edited fields) written by `recordAudit`.
 */
import { bigint, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    /** camelCase entity name of the state machine (`contractOrder`) */
    entity: varchar('entity', { length: 64 }).notNull(),
    entityId: bigint('entity_id', { mode: 'number' }).notNull(),
    /** The machine's action, or `created` / `edited` … */
    action: varchar('action', { length: 64 }).notNull(),
    fromState: varchar('from_state', { length: 64 }),
    toState: varchar('to_state', { length: 64 }),
    /** sys_user id; null when the system acted (sweeps, timers). No FK: the trail outlives users. */
    actorId: integer('actor_id'),
    /** The actor's name at the time, so the trail reads the same after a rename or delete */
    actorName: varchar('actor_name', { length: 64 }).notNull().default(''),
    reason: varchar('reason', { length: 1000 }).notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.at), index('audit_log_at_idx').on(t.at)],
);
