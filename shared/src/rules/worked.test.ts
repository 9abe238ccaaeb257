/** @jest-environment node */
import fc from 'fast-check';
import type { Rounding } from './types';
import { type ShiftTimes, workedTime } from './worked';

const RUNS = { numRuns: 1000 };
const MIN = 60_000;
const GOLDEN_ROUNDING = {
  payRounding: { unitMinutes: 15, mode: 'floor' } as Rounding,
  billRounding: { unitMinutes: 15, mode: 'ceil' } as Rounding,
};
// 09:00–19:00 SGT on Wed 18 Nov 2026, 60 minutes unpaid break.
const SHIFT = {
  scheduledStartAt: '2026-11-18T01:00:00Z',
  scheduledEndAt: '2026-11-18T11:00:00Z',
  breakMinutes: 60,
  breakPaid: false,
};

describe('workedTime', () => {
  it('the golden-path shift: clocked 09:08–19:07 counts 09:08–19:00', () => {
    const w = workedTime(
      { ...SHIFT, clockInAt: '2026-11-18T01:08:00Z', clockOutAt: '2026-11-18T11:07:00Z' },
      GOLDEN_ROUNDING,
    );
    expect(w).toMatchObject({
      rawMinutes: 532,
      payMinutes: 525,
      billMinutes: 540,
      lateMinutes: 8,
      earlyLeaveMinutes: 0,
      late: true,
    });
    expect(new Date(w.countedInMs).toISOString()).toBe('2026-11-18T01:08:00.000Z');
    expect(new Date(w.countedOutMs).toISOString()).toBe('2026-11-18T11:00:00.000Z');
  });

  it('counts an early start and a late finish only when approved', () => {
    const times = { ...SHIFT, clockInAt: '2026-11-18T00:30:00Z', clockOutAt: '2026-11-18T11:30:00Z' };
    expect(workedTime(times, GOLDEN_ROUNDING).rawMinutes).toBe(540);
    expect(workedTime({ ...times, earlyStartApproved: true }, GOLDEN_ROUNDING).rawMinutes).toBe(570);
    expect(workedTime({ ...times, overtimeApproved: true }, GOLDEN_ROUNDING).rawMinutes).toBe(570);
    expect(workedTime({ ...times, earlyStartApproved: true, overtimeApproved: true }, GOLDEN_ROUNDING).rawMinutes).toBe(
      600,
    );
  });

  it('does not deduct a paid break; records early leave; stays within the grace', () => {
    const w = workedTime(
      { ...SHIFT, breakPaid: true, clockInAt: '2026-11-18T01:04:00Z', clockOutAt: '2026-11-18T10:00:00Z' },
      { ...GOLDEN_ROUNDING, lateGraceMinutes: 5 },
    );
    expect(w).toMatchObject({ rawMinutes: 536, lateMinutes: 4, late: false, earlyLeaveMinutes: 60 });
  });

  it('counts whole minutes only and is never negative', () => {
    const partMinute = workedTime(
      { ...SHIFT, clockInAt: '2026-11-18T01:08:30Z', clockOutAt: '2026-11-18T11:00:00Z' },
      GOLDEN_ROUNDING,
    );
    expect(partMinute.rawMinutes).toBe(531);
    expect(partMinute.lateMinutes).toBe(8);
    const afterEnd = workedTime(
      { ...SHIFT, clockInAt: '2026-11-18T11:30:00Z', clockOutAt: '2026-11-18T12:00:00Z' },
      GOLDEN_ROUNDING,
    );
    expect(afterEnd.rawMinutes).toBe(0);
    const shorterThanBreak = workedTime(
      { ...SHIFT, clockInAt: '2026-11-18T01:00:00Z', clockOutAt: '2026-11-18T01:30:00Z' },
      GOLDEN_ROUNDING,
    );
    expect(shorterThanBreak.rawMinutes).toBe(0);
  });

  it('refuses a shift that ends before it starts', () => {
    expect(() =>
      workedTime(
        {
          ...SHIFT,
          scheduledEndAt: SHIFT.scheduledStartAt,
          clockInAt: SHIFT.scheduledStartAt,
          clockOutAt: SHIFT.scheduledStartAt,
        },
        GOLDEN_ROUNDING,
      ),
    ).toThrow(RangeError);
  });

  const roundingArb = fc.record({
    unitMinutes: fc.integer({ min: 1, max: 60 }),
    mode: fc.constantFrom<'floor' | 'nearest' | 'ceil'>('floor', 'nearest', 'ceil'),
  });
  const timesArb = fc
    .record({
      start: fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }),
      length: fc.integer({ min: 1, max: 16 * 60 }),
      breakMinutes: fc.integer({ min: 0, max: 120 }),
      breakPaid: fc.boolean(),
      inOffsetMs: fc.integer({ min: -180 * MIN, max: 18 * 60 * MIN }),
      outOffsetMs: fc.integer({ min: -18 * 60 * MIN, max: 240 * MIN }),
      earlyStartApproved: fc.boolean(),
      overtimeApproved: fc.boolean(),
    })
    .map(
      (r): ShiftTimes => ({
        scheduledStartAt: r.start,
        scheduledEndAt: r.start + r.length * MIN,
        clockInAt: r.start + r.inOffsetMs,
        clockOutAt: r.start + r.length * MIN + r.outOffsetMs,
        breakMinutes: r.breakMinutes,
        breakPaid: r.breakPaid,
        earlyStartApproved: r.earlyStartApproved,
        overtimeApproved: r.overtimeApproved,
      }),
    );

  it('raw is a whole, non-negative number of minutes within the counted span and the schedule', () => {
    fc.assert(
      fc.property(timesArb, roundingArb, roundingArb, (t, payRounding, billRounding) => {
        const w = workedTime(t, { payRounding, billRounding });
        expect(Number.isSafeInteger(w.rawMinutes)).toBe(true);
        expect(w.rawMinutes).toBeGreaterThanOrEqual(0);
        expect(w.rawMinutes * MIN).toBeLessThanOrEqual(Math.max(0, w.countedOutMs - w.countedInMs));
        if (!t.earlyStartApproved && !t.overtimeApproved) {
          const scheduled = (Number(t.scheduledEndAt) - Number(t.scheduledStartAt)) / MIN;
          expect(w.rawMinutes).toBeLessThanOrEqual(scheduled);
        }
        expect(Math.abs(w.payMinutes - w.rawMinutes)).toBeLessThan(payRounding.unitMinutes);
        expect(Math.abs(w.billMinutes - w.rawMinutes)).toBeLessThan(billRounding.unitMinutes);
        expect(w.lateMinutes).toBe(Math.max(0, Math.floor((Number(t.clockInAt) - Number(t.scheduledStartAt)) / MIN)));
        expect(w.earlyLeaveMinutes).toBe(
          Math.max(0, Math.floor((Number(t.scheduledEndAt) - Number(t.clockOutAt)) / MIN)),
        );
      }),
      RUNS,
    );
  });

  it('an approval or a later clock-out never counts fewer minutes', () => {
    fc.assert(
      fc.property(timesArb, roundingArb, fc.integer({ min: 0, max: 600 * MIN }), (t, r, later) => {
        const policy = { payRounding: r, billRounding: r };
        const base = workedTime(t, policy).rawMinutes;
        expect(workedTime({ ...t, earlyStartApproved: true }, policy).rawMinutes).toBeGreaterThanOrEqual(base);
        expect(workedTime({ ...t, overtimeApproved: true }, policy).rawMinutes).toBeGreaterThanOrEqual(base);
        expect(
          workedTime({ ...t, clockOutAt: Number(t.clockOutAt) + later }, policy).rawMinutes,
        ).toBeGreaterThanOrEqual(base);
      }),
      RUNS,
    );
  });
});
