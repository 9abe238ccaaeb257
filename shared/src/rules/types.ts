/**
 * Shapes the rules library computes with. Reference rows mirror the effective-dated tables of
 * the backend (`backend/src/db/schema/reference.ts`): the server loads the row in force on the
 * date a rule computes for and passes it in, so no rule ever reads a rate from code or from "today".
 *
 * Money is integer cents. Rates and multipliers that are fractions are integers too:
 * percentages in basis points (9% = 900 bp), multipliers in thousandths (1.5× = 1500).
 */

/** `YYYY-MM-DD`, a Singapore calendar date. */
export type IsoDate = string;
/** `YYYY-MM`, a payroll month. */
export type IsoMonth = string;

/** Columns every effective-dated reference row has. */
export interface EffectiveRow {
  /** First day the row applies (inclusive). */
  effectiveFrom: IsoDate;
  /** Last day it applies (inclusive); null while it is the current one. */
  effectiveTo: IsoDate | null;
  /** Where the figure comes from (a URL or a citation), shown beside it on the admin page. */
  source: string;
}

export interface PublicHoliday {
  date: IsoDate;
  name: string;
  /** For a substitute day (holiday fell on a Sunday): the date of the holiday it replaces. */
  substituteFor: IsoDate | null;
  source: string;
}

export interface GstRateRow extends EffectiveRow {
  /** 900 = 9% */
  rateBp: number;
}

export type Residency = 'citizen' | 'pr' | 'foreigner';
export type EngagementType = 'employee' | 'contractor';

/** Which CPF rate table applies: citizens and PRs from their 3rd year share `citizen`. */
export type CpfRateClass = 'citizen' | 'pr1' | 'pr2';

export interface CpfRateRow extends EffectiveRow {
  rateClass: CpfRateClass;
  /** Upper bound of the age band, inclusive (55 = "55 and below"); null for the last band. */
  ageMax: number | null;
  /** Employer share of total wages, bp (1700 = 17%). */
  employerBp: number;
  /** Employee share of total wages, bp (2000 = 20%). */
  employeeBp: number;
  /** Phased employee share for S$500 < TW ≤ S$750: factor × (TW − 500), bp (6000 = 0.6). */
  phasedEmployeeFactorBp: number;
}

export interface CpfCeilingRow extends EffectiveRow {
  /** Ordinary Wage ceiling a month, cents (8000_00 in 2026). */
  owCeilingCents: number;
  /** Annual salary ceiling that bounds Additional Wages, cents (102000_00). */
  annualCeilingCents: number;
}

export interface SdlRow extends EffectiveRow {
  /** 25 = 0.25% */
  rateBp: number;
  minCents: number;
  maxCents: number;
}

export type RoundingMode = 'floor' | 'nearest' | 'ceil';

export interface Rounding {
  unitMinutes: number;
  mode: RoundingMode;
}

/** How a public holiday worked is paid (Employment Act: an extra day's basic pay, or better). */
export type PublicHolidayPayRule = 'extra_day' | 'multiplier';

/**
 * A contract order's policy (DOMAIN.md "Contract order"); the golden path fixes the names of the
 * first six fields. Multipliers arrive from the API as decimals (1.5) and are turned into
 * thousandths by `toMilli` before any money is computed.
 */
export interface WorkPolicy {
  dailyNormalHours: number;
  weeklyNormalHours: number;
  otPayMultiplier: number;
  otBillMultiplier: number;
  payRounding: Rounding;
  billRounding: Rounding;
  phPayRule?: PublicHolidayPayRule;
  /** Used when phPayRule = 'multiplier' (e.g. 2.0 = double time for the day). */
  phPayMultiplier?: number;
  phBillMultiplier?: number;
  lateGraceMinutes?: number;
  noShowAfterMinutes?: number;
  cancellationPayHours?: number;
  minPaidHoursSentHome?: number;
  /** Part IV caps (12 h a day, 72 OT h a month) waived: an exemption is recorded. */
  partIvExempt?: boolean;
}
