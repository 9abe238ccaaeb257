/**
 * The one redaction module: everything that records a request (operation log, login log, the
 * pino server log) passes its data through here, so a secret is hidden the same way
 * everywhere. Two nets, because either alone leaks:
 * - by FIELD NAME: values under keys such as password / token / secret are replaced whole;
 * - by VALUE SHAPE: argon2/bcrypt hashes, JWTs, `Bearer …` credentials and `?token=` style URL
 *   parameters are cut out of any string, whatever key (or free text) carries them — e.g. a
 *   body that failed to parse, an SQL error listing its parameters, a socket URL.
 */

export const MASK = '******';

/** Keys whose values never reach a log (matched case-insensitively). */
export const SECRET_KEY = /pass(word)?|pwd|token|secret|verifycode|captcha|authorization|cookie|p256dh|^auth$|hash/i;

/** Words that make a URL / form / free-text parameter name a credential's. */
const SECRET_WORDS = '(?:pass(?:word|wd)?|pwd|token|secret|verifycode|captcha|authorization|cookie|p256dh|api[_-]?key|hash)';
// Bounded repeats: an unbounded `[\\w-]*` before the word backtracks quadratically over a long
// run of word characters (a base64 data URL), which froze the request.
const SECRET_PARAM = `(?:[\\w-]{0,40}${SECRET_WORDS}[\\w-]{0,40})`;

const SHAPES: RegExp[] = [
  // argon2 (PHC string) and bcrypt password hashes.
  // (Parameter order varies between libraries — m,p,t here — so the whole PHC string is taken.)
  /\$argon2(?:id|i|d)\$[A-Za-z0-9+/=$,.-]+/g,
  /\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}/g,
  // JWTs: base64url JSON header "eyJ…" then two more parts.
  /eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g,
  // Authorization schemes with their credential.
  /\b(?:Bearer|Basic)\s+[\w\-.~+/=]+/gi,
];
/** `token=…` in URLs and form/query-like text (value up to the next separator). */
const PARAM_PAIR = new RegExp(`([?&;\\s"']|^)(${SECRET_PARAM})=([^&#\\s"']*)`, 'gi');
/** `"password": "…"` / `password: …` inside free text (e.g. JSON that did not parse). */
const JSONISH_PAIR = new RegExp(`((?<![\\w-])["']?${SECRET_PARAM}["']?\\s*:\\s*)("(?:[^"\\\\]|\\\\.)*"?|[^,}\\s]+)`, 'gi');

/** Hides secrets inside one string (keeps the rest readable). */
export function redactText(s: string): string {
  let out = s;
  for (const re of SHAPES) out = out.replace(re, MASK);
  out = out.replace(PARAM_PAIR, (_m, pre: string, name: string) => `${pre}${name}=${MASK}`);
  out = out.replace(JSONISH_PAIR, (_m, pre: string) => `${pre}"${MASK}"`);
  return out;
}

/** A URL with secret query parameters masked (socket URLs carry `?token=`). */
export function redactUrl(url: string): string {
  return redactText(url);
}

export interface RedactOptions {
  /** Cut strings longer than this (keeps one log row small); default: no cut */
  maxString?: number;
  /** Keep at most this many items of an array; default: all */
  maxItems?: number;
}

/** A system parameter (`{configKey, configValue}`) whose key names a secret, with a value set. */
export function secretParameter(p: Record<string, unknown>): boolean {
  return typeof p.configKey === 'string' && SECRET_KEY.test(p.configKey) && typeof p.configValue === 'string' && p.configValue !== '';
}

/** Deep copy of `value` with secrets hidden by key name and by value shape. */
export function redactValue(value: unknown, opts: RedactOptions = {}, depth = 0): unknown {
  if (depth > 8) return '[…]';
  if (typeof value === 'string') {
    // Cut before redacting (with a margin so a secret at the cut is still recognised whole):
    // the log keeps only the head anyway, and the regexes then run over a bounded string.
    const s = redactText(opts.maxString ? value.slice(0, opts.maxString + 2000) : value);
    return opts.maxString && s.length > opts.maxString ? `${s.slice(0, opts.maxString)}…` : s;
  }
  if (Array.isArray(value)) {
    const items = opts.maxItems ? value.slice(0, opts.maxItems) : value;
    return items.map((v) => redactValue(v, opts, depth + 1));
  }
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = SECRET_KEY.test(k) && v !== null && v !== undefined && v !== '' ? MASK : redactValue(v, opts, depth + 1);
    }
    // A parameter that names a secret (sys.mail.smtpPassword) carries it under a plain field name.
    if (secretParameter(value as Record<string, unknown>)) out.configValue = MASK;
    return out;
  }
  return value;
}

/**
 * A request body as it may be recorded. A body that failed to parse arrives as a raw string
 * (text/plain, broken JSON): it is parsed as JSON or as a form when it can be, so field-name
 * redaction still applies, and otherwise redacted as text.
 */
export function redactBody(body: unknown, opts: RedactOptions = {}): unknown {
  if (Buffer.isBuffer(body)) return `[${body.length} bytes]`;
  if (typeof body !== 'string') return redactValue(body, opts);
  const text = body.trim();
  if (text.startsWith('{') || text.startsWith('[')) {
    try {
      return redactValue(JSON.parse(text), opts);
    } catch {
      // Not JSON after all: fall through to text redaction.
    }
  }
  if (/^[^\s=&]+=[^\s&]*(&[^\s=&]+=[^\s&]*)*$/.test(text)) {
    return redactValue(Object.fromEntries(new URLSearchParams(text)), opts);
  }
  return redactValue(body, opts);
}
