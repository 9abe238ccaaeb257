/**
 * Pay and bill amounts of one shift (DOMAIN.md "Hours and pay"): normal minutes at the rate, OT
 * minutes at the rate × OT multiplier, plus the public-holiday premium; pay with the pay rate and
 * pay minutes, bill with the bill rate and bill minutes. All in integer arithmetic: each line is
 * rounded half up to the cent once, and the shift's amount is the sum of its lines.
 */
import { type IsoWeek, isoWeek, shiftDate, toEpochMs } from './calendar';
import { isPublicHoliday } from './holiday';
import { roundHalfUpDiv } from './int-div';
import { scheduledMinutes } from './part-iv';
import { hoursToMinutes, NOTHING_SO_FAR, type OtSoFar, type OtSplit, splitOvertime } from './overtime';
import type { IsoDate, PublicHoliday, PublicHolidayPayRule, WorkPolicy } from './types';
import { type ShiftTimes, workedTime } from './worked';

/** A decimal multiplier as integer thousandths (1.5 → 1500); refuses more than 3 decimals. */
export function toMilli(multiplier: number): number {
  const milli = Math.round(multiplier * 1000);
  // Division is correctly rounded, so this is equal exactly when `multiplier` is the double
  // nearest to a number with at most three decimals (1.005 passes, 1.0005 does not).
  if (!Number.isFinite(multiplier) || multiplier < 0 || !Number.isSafeInteger(milli) || milli / 1000 !== multiplier) {
    throw new RangeError(`Multiplier must be non-negative with at most 3 decimals: ${multiplier}`);
  }
  return milli;
}

