/** The dates a copy makes: every day of a range on the ticked weekdays, or dates picked one by one. */
import { dayjs } from '@shiftdesk/shared';

/** ISO weekdays, Monday = 1 … Sunday = 7. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** The API's cap on one copy (`JobCopyBody.dates.maxItems`). */
export const MAX_COPY_DATES = 62;
/** A range longer than this is not walked (it could only answer "too many"). */
const MAX_RANGE_DAYS = 366;

/** `YYYY-MM-DD` days from `from` to `to` (inclusive) falling on `weekdays`. */
export function rangeDates(from: string, to: string, weekdays: readonly number[]): string[] {
  const out: string[] = [];
  const on = new Set(weekdays);
  let d = dayjs(from);
  const last = dayjs(to);
  for (let i = 0; i < MAX_RANGE_DAYS && !d.isAfter(last, 'day'); i++, d = d.add(1, 'day')) {
    if (on.has(d.isoWeekday())) out.push(d.format('YYYY-MM-DD'));
  }
  return out;
}

/** Sorted, without repeats. */
export const uniqueDates = (dates: readonly string[]) => [...new Set(dates)].sort();
