/**
 * Amounts typed in dollars become integer cents by reading the digits, never by multiplying a
 * float (0.29 * 100 is 28.999…), so "0.29" is 29 cents exactly. Hours are shown to 2 decimals.
 */
import type { Rule } from 'antd/es/form';

const DOLLARS = /^(-)?(\d{1,8})(?:\.(\d{1,2}))?$/;

/** "1,234.5" → 123450; "-12" → -1200; anything else (or more than 2 decimals) → null. */
export function centsOf(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const m = DOLLARS.exec(String(text).replace(/[,\s]/g, '').replace(/^S\$/i, ''));
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** 123450 → "1234.50": the value a dollar input starts from (no thousands separator to re-read). */
export function dollarsText(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Minutes as hours to 2 decimals (90 → "1.50"). */
export const hoursText = (minutes: number) => (minutes / 60).toFixed(2);

/** The form rule of a dollar input: `sign` positive (a payment) or any non-zero (an adjustment); `max` in cents. */
export function moneyRule(
  t: (key: string) => string,
  opts: { sign: 'positive' | 'nonZero'; max?: number; maxMessage?: string },
): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const cents = centsOf(value as string);
      if (cents === null) throw new Error(t('invoice.money.invalid'));
      if (opts.sign === 'positive' && cents <= 0) throw new Error(t('invoice.money.positive'));
      if (opts.sign === 'nonZero' && cents === 0) throw new Error(t('invoice.money.notZero'));
      if (opts.max !== undefined && cents > opts.max) throw new Error(opts.maxMessage);
    },
  };
}