function assertNonNegativeInt(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a non-negative integer: ${n}`);
}

/** rate (cents/hour) × minutes / 60 × multiplier / 1000, rounded half up to the cent, once. */
export function lineAmount(rateCentsPerHour: number, minutes: number, multiplierMilli = 1000): number {
  assertNonNegativeInt(rateCentsPerHour, 'Rate (cents per hour)');
  assertNonNegativeInt(minutes, 'Minutes');
  assertNonNegativeInt(multiplierMilli, 'Multiplier (thousandths)');
  // Exact integer division; a product past 2^53 is refused there rather than rounded wrongly.
  return roundHalfUpDiv(rateCentsPerHour * minutes * multiplierMilli, 60 * 1000);
}

export interface ShiftInput extends ShiftTimes {
  payRateCents: number;
  billRateCents: number;
  /** The job's public-holiday flag (a snapshot); when absent it is read from context.publicHolidays. */
  publicHoliday?: boolean;
  /**
   * The client sent the worker home before the scheduled end: the policy's minimum paid hours
   * (`minPaidHoursSentHome`, at most the scheduled shift) are paid and billed even if fewer were worked.
   */
  sentHomeEarly?: boolean;
}

/** Work the same worker already has before this shift, on each side. */
export interface EarlierWork {
  pay: OtSoFar;
  bill: OtSoFar;
}

export interface ShiftContext {
  /** The holiday rows; needed unless the input carries its publicHoliday flag. */
  publicHolidays?: readonly PublicHoliday[];
  /** Earlier records the same date and ISO week (see earlierWork); none when absent. */
  earlier?: EarlierWork;
}

export interface AmountLines {
  normal: number;
  ot: number;
  publicHoliday: number;
  /** The top-up to the minimum paid hours of a worker sent home early (DOMAIN.md "Contract order"). */
  sentHome: number;
}

export interface ShiftResult {
  shiftDate: IsoDate;
  isoWeek: IsoWeek;
  publicHoliday: boolean;
  rawMinutes: number;
  payMinutes: number;
  billMinutes: number;
  /** Pay side. */
  normalMinutes: number;
  otMinutes: number;
  dailyOtMinutes: number;
  weeklyOtMinutes: number;
  billNormalMinutes: number;
  billOtMinutes: number;
  /** Minutes worked on a public holiday (the pay minutes of a holiday shift, else 0). */
  phMinutes: number;
  /** Pay side: the holiday minutes that earn the premium (within the daily normal hours). */
  phPremiumMinutes: number;
  lateMinutes: number;
  earlyLeaveMinutes: number;
  late: boolean;
  /**
   * Minutes paid / billed on top of the worked ones to reach the minimum of a worker sent home
   * early. Not worked time: never normal or OT minutes, never in a day's or week's totals.
   */
  sentHomePayMinutes: number;
  sentHomeBillMinutes: number;
  payAmount: number;
  billAmount: number;
  /** The amount lines (cents), for invoice lines and payslips: they sum to the amounts. */
  payLines: AmountLines;
  billLines: AmountLines;
}

/**
 * The minutes of a holiday shift that earn the premium: those within the daily normal hours. The
 * weekly 44 h does not reduce them: a holiday worked after a full week still earns its extra day.
 */
function holidayBaseMinutes(split: OtSplit, dailyNormalMinutes: number): number {
  return Math.min(split.normalMinutes + split.weeklyOtMinutes, dailyNormalMinutes);
}

/** The public-holiday premium of one side, on its base minutes. */
function holidayPremium(
  rule: PublicHolidayPayRule,
  rateCents: number,
  baseMinutes: number,
  multiplier: number | undefined,
): number {
  // extra_day: an extra day's basic pay for the hours worked, never more than one normal day.
  if (rule === 'extra_day') return lineAmount(rateCents, baseMinutes);
  if (multiplier === undefined) throw new RangeError('The multiplier public-holiday rule needs its multiplier');
  const milli = toMilli(multiplier);
  if (milli < 1000) throw new RangeError(`A public-holiday multiplier below 1 would cut pay: ${multiplier}`);
  // Those minutes are already paid once at the rate (or as OT); the premium is the rest of the multiple.
  return lineAmount(rateCents, baseMinutes, milli - 1000);
}

function otMilli(multiplier: number, what: string): number {
  const milli = toMilli(multiplier);
  if (milli < 1000) throw new RangeError(`${what} below 1 would pay overtime under the basic rate: ${multiplier}`);
  return milli;
}

function sum(lines: AmountLines): number {
  return lines.normal + lines.ot + lines.publicHoliday + lines.sentHome;
}

/** The minutes a worker sent home early is paid at least: the policy's hours, never more than the shift. */
function sentHomeMinimum(input: ShiftInput, policy: WorkPolicy): number {
  if (!input.sentHomeEarly) return 0;
  const minimum = hoursToMinutes(policy.minPaidHoursSentHome ?? 0, 'Minimum paid hours when sent home');
  const scheduled = scheduledMinutes({
    startAt: input.scheduledStartAt,
    endAt: input.scheduledEndAt,
    breakMinutes: input.breakMinutes,
    breakPaid: input.breakPaid,
  });
  return Math.min(minimum, scheduled);
}

/** Everything the work record stores about one shift's hours and money. */
export function computeShift(input: ShiftInput, policy: WorkPolicy, context: ShiftContext = {}): ShiftResult {
  const date = shiftDate(input.scheduledStartAt);
  let publicHoliday = input.publicHoliday;
  if (publicHoliday === undefined) {
    if (!context.publicHolidays) throw new RangeError('Public holidays are needed to tell whether the shift is on one');
    publicHoliday = isPublicHoliday(date, context.publicHolidays);
  }
  const worked = workedTime(input, policy);
  const earlier = context.earlier ?? { pay: NOTHING_SO_FAR, bill: NOTHING_SO_FAR };
  const paySplit = splitOvertime(worked.payMinutes, policy, earlier.pay);
  const billSplit = splitOvertime(worked.billMinutes, policy, earlier.bill);
  const dailyNormal = hoursToMinutes(policy.dailyNormalHours, 'Daily normal hours');
  const rule = policy.phPayRule ?? 'extra_day';
  const phPremiumMinutes = publicHoliday ? holidayBaseMinutes(paySplit, dailyNormal) : 0;
  const minimum = sentHomeMinimum(input, policy);
  const sentHomePayMinutes = Math.max(0, minimum - worked.payMinutes);
  const sentHomeBillMinutes = Math.max(0, minimum - worked.billMinutes);

  const payLines: AmountLines = {
    normal: lineAmount(input.payRateCents, paySplit.normalMinutes),
    ot: lineAmount(input.payRateCents, paySplit.otMinutes, otMilli(policy.otPayMultiplier, 'OT pay multiplier')),
    publicHoliday: publicHoliday
      ? holidayPremium(rule, input.payRateCents, phPremiumMinutes, policy.phPayMultiplier)
      : 0,
    sentHome: lineAmount(input.payRateCents, sentHomePayMinutes),
  };
  const billLines: AmountLines = {
    normal: lineAmount(input.billRateCents, billSplit.normalMinutes),
    ot: lineAmount(input.billRateCents, billSplit.otMinutes, otMilli(policy.otBillMultiplier, 'OT bill multiplier')),
    publicHoliday: publicHoliday
      ? holidayPremium(
          rule,
          input.billRateCents,
          holidayBaseMinutes(billSplit, dailyNormal),
          policy.phBillMultiplier ?? policy.phPayMultiplier,
        )
      : 0,
    sentHome: lineAmount(input.billRateCents, sentHomeBillMinutes),
  };

  return {
    shiftDate: date,
    isoWeek: isoWeek(date),
    publicHoliday,
    rawMinutes: worked.rawMinutes,
    payMinutes: worked.payMinutes,
    billMinutes: worked.billMinutes,
    normalMinutes: paySplit.normalMinutes,
    otMinutes: paySplit.otMinutes,
    dailyOtMinutes: paySplit.dailyOtMinutes,
    weeklyOtMinutes: paySplit.weeklyOtMinutes,
    billNormalMinutes: billSplit.normalMinutes,
    billOtMinutes: billSplit.otMinutes,
    phMinutes: publicHoliday ? worked.payMinutes : 0,
    phPremiumMinutes,
    lateMinutes: worked.lateMinutes,
    earlyLeaveMinutes: worked.earlyLeaveMinutes,
    late: worked.late,
    sentHomePayMinutes,
    sentHomeBillMinutes,
    payAmount: sum(payLines),
    billAmount: sum(billLines),
    payLines,
    billLines,
  };
}

/** What an earlier record contributes to the context of a later one. */
export type EarlierRecord = Pick<
  ShiftResult,
  'shiftDate' | 'payMinutes' | 'billMinutes' | 'normalMinutes' | 'billNormalMinutes'
>;

/**
 * The context of a shift on `date` from the worker's records that start before it (the server
 * loads them, e.g. the verified records of that ISO week): their minutes on the same date and
 * their normal minutes in the same ISO week. Records of other weeks are ignored.
 */
export function earlierWork(records: readonly EarlierRecord[], date: IsoDate): EarlierWork {
  const week = isoWeek(date);
  const pay = { dayMinutes: 0, weekNormalMinutes: 0 };
  const bill = { dayMinutes: 0, weekNormalMinutes: 0 };
  for (const r of records) {
    if (isoWeek(r.shiftDate) !== week) continue;
    pay.weekNormalMinutes += r.normalMinutes;
    bill.weekNormalMinutes += r.billNormalMinutes;
    if (r.shiftDate === date) {
      pay.dayMinutes += r.payMinutes;
      bill.dayMinutes += r.billMinutes;
    }
  }
  return { pay, bill };
}

/**
 * A worker's shifts computed together: each in chronological order of scheduled start with the
 * ones before it as context. Answers in the input order.
 */
export function computeShifts(
  inputs: readonly ShiftInput[],
  policy: WorkPolicy,
  publicHolidays: readonly PublicHoliday[],
): ShiftResult[] {
  const order = inputs
    .map((s, i) => ({ i, at: toEpochMs(s.scheduledStartAt) }))
    .sort((a, b) => a.at - b.at || a.i - b.i);
  const done: ShiftResult[] = [];
  const out: ShiftResult[] = new Array(inputs.length);
  for (const { i } of order) {
    const input = inputs[i];
    const result = computeShift(input, policy, {
      publicHolidays,
      earlier: earlierWork(done, shiftDate(input.scheduledStartAt)),
    });
    done.push(result);
    out[i] = result;
  }
  return out;
}

/** One of a worker's shifts in `computeWorkerShifts`: live (computed again) or fixed. */
export interface WorkerShift {
  /** Its own job's policy: two jobs of one week may come from two contracts. */
  policy: WorkPolicy;
  input: ShiftInput;
  /**
   * The stored numbers of a record that must not change any more (credited, paid, held by the
   * client): it is not computed again, but its minutes come before the live shifts of its day and
   * week.
   */
  fixed?: EarlierRecord;
}

/**
 * A worker's shifts of one or more ISO weeks computed together, in chronological order of
 * scheduled start, each with everything before it as context, so a week's OT is allocated once
 * however the records were edited (the server calls it with every record of the weeks an edit
 * touches). Fixed shifts come first, whenever they started: their numbers cannot move, so when an
 * earlier day changes after a later one was fixed, the week's overtime lands on the day that
 * changed instead of being lost. Answers in the input order; null for a fixed shift.
 */
export function computeWorkerShifts(
  shifts: readonly WorkerShift[],
  publicHolidays: readonly PublicHoliday[] = [],
): (ShiftResult | null)[] {
  const order = shifts
    .map((s, i) => ({ i, at: toEpochMs(s.input.scheduledStartAt) }))
    .sort((a, b) => a.at - b.at || a.i - b.i);
  const done: EarlierRecord[] = order.flatMap(({ i }) => shifts[i].fixed ?? []);
  const out: (ShiftResult | null)[] = new Array(shifts.length).fill(null);
  for (const { i } of order) {
    const s = shifts[i];
    if (s.fixed) continue;
    const result = computeShift(s.input, s.policy, {
      publicHolidays,
      earlier: earlierWork(done, shiftDate(s.input.scheduledStartAt)),
    });
    done.push(result);
    out[i] = result;
  }
  return out;
}

/** A scheduled shift the client cancels, with its rates. */
export interface CancelledShift {
  scheduledStartAt: string;
  scheduledEndAt: string;
  breakMinutes: number;
  breakPaid: boolean;
  payRateCents: number;
  billRateCents: number;
}

export interface CancellationPay {
  /** Minutes paid and billed (the policy's hours, at most the scheduled shift); 0 when none is owed. */
  minutes: number;
  payAmount: number;
  billAmount: number;
}

/**
 * Client-cancellation pay (DOMAIN.md "Contract order"): a client who cancels a shift with less
 * notice than `lateNoticeMinutes` (the booking parameter a worker's late cancel is measured by)
 * owes the worker the policy's `cancellationPayHours`, never more than the scheduled shift, paid at
 * the pay rate and billed at the bill rate. Not worked time: no OT, no public-holiday premium, and
 * it never counts toward a day's or week's hours. Notice at or above the limit owes nothing.
 */
export function clientCancellationPay(
  shift: CancelledShift,
  policy: Pick<WorkPolicy, 'cancellationPayHours'>,
  noticeMinutes: number,
  lateNoticeMinutes: number,
): CancellationPay {
  const owed = hoursToMinutes(policy.cancellationPayHours ?? 0, 'Client-cancellation pay hours');
  if (owed === 0 || noticeMinutes >= lateNoticeMinutes) return { minutes: 0, payAmount: 0, billAmount: 0 };
  const scheduled = scheduledMinutes({
    startAt: shift.scheduledStartAt,
    endAt: shift.scheduledEndAt,
    breakMinutes: shift.breakMinutes,
    breakPaid: shift.breakPaid,
  });
  const minutes = Math.min(owed, scheduled);
  return {
    minutes,
    payAmount: lineAmount(shift.payRateCents, minutes),
    billAmount: lineAmount(shift.billRateCents, minutes),
  };
}
