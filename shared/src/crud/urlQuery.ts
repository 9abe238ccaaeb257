/**
 * List filters, page and page size bound to the URL query, so reload, back/forward and shared
 * links keep them. A page declares a schema of typed codecs once (module level):
 *
 *   const schema = { keyWords: q.string(), status: q.oneOf([0, 1]), dateRange: q.dateRange() };
 *   const { query, search, reset, setPage, apiQuery } = useUrlQuery(schema);
 *
 * Values equal to their default are left out of the URL; invalid values read as undefined.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface Codec<T> {
  parse(sp: URLSearchParams, key: string): T | undefined;
  write(sp: URLSearchParams, key: string, value: T): void;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INT = /^-?\d+$/;

function int(raw: string | null, min: number, max: number): number | undefined {
  if (raw == null || !INT.test(raw)) return undefined;
  const n = Number(raw);
  return n >= min && n <= max ? n : undefined;
}

/** Codec factories. */
export const q = {
  /** Trimmed text, cut to `max` characters; empty reads as undefined. */
  string({ max = 64 }: { max?: number } = {}): Codec<string> {
    return {
      parse: (sp, k) => {
        const v = sp.get(k)?.trim();
        return v ? v.slice(0, max) : undefined;
      },
      write: (sp, k, v) => {
        if (v) sp.set(k, v);
      },
    };
  },
  /** An integer within [min, max] (ids: the default 1 … 2^31-1). */
  int({ min = 1, max = 2147483647 }: { min?: number; max?: number } = {}): Codec<number> {
    return {
      parse: (sp, k) => int(sp.get(k), min, max),
      write: (sp, k, v) => sp.set(k, String(v)),
    };
  },
  /** One of a fixed set of values (numbers or strings, e.g. status 0/1). */
  oneOf<T extends string | number>(values: readonly T[]): Codec<T> {
    return {
      parse: (sp, k) => {
        const raw = sp.get(k);
        return values.find((v) => String(v) === raw);
      },
      write: (sp, k, v) => sp.set(k, String(v)),
    };
  },
  /** `[from, to]` as YYYY-MM-DD, written as two repeated keys. */
  dateRange(): Codec<[string, string]> {
    return {
      parse: (sp, k) => {
        const r = sp.getAll(k);
        return r.length === 2 && r.every((d) => DATE.test(d)) && r[0] <= r[1] ? [r[0], r[1]] : undefined;
      },
      write: (sp, k, v) => {
        for (const d of v) sp.append(k, d);
      },
    };
  },
  /** A list of ids, as repeated keys. */
  intList({ max = 100 }: { max?: number } = {}): Codec<number[]> {
    return {
      parse: (sp, k) => {
        const r = sp
          .getAll(k)
          .map((x) => int(x, 1, 2147483647))
          .filter((x): x is number => x !== undefined);
        return r.length ? r.slice(0, max) : undefined;
      },
      write: (sp, k, v) => {
        for (const x of v) sp.append(k, String(x));
      },
    };
  },
};

// biome-ignore lint/suspicious/noExplicitAny: a schema holds codecs of any value type
export type QuerySchema = Record<string, Codec<any>>;
export type QueryValues<S extends QuerySchema> = { [K in keyof S]?: S[K] extends Codec<infer T> ? T : never };
export type UrlQuery<S extends QuerySchema> = QueryValues<S> & { pageNum: number; pageSize: number };

export interface UrlQueryOptions {
  /** Page size when the URL has none (default 20, spec §9). */
  defaultPageSize?: number;
  /** Largest page size accepted from the URL (default 1000). */
  maxPageSize?: number;
  /** Whether the query has paging at all (a tree list has not). Default true. */
  paged?: boolean;
}

export const DEFAULT_PAGE_SIZE = 20;

export function readQuery<S extends QuerySchema>(schema: S, sp: URLSearchParams, opts: UrlQueryOptions = {}): UrlQuery<S> {
  const size = opts.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  const out: Record<string, unknown> = {
    pageNum: int(sp.get('pageNum'), 1, 1_000_000) ?? 1,
    pageSize: int(sp.get('pageSize'), 1, opts.maxPageSize ?? 1000) ?? size,
  };
  for (const [key, codec] of Object.entries(schema)) out[key] = codec.parse(sp, key);
  return out as UrlQuery<S>;
}

