/** @jest-environment node */
import fc from 'fast-check';
import { sgDate } from './calendar';
import { hoursToMinutes } from './overtime';
import {
  clientCancellationPay,
  computeShift,
  computeShifts,
  earlierWork,
  lineAmount,
  type ShiftInput,
  toMilli,
} from './pay';
import { PUBLIC_HOLIDAYS } from './reference-data';
import type { PublicHoliday, WorkPolicy } from './types';

const RUNS = { numRuns: 1000 };
const MIN = 60_000;

/** The golden path's contract policy (spec/golden-path.md). */
const POLICY: WorkPolicy = {
  dailyNormalHours: 8,
  weeklyNormalHours: 44,
  otPayMultiplier: 1.5,
  otBillMultiplier: 1.5,
  payRounding: { unitMinutes: 15, mode: 'floor' },
  billRounding: { unitMinutes: 15, mode: 'ceil' },
};
// The seeded reference rows (MOM), substitute days included.
const HOLIDAYS = PUBLIC_HOLIDAYS;

/** 09:00–19:00 SGT on `date`, 60 min unpaid break, clocked 09:08–19:07, pay 1200 / bill 1800. */
function goldenShift(date: string): ShiftInput {
  return {
    scheduledStartAt: `${date}T09:00:00+08:00`,
    scheduledEndAt: `${date}T19:00:00+08:00`,
    clockInAt: `${date}T09:08:00+08:00`,
    clockOutAt: `${date}T19:07:00+08:00`,
    breakMinutes: 60,
    breakPaid: false,
    payRateCents: 1200,
    billRateCents: 1800,
  };
}

describe('toMilli', () => {
  it.each([
    [1.5, 1500],
    [2, 2000],
    [1, 1000],
    [1.005, 1005],
    [0.001, 1],
    [1.25, 1250],
  ])('%d is %i thousandths', (x, milli) => {
    expect(toMilli(x)).toBe(milli);
  });

  it.each([1.0005, 1.23456, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (x) => {
    expect(() => toMilli(x)).toThrow(RangeError);
  });

  it('round-trips every value with at most three decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (milli) => {
        expect(toMilli(milli / 1000)).toBe(milli);
      }),
      RUNS,
    );
  });
});

describe('lineAmount', () => {
  it('multiplies in integers and rounds half up once', () => {
    expect(lineAmount(1200, 480)).toBe(9600);
    expect(lineAmount(1200, 45, 1500)).toBe(1350);
    expect(lineAmount(1800, 60, 1500)).toBe(2700);
    expect(lineAmount(1, 30)).toBe(1); // 0.5 cent → 1
    expect(lineAmount(1, 29)).toBe(0); // 0.483 cent → 0
    expect(lineAmount(1001, 1, 1500)).toBe(25); // 25.025 → 25
  });

  it('refuses fractions and negatives', () => {
    expect(() => lineAmount(12.5, 60)).toThrow(RangeError);
    expect(() => lineAmount(1200, 7.5)).toThrow(RangeError);
    expect(() => lineAmount(1200, -1)).toThrow(RangeError);
  });

  const rate = fc.integer({ min: 0, max: 1_000_000 });
  const minutes = fc.integer({ min: 0, max: 50_000 });
  const milli = fc.integer({ min: 0, max: 5000 });

  it('is the exact amount to within half a cent, as an integer', () => {
    fc.assert(
      fc.property(rate, minutes, milli, (r, m, k) => {
        const cents = lineAmount(r, m, k);
        expect(Number.isSafeInteger(cents)).toBe(true);
        // |cents − r·m·k / 60000| ≤ ½, exactly, and a half goes up.
        const diff = BigInt(cents) * 60_000n - BigInt(r) * BigInt(m) * BigInt(k);
        expect(diff * 2n <= 60_000n && diff * 2n > -60_000n).toBe(true);
      }),
      RUNS,
    );
  });

  it('never decreases with more minutes, a higher rate or a higher multiplier', () => {
    fc.assert(
      fc.property(rate, minutes, milli, fc.nat(1000), fc.nat(1000), fc.nat(1000), (r, m, k, dr, dm, dk) => {
        const base = lineAmount(r, m, k);
        expect(lineAmount(r, m + dm, k)).toBeGreaterThanOrEqual(base);
        expect(lineAmount(r + dr, m, k)).toBeGreaterThanOrEqual(base);
        expect(lineAmount(r, m, k + dk)).toBeGreaterThanOrEqual(base);
      }),
      RUNS,
    );
  });
});

