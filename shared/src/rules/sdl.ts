/**
 * Skills Development Levy (DOMAIN.md): an employer cost for every employee, foreigners
 * included, from the SdlRow in force for the month.
 */
import { floorDiv, roundHalfUpDiv } from './int-div';
import type { SdlRow } from './types';

/**
 * The levy for one employee's total wages of a calendar month, in cents.
 *
 * - rateBp of the month's total wages, at least minCents and at most maxCents (CPF Board FAQ
 *   "How do I calculate Skills Development Levy (SDL)?": 0.25%, minimum S$2, maximum S$11.25).
 * - Per employee the levy is "calculated to two decimal places" (GoBusiness SDL FAQ, SDL
 *   computation); the FAQ does not say which way, so the fraction of a cent is rounded half up.
 *   The statutory examples ($2,000 → $5.00, $4,500 → $11.25) are whole cents either way.
 * - A month with no wages has no levy: "if the employer does not pay and is not liable to pay
 *   wages … no SDL is payable" (same GoBusiness FAQ); the minimum applies only to paid months.
 */
export function computeSdl(totalWagesCents: number, row: SdlRow): number {
  if (!Number.isSafeInteger(totalWagesCents) || totalWagesCents < 0) {
    throw new RangeError('Wages must be whole, non-negative cents');
  }
  if (totalWagesCents === 0) return 0;
  const levy = roundHalfUpDiv(totalWagesCents * row.rateBp, 10_000);
  return Math.min(row.maxCents, Math.max(row.minCents, levy));
}

/**
 * What the employer pays for the month: the per-employee levies added up and the sum rounded
 * DOWN to the dollar ("add up the SDL calculated and round the total amount down to the nearest
 * dollar", CPF Board FAQ above; "rounding down is done at the total for the whole organisation
 * and not on each employee", GoBusiness SDL FAQ).
 */
export function sdlPayableTotal(perEmployeeCents: readonly number[]): number {
  const sum = perEmployeeCents.reduce((a, b) => a + b, 0);
  return floorDiv(sum, 100) * 100;
}
