/** Tiny request helpers for API tests. */
import type { DomainEvents } from '../../src/core/base/events';
import type { InjectResponse, TestApp } from '../helpers';
import { API } from '../helpers';

export function api(t: TestApp, token: string | undefined, lang?: string) {
  const go = (method: string, path: string, payload?: unknown): Promise<InjectResponse> =>
    t.app.inject({
      method: method as 'GET',
      url: `${API}${path}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(lang ? { 'accept-language': lang } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    get: (path: string) => go('GET', path),
    post: (path: string, body: unknown) => go('POST', path, body),
    put: (path: string, body: unknown) => go('PUT', path, body),
    del: (path: string, body: unknown) => go('DELETE', path, body),
  };
}

/** Records domain events of one kind while `fn` runs. */
export async function recordEvents<K extends keyof DomainEvents>(t: TestApp, name: K, fn: () => Promise<unknown>) {
  const seen: DomainEvents[K][] = [];
  const off = t.app.ctx.events.on(name, (p) => seen.push(p));
  try {
    await fn();
  } finally {
    off();
  }
  return seen;
}
