/**
 * The wiring every list page repeated: URL-bound query (filters, page, sort) → list request →
 * the CrudTable's data props. `sortable` names the list's `orderBy` values; the sort lives in
 * the URL like the filters (`orderBy`, `orderDir`) and is sent to the server as is.
 *
 *   const page = useCrudPage<PostRow, typeof schema>(PostApi.url.list, schema, { sortable: ['postName'] });
 *   <CrudTable {...page.table} tableKey="system.post" columns={…} />
 */
import { useCallback, useMemo } from 'react';
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

export function useCrudPage<Row, S extends QuerySchema>(url: string, schema: S, opts: CrudPageOptions = {}): CrudPage<Row, S> {
  const { sortable, toApi, ...urlOpts } = opts;
  const sortKey = sortable?.join(',') ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sortable names are the identity
  const full = useMemo(() => ({ ...schema, ...(sortable ? sortSchema(sortable) : {}) }) as S & SortSchema, [schema, sortKey]);
  const uq = useUrlQuery(full, urlOpts);
  // biome-ignore lint/correctness/useExhaustiveDependencies: toApi is a module-level function
  const apiQuery = useMemo(() => (toApi ? toApi(uq.apiQuery) : uq.apiQuery), [uq.apiQuery]);
  const list = useCrudList<PageResultOf<Row>>(url, apiQuery);
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
    pagination: { total: list.data?.total ?? 0, page: query.pageNum, pageSize: query.pageSize, onChange: setPage },
    sort: sortable ? { names: sortable, orderBy: query.orderBy as string | undefined, orderDir: query.orderDir as CrudSort['orderDir'], onChange: onSort } : undefined,
  };
  return { ...uq, apiQuery, list, table };
}
