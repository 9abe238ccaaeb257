/**
 * How the dashboards print their figures, with integers only (the API sends counts, minutes,
 * cents and basis points): a rate as a percent with one decimal, hours with one decimal, money
 * through `formatMoney`. A figure the API could not compute (null) reads "—", never 0.
 */
import { formatMoney } from '@shiftdesk/shared/numbers';

/** What a figure counts: decides its text, its axis and its tick labels. */
export type Unit = 'count' | 'minutes' | 'cents' | 'bp';

export const NO_DATA = '—';

/**
 * Integer `n / d` (d = 6 or 10) rounded halves away from zero. Exact: a quotient of integers by
 * such a small divisor is a whole number or at least 1/(2d) from one, far above the float error.
 */
function roundDiv(n: number, d: number): number {
  const q = Math.floor((2 * Math.abs(n) + d) / (2 * d));
  return n < 0 ? -q : q;
}

/** Tenths as `1,234.5` (`-0.3` below zero). */
function tenths(x: number): string {
  const abs = Math.abs(x);
  return `${x < 0 ? '-' : ''}${Math.floor(abs / 10).toLocaleString('en-US')}.${abs % 10}`;
}

/** Basis points → `12.3%` (1234 bp), null → "—". */
export function formatRate(bp: number | null | undefined): string {
  if (bp === null || bp === undefined) return NO_DATA;
  return `${tenths(roundDiv(bp, 10))}%`;
}

/** Minutes → hours with one decimal: 95 → `1.6` (the unit is the caller's text). */
export function formatHours(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return NO_DATA;
  return tenths(roundDiv(minutes, 6));
}

export function formatCount(n: number | null | undefined): string {
  if (n === null || n === undefined) return NO_DATA;
  return n.toLocaleString('en-US');
}

/** A figure of `unit` as text; `hours` names the hour unit in the UI language (`{{n}} h`). */
export function formatUnit(unit: Unit, value: number | null | undefined, hours: (n: string) => string): string {
  if (value === null || value === undefined) return NO_DATA;
  switch (unit) {
    case 'bp':
      return formatRate(value);
    case 'cents':
      return formatMoney(value);
    case 'minutes':
      return hours(formatHours(value));
    default:
      return formatCount(value);
  }
}
