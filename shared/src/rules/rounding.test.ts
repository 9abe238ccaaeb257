/** @jest-environment node */
import fc from 'fast-check';
import { roundMinutes } from './rounding';
import type { RoundingMode } from './types';

const RUNS = { numRuns: 1000 };
const minutesArb = fc.integer({ min: 0, max: 100_000 });
const unitArb = fc.integer({ min: 1, max: 120 });
const modeArb = fc.constantFrom<RoundingMode>('floor', 'nearest', 'ceil');

describe('roundMinutes', () => {
  it.each([
    [532, 15, 'floor', 525],
    [532, 15, 'ceil', 540],
    [532, 15, 'nearest', 525],
    [533, 15, 'nearest', 540],
    [5, 10, 'nearest', 10],
    [4, 10, 'nearest', 0],
    [525, 15, 'ceil', 525],
    [0, 30, 'ceil', 0],
    [517, 1, 'floor', 517],
  ] as const)('%i min to %i (%s) is %i', (minutes, unitMinutes, mode, expected) => {
    expect(roundMinutes(minutes, { unitMinutes, mode })).toBe(expected);
  });

  it('refuses a non-positive or fractional unit and fractional minutes', () => {
    expect(() => roundMinutes(10, { unitMinutes: 0, mode: 'floor' })).toThrow(RangeError);
    expect(() => roundMinutes(10, { unitMinutes: 7.5, mode: 'floor' })).toThrow(RangeError);
    expect(() => roundMinutes(10.5, { unitMinutes: 15, mode: 'floor' })).toThrow(RangeError);
  });

  it('lands on a multiple of the unit, less than one unit away', () => {
    fc.assert(
      fc.property(minutesArb, unitArb, modeArb, (m, unitMinutes, mode) => {
        const r = roundMinutes(m, { unitMinutes, mode });
        expect(r % unitMinutes).toBe(0);
        expect(Math.abs(r - m)).toBeLessThan(unitMinutes);
        expect(roundMinutes(r, { unitMinutes, mode })).toBe(r);
      }),
      RUNS,
    );
  });

  it('floor ≤ minutes ≤ ceil, floor ≤ nearest ≤ ceil, nearest at most half a unit away (ties up)', () => {
    fc.assert(
      fc.property(minutesArb, unitArb, (m, unitMinutes) => {
        const floor = roundMinutes(m, { unitMinutes, mode: 'floor' });
        const nearest = roundMinutes(m, { unitMinutes, mode: 'nearest' });
        const ceil = roundMinutes(m, { unitMinutes, mode: 'ceil' });
        expect(floor).toBeLessThanOrEqual(m);
        expect(ceil).toBeGreaterThanOrEqual(m);
        expect(floor).toBeLessThanOrEqual(nearest);
        expect(nearest).toBeLessThanOrEqual(ceil);
        expect(2 * Math.abs(nearest - m)).toBeLessThanOrEqual(unitMinutes);
        if (2 * (m - floor) === unitMinutes) expect(nearest).toBe(ceil);
      }),
      RUNS,
    );
  });

  it('never decreases when the minutes grow', () => {
    fc.assert(
      fc.property(minutesArb, fc.integer({ min: 0, max: 1000 }), unitArb, modeArb, (m, extra, unitMinutes, mode) => {
        expect(roundMinutes(m + extra, { unitMinutes, mode })).toBeGreaterThanOrEqual(
          roundMinutes(m, { unitMinutes, mode }),
        );
      }),
      RUNS,
    );
  });
});
