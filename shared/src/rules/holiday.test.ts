/** @jest-environment node */
import fc from 'fast-check';
import { addDays } from './calendar';
import { holidayOn, isPublicHoliday, isPublicHolidayShift } from './holiday';
import { PUBLIC_HOLIDAYS } from './reference-data';

// The seeded reference rows (MOM), substitute days included.
const HOLIDAYS = PUBLIC_HOLIDAYS;

describe('public holidays', () => {
  it('knows the holidays and their substitute days', () => {
    expect(isPublicHoliday('2026-08-09', HOLIDAYS)).toBe(true);
    expect(isPublicHoliday('2026-08-10', HOLIDAYS)).toBe(true);
    expect(holidayOn('2026-11-09', HOLIDAYS)?.substituteFor).toBe('2026-11-08');
    expect(isPublicHoliday('2026-08-11', HOLIDAYS)).toBe(false);
    expect(holidayOn('2026-11-10', HOLIDAYS)).toBeNull();
  });

  it('flags a shift by its start’s Singapore date', () => {
    // Sat 8 Aug 22:00 → Sun 9 Aug 07:00 SGT: starts the day before National Day.
    expect(isPublicHolidayShift('2026-08-08T14:00:00Z', HOLIDAYS)).toBe(false);
    // Mon 10 Aug 22:00 → Tue 11 Aug 07:00 SGT: starts on the substitute day.
    expect(isPublicHolidayShift('2026-08-10T14:00:00Z', HOLIDAYS)).toBe(true);
    // 00:30 SGT on 9 Aug is still 8 Aug in UTC.
    expect(isPublicHolidayShift('2026-08-08T16:30:00Z', HOLIDAYS)).toBe(true);
  });

  it('a date is a holiday exactly when a row has that date', () => {
    fc.assert(
      fc.property(fc.integer({ min: -60, max: 240 }), (n) => {
        const date = addDays('2026-05-01', n);
        expect(isPublicHoliday(date, HOLIDAYS)).toBe(HOLIDAYS.some((h) => h.date === date));
      }),
      { numRuns: 1000 },
    );
  });
});
