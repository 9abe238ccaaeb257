/**
 * The total of a paged list that can grow to millions of rows (the logs). Counting every match
 * is what made such a list slow: at 1M rows an exact count scans a whole index (~0.3 s) while the
 * page itself takes well under a millisecond. So an unfiltered list of a big table reports the
 * planner's row estimate, and the page corrects it where it knows better (it reached the end).
 * Filtered lists stay exact: their filters are indexed and narrow the count.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** From this many rows on, an unfiltered list uses the planner's estimate. */
export const ESTIMATE_FROM = 100_000;

function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return (result as { rows?: Record<string, unknown>[] }).rows ?? [];
}

/** The planner's row count of a table (0 when it was never analysed). */
export async function estimatedRows(db: Db, table: string): Promise<number> {
  const [r] = rowsOf(await db.execute(sql`select greatest(reltuples, 0)::bigint as n from pg_class where oid = to_regclass(${table})`));
  return Number(r?.n ?? 0);
}

export interface TotalOptions {
  db: Db;
  /** A table name of ours, never user input. */
  table: string;
  filtered: boolean;
  exact: () => Promise<number>;
  estimateFrom?: number;
}

export async function listTotal({ db, table, filtered, exact, estimateFrom = ESTIMATE_FROM }: TotalOptions): Promise<number> {
  if (filtered) return exact();
  const estimate = await estimatedRows(db, table);
  return estimate >= estimateFrom ? estimate : exact();
}

/**
 * What the page itself proves: a short page is the last one; a full one means at least this many.
 * An empty page past the end keeps the total, so the pager can step back to the last page.
 */
export function fitTotal(total: number, offset: number, rowsOnPage: number, pageSize: number): number {
  if (rowsOnPage === 0) return offset === 0 ? 0 : total;
  if (rowsOnPage < pageSize) return offset + rowsOnPage;
  return Math.max(total, offset + rowsOnPage);
}
