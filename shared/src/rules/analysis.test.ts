/** @jest-environment node */
import fc from 'fast-check';
import { basisPoints, CREDIT_SCORE_BANDS, grossMargin } from './analysis';

const RUNS = { numRuns: 1000 };

describe('basisPoints', () => {
  it.each([
    [1, 3, 3333],
    [2, 3, 6667],
    [1, 8, 1250],
    [1, 20_000, 1], // 0.5 bp rounds half up
    [0, 7, 0],
    [7, 7, 10_000],
    [-1, 4, -2500],
  ])('%i / %i = %i bp', (n, d, bp) => {
    expect(basisPoints(n, d)).toBe(bp);
  });

  it('is null over nothing: a rate with no denominator is no data, not 0 %', () => {
    expect(basisPoints(0, 0)).toBeNull();
    expect(basisPoints(5, 0)).toBeNull();
  });

  it('is the nearest integer to 10 000 n / d, exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (n, d) => {
        const bp = basisPoints(n, d) as number;
        // |bp·d − 10 000·n| ≤ d/2, in integers: within half a basis point.
        const off = bp * d - 10_000 * n;
        expect(2 * off <= d && 2 * off > -d).toBe(true);
      }),
      RUNS,
    );
  });
});

test('grossMargin is revenue less pay cost, a loss negative', () => {
  expect(grossMargin(180_00, 120_00)).toBe(60_00);
  expect(grossMargin(100, 150)).toBe(-50);
});

test('the credit-score bands cover 0–100 once each, in order', () => {
  const covered = CREDIT_SCORE_BANDS.flatMap((b) => Array.from({ length: b.max - b.min + 1 }, (_, i) => b.min + i));
  expect(covered).toEqual(Array.from({ length: 101 }, (_, i) => i));
});
