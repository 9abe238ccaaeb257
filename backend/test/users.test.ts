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

// ─── get / params / add / edit / resetPwd / setStatus / delete ───────────────────────────────
describe('user CRUD', () => {
  const form = async (over: Record<string, unknown> = {}) => {
    const [it] = await t.db.select().from(sysDept).where(eq(sysDept.deptName, 'IT'));
    return { userName: 'crud1', userNickname: 'Crud One', deptId: it.id, mobile: '+65 91234567', userType: 1, password: 'Secret123', roleIds: [], postIds: [], ...over };
  };
  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown, lang?: string) =>
    t.app.inject({ method, url: `${API}/system/user/${url}`, headers: { authorization: `Bearer ${admin}`, ...(lang ? { 'accept-language': lang } : {}) }, payload: payload as object });

  test('add: spec §5 messages (en and zh-cn), password policy, unique account name', async () => {
    const msg = async (over: Record<string, unknown>, lang?: string) => (await call('POST', 'add', await form(over), lang)).json().message;
    expect(await msg({ userName: '' })).toBe('Account name cannot be empty');
    expect(await msg({ userNickname: '  ' })).toBe('Nickname cannot be empty');
    expect(await msg({ password: '' })).toBe('Password cannot be empty');
    expect(await msg({ password: 'short1' })).toMatch(/at least 8 characters/);
    expect(await msg({ password: 'lettersonly' })).toMatch(/letters and digits/);
    expect(await msg({ mobile: '' })).toBe('Mobile number cannot be empty');
    expect(await msg({ mobile: '12345678' })).toBe('Please enter a valid Singapore mobile number');
    expect(await msg({ mobile: '' }, 'zh-CN,zh;q=0.9')).toBe('手机号码不能为空');
    expect(await msg({ email: 'not-an-email' })).toBe('Please enter a valid email address');
    const noDept = await form();
    delete (noDept as Record<string, unknown>).deptId;
    expect((await call('POST', 'add', noDept)).json().message).toBe('Department cannot be empty');
    expect(await msg({ deptId: 999999 })).toBe('The department does not exist');
    expect(await msg({ roleIds: [999999] })).toBe('Unknown role id(s): 999999');
    const dup = await call('POST', 'add', await form({ userName: 'ops_lead' }));
    expect(dup.json()).toMatchObject({ code: 409, message: 'Account name "ops_lead" already exists' });
  });

  test('add → get (role/post ids, no password data) → params', async () => {
    const params = (await t.get(`${API}/system/user/params`, admin)).json().data;
    expect(params.roles.map((r: { roleKey: string }) => r.roleKey)).toEqual(expect.arrayContaining(['admin', 'common']));
    expect(params.posts).toHaveLength(6);
    const common = params.roles.find((r: { roleKey: string }) => r.roleKey === 'common').id;
    const res = await call('POST', 'add', await form({ roleIds: [common], postIds: [params.posts[2].id], email: 'c@example.com', sex: 2 }));
    expect(res.json()).toMatchObject({ code: 0, data: { id: expect.any(Number) } });
    const got = await t.get(`${API}/system/user/get?id=${res.json().data.id}`, admin);
    expect(got.json().data).toMatchObject({
      user: { userName: 'crud1', userNickname: 'Crud One', email: 'c@example.com', sex: 2, status: 1, mobile: '+65 91234567' },
      roleIds: [common],
      postIds: [params.posts[2].id],
    });
    expect(got.body).not.toMatch(/password|argon2/i);
    expect((await t.login('crud1', 'Secret123')).length).toBeGreaterThan(20);
    expect((await t.get(`${API}/system/user/get?id=999999`, admin)).statusCode).toBe(404);
  });

  test('resetPwd and setStatus revoke sessions; self and built-in admin are protected', async () => {
    const [u] = await t.db.select().from(sysUser).where(eq(sysUser.userName, 'crud1'));
    const token = await t.login('crud1', 'Secret123');
    expect((await call('PUT', 'resetPwd', { id: u.id, password: 'weak' })).statusCode).toBe(400);
    const revoked: string[][] = [];
    const off = t.app.ctx.events.on('sessionsRevoked', (p) => revoked.push(p.sessionIds));
    expect((await call('PUT', 'resetPwd', { id: u.id, password: 'NewSecret456' })).json().code).toBe(0);
    expect((await t.get(`${API}/system/user/getUserMenus`, token)).statusCode).toBe(401);
    const token2 = await t.login('crud1', 'NewSecret456');
    expect((await call('PUT', 'setStatus', { id: u.id, status: 0 })).json().code).toBe(0);
    expect((await t.get(`${API}/system/user/getUserMenus`, token2)).statusCode).toBe(401);
    off();
    expect(revoked).toHaveLength(2);
    const [me] = await t.db.select().from(sysUser).where(eq(sysUser.userName, 'admin'));
    expect((await call('PUT', 'setStatus', { id: me.id, status: 0 })).statusCode).toBe(409);
    expect((await call('DELETE', 'delete', { ids: [me.id] })).json()).toMatchObject({ code: 409, message: 'You cannot delete your own account' });
    expect((await call('PUT', 'edit', { ...(await form()), id: me.id, userName: 'root' })).statusCode).toBe(400); // password is not an edit field (form() has one)
    const { password: _, ...editForm } = await form();
    expect((await call('PUT', 'edit', { ...editForm, id: me.id, userName: 'root' })).statusCode).toBe(409);
  });

  test('edit changes fields and roles; delete is soft, frees the name, ends sessions', async () => {
    const [u] = await t.db.select().from(sysUser).where(eq(sysUser.userName, 'crud1'));
    const { password: _, ...editForm } = await form();
    const ev: number[][] = [];
    const off = t.app.ctx.events.on('permissionsChanged', (p) => ev.push(p.userIds));
    const res = await call('PUT', 'edit', { ...editForm, id: u.id, userNickname: 'Renamed', roleIds: [], status: 1, description: "' OR 1=1 --" });
    expect(res.json().code).toBe(0);
    expect(ev).toEqual([[u.id]]);
    const got = (await t.get(`${API}/system/user/get?id=${u.id}`, admin)).json().data;
    expect(got).toMatchObject({ user: { userNickname: 'Renamed', description: "' OR 1=1 --" }, roleIds: [] });
    expect((await call('DELETE', 'delete', { ids: [u.id] })).json().code).toBe(0);
    off();
    expect(ev).toEqual([[u.id], [u.id]]);
    expect((await t.get(`${API}/system/user/get?id=${u.id}`, admin)).statusCode).toBe(404);
    expect((await listOf('keyWords=crud1')).total).toBe(0);
    expect((await call('POST', 'add', await form())).json().code).toBe(0); // the name is free again
    expect((await call('DELETE', 'delete', { ids: [u.id] })).statusCode).toBe(404);
  });
});
