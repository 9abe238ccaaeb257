/**
 * The per-instance auth cache (core/auth/auth-cache.ts): a session checked once is answered from
 * memory, yet logout, force logout, user disable/delete, password reset and permission changes
 * are refused/applied on the very next request — on this instance at once, on another instance
 * on the same PostgreSQL as soon as the bus (NOTIFY) delivers. Roles outside their effective
 * time never grant from cached rows.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { type AccessRows, accessAt, cachedUserAccess, type RoleRow } from '../src/core/auth/access';
import { AuthCache } from '../src/core/auth/auth-cache';
import { createSession, TokenService } from '../src/core/auth/session';
import { openDatabase } from '../src/db/client';
import { sysMenu, sysSession } from '../src/db/schema';
import { PgBus } from '../src/realtime/bus';
import { API, type TestApp, type TestDb, createTestApp, createTestDb } from './helpers';
import { api } from './support/http';
import { adminToken, createBareUser, createRole, userWith } from './support/sessions';
import { sessionIdOf } from './support-token';

let t: TestApp;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
});
afterAll(() => t.close());

const USER_LIST = 'api/v1/system/user/list';

/** A user holding user/list whose session is in the cache (two requests answered). */
async function cachedUser() {
  const u = await userWith(t, { rules: [USER_LIST], dept: 'IT' });
  const U = api(t, u.token);
  expect((await U.get('/system/user/getUserMenus')).statusCode).toBe(200);
  expect((await U.get('/system/user/list')).statusCode).toBe(200);
  expect(t.app.ctx.authCache.sessions.get(sessionIdOf(u.token))).toBeDefined();
  return { ...u, U };
}

test('a checked session is served from the cache; lastSeenAt is not written per request', async () => {
  const { U, token } = await cachedUser();
  const sid = sessionIdOf(token);
  const before = (await t.db.select().from(sysSession).where(eq(sysSession.id, sid)))[0].lastSeenAt;
  for (let i = 0; i < 5; i++) expect((await U.get('/system/user/getUserMenus')).statusCode).toBe(200);
  const after = (await t.db.select().from(sysSession).where(eq(sysSession.id, sid)))[0].lastSeenAt;
  expect(after.getTime()).toBe(before.getTime());
});

test('logout: the next request with the cached session answers 401', async () => {
  const { U } = await cachedUser();
  expect((await U.post('/system/logout', {})).json().code).toBe(0);
  expect((await U.get('/system/user/getUserMenus')).statusCode).toBe(401);
});

test('force logout: the next request answers 401', async () => {
  const { U, token } = await cachedUser();
  expect((await A.put('/system/online/forceLogout', { ids: [sessionIdOf(token)] })).json().data.revoked).toBe(1);
  expect((await U.get('/system/user/getUserMenus')).statusCode).toBe(401);
});

test('user disabled, password reset, user deleted: the next request answers 401', async () => {
  const a = await cachedUser();
  expect((await A.put('/system/user/setStatus', { id: a.userId, status: 0 })).json().code).toBe(0);
  expect((await a.U.get('/system/user/getUserMenus')).statusCode).toBe(401);

  const b = await cachedUser();
  expect((await A.put('/system/user/resetPwd', { id: b.userId, password: 'NewSecret456' })).json().code).toBe(0);
  expect((await b.U.get('/system/user/getUserMenus')).statusCode).toBe(401);

  const c = await cachedUser();
  expect((await A.del('/system/user/delete', { ids: [c.userId] })).json().code).toBe(0);
  expect((await c.U.get('/system/user/getUserMenus')).statusCode).toBe(401);
});

test('a permission removed from a role, or the role disabled, is refused on the next request', async () => {
  const a = await cachedUser();
  const menus = (await a.U.get('/system/user/getUserMenus')).json().data;
  expect(menus.permissions).toContain(USER_LIST);
  const edit = await A.put('/system/role/edit', { id: a.roleId, name: 'Cached', dataScope: 1, menuIds: [] });
  expect(edit.json().code).toBe(0);
  expect((await a.U.get('/system/user/list')).statusCode).toBe(403);
  const after = (await a.U.get('/system/user/getUserMenus')).json().data;
  expect(after.permissions).not.toContain(USER_LIST);
  expect(after.menuList).toEqual([]);

  const b = await cachedUser();
  expect((await A.put('/system/role/setStatus', { id: b.roleId, status: 0 })).json().code).toBe(0);
  expect((await b.U.get('/system/user/list')).statusCode).toBe(403);
});

