/**
 * The product's axios client (spec §7 "General") and its error catalogue (spec §8).
 *
 * - baseURL `/backend/`, timeout 50000 ms, JSON, bearer token from the `token` cookie;
 * - query arrays with brackets (`a[]=1&a[]=2`), nested keys with dots (`a.b=1`);
 * - resolved value: the envelope `{code, message, data}` (code 0);
 * - rejected value: an `ApiError`, after the catalogue's user feedback.
 */
import axios, { type AxiosError, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { EnvelopeOf, PageResultOf } from '../api';
import { getLang } from '../i18n';
import { getToken } from '../session';
import { API_BASE, ApiError, ERROR_TEXT, envelopeError, isEnvelope, REQUEST_TIMEOUT } from './errors';
import { getUiFeedback } from './feedback';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not show the catalogue's error toast (the call still rejects; 401 still runs its flow). */
    silent?: boolean;
  }
}

export {
  ADMIN_ROOT,
  API_BASE,
  ApiError,
  ERROR_TEXT,
  navigation,
  REQUEST_TIMEOUT,
  resetSessionAlert,
  sessionExpired,
} from './errors';

function transportError(error: AxiosError): ApiError {
  const body = error.response?.data;
  if (isEnvelope(body)) return envelopeError(body, error.config, error.response?.status);
  let text: string;
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' || /timeout/i.test(error.message)) {
    text = ERROR_TEXT.timeout;
  } else if (error.code === 'ERR_NETWORK' || error.message === 'Network Error') {
    text = ERROR_TEXT.network;
  } else if (
    error.response &&
    error.response.data !== undefined &&
    error.response.data !== null &&
    error.response.data !== ''
  ) {
    text = error.response.statusText || ERROR_TEXT.notFound;
  } else {
    text = ERROR_TEXT.notFound;
  }
  if (!error.config?.silent) getUiFeedback().message.error(text);
  return new ApiError(text, -1, error.response?.status, body);
}

export function createRequest(config: AxiosRequestConfig = {}): AxiosInstance {
  const instance = axios.create({
    baseURL: API_BASE,
    timeout: REQUEST_TIMEOUT,
    headers: { 'Content-Type': 'application/json' },
    paramsSerializer: { indexes: false, dots: true },
    ...config,
  });
  instance.interceptors.request.use((req) => {
    const token = getToken();
    if (token) req.headers.set('Authorization', `Bearer ${token}`);
    // Server messages (validation, conflicts) come back in the interface language.
    if (!req.headers.has('Accept-Language')) req.headers.set('Accept-Language', getLang());
    return req;
  });
  instance.interceptors.response.use(
    (response: AxiosResponse) => {
      const body = response.data;
      if (!isEnvelope(body)) return body;
      if (body.code !== 0) return Promise.reject(envelopeError(body, response.config, response.status));
      return body as never;
    },
    (error: AxiosError) => {
      if (axios.isCancel(error)) return Promise.reject(error);
      return Promise.reject(transportError(error));
    },
  );
  return instance;
}

/**
 * The shared client. Its calls resolve to the envelope: `request.get<any, EnvelopeOf<T>>(url)`.
 * Prefer the typed `api` helpers, which resolve to `data`.
 */
export const request: AxiosInstance = createRequest();

type Params = Record<string, unknown> | undefined;

export const api = {
  get<T>(url: string, params?: Params, config?: AxiosRequestConfig): Promise<T> {
    return request.get<unknown, EnvelopeOf<T>>(url, { ...config, params }).then((r) => r.data);
  },
  post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return request.post<unknown, EnvelopeOf<T>>(url, body, config).then((r) => r.data);
  },
  put<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return request.put<unknown, EnvelopeOf<T>>(url, body, config).then((r) => r.data);
  },
  /** DELETE with body `{ids: [...]}` (ARCHITECTURE §5), or the key of a record not addressed by id (a remote version). */
  del<T>(url: string, body: { ids: number[] } | Record<string, string | number>, config?: AxiosRequestConfig): Promise<T> {
    return request.delete<unknown, EnvelopeOf<T>>(url, { ...config, data: body }).then((r) => r.data);
  },
};

/** Page size the list helper asks for (spec §7: "the list helper defaults to page size 10000"). */
export const FETCH_ALL_PAGE_SIZE = 10000;

/** A whole list in one call: `{list, total, currentPage}` with pageNum 1, pageSize 10000. */
export function fetchAll<T>(url: string, params?: Params, config?: AxiosRequestConfig): Promise<PageResultOf<T>> {
  return api.get<PageResultOf<T>>(url, { ...params, pageNum: 1, pageSize: FETCH_ALL_PAGE_SIZE }, config);
}
