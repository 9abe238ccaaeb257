/** Roles: list with user counts, validation, effective time and data scope fields, events, 409s. */
import { eq } from 'drizzle-orm';
import { sysDept, sysMenu, sysRole } from '../src/db/schema';
import { type TestApp, createTestApp } from './helpers';
import { api, recordEvents } from './support/http';
import { adminToken, createBareUser, createRole } from './support/sessions';

let t: TestApp;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
});
afterAll(() => t.close());

const menuId = async (name: string) => (await t.db.select().from(sysMenu).where(eq(sysMenu.name, name)))[0].id;

test('list: user counts, name/status filters, whitelisted sort only', async () => {
  const r = await A.get('/system/role/list?pageSize=100');
  expect(r.statusCode).toBe(200);
  const admin = r.json().data.list.find((x: { roleKey: string }) => x.roleKey === 'admin');
  expect(admin).toMatchObject({ name: 'Administrator', userCount: 1, status: 1, effectiveType: 'none', weekDays: [] });
  expect((await A.get('/system/role/list?name=admin')).json().data.list.map((x: { roleKey: string }) => x.roleKey)).toEqual(['admin']);
  expect((await A.get('/system/role/list?status=0')).json().data.total).toBe(0);
  expect((await A.get('/system/role/list?orderBy=name&orderDir=desc')).statusCode).toBe(200);
  expect((await A.get('/system/role/list?orderBy=role_key')).statusCode).toBe(400);
  expect((await A.get('/system/role/list?orderBy=name;drop table sys_role')).statusCode).toBe(400);
});

test('add/get: effective time, data scope with custom departments, menus', async () => {
  const [fin] = await t.db.select().from(sysDept).where(eq(sysDept.deptName, 'Finance'));
  const menus = [await menuId('systemUser'), await menuId('systemUser:add')];
  const res = await A.post('/system/role/add', {
    name: 'Night shift',
    roleKey: 'night',
    listOrder: 5,
    remark: 'nights',
    effectiveType: 'weekly',
    weekDays: [5, 1, 1],
    timeFrom: '22:00',
    timeTo: '06:00',
    dataScope: 2,
    deptIds: [fin.id],
    menuIds: menus,
  });
  expect(res.statusCode).toBe(400); // weekDays must be unique
  const ok = await A.post('/system/role/add', {
    name: 'Night shift', roleKey: 'night', listOrder: 5, remark: 'nights', effectiveType: 'weekly',
    weekDays: [5, 1], timeFrom: '22:00', timeTo: '06:00', dataScope: 2, deptIds: [fin.id], menuIds: menus,
  });
  expect(ok.json()).toMatchObject({ code: 0, data: { id: expect.any(Number) } });
  const got = (await A.get(`/system/role/get?id=${ok.json().data.id}`)).json().data;
  expect(got.role).toMatchObject({ name: 'Night shift', roleKey: 'night', weekDays: [1, 5], timeFrom: '22:00', timeTo: '06:00', dataScope: 2 });
  expect(got.menuIds).toEqual([...menus].sort((a, b) => a - b));
  expect(got.deptIds).toEqual([fin.id]);
  expect((await A.get('/system/role/get?id=999999')).statusCode).toBe(404);
});

test('validation: name, effective time, unknown menus, reserved and duplicate keys', async () => {
  const empty = await A.post('/system/role/add', { name: '' });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().message).toBe('Role name cannot be empty');
  const zh = await api(t, (await adminToken(t)).token, 'zh-CN').post('/system/role/add', { name: '  ' });
  expect(zh.json().message).toBe('角色名称不能为空');
  const range = await A.post('/system/role/add', { name: 'x', effectiveType: 'date_range', dateFrom: '2026-05-02', dateTo: '2026-05-01' });
  expect(range.json()).toMatchObject({ code: 400, data: { errors: [{ field: 'body.dateTo' }] } });
  expect((await A.post('/system/role/add', { name: 'x', effectiveType: 'weekly', timeFrom: '09:00', timeTo: '10:00' })).json().data.errors[0].field).toBe('body.weekDays');
  expect((await A.post('/system/role/add', { name: 'x', effectiveType: 'weekly', weekDays: [1], timeFrom: '09:00' })).statusCode).toBe(400);
  expect((await A.post('/system/role/add', { name: 'x', effectiveType: 'weekly', weekDays: [1], timeFrom: '25:00', timeTo: '10:00' })).statusCode).toBe(400);
  expect((await A.post('/system/role/add', { name: 'x', menuIds: [999999] })).json().data.errors[0].field).toBe('body.menuIds');
  expect((await A.post('/system/role/add', { name: 'x', roleKey: 'admin' })).statusCode).toBe(409);
  expect((await A.post('/system/role/add', { name: 'x', roleKey: 'common' })).statusCode).toBe(409);
});

