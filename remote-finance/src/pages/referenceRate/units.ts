/**
 * Unit conversions between the API (integer basis points and cents) and what people read and
 * type (percentages, factors, dollars). Floating input is rounded to the integer unit once, here.
 */

/** 900 → "9%", 25 → "0.25%", 1250 → "12.5%". */
export function percentText(bp: number): string {
  return `${Number((bp / 100).toFixed(2))}%`;
}
/** 6000 → "0.6". */
export function factorText(bp: number): string {
  return String(Number((bp / 10000).toFixed(4)));
}

export const bpToPercent = (bp: number) => bp / 100;
export const percentToBp = (p: number) => Math.round(p * 100);
export const bpToFactor = (bp: number) => bp / 10000;
export const factorToBp = (f: number) => Math.round(f * 10000);
export const centsToDollars = (c: number) => c / 100;
export const dollarsToCents = (d: number) => Math.round(d * 100);

/** Whether a source is a link (shown as one) rather than a citation. */
export const isUrl = (s: string) => /^https?:\/\/\S+$/i.test(s.trim());

/** Whether [from, to] holds `day` (ISO dates compare as text; to null = open-ended). */
export const holds = (r: { effectiveFrom: string; effectiveTo: string | null }, day: string) =>
  r.effectiveFrom <= day && (r.effectiveTo === null || day <= r.effectiveTo);
