/**
 * One worker's payslip for one payroll month (DOMAIN.md "Payroll detail"): the pay of each work
 * record split into basic, OT and public-holiday parts for the itemised payslip, then the month's
 * wages, CPF (cpf.ts), SDL (sdl.ts) and net pay. Pure: the server loads the records, allowances,
 * carried items and the rows in force, and stores what this answers.
 */
import { isoWeekday } from './calendar';
import { computeCpfContribution } from './cpf';
import { floorDiv } from './int-div';
import { lineAmount, toMilli } from './pay';
import { computeSdl } from './sdl';
import type { CpfCeilingRow, CpfRateRow, EngagementType, IsoDate, IsoMonth, Residency, SdlRow } from './types';

export interface RecordPayInput {
  payRateCents: number;
  otPayMultiplier: number;
  normalMinutes: number;
  otMinutes: number;
  /** Minutes paid but not worked: a sent-home top-up, a late cancellation's hours */
  paidNotWorkedMinutes: number;
  /** The record's stored pay, the one figure the worker was credited */
  payAmount: number;
  /** Worked on the worker's rest day: its basic part is itemised as rest-day pay */
  restDay?: boolean;
}

export interface PayParts {
  basic: number;
  /** The basic part of a rest day's record (then `basic` is 0) */
  restDay: number;
  ot: number;
  /** The public-holiday premium: what the record pays beyond its basic and OT parts */
  ph: number;
}

/**
 * A record's pay, itemised. Basic and OT are recomputed the way `computeShift` computed them;
 * the rest of the stored amount is the holiday premium, so the parts always add up to the amount
 * the worker was credited, even for records computed under an older rule.
 */
export function recordPayParts(r: RecordPayInput): PayParts {
  const basic = lineAmount(r.payRateCents, r.normalMinutes + r.paidNotWorkedMinutes);
  const ot = lineAmount(r.payRateCents, r.otMinutes, toMilli(r.otPayMultiplier));
  const rest = r.payAmount - basic - ot;
  // A negative rest means the record was paid less than its basic and OT (an edited amount):
  // the payslip shows it against basic rather than as a negative premium.
  const parts = rest >= 0 ? { basic, ot, ph: rest } : { basic: basic + rest, ot, ph: 0 };
  return r.restDay ? { ...parts, basic: 0, restDay: parts.basic } : { ...parts, restDay: 0 };
}

/**
 * Whether a shift date is the worker's weekly rest day (Employment Act s.36; the parameter
 * `finance.payroll.restDay`, ISO weekday 1–7, 0 = none). The workers choose their own shifts, so
 * rest-day work is at their request and paid at the basic rate (MOM, "Rest days"): the payslip
 * itemises it as rest-day pay rather than adding a premium.
 */
export function isRestDay(date: IsoDate, restWeekday: number): boolean {
  return restWeekday >= 1 && restWeekday <= 7 && isoWeekday(date) === restWeekday;
}

export interface Deduction {
  amount: number;
  /** Employment Act s.27 type (e.g. `absence`, `damage`, `advance`) and the worker's written consent */
  legalType: string;
  consentRef: string;
}

export interface PayslipInput {
  month: IsoMonth;
  engagementType: EngagementType;
  residency: Residency;
  prStartDate?: IsoDate | null;
  dateOfBirth: IsoDate;
  /** Sums of the month's records' parts */
  basicPay: number;
  restDayPay?: number;
  otPay: number;
  phPay: number;
  allowances: number;
  /** Incentive payouts: bonuses paid in the month, Additional Wages for CPF */
  incentives: number;
  /** Items of locked months paid in this one (signed): Ordinary Wages of the month they are paid in */
  adjustments: number;
  deductions?: readonly Deduction[];
  /** OW and AW already subject to CPF in the earlier months of the calendar year */
  owSubjectEarlierInYear: number;
  awSubjectEarlierInYear: number;
  rates: readonly CpfRateRow[];
  ceilings: readonly CpfCeilingRow[];
  sdl: SdlRow;
}

export interface Payslip {
  grossPay: number;
  ow: number;
  aw: number;
  /** The wages CPF was computed on (OW and AW after their ceilings) */
  cpfWage: number;
  owSubject: number;
  awSubject: number;
  cpfEmployee: number;
  cpfEmployer: number;
  rateClass: string | null;
  ageBand: string | null;
  sdl: number;
  /** Deductions other than CPF, after the 50% cap */
  deductions: number;
  /** What was taken of each deduction, in the order given (the cap may leave some short) */
  deductionsTaken: number[];
  netPay: number;
}

/**
 * The Employment Act caps a period's deductions at 50% of its pay (s.32); employee CPF is a
 * deduction the law requires and is not counted against it. Taken in order until the cap.
 */
export function takenDeductions(deductions: readonly Pick<Deduction, 'amount'>[], periodPay: number): number[] {
  const cap = floorDiv(Math.max(0, periodPay), 2);
  let taken = 0;
  return deductions.map((d) => {
    if (!Number.isSafeInteger(d.amount) || d.amount < 0)
      throw new RangeError('A deduction must be whole, non-negative cents');
    const t = Math.min(d.amount, cap - taken);
    taken += t;
    return t;
  });
}

export function cappedDeductions(deductions: readonly Pick<Deduction, 'amount'>[], periodPay: number): number {
  return takenDeductions(deductions, periodPay).reduce((a, b) => a + b, 0);
}

export function computePayslip(p: PayslipInput): Payslip {
  const grossPay = p.basicPay + (p.restDayPay ?? 0) + p.otPay + p.phPay;
  const ow = Math.max(0, grossPay + p.allowances + p.adjustments);
  const aw = Math.max(0, p.incentives);
  const pay = grossPay + p.allowances + p.incentives + p.adjustments;
  const deductionsTaken = takenDeductions(p.deductions ?? [], pay);
  const deductions = deductionsTaken.reduce((a, b) => a + b, 0);
  if (p.engagementType === 'contractor') {
    // A contractor is not an employee: no CPF, no SDL, a statement rather than a payslip.
    return {
      grossPay,
      ow,
      aw,
      cpfWage: 0,
      owSubject: 0,
      awSubject: 0,
      cpfEmployee: 0,
      cpfEmployer: 0,
      rateClass: null,
      ageBand: null,
      sdl: 0,
      deductions,
      deductionsTaken,
      netPay: pay - deductions,
    };
  }
  const cpf = computeCpfContribution({
    month: p.month,
    residency: p.residency,
    prStartDate: p.prStartDate,
    dateOfBirth: p.dateOfBirth,
    ordinaryWagesCents: ow,
    additionalWagesCents: aw,
    owSubjectEarlierInYearCents: p.owSubjectEarlierInYear,
    awSubjectEarlierInYearCents: p.awSubjectEarlierInYear,
    rates: p.rates,
    ceilings: p.ceilings,
  });
  return {
    grossPay,
    ow,
    aw,
    cpfWage: cpf.owSubjectCents + cpf.awSubjectCents,
    owSubject: cpf.owSubjectCents,
    awSubject: cpf.awSubjectCents,
    cpfEmployee: cpf.employeeCents,
    cpfEmployer: cpf.employerCents,
    rateClass: cpf.rateClass,
    ageBand: cpf.ageBand,
    sdl: computeSdl(ow + aw, p.sdl),
    deductions,
    deductionsTaken,
    netPay: pay - cpf.employeeCents - deductions,
  };
}
