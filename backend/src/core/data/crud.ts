/**
 * The three checks every entity's service repeats, written once: a row by id or a 404 that names
 * the entity, a unique-constraint violation turned into the entity's 409, and the "still
 * referenced" check before a delete (409 saying what holds the row).
 */
import { and, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { ConflictError, FieldConflictError, NotFoundError, ValidationError } from '../base/errors';
import { type Lang, type MessageKey, t } from '../base/i18n';
import { isUniqueViolation } from '../base/sql';

type Params = Record<string, string | number>;
/** A table with an integer `id` primary key (every entity table). */
type IdTable = PgTable & { id: PgColumn };
/** A transaction or the database: both offer the same query API. */
type Runner = Pick<Db, 'select'>;

/** The row with this id, or a 404 with the entity's own message (e.g. 'post.notFound'). */
export async function getOr404<T extends IdTable>(
  db: Runner,
  table: T,
  id: number,
  notFound: MessageKey,
  where?: SQL,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), where));
  if (!row) throw new NotFoundError(notFound);
  return row as T['$inferSelect'];
}

/**
 * The first row a query answers (a record read with its joins), or a 404 with the entity's own
 * message: getOr404 for reads that are more than one table.
 */
export async function firstOr404<R>(rows: PromiseLike<R[]>, notFound: MessageKey): Promise<R> {
  const [row] = await rows;
  if (!row) throw new NotFoundError(notFound);
  return row;
}

/** All rows with these ids (duplicates ignored), or a 404 when any of them is missing. */
export async function getAllOr404<T extends IdTable>(
  db: Runner,
  table: T,
  ids: readonly number[],
  notFound: MessageKey,
  where?: SQL,
): Promise<T['$inferSelect'][]> {
  const wanted = [...new Set(ids)];
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(and(inArray(table.id, wanted), where));
  if (rows.length < wanted.length) throw new NotFoundError(notFound);
  return rows as T['$inferSelect'][];
}

/**
 * Which of `ids` name no row of `table` (among the rows matching `where`, e.g. live users), in
 * the order given: what a form that refers to other records reports as unknown. `column`: the
 * column the ids are matched on when it is not the table's `id`.
 */
export async function missingIds(
  db: Runner,
  table: PgTable & { id?: PgColumn },
  ids: readonly number[],
  where?: SQL,
  column: PgColumn = (table as IdTable).id,
): Promise<number[]> {
  if (!ids.length) return [];
  const found = await db
    .select({ id: column })
    .from(table as PgTable)
    .where(and(inArray(column, [...new Set(ids)]), where));
  const have = new Set(found.map((f) => Number(f.id)));
  return ids.filter((id) => !have.has(id));
}

/** Where the ids of a form's id-list field must exist: a table's ids (or `column`), among the rows `where` matches. */
export interface IdSource {
  table: PgTable;
  column?: PgColumn;
  where?: SQL;
}

/** At most this many unknown ids are listed in the message (the field error names the field). */
const LISTED_IDS = 20;

/**
 * The one check of every id-list field of a mutating route (`deptIds`, `roleIds`,
 * `workRecordIds`…; issue 25): ids that name no row are refused with a 400 on the field whose
 * message (the entity's own, with `{ids}`) lists them, never stored or dropped silently.
 */
export async function assertIdsExist(
  db: Runner,
  lang: Lang,
  field: string,
  ids: readonly number[] | null | undefined,
  source: IdTable | IdSource,
  message: MessageKey,
): Promise<void> {
  if (!ids?.length) return;
  const s: IdSource = 'id' in source ? { table: source } : source;
  const missing = [...new Set(await missingIds(db, s.table, ids, s.where, s.column))];
  if (!missing.length) return;
  const listed = missing.slice(0, LISTED_IDS).join(', ') + (missing.length > LISTED_IDS ? ', …' : '');
  const text = t(lang, message, { ids: listed });
  throw new ValidationError([{ field: `body.${field}`, message: text }], text);
}

/** A duplicate value: the entity's message, its params, and the body field it is about (if one). */
export interface Taken {
  message: MessageKey;
  params?: Params;
  /** The body field holding the duplicate (e.g. 'name'): the 409 names it like a 400 does. */
  field?: string;
}

/** The 409 of a duplicate: on its field when it names one. */
export function takenError(taken: Taken): ConflictError {
  return taken.field
    ? new FieldConflictError(taken.field, taken.message, taken.params)
    : new ConflictError(taken.message, taken.params);
}

/**
 * Runs a write; a unique-constraint violation (a concurrent insert that slipped past the
 * service's own check, or a check that was never made) becomes the entity's 409 (on the field).
 */
export async function uniqueOr409<R>(write: () => Promise<R>, taken: Taken | MessageKey, params?: Params): Promise<R> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw takenError(typeof taken === 'string' ? { message: taken, params } : taken);
    throw err;
  }
}

/**
 * The service's own duplicate check before a write: 409 (on the field) when a row other than
 * `exceptId` already holds `value` in `column` (among the rows matching `where`, e.g. one client's).
 */
export async function assertFree<T extends IdTable>(
  db: Runner,
  table: T,
  column: PgColumn,
  value: unknown,
  taken: Taken,
  opts: { exceptId?: number; where?: SQL } = {},
): Promise<void> {
  const [other] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(column, value), opts.where, opts.exceptId ? ne(table.id, opts.exceptId) : undefined))
    .limit(1);
  if (other) throw takenError(taken);
}

/** A table whose rows point at the rows being deleted. */
export interface Reference {
  /** The referring column (e.g. `sysUserPost.postId`). */
  column: PgColumn;
  /** Only these referring rows count (e.g. live users); may use columns of `column`'s table. */
  where?: SQL;
  /** The 409 message; gets `{name, count}` of the first row still held. */
  message: MessageKey;
}

/**
 * Refuses a delete while another table still refers to any of `ids`: 409 with the reference's
 * message naming the row (`nameOf`) and how many rows hold it. References are checked in order.
 */
export async function assertNotReferenced(
  db: Runner,
  ids: readonly number[],
  refs: readonly Reference[],
  nameOf: (id: number) => string,
): Promise<void> {
  if (!ids.length) return;
  for (const ref of refs) {
    const table = ref.column.table;
    const [held] = await db
      .select({ id: ref.column, n: count() })
      .from(table)
      .where(and(inArray(ref.column, [...ids]), ref.where))
      .groupBy(ref.column)
      .limit(1);
    if (held) throw new ConflictError(ref.message, { name: nameOf(Number(held.id)), count: Number(held.n) });
  }
}
