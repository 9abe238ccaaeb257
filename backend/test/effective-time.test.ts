/**
 * Effective time through the API: a role set (via role/edit) outside its date range or weekly
 * window grants nothing; inside, it grants. Windows are computed relative to now in
 * Asia/Singapore (the pure function's exact boundaries are in access.test.ts).
 */
import { sgDate, sgWeekday } from '../src/core/base/time';
import { type TestApp, createTestApp } from './helpers';
import { api } from './support/http';
import { adminToken, createBareUser, createRole, sessionToken } from './support/sessions';

let t: TestApp;
let A: ReturnType<typeof api>;
let roleId: number;
let U: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
  roleId = await createRole(t.db, { rules: ['api/v1/system/user/list'], dataScope: 5 });
  U = api(t, await sessionToken(t, await createBareUser(t.db, { dept: 'IT', roleIds: [roleId] })));
});
afterAll(() => t.close());

const day = (offset: number) => sgDate(new Date(Date.now() + offset * 86_400_000));
async function setTime(effective: Record<string, unknown>) {
  const res = await A.put('/system/role/edit', { id: roleId, name: 'Timed', dataScope: 5, menuIds: await menus(), ...effective });
  expect(res.json()).toMatchObject({ code: 0 });
}
let menuIds: number[] | undefined;
async function menus() {
  menuIds ??= (await A.get(`/system/role/get?id=${roleId}`)).json().data.menuIds;
  return menuIds!;
}
const status = async () => (await U.get('/system/user/list')).statusCode;

test('date range: before, inside, after', async () => {
  await setTime({ effectiveType: 'date_range', dateFrom: day(-10), dateTo: day(-2) });
  expect(await status()).toBe(403);
  await setTime({ effectiveType: 'date_range', dateFrom: day(2), dateTo: day(10) });
  expect(await status()).toBe(403);
  await setTime({ effectiveType: 'date_range', dateFrom: day(-1), dateTo: day(1) });
  expect(await status()).toBe(200);
  await setTime({ effectiveType: 'date_range', dateFrom: null, dateTo: day(1) });
  expect(await status()).toBe(200);
});

test('weekly: other weekdays grant nothing; today all day grants', async () => {
  const today = sgWeekday(new Date());
  const others = [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== today);
  await setTime({ effectiveType: 'weekly', weekDays: others, timeFrom: '00:00', timeTo: '24:00' });
  expect(await status()).toBe(403);
  await setTime({ effectiveType: 'weekly', weekDays: [1, 2, 3, 4, 5, 6, 7], timeFrom: '00:00', timeTo: '24:00' });
  expect(await status()).toBe(200);
});

test('weekly: today, but a window that excludes now grants nothing', async () => {
  // A one-minute window 12 hours away from now (SGT) never contains now.
  const sg = new Date(Date.now() + 8 * 3_600_000 + 12 * 3_600_000);
  const hh = String(sg.getUTCHours()).padStart(2, '0');
  await setTime({ effectiveType: 'weekly', weekDays: [1, 2, 3, 4, 5, 6, 7], timeFrom: `${hh}:00`, timeTo: `${hh}:01` });
  expect(await status()).toBe(403);
  await setTime({ effectiveType: 'none' });
  expect(await status()).toBe(200);
});

test('a disabled role grants nothing', async () => {
  await A.put('/system/role/setStatus', { id: roleId, status: 0 });
  expect(await status()).toBe(403);
  await A.put('/system/role/setStatus', { id: roleId, status: 1 });
  expect(await status()).toBe(200);
});
