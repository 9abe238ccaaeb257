/** @jest-environment node */
import fc from 'fast-check';
import {
  ageingBucket,
  allocationError,
  balanceOf,
  billedParts,
  documentNumber,
  documentTotals,
  dueDateOf,
  paymentStatusOf,
} from './invoice';
import { lineAmount } from './pay';

const RUNS = { numRuns: 1000 };
const cents = fc.integer({ min: -5_000_000, max: 50_000_000 });

describe('documentTotals', () => {
  it('the golden path: two shifts of 17,100 cents at 9% → GST 3,078 once on the subtotal', () => {
    expect(documentTotals([17_100, 17_100], 900)).toEqual({ subtotal: 34_200, gst: 3078, total: 37_278 });
  });

  it('rounds GST once on the total, not per line (per line would give 2 + 2 = 4)', () => {
    // 9% of 25 cents is 2.25 → 2 per line; of 50 it is 4.5 → 5 on the total.
    expect(documentTotals([25, 25], 900).gst).toBe(5);
  });

  it('total = subtotal + GST, GST rounded half up once, for any lines (property)', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 60 }), fc.integer({ min: 0, max: 2500 }), (lines, rateBp) => {
        const t = documentTotals(lines, rateBp);
        const subtotal = lines.reduce((s, a) => s + a, 0);
        expect(t.subtotal).toBe(subtotal);
        expect(t.total).toBe(t.subtotal + t.gst);
        // Half up on the magnitude: |GST| is within half a cent of the exact figure, and a
        // half exactly goes up.
        const exact = (Math.abs(subtotal) * rateBp) / 10_000;
        expect(Math.abs(t.gst)).toBe(Math.floor(exact + 0.5));
        expect(Math.sign(t.gst) * Math.sign(subtotal)).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('refuses a fraction of a cent', () => {
    expect(() => documentTotals([10.5], 900)).toThrow(RangeError);
  });
});

describe('settlement', () => {
  it('a partial credit lowers the balance but never makes the invoice paid', () => {
    const s = { total: 10_000, paid: 0, credited: 4_000 };
    expect(balanceOf(s)).toBe(6_000);
    expect(paymentStatusOf(s)).toBe('unpaid');
    expect(paymentStatusOf({ total: 10_000, paid: 1, credited: 4_000 })).toBe('partially_paid');
    expect(paymentStatusOf({ total: 10_000, paid: 6_000, credited: 4_000 })).toBe('paid');
  });

  type Step = { kind: 'pay' | 'credit'; amount: number };
  const steps = fc.array(
    fc.record({
      kind: fc.constantFrom<'pay' | 'credit'>('pay', 'credit'),
      amount: fc.integer({ min: -100, max: 200_000 }),
    }),
    { maxLength: 40 },
  );

  it('after any payments and credits: paid + credited + balance = total, balance never below zero (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), steps, (total, seq: Step[]) => {
        const s = { total, paid: 0, credited: 0 };
        for (const step of seq) {
          const err = allocationError(s, step.amount);
          if (step.amount <= 0) expect(err).toBe('notPositive');
          else if (step.amount > balanceOf(s)) expect(err).toBe('overBalance');
          else expect(err).toBeNull();
          if (err) continue;
          if (step.kind === 'pay') s.paid += step.amount;
          else s.credited += step.amount;
          expect(s.paid + s.credited + balanceOf(s)).toBe(total);
          expect(balanceOf(s)).toBeGreaterThanOrEqual(0);
          // Paid exactly when nothing is owed; credits alone never make it partially paid.
          expect(paymentStatusOf(s) === 'paid').toBe(balanceOf(s) === 0);
          if (s.paid === 0) expect(paymentStatusOf(s)).not.toBe('partially_paid');
        }
      }),
      RUNS,
    );
  });
});

