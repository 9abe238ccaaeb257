/**
 * One descriptor per reference table: its Drizzle table, how a stored row becomes the API record
 * and the rules' row, which columns may sort the list, which rows share a timeline (CPF: one per
 * rate class and age band) and the cross-field checks a body must pass. The service and the
 * routes are written once against these descriptors.
 */
import type {
  CpfCeilingAddBody,
  CpfRateAddBody,
  GstRateAddBody,
  PublicHolidayAddBody,
  ReferenceKind,
  SdlRateAddBody,
} from '@shiftdesk/shared/api';
import type { CpfCeilingRow, CpfRateRow, GstRateRow, PublicHoliday, SdlRow } from '@shiftdesk/shared/rules';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Lang, type MessageKey, t } from '../../../core/base/i18n';
import { refCpfCeiling, refCpfRate, refGstRate, refPublicHoliday, refSdlRate } from '../../../db/schema';

export type RefTable =
  | typeof refPublicHoliday
  | typeof refGstRate
  | typeof refCpfRate
  | typeof refCpfCeiling
  | typeof refSdlRate;
export type PeriodTable = typeof refGstRate | typeof refCpfRate | typeof refCpfCeiling | typeof refSdlRate;

/** A cross-field problem of a body: the field it belongs to and the message key. */
export interface BodyProblem {
  field: string;
  key: MessageKey;
}

