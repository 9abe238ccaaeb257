/**
 * Finance → Reference rates: the effective-dated reference tables (public holidays, GST, CPF
 * rates and ceilings, SDL) the rules compute with. Rates are integer basis points, money integer
 * cents, dates `YYYY-MM-DD`. A row used by a locked document (issued invoice, closed payroll
 * month) has `lockedAt` set and can no longer be edited or deleted.
 */
import { type Static, type TSchema, Type } from 'typebox';
import { PageQuery } from '../envelope';

export const REFERENCE_KINDS = ['publicHoliday', 'gstRate', 'cpfRate', 'cpfCeiling', 'sdlRate'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];
/** Kinds with an effective period (every kind but public holidays, which are single days). */
export const EFFECTIVE_KINDS = ['gstRate', 'cpfRate', 'cpfCeiling', 'sdlRate'] as const;
export type EffectiveKind = (typeof EFFECTIVE_KINDS)[number];

export const CPF_RATE_CLASSES = ['citizen', 'pr1', 'pr2'] as const;

const DateString = (o: { description?: string } = {}) =>
  Type.String({ format: 'date', maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$', examples: ['2026-01-01'], ...o });
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Source = Type.String({
  minLength: 1,
  maxLength: 1000,
  description: 'Where the figure comes from (URL or citation)',
});
/** Basis points: 900 = 9%. */
const Bp = (max: number) => Type.Integer({ minimum: 0, maximum: max });
/** Cents, up to S$10,000,000. */
const Cents = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });

/** Fields every stored row answers with besides its own. */
const RowMeta = {
  id: Type.Integer(),
  source: Type.String(),
  /** Set once a locked document has used the row: it is read-only from then on. */
  lockedAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};
const Period = {
  effectiveFrom: DateString({ description: 'First day (inclusive)' }),
  effectiveTo: Type.Union([DateString({ description: 'Last day (inclusive)' }), Type.Null()]),
};

// ─── form fields per kind (add body; edit body = id + the same) ─────────────────────────────
const PublicHolidayFields = {
  date: DateString(),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  substituteFor: Type.Union([DateString({ description: 'The holiday (a Sunday) this day replaces' }), Type.Null()]),
  source: Source,
};
const GstRateFields = { ...Period, rateBp: Bp(3000), source: Source };
const CpfRateFields = {
  ...Period,
  rateClass: Type.Enum(CPF_RATE_CLASSES),
  /** Upper bound of the age band (inclusive); null for the last band. */
  ageMax: Type.Union([Type.Integer({ minimum: 0, maximum: 150 }), Type.Null()]),
  employerBp: Bp(5000),
  employeeBp: Bp(5000),
  phasedEmployeeFactorBp: Bp(10000),
  source: Source,
};
const CpfCeilingFields = { ...Period, owCeilingCents: Cents, annualCeilingCents: Cents, source: Source };
const SdlRateFields = { ...Period, rateBp: Bp(1000), minCents: Cents, maxCents: Cents, source: Source };

const addBody = <P extends Record<string, TSchema>>(p: P) => Type.Object(p, { additionalProperties: false });
const editBody = <P extends Record<string, TSchema>>(p: P) =>
  Type.Object({ id: Id, ...p }, { additionalProperties: false });
const record = <P extends Record<string, TSchema>>(p: P) => {
  const { source: _s, ...rest } = p;
  return Type.Object({ ...rest, ...RowMeta });
};

export const PublicHolidayAddBody = addBody(PublicHolidayFields);
export type PublicHolidayAddBody = Static<typeof PublicHolidayAddBody>;
export const PublicHolidayEditBody = editBody(PublicHolidayFields);
export type PublicHolidayEditBody = Static<typeof PublicHolidayEditBody>;
export const PublicHolidayRecord = record(PublicHolidayFields);
export type PublicHolidayRecord = Static<typeof PublicHolidayRecord>;

export const GstRateAddBody = addBody(GstRateFields);
export type GstRateAddBody = Static<typeof GstRateAddBody>;
export const GstRateEditBody = editBody(GstRateFields);
export type GstRateEditBody = Static<typeof GstRateEditBody>;
export const GstRateRecord = record(GstRateFields);
export type GstRateRecord = Static<typeof GstRateRecord>;

