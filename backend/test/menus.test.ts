/** Menus at the spec's paths; the spec §7 call table answers at its exact methods and paths. */
import { eq } from 'drizzle-orm';
import { sysMenu, sysRole, sysRoleMenu } from '../src/db/schema';
import { API, ADMIN_PASSWORD, type TestApp, createTestApp, createUser, TEST_USER_PASSWORD } from './helpers';

let t: TestApp;
let admin: string;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `${API}${url}`, payload: payload as object, headers: { authorization: `Bearer ${token}`, ...headers } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

test('spec §7 call table: every row answers at its exact method and path', async () => {
  // Fixtures the rows need.
  const [dictData] = (await call('GET', '/system/dict/data/list?dictType=sys_user_sex')).json().data.list;
  const menuId = (await call('POST', '/system/menu/add', { pid: 0, menuType: 'D', name: 'specDir', title: 'Spec dir', path: '/specdir' })).json().data.id;
  const extra = (await call('POST', '/system/menu/add', { pid: 0, menuType: 'D', name: 'specDel', title: 'Spec del', path: '/specdel' })).json().data.id;
  const dictCode = (await call('POST', '/system/dict/data/add', { dictType: 'sys_yes_no', dictLabel: 'Maybe', dictValue: '2', dictSort: 9 })).json().data.dictCode;
  const rows: [string, string, unknown?][] = [
    ['GET', '/system/user/getUserMenus'],
    ['GET', '/system/menu/list?title=Users'],
    ['GET', '/system/menu/getParams'],
    ['POST', '/system/menu/add', { pid: 0, menuType: 'B', title: 'Spec button', apiRule: 'api/v1/system/spec/button' }],
    ['GET', `/system/menu/get?id=${menuId}`],
    ['PUT', '/system/menu/update', { id: menuId, pid: 0, menuType: 'D', name: 'specDir', title: 'Spec dir 2', path: '/specdir' }],
    ['DELETE', '/system/menu/delete', { ids: [extra] }],
    ['GET', '/system/personal/getPersonalInfo'],
    ['PUT', '/system/personal/edit', { userNickname: 'Administrator' }],
    ['PUT', '/system/personal/resetPwd', { oldPassword: ADMIN_PASSWORD, newPassword: `${ADMIN_PASSWORD}x1` }],
    ['GET', '/system/personal/refreshToken'],
    ['GET', `/system/dict/data/getDictData?dictType=sys_user_sex&defaultValue=${dictData.dictValue}`],
    ['GET', '/system/dict/data/list?dictType=sys_user_sex'],
    ['GET', `/system/dict/data/get?dictCode=${dictData.dictCode}`],
    ['POST', '/system/dict/data/add', { dictType: 'sys_yes_no', dictLabel: 'Later', dictValue: '3', dictSort: 10 }],
    ['PUT', '/system/dict/data/edit', { dictCode, dictType: 'sys_yes_no', dictLabel: 'Perhaps', dictValue: '2', dictSort: 9 }],
    ['DELETE', '/system/dict/data/delete', { ids: [dictCode] }],
    ['GET', '/system/notification/vapid-key'],
    ['POST', '/system/notification/subscription', { endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'BPx1', auth: 'a2' } }],
  ];
  for (const [method, url, body] of rows) {
    const res = await call(method as 'GET', url, body);
    if (res.statusCode !== 200) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
    expect(res.json().code).toBe(0);
    // resetPwd and edit rotate the token: keep using the fresh one.
    const data = res.json().data;
    if (data && typeof data.token === 'string') admin = data.token;
  }
  const refreshed = (await call('GET', '/system/personal/refreshToken')).json().data;
  expect(refreshed).toMatchObject({ token: expect.any(String), userInfo: { avatar: expect.any(String), userName: 'admin' } });
  // Put the password back for the other tests.
  const back = await call('PUT', '/system/personal/resetPwd', { oldPassword: `${ADMIN_PASSWORD}x1`, newPassword: ADMIN_PASSWORD });
  expect(back.statusCode).toBe(200);
  admin = back.json().data.token;
});

