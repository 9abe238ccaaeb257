/**
 * When the realtime bus (PostgreSQL LISTEN/NOTIFY between instances) reconnects, the auth
 * cache is dropped: invalidations other instances announced while it was down were missed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { rowsOf } from '../src/db/migrate';
import { openDatabase } from '../src/db/client';
import { LocalBus, PgBus } from '../src/realtime/bus';
import { ADMIN_PASSWORD, API, type TestApp, type TestDb, createTestApp, createTestDb } from './helpers';
import { adminToken } from './support/sessions';

/** A bus that can be told it has just reconnected. */
class FlakyBus extends LocalBus {
  private readonly back = new Set<() => void>();
  onReconnected(listener: () => void) {
    this.back.add(listener);
    return () => this.back.delete(listener);
  }
  reconnect() {
    for (const l of this.back) l();
  }
}

const bus = new FlakyBus();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ realtimeBus: bus });
}, 180_000);
afterAll(() => t.close());

test('a bus reconnect empties the auth cache', async () => {
  const { token } = await adminToken(t);
  expect((await t.get(`${API}/system/personal/getPersonalInfo`, token)).statusCode).toBe(200);
  expect(t.app.ctx.authCache.sessions.size).toBeGreaterThan(0);
  bus.reconnect();
  expect(t.app.ctx.authCache.sessions.size).toBe(0);
  // …and the next request simply fills it again.
  expect((await t.get(`${API}/system/personal/getPersonalInfo`, token)).statusCode).toBe(200);
});

const pgOnly = process.env.TEST_DATABASE_URL ? describe : describe.skip;

// The same on a real PostgreSQL bus: the listener connection is killed server-side
// (pg_terminate_backend), PgBus reconnects by itself, the cache is emptied, and what another
// instance announces afterwards is heard again.
pgOnly('a real LISTEN/NOTIFY bus losing its connection', () => {
  let tdb: TestDb;
  const closers: Array<() => Promise<void>> = [];
  beforeAll(async () => {
    tdb = await createTestDb();
  }, 180_000);
  afterAll(async () => {
    for (const c of closers.reverse()) await c();
    await tdb.close();
  });

  async function instance(dataDir: string) {
    const database = await openDatabase({ databaseUrl: tdb.url! });
    const app = await buildApp({
      database,
      dataDir,
      jwtSecret: 'bus-reconnect-test-secret-0123456789abcdef',
      captcha: false,
      logLevel: false,
      realtimeBus: await PgBus.start(tdb.url!, () => {}),
    });
    closers.push(async () => (await app.close(), await database.close()));
    return app;
  }

  test('the auth cache is dropped after the reconnect, and the bus hears other instances again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-bus-'));
    closers.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const a = await instance(dataDir);
    const b = await instance(dataDir);
    const login = await a.inject({
      method: 'POST',
      url: `${API}/system/login`,
      payload: { username: 'admin', password: ADMIN_PASSWORD, verifyCode: '', verifyKey: '' },
    });
    const auth = { authorization: `Bearer ${login.json().data.token}` };
    const personal = () => a.inject({ method: 'GET', url: `${API}/system/personal/getPersonalInfo`, headers: auth });
    expect((await personal()).statusCode).toBe(200);
    expect(a.ctx.authCache.sessions.size).toBeGreaterThan(0);

    const listeners = async () =>
      rowsOf<{ pid: number }>(
        await tdb.db.execute(sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`),
      );
    expect((await listeners()).length).toBe(2); // one per instance
    // Kill every listener: instance A's among them (B reconnects too, harmlessly).
    await tdb.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
    );
    const deadline = Date.now() + 15_000;
    while (a.ctx.authCache.sessions.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(a.ctx.authCache.sessions.size).toBe(0);
    while ((await listeners()).length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect((await listeners()).length).toBe(2);

    // Refill A's cache; an invalidation announced by B must reach A over the renewed connection.
    expect((await personal()).statusCode).toBe(200);
    expect(a.ctx.authCache.sessions.size).toBeGreaterThan(0);
    b.ctx.events.emit('permissionsChanged', { userIds: [1] });
    while (a.ctx.authCache.sessions.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(a.ctx.authCache.sessions.size).toBe(0);
    expect((await personal()).statusCode).toBe(200);
  }, 60_000);
});
