/**
 * Certificate validity and expiry reminders (DOMAIN.md "Workers": certificates are verified by
 * staff, expire on their date, and staff are reminded 30/7/0 days before). Dates are Singapore
 * calendar dates (`YYYY-MM-DD`).
 */
import type { IsoDate } from './types';

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysUntil(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A certificate counts for eligibility on `date` when staff verified it and it has not expired
 * by then (it is valid through its expiry date). The expiry sweep may not have run yet, so the
 * date is checked as well as the state.
 */
export function certificateValidOn(status: string, expiresOn: IsoDate | null, date: IsoDate): boolean {
  return status === 'verified' && (expiresOn === null || expiresOn >= date);
}

/**
 * The reminder threshold due on `today`, or null. `thresholds` are days before expiry (30, 7,
 * 0); `lastSent` is the smallest one already sent. Each threshold is sent at most once, and a
 * run that was missed does not send the stale larger ones afterwards: only the most urgent
 * threshold that has been reached and not yet sent.
 */
export function reminderDue(
  expiresOn: IsoDate,
  today: IsoDate,
  thresholds: readonly number[],
  lastSent: number | null,
): number | null {
  const left = daysUntil(today, expiresOn);
  if (left < 0) return null;
  const due = thresholds.filter((t) => left <= t && (lastSent === null || t < lastSent));
  return due.length ? Math.min(...due) : null;
}

/** Distinct reminder thresholds, largest first (what a certificate type stores). */
export function normaliseReminderDays(days: readonly number[]): number[] {
  return [...new Set(days)].sort((a, b) => b - a);
}
