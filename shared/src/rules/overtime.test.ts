/** @jest-environment node */
import fc from 'fast-check';
import { isoWeek, sgStartOfDay, shiftDate, toEpochMs } from './calendar';
import { allocateOvertime, hoursToMinutes, splitOvertime, type TimedMinutes } from './overtime';

const RUNS = { numRuns: 1000 };
const MIN = 60_000;
const LIMITS = { dailyNormalHours: 8, weeklyNormalHours: 44 };
const MON_W47 = toEpochMs(sgStartOfDay('2026-11-16'));
/** A record starting `day` days after Mon 16 Nov 2026 at `hour`:00 SGT. */
const at = (day: number, hour: number, minutes: number): TimedMinutes => ({
  startAt: MON_W47 + (day * 24 + hour) * 60 * MIN,
  minutes,
});

describe('splitOvertime', () => {
  it('the golden path: 525 paid minutes on an 8 h day are 480 normal + 45 OT', () => {
    expect(splitOvertime(525, LIMITS)).toEqual({
      normalMinutes: 480,
      otMinutes: 45,
      dailyOtMinutes: 45,
      weeklyOtMinutes: 0,
    });
    expect(splitOvertime(540, LIMITS)).toMatchObject({ normalMinutes: 480, otMinutes: 60 });
  });

  it('takes earlier minutes of the day and earlier normal minutes of the week into account', () => {
    expect(splitOvertime(300, LIMITS, { dayMinutes: 300, weekNormalMinutes: 300 })).toEqual({
      normalMinutes: 180,
      otMinutes: 120,
      dailyOtMinutes: 120,
      weeklyOtMinutes: 0,
    });
    expect(splitOvertime(480, LIMITS, { dayMinutes: 0, weekNormalMinutes: 44 * 60 })).toMatchObject({
      normalMinutes: 0,
      weeklyOtMinutes: 480,
    });
    expect(splitOvertime(540, LIMITS, { dayMinutes: 0, weekNormalMinutes: 44 * 60 - 120 })).toEqual({
      normalMinutes: 120,
      otMinutes: 420,
      dailyOtMinutes: 60,
      weeklyOtMinutes: 360,
    });
  });

  it('turns policy hours into whole minutes', () => {
    expect(hoursToMinutes(8.5)).toBe(510);
    expect(() => hoursToMinutes(8.33)).toThrow(RangeError);
    expect(() => splitOvertime(1.5, LIMITS)).toThrow(RangeError);
  });
});

