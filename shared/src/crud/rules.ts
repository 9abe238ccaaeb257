/**
 * antd Form rules from an API body schema (TypeBox / JSON Schema): required (in `required`,
 * and a minLength ≥ 1), maxLength/minLength, integer minimum/maximum, pattern and email format.
 * The server checks the same schema; these give the message before the round trip.
 */
import type { FormItemProps } from 'antd';
import type { TFunction } from 'i18next';

export type Rule = NonNullable<FormItemProps['rules']>[number];

/** The parts of a JSON schema the rules read. */
export interface SchemaLike {
  type?: string | string[];
  required?: string[];
  properties?: Record<string, SchemaLike>;
  anyOf?: SchemaLike[];
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  items?: SchemaLike;
  minItems?: number;
  default?: unknown;
}

export interface RuleOptions {
  label: string;
  /** Select-like control: "Please select X" instead of "X cannot be empty". */
  choice?: boolean;
  /** A message for a pattern mismatch (default: "X is not in a valid format"). */
  patternMessage?: string;
  /** Force required on (or off). */
  required?: boolean;
  /**
   * The control holds a value that becomes the body's text only when sent (a date picker's day
   * → `YYYY-MM-DD`): the string rules (length, pattern) do not apply to it, only `required`.
   */
  converted?: boolean;
}

/**
 * Whether a property accepts an empty value: the empty string (e.g. Union(Literal(''), email)),
 * or `[]` for a list without minItems (a required list must be SENT, but may be empty).
 */
function acceptsEmpty(p: SchemaLike): boolean {
  if (p.anyOf) return p.anyOf.some((s) => acceptsEmpty(s) || (s as { const?: unknown }).const === '');
  if (p.type === 'array' && !(p.minItems && p.minItems > 0)) return true;
  if (p.pattern && new RegExp(p.pattern).test('')) return true;
  return false;
}

/** The non-null, non-'' member of a union (the one carrying the constraints). */
function mainMember(p: SchemaLike): SchemaLike {
  if (!p.anyOf) return p;
  return (
    p.anyOf.find((s) => s.type !== 'null' && (s as { const?: unknown }).const !== '' && !(s as { const?: unknown }).const) ??
    p
  );
}

/** Any body schema (TypeBox objects are JSON schemas). */
export type BodySchema = object;

export function rulesFromSchema(body: BodySchema | undefined, name: string, t: TFunction, o: RuleOptions): Rule[] {
  const schema = body as SchemaLike | undefined;
  const rules: Rule[] = [];
  const prop = schema?.properties?.[name];
  const label = o.label;
  // A property with a default (e.g. roleIds: []) may be left out: the server fills it in.
  const requiredInSchema =
    !!schema?.required?.includes(name) && !(prop && (acceptsEmpty(prop) || prop.default !== undefined));
  const required = o.required ?? requiredInSchema;
  const p = prop ? mainMember(prop) : undefined;
  const types = p ? (Array.isArray(p.type) ? p.type : [p.type]) : [];
  if (required) {
    // `whitespace` makes async-validator check the value as a string (a rule without `type` is
    // typed 'string'), so a number (dict or tree-select id) or an array would always fail it.
    // Only text inputs of string properties get it ("   " is empty there).
    const text = !o.choice && (!p || types.includes('string'));
    rules.push({
      required: true,
      ...(text ? { whitespace: true } : {}),
      message: t(o.choice ? 'rule.select' : 'rule.required', { ns: 'crud', label }),
    });
  }
  if (!p || o.converted) return rules;
  if (types.includes('string')) {
    if (p.maxLength !== undefined) rules.push({ max: p.maxLength, message: t('rule.max', { ns: 'crud', label, max: p.maxLength }) });
    if (p.minLength !== undefined && p.minLength > 1)
      rules.push({ min: p.minLength, message: t('rule.min', { ns: 'crud', label, min: p.minLength }) });
    if (p.format === 'email') rules.push({ type: 'email', message: t('rule.email', { ns: 'crud' }) });
    if (p.pattern) {
      const re = new RegExp(p.pattern);
      rules.push({
        validator: (_r, v: unknown) =>
          v === undefined || v === null || v === '' || re.test(String(v))
            ? Promise.resolve()
            : Promise.reject(new Error(o.patternMessage ?? t('rule.pattern', { ns: 'crud', label }))),
      });
    }
  }
  if (types.includes('integer') || types.includes('number')) {
    const { minimum: min, maximum: max } = p;
    if (min !== undefined || max !== undefined) {
      rules.push({
        validator: (_r, v: unknown) =>
          v === undefined || v === null || v === '' ||
          ((min === undefined || Number(v) >= min) && (max === undefined || Number(v) <= max))
            ? Promise.resolve()
            : Promise.reject(new Error(t('rule.range', { ns: 'crud', label, min: min ?? '', max: max ?? '' }))),
      });
    }
  }
  return rules;
}

/**
 * Maps a 400 answer's `{errors:[{field, message}]}` to form field names: `body.userName` →
 * ['userName']; `body.weekDays.0` → ['weekDays'] when only the top name is a field. A nested
 * field known by its dotted path (`policy.otPayMultiplier`, `rates.0.payRate`) gets the error
 * under its name path (`['policy', 'otPayMultiplier']`), the longest known prefix winning.
 */
export function fieldErrors(
  data: unknown,
  known: readonly string[],
): { fields: { name: string | (string | number)[]; errors: string[] }[]; rest: string[] } {
  const list = (data as { errors?: { field?: string; message?: string }[] } | null)?.errors;
  const byName = new Map<string, string[]>();
  const rest: string[] = [];
  if (Array.isArray(list)) {
    for (const e of list) {
      const path = String(e.field ?? '')
        .replace(/^(body|query|querystring|params)[./]/, '')
        .replace(/^\//, '')
        .split(/[./]/)
        .filter(Boolean);
      let name: string | undefined;
      for (let n = path.length; n > 0 && !name; n--) {
        const candidate = path.slice(0, n).join('.');
        if (known.includes(candidate)) name = candidate;
      }
      const msg = String(e.message ?? '');
      if (name) byName.set(name, [...(byName.get(name) ?? []), msg]);
      else if (msg) rest.push(msg);
    }
  }
  const toName = (dotted: string) =>
    dotted.includes('.') ? dotted.split('.').map((x) => (/^\d+$/.test(x) ? Number(x) : x)) : dotted;
  return { fields: [...byName].map(([name, errors]) => ({ name: toName(name), errors })), rest };
}
