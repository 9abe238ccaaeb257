/** @jest-environment node */
import fc from 'fast-check';
import { rowInForce } from './effective';
import { SDL_RATES } from './reference-data';
import { computeSdl, sdlPayableTotal } from './sdl';

const row = rowInForce(SDL_RATES, '2026-03-01', 'SDL row');

describe('Skills Development Levy', () => {
  it.each([
    // The brief's cases: the minimum, 0.25%, and the maximum.
    [500_00, 2_00],
    [2_000_00, 5_00],
    [5_000_00, 11_25],
    // CPF Board FAQ "How do I calculate Skills Development Levy (SDL)?" worked example.
    [609_50, 2_00],
    [4_500_00, 11_25],
    [4_502_03, 11_25],
    [10_000_00, 11_25],
    // 0.25% of S$1,234.57 = 3.086425 → 3.09 (to the cent, halves up).
    [1_234_57, 3_09],
    // 0.25% of S$1,000.02 = 2.50005 → 2.50.
    [1_000_02, 2_50],
  ])('wages %i cents → SDL %i cents', (wages, levy) => {
    expect(computeSdl(wages, row)).toBe(levy);
  });

  it('rounds the organisation total down to the dollar (CPF Board FAQ example: S$40.75 → S$40)', () => {
    const each = [609_50, 2_000_00, 4_500_00, 4_502_03, 10_000_00].map((w) => computeSdl(w, row));
    expect(each.reduce((a, b) => a + b, 0)).toBe(40_75);
    expect(sdlPayableTotal(each)).toBe(40_00);
  });

  it('charges nothing for a month without wages', () => {
    expect(computeSdl(0, row)).toBe(0);
  });

  it('stays within [min, max] for any paid month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (wages) => {
        const levy = computeSdl(wages, row);
        expect(levy).toBeGreaterThanOrEqual(row.minCents);
        expect(levy).toBeLessThanOrEqual(row.maxCents);
        expect(Number.isInteger(levy)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('never decreases as wages grow', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (w, more) => {
        expect(computeSdl(w + more, row)).toBeGreaterThanOrEqual(computeSdl(w, row));
      }),
      { numRuns: 1000 },
    );
  });
});
