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

/**
 * A citation cut into text and links: "IRAS, 9% (https://…)" → text, link, text. A URL ends at
 * whitespace, and a closing bracket or trailing punctuation is left to the text around it.
 */
export function splitLinks(source: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const m of source.matchAll(/https?:\/\/[^\s]+/gi)) {
    let url = m[0];
    // "(https://x/a_(b))" keeps its balanced brackets; an unbalanced ")" or ".,;:" closes the citation.
    while (
      /[).,;:]$/.test(url) &&
      !(url.endsWith(')') && (url.match(/\(/g)?.length ?? 0) >= (url.match(/\)/g)?.length ?? 0))
    ) {
      url = url.slice(0, -1);
    }
    const at = m.index ?? 0;
    if (at > last) parts.push({ text: source.slice(last, at) });
    parts.push({ text: url, href: url });
    last = at + url.length;
  }
  if (last < source.length) parts.push({ text: source.slice(last) });
  return parts;
}

/** Whether [from, to] holds `day` (ISO dates compare as text; to null = open-ended). */
export const holds = (r: { effectiveFrom: string; effectiveTo: string | null }, day: string) =>
  r.effectiveFrom <= day && (r.effectiveTo === null || day <= r.effectiveTo);
