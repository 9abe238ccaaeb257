/** @jest-environment node */
import { isoWeekLabel } from '.';

test('isoWeekLabel: the ISO week of the Singapore day, whatever the machine’s zone', () => {
  // Sunday 20:00 UTC is Monday 04:00 in Singapore: the new week there.
  expect(isoWeekLabel(new Date('2026-11-29T20:00:00Z'))).toBe('2026-W49');
  expect(isoWeekLabel(new Date('2026-11-29T15:59:00Z'))).toBe('2026-W48');
  // The ISO week-year differs from the calendar year at its edges.
  expect(isoWeekLabel(new Date('2027-01-01T04:00:00Z'))).toBe('2026-W53');
});
