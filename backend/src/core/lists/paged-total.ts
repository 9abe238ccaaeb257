/**
 * The total of a paged list that can grow to millions of rows (the logs). Counting every match
 * is what made such a list slow: at 1M rows an exact count scans a whole index (~0.3 s) while the
 * page itself takes well under a millisecond. So an unfiltered list of a big table reports the
 * planner's row estimate, and the page corrects it where it knows better (it reached the end).
 * Filtered lists stay exact: their filters are indexed and narrow the count.
 */
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { TtlMap } from '../auth/auth-cache';

/** From this many rows on, an unfiltered list uses the planner's estimate. */
export const ESTIMATE_FROM = 100_000;
/**
 * From this many estimated matches on, a filtered list of a big table reports the estimate too:
 * counting 5,000 index entries already costs more than reading a 20-row page, and the planner's
 * estimate of a filter on indexed columns is close (the pager says "about N").
 */
export const FILTERED_ESTIMATE_FROM = 5_000;

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

/**
 * Estimates are kept a few seconds per database: they are estimates anyway (the statistics move
 * only when autovacuum analyses the table), and asking again costs a round trip per page, which
 * under load is most of a 1M-row page's time. A page that proves the end still corrects it.
 */
export const ESTIMATE_TTL_MS = 5_000;
const estimates = new WeakMap<Db, TtlMap<string, number>>();
const dialect = new PgDialect();

/**
 * A number the planner gave, remembered for ESTIMATE_TTL_MS per database under `key` (which
 * must name everything the number depends on).
 */
export async function remembered(db: Db, key: string, compute: () => Promise<number>): Promise<number> {
  let memo = estimates.get(db);
  if (!memo) estimates.set(db, (memo = new TtlMap<string, number>(ESTIMATE_TTL_MS, 1_000)));
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  const n = await compute();
  memo.set(key, n);
  return n;
}

/** estimatedRows, remembered for ESTIMATE_TTL_MS. */
export function cachedEstimatedRows(db: Db, table: string): Promise<number> {
  return remembered(db, `rows:${table}`, () => estimatedRows(db, table));
}

/** planRows, remembered for ESTIMATE_TTL_MS per statement and parameters. */
export function cachedPlanRows(db: Db, query: SQL): Promise<number> {
  const q = dialect.sqlToQuery(query);
  return remembered(db, `plan:${q.sql}:${JSON.stringify(q.params)}`, () => planRows(db, query));
}

export interface Total {
  n: number;
  /** The planner's estimate rather than a count. */
  estimated: boolean;
}

/**
 * The planner's estimated row count of a query (EXPLAIN, no execution): the first node below
 * the aggregates, so a `count(*)` query gives the rows it would count.
 */
export async function planRows(db: Db, query: SQL): Promise<number> {
  const [r] = rowsOf(await db.execute(sql`explain (format json) ${query}`));
  let raw = Object.values(r ?? {})[0];
  if (typeof raw === 'string') raw = JSON.parse(raw);
  let node = (raw as { Plan: PlanNode }[] | undefined)?.[0]?.Plan;
  while (node && node['Node Type'] === 'Aggregate' && node.Plans?.length) node = node.Plans[0];
  return Math.max(0, Math.round(node?.['Plan Rows'] ?? 0));
}
interface PlanNode {
  'Node Type': string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

/**
 * listTotal that also estimates filtered lists (when `estimate` is given and large) and says
 * whether the figure is an estimate.
 */
export async function estimatedTotal(
  opts: TotalOptions & { estimate?: () => Promise<number>; filteredEstimateFrom?: number },
): Promise<Total> {
  const { db, table, filtered, exact, estimate, estimateFrom = ESTIMATE_FROM, filteredEstimateFrom = FILTERED_ESTIMATE_FROM } = opts;
  if (!filtered) {
    const n = await cachedEstimatedRows(db, table);
    return n >= estimateFrom ? { n, estimated: true } : { n: await exact(), estimated: false };
  }
  if (estimate) {
    const n = await estimate();
    if (n >= filteredEstimateFrom) return { n, estimated: true };
  }
  return { n: await exact(), estimated: false };
}

/** fitTotal that keeps the estimate flag: a page that proves the end makes the total exact. */
export function fitTotalOf(total: Total, offset: number, rowsOnPage: number, pageSize: number): Total {
  const n = fitTotal(total.n, offset, rowsOnPage, pageSize);
  const proven = (rowsOnPage > 0 && rowsOnPage < pageSize) || (rowsOnPage === 0 && offset === 0);
  return { n, estimated: total.estimated && !proven };
}