test("a menu re-titled is seen in the next getUserMenus (the cached menu tree is dropped)", async () => {
  const before = (await A.get('/system/user/getUserMenus')).json().data.menuList;
  expect(before.length).toBeGreaterThan(0);
  const [m] = await t.db.select().from(sysMenu).where(eq(sysMenu.name, 'systemUser'));
  const form = { id: m.id, pid: m.pid, menuType: 'M', name: m.name, title: 'Staff (renamed)', path: m.path, component: m.component, apiRule: m.apiRule };
  expect((await A.put('/system/menu/update', form)).statusCode).toBe(200);
  const titles = JSON.stringify((await A.get('/system/user/getUserMenus')).json().data.menuList);
  expect(titles).toContain('Staff (renamed)');
  expect((await A.put('/system/menu/update', { ...form, title: m.title })).statusCode).toBe(200);
});

test('a profile edit is seen by the next getUserMenus (the cached principal is dropped)', async () => {
  const a = await cachedUser();
  const res = await a.U.put('/system/personal/edit', { userNickname: 'Renamed Person' });
  expect(res.json().code).toBe(0);
  const U2 = api(t, res.json().data.token);
  expect((await U2.get('/system/user/getUserMenus')).json().data.userInfo.userNickname).toBe('Renamed Person');
  // The previous token still works during its grace, and also sees the new name.
  expect((await a.U.get('/system/user/getUserMenus')).json().data.userInfo.userNickname).toBe('Renamed Person');
});

test('an invalidation during a database read is not undone by that read storing its answer', async () => {
  const cache = new AuthCache();
  const userId = await createBareUser(t.db, { dept: 'IT', roleIds: [await createRole(t.db, { rules: [USER_LIST] })] });
  const loading = cachedUserAccess(t.db, cache, userId);
  cache.invalidate({ userIds: [userId] }); // e.g. the role changed while we were reading
  await loading;
  await new Promise((r) => setImmediate(r));
  expect(cache.access.get(userId)).toBeUndefined();
  await cachedUserAccess(t.db, cache, userId);
  await new Promise((r) => setImmediate(r));
  expect(cache.access.get(userId)).toBeDefined();
});

describe('effective time from cached rows', () => {
  // Monday 23 Nov 2026 in Asia/Singapore (UTC+8): 12:00 is 04:00Z, 20:00 is 12:00Z.
  const noon = new Date('2026-11-23T04:00:00Z');
  const evening = new Date('2026-11-23T12:00:00Z');

  test('the same cached rows grant inside the window and nothing outside it', () => {
    const role = {
      id: 7,
      roleKey: 'day',
      status: 1,
      dataScope: 1,
      effectiveType: 'weekly',
      weekDays: [1],
      timeFrom: '09:00',
      timeTo: '17:00',
      dateFrom: null,
      dateTo: null,
    } as unknown as RoleRow;
    const rows: AccessRows = {
      roles: [role],
      menusByRole: new Map([[7, [{ id: 1, apiRule: USER_LIST, menuType: 'B' }]]]),
      computed: new Map(),
    };
    expect(accessAt(rows, noon).permissions).toEqual([USER_LIST]);
    expect(accessAt(rows, evening)).toMatchObject({ roles: [], permissions: [], buttonRules: [] });
    expect(accessAt(rows, noon).buttonRules).toEqual([USER_LIST]);
  });

  test('cachedUserAccess decides the roles in force at each call', async () => {
    const roleId = await createRole(t.db, {
      rules: [USER_LIST],
      effective: { effectiveType: 'weekly', weekDays: [1], timeFrom: '09:00', timeTo: '17:00' },
    });
    const userId = await createBareUser(t.db, { dept: 'IT', roleIds: [roleId] });
    const cache = new AuthCache();
    expect((await cachedUserAccess(t.db, cache, userId, noon)).permissions).toContain(USER_LIST);
    await new Promise((r) => setImmediate(r));
    expect(cache.access.get(userId)).toBeDefined();
    expect((await cachedUserAccess(t.db, cache, userId, evening)).permissions).toEqual([]);
    expect((await cachedUserAccess(t.db, cache, userId, noon)).permissions).toContain(USER_LIST);
  });
});

