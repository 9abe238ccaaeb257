/**
 * Input checks that hold for every route, in one place:
 * - a NUL character (U+0000) anywhere in the body, query, path parameters or the headers the
 *   server reads as input is refused with a 400 naming the field. PostgreSQL cannot store it in
 *   text ("invalid byte sequence for encoding UTF8: 0x00"), so without this check any text field
 *   of any route answered 500.
 * - a bodiless call sent with `Content-Type: application/json` (what many clients send for
 *   logout and other actions) parses as "no body" instead of failing as empty JSON; a route
 *   with a body schema still refuses the missing body through validation.
 */
import type { FieldError } from '@shiftdesk/shared/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from './errors';
import { langOf, t } from './i18n';

/** Headers whose values reach the database or logs (sessions, login log, operation log). */
const INPUT_HEADERS = ['user-agent', 'accept-language', 'authorization', 'x-forwarded-for', 'referer', 'origin'];

/** Dotted paths (`body.roles.0.name`) of every string or key holding a NUL, at most `limit`. */
export function nulFields(value: unknown, where: string, out: string[] = [], limit = 20, depth = 0): string[] {
  if (out.length >= limit || depth > 32) return out;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out.push(where);
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) nulFields(v, `${where}.${i}`, out, limit, depth + 1);
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [k, v] of Object.entries(value)) {
      // A NUL inside a key is named by the key with the NUL shown escaped.
      const name = `${where}.${k.replaceAll('\u0000', '\\0')}`;
      if (k.includes('\u0000')) out.push(name);
      else nulFields(v, name, out, limit, depth + 1);
    }
  }
  return out;
}

/** Throws the 400 for NUL characters found at these fields. */
export function refuseNul(req: FastifyRequest, fields: string[]): void {
  if (!fields.length) return;
  // May run before the guard has set req.lang.
  const lang = langOf(req.headers['accept-language']);
  const errors: FieldError[] = fields.map((field) => ({ field, message: t(lang, 'error.nulByteField') }));
  throw new ValidationError(errors, t(lang, 'error.nulByte', { fields: fields.join(', ') }));
}

export function registerInputGuard(app: FastifyInstance) {
  const json = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return json(req, body as string, done);
  });

  // onRequest sees headers and path/query before authentication answers anything from them;
  // preValidation sees the parsed body.
  // Runs on every request, so the clean case is kept cheap (issue 17): a callback hook (no
  // promise), and the walk that names fields only once something holds a NUL. The path and
  // query can only carry one as `%00` (the HTTP parser refuses raw control bytes in the URL).
  app.addHook('onRequest', (req, _reply, done) => {
    // (a raw NUL too: app.inject() hands the URL over without an HTTP parser)
    let suspect = req.url.includes('%00') || req.url.includes('\u0000');
    for (let i = 0; !suspect && i < INPUT_HEADERS.length; i++) {
      const v = req.headers[INPUT_HEADERS[i]];
      suspect = typeof v === 'string' ? v.includes('\u0000') : v !== undefined;
    }
    if (!suspect) return done();
    const found: string[] = [];
    for (const h of INPUT_HEADERS) nulFields(req.headers[h], `headers.${h}`, found);
    nulFields(req.params, 'params', found);
    nulFields(req.query, 'query', found);
    try {
      refuseNul(req, found);
    } catch (err) {
      return done(err as Error);
    }
    done();
  });
  app.addHook('preValidation', (req, _reply, done) => {
    if (req.body === undefined || req.body === null) return done();
    try {
      refuseNul(req, nulFields(req.body, 'body'));
    } catch (err) {
      return done(err as Error);
    }
    done();
  });
}
