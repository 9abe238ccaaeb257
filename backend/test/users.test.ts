/** User list: paging, filters, department subtree, data scopes, no password data; dept tree. */
import { eq } from 'drizzle-orm';
import { sysDept, sysRole, sysRoleDept, sysUser } from '../src/db/schema';
import { API, ADMIN_PASSWORD, TEST_USER_PASSWORD, type TestApp, createTestApp, createUser } from './helpers';

let t: TestApp;
let admin: string;
const listOf = async (qs: string, token = admin) => {
  const res = await t.get(`${API}/system/user/list?${qs}`, token);
  expect(res.statusCode).toBe(200);
  return res.json().data as { list: Record<string, unknown>[]; total: number; currentPage: number };
};
const names = (d: { list: Record<string, unknown>[] }) => d.list.map((u) => u.userName).sort();

async function addRole(roleKey: string, dataScope: number) {
  const [r] = await t.db.insert(sysRole).values({ name: roleKey, roleKey, dataScope }).returning();
  // Same menus as `common` (user list), so only the scope differs.
  await t.db.execute(
    (await import('drizzle-orm')).sql`insert into sys_role_menu (role_id, menu_id) select ${r.id}, menu_id from sys_role_menu where role_id = (select id from sys_role where role_key = 'common')`,
  );
  return r.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await createUser(t.db, { userName: 'ops_lead', dept: 'Operations', roles: ['common'], mobile: '+65 91234567' });
  await createUser(t.db, { userName: 'recruiter1', dept: 'Recruitment', roles: ['common'], nickname: 'Mei 100%' });
  await createUser(t.db, { userName: 'scheduler1', dept: 'Scheduling', roles: ['common'], status: 0 });
  await createUser(t.db, { userName: 'finance1', dept: 'Finance', roles: ['common'], mobile: '+65 81234567' });
  await createUser(t.db, { userName: 'sales1', dept: 'Sales' });
  await addRole('below', 4);
  await addRole('selfonly', 5);
  const customId = await addRole('custom', 2);
  const [fin] = await t.db.select().from(sysDept).where(eq(sysDept.deptName, 'Finance'));
  await t.db.insert(sysRoleDept).values({ roleId: customId, deptId: fin.id });
  await createUser(t.db, { userName: 'ops_boss', dept: 'Operations', roles: ['below'] });
  await createUser(t.db, { userName: 'loner', dept: 'Operations', roles: ['selfonly'] });
  await createUser(t.db, { userName: 'auditor', dept: 'IT', roles: ['custom'] });
});
afterAll(() => t.close());

test('paging: {list, total, currentPage}, pageSize respected', async () => {
  const all = await listOf('pageSize=100');
  expect(all.total).toBe(9); // admin + 8 created
  const p2 = await listOf('pageNum=2&pageSize=4');
  expect(p2).toMatchObject({ total: 9, currentPage: 2 });
  expect(p2.list).toHaveLength(4);
  const big = await t.get(`${API}/system/user/list?pageSize=10001`, admin);
  expect(big.statusCode).toBe(400);
});

test('rows carry dept, roles, posts and never password data', async () => {
  const d = await listOf('keyWords=admin');
  expect(d.list).toHaveLength(1);
  const row = d.list[0];
  expect(row).toMatchObject({
    userName: 'admin',
    dept: { deptId: expect.any(Number), deptName: 'Shiftdesk HQ' },
    roleInfo: [{ roleId: expect.any(Number), name: 'Administrator' }],
    postNames: ['CEO'],
    createdAt: expect.stringMatching(/Z$/),
  });
  const raw = JSON.stringify((await t.get(`${API}/system/user/list?pageSize=100`, admin)).json());
  expect(raw).not.toMatch(/password|argon2|failedLogins|lockedUntil/i);
});

test('keyword matches name, nickname or mobile; wildcards are literal', async () => {
  expect(names(await listOf('keyWords=RECRUITER'))).toEqual(['recruiter1']);
  expect(names(await listOf('keyWords=9123'))).toEqual(['ops_lead']);
  expect(names(await listOf('keyWords=100%25'))).toEqual(['recruiter1']);
  expect((await listOf('keyWords=%25')).total).toBe(1); // only the nickname with a literal %
  expect(names(await listOf('keyWords=_'))).toEqual(['ops_boss', 'ops_lead']);
  expect(names(await listOf('mobile=8123'))).toEqual(['finance1']);
});

