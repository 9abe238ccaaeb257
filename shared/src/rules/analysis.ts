/**
 * The analysis dashboards' arithmetic (issue 34), once for the server, the pages and the tests:
 * a rate is basis points of two counts (1 bp = 0.01 %), so a page never divides floats and a test
 * compares integers; a margin is cents. A rate over nothing is `null` ("no data"), not 0 %.
 */
import { roundHalfUpDiv } from './int-div';

/** `numerator / denominator` in basis points, halves up; null when there is nothing to divide by. */
export function basisPoints(numerator: number, denominator: number): number | null {
  if (denominator <= 0) return null;
  return roundHalfUpDiv(numerator * 10_000, denominator);
}

/** Gross margin in cents: revenue less pay cost. */
export function grossMargin(revenue: number, payCost: number): number {
  return revenue - payCost;
}

/** The longest range a dashboard reads at once: three years and a day (a leap year inside). */
export const ANALYSIS_MAX_DAYS = 3 * 366;

/**
 * Receivables ageing bands by days past the due date: `current` not yet due (or no due date),
 * then 1–30, 31–60, 61–90 and over 90 days (the job-order statement's `case`).
 */
export const RECEIVABLE_BANDS = ['current', 'd1_30', 'd31_60', 'd61_90', 'over90'] as const;
export type ReceivableBand = (typeof RECEIVABLE_BANDS)[number];

/** Credit-score bands of the employee dashboard (scores run 0–100). */
export const CREDIT_SCORE_BANDS = [
  { band: '0-59', min: 0, max: 59 },
  { band: '60-69', min: 60, max: 69 },
  { band: '70-79', min: 70, max: 79 },
  { band: '80-89', min: 80, max: 89 },
  { band: '90-100', min: 90, max: 100 },
] as const;
