/**
 * The policy editor's sample shift → the rules library's `computeShift`. Times are typed as
 * Singapore wall-clock `HH:mm` on a sample date; an end (or clock-out) not after its start is
 * read as the next day, as an overnight shift. Nothing here does arithmetic on money: amounts
 * come back from the rules library as integer cents.
 */
import { computeShift, type ShiftResult, type WorkPolicy } from '@shiftdesk/shared/rules';

export interface SampleShift {
  /** YYYY-MM-DD */
  date: string;
  start: string;
  end: string;
  breakMinutes: number;
  breakPaid: boolean;
  clockIn: string;
  clockOut: string;
  publicHoliday: boolean;
}

export const GOLDEN_SAMPLE: SampleShift = {
  date: '2026-11-17',
  start: '09:00',
  end: '19:00',
  breakMinutes: 60,
  breakPaid: false,
  clockIn: '09:08',
  clockOut: '19:07',
  publicHoliday: false,
};

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** `date` + `HH:mm` as an instant with the Singapore offset (the rules refuse instants without one). */
function at(date: string, hhmm: string): string {
  return `${date}T${hhmm}:00+08:00`;
}

export type PreviewOutcome =
  | { ok: true; result: ShiftResult }
  | { ok: false; reason: 'times' | 'policy'; detail?: string };

export function previewShift(
  policy: WorkPolicy,
  sample: SampleShift,
  rates: { payRateCents: number; billRateCents: number },
): PreviewOutcome {
  if (
    ![sample.start, sample.end, sample.clockIn, sample.clockOut].every((x) => HHMM.test(x)) ||
    !/^\d{4}-\d{2}-\d{2}$/.test(sample.date)
  ) {
    return { ok: false, reason: 'times' };
  }
  const endDate = sample.end > sample.start ? sample.date : nextDay(sample.date);
  // On an overnight shift a clock-in before the start time is after midnight; a clock-out not
  // after the clock-in is the next day.
  const inDate = endDate !== sample.date && sample.clockIn < sample.start ? endDate : sample.date;
  const outDate = sample.clockOut > sample.clockIn ? inDate : nextDay(inDate);
  try {
    const result = computeShift(
      {
        scheduledStartAt: at(sample.date, sample.start),
        scheduledEndAt: at(endDate, sample.end),
        clockInAt: at(inDate, sample.clockIn),
        clockOutAt: at(outDate, sample.clockOut),
        breakMinutes: sample.breakMinutes,
        breakPaid: sample.breakPaid,
        payRateCents: rates.payRateCents,
        billRateCents: rates.billRateCents,
        publicHoliday: sample.publicHoliday,
      },
      policy,
    );
    return { ok: true, result };
  } catch (e) {
    // A half-typed policy (no multiplier yet, 4 decimals …) is refused by the rules: say so, don't crash.
    return { ok: false, reason: 'policy', detail: e instanceof Error ? e.message : String(e) };
  }
}