describe('dates and numbers', () => {
  it('due date = issue date + terms', () => {
    expect(dueDateOf('2026-11-27', 30)).toBe('2026-12-27');
    expect(dueDateOf('2026-12-20', 14)).toBe('2027-01-03');
    expect(() => dueDateOf('2026-11-27', -1)).toThrow(RangeError);
  });

  it.each([
    ['2026-12-27', '2026-12-27', 'current'],
    ['2026-12-27', '2026-12-01', 'current'],
    ['2026-12-27', '2026-12-28', 'd1_30'],
    ['2026-12-27', '2027-01-26', 'd1_30'],
    ['2026-12-27', '2027-01-27', 'd31_60'],
    ['2026-12-27', '2027-03-27', 'd61_90'],
    ['2026-12-27', '2027-03-28', 'd90_plus'],
  ] as const)('due %s, on %s → %s', (due, asOf, bucket) => {
    expect(ageingBucket(due, asOf)).toBe(bucket);
  });

  it('numbers a series from 1, zero-padded', () => {
    expect(documentNumber('INV-2026', 42)).toBe('INV-2026-000042');
    expect(() => documentNumber('INV-2026', 0)).toThrow(RangeError);
  });
});

describe('billedParts', () => {
  it('the worked example: 480 normal + 60 OT minutes at 18.00 → 14,400 + 2,700', () => {
    const parts = billedParts(
      {
        billNormalMinutes: 480,
        billOtMinutes: 60,
        sentHomeBillMinutes: 0,
        cancellationPayMinutes: 0,
        billAmount: 17_100,
      },
      1800,
      1.5,
    );
    expect(parts).toEqual([
      { type: 'normal', minutes: 480, unitRate: 1800, amount: 14_400 },
      { type: 'ot', minutes: 60, unitRate: 2700, amount: 2_700 },
    ]);
  });

  it('the holiday premium is what remains; a late cancellation is one fee', () => {
    const ph = billedParts(
      {
        billNormalMinutes: 480,
        billOtMinutes: 0,
        sentHomeBillMinutes: 0,
        cancellationPayMinutes: 0,
        billAmount: 28_800,
      },
      1800,
      1.5,
    );
    expect(ph.map((p) => [p.type, p.amount])).toEqual([
      ['normal', 14_400],
      ['public_holiday', 14_400],
    ]);
    const fee = billedParts(
      {
        billNormalMinutes: 0,
        billOtMinutes: 0,
        sentHomeBillMinutes: 0,
        cancellationPayMinutes: 240,
        billAmount: 7_200,
      },
      1800,
      1.5,
    );
    expect(fee).toEqual([{ type: 'cancellation_fee', minutes: 240, unitRate: 1800, amount: 7_200 }]);
  });

  it('the parts always sum to the stored amount (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 900 }),
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 0, max: 240 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom(1, 1.5, 2, 1.25),
        fc.integer({ min: 0, max: 50_000 }),
        (normal, ot, sentHome, rate, mult, premium) => {
          const base =
            lineAmount(rate, normal) + lineAmount(rate, sentHome) + lineAmount(rate, ot, Math.round(mult * 1000));
          const r = {
            billNormalMinutes: normal,
            billOtMinutes: ot,
            sentHomeBillMinutes: sentHome,
            cancellationPayMinutes: 0,
            billAmount: base + premium,
          };
          const parts = billedParts(r, rate, mult);
          expect(parts.reduce((s, p) => s + p.amount, 0)).toBe(r.billAmount);
          for (const p of parts) expect(Number.isSafeInteger(p.amount) && p.amount >= 0).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('refuses a stored amount below its normal and OT parts', () => {
    expect(() =>
      billedParts(
        {
          billNormalMinutes: 480,
          billOtMinutes: 0,
          sentHomeBillMinutes: 0,
          cancellationPayMinutes: 0,
          billAmount: 100,
        },
        1800,
        1.5,
      ),
    ).toThrow(RangeError);
  });
});