describe('allocateOvertime over a week', () => {
  it('Mon–Fri 9 h then Sat 6 h: 1 h daily OT a day, and Saturday crosses 44 h', () => {
    const week = [0, 1, 2, 3, 4].map((d) => at(d, 9, 540)).concat(at(5, 9, 360));
    const split = allocateOvertime(week, LIMITS);
    split.slice(0, 5).forEach((s) => {
      expect(s).toEqual({ normalMinutes: 480, otMinutes: 60, dailyOtMinutes: 60, weeklyOtMinutes: 0 });
    });
    expect(split[5]).toEqual({ normalMinutes: 240, otMinutes: 120, dailyOtMinutes: 0, weeklyOtMinutes: 120 });
    expect(split.reduce((s, x) => s + x.normalMinutes, 0)).toBe(44 * 60);
  });

  it('Mon–Sat 8 h: the 6th day is half weekly OT, whatever order the records come in', () => {
    const week = [5, 4, 3, 2, 1, 0].map((d) => at(d, 9, 480));
    const split = allocateOvertime(week, LIMITS);
    expect(split[0]).toMatchObject({ normalMinutes: 240, weeklyOtMinutes: 240 });
    split.slice(1).forEach((s) => {
      expect(s.otMinutes).toBe(0);
    });
  });

  it('a Sunday night shift counts in its start’s week; Monday starts a fresh 44 h', () => {
    const week = [0, 1, 2, 3, 4].map((d) => at(d, 9, 480)).concat(at(6, 22, 480), at(7, 9, 480));
    expect(shiftDate(week[5].startAt)).toBe('2026-11-22');
    const split = allocateOvertime(week, LIMITS);
    expect(split[5]).toMatchObject({ normalMinutes: 240, weeklyOtMinutes: 240 });
    expect(split[6]).toMatchObject({ normalMinutes: 480, otMinutes: 0 });
  });

  it('two shifts on one date share the daily normal hours', () => {
    const split = allocateOvertime([at(2, 14, 300), at(2, 7, 300)], LIMITS);
    expect(split[1]).toMatchObject({ normalMinutes: 300, otMinutes: 0 });
    expect(split[0]).toMatchObject({ normalMinutes: 180, dailyOtMinutes: 120 });
  });

  // Records over two ISO weeks, each starting at a distinct minute.
  const recordsArb = fc
    .uniqueArray(fc.integer({ min: 0, max: 14 * 24 * 60 - 1 }), { minLength: 0, maxLength: 14 })
    .chain((starts) =>
      fc.tuple(
        ...starts.map((s) =>
          fc.integer({ min: 0, max: 900 }).map((minutes): TimedMinutes => ({ startAt: MON_W47 + s * MIN, minutes })),
        ),
      ),
    );
  const limitsArb = fc.record({
    dailyNormalHours: fc.integer({ min: 2, max: 24 }).map((half) => half / 2),
    weeklyNormalHours: fc.integer({ min: 10, max: 60 }),
  });
  const groupSum = (records: readonly TimedMinutes[], values: number[], key: (r: TimedMinutes) => string) => {
    const m = new Map<string, number>();
    records.forEach((r, i) => {
      m.set(key(r), (m.get(key(r)) ?? 0) + values[i]);
    });
    return m;
  };
  const dateOf = (r: TimedMinutes) => shiftDate(r.startAt);
  const weekOf = (r: TimedMinutes) => isoWeek(shiftDate(r.startAt));

  it('normal + OT = the minutes of every record; daily + weekly = OT', () => {
    fc.assert(
      fc.property(recordsArb, limitsArb, (records, limits) => {
        allocateOvertime(records, limits).forEach((s, i) => {
          expect(s.normalMinutes + s.otMinutes).toBe(records[i].minutes);
          expect(s.dailyOtMinutes + s.weeklyOtMinutes).toBe(s.otMinutes);
          expect(Math.min(s.normalMinutes, s.dailyOtMinutes, s.weeklyOtMinutes)).toBeGreaterThanOrEqual(0);
        });
      }),
      RUNS,
    );
  });

  it('never counts a minute twice: a week’s OT is its daily excess plus what the rest exceeds 44 h by', () => {
    fc.assert(
      fc.property(recordsArb, limitsArb, (records, limits) => {
        const split = allocateOvertime(records, limits);
        const daily = hoursToMinutes(limits.dailyNormalHours);
        const weekly = hoursToMinutes(limits.weeklyNormalHours);
        const dayTotals = groupSum(
          records,
          records.map((r) => r.minutes),
          dateOf,
        );
        const weekOt = groupSum(
          records,
          split.map((s) => s.otMinutes),
          weekOf,
        );
        const weekDailyOt = groupSum(
          records,
          split.map((s) => s.dailyOtMinutes),
          weekOf,
        );
        const weekNormal = groupSum(
          records,
          split.map((s) => s.normalMinutes),
          weekOf,
        );
        const dayNormal = groupSum(
          records,
          split.map((s) => s.normalMinutes),
          dateOf,
        );
        for (const [week, ot] of weekOt) {
          let excess = 0;
          let within = 0;
          for (const [date, total] of dayTotals) {
            if (isoWeek(date) !== week) continue;
            excess += Math.max(0, total - daily);
            within += Math.min(total, daily);
          }
          expect(weekDailyOt.get(week)).toBe(excess);
          expect(ot).toBe(excess + Math.max(0, within - weekly));
          expect(ot).toBeGreaterThanOrEqual(excess);
          expect(weekNormal.get(week)).toBeLessThanOrEqual(weekly);
        }
        for (const normal of dayNormal.values()) expect(normal).toBeLessThanOrEqual(daily);
      }),
      RUNS,
    );
  });

  it('depends on when records start, not on the order they are passed in', () => {
    fc.assert(
      fc.property(
        recordsArb.chain((records) =>
          fc.tuple(fc.constant(records), fc.shuffledSubarray(records, { minLength: records.length })),
        ),
        limitsArb,
        ([records, shuffled], limits) => {
          const byStart = (list: readonly TimedMinutes[]) => {
            const split = allocateOvertime(list, limits);
            return new Map(list.map((r, i) => [r.startAt, split[i]]));
          };
          expect(byStart(shuffled)).toEqual(byStart(records));
        },
      ),
      RUNS,
    );
  });

  it('a later record never changes an earlier one’s split', () => {
    fc.assert(
      fc.property(recordsArb, limitsArb, (records, limits) => {
        const sorted = [...records].sort((a, b) => Number(a.startAt) - Number(b.startAt));
        const whole = allocateOvertime(sorted, limits);
        for (let k = 0; k <= sorted.length; k += 1)
          expect(allocateOvertime(sorted.slice(0, k), limits)).toEqual(whole.slice(0, k));
      }),
      RUNS,
    );
  });
});
