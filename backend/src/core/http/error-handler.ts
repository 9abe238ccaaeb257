/**
 * Every answer is the envelope — including Fastify's own errors (schema validation, bad JSON,
 * body too large), rate limiting and unknown routes. 5xx answers carry a generic message; the
 * details go to the server log only.
 */
import type { FieldError } from '@shiftdesk/shared/api';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rememberError } from './audit';
import { AppError, FieldConflictError } from '../base/errors';
import { isMessageKey, t } from '../base/i18n';
import { isUniqueViolation } from '../base/sql';

interface AjvError {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Turns ajv errors into `[{field, message}]` with dotted field paths such as `body.username`. */
export function fieldErrors(validation: AjvError[], context = 'body'): FieldError[] {
  const all = validation.map((e) => {
    const segments = (e.instancePath ?? '').split('/').filter(Boolean);
    const extra = e.params?.missingProperty ?? e.params?.additionalProperty;
    if (typeof extra === 'string') segments.push(extra);
    const field = [context, ...segments].join('.');
    let message = e.message ?? 'is invalid';
    if (e.keyword === 'additionalProperties') message = 'is not allowed';
    if (e.keyword === 'required') message = 'is required';
    if (e.keyword === 'anyOf') message = 'is not one of the allowed values';
    return { field, message, anyOf: e.keyword === 'anyOf' };
  });
  // One entry per field; a union's summary wins over the failures of its branches.
  const byField = new Map<string, FieldError & { anyOf: boolean }>();
  for (const e of all) {
    const prev = byField.get(e.field);
    if (!prev || (e.anyOf && !prev.anyOf)) byField.set(e.field, e);
  }
  return [...byField.values()].map(({ field, message }) => ({ field, message }));
}

/** Value at a dotted field path (`body.keys.auth`) of the request. */
function valueAt(req: FastifyRequest, field: string): unknown {
  const [context, ...path] = field.split('.');
  let v: unknown = (req as unknown as Record<string, unknown>)[context];
  for (const k of path) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined;
  return v;
}

/**
 * Applies the route's `config.fieldMessages` (spec §5 messages such as "Department name cannot
 * be empty") to schema errors in place; returns the distinct localised messages.
 */
function localiseFieldErrors(req: FastifyRequest, errors: FieldError[]): string[] {
  const map = req.routeOptions?.config?.fieldMessages;
  if (!map) return [];
  const out = new Set<string>();
  for (const e of errors) {
    const keys = map[e.field];
    if (!keys) continue;
    const v = valueAt(req, e.field);
    const empty = v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
    const key = empty ? keys[0] : keys[1];
    if (!key) continue;
    e.message = t(req.lang ?? 'en', key);
    out.add(e.message);
  }
  return [...out];
}

/** SQLSTATE classes/codes and socket errors that mean "cannot reach the database now". */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '53300']);

/** True when `err` (or one of its causes) says the database cannot be reached right now. */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true;
  if (typeof e.message === 'string' && /Connection terminated|connection timeout|terminating connection|not queryable/i.test(e.message)) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

function send(reply: FastifyReply, status: number, message: string, data: unknown = null) {
  rememberError(reply, message);
  return reply.code(status).send({ code: status, message, data });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply) => {
    const lang = req.lang ?? 'en';
    if (error instanceof AppError) {
      const message = isMessageKey(error.messageKey) ? t(lang, error.messageKey, error.params) : error.messageKey;
      if (error.statusCode === 429 && error.params.after) {
        reply.header('retry-after', String(Math.ceil(Number(error.params.retryAfterSec ?? 60))));
      }
      const data = error instanceof FieldConflictError ? { errors: [{ field: `body.${error.field}`, message }] } : error.data;
      return send(reply, error.statusCode, message, data);
    }
    const fe = error as FastifyError & { validationContext?: string };
    if (fe.validation) {
      const errors = fieldErrors(fe.validation as AjvError[], fe.validationContext ?? 'body');
      const custom = localiseFieldErrors(req, errors);
      return send(
        reply,
        400,
        custom.length ? custom.join('; ') : t(lang, 'error.validation', { fields: errors.map((e) => e.field).join(', ') }),
        { errors },
      );
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting: a retryable 503, not a 500 (the server recovers
      // by itself once it is back; pg's pool reconnects on the next query).
      req.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(reply, 503, t(lang, 'error.unavailable'));
    }
    if (isUniqueViolation(error)) {
      // A duplicate that no service check named (a race past it, twice): still the client's
      // conflict, never a server error.
      return send(reply, 409, t(lang, 'error.duplicate'));
    }
    const status = fe.statusCode ?? 500;
    if (status === 413) return send(reply, 413, t(lang, 'error.tooLarge'));
    if (status === 429) return send(reply, 429, t(lang, 'error.rateLimited', { after: '1 minute' }));
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx messages (bad JSON, unsupported media type…) are safe to show.
      return send(reply, status, fe.message || t(lang, 'error.badRequest'));
    }
    req.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, t(lang, 'error.internal'));
  });

  app.setNotFoundHandler((req, reply) => {
    const lang = req.lang ?? 'en';
    return send(reply, 404, t(lang, 'error.notFound'));
  });
}