export function writeQuery<S extends QuerySchema>(
  schema: S,
  values: Partial<UrlQuery<S>>,
  opts: UrlQueryOptions = {},
): URLSearchParams {
  const sp = new URLSearchParams();
  for (const [key, codec] of Object.entries(schema)) {
    const v = (values as Record<string, unknown>)[key];
    if (v !== undefined && v !== null && v !== '') codec.write(sp, key, v);
  }
  if (opts.paged !== false) {
    if (values.pageNum && values.pageNum > 1) sp.set('pageNum', String(values.pageNum));
    if (values.pageSize && values.pageSize !== (opts.defaultPageSize ?? DEFAULT_PAGE_SIZE)) sp.set('pageSize', String(values.pageSize));
  }
  return sp;
}

/** The API query for URL values: undefined keys dropped, arrays copied; no paging when `paged` is false. */
export function toApiQuery<S extends QuerySchema>(values: UrlQuery<S>, opts: UrlQueryOptions = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null || v === '') continue;
    if (opts.paged === false && (k === 'pageNum' || k === 'pageSize')) continue;
    out[k] = Array.isArray(v) ? [...v] : v;
  }
  return out;
}

export interface UrlQueryApi<S extends QuerySchema> {
  /** The current values (from the URL). */
  query: UrlQuery<S>;
  /** The query for the list call (stable identity while the URL does not change). */
  apiQuery: Record<string, unknown>;
  /** Merges a patch into the URL (push; `replace` to replace the history entry). */
  setQuery(patch: Partial<UrlQuery<S>>, opts?: { replace?: boolean }): void;
  /** New filter values: back to page 1 (filters not in `values` are kept). */
  search(values: QueryValues<S>): void;
  /** Clears the filters except `keep`, back to page 1 (page size kept). */
  reset(keep?: (keyof S)[]): void;
  /** Paging: a size change goes back to page 1. */
  setPage(page: number, pageSize?: number): void;
}

export function useUrlQuery<S extends QuerySchema>(schema: S, opts: UrlQueryOptions = {}): UrlQueryApi<S> {
  const [sp, setSp] = useSearchParams();
  const { defaultPageSize, maxPageSize, paged } = opts;
  const o = useMemo(() => ({ defaultPageSize, maxPageSize, paged }), [defaultPageSize, maxPageSize, paged]);
  const key = sp.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the identity
  const query = useMemo(() => readQuery(schema, sp, o), [schema, key, o]);
  const apiKey = JSON.stringify(toApiQuery(query, o));
  // biome-ignore lint/correctness/useExhaustiveDependencies: stable identity per distinct query
  const apiQuery = useMemo(() => JSON.parse(apiKey) as Record<string, unknown>, [apiKey]);

  const setQuery = useCallback(
    (patch: Partial<UrlQuery<S>>, so?: { replace?: boolean }) =>
      setSp(writeQuery(schema, { ...query, ...patch }, o), { replace: so?.replace }),
    [setSp, schema, query, o],
  );
  const search = useCallback(
    (values: QueryValues<S>) => setQuery({ ...values, pageNum: 1 } as Partial<UrlQuery<S>>),
    [setQuery],
  );
  const reset = useCallback(
    (keep: (keyof S)[] = []) => {
      const next: Record<string, unknown> = { pageNum: 1, pageSize: query.pageSize };
      for (const k of keep) next[k as string] = query[k];
      setSp(writeQuery(schema, next as Partial<UrlQuery<S>>, o));
    },
    [setSp, schema, query, o],
  );
  const setPage = useCallback(
    (page: number, pageSize = query.pageSize) =>
      setQuery({ pageNum: pageSize !== query.pageSize ? 1 : page, pageSize } as Partial<UrlQuery<S>>),
    [setQuery, query.pageSize],
  );
  return { query, apiQuery, setQuery, search, reset, setPage };
}
