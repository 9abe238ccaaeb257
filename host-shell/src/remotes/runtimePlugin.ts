/**
 * Module Federation runtime plugin (ARCHITECTURE §3 failure handling, layers 1 and 2):
 * - `fetch`: manifest/entry fetches are retried (3 attempts, backoff);
 * - `errorLoadRemote`: a remote that cannot load resolves to a fallback module whose default
 *   export is the "remote unavailable" view (with a retry button), never a blank page.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createElement } from 'react';
import { RemoteUnavailable } from './RemoteUnavailable';

export const FETCH_ATTEMPTS = 3;

export async function fetchWithRetry(
  url: RequestInfo | URL,
  init?: RequestInit,
  attempts = FETCH_ATTEMPTS,
  baseMs = 250,
  fetchImpl: typeof fetch = (...a) => fetch(...a),
): Promise<Response> {
  let lastError: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      const res = await fetchImpl(url, init);
      if (res.ok || (res.status >= 400 && res.status < 500)) return res;
      lastError = new Error(`HTTP ${res.status} for ${String(url)}`);
    } catch (e) {
      lastError = e;
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

export function shiftdeskRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shiftdesk-resilience',
    fetch(url: string, init: RequestInit) {
      return fetchWithRetry(url, init);
    },
    errorLoadRemote(args) {
      const { id, error, lifecycle } = args as { id: string; error: unknown; lifecycle: string };
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[shiftdesk] remote module "${id}" failed to load`, error);
      return fallbackModule(String(id).split('/')[0]);
    },
  } as ModuleFederationRuntimePlugin;
}
