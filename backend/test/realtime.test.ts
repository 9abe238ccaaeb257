/**
 * The realtime socket: who may connect, the ping answer, delivery of domain events to the right
 * sockets, session end closing sockets, and fan-out across two instances on one PostgreSQL.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { PgBus } from '../src/realtime/bus';
import { SOCKET_PATH } from '../src/realtime/plugin';
import { ADMIN_PASSWORD, API, createTestApp, createTestDb, createUser, TEST_USER_PASSWORD, type TestApp, type TestDb } from './helpers';
import { sessionIdOf } from './support-token';

interface Frame {
  event: string;
  data?: unknown;
}

function urlOf(app: TestApp['app'], token?: string) {
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${SOCKET_PATH}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;
}

/** Opens a socket and collects its frames; rejects with the HTTP status when the upgrade is refused. */
function connect(url: string): Promise<{ ws: WebSocket; frames: Frame[]; next(event: string, ms?: number): Promise<Frame>; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const frames: Frame[] = [];
    const waiters: Array<() => void> = [];
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    ws.on('message', (raw) => {
      frames.push(JSON.parse(String(raw)));
      for (const w of waiters.splice(0)) w();
    });
    ws.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.on('error', (e) => reject(e));
    ws.on('open', () =>
      resolve({
        ws,
        frames,
        closed,
        next(event, ms = 3000) {
          return new Promise((res, rej) => {
            const timer = setTimeout(() => rej(new Error(`no ${event} within ${ms} ms`)), ms);
            const look = () => {
              const i = frames.findIndex((f) => f.event === event);
              if (i >= 0) {
                clearTimeout(timer);
                res(frames.splice(i, 1)[0]);
              } else waiters.push(look);
            };
            look();
          });
        },
      }),
    );
  });
}

describe('realtime socket', () => {
  let t: TestApp;
  let adminToken: string;
  let userToken: string;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    adminToken = await t.login('admin', ADMIN_PASSWORD);
    userId = await createUser(t.db, { userName: 'rt_user', dept: 'Finance', roles: ['common'] });
    userToken = await t.login('rt_user', TEST_USER_PASSWORD);
  });
  afterAll(() => t.close());

  test('a missing, malformed or forged token is refused before the upgrade', async () => {
    await expect(connect(urlOf(t.app))).rejects.toThrow('HTTP 401');
    await expect(connect(urlOf(t.app, 'not-a-jwt'))).rejects.toThrow('HTTP 401');
    const forged = `${adminToken.split('.').slice(0, 2).join('.')}.${crypto.randomBytes(32).toString('base64url')}`;
    await expect(connect(urlOf(t.app, forged))).rejects.toThrow('HTTP 401');
  });

  test('ping is answered with ping', async () => {
    const s = await connect(urlOf(t.app, adminToken));
    s.ws.send(JSON.stringify({ event: 'ping' }));
    expect(await s.next('ping')).toEqual({ event: 'ping', data: 'pong' });
    s.ws.close();
  });

  test('a notice reaches everyone, a private message only its receivers', async () => {
    const admin = await connect(urlOf(t.app, adminToken));
    const user = await connect(urlOf(t.app, userToken));
    t.app.ctx.events.emit('noticePublished', { id: 7, title: 'Roster out', tag: 2, type: 1, all: true, userIds: [] });
    const expected = { event: 'notice', data: { id: 7, title: 'Roster out', tag: 2, type: 1 } };
    expect(await admin.next('notice')).toEqual(expected);
    expect(await user.next('notice')).toEqual(expected);

    t.app.ctx.events.emit('noticePublished', { id: 8, title: 'For you', tag: 1, type: 2, all: false, userIds: [userId] });
    expect((await user.next('notice')).data).toMatchObject({ id: 8 });
    await expect(admin.next('notice', 300)).rejects.toThrow('no notice');
    admin.ws.close();
    user.ws.close();
  });

  test('a permission change sends tokenUpdated to that user only', async () => {
    const admin = await connect(urlOf(t.app, adminToken));
    const user = await connect(urlOf(t.app, userToken));
    t.app.ctx.events.emit('permissionsChanged', { userIds: [userId] });
    expect(await user.next('tokenUpdated')).toEqual({ event: 'tokenUpdated' });
    await expect(admin.next('tokenUpdated', 300)).rejects.toThrow();
    admin.ws.close();
    user.ws.close();
  });

  test('logout closes that session’s sockets and the token can no longer connect', async () => {
    const token = await t.login('rt_user', TEST_USER_PASSWORD);
    const s = await connect(urlOf(t.app, token));
    const res = await t.app.inject({ method: 'POST', url: `${API}/system/logout`, headers: { authorization: `Bearer ${token}` } });
    expect(res.json().code).toBe(0);
    expect(await s.next('sessionRevoked')).toEqual({ event: 'sessionRevoked' });
    expect(await s.closed).toBe(4001);
    await expect(connect(urlOf(t.app, token))).rejects.toThrow('HTTP 401');
  });

  test('force logout (sessionsRevoked) closes the socket of that session only', async () => {
    const other = await connect(urlOf(t.app, adminToken));
    const token = await t.login('rt_user', TEST_USER_PASSWORD);
    const s = await connect(urlOf(t.app, token));
    expect(t.app.ctx.sockets?.size).toBeGreaterThanOrEqual(2);
    t.app.ctx.events.emit('sessionsRevoked', { sessionIds: [sessionIdOf(token)] });
    expect(await s.closed).toBe(4001);
    other.ws.send(JSON.stringify({ event: 'ping' }));
    expect((await other.next('ping')).event).toBe('ping');
    other.ws.close();
  });
});

