/**
 * A paged list inside a manage-page tab: `useCrudPage` without the URL. The page's `?tab=` is
 * the only URL state a tab may own, so its filters, page and sort live in the tab; the filters,
 * paging and sort still go to the server, and `table` spreads into the kit's CrudTable.
 */
import { type CrudSort, type CrudTableProps, useCrudList } from '@shiftdesk/shared';
import type { PageResultOf } from '@shiftdesk/shared/api';
import { useCallback, useMemo, useState } from 'react';

export interface TabListOptions<F> {
  /** The tab's own fixed filters (the worker), sent with every request. */
  base: Record<string, unknown>;
  /** The search form's values → the request's query (a day pair → `dateFrom` / `dateTo`). */
  toApi?: (filters: F) => Record<string, unknown>;
  /** The `orderBy` names the table may sort by. */
  sortable?: readonly string[];
  pageSize?: number;
}

export interface TabList<Row, F> {
  filters: F;
  search: (filters: F) => void;
  reset: () => void;
  /** The request's query without the page: what an export of the same filter sends. */
  apiQuery: Record<string, unknown>;
  table: Pick<CrudTableProps<Row>, 'rows' | 'loading' | 'error' | 'onReload' | 'filtered' | 'pagination' | 'sort'>;
}

type Sort = { orderBy?: string; orderDir?: 'asc' | 'desc' };

/** `url` null: nothing is asked (the user may not read the list). */
export function useTabList<Row, F extends Record<string, unknown>>(
  url: string | null,
  o: TabListOptions<F>,
): TabList<Row, F> {
  const [filters, setFilters] = useState<F>({} as F);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: o.pageSize ?? 20 });
  const [sort, setSort] = useState<Sort>({});
  const baseKey = JSON.stringify(o.base);
  // Other fixed filters (another view of the tab): back to the first page.
  const [seenBase, setSeenBase] = useState(baseKey);
  if (seenBase !== baseKey) {
    setSeenBase(baseKey);
    setPaging((p) => ({ ...p, pageNum: 1 }));
  }
  const { toApi } = o;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `baseKey` stands for the base filters; toApi is module level
  const apiQuery = useMemo(() => {
    const out: Record<string, unknown> = { ...(toApi ? toApi(filters) : filters), ...o.base, ...sort };
    for (const k of Object.keys(out)) if (out[k] === undefined || out[k] === '') delete out[k];
    return out;
  }, [filters, baseKey, sort]);
  const query = useMemo(() => ({ ...apiQuery, ...paging }), [apiQuery, paging]);
  const list = useCrudList<PageResultOf<Row>>(url, query);
  const search = useCallback((f: F) => {
    setFilters(f);
    setPaging((p) => ({ ...p, pageNum: 1 }));
  }, []);
  const reset = useCallback(() => search({} as F), [search]);
  const onSort: CrudSort['onChange'] = useCallback((orderBy, orderDir) => {
    setSort(orderBy ? { orderBy, orderDir } : {});
    setPaging((p) => ({ ...p, pageNum: 1 }));
  }, []);
  return {
    filters,
    search,
    reset,
    apiQuery,
    table: {
      rows: list.data?.list ?? [],
      loading: list.loading,
      error: list.error,
      onReload: list.reload,
      filtered: Object.values(filters).some((v) => v !== undefined && v !== ''),
      pagination: {
        total: list.data?.total ?? 0,
        estimated: !!list.data?.totalEstimated,
        page: paging.pageNum,
        pageSize: paging.pageSize,
        onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
      },
      sort: o.sortable ? { names: o.sortable, ...sort, onChange: onSort } : undefined,
    },
  };
}
