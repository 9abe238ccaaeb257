/**
 * Worker devices (issue 28): the phones a worker's app punches from. Staff add a device for a
 * worker and see its token once; only the token's sha256 is kept (as for deploy tokens), with its
 * first characters so staff can tell devices apart. A revoked device is refused from its next
 * request on; `last_used_at` says when it last called the worker app API.
 */
import { index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { owned, ownedIndexes, ts } from './columns';
import { wfWorker } from './workforce';

export const wfWorkerDevice = pgTable(
  'wf_worker_device',
  {
    id: serial('id').primaryKey(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => wfWorker.id),
    /** What staff call the device ("Ahmad's Android") */
    name: varchar('name', { length: 100 }).notNull(),
    /** sha256 of the whole token (hex); the token itself is shown once and never stored */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** The first characters of the token */
    tokenPrefix: varchar('token_prefix', { length: 16 }).notNull(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
    ...owned(),
  },
  (t) => [
    uniqueIndex('wf_worker_device_token_hash_uq').on(t.tokenHash),
    index('wf_worker_device_worker_idx').on(t.workerId),
    ...ownedIndexes('wf_worker_device', t),
  ],
);
