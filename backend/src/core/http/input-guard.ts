/**
 * Input checks that hold for every route, in one place:
 * - a NUL character (U+0000) anywhere in the body, query, path parameters or the headers the
 *   server reads as input is refused with a 400 naming the field. PostgreSQL cannot store it in
 *   text ("invalid byte sequence for encoding UTF8: 0x00"), so without this check any text field
 *   of any route answered 500.
 * - so is a lone UTF-16 surrogate (`"\ud800"` in JSON), which is no character at all: PostgreSQL
 *   refuses it inside a JSON value (the audit row: 500), and the UTF-8 encoder turns it into
 *   U+FFFD elsewhere, so what was stored would silently differ from what was sent. Only JSON
 *   bodies can carry one: URLs and headers decode to well-formed text.
 * - a bodiless call sent with `Content-Type: application/json` (what many clients send for
 *   logout and other actions) parses as "no body" instead of failing as empty JSON; a route
 *   with a body schema still refuses the missing body through validation.
 */
import type { FieldError } from '@shiftdesk/shared/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from '../base/errors';
import { type MessageKey, langOf, t } from '../base/i18n';

/** Headers whose values reach the database or logs (sessions, login log, operation log). */
const INPUT_HEADERS = ['user-agent', 'accept-language', 'authorization', 'x-forwarded-for', 'referer', 'origin'];

/** Why a text cannot be stored as it was sent. */
export type BadText = 'nul' | 'surrogate';
export interface BadTextField {
  field: string;
  why: BadText;
}

/** What is wrong with a string, if anything (the common clean case costs two scans). */
function badText(s: string): BadText | undefined {
  if (s.includes('\u0000')) return 'nul';
  // ES2024's String.prototype.isWellFormed (Node ≥ 20); the project's lib is ES2023.
  return (s as string & { isWellFormed(): boolean }).isWellFormed() ? undefined : 'surrogate';
}

/** A key as a field name: a NUL or lone surrogate in it shown escaped. */
const keyName = (k: string) => k.replaceAll('\u0000', '\\0').replace(/\p{Surrogate}/gu, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

/**
 * Dotted paths (`body.roles.0.name`) of every string or key holding a NUL or a lone surrogate,
 * at most `limit`.
 */
export function badTextFields(value: unknown, where: string, out: BadTextField[] = [], limit = 20, depth = 0): BadTextField[] {
  if (out.length >= limit || depth > 32) return out;
  if (typeof value === 'string') {
    const why = badText(value);
    if (why) out.push({ field: where, why });
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) badTextFields(v, `${where}.${i}`, out, limit, depth + 1);
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [k, v] of Object.entries(value)) {
      const why = badText(k);
      // A bad key is named by the key, escaped.
      if (why) out.push({ field: `${where}.${keyName(k)}`, why });
      else badTextFields(v, `${where}.${k}`, out, limit, depth + 1);
    }
  }
  return out;
}

const MESSAGES: Record<BadText, { all: MessageKey; field: MessageKey }> = {
  nul: { all: 'error.nulByte', field: 'error.nulByteField' },
  surrogate: { all: 'error.loneSurrogate', field: 'error.loneSurrogateField' },
};

/** Throws the 400 naming every field found (a NUL, or else a lone surrogate, leads the message). */
export function refuseBadText(req: FastifyRequest, found: BadTextField[]): void {
  if (!found.length) return;
  // May run before the guard has set req.lang.
  const lang = langOf(req.headers['accept-language']);
  const errors: FieldError[] = found.map(({ field, why }) => ({ field, message: t(lang, MESSAGES[why].field) }));
  const lead = found.some((f) => f.why === 'nul') ? 'nul' : 'surrogate';
  throw new ValidationError(errors, t(lang, MESSAGES[lead].all, { fields: found.map((f) => f.field).join(', ') }));
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
    const found: BadTextField[] = [];
    for (const h of INPUT_HEADERS) badTextFields(req.headers[h], `headers.${h}`, found);
    badTextFields(req.params, 'params', found);
    badTextFields(req.query, 'query', found);
    try {
      refuseBadText(req, found);
    } catch (err) {
      return done(err as Error);
    }
    done();
  });
  app.addHook('preValidation', (req, _reply, done) => {
    if (req.body === undefined || req.body === null) return done();
    try {
      refuseBadText(req, badTextFields(req.body, 'body'));
    } catch (err) {
      return done(err as Error);
    }
    done();
  });
}
