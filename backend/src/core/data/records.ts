/**
 * The write shapes every business entity repeats, written once: insert a row owned by the
 * caller (its staff department for data scope, its creator) with the History's "created" line,
 * and update a row with an "edited" line naming the changed fields. Both turn a unique-constraint
 * violation into the entity's 409 on the field (crud.ts `Taken`). They run in the caller's
 * transaction, so the row and its History line commit together.
 */
import { eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { MessageKey } from '../base/i18n';
import { changedFields, recordAudit } from './audit-trail';
import type { Caller } from './caller';
import { assertNotReferenced, getAllOr404, getOr404, type Reference, type Taken, uniqueOr409 } from './crud';
import type { Tx } from './unit-of-work';

/** A business table: integer id, owner department and creator, last editor and edit time. */
export type OwnedTable = PgTable & {
  id: PgColumn;
  deptId: PgColumn;
  createdBy: PgColumn;
  updatedBy: PgColumn;
  updatedAt: PgColumn;
};

export interface InsertRecord {
  /** The History's entity name (e.g. 'client') */
  entity: string;
  table: OwnedTable;
  values: Record<string, unknown>;
  /** The 409 of a duplicate (when the table has a unique constraint the values can hit) */
  taken?: Taken;
  /** The state a new record starts in, for the History line */
  to?: string;
  /** Detail kept on the "created" line (e.g. the order number) */
  data?: Record<string, unknown>;
}

const guarded = <R>(write: () => Promise<R>, taken?: Taken) => (taken ? uniqueOr409(write, taken) : write());

/** Inserts the row owned by the caller and its "created" History line; returns the new id. */
export async function insertRecord(tx: Tx, caller: Caller, r: InsertRecord): Promise<number> {
  const [row] = (await guarded(
    () =>
      tx
        .insert(r.table)
        .values({ ...r.values, deptId: caller.deptId, createdBy: caller.actor.id } as never)
        .returning({ id: r.table.id }),
    r.taken,
  )) as { id: number }[];
  await recordAudit(tx, {
    entity: r.entity,
    entityId: row.id,
    action: 'created',
    to: r.to,
    actor: caller.actor,
    data: r.data,
  });
  return row.id;
}

export interface UpdateRecord {
  entity: string;
  table: OwnedTable;
  id: number;
  /** The row as it was (read by the service, usually through getOr404) */
  before: Record<string, unknown>;
  values: Record<string, unknown>;
  taken?: Taken;
  /**
   * What the History compares when it is more than the row's columns (e.g. an order with its
   * rates): `[before, after]`. Default: `before` against `values`.
   */
  compare?: [Record<string, unknown>, Record<string, unknown>];
}

/** Updates the row (stamping editor and time) and writes an "edited" line when a field changed. */
export async function updateRecord(tx: Tx, caller: Caller, r: UpdateRecord): Promise<void> {
  await guarded(
    () =>
      tx
        .update(r.table)
        .set({ ...r.values, updatedBy: caller.actor.id, updatedAt: new Date() } as never)
        .where(eq(r.table.id, r.id)),
    r.taken,
  );
  const fields = changedFields(...(r.compare ?? [r.before, r.values]));
  if (fields)
    await recordAudit(tx, {
      entity: r.entity,
      entityId: r.id,
      action: 'edited',
      actor: caller.actor,
      data: { fields },
    });
}

export interface DeleteRecords<T extends OwnedTable> {
  table: T;
  ids: number[];
  notFound: MessageKey;
  /** Tables that hold the rows: the delete is refused (409 naming the row) while any does */
  refs: readonly Reference[];
  /** The row's name in that 409 */
  nameOf: (row: T['$inferSelect']) => string;
}

/** Deletes the rows (404 when one is missing) unless another table still refers to one of them. */
export async function deleteRecords<T extends OwnedTable>(tx: Tx, d: DeleteRecords<T>): Promise<void> {
  const rows = await getAllOr404(tx, d.table, d.ids, d.notFound);
  const names = new Map(rows.map((r) => [(r as { id: number }).id, d.nameOf(r)]));
  await assertNotReferenced(tx, d.ids, d.refs, (id) => names.get(id) ?? '');
  await tx.delete(d.table).where(inArray(d.table.id, d.ids));
}

export interface RecordWrites<B, V extends Record<string, unknown>, T extends OwnedTable> {
  entity: string;
  table: T;
  notFound: MessageKey;
  /** The form's values, normalised and checked (`exceptId`: the row being edited, for its own name) */
  values: (tx: Tx, caller: Caller, body: B, exceptId?: number) => Promise<V>;
  /** The 409 of a duplicate of these values */
  taken?: (v: V) => Taken;
  /** Columns a new row starts with besides its values (e.g. its machine's initial status) */
  initial?: Record<string, unknown>;
  /** What refuses a delete (deleteRecords) */
  remove?: Pick<DeleteRecords<T>, 'refs' | 'nameOf'>;
}

/**
 * The add and edit of an entity whose form maps to its row (values checked, row written, History
 * line), and its delete when `remove` says what still refers to a row.
 */
export function recordWrites<B, V extends Record<string, unknown>, T extends OwnedTable>(spec: RecordWrites<B, V, T>) {
  const to = typeof spec.initial?.status === 'string' ? spec.initial.status : undefined;
  return {
    async add(tx: Tx, caller: Caller, body: B): Promise<number> {
      const v = await spec.values(tx, caller, body);
      const values = { ...v, ...spec.initial };
      return insertRecord(tx, caller, { entity: spec.entity, table: spec.table, values, taken: spec.taken?.(v), to });
    },
    async edit(tx: Tx, caller: Caller, body: B & { id: number }): Promise<void> {
      const before = await getOr404(tx, spec.table, body.id, spec.notFound);
      const v = await spec.values(tx, caller, body, body.id);
      await updateRecord(tx, caller, {
        entity: spec.entity,
        table: spec.table,
        id: body.id,
        before,
        values: v,
        taken: spec.taken?.(v),
      });
    },
    async remove(tx: Tx, ids: number[]): Promise<void> {
      if (!spec.remove) throw new Error(`${spec.entity}: recordWrites has no remove`);
      await deleteRecords(tx, { table: spec.table, ids, notFound: spec.notFound, ...spec.remove });
    },
  };
}