describe('computeShift: table cases', () => {
  it('the golden path exactly', () => {
    const r = computeShift(goldenShift('2026-11-18'), POLICY, { publicHolidays: HOLIDAYS });
    expect(r).toMatchObject({
      shiftDate: '2026-11-18',
      isoWeek: '2026-W47',
      publicHoliday: false,
      rawMinutes: 532,
      payMinutes: 525,
      billMinutes: 540,
      normalMinutes: 480,
      otMinutes: 45,
      billNormalMinutes: 480,
      billOtMinutes: 60,
      phMinutes: 0,
      lateMinutes: 8,
      earlyLeaveMinutes: 0,
      payAmount: 10_950,
      billAmount: 17_100,
    });
    expect(r.payLines).toEqual({ normal: 9600, ot: 1350, publicHoliday: 0, sentHome: 0 });
    expect(r.billLines).toEqual({ normal: 14_400, ot: 2700, publicHoliday: 0, sentHome: 0 });
  });

  it('a night shift across midnight belongs to its start date and week', () => {
    // Sun 22 Nov 2026 22:00 → Mon 23 Nov 07:00 SGT, 60 min unpaid break, worked in full.
    const night: ShiftInput = {
      scheduledStartAt: '2026-11-22T14:00:00Z',
      scheduledEndAt: '2026-11-22T23:00:00Z',
      clockInAt: '2026-11-22T13:55:00Z',
      clockOutAt: '2026-11-22T23:02:00Z',
      breakMinutes: 60,
      breakPaid: false,
      payRateCents: 1500,
      billRateCents: 2250,
    };
    const r = computeShift(night, POLICY, {
      publicHolidays: [{ date: '2026-11-23', name: 'x', substituteFor: null, source: 's' }],
    });
    expect(r).toMatchObject({ shiftDate: '2026-11-22', isoWeek: '2026-W47', publicHoliday: false, rawMinutes: 480 });
    expect(r).toMatchObject({
      payMinutes: 480,
      normalMinutes: 480,
      otMinutes: 0,
      payAmount: 12_000,
      billAmount: 18_000,
    });
  });

  it('a week crossing 44 h: the 6th 8-hour day is half weekly OT', () => {
    // Mon 16 – Sat 21 Nov 2026, 09:00–18:00 SGT with a 60 min unpaid break, punched on time.
    const days = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'];
    const shifts = days.map((d) => ({
      ...goldenShift(d),
      scheduledEndAt: `${d}T18:00:00+08:00`,
      clockInAt: `${d}T09:00:00+08:00`,
      clockOutAt: `${d}T18:00:00+08:00`,
    }));
    const results = computeShifts(shifts.reverse(), POLICY, HOLIDAYS).reverse();
    results.slice(0, 5).forEach((r) => {
      expect(r).toMatchObject({ normalMinutes: 480, otMinutes: 0, payAmount: 9600, billAmount: 14_400 });
    });
    expect(results[5]).toMatchObject({
      normalMinutes: 240,
      otMinutes: 240,
      weeklyOtMinutes: 240,
      billNormalMinutes: 240,
      billOtMinutes: 240,
    });
    // 4 h × 12.00 + 4 h × 12.00 × 1.5; bill 4 h × 18.00 + 4 h × 18.00 × 1.5.
    expect(results[5]).toMatchObject({ payAmount: 4800 + 7200, billAmount: 7200 + 10_800 });
  });

  it('the same result from a context the server builds from stored earlier records', () => {
    const earlier = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'].map((d) =>
      computeShift({ ...goldenShift(d), clockInAt: `${d}T09:00:00+08:00`, clockOutAt: `${d}T19:00:00+08:00` }, POLICY, {
        publicHolidays: [],
      }),
    );
    // Each of those is 540 paid minutes: 480 normal + 60 daily OT, so 40 h normal so far.
    const context = earlierWork(earlier, '2026-11-21');
    expect(context).toEqual({
      pay: { dayMinutes: 0, weekNormalMinutes: 2400 },
      bill: { dayMinutes: 0, weekNormalMinutes: 2400 },
    });
    const sat = computeShift(goldenShift('2026-11-21'), POLICY, { publicHolidays: [], earlier: context });
    expect(sat).toMatchObject({ normalMinutes: 240, otMinutes: 285, dailyOtMinutes: 45, weeklyOtMinutes: 240 });
    expect(sat.payAmount).toBe(lineAmount(1200, 240) + lineAmount(1200, 285, 1500));
  });

  it('a public holiday (extra day rule): an extra day’s basic pay on top', () => {
    const r = computeShift(goldenShift('2026-08-10'), POLICY, { publicHolidays: HOLIDAYS });
    expect(r).toMatchObject({
      publicHoliday: true,
      phMinutes: 525,
      phPremiumMinutes: 480,
      normalMinutes: 480,
      otMinutes: 45,
    });
    expect(r.payLines).toEqual({ normal: 9600, ot: 1350, publicHoliday: 9600, sentHome: 0 });
    expect(r.billLines).toEqual({ normal: 14_400, ot: 2700, publicHoliday: 14_400, sentHome: 0 });
    expect(r.payAmount).toBe(20_550);
    expect(r.billAmount).toBe(31_500);
  });

  it('a short holiday shift earns its own hours as the extra pay, never more than a normal day', () => {
    const half: ShiftInput = { ...goldenShift('2026-08-09'), clockOutAt: '2026-08-09T14:08:00+08:00' };
    const r = computeShift(half, POLICY, { publicHolidays: HOLIDAYS });
    expect(r).toMatchObject({ rawMinutes: 240, normalMinutes: 240, payAmount: 4800 + 4800 });
    const long = computeShift(
      { ...goldenShift('2026-08-09'), clockOutAt: '2026-08-09T23:00:00+08:00', overtimeApproved: true },
      POLICY,
      { publicHolidays: HOLIDAYS },
    );
    expect(long.payLines.publicHoliday).toBe(lineAmount(1200, 8 * 60));
  });

  it('a holiday worked after a full 44 h week still earns its extra day', () => {
    // National Day, Sun 9 Aug 2026, after 44 normal hours already worked Mon–Sat that week.
    const full = {
      pay: { dayMinutes: 0, weekNormalMinutes: 44 * 60 },
      bill: { dayMinutes: 0, weekNormalMinutes: 44 * 60 },
    };
    const r = computeShift(goldenShift('2026-08-09'), POLICY, { publicHolidays: HOLIDAYS, earlier: full });
    expect(r).toMatchObject({
      publicHoliday: true,
      normalMinutes: 0,
      otMinutes: 525,
      weeklyOtMinutes: 480,
      phPremiumMinutes: 480,
    });
    expect(r.payLines).toEqual({ normal: 0, ot: lineAmount(1200, 525, 1500), publicHoliday: 9600, sentHome: 0 });
    expect(r.billLines.publicHoliday).toBe(14_400);
  });

  it('a public holiday (multiplier rule): normal minutes at the multiple, OT as usual', () => {
    const policy: WorkPolicy = { ...POLICY, phPayRule: 'multiplier', phPayMultiplier: 2.5, phBillMultiplier: 2 };
    const r = computeShift(goldenShift('2026-08-10'), policy, { publicHolidays: HOLIDAYS });
    expect(r.payLines).toEqual({ normal: 9600, ot: 1350, publicHoliday: 14_400, sentHome: 0 });
    expect(r.billLines).toEqual({ normal: 14_400, ot: 2700, publicHoliday: 14_400, sentHome: 0 });
    expect(() =>
      computeShift(goldenShift('2026-08-10'), { ...POLICY, phPayRule: 'multiplier' }, { publicHolidays: HOLIDAYS }),
    ).toThrow(RangeError);
  });

  it('sent home early: the minimum paid hours are topped up as their own line, never as worked time', () => {
    // Sent home at 11:30 after a 09:00 start (no break taken): 150 min worked, floor 15 → 150 paid.
    const early = {
      ...goldenShift('2026-11-18'),
      clockInAt: '2026-11-18T09:00:00+08:00',
      clockOutAt: '2026-11-18T11:30:00+08:00',
      breakMinutes: 0,
    };
    const policy = { ...POLICY, minPaidHoursSentHome: 4 };
    const r = computeShift({ ...early, sentHomeEarly: true }, policy, { publicHolidays: [] });
    expect(r).toMatchObject({
      payMinutes: 150,
      normalMinutes: 150,
      otMinutes: 0,
      sentHomePayMinutes: 90,
      sentHomeBillMinutes: 90,
    });
    expect(r.payLines).toEqual({ normal: 3000, ot: 0, publicHoliday: 0, sentHome: 1800 });
    expect(r.billLines).toEqual({ normal: 4500, ot: 0, publicHoliday: 0, sentHome: 2700 });
    expect(r.payAmount).toBe(4800);
    // Not sent home, or no minimum in the contract: nothing added.
    const stayed = computeShift(early, policy, { publicHolidays: [] });
    expect([stayed.sentHomePayMinutes, stayed.payLines.sentHome, stayed.payAmount]).toEqual([0, 0, 3000]);
    const none = computeShift({ ...early, sentHomeEarly: true }, POLICY, { publicHolidays: [] });
    expect(none.payAmount).toBe(3000);
    // Worked past the minimum: no top-up; a minimum above the shift is capped at the shift (10 h).
    expect(
      computeShift({ ...goldenShift('2026-11-18'), sentHomeEarly: true }, policy, { publicHolidays: [] })
        .sentHomePayMinutes,
    ).toBe(0);
    const capped = computeShift(
      { ...early, sentHomeEarly: true },
      { ...policy, minPaidHoursSentHome: 24 },
      { publicHolidays: [] },
    );
    expect(capped.sentHomePayMinutes).toBe(600 - 150);
  });

  it('the job’s holiday flag wins over the table, and one of them is needed', () => {
    expect(computeShift({ ...goldenShift('2026-11-18'), publicHoliday: true }, POLICY).publicHoliday).toBe(true);
    expect(() => computeShift(goldenShift('2026-11-18'), POLICY)).toThrow(RangeError);
  });

  it('refuses an OT multiplier below 1 or with more than 3 decimals', () => {
    expect(() =>
      computeShift(goldenShift('2026-11-18'), { ...POLICY, otPayMultiplier: 0.5 }, { publicHolidays: [] }),
    ).toThrow(RangeError);
    expect(() =>
      computeShift(goldenShift('2026-11-18'), { ...POLICY, otBillMultiplier: 1.5001 }, { publicHolidays: [] }),
    ).toThrow(RangeError);
  });
});

