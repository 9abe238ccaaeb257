/**
 * A fake HTTP layer for component tests: it replaces the adapter of the shared axios client,
 * so the real `request`/`api` code (interceptors, envelope unwrapping, error handling) runs.
 *
 * Routes are keyed by 'METHOD url' or just 'url' (without the leading slash); a route gets the
 * call and returns `data`, or `fail(status, message, data)` for an error envelope.
 */
import { request } from '@shiftdesk/shared';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';

export interface Call {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: any;
}

class Failure {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly data: unknown,
  ) {}
}

/** An error answer: `{code: status, message, data}` with that HTTP status. */
export const fail = (status: number, message: string, data: unknown = null) => new Failure(status, message, data);

/** A 400 with field errors, as the server sends them. */
export const invalid = (errors: Record<string, string>) =>
  fail(400, 'Validation failed', { errors: Object.entries(errors).map(([f, message]) => ({ field: `body.${f}`, message })) });

type Route = (params: Record<string, unknown>, call: Call) => unknown;

export function fakeApi(routes: Record<string, Route>) {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = (config.url ?? '').replace(/^\//, '');
    const params = { ...(config.params as Record<string, unknown>) };
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const call = { method, url, params, body };
    calls.push(call);
    const route = routes[`${method} ${url}`] ?? (Object.hasOwn(routes, url) ? routes[url] : undefined);
    if (!route) return { data: { code: 404, message: `no fake for ${method} ${url}`, data: null }, status: 404, statusText: 'Not Found', headers: {}, config };
    const out = await route(params, call);
    if (out instanceof Failure) {
      return { data: { code: out.status, message: out.message, data: out.data }, status: out.status, statusText: 'Error', headers: {}, config };
    }
    return { data: { code: 0, message: 'ok', data: out ?? null }, status: 200, statusText: 'OK', headers: {}, config };
  };
  const previous = request.defaults.adapter;
  request.defaults.adapter = adapter;
  return {
    calls,
    /** Calls to one URL (without the leading slash), oldest first; optionally one method. */
    callsTo: (url: string, method?: string) => calls.filter((c) => c.url === url && (!method || c.method === method)),
    restore: () => {
      request.defaults.adapter = previous;
    },
  };
}

/** Dictionaries the pages use, as getDictData answers them (English). */
export const DICTS: Record<string, [string, string][]> = {
  sys_normal_disable: [['1', 'Enabled'], ['0', 'Disabled']],
  sys_user_sex: [['0', 'Unknown'], ['1', 'Male'], ['2', 'Female']],
  sys_user_type: [['1', 'Staff'], ['2', 'Client contact']],
  sys_data_scope: [['1', 'All data'], ['2', 'Custom departments'], ['3', 'Own department'], ['4', 'Department and below'], ['5', 'Self only']],
};

export const dictRoute = (p: Record<string, unknown>) => ({
  info: null,
  values: (DICTS[String(p.dictType)] ?? []).map(([key, value], i) => ({ key, value, isDefault: i === 0 })),
});
