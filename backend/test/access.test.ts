/** Role effective time (Asia/Singapore) — pure function. */
import { type RoleRow, isRoleEffective } from '../src/core/auth/access';

const base: RoleRow = {
  id: 1, name: 'r', roleKey: 'r', listOrder: 0, status: 1, remark: '', pid: 0, dataScope: 3,
  effectiveType: 'none', dateFrom: null, dateTo: null, weekDays: null, timeFrom: null, timeTo: null,
  createdAt: new Date(), updatedAt: new Date(),
};

test('disabled roles are never in force', () => {
  expect(isRoleEffective({ ...base, status: 0 })).toBe(false);
  expect(isRoleEffective(base)).toBe(true);
});

test('date range uses the Singapore date, both ends inclusive', () => {
  const r = { ...base, effectiveType: 'date_range', dateFrom: '2026-03-01', dateTo: '2026-03-31' };
  expect(isRoleEffective(r, new Date('2026-02-28T15:59:00Z'))).toBe(false); // 23:59 SGT 28 Feb
  expect(isRoleEffective(r, new Date('2026-02-28T16:00:00Z'))).toBe(true); // 00:00 SGT 1 Mar
  expect(isRoleEffective(r, new Date('2026-03-31T15:59:00Z'))).toBe(true);
  expect(isRoleEffective(r, new Date('2026-03-31T16:00:00Z'))).toBe(false);
});

test('weekly window: weekday and time in Singapore, windows may cross midnight', () => {
  // Mon–Fri 09:00–18:00 SGT. 2026-03-02 is a Monday.
  const r = { ...base, effectiveType: 'weekly', weekDays: [1, 2, 3, 4, 5], timeFrom: '09:00', timeTo: '18:00' };
  expect(isRoleEffective(r, new Date('2026-03-02T01:00:00Z'))).toBe(true); // Mon 09:00
  expect(isRoleEffective(r, new Date('2026-03-02T00:59:00Z'))).toBe(false); // Mon 08:59
  expect(isRoleEffective(r, new Date('2026-03-02T10:00:00Z'))).toBe(false); // Mon 18:00
  expect(isRoleEffective(r, new Date('2026-03-07T02:00:00Z'))).toBe(false); // Sat 10:00
  const night = { ...r, weekDays: [1], timeFrom: '22:00', timeTo: '06:00' };
  expect(isRoleEffective(night, new Date('2026-03-02T15:00:00Z'))).toBe(true); // Mon 23:00
  expect(isRoleEffective(night, new Date('2026-03-02T03:00:00Z'))).toBe(false); // Mon 11:00
});

test('unknown effective types grant nothing', () => {
  expect(isRoleEffective({ ...base, effectiveType: 'sometimes' })).toBe(false);
});
