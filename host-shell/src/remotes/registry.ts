/**
 * Remote registry client (ARCHITECTURE §3): GET /backend/api/v1/pub/remotes at boot with retry,
 * then `registerRemotes` for the enabled ones. A failure never blocks the shell: remote pages
 * then render the "unavailable" fallback. `applyRegistry(list, {force: true})` re-registers
 * (issue 5 calls it on the socket's `remotesUpdated`). Logged in, the list comes from
 * system/remote/mine, which answers each user's version while a rollout runs (issue 15).
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry, RemoteListResult } from '@shiftdesk/shared/api';
import { api, getToken } from '@shiftdesk/shared/core';
import { refreshExposedPages } from './exposes';
import { isKnownRemote } from './known';

export const REGISTRY_URL = 'api/v1/pub/remotes';

let current: RemoteEntry[] = [];

export function registeredRemotes(): RemoteEntry[] {
  return current;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Calls `fn` up to `tries` times with exponential backoff (base, 2×base, …). */
export async function withRetry<T>(fn: () => Promise<T>, tries = 3, baseMs = 300): Promise<T> {
  let lastError: unknown;
  for (let i = 0; i < tries; i++) {
    try {
      return await fn();
    } catch (e) {
      lastError = e;
      if (i < tries - 1) await sleep(baseMs * 2 ** i);
    }
  }
  throw lastError;
}

/** The enabled, known remotes of a registry answer, as MF remote descriptors. */
export function toMfRemotes(list: RemoteEntry[]): { name: string; entry: string }[] {
  return list.filter((r) => r.enabled && isKnownRemote(r.name)).map((r) => ({ name: r.name, entry: r.entry }));
}

export function applyRegistry(list: RemoteEntry[], options?: { force?: boolean }): void {
  current = list;
  registerRemotes(toMfRemotes(list), options);
  // The menu shows a remote's pages once its manifest says they exist (remotes/exposes.ts).
  void refreshExposedPages(list);
}

/** The registry as this user gets it: a rollout gives some users its version (issue 15). */
export const USER_REGISTRY_URL = 'api/v1/system/remote/mine';

export async function fetchRegistry(baseMs = 300): Promise<RemoteEntry[]> {
  const url = getToken() ? USER_REGISTRY_URL : REGISTRY_URL;
  const data = await withRetry(() => api.get<RemoteListResult>(url, undefined, { silent: true }), 3, baseMs);
  return data.list;
}

/**
 * After login (or a shell opened with a session): re-registers the remotes whose version for
 * this user differs from what was registered at boot (a rollout decides per user). A failure
 * keeps what is registered.
 */
export async function refreshRegistryForUser(): Promise<void> {
  try {
    const list = await fetchRegistry();
    const same =
      list.length === current.length &&
      list.every((r) => current.some((c) => c.name === r.name && c.entry === r.entry && c.enabled === r.enabled));
    if (!same) applyRegistry(list, { force: true });
  } catch {
    /* keep the boot registration */
  }
}

let readyResolve: () => void = () => {};
/** Settles when the boot registration is done (or failed): remote pages wait for it. */
export const remotesReady: Promise<void> = new Promise((r) => {
  readyResolve = r;
});

/** Boot: fetch and register; logs and continues on failure. */
export async function initRemotes(): Promise<RemoteEntry[]> {
  try {
    const list = await fetchRegistry();
    applyRegistry(list);
    return list;
  } catch (error) {
    console.error('[shiftdesk] remote registry unavailable; remote pages will show a fallback', error);
    void refreshExposedPages([]);
    return [];
  } finally {
    readyResolve();
  }
}

/** Test hook: behave as if the boot registration had finished. */
export function markRemotesReady(): void {
  readyResolve();
}

/** Re-registers one remote (force) so a retry after an outage fetches it afresh. */
export function reloadRemote(name: string): void {
  const entry = current.find((r) => r.name === name && r.enabled);
  if (entry) registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
}
