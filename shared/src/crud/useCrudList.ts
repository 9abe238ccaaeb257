/**
 * Fetches a list (paged `{list,total,currentPage}` or any other data) for a query; one request
 * per distinct query, and an answer that arrives after a newer request started is dropped.
 */
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import type { PageResultOf } from '../api';
import { api } from '../http/request';

export interface CrudList<T> {
  data: T | null;
  loading: boolean;
  /** The last request failed (the client has already shown the message). */
  error: boolean;
  /** Runs the request again with the same query. */
  reload: () => void;
  /** Local edits (optimistic updates) of the data. */
  setData: Dispatch<SetStateAction<T | null>>;
}

export function useCrudList<T = PageResultOf<unknown>>(
  url: string | null,
  query?: Record<string, unknown>,
): CrudList<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(!!url);
  const [error, setError] = useState(false);
  const [tick, setTick] = useState(0);
  const seq = useRef(0);
  const key = JSON.stringify(query ?? {});

  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` re-runs the request on reload
  useEffect(() => {
    if (!url) return;
    const mine = ++seq.current;
    setLoading(true);
    setError(false);
    api
      .get<T>(url, JSON.parse(key))
      .then((d) => {
        if (mine === seq.current) setData(d);
      })
      .catch(() => {
        if (mine === seq.current) setError(true);
      })
      .finally(() => {
        if (mine === seq.current) setLoading(false);
      });
  }, [url, key, tick]);

  // A request still running when the component goes away must not update it.
  useEffect(
    () => () => {
      seq.current += 1;
    },
    [],
  );

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data, loading, error, reload, setData };
}
