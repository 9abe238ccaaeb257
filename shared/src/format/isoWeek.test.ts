/** @jest-environment node */
import { isoWeekLabel } from '.';

const ZONES = ['UTC', 'Asia/Singapore', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
const machineZone = process.env.TZ;
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

// Node applies a change of TZ at once, so each zone below is the machine's zone for its checks.
test.each(ZONES)('isoWeekLabel: the ISO week of the Singapore day on a machine in %s', (zone) => {
  process.env.TZ = zone;
  // Sunday 20:00 UTC is Monday 04:00 in Singapore: the new week there.
  expect(isoWeekLabel(new Date('2026-11-29T20:00:00Z'))).toBe('2026-W49');
  // Monday 01:00 in Singapore, Sunday 09:00 in Los Angeles: the browser there once showed W48.
  expect(isoWeekLabel(new Date('2026-11-29T17:00:00Z'))).toBe('2026-W49');
  expect(isoWeekLabel(new Date('2026-11-29T15:59:00Z'))).toBe('2026-W48');
  // The ISO week-year differs from the calendar year at its edges.
  expect(isoWeekLabel(new Date('2027-01-01T04:00:00Z'))).toBe('2026-W53');
  expect(isoWeekLabel(new Date('2027-01-03T16:00:00Z'))).toBe('2027-W01');
  expect(isoWeekLabel('2024-12-30')).toBe('2025-W01');
  expect(isoWeekLabel(null)).toBe('');
});