describe('computeShift: properties', () => {
  const roundingArb = fc.record({
    unitMinutes: fc.integer({ min: 1, max: 60 }),
    mode: fc.constantFrom<'floor' | 'nearest' | 'ceil'>('floor', 'nearest', 'ceil'),
  });
  const multiplierArb = fc.integer({ min: 1000, max: 3000 }).map((m) => m / 1000);
  const policyArb: fc.Arbitrary<WorkPolicy> = fc.record({
    dailyNormalHours: fc.integer({ min: 2, max: 24 }).map((half) => half / 2),
    weeklyNormalHours: fc.integer({ min: 10, max: 60 }),
    otPayMultiplier: multiplierArb,
    otBillMultiplier: multiplierArb,
    payRounding: roundingArb,
    billRounding: roundingArb,
    phPayRule: fc.constantFrom<'extra_day' | 'multiplier'>('extra_day', 'multiplier'),
    phPayMultiplier: multiplierArb,
    phBillMultiplier: multiplierArb,
  });
  const shiftArb = fc
    .record({
      start: fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }),
      length: fc.integer({ min: 30, max: 16 * 60 }),
      breakMinutes: fc.integer({ min: 0, max: 90 }),
      breakPaid: fc.boolean(),
      inOffsetMs: fc.integer({ min: -120 * MIN, max: 240 * MIN }),
      outOffsetMs: fc.integer({ min: -240 * MIN, max: 240 * MIN }),
      earlyStartApproved: fc.boolean(),
      overtimeApproved: fc.boolean(),
      payRateCents: fc.integer({ min: 0, max: 20_000 }),
      billRateCents: fc.integer({ min: 0, max: 30_000 }),
    })
    .map(
      (r): ShiftInput => ({
        scheduledStartAt: r.start,
        scheduledEndAt: r.start + r.length * MIN,
        clockInAt: r.start + r.inOffsetMs,
        clockOutAt: r.start + r.length * MIN + r.outOffsetMs,
        breakMinutes: r.breakMinutes,
        breakPaid: r.breakPaid,
        earlyStartApproved: r.earlyStartApproved,
        overtimeApproved: r.overtimeApproved,
        payRateCents: r.payRateCents,
        billRateCents: r.billRateCents,
      }),
    );
  const earlierArb = fc.record({
    pay: fc.record({ dayMinutes: fc.nat(900), weekNormalMinutes: fc.nat(3600) }),
    bill: fc.record({ dayMinutes: fc.nat(900), weekNormalMinutes: fc.nat(3600) }),
  });

  it('amounts are integer cents that sum their lines; normal + OT = paid (and billed) minutes', () => {
    fc.assert(
      fc.property(shiftArb, policyArb, earlierArb, fc.boolean(), (shift, policy, earlier, ph) => {
        const r = computeShift({ ...shift, publicHoliday: ph }, policy, { earlier });
        for (const v of [r.payAmount, r.billAmount, ...Object.values(r.payLines), ...Object.values(r.billLines)]) {
          expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
        }
        expect(r.payAmount).toBe(r.payLines.normal + r.payLines.ot + r.payLines.publicHoliday);
        expect(r.billAmount).toBe(r.billLines.normal + r.billLines.ot + r.billLines.publicHoliday);
        expect(r.normalMinutes + r.otMinutes).toBe(r.payMinutes);
        expect(r.billNormalMinutes + r.billOtMinutes).toBe(r.billMinutes);
        expect(r.phMinutes).toBe(ph ? r.payMinutes : 0);
        expect(r.phPremiumMinutes).toBeLessThanOrEqual(
          ph ? Math.min(r.payMinutes, hoursToMinutes(policy.dailyNormalHours)) : 0,
        );
      }),
      RUNS,
    );
  });

  it('pay and bill never go down when the worker stays longer (overtime approved)', () => {
    fc.assert(
      fc.property(
        shiftArb,
        policyArb,
        earlierArb,
        fc.boolean(),
        fc.integer({ min: 0, max: 300 * MIN }),
        (shift, policy, earlier, ph, more) => {
          const base = { ...shift, overtimeApproved: true, publicHoliday: ph };
          const a = computeShift(base, policy, { earlier });
          const b = computeShift({ ...base, clockOutAt: Number(base.clockOutAt) + more }, policy, { earlier });
          expect(b.payMinutes).toBeGreaterThanOrEqual(a.payMinutes);
          expect(b.payAmount).toBeGreaterThanOrEqual(a.payAmount);
          expect(b.billAmount).toBeGreaterThanOrEqual(a.billAmount);
        },
      ),
      RUNS,
    );
  });

  it('a holiday never pays or bills less than the same shift on an ordinary day', () => {
    fc.assert(
      fc.property(shiftArb, policyArb, earlierArb, (shift, policy, earlier) => {
        const ordinary = computeShift({ ...shift, publicHoliday: false }, policy, { earlier });
        const holiday = computeShift({ ...shift, publicHoliday: true }, policy, { earlier });
        expect(holiday.payAmount).toBeGreaterThanOrEqual(ordinary.payAmount);
        expect(holiday.billAmount).toBeGreaterThanOrEqual(ordinary.billAmount);
        expect(holiday.payAmount - holiday.payLines.publicHoliday).toBe(ordinary.payAmount);
      }),
      RUNS,
    );
  });

  it('a shift is a holiday shift by its start’s date only, also when it crosses midnight', () => {
    fc.assert(
      fc.property(shiftArb, policyArb, (shift, policy) => {
        const start = sgDate(shift.scheduledStartAt);
        const end = sgDate(shift.scheduledEndAt);
        const row = (date: string): PublicHoliday => ({ date, name: 'h', substituteFor: null, source: 's' });
        expect(computeShift(shift, policy, { publicHolidays: [row(start)] }).publicHoliday).toBe(true);
        const onlyEnd = computeShift(shift, policy, { publicHolidays: [row(end)] });
        expect(onlyEnd.publicHoliday).toBe(start === end);
        expect(onlyEnd.shiftDate).toBe(start);
      }),
      RUNS,
    );
  });
});