const pgOnly = process.env.TEST_DATABASE_URL ? describe : describe.skip;

pgOnly('realtime across two instances on one PostgreSQL', () => {
  type App = Awaited<ReturnType<typeof buildApp>>;
  let tdb: TestDb;
  const instances: Array<{ app: App; close(): Promise<void> }> = [];

  /** One more server instance on the same database, with its own connection and bus. */
  async function instance(jwtSecret: string, dataDir: string) {
    const database = await openDatabase({ databaseUrl: tdb.url! });
    const app = await buildApp({
      database,
      dataDir,
      jwtSecret,
      captcha: false,
      logLevel: false,
      realtimeBus: await PgBus.start(tdb.url!, () => {}),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    instances.push({ app, close: async () => (await app.close(), await database.close()) });
    return app;
  }

  beforeAll(async () => {
    tdb = await createTestDb();
  });
  afterAll(async () => {
    for (const i of instances) await i.close();
    await tdb.close();
  });

  test('a notice published on instance A reaches a socket held by instance B', async () => {
    const secret = crypto.randomBytes(32).toString('hex');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-rt-'));
    const a = await instance(secret, dataDir);
    const b = await instance(secret, dataDir);
    const login = await b.inject({
      method: 'POST',
      url: `${API}/system/login`,
      payload: { username: 'admin', password: ADMIN_PASSWORD, verifyCode: '', verifyKey: '' },
    });
    const s = await connect(urlOf(b, login.json().data.token));
    a.ctx.events.emit('noticePublished', { id: 42, title: 'Across', tag: 3, type: 1, all: true, userIds: [] });
    expect(await s.next('notice', 5000)).toEqual({ event: 'notice', data: { id: 42, title: 'Across', tag: 3, type: 1 } });
    s.ws.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a parameter edited on instance A is seen at once by instance B', async () => {
    const secret = crypto.randomBytes(32).toString('hex');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-rt-'));
    const a = await instance(secret, dataDir);
    const b = await instance(secret, dataDir);
    const { getConfigValue } = await import('../src/core/data/params');
    expect(await getConfigValue(b.ctx.db, 'sys.brand.name')).toBe('Shiftdesk');
    const token = (
      await a.inject({
        method: 'POST',
        url: `${API}/system/login`,
        payload: { username: 'admin', password: ADMIN_PASSWORD, verifyCode: '', verifyKey: '' },
      })
    ).json().data.token as string;
    const auth = { authorization: `Bearer ${token}` };
    const list = await a.inject({ method: 'GET', url: `${API}/system/config/list?configKey=sys.brand.name`, headers: auth });
    const row = list.json().data.list.find((r: { configKey: string }) => r.configKey === 'sys.brand.name');
    const edit = await a.inject({ method: 'PUT', url: `${API}/system/config/edit`, headers: auth, payload: { ...pick(row), configValue: 'Crewline' } });
    expect(edit.json().code).toBe(0);
    const deadline = Date.now() + 3000;
    while ((await getConfigValue(b.ctx.db, 'sys.brand.name')) !== 'Crewline' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    expect(await getConfigValue(b.ctx.db, 'sys.brand.name')).toBe('Crewline');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a dictionary entry edited on instance A is served by instance B on its next request', async () => {
    const secret = crypto.randomBytes(32).toString('hex');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-rt-'));
    const a = await instance(secret, dataDir);
    const b = await instance(secret, dataDir);
    const login = async (app: App) =>
      (
        await app.inject({
          method: 'POST',
          url: `${API}/system/login`,
          payload: { username: 'admin', password: ADMIN_PASSWORD, verifyCode: '', verifyKey: '' },
        })
      ).json().data.token as string;
    const onA = { authorization: `Bearer ${await login(a)}` };
    const onB = { authorization: `Bearer ${await login(b)}` };
    const labels = async () =>
      (await b.inject({ method: 'GET', url: `${API}/system/dict/data/getDictData?dictType=sys_user_sex`, headers: onB }))
        .json()
        .data.values.map((v: { value: string }) => v.value) as string[];
    const before = await labels(); // B now holds the dictionary in its cache
    expect(before).toContain('Male');
    const list = await a.inject({ method: 'GET', url: `${API}/system/dict/data/list?dictType=sys_user_sex`, headers: onA });
    const male = list.json().data.list.find((r: { dictLabel: string }) => r.dictLabel === 'Male');
    const edit = await a.inject({ method: 'PUT', url: `${API}/system/dict/data/edit`, headers: onA, payload: { ...pickDict(male), dictLabel: 'Man' } });
    expect(edit.json().code).toBe(0);
    const deadline = Date.now() + 3000;
    while (!(await labels()).includes('Man') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    expect(await labels()).toContain('Man');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

/** The editable fields of a parameter row. */
function pick(row: Record<string, unknown>) {
  const { id, configName, configKey, configValue, remark } = row;
  return { id, configName, configKey, configValue, ...(remark ? { remark } : {}) };
}


/** The editable fields of a dictionary-data row. */
function pickDict(row: Record<string, unknown>) {
  const { dictCode, dictLabel, dictLabelZh, dictValue, dictType, dictSort, status, isDefault, remark } = row;
  return { dictCode, dictLabel, dictLabelZh, dictValue, dictType, dictSort, status, isDefault, ...(remark ? { remark } : {}) };
}
