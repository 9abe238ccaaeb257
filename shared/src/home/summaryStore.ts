/**
 * The one request of a remote's /home widgets: each remote makes one store of its
 * `GET <remote>/home/summary`, shared by every widget it shows. The first widget to mount starts
 * it, the others read the same answer (each its own section); Retry in any widget asks once more
 * for all of them. When the last widget unmounts the answer is dropped, so the next visit to
 * /home asks again. The shell mounts no widget of a remote whose widgets the user may not see,
 * so such a user costs that remote no request at all.
 */

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { api } from '../http/request';

type State<T> = { status: 'idle' } | { status: 'loading' } | { status: 'failed' } | { status: 'ok'; data: T };

/** The one answer of a remote's summary, shared by its widgets (read with `useSection`). */
export interface SummaryStore<T> {
  subscribe(l: () => void): () => void;
  snapshot(): State<T>;
  /** Asks (again), superseding any request under way. */
  load(): void;
  /** A widget mounted; the first one asks (`key`: its section, asked again when missing). */
  enter(key: keyof T): void;
  /** A widget unmounted; the answer is dropped after the last one. */
  leave(): void;
}

export function summaryStore<T extends object>(url: string): SummaryStore<T> {
  let state: State<T> = { status: 'idle' };
  let users = 0;
  // Answers of a request superseded (a retry, or the page left) are ignored.
  let ask = 0;
  const listeners = new Set<() => void>();
  const set = (s: State<T>) => {
    state = s;
    for (const l of listeners) l();
  };
  const load = () => {
    const mine = ++ask;
    set({ status: 'loading' });
    api.get<T>(url, undefined, { silent: true }).then(
      (data) => mine === ask && set({ status: 'ok', data }),
      () => mine === ask && set({ status: 'failed' }),
    );
  };
  return {
    subscribe(l) {
      listeners.add(l);
      return () => {
        listeners.delete(l);
      };
    },
    snapshot: () => state,
    load,
    enter(key) {
      users++;
      // The first widget asks; a widget shown later (a rule just granted) whose section the
      // answer lacks asks again, once, for everyone.
      const now = state;
      if (now.status === 'idle' || (now.status === 'ok' && now.data[key] === undefined)) load();
    },
    leave() {
      users--;
      // Deferred: React's trial unmount and remount (StrictMode) must not ask twice.
      queueMicrotask(() => {
        if (users === 0) {
          ask++;
          state = { status: 'idle' };
        }
      });
    },
  };
}

/** One widget's section: `null` while loading, `false` when the request failed or the answer lacks it. */
export function useSection<T, K extends keyof T>(
  store: SummaryStore<T>,
  key: K,
): { data: NonNullable<T[K]> | null | false; retry: () => void } {
  const s = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  useEffect(() => {
    store.enter(key);
    return () => store.leave();
  }, [store, key]);
  const retry = useCallback(() => store.load(), [store]);
  if (s.status === 'idle' || s.status === 'loading') return { data: null, retry };
  if (s.status === 'failed') return { data: false, retry };
  return { data: s.data[key] ?? false, retry };
}
