/**
 * Employment Act Part IV caps (DOMAIN.md): more than 12 hours of work in a day or more than 72
 * OT hours in a month block a shift (eligibility) unless the contract records an exemption.
 */
import { type Instant, isoMonth, shiftDate, toEpochMs } from './calendar';
import { allocateOvertime, type OtLimits, type TimedMinutes } from './overtime';
import { assertMinutes } from './rounding';
import type { WorkPolicy } from './types';

/**
 * Employment Act Part IV limits: no more than 12 hours of work in a day and 72 hours of overtime
 * in a month, unless the Commissioner has granted an exemption (recorded on the contract).
 * Source: MOM, "Hours of work, overtime and rest days",
 * https://www.mom.gov.sg/employment-practices/hours-of-work-overtime-and-rest-days
 * Statutory limits rather than rates; a caller may still pass other caps.
 */
export const PART_IV_CAPS = Object.freeze({ dayMaxMinutes: 12 * 60, monthOtMaxMinutes: 72 * 60 });

/** Names of the failed rules, as refusals (eligibility, verification) report them. */
export const PART_IV_RULES = Object.freeze({
  dailyHours: 'part_iv_daily_hours',
  monthlyOt: 'part_iv_monthly_ot',
} as const);
export type PartIvRule = (typeof PART_IV_RULES)[keyof typeof PART_IV_RULES];

export interface PartIvTotals {
  /** Minutes worked on the day, this record included (actual or, before the shift, scheduled). */
  dayMinutes: number;
  /** OT minutes in the payroll month, this record included. */
  monthOtMinutes: number;
}

/** The Part IV caps a day/month would break; empty when within them or exempt. */
export function partIvBreaches(
  totals: PartIvTotals,
  policy: Pick<WorkPolicy, 'partIvExempt'>,
  caps: { dayMaxMinutes: number; monthOtMaxMinutes: number } = PART_IV_CAPS,
): PartIvRule[] {
  if (policy.partIvExempt) return [];
  const failed: PartIvRule[] = [];
  if (totals.dayMinutes > caps.dayMaxMinutes) failed.push(PART_IV_RULES.dailyHours);
  if (totals.monthOtMinutes > caps.monthOtMaxMinutes) failed.push(PART_IV_RULES.monthlyOt);
  return failed;
}

export interface ScheduledShift {
  startAt: Instant;
  endAt: Instant;
  breakMinutes: number;
  breakPaid: boolean;
}

/** Minutes a scheduled shift will count if worked as planned: its span less an unpaid break. */
export function scheduledMinutes(shift: ScheduledShift): number {
  const span = (toEpochMs(shift.endAt) - toEpochMs(shift.startAt)) / 60_000;
  if (!(span > 0)) throw new RangeError('A shift must end after it starts');
  assertMinutes(shift.breakMinutes, 'Break minutes');
  return Math.max(0, Math.floor(span) - (shift.breakPaid ? 0 : shift.breakMinutes));
}

/**
 * The caps a new shift would break for a worker, projected before it is worked (on apply and on
 * assign). `others` are the worker's other records with their minutes (worked ones as paid, planned
 * ones as scheduledMinutes); pass every one from the Monday of the week holding the 1st of the
 * shift's month to the end of that month, so the weekly OT of the month's first days is right.
 */
export function partIvForShift(
  shift: ScheduledShift,
  others: readonly TimedMinutes[],
  policy: OtLimits & Pick<WorkPolicy, 'partIvExempt'>,
  caps?: { dayMaxMinutes: number; monthOtMaxMinutes: number },
): PartIvRule[] {
  if (policy.partIvExempt) return [];
  const records = [...others, { startAt: shift.startAt, minutes: scheduledMinutes(shift) }];
  const split = allocateOvertime(records, policy);
  const date = shiftDate(shift.startAt);
  const month = isoMonth(date);
  let dayMinutes = 0;
  let monthOtMinutes = 0;
  records.forEach((r, i) => {
    const d = shiftDate(r.startAt);
    if (d === date) dayMinutes += r.minutes;
    if (isoMonth(d) === month) monthOtMinutes += split[i].otMinutes;
  });
  return partIvBreaches({ dayMinutes, monthOtMinutes }, policy, caps);
}
