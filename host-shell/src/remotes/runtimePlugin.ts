/**
 * Module Federation runtime plugin (ARCHITECTURE §3 failure handling, layers 1 and 2):
 * - `fetch`: manifest/entry fetches are retried (3 attempts, backoff), each attempt cut off after
 *   FETCH_ATTEMPT_TIMEOUT_MS: a remote server that accepts the connection and never answers
 *   must end in the fallback, not in a spinner for ever;
 * - `errorLoadRemote`: a remote that cannot load resolves to a fallback module whose default
 *   export is the "remote unavailable" view (with a retry button), never a blank page; a remote
 *   that loaded but does not expose the page resolves to the "page not in the module" view.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createElement } from 'react';
import { reportRemoteError } from './errorReport';
import { loadHostShares } from './hostShares';
import { isMissingExpose, PageNotInModule } from './PageNotInModule';
import { RemoteUnavailable } from './RemoteUnavailable';

export const FETCH_ATTEMPTS = 3;
/** A manifest is a few KB: an attempt that takes longer is a hung server, not a slow one. */
export const FETCH_ATTEMPT_TIMEOUT_MS = 5_000;

export async function fetchWithRetry(
  url: RequestInfo | URL,
  init?: RequestInit,
  attempts = FETCH_ATTEMPTS,
  baseMs = 250,
  fetchImpl: typeof fetch = (...a) => fetch(...a),
  attemptTimeoutMs = FETCH_ATTEMPT_TIMEOUT_MS,
): Promise<Response> {
  let lastError: unknown;
  for (let i = 0; i < attempts; i++) {
    // Own controller (not AbortSignal.any/timeout: older Safari lacks `any`), fed by the
    // deadline and by the caller's signal.
    const ctl = new AbortController();
    const timer = setTimeout(
      () => ctl.abort(new DOMException(`${String(url)}: no answer in ${attemptTimeoutMs} ms`, 'TimeoutError')),
      attemptTimeoutMs,
    );
    const callerAbort = () => ctl.abort(init?.signal?.reason);
    if (init?.signal?.aborted) callerAbort();
    init?.signal?.addEventListener('abort', callerAbort, { once: true });
    try {
      const res = await fetchImpl(url, { ...init, signal: ctl.signal });
      if (res.ok || (res.status >= 400 && res.status < 500)) return res;
      lastError = new Error(`HTTP ${res.status} for ${String(url)}`);
    } catch (e) {
      lastError = e;
      if (init?.signal?.aborted) throw e; // the caller gave up: no more attempts
    } finally {
      clearTimeout(timer);
      init?.signal?.removeEventListener('abort', callerAbort);
    }
    if (i < attempts - 1) await new Promise((r) => setTimeout(r, baseMs * 2 ** i));
  }
  throw lastError;
}

export function fallbackModule(remoteName?: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: one fallback component per failed remote, created once by the MF runtime
  const Fallback = () => createElement(RemoteUnavailable, { name: remoteName });
  return { __esModule: true, default: Fallback, __shiftdeskFallback: true };
}

/** The module of a page its (loaded) remote does not expose: says so, without a retry. */
export function missingPageModule(remote: string, page: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: one view per missing page, created once by the MF runtime
  const Missing = () => createElement(PageNotInModule, { remote, page });
  return { __esModule: true, default: Missing, __shiftdeskFallback: true };
}

export function shiftdeskRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shiftdesk-resilience',
    fetch(url: string, init: RequestInit) {
      return fetchWithRetry(url, init);
    },
    // Every remote module is asked for through here: the host's shared copies load first.
    async beforeRequest(args) {
      await loadHostShares();
      return args;
    },
    errorLoadRemote(args) {
      const { id, error, lifecycle } = args as { id: string; error: unknown; lifecycle: string };
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[shiftdesk] remote module "${id}" failed to load`, error);
      const remote = String(id).split('/')[0];
      // The container loaded and answered that it has no such module: not an outage.
      if (isMissingExpose(error)) return missingPageModule(remote, `./${String(id).slice(remote.length + 1)}`);
      reportRemoteError(remote, error);
      return fallbackModule(remote);
    },
  } as ModuleFederationRuntimePlugin;
}
