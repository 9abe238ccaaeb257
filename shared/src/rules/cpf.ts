/**
 * CPF contributions for one worker and one payroll month (DOMAIN.md "CPF"). Rates, bands and
 * ceilings come in as effective-dated rows (reference-data.ts seeds them); nothing here knows a
 * percentage. Money is integer cents; the arithmetic is exact (int-div.ts) because CPF's
 * rounding turns a float error of a hair into a dollar.
 */
import { rowInForce } from './effective';
import { ceilDiv, floorDiv, roundHalfUpDiv } from './int-div';
import type { CpfCeilingRow, CpfRateClass, CpfRateRow, IsoDate, IsoMonth, Residency } from './types';

/** Total wages at or below this (S$50) attract no CPF. */
const NO_CPF_MAX_CENTS = 50_00;
/** Up to S$500 only the employer contributes. */
const EMPLOYER_ONLY_MAX_CENTS = 500_00;
/** Up to S$750 the employee share is phased in from the S$500 mark. */
const PHASED_MAX_CENTS = 750_00;
/** bp × cents → cents. */
const BP = 10_000;
/** bp × cents → dollars (100 cents). */
const BP_DOLLAR = BP * 100;

function monthIndex(month: IsoMonth): number {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) throw new RangeError(`Not a payroll month (YYYY-MM): ${month}`);
  return Number(m[1]) * 12 + (Number(m[2]) - 1);
}

function dateMonthIndex(date: IsoDate): number {
  return monthIndex(date.slice(0, 7));
}

/**
 * The age CPF uses for a month, to compare with a band's inclusive upper bound (`ageMax`).
 * CPF counts a worker as "55" in the month of the 55th birthday and as "above 55" from the
 * month after (cpf.gov.sg, "How much CPF contributions to pay", step 2: "the new rates apply
 * from the 1st of the month after the month of the employee's 55th/60th/65th/70th birthday").
 * So the age is the smallest whole number k with `month ≤ month of the k-th birthday`: in the
 * birthday month it equals the new age, in every other month it is the age still to be reached.
 * The day of birth does not matter, only its month.
 */
export function cpfAgeForMonth(dateOfBirth: IsoDate, month: IsoMonth): number {
  const monthsSinceBirthMonth = monthIndex(month) - dateMonthIndex(dateOfBirth);
  return ceilDiv(monthsSinceBirthMonth, 12);
}

export interface CpfRateClassInput {
  residency: Residency;
  /** Date on the PR's entry permit (ICA Form 5/5A); required for residency 'pr'. */
  prStartDate?: IsoDate | null;
  month: IsoMonth;
}

/**
 * Which rate table applies to a worker in a month; null means no CPF (foreigners, and PRs in
 * months before their PR start).
 *
 * PR years, as CPF counts them (cpf.gov.sg member FAQ "How do I determine the year of my
 * Singapore Permanent Resident status for the purpose of CPF contributions?",
 * https://www.cpf.gov.sg/member/faq/growing-your-savings/saving-as-an-employee/determine-year-of-spr-status-for-purpose-of-cpf):
 * the 1st-year rate applies from the date on the entry permit and ends on the LAST DAY OF THE
 * MONTH of the first anniversary; the 2nd- and 3rd-year rates apply from the month following
 * each anniversary. Their example: PR on 15 Jan 2020 → 1st year 15 Jan 2020 – 31 Jan 2021,
 * 2nd year 1 Feb 2021 – 31 Jan 2022, 3rd year (full, citizen rates) from 1 Feb 2022.
 * In months counted from the PR start month (0): months 0–12 are year 1 (13 calendar months),
 * 13–24 year 2, 25 onwards the citizen table. Wages of the start month earned before the PR
 * date are not liable; the caller passes only the liable wages.
 *
 * Only the graduated employer–graduated employee (G/G) tables are modelled: the F/G and F/F
 * options need a joint application with the employer, which this platform does not offer.
 */
