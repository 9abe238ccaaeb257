/**
 * Public holidays from the reference rows (admins keep them, substitute days included as rows of
 * their own: a holiday on a Sunday gives the Monday, e.g. National Day Sun 2026-08-09 → Mon 08-10).
 */
import { type Instant, shiftDate } from './calendar';
import type { IsoDate, PublicHoliday } from './types';

/** The holiday row for a date (the substitute day's own row on a substitute day), or null. */
export function holidayOn(date: IsoDate, holidays: readonly PublicHoliday[]): PublicHoliday | null {
  return holidays.find((h) => h.date === date) ?? null;
}

export function isPublicHoliday(date: IsoDate, holidays: readonly PublicHoliday[]): boolean {
  return holidayOn(date, holidays) !== null;
}

/** A shift is a public-holiday shift when its start's Singapore date is one (crossing midnight or not). */
export function isPublicHolidayShift(startAt: Instant, holidays: readonly PublicHoliday[]): boolean {
  return isPublicHoliday(shiftDate(startAt), holidays);
}