export const CpfRateAddBody = addBody(CpfRateFields);
export type CpfRateAddBody = Static<typeof CpfRateAddBody>;
export const CpfRateEditBody = editBody(CpfRateFields);
export type CpfRateEditBody = Static<typeof CpfRateEditBody>;
export const CpfRateRecord = record(CpfRateFields);
export type CpfRateRecord = Static<typeof CpfRateRecord>;

export const CpfCeilingAddBody = addBody(CpfCeilingFields);
export type CpfCeilingAddBody = Static<typeof CpfCeilingAddBody>;
export const CpfCeilingEditBody = editBody(CpfCeilingFields);
export type CpfCeilingEditBody = Static<typeof CpfCeilingEditBody>;
export const CpfCeilingRecord = record(CpfCeilingFields);
export type CpfCeilingRecord = Static<typeof CpfCeilingRecord>;

export const SdlRateAddBody = addBody(SdlRateFields);
export type SdlRateAddBody = Static<typeof SdlRateAddBody>;
export const SdlRateEditBody = editBody(SdlRateFields);
export type SdlRateEditBody = Static<typeof SdlRateEditBody>;
export const SdlRateRecord = record(SdlRateFields);
export type SdlRateRecord = Static<typeof SdlRateRecord>;

/** Any reference row as the API answers it. */
export type ReferenceRecord = PublicHolidayRecord | GstRateRecord | CpfRateRecord | CpfCeilingRecord | SdlRateRecord;

// ─── list queries ────────────────────────────────────────────────────────────────────────────
const Year = Type.Integer({ minimum: 1990, maximum: 2100, description: 'Rows of (or in force during) this year' });
const PERIOD_ORDER = ['effectiveFrom', 'effectiveTo', 'createdAt'] as const;

export const PublicHolidayListQuery = Type.Object({
  ...PageQuery.properties,
  year: Type.Optional(Year),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  orderBy: Type.Optional(Type.Enum(['date', 'name', 'createdAt'])),
});
export type PublicHolidayListQuery = Static<typeof PublicHolidayListQuery>;

const periodQuery = <O extends readonly string[]>(order: O, extra: Record<string, TSchema> = {}) =>
  Type.Object({
    ...PageQuery.properties,
    year: Type.Optional(Year),
    inForceOn: Type.Optional(DateString({ description: 'Only the row(s) in force on this day' })),
    ...extra,
    orderBy: Type.Optional(Type.Enum([...PERIOD_ORDER, ...order])),
  });

export const GstRateListQuery = periodQuery(['rateBp'] as const);
export type GstRateListQuery = Static<typeof GstRateListQuery>;
export const CpfRateListQuery = periodQuery(['rateClass', 'ageMax', 'employerBp', 'employeeBp'] as const, {
  rateClass: Type.Optional(Type.Enum(CPF_RATE_CLASSES)),
});
export type CpfRateListQuery = Static<typeof CpfRateListQuery>;
export const CpfCeilingListQuery = periodQuery(['owCeilingCents', 'annualCeilingCents'] as const);
export type CpfCeilingListQuery = Static<typeof CpfCeilingListQuery>;
export const SdlRateListQuery = periodQuery(['rateBp'] as const);
export type SdlRateListQuery = Static<typeof SdlRateListQuery>;

// ─── the row a rule would get ───────────────────────────────────────────────────────────────
/** GET /backend/api/v1/finance/reference/inForce */
export const ReferenceInForceQuery = Type.Object({
  kind: Type.Enum(REFERENCE_KINDS),
  date: DateString(),
  /** cpfRate only */
  rateClass: Type.Optional(Type.Enum(CPF_RATE_CLASSES)),
  /** cpfRate only: the age the band is chosen for */
  age: Type.Optional(Type.Integer({ minimum: 0, maximum: 150 })),
});
export type ReferenceInForceQuery = Static<typeof ReferenceInForceQuery>;

/**
 * The stored row in force (with its id and lock), or null when none is (for a public holiday:
 * the holiday on that date, or null on a working day).
 */
// Most specific first: the serialiser writes a row with the first shape it matches, and an SDL
// row would also match the GST shape (dropping its minimum and maximum).
export const ReferenceInForceResult = Type.Union([
  CpfRateRecord,
  CpfCeilingRecord,
  SdlRateRecord,
  GstRateRecord,
  PublicHolidayRecord,
  Type.Null(),
]);
