/** @jest-environment node */
import fc from 'fast-check';
import { addDays } from './calendar';
import { gstCents, gstRateRow, invoiceGst, timeOfSupply } from './gst';
import { GST_RATES } from './reference-data';

const RUNS = { numRuns: 1000 };
// The seeded reference rows (IRAS): 7% to 2022, 8% in 2023, 9% from 2024-01-01.
const RATES = GST_RATES;

describe('gstCents', () => {
  it.each([
    [17_100, 1539], // the golden path's invoice subtotal
    [100_000, 9000],
    [50, 5], // 4.5 → 5, half up
    [5, 0], // 0.45 → 0
    [6, 1], // 0.54 → 1
    [0, 0],
    [-50, -5], // a credit mirrors the charge
  ])('9%% of %i cents is %i', (total, gst) => {
    expect(gstCents(total, 900)).toBe(gst);
  });

  it('refuses fractions of a cent and fractional rates', () => {
    expect(() => gstCents(10.5, 900)).toThrow(RangeError);
    expect(() => gstCents(100, 8.5)).toThrow(RangeError);
  });

  const centsArb = fc.integer({ min: 0, max: 10_000_000_000 });
  const bpArb = fc.integer({ min: 0, max: 3000 });

  it('is the exact tax to within half a cent, a half going up', () => {
    fc.assert(
      fc.property(centsArb, bpArb, (total, bp) => {
        const gst = gstCents(total, bp);
        expect(Number.isSafeInteger(gst)).toBe(true);
        const diff = BigInt(gst) * 10_000n - BigInt(total) * BigInt(bp);
        expect(diff * 2n <= 10_000n && diff * 2n > -10_000n).toBe(true);
        expect(gstCents(-total, bp) + gst).toBe(0);
      }),
      RUNS,
    );
  });

  it('never decreases with the total', () => {
    fc.assert(
      fc.property(centsArb, fc.nat(100_000), bpArb, (total, more, bp) => {
        expect(gstCents(total + more, bp)).toBeGreaterThanOrEqual(gstCents(total, bp));
      }),
      RUNS,
    );
  });

  // Each rounding is off by at most ½ cent (in (−½, ½]), so Σ gst(parts) − gst(Σ parts) lies
  // strictly within ±(n + 1)/2 and, being an integer, within ±⌊n/2⌋ — why GST is taken once on
  // the total and not per line.
  it('taxing the parts differs from taxing the sum by at most ⌊n/2⌋ cents', () => {
    expect(gstCents(50, 900) + gstCents(50, 900) - gstCents(100, 900)).toBe(1); // the bound is reached
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 40 }),
        bpArb,
        (parts, bp) => {
          const ofParts = parts.reduce((s, p) => s + gstCents(p, bp), 0);
          const ofSum = gstCents(
            parts.reduce((s, p) => s + p, 0),
            bp,
          );
          expect(Math.abs(ofParts - ofSum)).toBeLessThanOrEqual(Math.floor(parts.length / 2));
        },
      ),
      RUNS,
    );
  });
});

describe('GST rate by time of supply', () => {
  it('the time of supply is the earlier of invoice and payment', () => {
    expect(timeOfSupply('2024-01-05', '2023-12-20')).toBe('2023-12-20');
    expect(timeOfSupply('2023-12-28', '2024-01-10')).toBe('2023-12-28');
    expect(timeOfSupply('2024-01-05', null)).toBe('2024-01-05');
    expect(timeOfSupply('2024-01-05')).toBe('2024-01-05');
  });

  it.each([
    ['2024-01-02', null, 900], // issued after the change, unpaid
    ['2023-12-31', null, 800], // issued on the last 8% day
    ['2024-01-05', '2023-12-20', 800], // paid before the change: 8%
    ['2023-12-28', '2024-01-10', 800], // invoiced before the change: 8%
    ['2024-01-01', '2024-01-01', 900],
    ['2022-12-31', null, 700],
  ])('invoice %s paid %s: %i bp', (invoiceDate, paymentDate, rateBp) => {
    expect(gstRateRow(RATES, invoiceDate, paymentDate).rateBp).toBe(rateBp);
  });

  it('the golden path invoice: 9% of 17,100 cents issued in 2026', () => {
    expect(invoiceGst(17_100, RATES, '2026-11-23')).toEqual({
      rateBp: 900,
      supplyDate: '2026-11-23',
      subtotalCents: 17_100,
      gstCents: 1539,
      totalCents: 18_639,
    });
  });

  it('8% → 9% on 2024-01-01 across the change, whichever comes first decides', () => {
    const old = invoiceGst(1_000_000, RATES, '2024-01-15', '2023-12-29');
    expect(old).toMatchObject({ rateBp: 800, gstCents: 80_000, totalCents: 1_080_000 });
    expect(invoiceGst(1_000_000, RATES, '2024-01-15')).toMatchObject({ rateBp: 900, gstCents: 90_000 });
  });

  it('refuses a supply date no row covers', () => {
    expect(() => invoiceGst(100, RATES, '2000-01-01')).toThrow(/No GST rate is in force on 2000-01-01/);
  });

  it('the rate is the one in force on the earlier date, whatever the order', () => {
    fc.assert(
      fc.property(fc.integer({ min: -700, max: 700 }), fc.integer({ min: -700, max: 700 }), (a, b) => {
        const invoice = addDays('2024-01-01', a);
        const payment = addDays('2024-01-01', b);
        const earlier = [invoice, payment].sort()[0];
        const expected = earlier < '2024-01-01' ? 800 : 900;
        if (earlier >= '2023-01-01') expect(invoiceGst(12_345, RATES, invoice, payment).rateBp).toBe(expected);
        expect(timeOfSupply(invoice, payment)).toBe(earlier);
      }),
      RUNS,
    );
  });
});
