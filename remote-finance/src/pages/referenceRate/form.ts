/**
 * The add/edit form of any reference table, from its descriptor: the values people type
 * (percentages, dollars, date pickers) ↔ the API body (basis points, cents, 'YYYY-MM-DD'), and
 * the body schema rescaled to those units so the kit's range rules speak the same units.
 */
import { dayjs, type FormField } from '@shiftdesk/shared';
import { CPF_RATE_CLASSES } from '@shiftdesk/shared/api';
import type { TFunction } from 'i18next';
import type { KindDescriptor, RefField, Unit } from './kinds';
import { bpToFactor, bpToPercent, centsToDollars, dollarsToCents, factorToBp, percentToBp } from './units';

type Values = Record<string, unknown>;
type Dayjs = ReturnType<typeof dayjs>;

const SCALE: Partial<Record<Unit, number>> = { percent: 100, factor: 10000, money: 100 };

const toForm: Record<Unit, (v: unknown) => unknown> = {
  date: (v) => (v ? dayjs(v as string) : undefined),
  optionalDate: (v) => (v ? dayjs(v as string) : undefined),
  text: (v) => v,
  percent: (v) => (v === undefined || v === null ? undefined : bpToPercent(v as number)),
  factor: (v) => (v === undefined || v === null ? undefined : bpToFactor(v as number)),
  money: (v) => (v === undefined || v === null ? undefined : centsToDollars(v as number)),
  rateClass: (v) => v,
  ageMax: (v) => (v === null ? undefined : v),
};

const empty = (v: unknown) => v === undefined || v === null || v === '';
const toBody: Record<Unit, (v: unknown) => unknown> = {
  date: (v) => (v as Dayjs).format('YYYY-MM-DD'),
  optionalDate: (v) => (empty(v) ? null : (v as Dayjs).format('YYYY-MM-DD')),
  text: (v) => (typeof v === 'string' ? v.trim() : v),
  percent: (v) => percentToBp(v as number),
  factor: (v) => factorToBp(v as number),
  money: (v) => dollarsToCents(v as number),
  rateClass: (v) => v,
  ageMax: (v) => (empty(v) ? null : v),
};

/** A record (or the defaults of a new row) → form values. */
export function recordToForm(d: KindDescriptor, row: Values): Values {
  const out: Values = { source: row.source ?? '' };
  for (const f of d.fields) out[f.key] = toForm[f.unit](row[f.key]);
  return out;
}

/** Form values → the body (without id: the form container adds it when editing). */
export function formToBody(d: KindDescriptor, values: Values): Values {
  const out: Values = { source: String(values.source ?? '').trim() };
  for (const f of d.fields) out[f.key] = toBody[f.unit](values[f.key]);
  return out;
}

interface JsonSchema {
  properties?: Record<string, Record<string, unknown> & { anyOf?: Record<string, unknown>[] }>;
  required?: string[];
}

/** The body schema in form units: bounds divided by the unit's scale; date text rules dropped (pickers). */
export function formSchema(d: KindDescriptor, body: object): object {
  const src = body as JsonSchema;
  const properties: NonNullable<JsonSchema['properties']> = { ...src.properties };
  for (const f of d.fields) {
    const p = properties[f.key];
    if (!p) continue;
    const scale = SCALE[f.unit];
    if (scale) {
      properties[f.key] = {
        ...p,
        type: 'number',
        ...(p.minimum !== undefined ? { minimum: (p.minimum as number) / scale } : {}),
        ...(p.maximum !== undefined ? { maximum: (p.maximum as number) / scale } : {}),
      };
    } else if (f.unit === 'date' || f.unit === 'optionalDate') {
      const { pattern: _p, format: _f, ...rest } = p;
      properties[f.key] = { ...rest, type: 'object', anyOf: undefined };
    }
  }
  return { ...src, properties };
}

const isRequired = (f: RefField) => f.unit !== 'optionalDate' && f.unit !== 'ageMax';

/** The kit's field descriptors for a kind (labels and help from the `finance` namespace). */
export function formFields(d: KindDescriptor, t: TFunction): FormField<Values>[] {
  const fields: FormField<Values>[] = d.fields.map((f) => {
    const base = {
      name: f.key,
      label: t(`referenceRate.fields.${f.key}`),
      extra: f.help ? t(`referenceRate.help.${f.key}`) : undefined,
      required: isRequired(f),
    };
    switch (f.unit) {
      case 'date':
      case 'optionalDate':
        return { ...base, type: 'date' as const };
      case 'percent':
        return { ...base, type: 'number' as const, props: { suffix: '%', precision: 2, min: 0, step: 0.25 } };
      case 'factor':
        return { ...base, type: 'number' as const, props: { precision: 4, min: 0, max: 1, step: 0.05 } };
      case 'money':
        return { ...base, type: 'number' as const, props: { prefix: 'S$', precision: 2, min: 0 } };
      case 'ageMax':
        return { ...base, type: 'number' as const, props: { precision: 0, min: 0, max: 150 } };
      case 'rateClass':
        return {
          ...base,
          type: 'select' as const,
          options: CPF_RATE_CLASSES.map((c) => ({ value: c, label: t(`referenceRate.rateClass.${c}`) })),
        };
      default:
        return base;
    }
  });
  fields.push({
    name: 'source',
    label: t('referenceRate.fields.source'),
    type: 'textarea',
    full: true,
    required: true,
    extra: t('referenceRate.help.source'),
  });
  return fields;
}
