/**
 * Options of the pino server log. Every request URL, error and message goes through
 * core/base/redact.ts first: the socket URL carries `?token=`, and a failed SQL statement's error
 * lists its parameters (argon2 hashes among them).
 */
import type { FastifyServerOptions } from 'fastify';
import { redactText, redactUrl, redactValue } from '../base/redact';

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Error → plain object (message, stack, code, own fields, cause) with secrets hidden. */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return redactValue(err);
  const e = err as Error & Record<string, unknown>;
  const out: Record<string, unknown> = { type: e.name, message: e.message, stack: e.stack };
  for (const [k, v] of Object.entries(e)) if (!(k in out) && k !== 'cause') out[k] = v;
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return redactValue(out);
}

function serializeReq(req: LoggedRequest) {
  return {
    method: req.method,
    url: req.url ? redactUrl(req.url) : req.url,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Keys pino hands to their own serializers (they redact); everything else is redacted here. */
const SERIALIZED = new Set(['req', 'res', 'err', 'error']);

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    // Key-path redaction stays as the first line of defence for headers.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password'],
    serializers: {
      req: serializeReq,
      err: serializeError as (e: Error) => { type: string; message: string; stack: string },
      error: serializeError,
    },
    hooks: {
      logMethod(args, method) {
        const clean = args.map((a: unknown) => {
          if (typeof a === 'string') return redactText(a);
          if (a instanceof Error) return serializeError(a);
          if (a && typeof a === 'object' && Object.getPrototypeOf(a) === Object.prototype) {
            const out: Record<string, unknown> = {};
            for (const [k, v] of Object.entries(a)) out[k] = SERIALIZED.has(k) ? v : redactValue(v);
            return out;
          }
          return a;
        });
        method.apply(this, clean as Parameters<typeof method>);
      },
    },
  };
}
