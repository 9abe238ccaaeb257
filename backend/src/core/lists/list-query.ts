/**
 * The one list builder of every paged list (ARCHITECTURE §8): a list is declared once as
 * filters + sortable columns, and `run` turns a request query into `{list, total, currentPage}`
 * with the filters, the data scope, the sort (whitelisted, tie-broken on id so pages never
 * overlap) and the paging all done in SQL. Totals are exact and counted in parallel with the
 * page, except for big tables (`estimateTotals`), which report the planner's estimate where it
 * is large (core/lists/paged-total.ts) because an exact count there costs far more than the page.
 *
 * Deep pages (issue 17). Every page answer carries `prevCursor` / `nextCursor` (core/lists/list-cursor.ts):
 * the client's pager sends `after=<nextCursor>` with pageNum+1 (or `before=<prevCursor>` with
 * pageNum-1), and the page is a keyset seek on the sort's index, as fast at page 20,000 as at
 * page 1. The page number stays the one the pager counted; a jump to a page the pager has no
 * cursor for (typed in, or the last page) uses the offset, with the offset walked over the sort
 * index alone (a "deferred join": ids first, then only the page's rows are read).
 *
 * Keyword search (`filter.contains`) is cut into the pieces a trigram index can look up plus a
 * whole-text check no index takes, so only the narrowing piece is read from the index
 * (core/lists/contains-filter.ts); a search matching most rows walks the sort index and stops.
 *
 * Which of those two a keyword search on a big table gets is not left to the planner's estimate
 * alone. PostgreSQL estimates `ILIKE '%piece%'` from its histogram sample (1 % of the rows per
 * sampled value that contains the piece), so a piece in a few hundred of 1M rows is now and then
 * "1 % of the table": the planner then walks the sort index hoping for a match every hundred
 * rows and reads half the table (0.9 s, seen at 1M rows). Where the estimate is in that unsure
 * band (a few thousand rows up to `probeShare` of the table), the builder first walks only the
 * first `probePages` pages' worth of rows in list order: a search that matches that often fills
 * the page there; one that does not is rare enough to read all its matches through the trigram
 * index and sort them (`count(*) over ()` or an OFFSET 0 fence keeps the planner from walking).
 *
 * A list of a table's own rows passes the table as its rows (`run(db, q, sysOperLog)`): the
 * builder then makes the select, and a big table's rare search reads its page and the count of
 * all its matches in one statement, the count riding beside each row.
 */
