/** Picking the reference row in force on a date: the one place that decides it. */
import type { EffectiveRow, IsoDate } from './types';

/** The row whose [effectiveFrom, effectiveTo] holds `date` (ISO dates compare as text). */
export function rowInForce<R extends EffectiveRow>(rows: readonly R[], date: IsoDate, what = 'reference row'): R {
  const found = rows.filter((r) => r.effectiveFrom <= date && (r.effectiveTo === null || date <= r.effectiveTo));
  if (found.length === 0) throw new RangeError(`No ${what} is in force on ${date}`);
  // Overlaps are refused when rows are saved; if one slipped in, the latest start wins.
  return found.reduce((a, b) => (b.effectiveFrom > a.effectiveFrom ? b : a));
}
