/** @jest-environment node */
/**
 * Issue 28, done means 2: a worker's random weeks of random shifts (overnight ones too), then
 * random edits of their punches, each followed by the server's recompute of the weeks it
 * touches (`computeWorkerShifts` over every record of those weeks). Whatever the edits, every
 * record's normal + OT minutes equal its paid minutes, and a week's OT is allocated once: the
 * stored numbers after any sequence of edits equal a single computation of the final punches.
 */
import fc from 'fast-check';
import { addDays, isoWeek, shiftDate } from './calendar';
import { hoursToMinutes } from './overtime';
import { scheduledMinutes } from './part-iv';
import { computeWorkerShifts, type ShiftInput, type ShiftResult, type WorkerShift } from './pay';
import type { WorkPolicy } from './types';

const MIN = 60_000;
const policyArb: fc.Arbitrary<WorkPolicy> = fc.record({
  dailyNormalHours: fc.constantFrom(8, 9),
  weeklyNormalHours: fc.constantFrom(40, 44),
  otPayMultiplier: fc.constantFrom(1.5, 2),
  otBillMultiplier: fc.constantFrom(1.5, 2),
  payRounding: fc.record({
    unitMinutes: fc.constantFrom(1, 15, 30),
    mode: fc.constantFrom('floor', 'nearest', 'ceil'),
  }),
  billRounding: fc.record({
    unitMinutes: fc.constantFrom(1, 15, 30),
    mode: fc.constantFrom('floor', 'nearest', 'ceil'),
  }),
  minPaidHoursSentHome: fc.constantFrom(0, 3, 4.5),
});

/** A shift: day 0–20 from a Monday, starting any quarter hour (late evening ones run past midnight). */
const shiftArb = fc.record({
  day: fc.integer({ min: 0, max: 20 }),
  startQuarter: fc.integer({ min: 0, max: 95 }),
  lengthMinutes: fc.integer({ min: 60, max: 13 * 60 }),
  breakMinutes: fc.constantFrom(0, 30, 60),
  breakPaid: fc.boolean(),
  inOffset: fc.integer({ min: -45, max: 60 }),
  outOffset: fc.integer({ min: -90, max: 60 }),
  policy: fc.integer({ min: 0, max: 1 }),
  sentHomeEarly: fc.boolean(),
});
interface ShiftSpec {
  day: number;
  startQuarter: number;
  lengthMinutes: number;
  breakMinutes: number;
  breakPaid: boolean;
  inOffset: number;
  outOffset: number;
  policy: number;
  sentHomeEarly: boolean;
}

const MONDAY = '2026-11-02';

function toInput(s: ShiftSpec): ShiftInput {
  const start = Date.parse(`${addDays(MONDAY, s.day)}T00:00:00+08:00`) + s.startQuarter * 15 * MIN;
  const end = start + s.lengthMinutes * MIN;
  return {
    scheduledStartAt: new Date(start).toISOString(),
    scheduledEndAt: new Date(end).toISOString(),
    clockInAt: new Date(start + s.inOffset * MIN).toISOString(),
    clockOutAt: new Date(end + s.outOffset * MIN).toISOString(),
    breakMinutes: Math.min(s.breakMinutes, s.lengthMinutes - 30),
    breakPaid: s.breakPaid,
    payRateCents: 1200,
    billRateCents: 1800,
    publicHoliday: false,
    sentHomeEarly: s.sentHomeEarly,
  };
}

/** The server's edit: new punches on one record, then every record of the touched weeks again. */
function recomputeAfterEdit(shifts: WorkerShift[], stored: ShiftResult[], edited: number): void {
  const weeks = new Set([isoWeek(shiftDate(shifts[edited].input.scheduledStartAt))]);
  const inWeeks = shifts.map((s) => weeks.has(isoWeek(shiftDate(s.input.scheduledStartAt))));
  // Records of other weeks do not count for this week's OT: the server loads only the weeks touched.
  const subset = shifts.filter((_, i) => inWeeks[i]);
  const results = computeWorkerShifts(subset);
  let k = 0;
  shifts.forEach((_, i) => {
    if (inWeeks[i]) stored[i] = results[k++] as ShiftResult;
  });
}

/** The worked examples' terms: 8 h a day, 44 a week, to the minute. */
const plainPolicy: WorkPolicy = {
  dailyNormalHours: 8,
  weeklyNormalHours: 44,
  otPayMultiplier: 1.5,
  otBillMultiplier: 1.5,
  payRounding: { unitMinutes: 1, mode: 'floor' },
  billRounding: { unitMinutes: 1, mode: 'floor' },
};
/** A day `d` after Monday from 09:00, `hours` long without a break, punched on time. */
const plainDay = (d: number, hours: number) =>
  toInput({
    day: d,
    startQuarter: 36,
    lengthMinutes: hours * 60,
    breakMinutes: 0,
    breakPaid: false,
    inOffset: 0,
    outOffset: 0,
    policy: 0,
    sentHomeEarly: false,
  });

