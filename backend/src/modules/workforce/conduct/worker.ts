/**
 * The worker side of the conduct records: locking the worker a record is about, moving it
 * through its machine as the system, and the join every conduct list makes (name for display,
 * department / creator for the caller's data scope — a conduct record is seen by whoever may
 * see its worker).
 */
import { type AnyMachine, workerMachine } from '@shiftdesk/shared/api';
import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Actor } from '../../../core/data/audit-trail';
import { type Caller, fieldError } from '../../../core/data/caller';
import { firstOr404 } from '../../../core/data/crud';
import { registerMachineTable } from '../../../core/data/machine-registry';
import type { ListDef, ListQuery, RowOf } from '../../../core/lists/list-query';
import type { ListScope, RowScope } from '../../../core/routes/crud-routes';
import type { MessageKey } from '../../../core/base/i18n';
import { transition } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { wfWorker } from '../../../db/schema';
import { sampleOfWorker } from './sample';

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

/** A worker's record (`fields` of `table`) with the worker's name, for its list and by-id read. */
export function selectWithWorker<F extends SelectedFields>(db: Db | Tx, table: PgTable & { workerId: PgColumn }, fields: F) {
  return db
    .select({ ...fields, workerName: wfWorker.name })
    .from(table)
    .innerJoin(wfWorker, eq(wfWorker.id, table.workerId))
    .$dynamic();
}

/** `count(*)` over a conduct table joined to its worker (the scope and name filters need the join). */
export function countWithWorker(db: Db, table: PgTable, workerIdColumn: PgColumn) {
  return db
    .select({ n: count() })
    .from(table)
    .innerJoin(wfWorker, eq(wfWorker.id, workerIdColumn))
    .$dynamic();
}

/** What an action does besides moving the state, when it needs only who, which and why. */
export type RecordEffect = (tx: Tx, actor: Actor, id: number, reason: string) => Promise<unknown>;

/**
 * A conduct record's reads and its machine table: the list and the by-id read share one select
 * joined to its worker and one mapping, so a record reads the same in its list and alone (404
 * `notFound`); the machine walk samples it on a throw-away worker (`sample` = its row's values).
 * What it answers is the whole record as registerWorkerRecordRoutes serves it: reads, add, table,
 * 404, machine and the effects of its actions (run in the transition's transaction).
 */
export function conductRecord<
  T extends PgTable & { id: PgColumn; workerId: PgColumn },
  Q extends ListQuery<K>,
  K extends string,
  S extends PgSelect,
  Out,
  B,
>(spec: {
  list: ListDef<Q, K>;
  table: T;
  select: (db: Db | Tx) => S;
  out: (row: RowOf<S>) => Out;
  notFound: MessageKey;
  machine: AnyMachine;
  sample: (workerId: number, state: string) => PgInsertValue<T>;
  add: (tx: Tx, caller: Caller, body: B) => Promise<number>;
  effects: Partial<Record<string, RecordEffect>>;
}) {
  const { list, table, select, out, notFound } = spec;
  registerMachineTable(spec.machine, { table, sample: sampleOfWorker(table, spec.sample) });
  return {
    table,
    notFound,
    machine: spec.machine,
    add: spec.add,
    effects: spec.effects,
    list: (db: Db, q: Q, scope: ListScope) =>
      list.run(db, q, select(db), { scope, count: countWithWorker(db, table, table.workerId), map: out }),
    get: async (db: Db | Tx, id: number): Promise<Out> =>
      out(await firstOr404(select(db).where(eq(table.id, id)) as unknown as PromiseLike<RowOf<S>[]>, notFound)),
  };
}