export function cpfRateClassForMonth(input: CpfRateClassInput): CpfRateClass | null {
  if (input.residency === 'citizen') return 'citizen';
  if (input.residency === 'foreigner') return null;
  if (!input.prStartDate) throw new RangeError('A PR needs a PR start date to pick the CPF rate class');
  const k = monthIndex(input.month) - dateMonthIndex(input.prStartDate);
  if (k < 0) return null;
  if (k <= 12) return 'pr1';
  if (k <= 24) return 'pr2';
  return 'citizen';
}

export interface CpfBandPick {
  row: CpfRateRow;
  /** '<=55', '55-60', …, '>70' (the last band of the PR tables is '>65'). */
  ageBand: string;
}

/**
 * The band row of a rate class for an age, among the rows in force on `date`. Bands are the
 * rows' inclusive upper bounds; the band with a null bound takes every older age.
 */
export function cpfRateRowFor(
  rows: readonly CpfRateRow[],
  rateClass: CpfRateClass,
  age: number,
  date: IsoDate,
): CpfBandPick {
  const byBand = new Map<number | null, CpfRateRow[]>();
  for (const r of rows) {
    if (r.rateClass !== rateClass) continue;
    const list = byBand.get(r.ageMax) ?? [];
    list.push(r);
    byBand.set(r.ageMax, list);
  }
  const inForce: CpfRateRow[] = [];
  for (const [, list] of byBand) {
    try {
      inForce.push(rowInForce(list, date, 'CPF rate row'));
    } catch {
      // A band with no row on this date (retired or not started yet) simply drops out.
    }
  }
  const order = (max: number | null) => (max === null ? Number.POSITIVE_INFINITY : max);
  inForce.sort((a, b) => order(a.ageMax) - order(b.ageMax));
  const i = inForce.findIndex((r) => r.ageMax === null || age <= r.ageMax);
  if (i < 0) throw new RangeError(`No CPF ${rateClass} rate for age ${age} on ${date}`);
  const row = inForce[i];
  const prev = i > 0 ? inForce[i - 1].ageMax : null;
  const ageBand = row.ageMax === null ? `>${prev ?? 0}` : prev === null ? `<=${row.ageMax}` : `${prev}-${row.ageMax}`;
  return { row, ageBand };
}

export interface CpfShares {
  totalCents: number;
  employeeCents: number;
  employerCents: number;
}

/**
 * The shares for wages already subject to CPF (after the ceilings), under one band row.
 * Rounding (cpf.gov.sg "How much CPF contributions to pay", step 4,
 * https://www.cpf.gov.sg/employer/employer-obligations/how-much-cpf-contributions-to-pay): the total to the nearest dollar with 50 cents counted as a dollar, the employee share
 * with its cents dropped, the employer share = total − employee share.
 */
export function cpfSharesForWages(subjectWagesCents: number, row: CpfRateRow): CpfShares {
  const tw = subjectWagesCents;
  if (tw <= NO_CPF_MAX_CENTS) return { totalCents: 0, employeeCents: 0, employerCents: 0 };
  let totalExact: number; // cents × bp
  let employeeExact: number;
  if (tw <= EMPLOYER_ONLY_MAX_CENTS) {
    totalExact = row.employerBp * tw;
    employeeExact = 0;
  } else if (tw <= PHASED_MAX_CENTS) {
    employeeExact = row.phasedEmployeeFactorBp * (tw - EMPLOYER_ONLY_MAX_CENTS);
    totalExact = row.employerBp * tw + employeeExact;
  } else {
    employeeExact = row.employeeBp * tw;
    totalExact = (row.employerBp + row.employeeBp) * tw;
  }
  const totalCents = roundHalfUpDiv(totalExact, BP_DOLLAR) * 100;
  const employeeCents = floorDiv(employeeExact, BP_DOLLAR) * 100;
  return { totalCents, employeeCents, employerCents: totalCents - employeeCents };
}

export interface CpfInput extends CpfRateClassInput {
  dateOfBirth: IsoDate;
  /** Ordinary Wages of the month (wages for work in the month, paid by its due date). */
  ordinaryWagesCents: number;
  /** Additional Wages paid in the month (bonuses and other non-monthly pay). */
  additionalWagesCents?: number;
  /** OW subject to CPF in the earlier months of the same calendar year. */
  owSubjectEarlierInYearCents?: number;
  /** AW subject to CPF in the earlier months of the same calendar year. */
  awSubjectEarlierInYearCents?: number;
  rates: readonly CpfRateRow[];
  ceilings: readonly CpfCeilingRow[];
}

