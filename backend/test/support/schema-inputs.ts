/**
 * Derives inputs from a route's JSON schema (TypeBox output): a valid sample, the list of
 * fields (dotted paths, nested objects included), and bad variants of a valid body.
 * Used by the generated bad-input test, so every route's schema is held to the same rules.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  examples?: unknown[];
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
};

export const INT32_MAX = 2147483647;
export const INJECTIONS = ["' OR 1=1 --", '<script>alert(1)</script>', '<img src=x onerror=alert(1)>'];

const FORMAT_SAMPLES: Record<string, string> = {
  date: '2026-01-15',
  'date-time': '2026-01-15T08:00:00.000Z',
  time: '08:00:00',
  email: 'sample@example.com',
  uri: 'https://example.com/x',
  url: 'https://example.com/x',
  uuid: '00000000-0000-4000-8000-000000000000',
};

/** Tried in order against a pattern when the schema gives no `examples`. */
const PATTERN_CANDIDATES = [
  'sample',
  'sample_key',
  'sys.sample.key',
  'Sample1',
  'Abcdef12',
  'Abcdef12!',
  's',
  '1',
  'https://example.com/push/abc',
  '00000000-0000-4000-8000-000000000000',
  'data:image/png;base64,iVBORw0KGgo=',
  '/sample',
  'sample/index',
  'api/v1/system/sample/list',
  'BNbN3OiAqBU8vMWX2kZ1kLbN3OiAqBU8vMWX2kZ1kA',
];

const branches = (s: JsonSchema) => s.anyOf ?? s.oneOf;
const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type[0] : s.type);

/** A value that satisfies `s` (throws when it cannot tell, e.g. a pattern without `examples`). */
export function sample(s: JsonSchema, where = 'body'): unknown {
  if (s.examples?.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const alts = branches(s);
  if (alts) return sample(alts.find((b) => typeOf(b) !== 'null') ?? alts[0], where);
  switch (typeOf(s)) {
    case 'string': {
      if (s.format) {
        const v = FORMAT_SAMPLES[s.format];
        if (!v) throw new Error(`${where}: no sample for format ${s.format}; add "examples" to the schema`);
        return v;
      }
      if (s.pattern) {
        const re = new RegExp(s.pattern, 'u');
        const fits = (c: string) => re.test(c) && c.length >= (s.minLength ?? 0) && c.length <= (s.maxLength ?? Infinity);
        const hit = PATTERN_CANDIDATES.find(fits);
        if (hit === undefined) throw new Error(`${where}: no sample matches /${s.pattern}/ — add "examples" to the schema`);
        return hit;
      }
      return 'S'.repeat(Math.max(1, s.minLength ?? 1));
    }
    case 'integer':
    case 'number':
      return s.minimum !== undefined ? Math.max(s.minimum, Math.min(1, s.maximum ?? 1)) : 1;
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array': {
      const n = s.minItems ?? 0;
      return Array.from({ length: n }, (_, i) => {
        const v = sample(s.items ?? {}, `${where}.${i}`);
        return typeof v === 'number' && s.uniqueItems ? v + i : v;
      });
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const k of s.required ?? []) out[k] = sample(s.properties?.[k] ?? {}, `${where}.${k}`);
      return out;
    }
    default:
      return 'S';
  }
}

export interface Field {
  path: string[];
  schema: JsonSchema;
  required: boolean;
}

/** Every property of an object schema, nested objects walked (arrays are leaves). */
export function fields(s: JsonSchema, path: string[] = []): Field[] {
  const out: Field[] = [];
  for (const [k, p] of Object.entries(s.properties ?? {})) {
    const f = { path: [...path, k], schema: p, required: (s.required ?? []).includes(k) };
    out.push(f);
    if (typeOf(p) === 'object' && p.properties) out.push(...fields(p, f.path));
  }
  return out;
}

/** The non-null branches of a (possibly union) schema. */
export function variants(s: JsonSchema): JsonSchema[] {
  const alts = branches(s);
  return alts ? alts.flatMap(variants).filter((b) => typeOf(b) !== 'null') : [s];
}

export function kindOf(s: JsonSchema): string | undefined {
  const kinds = new Set(variants(s).map((v) => (v.const !== undefined ? typeof v.const : typeOf(v))));
  return kinds.size === 1 ? [...kinds][0] : [...kinds].find((k) => k !== 'string') ?? [...kinds][0];
}

/** A value of the wrong JSON type that ajv's coercion cannot turn into the right one. */
export function wrongTypeFor(s: JsonSchema): unknown {
  const k = kindOf(s);
  if (k === 'object') return 'not-an-object';
  if (k === 'array') return { not: 'an array' };
  if (k === 'integer' || k === 'number') return 'not-a-number';
  return { not: 'a string' }; // strings, booleans: an object is never coerced
}

export function clone<T>(v: T): T {
  return JSON.parse(JSON.stringify(v));
}

/** Sets (or with `undefined`, deletes) the value at `path`, creating intermediate objects. */
export function setAt(obj: Record<string, unknown>, path: string[], value: unknown) {
  let o = obj;
  for (const k of path.slice(0, -1)) {
    if (!o[k] || typeof o[k] !== 'object') o[k] = {};
    o = o[k] as Record<string, unknown>;
  }
  const last = path[path.length - 1];
  if (value === undefined) delete o[last];
  else o[last] = value;
}

