/**
 * SMS templates (DOMAIN.md "Messages, website, analysis"): the codes the system sends, the
 * variables each may use in its body as `{{ name }}`, and how a body is rendered. Pure: the
 * server checks templates and renders messages with it, the pages preview with it.
 */

/** What the system sends an SMS for. */
export const SMS_CODES = [
  'BOOKING_CONFIRMED',
  'SHIFT_REMINDER_24H',
  'RECONFIRM_REQUEST',
  'NO_SHOW_WARNING',
  'WITHDRAWAL_PAID',
  'CERT_EXPIRING',
  'APPLICANT_RECEIVED',
] as const;
export type SmsCode = (typeof SMS_CODES)[number];

/** The languages a template is written in (as the public apply form names them). */
export const SMS_LANGUAGES = ['en', 'zh-CN'] as const;
export type SmsLang = (typeof SMS_LANGUAGES)[number];

/** A language as the server names it (`zh-cn`) or a form does (`zh-CN`), as a template's. */
export function smsLang(lang: string | null | undefined): SmsLang {
  return lang?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

const SHIFT = ['name', 'jobTitle', 'shiftDate', 'startTime', 'site', 'brand'] as const;

/** The variables each code's body may use. */
export const SMS_VARIABLES: Readonly<Record<SmsCode, readonly string[]>> = {
  BOOKING_CONFIRMED: SHIFT,
  SHIFT_REMINDER_24H: SHIFT,
  RECONFIRM_REQUEST: [...SHIFT, 'deadline'],
  NO_SHOW_WARNING: ['name', 'jobTitle', 'shiftDate', 'site', 'brand'],
  WITHDRAWAL_PAID: ['name', 'amount', 'paidDate', 'brand'],
  CERT_EXPIRING: ['name', 'certificate', 'expiryDate', 'brand'],
  APPLICANT_RECEIVED: ['name', 'jobTitle', 'brand'],
};

/** Sample values for a preview (and the tests): every variable of every code has one. */
export const SMS_SAMPLE_VARS: Readonly<Record<string, string>> = {
  name: 'Tan Mei Ling',
  jobTitle: 'Banquet server',
  shiftDate: '2026-12-05',
  startTime: '08:00',
  site: '10 Bayfront Avenue',
  brand: 'Shiftdesk',
  deadline: '2026-12-04 16:00',
  amount: 'S$128.50',
  paidDate: '2026-12-01',
  certificate: 'Food Hygiene',
  expiryDate: '2026-12-31',
};

/** `{{ name }}`: a name of letters, digits and `_`, spaces allowed inside the braces. */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** The placeholder names a body uses, each once, in order of first use. */
export function placeholders(body: string): string[] {
  const seen = new Set<string>();
  for (const m of body.matchAll(PLACEHOLDER)) seen.add(m[1]);
  return [...seen];
}

/** The names a body uses that its code does not offer (empty: the body is fine). */
export function unknownPlaceholders(code: SmsCode, body: string): string[] {
  const allowed = new Set(SMS_VARIABLES[code] ?? []);
  return placeholders(body).filter((n) => !allowed.has(n));
}

/**
 * The text of a message: each `{{ name }}` replaced by its value; a variable without a value
 * becomes an empty string (never "undefined"). Values are inserted as they are: a value holding
 * `{{x}}` is not rendered again.
 */
export function renderSms(body: string, vars: Readonly<Record<string, string | number | null | undefined>>): string {
  return body.replace(PLACEHOLDER, (_, name: string) => {
    const v = Object.hasOwn(vars, name) ? vars[name] : undefined;
    return v === undefined || v === null ? '' : String(v);
  });
}

/** A phone shown in lists: country code and last 4 digits (`+65****1234`). */
export function maskPhone(raw: string): string {
  const v = raw.replace(/[\s-]/g, '');
  if (v.length <= 4) return '*'.repeat(v.length);
  const cc = v.startsWith('+') ? (v.match(/^\+\d{1,2}/)?.[0] ?? '+') : '';
  const rest = v.slice(cc.length);
  if (rest.length <= 4) return `${cc}${'*'.repeat(rest.length)}`;
  return `${cc}${'*'.repeat(rest.length - 4)}${rest.slice(-4)}`;
}