describe('a worker’s weeks under random edits', () => {
  it('normal + OT = paid minutes on every record, and weekly OT is allocated once', () => {
    fc.assert(
      fc.property(
        fc.tuple(policyArb, policyArb),
        fc.array(shiftArb, { minLength: 1, maxLength: 14 }),
        fc.array(
          fc.record({
            which: fc.nat(),
            inOffset: fc.integer({ min: -45, max: 60 }),
            outOffset: fc.integer({ min: -120, max: 90 }),
          }),
          { maxLength: 10 },
        ),
        (policies, specs, edits) => {
          const shifts: WorkerShift[] = specs.map((s) => ({ policy: policies[s.policy], input: toInput(s) }));
          const stored = computeWorkerShifts(shifts) as ShiftResult[];
          for (const e of edits) {
            const i = e.which % shifts.length;
            const spec = { ...specs[i], inOffset: e.inOffset, outOffset: e.outOffset };
            shifts[i] = { ...shifts[i], input: toInput(spec) };
            recomputeAfterEdit(shifts, stored, i);
          }
          const once = computeWorkerShifts(shifts) as ShiftResult[];
          stored.forEach((r, i) => {
            expect(r.normalMinutes + r.otMinutes).toBe(r.payMinutes);
            expect(r.billNormalMinutes + r.billOtMinutes).toBe(r.billMinutes);
            expect(r).toEqual(once[i]);
            // A sent-home top-up is paid beside the worked minutes, and the lines still make the amount.
            const { input, policy } = shifts[i];
            const floor = input.sentHomeEarly
              ? Math.min(
                  hoursToMinutes(policy.minPaidHoursSentHome ?? 0),
                  scheduledMinutes({
                    startAt: input.scheduledStartAt,
                    endAt: input.scheduledEndAt,
                    breakMinutes: input.breakMinutes,
                    breakPaid: input.breakPaid,
                  }),
                )
              : 0;
            expect(r.payMinutes + r.sentHomePayMinutes).toBe(Math.max(r.payMinutes, floor));
            const lines = r.payLines;
            expect(lines.normal + lines.ot + lines.publicHoliday + lines.sentHome).toBe(r.payAmount);
          });
          // Never more normal minutes in a week than the week allows, nor OT without a reason.
          const weekNormal = new Map<string, number>();
          stored.forEach((r) => weekNormal.set(r.isoWeek, (weekNormal.get(r.isoWeek) ?? 0) + r.normalMinutes));
          const most = Math.max(...policies.map((p) => hoursToMinutes(p.weeklyNormalHours)));
          for (const n of weekNormal.values()) expect(n).toBeLessThanOrEqual(most);
          stored.forEach((r) => {
            if (r.otMinutes > 0) expect(r.dailyOtMinutes + r.weeklyOtMinutes).toBe(r.otMinutes);
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a fixed (credited) record keeps its numbers and still comes first in its week', () => {
    // Five 9-hour days (8 normal + 1 OT each = 40 normal), then Saturday: 4 more normal, rest weekly OT.
    const days = [0, 1, 2, 3, 4, 5].map((d) => plainDay(d, 9));
    const all = computeWorkerShifts(days.map((input) => ({ policy: plainPolicy, input }))) as ShiftResult[];
    expect(all[5]).toMatchObject({ normalMinutes: 4 * 60, dailyOtMinutes: 60, weeklyOtMinutes: 4 * 60 });
    // Monday is credited: fixed. Saturday recomputed with Monday as context gives the same split.
    const again = computeWorkerShifts(
      days.map((input, i) => ({ policy: plainPolicy, input, fixed: i === 0 ? all[0] : undefined })),
    );
    expect(again[0]).toBeNull();
    expect(again[5]).toEqual(all[5]);
  });

  it('a day that changes after a later one was fixed takes the week’s overtime: none is lost', () => {
    // Monday 2 h, then Tuesday to Saturday 9 h each (8 normal + 1 daily OT): 42 normal, no weekly OT.
    const first = [plainDay(0, 2), ...[1, 2, 3, 4, 5].map((d) => plainDay(d, 9))];
    const signed = computeWorkerShifts(first.map((input) => ({ policy: plainPolicy, input }))) as ShiftResult[];
    expect(signed.reduce((n, r) => n + r.normalMinutes, 0)).toBe(42 * 60);
    // Tuesday to Saturday are fixed (the client has them); Monday turns out to be 9 h too.
    const edited = computeWorkerShifts(
      [plainDay(0, 9), ...first.slice(1)].map((input, i) => ({
        policy: plainPolicy,
        input,
        fixed: i > 0 ? signed[i] : undefined,
      })),
    );
    // The fixed 40 normal hours come first: Monday has 4 normal, its 1 daily and 4 weekly OT hours.
    expect(edited[0]).toMatchObject({ normalMinutes: 4 * 60, dailyOtMinutes: 60, weeklyOtMinutes: 4 * 60 });
    expect(edited.slice(1)).toEqual([null, null, null, null, null]);
  });
});
