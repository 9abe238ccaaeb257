/**
 * Singapore calendar arithmetic: the local date of an instant, ISO weeks and payroll months.
 *
 * Singapore has kept UTC+08:00 with no daylight saving since 1982, so a fixed offset is exact
 * for every date this system handles and no time-zone database is needed. Day arithmetic runs on
 * UTC midnights, where every day is exactly 24 h long.
 */
import type { IsoDate, IsoMonth } from './types';

/** A point in time: epoch milliseconds, a Date, or an ISO-8601 string that states its offset. */
export type Instant = number | Date | string;

/** `2026-W47`: an ISO year and week (weeks run Monday to Sunday). */
export type IsoWeek = string;

/** UTC+08:00, in milliseconds. */
export const SG_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WEEK_RE = /^(\d{4})-W(\d{2})$/;
const MONTH_RE = /^(\d{4})-(\d{2})$/;
// A string without an offset would be read in the host's zone, which differs between server and browser.
const OFFSET_RE = /(Z|[+-]\d{2}:?\d{2})$/i;

/** Epoch milliseconds of an instant; refuses strings that do not say which zone they are in. */
export function toEpochMs(at: Instant): number {
  let ms: number;
  if (typeof at === 'number') ms = at;
  else if (at instanceof Date) ms = at.getTime();
  else {
    if (!OFFSET_RE.test(at.trim())) throw new RangeError(`Instant "${at}" has no time-zone offset`);
    ms = Date.parse(at);
  }
  if (!Number.isFinite(ms)) throw new RangeError(`Invalid instant: ${String(at)}`);
  return ms;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** Days since 1970-01-01 of a calendar date (validated: 2026-02-30 is refused). */
function dayNumber(date: IsoDate): number {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`Invalid date: ${date}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    throw new RangeError(`Invalid date: ${date}`);
  }
  return ms / DAY_MS;
}

function fromDayNumber(day: number): IsoDate {
  const d = new Date(day * DAY_MS);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The Singapore (UTC+8) calendar date of an instant. */
export function sgDate(at: Instant): IsoDate {
  return fromDayNumber(Math.floor((toEpochMs(at) + SG_OFFSET_MS) / DAY_MS));
}

/** The date a shift belongs to: its start's Singapore date, even when it ends the next day. */
export function shiftDate(startAt: Instant): IsoDate {
  return sgDate(startAt);
}

/** The instant (ISO-8601 UTC) of 00:00 Singapore time on a date: bounds for range queries. */
export function sgStartOfDay(date: IsoDate): string {
  return new Date(dayNumber(date) * DAY_MS - SG_OFFSET_MS).toISOString();
}

/** `date` moved by `days` (may be negative). */
export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be an integer: ${days}`);
  return fromDayNumber(dayNumber(date) + days);
}

/** ISO day of the week: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: IsoDate): number {
  // 1970-01-01 was a Thursday (4).
  return ((((dayNumber(date) + 3) % 7) + 7) % 7) + 1;
}

/** The ISO week a date falls in: the week belongs to the year that holds its Thursday. */
export function isoWeek(date: IsoDate): IsoWeek {
  const thursday = dayNumber(date) - isoWeekday(date) + 4;
  const year = new Date(thursday * DAY_MS).getUTCFullYear();
  const jan1 = Date.UTC(year, 0, 1) / DAY_MS;
  return `${pad(year, 4)}-W${pad(Math.floor((thursday - jan1) / 7) + 1)}`;
}

/** Monday of week 1 of an ISO year: the Monday of the week holding 4 January. */
function week1Monday(year: number): number {
  const jan4 = fromDayNumber(Date.UTC(year, 0, 4) / DAY_MS);
  return dayNumber(jan4) - isoWeekday(jan4) + 1;
}

/** The seven dates, Monday to Sunday, of an ISO week; refuses a week the year does not have. */
export function isoWeekDates(week: IsoWeek): IsoDate[] {
  const m = WEEK_RE.exec(week);
  if (!m) throw new RangeError(`Invalid ISO week: ${week}`);
  const [year, n] = [Number(m[1]), Number(m[2])];
  const weeksInYear = (week1Monday(year + 1) - week1Monday(year)) / 7;
  if (n < 1 || n > weeksInYear) throw new RangeError(`Invalid ISO week: ${week}`);
  const monday = week1Monday(year) + (n - 1) * 7;
  return Array.from({ length: 7 }, (_, i) => fromDayNumber(monday + i));
}

/** The payroll month `YYYY-MM` of a date. */
export function isoMonth(date: IsoDate): IsoMonth {
  dayNumber(date);
  return date.slice(0, 7);
}

/** Every date of a month `YYYY-MM`. */
export function monthDates(month: IsoMonth): IsoDate[] {
  const m = MONTH_RE.exec(month);
  const mo = m ? Number(m[2]) : 0;
  if (!m || mo < 1 || mo > 12) throw new RangeError(`Invalid month: ${month}`);
  const first = Date.UTC(Number(m[1]), mo - 1, 1) / DAY_MS;
  const next = Date.UTC(Number(m[1]), mo, 1) / DAY_MS;
  return Array.from({ length: next - first }, (_, i) => fromDayNumber(first + i));
}

/** First and last date (inclusive) of a timesheet or payroll period: `2026-W47` or `2026-11`. */
export function periodRange(period: IsoWeek | IsoMonth): { from: IsoDate; to: IsoDate } {
  const dates = WEEK_RE.test(period) ? isoWeekDates(period) : monthDates(period);
  return { from: dates[0], to: dates[dates.length - 1] };
}
