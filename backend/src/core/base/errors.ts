/**
 * Error classes of ARCHITECTURE §4. Throw them anywhere in a handler; the error handler
 * (core/http/error-handler.ts) turns them into the `{code, message, data}` envelope with a matching
 * HTTP status. `message` is an i18n key (translated per request) or a literal text.
 */
import type { FieldError } from '@shiftdesk/shared/api';
import type { MessageKey, MessageParams } from './i18n';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    /** i18n key or literal message */
    readonly messageKey: MessageKey | (string & {}),
    readonly params: MessageParams = {},
    readonly data: unknown = null,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

/** 400 with field errors in `data.errors`. */
export class ValidationError extends AppError {
  constructor(errors: FieldError[], messageKey: MessageKey | (string & {}) = 'error.validation') {
    super(400, messageKey, { fields: errors.map((e) => e.field).join(', ') }, { errors });
  }
}
/** 400 without field detail (e.g. wrong password). */
export class BadRequestError extends AppError {
  constructor(messageKey: MessageKey | (string & {}), params?: MessageParams) {
    super(400, messageKey, params);
  }
}
/** 401: not logged in / session expired — the client logs out on it, so use it for nothing else. */
export class UnauthorizedError extends AppError {
  constructor() {
    super(401, 'auth.sessionExpired');
  }
}
export class ForbiddenError extends AppError {
  constructor(messageKey: MessageKey | (string & {}) = 'auth.forbidden', params?: Record<string, string | number>) {
    super(403, messageKey, params);
  }
}
export class NotFoundError extends AppError {
  constructor(messageKey: MessageKey | (string & {}) = 'error.notFound', params?: MessageParams) {
    super(404, messageKey, params);
  }
}
/** 409: conflict or illegal state change; say what holds it / both states. */
export class ConflictError extends AppError {
  constructor(messageKey: MessageKey | (string & {}) = 'error.conflict', params?: MessageParams) {
    super(409, messageKey, params);
  }
}
/**
 * 409 about one body field (a duplicate name, UEN, NRIC…): the answer also carries
 * `data.errors: [{field: 'body.<field>', message}]`, the shape of a 400's field errors, so a form
 * shows it on that field.
 */
export class FieldConflictError extends ConflictError {
  constructor(
    readonly field: string,
    messageKey: MessageKey | (string & {}),
    params?: MessageParams,
  ) {
    super(messageKey, params);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(after: string) {
    super(429, 'error.rateLimited', { after });
  }
}
