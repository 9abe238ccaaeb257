/**
 * A fetch-based twin of the `api` helpers of `./request` for the login island (about 20 KB gzip
 * of axios less on the login page). Same contract: baseURL `/backend/`, 50 s timeout, JSON,
 * bearer token and Accept-Language, query arrays with brackets and nested keys with dots;
 * resolves to the envelope's `data`, rejects with an `ApiError` after the catalogue's feedback.
 */
import type { EnvelopeOf } from '../api';
import { getLang } from '../i18n';
import { getToken } from '../session';
import { API_BASE, ApiError, type CallOptions, ERROR_TEXT, envelopeError, isEnvelope, REQUEST_TIMEOUT } from './errors';
import { getUiFeedback } from './feedback';

type Params = Record<string, unknown> | undefined;

/** `a[]=1&a[]=2` for arrays, `a.b=1` for nested objects (as the axios client serialises). */
export function serializeParams(params: Params): string {
  const out = new URLSearchParams();
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) for (const v of value) add(`${key}[]`, v);
    else if (value instanceof Date) out.append(key, value.toISOString());
    else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) add(`${key}.${k}`, v);
    else out.append(key, String(value));
  };
  for (const [k, v] of Object.entries(params ?? {})) add(k, v);
  return out.toString();
}

async function call<T>(method: string, url: string, params: Params, body: unknown, options?: CallOptions): Promise<T> {
  const query = serializeParams(params);
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Accept-Language': getLang() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), REQUEST_TIMEOUT);
  let response: Response;
  let data: unknown;
  try {
    response = await fetch(`${API_BASE}${url.replace(/^\//, '')}${query ? `?${query}` : ''}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: abort.signal,
    });
    const text = await response.text();
    try {
      data = text ? JSON.parse(text) : text;
    } catch {
      data = text;
    }
  } catch (e) {
    const text = abort.signal.aborted ? ERROR_TEXT.timeout : ERROR_TEXT.network;
    if (!options?.silent) getUiFeedback().message.error(text);
    throw new ApiError(text, -1, undefined, e);
  } finally {
    clearTimeout(timer);
  }
  if (isEnvelope(data)) {
    if (response.ok && data.code === 0) return (data as EnvelopeOf<T>).data;
    throw envelopeError(data, options, response.status);
  }
  if (response.ok) return undefined as T;
  const text = data !== undefined && data !== null && data !== '' ? response.statusText || ERROR_TEXT.notFound : ERROR_TEXT.notFound;
  if (!options?.silent) getUiFeedback().message.error(text);
  throw new ApiError(text, -1, response.status, data);
}

export const api = {
  get<T>(url: string, params?: Params, options?: CallOptions): Promise<T> {
    return call<T>('GET', url, params, undefined, options);
  },
  post<T>(url: string, body?: unknown, options?: CallOptions): Promise<T> {
    return call<T>('POST', url, undefined, body, options);
  },
  put<T>(url: string, body?: unknown, options?: CallOptions): Promise<T> {
    return call<T>('PUT', url, undefined, body, options);
  },
  /** DELETE with body `{ids: [...]}` (ARCHITECTURE §5). */
  del<T>(url: string, body: { ids: number[] }, options?: CallOptions): Promise<T> {
    return call<T>('DELETE', url, undefined, body, options);
  },
};
