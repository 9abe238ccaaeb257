/**
 * Worked time of one shift (DOMAIN.md "Hours and pay"): the counted in/out, raw minutes, lateness
 * and early leave, and the pay and bill minutes each rounded by its own rule.
 */
import { type Instant, toEpochMs } from './calendar';
import { assertMinutes, roundMinutes } from './rounding';
import type { WorkPolicy } from './types';

export interface ShiftTimes {
  scheduledStartAt: Instant;
  scheduledEndAt: Instant;
  /** The punches, or the staff-adjusted in/out when there is one. */
  clockInAt: Instant;
  clockOutAt: Instant;
  breakMinutes: number;
  /** A paid break is time worked, so it is not deducted. */
  breakPaid: boolean;
  /** Without approval, minutes before the scheduled start are not counted (so never OT). */
  earlyStartApproved?: boolean;
  /** Without approval, minutes after the scheduled end are not counted. */
  overtimeApproved?: boolean;
}

export interface WorkedTime {
  /** Counted in and out, epoch ms. */
  countedInMs: number;
  countedOutMs: number;
  rawMinutes: number;
  payMinutes: number;
  billMinutes: number;
  lateMinutes: number;
  earlyLeaveMinutes: number;
  /** Later than the contract's late grace allows (what a late-arrival credit event keys on). */
  late: boolean;
}

const MINUTE_MS = 60_000;

/** Whole minutes from a to b, never negative; a part-minute is not counted. */
function minutesBetween(fromMs: number, toMs: number): number {
  return toMs > fromMs ? Math.floor((toMs - fromMs) / MINUTE_MS) : 0;
}

export function workedTime(
  times: ShiftTimes,
  policy: Pick<WorkPolicy, 'payRounding' | 'billRounding' | 'lateGraceMinutes'>,
): WorkedTime {
  const start = toEpochMs(times.scheduledStartAt);
  const end = toEpochMs(times.scheduledEndAt);
  if (end <= start) throw new RangeError('A shift must end after it starts');
  const clockIn = toEpochMs(times.clockInAt);
  const clockOut = toEpochMs(times.clockOutAt);
  assertMinutes(times.breakMinutes, 'Break minutes');
  if (times.breakMinutes < 0) throw new RangeError('Break minutes cannot be negative');

  const countedInMs = times.earlyStartApproved ? clockIn : Math.max(clockIn, start);
  const countedOutMs = times.overtimeApproved ? clockOut : Math.min(clockOut, end);
  const span = minutesBetween(countedInMs, countedOutMs);
  const rawMinutes = Math.max(0, span - (times.breakPaid ? 0 : times.breakMinutes));
  const lateMinutes = minutesBetween(start, clockIn);
  return {
    countedInMs,
    countedOutMs,
    rawMinutes,
    payMinutes: roundMinutes(rawMinutes, policy.payRounding),
    billMinutes: roundMinutes(rawMinutes, policy.billRounding),
    lateMinutes,
    earlyLeaveMinutes: minutesBetween(clockOut, end),
    late: lateMinutes > (policy.lateGraceMinutes ?? 0),
  };
}