export interface CpfResult extends CpfShares {
  /** OW + AW of the month, before any ceiling. */
  totalWagesCents: number;
  owSubjectCents: number;
  awSubjectCents: number;
  rateClass: CpfRateClass | null;
  ageBand: string | null;
}

function nonNegativeCents(n: number | undefined, what: string): number {
  const v = n ?? 0;
  if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`${what} must be whole, non-negative cents`);
  return v;
}

/**
 * The month's contribution. OW is capped at the OW ceiling of the month; AW at the AW ceiling,
 * which is the annual salary ceiling less the OW subject to CPF in the year so far (this month
 * included) and less the AW already subject to CPF this year. CPF's own AW ceiling uses the
 * whole year's OW and is trued up at year end; counting the OW so far is the pay-as-you-go form
 * DOMAIN.md asks for, and never lets a month's AW push the year past the annual ceiling.
 */
export function computeCpfContribution(input: CpfInput): CpfResult {
  const ow = nonNegativeCents(input.ordinaryWagesCents, 'Ordinary wages');
  const aw = nonNegativeCents(input.additionalWagesCents, 'Additional wages');
  const owBefore = nonNegativeCents(input.owSubjectEarlierInYearCents, 'OW earlier in the year');
  const awBefore = nonNegativeCents(input.awSubjectEarlierInYearCents, 'AW earlier in the year');
  const totalWagesCents = ow + aw;
  const rateClass = cpfRateClassForMonth(input);
  if (rateClass === null) {
    return {
      totalWagesCents,
      owSubjectCents: 0,
      awSubjectCents: 0,
      totalCents: 0,
      employeeCents: 0,
      employerCents: 0,
      rateClass,
      ageBand: null,
    };
  }
  const firstDay = `${input.month}-01`;
  const ceiling = rowInForce(input.ceilings, firstDay, 'CPF ceiling row');
  const owSubjectCents = Math.min(ow, ceiling.owCeilingCents);
  const awRoom = Math.max(0, ceiling.annualCeilingCents - owBefore - owSubjectCents - awBefore);
  const awSubjectCents = Math.min(aw, awRoom);
  const age = cpfAgeForMonth(input.dateOfBirth, input.month);
  const { row, ageBand } = cpfRateRowFor(input.rates, rateClass, age, firstDay);
  const shares = cpfSharesForWages(owSubjectCents + awSubjectCents, row);
  return { totalWagesCents, owSubjectCents, awSubjectCents, ...shares, rateClass, ageBand };
}

export interface CpfHoldInput extends CpfRateClassInput {
  dateOfBirth: IsoDate;
  /** Everything earned so far in the month whose payroll is not closed yet. */
  earningsCents: number;
  rates: readonly CpfRateRow[];
}

/**
 * How much of a worker's unpaid-month earnings to keep held at a withdrawal, for the employee
 * CPF share the payroll will deduct. An employee share that was not deducted cannot be
 * recovered from the worker later (DOMAIN.md), so this errs high: the band's full employee
 * rate on all the earnings, rounded UP to the dollar. It is never below the real share, because
 * the real one applies the same or a lower rate (the phased share 3 × rate × (TW − 500) stays
 * under rate × TW up to S$750) to wages no larger (ceilings only remove wages) and drops cents.
 */
export function estimateEmployeeCpfHold(input: CpfHoldInput): number {
  const earnings = nonNegativeCents(input.earningsCents, 'Earnings');
  const rateClass = cpfRateClassForMonth(input);
  if (rateClass === null || earnings <= NO_CPF_MAX_CENTS) return 0;
  const age = cpfAgeForMonth(input.dateOfBirth, input.month);
  const { row } = cpfRateRowFor(input.rates, rateClass, age, `${input.month}-01`);
  return ceilDiv(row.employeeBp * earnings, BP_DOLLAR) * 100;
}
