/** Rounding worked minutes to the contract's unit (DOMAIN.md "Contract order": unit and mode). */
import type { Rounding } from './types';

/** Refuses anything but an integer number of minutes (amounts downstream must stay integers). */
export function assertMinutes(minutes: number, what = 'minutes'): void {
  if (!Number.isSafeInteger(minutes)) throw new RangeError(`${what} must be an integer: ${minutes}`);
}

/**
 * `minutes` rounded to a multiple of `unitMinutes`: floor (down), ceil (up) or nearest (a tie
 * goes up). A unit of 1 leaves minutes as they are.
 */
export function roundMinutes(minutes: number, rounding: Rounding): number {
  assertMinutes(minutes);
  const unit = rounding.unitMinutes;
  if (!Number.isSafeInteger(unit) || unit < 1)
    throw new RangeError(`Rounding unit must be a positive integer: ${unit}`);
  const down = Math.floor(minutes / unit) * unit;
  switch (rounding.mode) {
    case 'floor':
      return down;
    case 'ceil':
      return down === minutes ? minutes : down + unit;
    case 'nearest':
      // Compare doubled remainders so an odd unit's half (7.5 of 15) needs no fraction.
      return 2 * (minutes - down) >= unit ? down + unit : down;
    default:
      throw new RangeError(`Unknown rounding mode: ${String(rounding.mode)}`);
  }
}