test('edit: parent role cannot be itself or a descendant', async () => {
  const a = (await A.post('/system/role/add', { name: 'A' })).json().data.id;
  const b = (await A.post('/system/role/add', { name: 'B', pid: a })).json().data.id;
  expect((await A.put('/system/role/edit', { id: a, name: 'A', pid: b })).json().data.errors[0].field).toBe('body.pid');
  expect((await A.put('/system/role/edit', { id: a, name: 'A', pid: a })).statusCode).toBe(400);
  expect((await A.put('/system/role/edit', { id: a, name: 'A', pid: 999999 })).statusCode).toBe(400);
});

test('role changes emit permissionsChanged for exactly the role holders', async () => {
  const roleId = await createRole(t.db, { rules: ['api/v1/system/user/list'] });
  const u1 = await createBareUser(t.db, { dept: 'IT', roleIds: [roleId] });
  const u2 = await createBareUser(t.db, { dept: 'IT', roleIds: [roleId] });
  await createBareUser(t.db, { dept: 'IT' }); // holds nothing: never named
  const menus = [await menuId('systemUser'), await menuId('systemRole')];
  const base = { id: roleId, name: 'Watched', dataScope: 1 };
  let ev = await recordEvents(t, 'permissionsChanged', () => A.put('/system/role/edit', { ...base, menuIds: menus }));
  expect(ev).toEqual([{ userIds: [u1, u2].sort((a, b) => a - b) }]);
  // A name-only change does not touch permissions.
  ev = await recordEvents(t, 'permissionsChanged', () => A.put('/system/role/edit', { ...base, name: 'Watched 2', menuIds: menus }));
  expect(ev).toEqual([]);
  ev = await recordEvents(t, 'permissionsChanged', () =>
    A.put('/system/role/edit', { ...base, menuIds: menus, effectiveType: 'date_range', dateFrom: '2020-01-01', dateTo: '2020-01-02' }),
  );
  expect(ev).toEqual([{ userIds: [u1, u2].sort((a, b) => a - b) }]);
  ev = await recordEvents(t, 'permissionsChanged', () => A.put('/system/role/setStatus', { id: roleId, status: 0 }));
  expect(ev).toEqual([{ userIds: [u1, u2].sort((a, b) => a - b) }]);
  // A user's roles changing names that user.
  const other = await createRole(t.db, {});
  const [dept] = await t.db.select().from(sysDept).where(eq(sysDept.deptName, 'IT'));
  ev = await recordEvents(t, 'permissionsChanged', () =>
    A.put('/system/user/edit', {
      id: u1, userName: `u1_${u1}`, userNickname: 'U1', deptId: dept.id, roleIds: [other], postIds: [], mobile: '81234567', userType: 1,
    }),
  );
  expect(ev).toEqual([{ userIds: [u1] }]);
});

test('delete: refused while users hold the role (says how many); admin role protected', async () => {
  const roleId = await createRole(t.db, {});
  await createBareUser(t.db, { roleIds: [roleId] });
  await createBareUser(t.db, { roleIds: [roleId] });
  const res = await A.del('/system/role/delete', { ids: [roleId] });
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toMatch(/held by 2 user/);
  const [admin] = await t.db.select().from(sysRole).where(eq(sysRole.roleKey, 'admin'));
  expect((await A.del('/system/role/delete', { ids: [admin.id] })).statusCode).toBe(409);
  expect((await A.put('/system/role/setStatus', { id: admin.id, status: 0 })).statusCode).toBe(409);
  expect((await A.put('/system/role/edit', { id: admin.id, name: 'Administrator', status: 0 })).statusCode).toBe(409);
  const free = await createRole(t.db, { rules: ['api/v1/system/user/list'] });
  expect((await A.del('/system/role/delete', { ids: [free] })).json()).toMatchObject({ code: 0 });
  expect(await t.db.select().from(sysRole).where(eq(sysRole.id, free))).toEqual([]);
  expect((await A.del('/system/role/delete', { ids: [free] })).statusCode).toBe(404);
});
