/**
 * System parameters (sys_config), read through an in-memory cache: `getConfigValue(db, key)`
 * is what the rest of the server uses (brand name, login lock, upload limits…).
 *
 * The cache holds the whole table (it is small) per database handle and is dropped by
 * `invalidateConfigCache(db)`, which the parameter routes call after every add/edit/delete, so
 * an edited value is seen at once by this instance.
 *
 * Several instances on one PostgreSQL: each has its own cache. `onConfigChanged` tells the
 * realtime bus (realtime/plugin.ts) that THIS instance changed something; the bus NOTIFYs the
 * others, which call `invalidateConfigCache(db, {notify:false})`. CONFIG_CACHE_TTL_MS bounds
 * staleness should a notification be lost.
 */
import type { Db } from '../../db/client';
import { sysConfig } from '../../db/schema';

export const CONFIG_CACHE_TTL_MS = 60_000;

interface Entry {
  at: number;
  values: Promise<Map<string, string>>;
}
const caches = new WeakMap<Db, Entry>();
const listeners = new Set<(db: Db) => void>();

function load(db: Db): Promise<Map<string, string>> {
  const hit = caches.get(db);
  if (hit && Date.now() - hit.at < CONFIG_CACHE_TTL_MS) return hit.values;
  const values = db
    .select({ k: sysConfig.configKey, v: sysConfig.configValue })
    .from(sysConfig)
    .then((rows) => new Map(rows.map((r) => [r.k, r.v])));
  const entry = { at: Date.now(), values };
  caches.set(db, entry);
  // A failed load must not stay cached.
  values.catch(() => {
    if (caches.get(db) === entry) caches.delete(db);
  });
  return values;
}

/** The value of a parameter, or undefined when it does not exist (cached). */
export async function getConfigValue(db: Db, key: string): Promise<string | undefined> {
  return (await load(db)).get(key);
}

/**
 * Drops the cache. `notify` (default true) tells the `onConfigChanged` listeners, i.e. this
 * instance made the change; the cross-instance listener calls it with `notify: false`.
 */
export function invalidateConfigCache(db: Db, opts: { notify?: boolean } = {}): void {
  caches.delete(db);
  if (opts.notify ?? true) for (const l of listeners) l(db);
}

/** Subscribe to local parameter changes (for cross-instance invalidation). Returns unsubscribe. */
export function onConfigChanged(listener: (db: Db) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Kept for existing callers: same as getConfigValue. */
export async function getParam(db: Db, key: string): Promise<string | undefined> {
  return getConfigValue(db, key);
}

export async function getIntParam(db: Db, key: string, fallback: number): Promise<number> {
  const n = Number.parseInt((await getParam(db, key)) ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** The brand (sys.brand.name), 'Shiftdesk' when unset. */
export async function getBrandName(db: Db): Promise<string> {
  return (await getConfigValue(db, 'sys.brand.name')) || 'Shiftdesk';
}
