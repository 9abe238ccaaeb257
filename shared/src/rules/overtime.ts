/**
 * Normal and overtime minutes (DOMAIN.md "Hours and pay"; Employment Act Part IV): first the
 * minutes beyond the daily normal hours, then, of the minutes not already OT, those beyond the
 * weekly normal hours in the worker's ISO week, allocated to records in chronological order so a
 * minute is never counted as OT twice.
 */
import { type Instant, isoWeek, shiftDate, toEpochMs } from './calendar';
import { assertMinutes } from './rounding';
import type { WorkPolicy } from './types';

export type OtLimits = Pick<WorkPolicy, 'dailyNormalHours' | 'weeklyNormalHours'>;

/** What the worker already has before this record: the same Singapore date and the same ISO week. */
export interface OtSoFar {
  /** Minutes (of the same side, pay or bill) on records earlier the same date. */
  dayMinutes: number;
  /** Normal (not OT) minutes on records earlier the same ISO week. */
  weekNormalMinutes: number;
}

export const NOTHING_SO_FAR: OtSoFar = Object.freeze({ dayMinutes: 0, weekNormalMinutes: 0 });

export interface OtSplit {
  normalMinutes: number;
  /** dailyOtMinutes + weeklyOtMinutes; normalMinutes + otMinutes = the minutes split. */
  otMinutes: number;
  dailyOtMinutes: number;
  weeklyOtMinutes: number;
}

/** Hours from a policy as whole minutes (8.5 h = 510); refuses a part-minute. */
export function hoursToMinutes(hours: number, what = 'hours'): number {
  const minutes = Math.round(hours * 60);
  if (!Number.isFinite(hours) || hours < 0 || Math.abs(minutes - hours * 60) > 1e-9) {
    throw new RangeError(`${what} must be a non-negative whole number of minutes: ${hours}`);
  }
  return minutes;
}

/** Splits one record's minutes given what came before it on that day and in that week. */
export function splitOvertime(minutes: number, limits: OtLimits, soFar: OtSoFar = NOTHING_SO_FAR): OtSplit {
  assertMinutes(minutes);
  assertMinutes(soFar.dayMinutes, 'Earlier minutes of the day');
  assertMinutes(soFar.weekNormalMinutes, 'Earlier normal minutes of the week');
  if (minutes < 0 || soFar.dayMinutes < 0 || soFar.weekNormalMinutes < 0)
    throw new RangeError('Minutes cannot be negative');
  const dayLeft = Math.max(0, hoursToMinutes(limits.dailyNormalHours, 'Daily normal hours') - soFar.dayMinutes);
  const dailyOtMinutes = Math.max(0, minutes - dayLeft);
  const notYetOt = minutes - dailyOtMinutes;
  const weekLeft = Math.max(
    0,
    hoursToMinutes(limits.weeklyNormalHours, 'Weekly normal hours') - soFar.weekNormalMinutes,
  );
  const weeklyOtMinutes = Math.max(0, notYetOt - weekLeft);
  return {
    normalMinutes: notYetOt - weeklyOtMinutes,
    otMinutes: dailyOtMinutes + weeklyOtMinutes,
    dailyOtMinutes,
    weeklyOtMinutes,
  };
}

export interface TimedMinutes {
  startAt: Instant;
  minutes: number;
}

/**
 * Splits a worker's records (any order, any number of weeks) in chronological order of start;
 * answers in the input order. Records starting at the same instant keep their input order.
 */
export function allocateOvertime(records: readonly TimedMinutes[], limits: OtLimits): OtSplit[] {
  const order = records
    .map((r, i) => ({ i, at: toEpochMs(r.startAt), date: shiftDate(r.startAt) }))
    .sort((a, b) => a.at - b.at || a.i - b.i);
  const dayTotals = new Map<string, number>();
  const weekNormals = new Map<string, number>();
  const out: OtSplit[] = new Array(records.length);
  for (const { i, date } of order) {
    const week = isoWeek(date);
    const split = splitOvertime(records[i].minutes, limits, {
      dayMinutes: dayTotals.get(date) ?? 0,
      weekNormalMinutes: weekNormals.get(week) ?? 0,
    });
    dayTotals.set(date, (dayTotals.get(date) ?? 0) + records[i].minutes);
    weekNormals.set(week, (weekNormals.get(week) ?? 0) + split.normalMinutes);
    out[i] = split;
  }
  return out;
}
