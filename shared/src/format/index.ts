/**
 * Date and money formatting (spec §9; ARCHITECTURE §5): timestamps are ISO-8601 UTC on the wire
 * and shown in Asia/Singapore; money is integer cents.
 */
import dayjs, { type Dayjs } from 'dayjs';
import isoWeekPlugin from 'dayjs/plugin/isoWeek';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { isoWeek } from '../rules/calendar';

// The one dayjs of every front end gets its plugins here: pages count days with isoWeekday() and
// startOf('isoWeek') on plain dates (the roster, copy to a series, the dashboards' filters).
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(isoWeekPlugin);

export const TIMEZONE = 'Asia/Singapore';
export const DEFAULT_DATE_FORMAT = 'DD/MM/YYYY HH:mm:ss';
export const SG_DATE_FORMAT = 'YYYY-MM-DD HH:mm';

export type DateInput = string | number | Date | Dayjs | null | undefined;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The instant in Singapore time; a bare `YYYY-MM-DD` is read as a Singapore calendar date. */
export function toSg(input: DateInput): Dayjs | null {
  if (input === null || input === undefined || input === '') return null;
  const d = typeof input === 'string' && DATE_ONLY.test(input) ? dayjs.tz(input, TIMEZONE) : dayjs(input).tz(TIMEZONE);
  return d.isValid() ? d : null;
}

/** Default display format `DD/MM/YYYY HH:mm:ss` in Asia/Singapore; '' for empty input. */
export function formatDateTime(iso: DateInput, fmt: string = DEFAULT_DATE_FORMAT): string {
  return toSg(iso)?.format(fmt) ?? '';
}

/** `YYYY-MM-DD HH:mm`, 24-hour, Asia/Singapore. */
export function formatSgDateTime(iso: DateInput): string {
  return formatDateTime(iso, SG_DATE_FORMAT);
}

/**
 * ISO week label `YYYY-Www` (ISO week-numbering year) of the Singapore day, e.g. 2027-01-01 →
 * 2026-W53. The week comes from the rules library's calendar arithmetic on the Singapore date, the
 * same as the server's and the dashboards' weeks: dayjs's isoWeek plugin counts from the first
 * Thursday in the machine's zone, and beside a Singapore-zoned date it labelled the home page's
 * Monday with the week before in a browser running in UTC.
 */
export function isoWeekLabel(date: DateInput): string {
  const d = toSg(date);
  return d ? isoWeek(d.format('YYYY-MM-DD')) : '';
}

export { formatMinutes, formatMoney } from './numbers';

export { dayjs };