const pgOnly = process.env.TEST_DATABASE_URL ? describe : describe.skip;

pgOnly('auth cache across two instances on one PostgreSQL', () => {
  type App = Awaited<ReturnType<typeof buildApp>>;
  let tdb: TestDb;
  let a: App;
  let b: App;
  const closers: Array<() => Promise<void>> = [];
  const secret = crypto.randomBytes(32).toString('hex');
  const tokens = new TokenService(secret);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-authcache-'));
  const CLIENT = { ip: '127.0.0.1', location: 'test', userAgent: 'jest', browser: 'jest', os: 'test' };

  async function instance(): Promise<App> {
    const database = await openDatabase({ databaseUrl: tdb.url! });
    const app = await buildApp({
      database,
      dataDir,
      jwtSecret: secret,
      captcha: false,
      logLevel: false,
      realtimeBus: await PgBus.start(tdb.url!, () => {}),
    });
    closers.push(async () => (await app.close(), await database.close()));
    return app;
  }

  const get = (app: App, url: string, token: string) =>
    app.inject({ method: 'GET', url: `${API}${url}`, headers: { authorization: `Bearer ${token}` } });
  const put = (app: App, url: string, token: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: `${API}${url}`, headers: { authorization: `Bearer ${token}` }, payload });

  /** Polls (bounded, 2 s) until `url` on `app` answers `status`; returns the last status seen. */
  async function statusWithin(app: App, url: string, token: string, status: number): Promise<number> {
    const end = Date.now() + 2000;
    for (;;) {
      const s = (await get(app, url, token)).statusCode;
      if (s === status || Date.now() > end) return s;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  let adminTok: string;
  beforeAll(async () => {
    tdb = await createTestDb();
    a = await instance();
    b = await instance();
    const { sysUser } = await import('../src/db/schema');
    const [admin] = await tdb.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.userName, 'admin'));
    adminTok = (await createSession(tdb.db, tokens, admin.id, CLIENT)).token;
  });
  afterAll(async () => {
    for (const c of closers) await c();
    await tdb.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function cachedOnB() {
    const roleId = await createRole(tdb.db, { rules: [USER_LIST] });
    const userId = await createBareUser(tdb.db, { dept: 'IT', roleIds: [roleId] });
    const token = (await createSession(tdb.db, tokens, userId, CLIENT)).token;
    expect((await get(b, '/system/user/list', token)).statusCode).toBe(200);
    expect((await get(b, '/system/user/getUserMenus', token)).statusCode).toBe(200);
    expect(b.ctx.authCache.sessions.get(sessionIdOf(token))).toBeDefined();
    return { roleId, userId, token };
  }

  test('a force logout on instance A is refused by instance B', async () => {
    const u = await cachedOnB();
    const res = await put(a, '/system/online/forceLogout', adminTok, { ids: [sessionIdOf(u.token)] });
    expect(res.json().data.revoked).toBe(1);
    expect(await statusWithin(b, '/system/user/getUserMenus', u.token, 401)).toBe(401);
  });

  test('a user disabled on instance A is refused by instance B', async () => {
    const u = await cachedOnB();
    expect((await put(a, '/system/user/setStatus', adminTok, { id: u.userId, status: 0 })).json().code).toBe(0);
    expect(await statusWithin(b, '/system/user/getUserMenus', u.token, 401)).toBe(401);
  });

  test('a permission removed on instance A is refused by instance B', async () => {
    const u = await cachedOnB();
    const edit = await put(a, '/system/role/edit', adminTok, { id: u.roleId, name: 'Across', dataScope: 1, menuIds: [] });
    expect(edit.json().code).toBe(0);
    expect(await statusWithin(b, '/system/user/list', u.token, 403)).toBe(403);
  });

  test('a session of instance B stays valid on A and B when nothing changed', async () => {
    const u = await cachedOnB();
    expect((await get(a, '/system/user/list', u.token)).statusCode).toBe(200);
    expect((await get(b, '/system/user/list', u.token)).statusCode).toBe(200);
  });
});
