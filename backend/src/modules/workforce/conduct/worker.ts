/**
 * The worker side of the conduct records: locking the worker a record is about, moving it
 * through its machine as the system, and the join every conduct list makes (name for display,
 * department / creator for the caller's data scope — a conduct record is seen by whoever may
 * see its worker).
 */
import { workerMachine } from '@shiftdesk/shared/api';
import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Actor } from '../../../core/audit-trail';
import { type Caller, fieldError } from '../../../core/caller';
import type { RowScope } from '../../../core/crud-routes';
import type { MessageKey } from '../../../core/i18n';
import { transition } from '../../../core/transition';
import type { Tx } from '../../../core/unit-of-work';
import type { Db } from '../../../db/client';
import { wfWorker } from '../../../db/schema';

export type WorkerDb = typeof wfWorker.$inferSelect;

/** The worker of a new record, locked for the rest of the transaction (400 on the field when unknown). */
export async function lockWorker(tx: Tx, caller: Caller, workerId: number): Promise<WorkerDb> {
  const [w] = await tx.select().from(wfWorker).where(eq(wfWorker.id, workerId)).for('update');
  if (!w) throw fieldError(caller.lang, 'workerId', 'conduct.unknownWorker', { id: workerId });
  return w;
}

/** A worker-machine move made by a conduct record (ban / unban / blacklist). */
export function moveWorker(
  tx: Tx,
  workerId: number,
  action: 'ban' | 'unban' | 'blacklist',
  actor: Actor,
  reason: string,
  data?: Record<string, unknown>,
) {
  return transition(tx, { machine: workerMachine, table: wfWorker, id: workerId, action, actor, reason, data });
}

/** Data scope of conduct lists: the worker's owning department and creator. */
export const WORKER_SCOPE = { dept: wfWorker.deptId, user: wfWorker.createdBy };

/**
 * The by-id scope of a conduct record, as its list's: owned through its worker (get, actions
 * and History of a record whose worker the caller cannot see answer as if it did not exist).
 */
export const workerOwnedScope = (table: RowScope['table'], workerIdColumn: PgColumn, notFound: MessageKey): RowScope => ({
  table,
  columns: WORKER_SCOPE,
  via: { table: wfWorker, on: eq(wfWorker.id, workerIdColumn) },
  notFound,
});

/** `count(*)` over a conduct table joined to its worker (the scope and name filters need the join). */
export function countWithWorker(db: Db, table: PgTable, workerIdColumn: PgColumn) {
  return db
    .select({ n: count() })
    .from(table)
    .innerJoin(wfWorker, eq(wfWorker.id, workerIdColumn))
    .$dynamic();
}
