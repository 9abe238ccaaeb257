/** @jest-environment node */
import fc from 'fast-check';
import {
  addDays,
  isoMonth,
  isoWeek,
  isoWeekDates,
  isoWeekday,
  monthDates,
  periodRange,
  sgDate,
  sgStartOfDay,
  shiftDate,
  toEpochMs,
} from './calendar';

const RUNS = { numRuns: 1000 };
// Singapore has been on UTC+8 since 1982-01-01; before that the offset differs.
const instantArb = fc.integer({ min: Date.UTC(1982, 0, 1), max: Date.UTC(2100, 0, 1) });
const dateArb = fc
  .integer({ min: Date.UTC(1982, 0, 1) / 86_400_000, max: Date.UTC(2100, 0, 1) / 86_400_000 })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));

// An independent oracle: the platform's time-zone database.
const intlDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Singapore',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const intlWeekday = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' });

describe('sgDate / shiftDate', () => {
  it.each([
    ['2026-11-16T15:59:59Z', '2026-11-16'],
    ['2026-11-16T16:00:00Z', '2026-11-17'],
    ['2026-11-17T00:30:00+08:00', '2026-11-17'],
    ['2026-12-31T16:00:00.000Z', '2027-01-01'],
  ])('%s is %s in Singapore', (at, date) => {
    expect(sgDate(at)).toBe(date);
  });

  it('refuses a timestamp without an offset (it would be read in the host zone)', () => {
    expect(() => sgDate('2026-11-16T10:00:00')).toThrow(RangeError);
    expect(() => sgDate('not a date Z')).toThrow(RangeError);
  });

  it('a night shift 22:00–07:00 SGT belongs to the date it starts', () => {
    const start = '2026-11-20T14:00:00Z';
    const end = '2026-11-20T23:00:00Z';
    expect(shiftDate(start)).toBe('2026-11-20');
    expect(sgDate(end)).toBe('2026-11-21');
  });

  it('agrees with the Asia/Singapore time-zone database', () => {
    fc.assert(
      fc.property(instantArb, (ms) => {
        expect(sgDate(ms)).toBe(intlDate.format(new Date(ms)));
        expect(sgDate(new Date(ms))).toBe(sgDate(new Date(ms).toISOString()));
      }),
      RUNS,
    );
  });

  it('a shift belongs to its start date whatever its length, across midnight too', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: 1, max: 24 * 60 }), (start, minutes) => {
        const end = start + minutes * 60_000;
        expect(shiftDate(start)).toBe(intlDate.format(new Date(start)));
        // When it crosses midnight the end is on the next day, and the shift still is not.
        if (sgDate(end) !== sgDate(start)) {
          expect(sgDate(end)).toBe(addDays(shiftDate(start), 1));
          expect(shiftDate(start)).not.toBe(sgDate(end));
        }
      }),
      RUNS,
    );
  });

  it('sgStartOfDay is the first instant of that Singapore date', () => {
    expect(sgStartOfDay('2026-11-16')).toBe('2026-11-15T16:00:00.000Z');
    fc.assert(
      fc.property(dateArb, (date) => {
        const ms = toEpochMs(sgStartOfDay(date));
        expect(sgDate(ms)).toBe(date);
        expect(sgDate(ms - 1)).toBe(addDays(date, -1));
      }),
      RUNS,
    );
  });
});

describe('ISO weeks', () => {
  it.each([
    ['2026-11-16', '2026-W47'],
    ['2026-11-22', '2026-W47'],
    ['2026-11-23', '2026-W48'],
    ['2026-01-01', '2026-W01'],
    ['2025-12-29', '2026-W01'],
    ['2026-12-31', '2026-W53'],
    ['2027-01-03', '2026-W53'],
    ['2020-12-31', '2020-W53'],
    ['2021-01-03', '2020-W53'],
    ['2021-01-04', '2021-W01'],
    ['2024-12-30', '2025-W01'],
  ])('%s is in %s', (date, week) => {
    expect(isoWeek(date)).toBe(week);
  });

  it('lists Monday to Sunday of a week', () => {
    expect(isoWeekDates('2026-W47')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(isoWeekDates('2026-W53')[6]).toBe('2027-01-03');
  });

  it('refuses weeks a year does not have and malformed labels', () => {
    expect(() => isoWeekDates('2025-W53')).toThrow(RangeError);
    expect(() => isoWeekDates('2026-W00')).toThrow(RangeError);
    expect(() => isoWeekDates('2026-47')).toThrow(RangeError);
    expect(() => isoWeek('2026-02-30')).toThrow(RangeError);
  });

  it('a date lies in the Mon–Sun week its label names, and the label is the Thursday’s year', () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        const week = isoWeek(date);
        const days = isoWeekDates(week);
        expect(days).toContain(date);
        expect(intlWeekday.format(new Date(`${days[0]}T00:00:00Z`))).toBe('Mon');
        expect(intlWeekday.format(new Date(`${days[6]}T00:00:00Z`))).toBe('Sun');
        days.slice(1).forEach((d, i) => {
          expect(d).toBe(addDays(days[i], 1));
        });
        expect(days[3].slice(0, 4)).toBe(week.slice(0, 4));
        expect(isoWeekday(date)).toBe(days.indexOf(date) + 1);
      }),
      RUNS,
    );
  });
});

describe('months and periods', () => {
  it('gives the payroll month of a date and the dates of a month', () => {
    expect(isoMonth('2026-11-22')).toBe('2026-11');
    expect(monthDates('2024-02')).toHaveLength(29);
    expect(monthDates('2026-02')).toHaveLength(28);
    expect(periodRange('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodRange('2026-W47')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(() => monthDates('2026-13')).toThrow(RangeError);
  });

  it('every date is in exactly its own month’s list', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: -400, max: 400 }), (date, n) => {
        expect(monthDates(isoMonth(date))).toContain(date);
        expect(addDays(addDays(date, n), -n)).toBe(date);
      }),
      RUNS,
    );
  });
});
