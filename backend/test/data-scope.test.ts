/**
 * Data scopes on the user list AND on get/edit/resetPwd/setStatus/delete: own department,
 * department and below, self only, custom departments. Out of scope → 403.
 */
import { eq } from 'drizzle-orm';
import { sysDept, sysUser } from '../src/db/schema';
import { type TestApp, createTestApp } from './helpers';
import { api } from './support/http';
import { createBareUser, createRole, sessionToken } from './support/sessions';

let t: TestApp;
const ALL_USER_RULES = ['list', 'get', 'edit', 'resetPwd', 'setStatus', 'delete', 'add'].map((a) => `api/v1/system/user/${a}`);
const people: Record<string, number> = {};

async function actor(dataScope: number, dept: string, customDepts?: string[]) {
  const roleId = await createRole(t.db, { rules: ALL_USER_RULES, dataScope, customDepts });
  const id = await createBareUser(t.db, { dept, roleIds: [roleId] });
  return { id, A: api(t, await sessionToken(t, id)) };
}
const deptId = async (n: string) => (await t.db.select().from(sysDept).where(eq(sysDept.deptName, n)))[0].id;
const listIds = async (A: ReturnType<typeof api>) =>
  ((await A.get('/system/user/list?pageSize=1000')).json().data.list as { id: number }[]).map((u) => u.id).sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestApp();
  for (const d of ['Operations', 'Recruitment', 'Finance', 'IT']) people[d] = await createBareUser(t.db, { dept: d });
});
afterAll(() => t.close());

const sorted = (...ids: number[]) => ids.sort((a, b) => a - b);

test('own department (3): list, get and edit limited to the department', async () => {
  const me = await actor(3, 'Operations');
  expect(await listIds(me.A)).toEqual(sorted(me.id, people.Operations));
  expect((await me.A.get(`/system/user/get?id=${people.Operations}`)).statusCode).toBe(200);
  const out = await me.A.get(`/system/user/get?id=${people.Recruitment}`);
  expect(out.json()).toMatchObject({ code: 403, message: 'This user is outside your data scope' });
  const edit = (id: number, dept: string) =>
    deptId(dept).then((d) =>
      me.A.put('/system/user/edit', { id, userName: `n${id}`, userNickname: 'N', deptId: d, mobile: '91234567', userType: 1 }),
    );
  expect((await edit(people.Recruitment, 'Recruitment')).statusCode).toBe(403);
  expect((await edit(people.Operations, 'Operations')).json().code).toBe(0);
  // Moving someone out of one's own scope is refused too.
  expect((await edit(people.Operations, 'Finance')).statusCode).toBe(403);
  expect((await me.A.put('/system/user/resetPwd', { id: people.Finance, password: 'Abcdefg123' })).statusCode).toBe(403);
  expect((await me.A.put('/system/user/setStatus', { id: people.IT, status: 0 })).statusCode).toBe(403);
  expect((await me.A.del('/system/user/delete', { ids: [people.IT] })).statusCode).toBe(403);
  expect((await me.A.del('/system/user/delete', { ids: [people.Operations, people.IT] })).statusCode).toBe(403);
  const [it] = await t.db.select().from(sysUser).where(eq(sysUser.id, people.IT));
  expect(it).toMatchObject({ status: 1, deletedAt: null });
});

test('department and below (4): the subtree', async () => {
  const me = await actor(4, 'Operations');
  const ids = await listIds(me.A);
  expect(ids).toEqual(expect.arrayContaining([me.id, people.Operations, people.Recruitment]));
  expect(ids).not.toContain(people.Finance);
  expect((await me.A.get(`/system/user/get?id=${people.Recruitment}`)).statusCode).toBe(200);
  expect((await me.A.get(`/system/user/get?id=${people.Finance}`)).statusCode).toBe(403);
});

test('self only (5): just oneself', async () => {
  const me = await actor(5, 'Operations');
  expect(await listIds(me.A)).toEqual([me.id]);
  expect((await me.A.get(`/system/user/get?id=${me.id}`)).statusCode).toBe(200);
  expect((await me.A.get(`/system/user/get?id=${people.Operations}`)).statusCode).toBe(403);
});

test('custom departments (2): the listed departments (+ oneself)', async () => {
  const me = await actor(2, 'IT', ['Finance', 'Recruitment']);
  const ids = await listIds(me.A);
  expect(ids).toEqual(sorted(me.id, people.Finance, people.Recruitment)); // not even their own department
  expect(ids).not.toContain(people.IT);
  expect((await me.A.get(`/system/user/get?id=${people.Finance}`)).statusCode).toBe(200);
  expect((await me.A.get(`/system/user/get?id=${people.Operations}`)).statusCode).toBe(403);
});

test('all (1) sees everyone but a non-admin still cannot touch administrators or grant the admin role', async () => {
  const me = await actor(1, 'IT');
  const [admin] = await t.db.select().from(sysUser).where(eq(sysUser.userName, 'admin'));
  expect(await listIds(me.A)).toContain(admin.id);
  expect((await me.A.put('/system/user/resetPwd', { id: admin.id, password: 'Abcdefg123' })).json()).toMatchObject({ code: 403 });
  const adminRole = (await api(t, await sessionToken(t, admin.id)).get('/system/user/params')).json().data.roles.find(
    (r: { roleKey: string }) => r.roleKey === 'admin',
  );
  const res = await me.A.post('/system/user/add', {
    userName: 'sneaky', userNickname: 'S', deptId: await deptId('IT'), mobile: '91234567', userType: 1, password: 'Abcdefg123', roleIds: [adminRole.id], postIds: [],
  });
  expect(res.statusCode).toBe(403);
});
