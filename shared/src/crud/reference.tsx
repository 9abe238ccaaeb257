/**
 * Reference fields: ids of another entity (`Reference`, declared next to that entity) shown by
 * name, picked in a searchable select, exported by name.
 *
 * Names are read in batches: every cell of a page asks for its ids during the same commit, and
 * one request per referenced entity answers them all (by `idsParam`, or the whole small list
 * once), the way react-admin groups its per-record reads. Answers are kept for the session
 * (`clearReferenceCache` forgets them; a whole list is read again after a minute, or after a
 * few seconds when it lacks an asked id or a form opens), so paging back and the export do not
 * ask again. Users without the entity's list rule are
 * never sent to it: they see `#id`, and the form field says why it is disabled.
 */
import { Select, type SelectProps, Tag } from 'antd';
import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { PageResultOf } from '../api';
import { REFERENCE_ALL_LIMIT, type Reference } from '../api/entity';
import { useAuth } from '../auth';
import { api } from '../http/request';
import { RemoteSelect } from './RemoteSelect';

// biome-ignore lint/suspicious/noExplicitAny: a field may point at any entity's rows
export type AnyReference = Reference<any>;
type Id = number | string;
type Row = { id: Id };

/** A whole small list is read again when older than this… */
const ALL_TTL_MS = 60_000;
/** …or than this when it lacks an asked id or a form is opened (a row added meanwhile elsewhere). */
const FRESH_MS = 5_000;

interface Entry {
  names: Map<Id, string>;
  /** The whole list (small lists only), for the options. */
  rows: Row[] | null;
  at: number;
  /** Ids asked for and not yet sent (by-ids lists). */
  queue: Set<Id>;
  /** The send of the queued ids, scheduled once per tick. */
  batch: Promise<void> | null;
  /** The request under way (a whole list, or a batch of ids). */
  sending: Promise<void> | null;
  inFlight: Set<Id>;
  loadingAll: boolean;
  version: number;
  listeners: Set<() => void>;
}

const entries = new Map<string, Entry>();
const keyOf = (ref: AnyReference) => ref.entity.url.list;

function entryOf(ref: AnyReference): Entry {
  const k = keyOf(ref);
  let e = entries.get(k);
  if (!e) {
    e = {
      names: new Map(),
      rows: null,
      at: 0,
      queue: new Set(),
      batch: null,
      sending: null,
      inFlight: new Set(),
      loadingAll: false,
      version: 0,
      listeners: new Set(),
    };
    entries.set(k, e);
  }
  return e;
}

function changed(e: Entry) {
  e.version += 1;
  for (const l of [...e.listeners]) l();
}

/** Forget the names and lists read so far (all, or one entity's by its list URL). */
export function clearReferenceCache(listUrl?: string): void {
  for (const [k, e] of entries) {
    if (listUrl && k !== listUrl) continue;
    e.names.clear();
    e.rows = null;
    e.at = 0;
    changed(e);
  }
}

const remember = (ref: AnyReference, e: Entry, rows: Row[]) => {
  for (const r of rows) e.names.set(r.id, ref.label(r));
};

function loadAll(ref: AnyReference, e: Entry, maxAge = ALL_TTL_MS): Promise<void> {
  if (e.loadingAll) return e.sending ?? Promise.resolve();
  if (e.rows && Date.now() - e.at < maxAge) return Promise.resolve();
  e.loadingAll = true;
  e.sending = api
    .get<PageResultOf<Row>>(ref.entity.url.list, { pageSize: REFERENCE_ALL_LIMIT }, { silent: true } as never)
    .then((d) => {
      e.rows = d?.list ?? [];
      e.at = Date.now();
      remember(ref, e, e.rows);
    })
    // A failed read leaves the ids as `#id`; the next ask tries again.
    .catch(() => undefined)
    .finally(() => {
      e.loadingAll = false;
      changed(e);
    });
  return e.sending;
}

function flush(ref: AnyReference, e: Entry): Promise<void> {
  const ids = [...e.queue];
  e.queue.clear();
  if (!ids.length || !ref.idsParam) return Promise.resolve();
  for (const id of ids) e.inFlight.add(id);
  e.sending = api
    .get<PageResultOf<Row>>(ref.entity.url.list, { [ref.idsParam]: ids, pageSize: ids.length }, {
      silent: true,
    } as never)
    .then((d) => remember(ref, e, d?.list ?? []))
    .catch(() => undefined)
    .finally(() => {
      for (const id of ids) e.inFlight.delete(id);
      changed(e);
    });
  return e.sending;
}

/**
 * Makes the names of `ids` known: the asks of one tick (all cells of a page, all rows of an
 * export) go out as one request per entity. Resolves when they are answered.
 */
export function loadReferenceNames(ref: AnyReference, ids: readonly Id[]): Promise<void> {
  const e = entryOf(ref);
  if (!ref.idsParam) return loadAll(ref, e, ids.some((id) => !e.names.has(id)) ? FRESH_MS : ALL_TTL_MS);
  const missing = ids.filter((id) => !e.names.has(id) && !e.inFlight.has(id) && !e.queue.has(id));
  if (!missing.length) return Promise.all([e.batch, e.sending]).then(() => undefined);
  for (const id of missing) e.queue.add(id);
  // The other cells of the same commit add theirs before the microtask sends the batch.
  e.batch ??= Promise.resolve().then(() => {
    e.batch = null;
    return flush(ref, e);
  });
  return e.batch;
}