test('menu/list returns the whole tree including buttons; filters keep ancestors', async () => {
  const list = (await call('GET', '/system/menu/list')).json().data.list;
  const system = list.find((m: { name: string }) => m.name === 'system');
  const users = system.children.find((m: { name: string }) => m.name === 'systemUser');
  expect(users.children.map((b: { menuType: string }) => b.menuType)).toContain('B');
  expect(users.children.map((b: { apiRule: string }) => b.apiRule)).toContain('api/v1/system/user/add');
  const filtered = (await call('GET', '/system/menu/list?title=Dictionaries')).json().data.list;
  expect(filtered).toHaveLength(1);
  expect(filtered[0].name).toBe('system');
  expect(filtered[0].children.map((m: { name: string }) => m.name)).toEqual(['systemDict']);
  await t.db.update(sysMenu).set({ status: 0 }).where(eq(sysMenu.name, 'finance'));
  const disabled = (await call('GET', '/system/menu/list?status=0')).json().data.list;
  expect(disabled.map((m: { name: string }) => m.name)).toEqual(['finance']);
  expect(disabled.map((m: { name: string }) => m.name)).not.toContain('system');
});

test('getParams gives roles and the parent tree without buttons', async () => {
  const d = (await call('GET', '/system/menu/getParams')).json().data;
  expect(d.roles.map((r: { roleKey: string }) => r.roleKey)).toEqual(expect.arrayContaining(['admin', 'common']));
  const flat: { menuType: string; children: unknown[] }[] = [];
  const walk = (ns: { menuType: string; children: unknown[] }[]) => ns.forEach((n) => { flat.push(n); walk(n.children as never); });
  walk(d.menus);
  expect(flat.length).toBeGreaterThan(10);
  expect(flat.every((n) => n.menuType !== 'B')).toBe(true);
});

test('validation per type (spec §5), localised; buttons need no route', async () => {
  const noPath = await call('POST', '/system/menu/add', { pid: 0, menuType: 'M', name: 'x1', title: 'X', component: 'a/b' });
  expect(noPath.statusCode).toBe(400);
  const fields = noPath.json().data.errors.map((e: { field: string }) => e.field);
  expect(fields).toEqual(expect.arrayContaining(['body.path', 'body.apiRule']));
  const zh = await call('POST', '/system/menu/add', { pid: 0, menuType: 'D', name: 'x2', title: ' ', path: '/x2' }, admin, { 'accept-language': 'zh-CN' });
  expect(zh.json().message).toBe('菜单名称不能为空');
  const missingType = await call('POST', '/system/menu/add', { pid: 0, title: 'T' });
  expect(missingType.json().data.errors.map((e: { field: string }) => e.field)).toContain('body.menuType');
  const btn = await call('POST', '/system/menu/add', { pid: 0, menuType: 'B', title: 'Only rule', apiRule: 'api/v1/system/x/y' });
  expect(btn.statusCode).toBe(200);
  const noRule = await call('POST', '/system/menu/add', { pid: 0, menuType: 'B', title: 'No rule' });
  expect(noRule.json().data.errors.map((e: { field: string }) => e.field)).toEqual(['body.apiRule']);
  const badRule = await call('POST', '/system/menu/add', { pid: 0, menuType: 'B', title: 'x', apiRule: "api/v1/x'; drop table sys_menu;--" });
  expect(badRule.statusCode).toBe(400);
  const unknown = await call('POST', '/system/menu/add', { pid: 0, menuType: 'B', title: 'x', apiRule: 'api/v1/a/b', evil: 1 });
  expect(unknown.statusCode).toBe(400);
});