interface Meta {
  id: number;
  source: string;
  lockedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
const metaOut = (r: Meta) => ({
  id: r.id,
  source: r.source,
  lockedAt: r.lockedAt ? r.lockedAt.toISOString() : null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

interface KindBase<Db, Body> {
  kind: ReferenceKind;
  /** Stored row → values to insert/update (source trimmed). */
  values(b: Body): Record<string, unknown>;
  /** Stored row → API record. */
  record(r: Db): Record<string, unknown>;
  /** Cross-field checks beyond the TypeBox bounds. */
  problems(b: Body): BodyProblem[];
  /** Sortable columns (the list's `orderBy` whitelist). */
  orderBy: Record<string, PgColumn>;
  /** How a row is named in messages ("GST rate #3 (2023-01-01 – 2023-12-31)"). */
  describe(lang: Lang, r: Db): string;
}

export interface HolidayKind extends KindBase<typeof refPublicHoliday.$inferSelect, PublicHolidayAddBody> {
  kind: 'publicHoliday';
  table: typeof refPublicHoliday;
  rule(r: typeof refPublicHoliday.$inferSelect): PublicHoliday;
}

export interface PeriodKind<
  K extends ReferenceKind = ReferenceKind,
  T extends PeriodTable = PeriodTable,
  Body = unknown,
  Row = unknown,
> extends KindBase<T['$inferSelect'], Body> {
  kind: K;
  table: T;
  /** Rows that share one timeline with `b` (overlaps are only checked among them). */
  timeline(b: Body): SQL | undefined;
  rule(r: T['$inferSelect']): Row;
}

const period = (lang: Lang, r: { effectiveFrom: string; effectiveTo: string | null }) =>
  `${r.effectiveFrom} – ${r.effectiveTo ?? t(lang, 'ref.openEnded')}`;
const periodProblems = (b: { effectiveFrom: string; effectiveTo: string | null }): BodyProblem[] =>
  b.effectiveTo !== null && b.effectiveTo < b.effectiveFrom
    ? [{ field: 'body.effectiveTo', key: 'ref.periodOrder' }]
    : [];
const periodValues = (b: { effectiveFrom: string; effectiveTo: string | null; source: string }) => ({
  effectiveFrom: b.effectiveFrom,
  effectiveTo: b.effectiveTo,
  source: b.source.trim(),
});
const periodOrder = (tb: PeriodTable) => ({
  effectiveFrom: tb.effectiveFrom,
  effectiveTo: tb.effectiveTo,
  createdAt: tb.createdAt,
});
const periodRule = (r: { effectiveFrom: string; effectiveTo: string | null; source: string }) => ({
  effectiveFrom: r.effectiveFrom,
  effectiveTo: r.effectiveTo,
  source: r.source,
});
const sourceProblem = (b: { source: string }): BodyProblem[] =>
  b.source.trim() ? [] : [{ field: 'body.source', key: 'ref.sourceRequired' }];

export const publicHoliday: HolidayKind = {
  kind: 'publicHoliday',
  table: refPublicHoliday,
  values: (b) => ({ date: b.date, name: b.name.trim(), substituteFor: b.substituteFor, source: b.source.trim() }),
  record: (r) => ({ date: r.date, name: r.name, substituteFor: r.substituteFor, ...metaOut(r) }),
  rule: (r) => ({ date: r.date, name: r.name, substituteFor: r.substituteFor, source: r.source }),
  problems: (b) => [
    ...(b.name.trim() ? [] : [{ field: 'body.name', key: 'ref.nameRequired' as const }]),
    ...(b.substituteFor !== null && b.substituteFor >= b.date
      ? [{ field: 'body.substituteFor', key: 'ref.substituteOrder' as const }]
      : []),
    ...sourceProblem(b),
  ],
  orderBy: { date: refPublicHoliday.date, name: refPublicHoliday.name, createdAt: refPublicHoliday.createdAt },
  describe: (lang, r) => `${t(lang, 'ref.kind.publicHoliday')} #${r.id} (${r.date} ${r.name})`,
};

export const gstRate: PeriodKind<'gstRate', typeof refGstRate, GstRateAddBody, GstRateRow> = {
  kind: 'gstRate',
  table: refGstRate,
  values: (b) => ({ ...periodValues(b), rateBp: b.rateBp }),
  record: (r) => ({ effectiveFrom: r.effectiveFrom, effectiveTo: r.effectiveTo, rateBp: r.rateBp, ...metaOut(r) }),
  rule: (r) => ({ ...periodRule(r), rateBp: r.rateBp }),
  problems: (b) => [...periodProblems(b), ...sourceProblem(b)],
  timeline: () => undefined,
  orderBy: { ...periodOrder(refGstRate), rateBp: refGstRate.rateBp },
  describe: (lang, r) => `${t(lang, 'ref.kind.gstRate')} #${r.id} (${period(lang, r)})`,
};

export const cpfRate: PeriodKind<'cpfRate', typeof refCpfRate, CpfRateAddBody, CpfRateRow> = {
  kind: 'cpfRate',
  table: refCpfRate,
  values: (b) => ({
    ...periodValues(b),
    rateClass: b.rateClass,
    ageMax: b.ageMax,
    employerBp: b.employerBp,
    employeeBp: b.employeeBp,
    phasedEmployeeFactorBp: b.phasedEmployeeFactorBp,
  }),
  record: (r) => ({
    effectiveFrom: r.effectiveFrom,
    effectiveTo: r.effectiveTo,
    rateClass: r.rateClass as CpfRateRow['rateClass'],
    ageMax: r.ageMax,
    employerBp: r.employerBp,
    employeeBp: r.employeeBp,
    phasedEmployeeFactorBp: r.phasedEmployeeFactorBp,
    ...metaOut(r),
  }),
  rule: (r) => ({
    ...periodRule(r),
    rateClass: r.rateClass as CpfRateRow['rateClass'],
    ageMax: r.ageMax,
    employerBp: r.employerBp,
    employeeBp: r.employeeBp,
    phasedEmployeeFactorBp: r.phasedEmployeeFactorBp,
  }),
  problems: (b) => [...periodProblems(b), ...sourceProblem(b)],
  // Each rate class and age band is its own timeline.
  timeline: (b) =>
    and(
      eq(refCpfRate.rateClass, b.rateClass),
      b.ageMax === null ? isNull(refCpfRate.ageMax) : eq(refCpfRate.ageMax, b.ageMax),
    ),
  orderBy: {
    ...periodOrder(refCpfRate),
    rateClass: refCpfRate.rateClass,
    ageMax: refCpfRate.ageMax,
    employerBp: refCpfRate.employerBp,
    employeeBp: refCpfRate.employeeBp,
  },
  describe: (lang, r) =>
    `${t(lang, 'ref.kind.cpfRate')} #${r.id} (${t(lang, `ref.class.${r.rateClass as CpfRateRow['rateClass']}`)}, ${
      r.ageMax === null ? t(lang, 'ref.ageLast') : t(lang, 'ref.ageUpTo', { age: r.ageMax })
    }, ${period(lang, r)})`,
};

export const cpfCeiling: PeriodKind<'cpfCeiling', typeof refCpfCeiling, CpfCeilingAddBody, CpfCeilingRow> = {
  kind: 'cpfCeiling',
  table: refCpfCeiling,
  values: (b) => ({ ...periodValues(b), owCeilingCents: b.owCeilingCents, annualCeilingCents: b.annualCeilingCents }),
  record: (r) => ({
    effectiveFrom: r.effectiveFrom,
    effectiveTo: r.effectiveTo,
    owCeilingCents: r.owCeilingCents,
    annualCeilingCents: r.annualCeilingCents,
    ...metaOut(r),
  }),
  rule: (r) => ({ ...periodRule(r), owCeilingCents: r.owCeilingCents, annualCeilingCents: r.annualCeilingCents }),
  problems: (b) => [
    ...periodProblems(b),
    ...(b.annualCeilingCents < b.owCeilingCents
      ? [{ field: 'body.annualCeilingCents', key: 'ref.ceilingOrder' as const }]
      : []),
    ...sourceProblem(b),
  ],
  timeline: () => undefined,
  orderBy: {
    ...periodOrder(refCpfCeiling),
    owCeilingCents: refCpfCeiling.owCeilingCents,
    annualCeilingCents: refCpfCeiling.annualCeilingCents,
  },
  describe: (lang, r) => `${t(lang, 'ref.kind.cpfCeiling')} #${r.id} (${period(lang, r)})`,
};

export const sdlRate: PeriodKind<'sdlRate', typeof refSdlRate, SdlRateAddBody, SdlRow> = {
  kind: 'sdlRate',
  table: refSdlRate,
  values: (b) => ({ ...periodValues(b), rateBp: b.rateBp, minCents: b.minCents, maxCents: b.maxCents }),
  record: (r) => ({
    effectiveFrom: r.effectiveFrom,
    effectiveTo: r.effectiveTo,
    rateBp: r.rateBp,
    minCents: r.minCents,
    maxCents: r.maxCents,
    ...metaOut(r),
  }),
  rule: (r) => ({ ...periodRule(r), rateBp: r.rateBp, minCents: r.minCents, maxCents: r.maxCents }),
  problems: (b) => [
    ...periodProblems(b),
    ...(b.minCents > b.maxCents ? [{ field: 'body.maxCents', key: 'ref.minMax' as const }] : []),
    ...sourceProblem(b),
  ],
  timeline: () => undefined,
  orderBy: { ...periodOrder(refSdlRate), rateBp: refSdlRate.rateBp },
  describe: (lang, r) => `${t(lang, 'ref.kind.sdlRate')} #${r.id} (${period(lang, r)})`,
};

export const PERIOD_KINDS = { gstRate, cpfRate, cpfCeiling, sdlRate } as const;
export type PeriodKindName = keyof typeof PERIOD_KINDS;
export const KINDS = { publicHoliday, ...PERIOD_KINDS } as const;

/** The rules' row shape of each kind. */
export interface RuleRowOf {
  publicHoliday: PublicHoliday;
  gstRate: GstRateRow;
  cpfRate: CpfRateRow;
  cpfCeiling: CpfCeilingRow;
  sdlRate: SdlRow;
}