/** The name of an id once read (undefined until then, or for an unknown id). */
export const referenceName = (ref: AnyReference, id: Id): string | undefined => entries.get(keyOf(ref))?.names.get(id);

/** Re-renders when the entity's names or list change; returns the entry. */
function useEntry(ref: AnyReference): Entry {
  const e = entryOf(ref);
  useSyncExternalStore(
    (l) => {
      e.listeners.add(l);
      return () => e.listeners.delete(l);
    },
    () => e.version,
  );
  return e;
}

const asIds = (v: unknown): Id[] =>
  (Array.isArray(v) ? v : v === null || v === undefined || v === '' ? [] : [v]).filter(
    (x): x is Id => typeof x === 'number' || typeof x === 'string',
  );

/** The names of ids (read in the page's batch when the user may list the entity). */
export function useReferenceNames(ref: AnyReference, value: unknown): { id: Id; name: string }[] {
  const { has } = useAuth();
  const allowed = has(ref.entity.rule.list);
  const e = useEntry(ref);
  const ids = asIds(value);
  const key = ids.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the ids
  useEffect(() => {
    if (allowed && ids.length) void loadReferenceNames(ref, ids);
  }, [allowed, ref, key]);
  return ids.map((id) => ({ id, name: e.names.get(id) ?? `#${id}` }));
}

/** A table cell: the names of the ids (tags for a list), `—` without any. */
export function ReferenceCell({ to, value, many }: { to: AnyReference; value: unknown; many?: boolean }) {
  const names = useReferenceNames(to, value);
  if (!names.length) return <>—</>;
  if (!many) return <>{names[0].name}</>;
  return (
    <>
      {names.map((n) => (
        <Tag key={n.id}>{n.name}</Tag>
      ))}
    </>
  );
}

export interface ReferenceSelectProps extends Omit<SelectProps, 'options' | 'mode' | 'showSearch' | 'loading'> {
  to: AnyReference;
  many?: boolean;
  /** Offer the rows that are not pickable too: a filter looks for records of a retired one. */
  all?: boolean;
  /** Told whether there is nothing to pick at all (no pickable row, before any search). */
  onEmpty?: (empty: boolean) => void;
}

/**
 * The select of a reference: pickable rows by name, searched locally (small lists) or on the
 * server (by-ids lists); picked ids keep their names even when no longer offered (an inactive
 * type a position already requires). Disabled, and nothing is read, without the list rule.
 */
export function ReferenceSelect({ to, many, all, onEmpty, ...props }: ReferenceSelectProps) {
  const { has } = useAuth();
  const allowed = has(to.entity.rule.list);
  const e = useEntry(to);
  const small = !to.idsParam;
  const pickable = all ? undefined : to.pickable;
  useEffect(() => {
    if (allowed && small) void loadAll(to, e, FRESH_MS);
  }, [allowed, small, to, e]);
  useReferenceNames(to, props.value);
  const [remoteEmpty, setRemoteEmpty] = useState(false);
  const options = useMemo(
    () =>
      small
        ? (e.rows ?? []).filter((r) => !pickable || pickable(r)).map((r) => ({ value: r.id, label: to.label(r) }))
        : [],
    [small, to, pickable, e.rows],
  );
  const empty = !allowed ? false : small ? e.rows !== null && !e.loadingAll && options.length === 0 : remoteEmpty;
  useEffect(() => onEmpty?.(empty), [empty, onEmpty]);
  const labelRender: SelectProps['labelRender'] = (item) =>
    item.label !== undefined && item.label !== null ? item.label : (e.names.get(item.value as Id) ?? `#${item.value}`);
  const common = {
    ...props,
    mode: many ? ('multiple' as const) : undefined,
    labelRender,
    disabled: props.disabled || !allowed,
  };
  if (small || !allowed) {
    return (
      <Select
        allowClear
        {...common}
        loading={allowed && e.rows === null && e.loadingAll}
        options={options}
        showSearch={{ optionFilterProp: 'label' }}
      />
    );
  }
  return (
    <RemoteSelect<Row>
      {...common}
      url={to.entity.url.list}
      query={to.query as Record<string, unknown> | undefined}
      keywordParam={to.keywordParam ?? 'name'}
      // As the small lists: rows that may not be picked are not offered (picked ones keep their name).
      toOption={(r) => (!pickable || pickable(r) ? { value: r.id, label: to.label(r) } : null)}
      onLoaded={(rows, keyword) => !keyword && setRemoteEmpty(!rows.some((r) => !pickable || pickable(r)))}
    />
  );
}

/** What a reference form field says under its select: why nothing can be picked. */
export function useReferenceHint(to: AnyReference, texts: { denied?: ReactNode; none?: ReactNode }) {
  const { has } = useAuth();
  const [empty, setEmpty] = useState(false);
  const hint = !has(to.entity.rule.list) ? texts.denied : empty ? texts.none : undefined;
  return { hint, onEmpty: setEmpty };
}