test('add/get/update/delete; duplicate route name 409; a menu with children 409; cycles refused', async () => {
  const [common] = await t.db.select().from(sysRole).where(eq(sysRole.roleKey, 'common'));
  const dir = (await call('POST', '/system/menu/add', { pid: 0, menuType: 'D', name: 'crmDir', title: 'CRM', titleZh: '客户', path: '/crm', icon: 'ShopOutlined' })).json().data.id;
  const pageRes = await call('POST', '/system/menu/add', {
    pid: dir, menuType: 'M', name: 'crmPage', title: 'Leads', path: '/crm/leads', component: 'system/crm/index', apiRule: 'api/v1/system/crm/list',
    isKeepAlive: true, isAffix: false, sort: 5, roles: [common.id],
  });
  expect(pageRes.statusCode).toBe(200);
  const pageId = pageRes.json().data.id;
  const got = (await call('GET', `/system/menu/get?id=${pageId}`)).json().data;
  expect(got).toMatchObject({ pid: dir, menuType: 'M', name: 'crmPage', component: 'system/crm/index', isKeepAlive: true, sort: 5, roles: [common.id] });
  expect((await call('POST', '/system/menu/add', { pid: 0, menuType: 'D', name: 'crmDir', title: 'Again', path: '/x' })).statusCode).toBe(409);
  const del = await call('DELETE', '/system/menu/delete', { ids: [dir] });
  expect(del.statusCode).toBe(409);
  expect(del.json().message).toContain('CRM');
  const cycle = await call('PUT', '/system/menu/update', { id: dir, pid: pageId, menuType: 'D', name: 'crmDir', title: 'CRM', path: '/crm' });
  expect(cycle.statusCode).toBe(409);
  expect((await call('GET', '/system/menu/get?id=999999')).statusCode).toBe(404);
  // deleting both at once works; grants go too
  expect((await call('DELETE', '/system/menu/delete', { ids: [dir, pageId] })).statusCode).toBe(200);
  expect(await t.db.select().from(sysRoleMenu).where(eq(sysRoleMenu.menuId, pageId))).toHaveLength(0);
  expect(await t.db.select().from(sysMenu).where(eq(sysMenu.id, dir))).toHaveLength(0);
});

test("changing a menu's API rule emits permissionsChanged for users of roles holding it, and takes effect", async () => {
  const uid = await createUser(t.db, { userName: 'menu_user', dept: 'Operations', roles: ['common'] });
  const token = await t.login('menu_user', TEST_USER_PASSWORD);
  expect((await t.get(`${API}/system/user/list`, token)).statusCode).toBe(200);
  const events: number[][] = [];
  const off = t.app.ctx.events.on('permissionsChanged', (p) => events.push(p.userIds));
  const [m] = await t.db.select().from(sysMenu).where(eq(sysMenu.name, 'systemUser'));
  const form = { pid: m.pid, menuType: 'M', name: m.name, title: m.title, path: m.path, component: m.component, apiRule: 'api/v1/system/user/listX' } as const;
  expect((await call('PUT', '/system/menu/update', { id: m.id, ...form })).statusCode).toBe(200);
  off();
  expect(events).toHaveLength(1);
  expect(events[0]).toContain(uid);
  expect((await t.get(`${API}/system/user/list`, token)).statusCode).toBe(403);
  await call('PUT', '/system/menu/update', { id: m.id, ...form, apiRule: 'api/v1/system/user/list', isKeepAlive: true });
  expect((await t.get(`${API}/system/user/list`, token)).statusCode).toBe(200);
});

test('menu routes need their rules: a common user gets 403', async () => {
  await createUser(t.db, { userName: 'plain', dept: 'Operations', roles: ['common'] });
  const token = await t.login('plain', TEST_USER_PASSWORD);
  expect((await t.get(`${API}/system/menu/list`, token)).statusCode).toBe(403);
  expect((await call('DELETE', '/system/menu/delete', { ids: [1] }, token)).statusCode).toBe(403);
});