export interface BadCase {
  what: string;
  body: unknown;
  /** The field (dotted, `body.` prefixed) the 400 answer must name */
  field: string;
}

/**
 * Bad variants of a body schema. Also returns schema rule violations (a string without
 * maxLength, an integer without bounds, an array without maxItems, an object open to unknown
 * fields), which the test reports as failures of the route's schema.
 */
export function badCases(bodySchema: JsonSchema): { cases: BadCase[]; problems: string[] } {
  const base = sample({ ...bodySchema, required: Object.keys(bodySchema.properties ?? {}) }) as Record<string, unknown>;
  const cases: BadCase[] = [];
  const problems: string[] = [];
  if (bodySchema.additionalProperties !== false) problems.push('body: additionalProperties must be false');
  cases.push({ what: 'unknown field', body: { ...clone(base), __unknownField: 1 }, field: 'body.__unknownField' });

  for (const f of fields(bodySchema)) {
    const name = ['body', ...f.path].join('.');
    const mk = (what: string, value: unknown, field = name): BadCase => {
      const body = clone(base);
      setAt(body, f.path, value);
      return { what: `${name}: ${what}`, body, field };
    };
    // A field with a default is optional in effect (ajv fills it in).
    if (f.required && f.schema.default === undefined) cases.push(mk('missing', undefined));
    if (typeOf(f.schema) === 'object' && f.schema.properties) {
      if (f.schema.additionalProperties !== false) problems.push(`${name}: additionalProperties must be false`);
      cases.push(mk('wrong type', wrongTypeFor(f.schema)));
      continue;
    }
    cases.push(mk('wrong type', wrongTypeFor(f.schema)));
    const vs = variants(f.schema);
    const kind = kindOf(f.schema);

    if (kind === 'string') {
      const strs = vs.filter((v) => typeOf(v) === 'string' && v.const === undefined && !v.enum);
      const max = Math.max(0, ...strs.map((v) => v.maxLength ?? Number.POSITIVE_INFINITY));
      if (strs.length && !Number.isFinite(max)) problems.push(`${name}: string without maxLength`);
      else if (strs.length) cases.push(mk(`longer than maxLength ${max}`, 'a'.repeat(max + 1)));
      // A field restricted by pattern/format/enum must refuse injection strings.
      // (Passwords are exempt: any characters are allowed in them; they are hashed, never shown.)
      const secret = /pass(word)?$|pwd$/i.test(f.path[f.path.length - 1]);
      const restricted = !secret && vs.every((v) => v.pattern || v.format || v.const !== undefined || v.enum);
      if (restricted) for (const inj of INJECTIONS) cases.push(mk(`injection ${JSON.stringify(inj)}`, inj));
    }
    if (kind === 'integer' || kind === 'number') {
      // Literal numbers (enums) are bounded by definition.
      const ints = vs.filter((v) => (typeOf(v) === 'integer' || typeOf(v) === 'number') && v.const === undefined);
      for (const v of ints) {
        if (v.maximum === undefined || v.maximum > Number.MAX_SAFE_INTEGER) problems.push(`${name}: number without a maximum`);
        if (v.minimum === undefined) problems.push(`${name}: number without a minimum`);
      }
      // Ids and counters must stay within int32 (PostgreSQL integer); wider fields declare their own bound.
      const top = Math.max(INT32_MAX, ...ints.map((v) => v.maximum ?? INT32_MAX));
      cases.push(mk('huge', top + 1), mk('far too huge', 1e20));
      if (ints.every((v) => (v.minimum ?? -1) >= 0)) cases.push(mk('negative', -1));
      // Just under the bound: 0 for an id. Inside `Union([Id, Null])` ajv's coercion once turned
      // it into null and so skipped the bound (issue 25, defect 3).
      const floor = Math.min(...ints.map((v) => v.minimum ?? Number.NEGATIVE_INFINITY));
      if (floor > 0 && Number.isFinite(floor)) cases.push(mk(`below minimum ${floor}`, floor - 1));
      if (typeOf(ints[0] ?? {}) === 'integer') cases.push(mk('fraction', 1.5));
    }
    if (kind === 'array') {
      const arr = vs.find((v) => typeOf(v) === 'array') ?? {};
      const item = arr.items ?? {};
      if (arr.maxItems === undefined) problems.push(`${name}: array without maxItems`);
      else if (arr.maxItems <= 20000) {
        const seed = sample(item);
        const many = Array.from({ length: arr.maxItems + 1 }, (_, i) => (typeof seed === 'number' ? i + 1 : `${seed}${i}`));
        cases.push(mk(`more than maxItems ${arr.maxItems}`, many));
      }
      const itemKind = kindOf(item);
      if (itemKind === 'integer') {
        if (item.maximum === undefined || item.maximum > INT32_MAX) problems.push(`${name}[]: integer without maximum ≤ ${INT32_MAX}`);
        const one = (v: unknown) => mk(`item ${v}`, [v], `${name}.0`);
        cases.push(one(INT32_MAX + 1), one('not-a-number'), one(1.5));
        if ((item.minimum ?? -1) >= 0) cases.push(one(-1));
      }
      if (itemKind === 'string' && item.maxLength === undefined && !item.enum && item.const === undefined) {
        problems.push(`${name}[]: string without maxLength`);
      }
    }
  }
  return { cases, problems };
}
