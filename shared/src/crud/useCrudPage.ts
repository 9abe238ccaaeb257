/**
 * The wiring every list page repeated: URL-bound query (filters, page, sort) → list request →
 * the CrudTable's data props. `sortable` names the list's `orderBy` values; the sort lives in
 * the URL like the filters (`orderBy`, `orderDir`) and is sent to the server as is.
 *
 *   const page = useCrudPage<PostRow, typeof schema>(PostApi.url.list, schema, { sortable: ['postName'] });
 *   <CrudTable {...page.table} tableKey="system.post" columns={…} />
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { PageResultOf } from '../api';
import type { CrudPaging, CrudSort } from './CrudTable';
import { type CrudList, useCrudList } from './useCrudList';
import { type Codec, q, type QuerySchema, type UrlQueryApi, type UrlQueryOptions, useUrlQuery } from './urlQuery';

type SortSchema = { orderBy: Codec<string>; orderDir: Codec<'asc' | 'desc'> };
const DIRS = ['asc', 'desc'] as const;

/** URL codecs of a list's sort: `orderBy` limited to the sortable names, `orderDir` asc/desc. */
export function sortSchema(sortable: readonly string[]): SortSchema {
  return { orderBy: q.oneOf(sortable), orderDir: q.oneOf(DIRS) };
}

export interface CrudPageOptions extends UrlQueryOptions {
  /** The list's `orderBy` values the table may sort by (the server's whitelist or a part of it). */
  sortable?: readonly string[];
  /** The request's query from the URL's (e.g. a `dateRange` pair → the API's `xFrom`/`xTo`); keep it stable. */
  toApi?: (apiQuery: Record<string, unknown>) => Record<string, unknown>;
}

export interface CrudPage<Row, S extends QuerySchema> extends UrlQueryApi<S & SortSchema> {
  list: CrudList<PageResultOf<Row>>;
  /** Spread into CrudTable: rows, loading, error, onReload, filtered, pagination, sort. */
  table: {
    rows: readonly Row[];
    loading: boolean;
    error: boolean;
    onReload: () => void;
    filtered: boolean;
    pagination: CrudPaging;
    sort?: CrudSort;
  };
}

const NOT_FILTERS = new Set(['pageNum', 'pageSize', 'orderBy', 'orderDir']);

type Seek = { after: string } | { before: string };
/** Pages remembered per list (a long paging session must not grow without bound). */
const MAX_CURSORS = 500;

/**
 * Keyset paging (server: core/list-query.ts). Each page answer names its first and last row
 * (`prevCursor`, `nextCursor`); the page next to it is then asked with `after`/`before` that row,
 * which the server answers by seeking on its index instead of skipping (pageNum − 1) × pageSize
 * rows. Cursors are kept per list query (filters, sort, size) and page number, so the page
 * number in the URL and the pager stay what they are; a page reached any other way (typed in,
 * a link, the last page) is asked by offset and its answer brings the cursors of its neighbours.
 */
function useSeekCursors(apiQuery: Record<string, unknown>) {
  const memo = useRef(new Map<string, Seek>());
  const { pageNum, ...rest } = apiQuery;
  const scope = JSON.stringify(rest);
  const page = Number(pageNum ?? 1);
  const seek = memo.current.get(`${scope}#${page}`);
  const query = useMemo(() => (seek ? { ...apiQuery, ...seek } : apiQuery), [apiQuery, seek]);
  const remember = useCallback(
    (data: PageResultOf<unknown> | null) => {
      if (!data || typeof data.currentPage !== 'number') return;
      const m = memo.current;
      if (m.size > MAX_CURSORS) m.clear();
      if (data.nextCursor) m.set(`${scope}#${data.currentPage + 1}`, { after: data.nextCursor });
      if (data.prevCursor && data.currentPage > 1) m.set(`${scope}#${data.currentPage - 1}`, { before: data.prevCursor });
    },
    [scope],
  );
  return { query, remember };
}

export function useCrudPage<Row, S extends QuerySchema>(url: string, schema: S, opts: CrudPageOptions = {}): CrudPage<Row, S> {
  const { sortable, toApi, ...urlOpts } = opts;
  const sortKey = sortable?.join(',') ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sortable names are the identity
  const full = useMemo(() => ({ ...schema, ...(sortable ? sortSchema(sortable) : {}) }) as S & SortSchema, [schema, sortKey]);
  const uq = useUrlQuery(full, urlOpts);
  // biome-ignore lint/correctness/useExhaustiveDependencies: toApi is a module-level function
  const apiQuery = useMemo(() => (toApi ? toApi(uq.apiQuery) : uq.apiQuery), [uq.apiQuery]);
  const cursors = useSeekCursors(apiQuery);
  const list = useCrudList<PageResultOf<Row>>(url, cursors.query);
  const { remember } = cursors;
  // biome-ignore lint/correctness/useExhaustiveDependencies: recorded once per answer
  useEffect(() => remember(list.data as PageResultOf<unknown> | null), [list.data]);
  const { query, setQuery, setPage } = uq;
  const onSort = useCallback(
    (orderBy: string | undefined, orderDir: 'asc' | 'desc' | undefined) =>
      setQuery({ orderBy, orderDir, pageNum: 1 } as Parameters<typeof setQuery>[0]),
    [setQuery],
  );
  const filtered = Object.entries(query).some(([k, v]) => !NOT_FILTERS.has(k) && v !== undefined && v !== '');
  const table: CrudPage<Row, S>['table'] = {
    rows: list.data?.list ?? [],
    loading: list.loading,
    error: list.error,
    onReload: list.reload,
    filtered,
    pagination: {
      total: list.data?.total ?? 0,
      estimated: !!list.data?.totalEstimated,
      page: query.pageNum,
      pageSize: query.pageSize,
      onChange: setPage,
    },
    sort: sortable ? { names: sortable, orderBy: query.orderBy as string | undefined, orderDir: query.orderDir as CrudSort['orderDir'], onChange: onSort } : undefined,
  };
  return { ...uq, apiQuery, list, table };
}