test('department filter includes the subtree', async () => {
  const [ops] = await t.db.select().from(sysDept).where(eq(sysDept.deptName, 'Operations'));
  expect(names(await listOf(`deptId=${ops.id}`))).toEqual(['loner', 'ops_boss', 'ops_lead', 'recruiter1', 'scheduler1']);
  const [rec] = await t.db.select().from(sysDept).where(eq(sysDept.deptName, 'Recruitment'));
  expect(names(await listOf(`deptId=${rec.id}`))).toEqual(['recruiter1']);
});

test('status, date range (Singapore dates, bracket array) and whitelisted sorting', async () => {
  expect(names(await listOf('status=0'))).toEqual(['scheduler1']);
  await t.db.update(sysUser).set({ createdAt: new Date('2025-03-01T16:30:00Z') }).where(eq(sysUser.userName, 'sales1')); // 2 Mar 00:30 SGT
  expect(names(await listOf('dateRange[]=2025-03-02&dateRange[]=2025-03-02'))).toEqual(['sales1']);
  expect((await listOf('dateRange[]=2025-03-01&dateRange[]=2025-03-01')).total).toBe(0);
  const sorted = await listOf('orderBy=userName&orderDir=desc&pageSize=3');
  expect(sorted.list.map((u) => u.userName)).toEqual(['scheduler1', 'sales1', 'recruiter1']);
  expect((await t.get(`${API}/system/user/list?orderBy=password_hash`, admin)).statusCode).toBe(400);
  expect((await t.get(`${API}/system/user/list?dateRange[]=yesterday&dateRange[]=x`, admin)).statusCode).toBe(400);
});

test('data scope "own department": a common user sees only their department', async () => {
  const token = await t.login('ops_lead', TEST_USER_PASSWORD);
  expect(names(await listOf('pageSize=100', token))).toEqual(['loner', 'ops_boss', 'ops_lead']);
});

test('data scope "department and below"', async () => {
  const token = await t.login('ops_boss', TEST_USER_PASSWORD);
  expect(names(await listOf('pageSize=100', token))).toEqual(['loner', 'ops_boss', 'ops_lead', 'recruiter1', 'scheduler1']);
});

test('data scope "self only" and "custom departments"', async () => {
  const loner = await t.login('loner', TEST_USER_PASSWORD);
  expect(names(await listOf('pageSize=100', loner))).toEqual(['loner']);
  const auditor = await t.login('auditor', TEST_USER_PASSWORD);
  expect(names(await listOf('pageSize=100', auditor))).toEqual(['auditor', 'finance1']);
});

test('a disabled role grants nothing: no rule → 403', async () => {
  await t.db.update(sysRole).set({ status: 0 }).where(eq(sysRole.roleKey, 'selfonly'));
  const token = await t.login('loner', TEST_USER_PASSWORD);
  const res = await t.get(`${API}/system/user/list`, token);
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ code: 403, data: null });
  await t.db.update(sysRole).set({ status: 1 }).where(eq(sysRole.roleKey, 'selfonly'));
});

test('a user without any role gets 403 on the list and an empty menu', async () => {
  const token = await t.login('sales1', TEST_USER_PASSWORD);
  expect((await t.get(`${API}/system/user/list`, token)).statusCode).toBe(403);
  const menus = (await t.get(`${API}/system/user/getUserMenus`, token)).json().data;
  expect(menus).toMatchObject({ menuList: [], permissions: [] });
});

test('dept/treeSelect returns the department tree', async () => {
  const res = await t.get(`${API}/system/dept/treeSelect`, admin);
  const { list } = res.json().data;
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ deptName: 'Shiftdesk HQ', parentId: 0 });
  expect(list[0].children.map((c: { deptName: string }) => c.deptName)).toEqual(['Operations', 'Finance', 'Sales', 'IT']);
  expect(list[0].children[0].children.map((c: { deptName: string }) => c.deptName)).toEqual(['Recruitment', 'Scheduling']);
});
