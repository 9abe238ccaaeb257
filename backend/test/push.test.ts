/** Push keys: VAPID key generated once (0600) and stable; subscriptions per user, upsert by endpoint. */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { sysPushSubscription } from '../src/db/schema';
import { loadVapidKeys } from '../src/modules/system/notification';
import { API, ADMIN_PASSWORD, type TestApp, createTestApp, createUser, TEST_USER_PASSWORD } from './helpers';

let t: TestApp;
let admin: string;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  t.app.inject({ method, url: `${API}${url}`, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
const EP = 'https://fcm.googleapis.com/fcm/send/abc123';
const KEYS = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

test('vapid-key: data.publicKey (base64url P-256 key) from DATA_DIR/vapid.json (0600), stable', async () => {
  const res = await call('GET', '/system/notification/vapid-key');
  expect(res.statusCode).toBe(200);
  const { publicKey } = res.json().data;
  expect(publicKey).toMatch(/^[A-Za-z0-9_-]{80,90}$/);
  expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  const file = path.join(t.dataDir, 'vapid.json');
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(JSON.parse(fs.readFileSync(file, 'utf8')).publicKey).toBe(publicKey);
  expect(loadVapidKeys(t.dataDir).publicKey).toBe(publicKey);
  expect((await call('GET', '/system/notification/vapid-key')).json().data.publicKey).toBe(publicKey);
  expect((await t.get(`${API}/system/notification/vapid-key`)).statusCode).toBe(401);
});

test('subscription: stored per user, upsert by endpoint, delete own only; strict input', async () => {
  expect((await call('POST', '/system/notification/subscription', { endpoint: EP, keys: KEYS, expirationTime: null })).statusCode).toBe(200);
  expect((await call('POST', '/system/notification/subscription', { endpoint: EP, keys: { ...KEYS, auth: 'newAuth' } })).statusCode).toBe(200);
  let rows = await t.db.select().from(sysPushSubscription).where(eq(sysPushSubscription.endpoint, EP));
  expect(rows).toHaveLength(1);
  expect(rows[0].auth).toBe('newAuth');
  // same browser, another user logs in: the subscription moves
  const uid = await createUser(t.db, { userName: 'pushy', dept: 'IT', roles: ['common'] });
  const token = await t.login('pushy', TEST_USER_PASSWORD);
  expect((await call('POST', '/system/notification/subscription', { endpoint: EP, keys: KEYS }, token)).statusCode).toBe(200);
  rows = await t.db.select().from(sysPushSubscription).where(eq(sysPushSubscription.endpoint, EP));
  expect(rows.map((r) => r.userId)).toEqual([uid]);
  // admin cannot remove pushy's subscription
  expect((await call('DELETE', '/system/notification/subscription', { endpoint: EP })).statusCode).toBe(404);
  expect((await call('DELETE', '/system/notification/subscription', { endpoint: EP }, token)).statusCode).toBe(200);
  expect(await t.db.select().from(sysPushSubscription)).toHaveLength(0);

  for (const bad of [
    { endpoint: 'http://insecure.example/x', keys: KEYS },
    { endpoint: 'javascript:alert(1)', keys: KEYS },
    { endpoint: `https://x.example/${'a'.repeat(1000)}`, keys: KEYS },
    { endpoint: EP, keys: { p256dh: KEYS.p256dh } },
    { endpoint: EP, keys: { ...KEYS, extra: 'x' } },
    { endpoint: EP, keys: KEYS, userId: 1 },
    { endpoint: EP, keys: { p256dh: '<script>', auth: 'x' } },
  ]) {
    const r = await call('POST', '/system/notification/subscription', bad);
    expect(r.statusCode).toBe(400);
  }
  expect(await t.db.select().from(sysPushSubscription)).toHaveLength(0);
});
