/**
 * Asia/Singapore calendar helpers. Singapore is UTC+8 all year (no daylight saving since
 * 1982), so a fixed offset is exact and avoids depending on the runtime's ICU data.
 */
const SG_OFFSET_MS = 8 * 60 * 60 * 1000;

function sgShift(now: Date) {
  return new Date(now.getTime() + SG_OFFSET_MS);
}

/** 'YYYY-MM-DD' of `now` in Singapore. */
export function sgDate(now: Date): string {
  return sgShift(now).toISOString().slice(0, 10);
}

/** ISO weekday in Singapore: 1 Monday … 7 Sunday. */
export function sgWeekday(now: Date): number {
  const d = sgShift(now).getUTCDay();
  return d === 0 ? 7 : d;
}

/** 'HH:MM' of `now` in Singapore. */
export function sgTime(now: Date): string {
  return sgShift(now).toISOString().slice(11, 16);
}

/** The UTC instant at which the Singapore date `ymd` starts. */
export function sgDayStart(ymd: string): Date {
  return new Date(Date.parse(`${ymd}T00:00:00.000Z`) - SG_OFFSET_MS);
}

/** The UTC instant at which the Singapore day after `ymd` starts (exclusive upper bound). */
export function sgDayEnd(ymd: string): Date {
  return new Date(sgDayStart(ymd).getTime() + 24 * 60 * 60 * 1000);
}
