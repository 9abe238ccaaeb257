/**
 * The axios-free half of the HTTP client: the error catalogue (spec §8), `ApiError`, the envelope
 * check and the 401 flow. Shared by the axios client (`./request`) and the fetch client of the
 * login island (`./fetch`), so both behave the same and the login page needs no axios.
 */
import type { EnvelopeOf } from '../api';
import { clearSession } from '../session';
import { getUiFeedback } from './feedback';

/** Per-call options both clients understand. */
export interface CallOptions {
  /** Do not show the catalogue's error toast (the call still rejects; 401 still runs its flow). */
  silent?: boolean;
}

export const API_BASE = '/backend/';
export const REQUEST_TIMEOUT = 50000;

/** The texts of the error catalogue (spec §8), exactly as specified. */
export const ERROR_TEXT = {
  sessionExpiredTitle: 'Prompt',
  sessionExpired: 'Your session has expired. Please log in again.',
  sessionExpiredOk: 'Confirm',
  timeout: 'Network Timeout ',
  network: 'Network Connection Error',
  notFound: 'API Endpoint Not Found',
} as const;

/** Where the 401 flow sends the browser (the admin root). */
export const ADMIN_ROOT = '/admin/';

/** Indirection so tests (and the host) can observe the hard navigation of the 401 flow. */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export class ApiError extends Error {
  /** Envelope code (HTTP-like), or -1 for transport errors. */
  readonly code: number;
  readonly status: number | undefined;
  readonly data: unknown;
  constructor(message: string, code: number, status?: number, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.data = data;
  }
}

export function isEnvelope(body: unknown): body is EnvelopeOf<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'number' &&
    'message' in (body as object)
  );
}

let sessionAlertOpen = false;

/**
 * The spec §8 401 flow: one alert for any number of concurrent 401s; Confirm clears the session
 * and goes to /admin/. Exported for the realtime socket's `sessionRevoked`.
 */
export function sessionExpired(): void {
  if (sessionAlertOpen) return;
  sessionAlertOpen = true;
  getUiFeedback().modal.warning({
    title: ERROR_TEXT.sessionExpiredTitle,
    content: ERROR_TEXT.sessionExpired,
    okText: ERROR_TEXT.sessionExpiredOk,
    closable: false,
    keyboard: false,
    maskClosable: false,
    onOk: () => {
      clearSession();
      sessionAlertOpen = false;
      navigation.assign(ADMIN_ROOT);
    },
  });
}

/** Test hook: forget that the session alert is showing. */
export function resetSessionAlert(): void {
  sessionAlertOpen = false;
}

export function envelopeError(body: EnvelopeOf<unknown>, config: CallOptions | undefined, status?: number): ApiError {
  if (body.code === 401) sessionExpired();
  else if (!config?.silent) getUiFeedback().message.error(body.message || ERROR_TEXT.notFound);
  return new ApiError(body.message, body.code, status, body.data);
}

