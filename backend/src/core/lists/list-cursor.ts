/**
 * Keyset cursors of the list builder. A cursor names one row's position in one sort: the sort's
 * wire name, its direction and the row's values of the sort columns (the tie-break last). The
 * next page is "rows after the last row's cursor", which an index on the sort columns answers by
 * seeking straight to it, where an OFFSET would walk (and discard) every row before the page.
 *
 * On the wire a cursor is opaque: base64url of a small JSON array. A cursor that does not decode,
 * or was made for another sort, is ignored (the page falls back to the offset).
 */
import { is, type SQL, sql } from 'drizzle-orm';
import { PgColumn, PgTimestamp } from 'drizzle-orm/pg-core';

type Scalar = string | number | boolean;

export interface Cursor {
  sort: string;
  dir: 'asc' | 'desc';
  values: Scalar[];
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.sort, c.dir, c.values])).toString('base64url');
}

/** The cursor, or null when the text is not one of ours (never throws: it is client input). */
export function decodeCursor(text: string | undefined): Cursor | null {
  if (!text) return null;
  try {
    const v = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    if (!Array.isArray(v) || v.length !== 3) return null;
    const [sort, dir, values] = v as [unknown, unknown, unknown];
    if (typeof sort !== 'string' || (dir !== 'asc' && dir !== 'desc') || !Array.isArray(values)) return null;
    if (!values.every((x) => ['string', 'number', 'boolean'].includes(typeof x))) return null;
    return { sort, dir, values: values as Scalar[] };
  } catch {
    return null;
  }
}

/**
 * The row's value of a sort column, found by the column's own property name in the row (a
 * `select()` of the table, or a selection that keeps its names). Undefined when the row does not
 * carry it, or it is null (NULLs have no place in a row comparison): then no cursor is made.
 */
export function sortValueOf(row: Record<string, unknown>, key: string | undefined): Scalar | undefined {
  if (!key) return undefined;
  const v = row[key];
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  return undefined;
}

/**
 * `(a, b, id) < ($1, $2, $3)` (or `>`): PostgreSQL compares row values left to right, exactly the
 * list's order, and uses a matching composite index as a range start. Each value is bound
 * through its column's own encoder (a timestamp from its ISO text).
 */
export function seekCondition(cols: PgColumn[], values: Scalar[], op: '<' | '>'): SQL {
  const params = cols.map((col, i) => {
    const v = values[i];
    return sql.param(is(col, PgTimestamp) && typeof v === 'string' ? new Date(v) : v, col);
  });
  return sql`(${sql.join(cols, sql`, `)}) ${sql.raw(op)} (${sql.join(params, sql`, `)})`;
}

export const isColumn = (c: unknown): c is PgColumn => is(c, PgColumn);

/**
 * Whether a row's value of this column, as the row carries it, names its exact position. A JS
 * Date has milliseconds, PostgreSQL's timestamps microseconds by default: a cursor cut to the
 * millisecond would skip or repeat rows, so only `timestamp(0..3)` columns seek.
 */
export const seekable = (c: PgColumn): boolean => !is(c, PgTimestamp) || (c.precision ?? 6) <= 3;
