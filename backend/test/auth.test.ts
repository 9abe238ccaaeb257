/** Captcha, login, login log, account lock, disabled users, logout, refreshToken, getUserMenus. */
import { and, desc, eq } from 'drizzle-orm';
import { sysCaptcha, sysLoginLog, sysOperLog, sysSession, sysUser } from '../src/db/schema';
import { API, ADMIN_PASSWORD, TEST_USER_PASSWORD, type TestApp, createTestApp, createUser, eventually } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captcha: true });
  await createUser(t.db, { userName: 'alice', dept: 'Recruitment', roles: ['common'] });
  await createUser(t.db, { userName: 'locky', dept: 'Sales', roles: ['common'] });
  await createUser(t.db, { userName: 'dormant', dept: 'Sales', roles: ['common'], status: 0 });
});
afterAll(() => t.close());

const login = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${API}/system/login`, payload: body, headers });

async function captcha() {
  const res = await t.get(`${API}/pub/captcha/get`);
  const { key, img } = res.json().data;
  const [row] = await t.db.select().from(sysCaptcha).where(eq(sysCaptcha.id, key));
  return { key, img, answer: row.answer };
}

describe('with CAPTCHA on', () => {
  beforeAll(() => {
    t.app.ctx.captcha = true;
  });

  test('captcha/get returns a key and an SVG data URL; the answer is stored, not sent', async () => {
    const res = await t.get(`${API}/pub/captcha/get`);
    expect(res.statusCode).toBe(200);
    const { key, img, captchaEnabled } = res.json().data;
    expect(captchaEnabled).toBe(true);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(img.split(',')[1], 'base64').toString()).toContain('<svg');
    const [row] = await t.db.select().from(sysCaptcha).where(eq(sysCaptcha.id, key));
    expect(row.answer).toHaveLength(4);
    expect(res.body).not.toContain(row.answer);
  });

  test('login with the right captcha (any case) succeeds; the captcha is single use', async () => {
    const c = await captcha();
    const body = { username: 'admin', password: ADMIN_PASSWORD, verifyKey: c.key, verifyCode: c.answer.toUpperCase() };
    const ok = await login(body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().code).toBe(0);
    const again = await login(body);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Incorrect or expired verification code');
  });

  test('a wrong or missing captcha is refused before the password is checked', async () => {
    const c = await captcha();
    const res = await login({ username: 'admin', password: ADMIN_PASSWORD, verifyKey: c.key, verifyCode: 'zzzz' });
    expect(res.json()).toMatchObject({ code: 400, message: 'Incorrect or expired verification code' });
    const none = await login({ username: 'admin', password: ADMIN_PASSWORD });
    expect(none.json()).toMatchObject({ code: 400, message: 'Please enter the verification code' });
  });
});

describe('with CAPTCHA off', () => {
  beforeAll(() => {
    t.app.ctx.captcha = false;
  });

  test('captcha/get says no code is checked (the form hides the field) and stores nothing', async () => {
    const before = await t.db.select().from(sysCaptcha);
    const res = await t.get(`${API}/pub/captcha/get`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ captchaEnabled: false, key: '', img: '' });
    expect(await t.db.select().from(sysCaptcha)).toHaveLength(before.length);
    const noCode = await login({ username: 'admin', password: ADMIN_PASSWORD });
    expect(noCode.json().code).toBe(0);
  });

  test('any verifyCode is accepted; answer has token, userInfo, menuList, permissions', async () => {
    const res = await login({ username: 'admin', password: ADMIN_PASSWORD, verifyCode: 'x', verifyKey: 'y' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(typeof data.token).toBe('string');
    expect(data.userInfo).toMatchObject({ userName: 'admin', roles: ['admin'], authBtnList: ['*/*/*'] });
    expect(data.permissions).toEqual(['*/*/*']);
    expect(Array.isArray(data.menuList)).toBe(true);
  });

  test('wrong password → 400 "Incorrect username or password" and a failed login-log row', async () => {
    const res = await login({ username: 'alice', password: 'wrong-password' }, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: 'Incorrect username or password', data: null });
    const [log] = await t.db
      .select()
      .from(sysLoginLog)
      .where(eq(sysLoginLog.loginName, 'alice'))
      .orderBy(desc(sysLoginLog.id))
      .limit(1);
    expect(log).toMatchObject({ status: 1, msg: 'Incorrect username or password', ipaddr: '127.0.0.1', loginLocation: 'loopback', browser: 'Chrome 140', os: 'Linux' });
    const unknown = await login({ username: 'nobody', password: 'whatever1' });
    expect(unknown.json().message).toBe('Incorrect username or password');
    const zh = await login({ username: 'nobody', password: 'whatever1' }, { 'accept-language': 'zh-CN' });
    expect(zh.json().message).toBe('用户名或密码错误');
  });

  test('successful logins write a success row; the operation log never holds the password', async () => {
    await t.login('alice', TEST_USER_PASSWORD);
    const [log] = await t.db
      .select()
      .from(sysLoginLog)
      .where(and(eq(sysLoginLog.loginName, 'alice'), eq(sysLoginLog.status, 0)));
    expect(log.msg).toBe('Login successful');
    const oper = await eventually(async () => {
      const rows = await t.db.select().from(sysOperLog).where(eq(sysOperLog.operName, 'alice'));
      return rows.length ? rows : undefined;
    });
    for (const r of oper) {
      expect(r.operParam).not.toContain(TEST_USER_PASSWORD);
      expect(r.operParam).not.toContain('wrong-password');
      expect(r.operParam).toContain('******');
    }
  });

  test('5 consecutive failures lock the account for 15 minutes, even with the right password', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await login({ username: 'locky', password: 'bad-password' })).json().code).toBe(400);
    }
    const fifth = await login({ username: 'locky', password: 'bad-password' });
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json().message).toMatch(/locked/);
    const right = await login({ username: 'locky', password: TEST_USER_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toMatch(/locked.*15 minutes/);
    // Once the lock has passed, the right password works again.
    await t.db.update(sysUser).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(sysUser.userName, 'locky'));
    expect((await login({ username: 'locky', password: TEST_USER_PASSWORD })).json().code).toBe(0);
  });

  test('a disabled user cannot log in (403, says disabled)', async () => {
    const res = await login({ username: 'dormant', password: TEST_USER_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/disabled/);
  });

  test('logout revokes the session at once', async () => {
    const token = await t.login('alice', TEST_USER_PASSWORD);
    expect((await t.get(`${API}/system/user/getUserMenus`, token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: `${API}/system/logout`, headers: { authorization: `Bearer ${token}` } });
    expect(out.json().code).toBe(0);
    const after = await t.get(`${API}/system/user/getUserMenus`, token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Your session has expired. Please log in again.');
  });

  test('sessions store a hash, never the token; an expired session is refused', async () => {
    const token = await t.login('alice', TEST_USER_PASSWORD);
    const sessions = await t.db.select().from(sysSession);
    expect(JSON.stringify(sessions)).not.toContain(token);
    const sid = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid;
    await t.db.update(sysSession).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sysSession.id, sid));
    expect((await t.get(`${API}/system/user/getUserMenus`, token)).statusCode).toBe(401);
  });

  test('a token signed with another secret is refused', async () => {
    const token = await t.login('alice', TEST_USER_PASSWORD);
    const [h, p] = token.split('.');
    expect((await t.get(`${API}/system/user/getUserMenus`, `${h}.${p}.AAAA`)).statusCode).toBe(401);
  });

  test('refreshToken returns a new token for the same session and userInfo with avatar', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    const res = await t.get(`${API}/system/personal/refreshToken`, token);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.token).not.toBe(token);
    expect(data.userInfo).toMatchObject({ userName: 'admin', avatar: '', roles: ['admin'] });
    const sidOf = (tk: string) => JSON.parse(Buffer.from(tk.split('.')[1], 'base64url').toString()).sid;
    expect(sidOf(data.token)).toBe(sidOf(token));
    expect((await t.get(`${API}/system/user/getUserMenus`, data.token)).statusCode).toBe(200);
  });

  test('getUserMenus for admin: the enabled tree (system), wildcard permissions', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    const res = await t.get(`${API}/system/user/getUserMenus`, token);
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual(['menuList', 'permissions', 'userInfo']);
    expect(data.permissions).toEqual(['*/*/*']);
    expect(data.userInfo).toMatchObject({ id: expect.any(Number), userName: 'admin', userNickname: 'Administrator', roles: ['admin'], authBtnList: ['*/*/*'], time: expect.any(String) });
    const names = data.menuList.map((m: { name: string }) => m.name);
    expect(names).toEqual(['system', 'workforce', 'jobs', 'finance', 'analysis', 'websiteAdmin']); // the shell hides pages not yet exposed
    const system = data.menuList.find((m: { name: string }) => m.name === 'system');
    expect(system).toMatchObject({ pid: 0, path: '/system', component: 'layout/routerView/parent', redirect: '/system/user' });
    expect(system.meta).toEqual({
      title: 'System',
      titleZh: '系统管理',
      isLink: '',
      isHide: false,
      isKeepAlive: false,
      isAffix: false,
      isIframe: false,
      roles: expect.arrayContaining(['admin']),
      icon: 'SettingOutlined',
    });
    const user = system.children.find((c: { name: string }) => c.name === 'systemUser');
    expect(user).toMatchObject({ path: '/system/user', component: 'system/user/index', pid: system.id, children: [] });
    const show = system.children.find((c: { name: string }) => c.name === 'systemNoticeShow');
    expect(show).toMatchObject({ path: '/system/sysNotice/show', component: 'system/sysNotice/show', meta: { isHide: true } });
    // Buttons are permissions, not routes.
    const all = JSON.stringify(data.menuList);
    expect(all).not.toContain('systemUser:add');
  });

  test('getUserMenus for a common user: only granted menus and their rules', async () => {
    const token = await t.login('alice', TEST_USER_PASSWORD);
    const { data } = (await t.get(`${API}/system/user/getUserMenus`, token)).json();
    expect(data.userInfo.roles).toEqual(['common']);
    expect(data.permissions).toEqual(expect.arrayContaining(['api/v1/system/user/list', 'api/v1/system/notice/listShow']));
    expect(data.permissions).not.toContain('*/*/*');
    expect(data.userInfo.authBtnList).toEqual([]);
    expect(data.menuList).toHaveLength(1);
    expect(data.menuList[0].children.map((c: { name: string }) => c.name).sort()).toEqual(['systemNoticeShow', 'systemUser']);
    expect(data.menuList[0].children[0].meta.roles).toEqual(expect.arrayContaining(['admin', 'common']));
  });
});
