/** @jest-environment node */
import fc from 'fast-check';
import { addDays, sgStartOfDay, toEpochMs } from './calendar';
import type { TimedMinutes } from './overtime';
import { PART_IV_RULES, partIvBreaches, partIvForShift, scheduledMinutes } from './part-iv';

const MIN = 60_000;
const POLICY = { dailyNormalHours: 8, weeklyNormalHours: 44 };
const sgt = (date: string, hour: number) => toEpochMs(sgStartOfDay(date)) + hour * 60 * MIN;

describe('partIvBreaches', () => {
  it('names every cap a day or month breaks', () => {
    expect(partIvBreaches({ dayMinutes: 720, monthOtMinutes: 72 * 60 }, {})).toEqual([]);
    expect(partIvBreaches({ dayMinutes: 721, monthOtMinutes: 0 }, {})).toEqual([PART_IV_RULES.dailyHours]);
    expect(partIvBreaches({ dayMinutes: 600, monthOtMinutes: 72 * 60 + 1 }, { partIvExempt: false })).toEqual([
      PART_IV_RULES.monthlyOt,
    ]);
    expect(partIvBreaches({ dayMinutes: 800, monthOtMinutes: 5000 }, {})).toEqual([
      'part_iv_daily_hours',
      'part_iv_monthly_ot',
    ]);
  });

  it('an exemption waives both', () => {
    expect(partIvBreaches({ dayMinutes: 800, monthOtMinutes: 5000 }, { partIvExempt: true })).toEqual([]);
  });
});

describe('partIvForShift (projected, before the shift is worked)', () => {
  const shift = (date: string, from: number, to: number, breakMinutes = 60) => ({
    startAt: sgt(date, from),
    endAt: sgt(date, to),
    breakMinutes,
    breakPaid: false,
  });

  it('counts a scheduled shift as its span less an unpaid break', () => {
    expect(scheduledMinutes(shift('2026-11-18', 9, 19))).toBe(540);
    expect(scheduledMinutes({ ...shift('2026-11-18', 9, 19), breakPaid: true })).toBe(600);
    expect(scheduledMinutes(shift('2026-11-18', 22, 31))).toBe(480); // 22:00 → 07:00 next day
    expect(() => scheduledMinutes(shift('2026-11-18', 9, 9))).toThrow(RangeError);
  });

  it('more than 12 h in a day, alone or with another shift that date', () => {
    expect(partIvForShift(shift('2026-11-18', 7, 21), [], POLICY)).toEqual([PART_IV_RULES.dailyHours]);
    expect(partIvForShift(shift('2026-11-18', 7, 20), [], POLICY)).toEqual([]);
    const morning: TimedMinutes = { startAt: sgt('2026-11-18', 6), minutes: 360 };
    expect(partIvForShift(shift('2026-11-18', 13, 21), [morning], POLICY)).toEqual([PART_IV_RULES.dailyHours]);
    expect(partIvForShift(shift('2026-11-19', 13, 21), [morning], POLICY)).toEqual([]);
  });

  it('more than 72 OT hours in the month', () => {
    // 18 weekdays of November 2026 at 12 h: 4 h daily OT each = 72 h, 40 h normal a week.
    const days = [2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 16, 17, 18, 19, 20, 23, 24, 25].map(
      (d) => `2026-11-${String(d).padStart(2, '0')}`,
    );
    const worked = days.map((d): TimedMinutes => ({ startAt: sgt(d, 8), minutes: 720 }));
    expect(partIvForShift(shift('2026-11-26', 9, 18), worked, POLICY)).toEqual([]);
    expect(partIvForShift(shift('2026-11-26', 9, 19), worked, POLICY)).toEqual([PART_IV_RULES.monthlyOt]);
    // The same OT in October does not count towards November.
    const october = worked.map((r) => ({ ...r, startAt: Number(r.startAt) - 35 * 24 * 60 * MIN }));
    expect(partIvForShift(shift('2026-11-26', 9, 19), october, POLICY)).toEqual([]);
    expect(partIvForShift(shift('2026-11-26', 7, 21), worked, { ...POLICY, partIvExempt: true })).toEqual([]);
  });

  it('another record never lifts a breach (each record’s OT only grows as records are added)', () => {
    const recordArb = fc
      .record({
        day: fc.integer({ min: -10, max: 40 }),
        hour: fc.integer({ min: 0, max: 23 }),
        minutes: fc.integer({ min: 0, max: 840 }),
      })
      .map((r): TimedMinutes => ({ startAt: sgt(addDays('2026-11-01', r.day), r.hour), minutes: r.minutes }));
    fc.assert(
      fc.property(
        fc.array(recordArb, { maxLength: 30 }),
        recordArb,
        fc.integer({ min: 0, max: 29 }),
        fc.integer({ min: 1, max: 15 }),
        (others, extra, day, hours) => {
          const candidate = {
            startAt: sgt(addDays('2026-11-01', day), 8),
            endAt: sgt(addDays('2026-11-01', day), 8 + hours),
            breakMinutes: 0,
            breakPaid: false,
          };
          const before = partIvForShift(candidate, others, POLICY);
          const after = partIvForShift(candidate, [...others, extra], POLICY);
          for (const rule of before) expect(after).toContain(rule);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
