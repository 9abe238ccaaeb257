/**
 * The login rate limit and the account lock hold across instances (issue 11, Done-means 3):
 * two apps over ONE database (on PostgreSQL with TEST_DATABASE_URL: two connection pools, as
 * two servers would have) share the counters, and a forged X-Forwarded-For does not make a
 * new client unless the request comes from a configured proxy (TRUST_PROXY).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { API, type TestApp, createTestApp, createUser, TEST_USER_PASSWORD } from './helpers';

let a: TestApp;
let b: FastifyInstance;
let proxied: FastifyInstance;
let secondDb: Database | undefined;
const dirs: string[] = [];

async function another(opts: { trustProxy?: string[]; loginRateLimit: number }): Promise<FastifyInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-rl-'));
  dirs.push(dataDir);
  // On PostgreSQL the second instance has its own pool, as a second server process would.
  if (a.url && !secondDb) secondDb = await openDatabase({ databaseUrl: a.url });
  return buildApp({
    database: secondDb ?? a.database,
    dataDir,
    jwtSecret: a.app.ctx.jwtSecret,
    captcha: false,
    logLevel: false,
    ...opts,
  });
}

beforeAll(async () => {
  a = await createTestApp({ loginRateLimit: 3 });
  b = await another({ loginRateLimit: 3 });
  proxied = await another({ loginRateLimit: 3, trustProxy: ['127.0.0.1'] });
  await createUser(a.db, { userName: 'victim', dept: 'Recruitment', roles: ['common'] });
}, 180_000);
afterAll(async () => {
  await b.close();
  await proxied.close();
  await secondDb?.close();
  await a.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const login = (app: FastifyInstance, opts: { xff?: string; ip?: string; username?: string; password?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: `${API}/system/login`,
    remoteAddress: opts.ip ?? '203.0.113.7',
    headers: opts.xff ? { 'x-forwarded-for': opts.xff } : {},
    payload: { username: opts.username ?? 'nobody', password: opts.password ?? 'wrong-pass-1', verifyCode: '', verifyKey: '' },
  });

const forged = () => `198.51.100.${crypto.randomInt(1, 254)}`;

test('two instances share one limit, and a new forged X-Forwarded-For per attempt does not reset it', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await login(i % 2 ? b : a.app, { xff: forged() })).statusCode);
  // Limit 3 per minute: attempts 1–3 are judged (400), 4–6 are refused on either instance.
  expect(statuses).toEqual([400, 400, 400, 429, 429, 429]);
  const res = await login(b, { xff: forged() });
  expect(res.json()).toMatchObject({ code: 429 });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  // Another client address still gets in: the limit is per client, not global.
  expect((await login(a.app, { ip: '203.0.113.8' })).statusCode).toBe(400);
});

test('from a configured proxy (TRUST_PROXY) the forwarded address is the client', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push((await login(proxied, { ip: '127.0.0.1', xff: `192.0.2.${10 + i}` })).statusCode);
  expect(statuses).toEqual([400, 400, 400, 400, 400]);
  // …and one forwarded client is still limited.
  const same: number[] = [];
  for (let i = 0; i < 4; i++) same.push((await login(proxied, { ip: '127.0.0.1', xff: '192.0.2.99' })).statusCode);
  expect(same).toEqual([400, 400, 400, 429]);
});

test('the account lock is shared: failures on both instances lock the account on both', async () => {
  // A different client address per attempt, so the rate limit stays out of the way.
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    statuses.push((await login(i % 2 ? b : a.app, { ip: `203.0.113.${100 + i}`, username: 'victim' })).statusCode);
  }
  // sys.login.maxFailures = 5: the 5th failure locks (403).
  expect(statuses).toEqual([400, 400, 400, 400, 403]);
  for (const app of [a.app, b]) {
    const res = await login(app, { ip: '203.0.113.200', username: 'victim', password: TEST_USER_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/locked/);
  }
});