describe('client-cancellation pay', () => {
  // 09:00–19:00 with an unpaid hour: 9 scheduled hours; pay 1200 / bill 1800 cents an hour.
  const shift = {
    scheduledStartAt: '2026-12-01T09:00:00+08:00',
    scheduledEndAt: '2026-12-01T19:00:00+08:00',
    breakMinutes: 60,
    breakPaid: false,
    payRateCents: 1200,
    billRateCents: 1800,
  };
  const DAY = 24 * 60;

  test('a client cancelling with less notice than the limit owes the policy hours, paid and billed at the rates', () => {
    expect(clientCancellationPay(shift, { cancellationPayHours: 4 }, 5 * 60, DAY)).toEqual({
      minutes: 240,
      payAmount: 4800,
      billAmount: 7200,
    });
    // Quarter hours: 2.25 h × 1,200 = 2,700 cents.
    expect(clientCancellationPay(shift, { cancellationPayHours: 2.25 }, 0, DAY).payAmount).toBe(2700);
  });

  test('enough notice, or a policy without the hours, owes nothing', () => {
    const none = { minutes: 0, payAmount: 0, billAmount: 0 };
    expect(clientCancellationPay(shift, { cancellationPayHours: 4 }, DAY, DAY)).toEqual(none);
    expect(clientCancellationPay(shift, { cancellationPayHours: 0 }, 60, DAY)).toEqual(none);
    expect(clientCancellationPay(shift, {}, 60, DAY)).toEqual(none);
  });

  test('never more than the scheduled shift', () => {
    expect(clientCancellationPay(shift, { cancellationPayHours: 12 }, 60, DAY).minutes).toBe(9 * 60);
  });

  test('bad policy hours are refused, not paid', () => {
    expect(() => clientCancellationPay(shift, { cancellationPayHours: -1 }, 60, DAY)).toThrow(RangeError);
  });

  test('property: owed only under the limit; minutes within the shift; amounts are the minutes at each rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 96 }),
        fc.integer({ min: 0, max: 72 * 60 }),
        fc.integer({ min: 0, max: 72 * 60 }),
        fc.integer({ min: 60, max: 14 * 60 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 8000 }),
        (quarters, notice, limit, length, pay, bill) => {
          const start = Date.parse(shift.scheduledStartAt);
          const s = {
            ...shift,
            scheduledEndAt: new Date(start + (length + 60) * 60_000).toISOString(),
            payRateCents: pay,
            billRateCents: bill,
          };
          const r = clientCancellationPay(s, { cancellationPayHours: quarters / 4 }, notice, limit);
          if (notice >= limit || quarters === 0) return r.minutes === 0 && r.payAmount === 0 && r.billAmount === 0;
          return (
            r.minutes === Math.min(quarters * 15, length) &&
            r.payAmount === lineAmount(pay, r.minutes) &&
            r.billAmount === lineAmount(bill, r.minutes)
          );
        },
      ),
      RUNS,
    );
  });
});