import type { PageResultOf } from '@shiftdesk/shared/api';
import { type SQL, type Table, and, asc, count, desc, eq, getTableColumns, getTableName, gte, inArray, is, lt, sql } from 'drizzle-orm';
import { type PgColumn, type PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { UserAccess } from '../auth/access';
import type { AuthUser } from '../auth/auth-types';
import { type ScopeColumns, dataScopeFilter } from './data-scope';
import { AppError } from '../base/errors';
import { decodeCursor, encodeCursor, isColumn, seekCondition, seekable, sortValueOf } from './list-cursor';
import { TtlMap } from '../auth/auth-cache';
import {
  ESTIMATE_TTL_MS,
  FILTERED_ESTIMATE_FROM,
  type Total,
  cachedEstimatedRows,
  cachedPlanRows,
  estimatedTotal,
  fitTotalOf,
  planRows,
  remembered,
} from './paged-total';
import { containsCondition, narrowedContainsCondition } from './contains-filter';
import { sgDayEnd, sgDayStart } from '../base/time';

type Col = PgColumn | SQL;
/**
 * drizzle's operators take a column or an SQL expression but their overloads not the union;
 * both behave the same at run time (a column also encodes the value by its type).
 */
const c = (col: Col) => col as PgColumn;
/**
 * Turns one query value into a condition (undefined = the filter is not applied). `narrow`, when
 * present, gives a condition with the same rows that the indexes answer faster, choosing by the
 * planner's estimates (`estimate`: rows a condition keeps in the list's table); `run` uses it.
 */
export type Filter<V> = ((value: V) => SQL | undefined) & {
  narrow?: (value: V, estimate: Estimate) => Promise<SQL | undefined>;
  /** A keyword ("contains") filter: the probe and the hostile-keyword tests find them by it. */
  contains?: true;
};
/** Rows a condition on the columns of `from` keeps, by the planner (`from` may be an alias). */
export type Estimate = (cond: SQL, from: Table) => Promise<number>;

/** `select 1 from <table>` for the planner, an alias under its own name over the real table. */
function fromClause(table: Table): SQL {
  // drizzle keeps these under global symbols (its Table.Symbol, which its typings do not expose).
  const t = table as unknown as Record<symbol, string | boolean | undefined>;
  if (!t[Symbol.for('drizzle:IsAlias')]) return sql`${table}`;
  const schema = t[Symbol.for('drizzle:Schema')] as string | undefined;
  const real = sql.identifier(String(t[Symbol.for('drizzle:OriginalName')]));
  return sql`${schema ? sql`${sql.identifier(schema)}.${real}` : real} ${sql.identifier(String(t[Symbol.for('drizzle:Name')]))}`;
}

/** The filter kinds of a list's spec; every value is a bound parameter. */
export const filter = {
  /** Case-insensitive "contains" over one or more columns; LIKE wildcards in the text match literally. */
  contains: (...cols: Col[]): Filter<string> =>
    // Cut into indexable pieces plus a whole-text check (core/lists/contains-filter.ts).
    Object.assign((text: string) => (text.trim() ? containsCondition(cols, text.trim()) : undefined), {
      narrow: async (text: string, estimate: Estimate) => (text.trim() ? narrowedContainsCondition(cols, text.trim(), estimate) : undefined),
      contains: true as const,
    }),
  /**
   * Rows whose `fk` names a row of `key`'s table where any of `cols` contains the text (the work
   * records of the workers called …): a semi-join, so that table's trigram indexes find the few
   * rows first and the list's rows follow through `fk`'s index; a join filtered on the text
   * would walk the list in its sort order, testing each joined row (1 s a search at 200k rows).
   */
  containsIn: (fk: Col, key: PgColumn, ...cols: Col[]): Filter<string> => {
    const among = (cond: SQL | undefined) => (cond ? sql`${c(fk)} in (select ${key} from ${key.table} where ${cond})` : undefined);
    return Object.assign((text: string) => (text.trim() ? among(containsCondition(cols, text.trim())) : undefined), {
      narrow: async (text: string, estimate: Estimate) => (text.trim() ? among(await narrowedContainsCondition(cols, text.trim(), estimate)) : undefined),
      contains: true as const,
    });
  },
  /**
   * Values starting with the text, case-sensitively (an IP address by its subnet); `%` and `_`
   * are plain characters. Written as the byte-order range itself, which a `text_pattern_ops`
   * index answers: PostgreSQL derives that range from `like 'p%'` only for a constant pattern,
   * never in the generic plan of a named statement. The range ends at the prefix followed by
   * U+10FFFF, the last character; `starts_with` keeps the answer exact whatever follows.
   */
  startsWith:
    (col: Col): Filter<string> =>
    (text) => {
      const p = text.trim();
      if (!p) return undefined;
      return sql`(${c(col)} ~>=~ ${p} and ${c(col)} ~<~ ${`${p}\u{10FFFF}`} and starts_with(${c(col)}, ${p}))`;
    },
  /** Equality: integers, enums, booleans, exact text. */
  exact:
    <V>(col: Col): Filter<V> =>
    (v) =>
      eq(c(col), v),
  /** One of the given values (an empty list filters nothing). */
  inList:
    <V>(col: Col): Filter<readonly V[]> =>
    (vs) =>
      vs.length ? inArray(c(col), [...vs]) : undefined,
  /** Asia/Singapore calendar days, both inclusive, on a timestamp column (a range scan on its index). */
  dateRange:
    (col: Col): Filter<readonly string[]> =>
    (days) => {
      if (days.length < 2) return undefined;
      const [from, to] = [...days].sort();
      return and(gte(c(col), sgDayStart(from)), lt(c(col), sgDayEnd(to)));
    },
};

export type SortDir = 'asc' | 'desc';

export interface ListSpec<Q, K extends string> {
  /** The list's main table (its exact count, and its name for the planner's estimate). */
  table: PgTable;
  /** Per query key, how its value filters. Keys without a filter (paging, sort) are ignored. */
  filters?: { [P in keyof Q]?: Filter<NonNullable<Q[P]>> };
  /**
   * The sortable columns by their wire name (`orderBy`); nothing else may be sorted on. A list
   * of columns sorts by each in turn (all in the chosen direction).
   */
  sort: Record<K, Col | readonly Col[]>;
  defaultSort: K;
  defaultDir?: SortDir;
  /** Unique column that makes the order total (usually the id). */
  tieBreak: PgColumn;
  /** The department/owner columns when the list is limited by the caller's data scope. */
  scope?: ScopeColumns;
  /**
   * A table that grows to millions of rows: totals are the planner's estimate when that is large
   * (unfiltered, or a filter matching many rows), and the answer says so (`totalEstimated`).
   */
  estimateTotals?: boolean;
}

export interface ListQuery<K extends string = string> {
  pageNum?: number;
  pageSize?: number;
  orderBy?: K;
  orderDir?: SortDir;
  /** `nextCursor` of the page before: this page starts right after that row (keyset). */
  after?: string;
  /** `prevCursor` of the page after: this page ends right before that row (keyset). */
  before?: string;
}

/** The count of all matches beside each row of a page read with its count (`counting` in `run`). */
const TOTAL = '__total';
/** Tells the lists apart in the remembered estimates (two lists may filter one table differently). */
let listCount = 0;
/**
 * Every list defined so far, by its table and its keyword filters' query keys: the tests send
 * hostile keywords to each of them through the routes (issue 25).
 */
export const definedLists: { table: string; containsKeys: string[] }[] = [];

/** From this offset on, an offset page reads ids over the index first (deferred join). */
const DEFER_FROM = 1000;

/**
 * A page size or offset written into the statement rather than bound. With `LIMIT $1` the plan
 * PostgreSQL could keep for a named statement assumes a tenth of the table, costs more than the
 * plans made for 20, and so every execution is planned again: 4-7 ms of database CPU for the
 * work-record page's five tables against 0.4 ms of running it (db/named-statements.ts).
 */
function inline(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  // Zero stays a number: drizzle leaves out a zero offset.
  if (n === 0) return 0;
  // drizzle writes an SQL chunk given as the limit into the statement as it is.
  return sql.raw(String(n)) as unknown as number;
}

/**
 * The big-table thresholds of `run` (module-level so the tests can shrink them and reach the
 * 1M-row paths on a few thousand rows).
 */
export const listTuning = {
  /** Below this many estimated matches a filtered big list is counted exactly, with its page. */
  filteredEstimateFrom: FILTERED_ESTIMATE_FROM,
  /** A keyword search estimated under this share of the table is probed before it walks. */
  probeShare: 0.05,
  /** The probe reads this many pages' worth of rows in list order. */
  probePages: 25,
};

/** How a filtered page of a big table is read (see the header). */
export type BigPagePlan = 'plain' | 'count' | 'probe';

/**
 * `estimate`: the planner's rows for the filters; `tableRows`: the table's. Only a keyword
 * search is probed: the estimates of equality and range filters come from real statistics.
 */
export function bigPagePlan(o: { estimate: number; tableRows: number; keyword: boolean; seek: boolean; offset: number }): BigPagePlan {
  if (o.estimate < listTuning.filteredEstimateFrom) return o.seek ? 'plain' : 'count';
  if (!o.keyword || o.estimate >= listTuning.probeShare * o.tableRows) return 'plain';
  // The probe reads from the page's start: a cursor or the first page. A jump by offset counts
  // its way there through the index instead.
  return o.seek || o.offset === 0 ? 'probe' : 'count';
}

export interface RunOptions<R, Out> {
  /** Extra conditions of this call (e.g. a parent id that is not a query filter). */
  where?: SQL;
  /** The caller, when the spec has scope columns. */
  scope?: { access: UserAccess; user: AuthUser };
  /** A count query with the joins the filters need (default: count over `table`). */
  count?: PgSelect;
  /**
   * A select of the table's `tieBreak` alone (`{ id }`) with the joins the filters need, as
   * `count`: a page sorted on the table's own columns is then read as its ids first, then those
   * rows through the wide select. PostgreSQL plans a wide join with the filters anew on every
   * call (a keyword's subquery with four joins: 9–15 ms of planning against 1 ms of work); the
   * ids alone plan in under 1 ms, the rows by id in about 1.
   */
  ids?: PgSelect;
  map?: (row: R) => Out;
}

/**
 * What `run` reads a page from: a `.$dynamic()` select without where/order/limit, or the list's
 * own table for all its columns (then the builder makes the select, and can add to it: a big
 * table's rare-search page carries its count in the same statement).
 */
export type ListRows = PgSelect | PgTable;
/** The row type of a ListRows. */
export type RowOf<T extends ListRows> = T extends PgSelect ? T['_']['result'][number] : T extends PgTable ? T['$inferSelect'] : never;

export interface ListDef<Q extends ListQuery<K>, K extends string> {
  readonly spec: ListSpec<Q, K>;
  /** The filter conditions of a query (and whether any applies). */
  where(
    q: Q,
    opts?: Pick<RunOptions<unknown, unknown>, 'where' | 'scope'>,
    /** Conditions already made for some keys (the narrowed ones of `run`). */
    made?: Partial<Record<keyof Q, SQL | undefined>>,
  ): { where: SQL | undefined; filtered: boolean };
  /** ORDER BY terms: the chosen column, then the tie-break in the same direction. */
  orderBy(q: Q): SQL[];
  /**
   * Reads the query's page from `rows` (see ListRows). Rows come back mapped by `opts.map`
   * when given.
   */
  run<T extends ListRows, Out = RowOf<T>>(db: Db, q: Q, rows: T, opts?: RunOptions<RowOf<T>, Out>): Promise<PageResultOf<Out>>;
}

export function defineList<Q extends ListQuery<K>, K extends string>(spec: ListSpec<Q, K>): ListDef<Q, K> {
  const listKey = `list${++listCount}:${getTableName(spec.table)}`;
  definedLists.push({
    table: getTableName(spec.table),
    containsKeys: Object.entries(spec.filters ?? {}).flatMap(([key, f]) => ((f as Filter<unknown> | undefined)?.contains ? [key] : [])),
  });
  const ownWithTotal = { ...getTableColumns(spec.table), [TOTAL]: sql<string | number>`count(*) over ()` };
  /**
   * Per database, the keyword filters' narrowed conditions by value. They depend on the value and
   * the planner's estimates alone, and those are remembered ESTIMATE_TTL_MS: kept as long, a
   * repeated search is not rendered once per piece only to find its remembered estimates.
   */
  const narrowed = new WeakMap<Db, TtlMap<string, { cond: SQL | undefined }>>();
  const filterEntries = Object.entries(spec.filters ?? {}) as [keyof Q, Filter<unknown> | undefined][];
  const where: ListDef<Q, K>['where'] = (q, opts = {}, made = {}) => {
    const conds: SQL[] = [];
    for (const [key, f] of filterEntries) {
      const v = q[key];
      if (f && v !== undefined && v !== null) {
        const c = Object.hasOwn(made, key) ? made[key] : f(v);
        if (c) conds.push(c);
      }
    }
    if (opts.where) conds.push(opts.where);
    if (spec.scope && opts.scope) {
      const c = dataScopeFilter(opts.scope.access, opts.scope.user, spec.scope);
      if (c) conds.push(c);
    }
    return { where: conds.length ? and(...conds) : undefined, filtered: conds.length > 0 };
  };

  const sortOf = (q: Q) => {
    const key = (q.orderBy ?? spec.defaultSort) as K;
    // The query schema's enum already refuses unknown names; this keeps a list whose schema
    // forgot the enum from silently sorting by something else.
    if (!Object.hasOwn(spec.sort, key)) {
      const columns = Object.keys(spec.sort).join(', ');
      const field = { field: 'querystring.orderBy', message: `orderBy: ${columns}` };
      throw new AppError(400, 'list.badOrderBy', { column: String(key), columns }, { errors: [field] });
    }
    const dir: SortDir = q.orderDir ?? spec.defaultDir ?? 'asc';
    const cols = ([] as Col[]).concat(spec.sort[key] as Col | Col[]);
    return { key, dir, cols: [...cols, ...(cols.includes(spec.tieBreak) ? [] : [spec.tieBreak])] };
  };
  const orderBy = (q: Q, reverse = false): SQL[] => {
    const { dir, cols } = sortOf(q);
    const by = (dir === 'desc') !== reverse ? desc : asc;
    return cols.map((col) => by(col));
  };

  // Keyset paging needs plain columns of the list's own table (an index can hold them, and the
  // row carries them under their property names), timestamps to the millisecond; other sorts
  // page by offset only.
  const propOf = new Map<unknown, string>(Object.entries(getTableColumns(spec.table)).map(([k, col]) => [col, k]));
  const ownColumns = (cols: Col[]) => cols.every((col) => isColumn(col) && propOf.has(col) && seekable(col));
  const props = [...propOf.values()];
  const holds = (v: unknown): v is Record<string, unknown> =>
    !!v && typeof v === 'object' && !(v instanceof Date) && props.every((k) => k in v);
  /**
   * The list table's own values in a row: the row itself, or for a joined select such as
   * `{ r: wfWorkRecord, workerName }` the nested object that holds every column of the table.
   */
  const ownValues = (row: unknown): Record<string, unknown> =>
    holds(row) ? row : (Object.values(row as Record<string, unknown>).find(holds) ?? (row as Record<string, unknown>));
  const cursorAt = (q: Q, row: unknown): string | undefined => {
    const { key, dir, cols } = sortOf(q);
    const own = ownValues(row);
    const values = cols.map((col) => sortValueOf(own, propOf.get(col)));
    if (values.some((v) => v === undefined)) return undefined;
    return encodeCursor({ sort: key, dir, values: values as NonNullable<(typeof values)[number]>[] });
  };

  return {
    spec,
    where,
    orderBy,
    async run(db, q, rows, opts = {}) {
      const own = is(rows, PgTable);
      if (own && rows !== spec.table) throw new Error(`the list of ${getTableName(spec.table)} was given the table ${getTableName(rows)}`);
      /** The select to read the page's rows from (used once per page). */
      const select = (): PgSelect => (own ? db.select().from(spec.table).$dynamic() : (rows as PgSelect));
      const pageNum = q.pageNum ?? 1;
      const pageSize = q.pageSize ?? 20;
      const offset = (pageNum - 1) * pageSize;
      // Filters that choose their indexable part by the planner's estimates (keyword search).
      const made: Partial<Record<keyof Q, SQL | undefined>> = {};
      const planRowsOf: Estimate = (cond, from) => cachedPlanRows(db, sql`select 1 from ${fromClause(from)} where ${cond}`);
      let memo = narrowed.get(db);
      if (!memo) narrowed.set(db, (memo = new TtlMap(ESTIMATE_TTL_MS, 1_000)));
      const values = filterEntries.filter(([key, f]) => f && q[key] !== undefined && q[key] !== null);
      await Promise.all(
        values.map(async ([key, f]) => {
          if (!f?.narrow) return;
          const memoKey = `${String(key)}:${JSON.stringify(q[key])}`;
          const hit = memo.get(memoKey);
          made[key] = hit ? hit.cond : await f.narrow(q[key], planRowsOf);
          if (!hit) memo.set(memoKey, { cond: made[key] });
        }),
      );
      const w = where(q, opts, made);
      const sort = sortOf(q);
      const keyset = ownColumns(sort.cols);
      const countQuery = () => (opts.count ?? db.select({ n: count() }).from(spec.table).$dynamic()).where(w.where);
      const exact = async () => {
        const [r] = (await countQuery()) as { n: number | string }[];
        return Number(r?.n ?? 0);
      };

      // The seek of a cursor made for this very sort; otherwise the offset.
      const cursor = decodeCursor(q.after ?? q.before);
      const seek =
        keyset && cursor && cursor.sort === sort.key && cursor.dir === sort.dir && cursor.values.length === sort.cols.length
          ? { back: !q.after, cond: seekCondition(sort.cols as PgColumn[], cursor.values, (sort.dir === 'desc') === !q.after ? '>' : '<') }
          : null;
      const page = async (): Promise<unknown[]> => {
        if (opts.ids && keyset) {
          const back = !!seek?.back;
          const found = (await opts.ids
            .where(and(w.where, seek?.cond))
            .orderBy(...orderBy(q, back))
            .limit(inline(pageSize))
            .offset(inline(seek ? 0 : offset))) as { id: unknown }[];
          return byIds(found.map((r) => r.id), back);
        }
        if (seek) {
          // `before`: the rows just before the cursor, read backwards, then put in list order.
          const got = (await select()
            .where(and(w.where, seek.cond))
            .orderBy(...orderBy(q, seek.back))
            .limit(inline(pageSize))) as unknown as unknown[];
          return seek.back ? got.reverse() : got;
        }
        if (offset >= DEFER_FROM && keyset && !opts.count) {
          const ids = db
            .select({ id: spec.tieBreak })
            .from(spec.table)
            .where(w.where)
            .orderBy(...orderBy(q))
            .limit(inline(pageSize))
            .offset(inline(offset));
          return (await select().where(inArray(spec.tieBreak, ids)).orderBy(...orderBy(q))) as unknown as unknown[];
        }
        return (await select()
          .where(w.where)
          .orderBy(...orderBy(q))
          .limit(inline(pageSize))
          .offset(inline(offset))) as unknown as unknown[];
      };
      // Asked once per page. Remembered by the filter values where they alone make the where
      // (no condition of the call, no data scope): rendering the statement for its key costs
      // more than the rest of a remembered answer.
      let estimating: Promise<number> | undefined;
      const estimate = () => {
        if (estimating) return estimating;
        const statement = sql`select 1 from ${spec.table} where ${w.where ?? sql`true`}`;
        const byValues = !opts.where && !(spec.scope && opts.scope);
        const valuesKey = `plan:${listKey}:${JSON.stringify(values.map(([key]) => [key, q[key]]))}`;
        estimating = byValues ? remembered(db, valuesKey, () => planRows(db, statement)) : cachedPlanRows(db, statement);
        return estimating;
      };
      const counted = async (): Promise<Total> => {
        if (!spec.estimateTotals) return { n: await exact(), estimated: false };
        return estimatedTotal({
          db,
          table: getTableName(spec.table),
          filtered: w.filtered,
          exact,
          // A list with its own count query (joins the filters read) is estimated by that
          // query's plan: a status or a week of a 200k-row table is "about 20,000", not a count.
          estimate: opts.count ? () => cachedPlanRows(db, countQuery().getSQL()) : estimate,
          filteredEstimateFrom: listTuning.filteredEstimateFrom,
        });
      };
      /** The page's rows by their ids, in list order. */
      const byIds = async (found: unknown[], back = false) => {
        if (!found.length) return [];
        const got = (await select().where(inArray(spec.tieBreak, found)).orderBy(...orderBy(q, back))) as unknown as unknown[];
        return back ? got.reverse() : got;
      };
      // The list's own table under its own name, so the filters' column references still hold.
      const asTable = (inner: SQL) => sql`(${inner}) as ${sql.identifier(getTableName(spec.table))}`;
      const order = (back: boolean) => sql.join(orderBy(q, back), sql`, `);
      // As SQL, not as the column: drizzle would refuse a column of a table absent from FROM.
      const idOf = { id: sql<unknown>`${spec.tieBreak}` };
      /**
       * The page's ids among the first `probePages` pages of rows in list order (from the cursor),
       * or null when fewer matches are there: then the matches are few, and read through the index.
       */
      const probe = async (): Promise<unknown[] | null> => {
        const back = !!seek?.back;
        const walked = sql`select * from ${spec.table} ${seek ? sql`where ${seek.cond}` : sql``} order by ${order(back)} limit ${inline(pageSize * listTuning.probePages)}`;
        const found = await db.select(idOf).from(asTable(walked)).where(w.where).orderBy(...orderBy(q, back)).limit(inline(pageSize));
        return found.length === pageSize ? byIds(found.map((r) => r.id), back) : null;
      };
      /** A cursor page of all the matches, read and sorted (OFFSET 0: the planner may not walk the sort index). */
      const matchesFirst = async (): Promise<unknown[]> => {
        const back = !!seek?.back;
        const all = sql`select * from ${spec.table} where ${and(w.where, seek?.cond)} offset 0`;
        const found = await db.select(idOf).from(asTable(all)).orderBy(...orderBy(q, back)).limit(inline(pageSize));
        return byIds(found.map((r) => r.id), back);
      };
      /**
       * A big table's filter that matches few rows (a keyword search through its trigram index)
       * is counted exactly, and then the count and the page would each run the same index scan.
       * Instead one query reads the page's ids with the count of all matches beside them
       * (`count(*) over ()`), and the page's rows are then read by id.
       */
      const counting = async (): Promise<[Total, unknown[]]> => {
        if (own) {
          // The builder's own select: the page's rows carry the count themselves, one statement.
          const got = (await db
            .select(ownWithTotal)
            .from(spec.table)
            .where(w.where)
            .orderBy(...orderBy(q))
            .limit(inline(pageSize))
            .offset(inline(offset))) as Record<string, unknown>[];
          if (!got.length) return [{ n: offset ? await exact() : 0, estimated: false }, []];
          return [{ n: Number(got[0][TOTAL]), estimated: false }, got.map(({ [TOTAL]: _, ...row }) => row)];
        }
        const found = (await db
          .select({ id: spec.tieBreak, n: sql<string | number>`count(*) over ()` })
          .from(spec.table)
          .where(w.where)
          .orderBy(...orderBy(q))
          .limit(inline(pageSize))
          .offset(inline(offset))) as { id: unknown; n: string | number }[];
        // Past the end the window has no row to report the count on.
        if (!found.length) return [{ n: offset ? await exact() : 0, estimated: false }, []];
        return [{ n: Number(found[0].n), estimated: false }, await byIds(found.map((r) => r.id))];
      };
      const read = async (): Promise<[Total, unknown[]]> => {
        if (!spec.estimateTotals || !w.filtered || !keyset || opts.count) return Promise.all([counted(), page()]);
        const [estimated, tableRows] = await Promise.all([estimate(), cachedEstimatedRows(db, getTableName(spec.table))]);
        const plan = bigPagePlan({
          estimate: estimated,
          tableRows,
          keyword: Object.values(made).some(Boolean),
          seek: !!seek,
          offset,
        });
        if (plan === 'plain') return Promise.all([counted(), page()]);
        if (plan === 'count') return counting();
        const probed = await probe();
        if (probed) return [await counted(), probed];
        return seek ? Promise.all([counted(), matchesFirst()]) : counting();
      };
      const [total, list] = await read();
      const out = opts.map ? list.map((r) => opts.map?.(r as never)) : list;
      const fitted = spec.estimateTotals ? fitTotalOf(total, offset, list.length, pageSize) : total;
      return {
        list: out as never,
        total: fitted.n,
        currentPage: pageNum,
        ...(fitted.estimated ? { totalEstimated: true } : {}),
        ...(keyset && list.length ? { prevCursor: cursorAt(q, list[0]), nextCursor: cursorAt(q, list[list.length - 1]) } : {}),
      };
    },
  };
}
