/** The shift's Singapore wall-clock times → instants, whatever the machine's own time zone. */
import { dayjs } from '@shiftdesk/shared';
import { shiftInstants } from './form';

const at = (hhmm: string) => dayjs(`2000-01-01 ${hhmm}`);

test('a day shift stays on its date; 09:00 Singapore is 01:00 UTC', () => {
  expect(shiftInstants(dayjs('2026-12-01'), at('09:00'), at('17:30'))).toEqual({
    startAt: '2026-12-01T01:00:00.000Z',
    endAt: '2026-12-01T09:30:00.000Z',
    nextDay: false,
    endDate: '2026-12-01',
  });
});

test('an end at or before the start is the next day', () => {
  expect(shiftInstants(dayjs('2026-12-31'), at('22:00'), at('06:00'))).toMatchObject({
    startAt: '2026-12-31T14:00:00.000Z',
    endAt: '2026-12-31T22:00:00.000Z',
    nextDay: true,
    endDate: '2027-01-01',
  });
  expect(shiftInstants(dayjs('2026-12-01'), at('08:00'), at('08:00'))?.nextDay).toBe(true);
});

test('nothing until date, start and end are all given', () => {
  expect(shiftInstants(dayjs('2026-12-01'), at('08:00'), null)).toBeNull();
});
