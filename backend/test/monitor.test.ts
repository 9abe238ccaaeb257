/** Server monitor shape. */
import { API, ADMIN_PASSWORD, type TestApp, createTestApp, createUser, TEST_USER_PASSWORD } from './helpers';
import { busyShare, MonitorHistory } from '../src/modules/system/monitor-history';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

test('GET monitor/server: cpu, memory, disk, node, database', async () => {
  const res = await t.get(`${API}/system/monitor/server`, admin);
  expect(res.statusCode).toBe(200);
  const d = res.json().data;
  const n = expect.any(Number);
  expect(d).toMatchObject({
    cpu: { model: expect.any(String), cores: n, usage: n },
    memory: { total: n, used: n, free: n },
    disk: { path: t.dataDir, total: n, used: n, free: n },
    node: { version: process.version, pid: process.pid, uptime: n, heapUsed: n, rss: n },
    database: { kind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', version: expect.stringMatching(/PostgreSQL/), size: n, connections: n },
  });
  expect(d.cpu.loadAvg).toHaveLength(3);
  expect(d.cpu.cores).toBeGreaterThan(0);
  expect(d.cpu.usage).toBeGreaterThanOrEqual(0);
  expect(d.cpu.usage).toBeLessThanOrEqual(100);
  expect(d.memory.total).toBeGreaterThan(d.memory.free);
  expect(d.disk.total).toBeGreaterThan(0);
  expect(d.database.size).toBeGreaterThan(0);
  expect(d.database.connections).toBeGreaterThanOrEqual(1);
});

test('monitor needs its rule', async () => {
  await createUser(t.db, { userName: 'watcher', dept: 'IT', roles: ['common'] });
  expect((await t.get(`${API}/system/monitor/server`, await t.login('watcher', TEST_USER_PASSWORD))).statusCode).toBe(403);
  expect((await t.get(`${API}/system/monitor/server`)).statusCode).toBe(401);
});

describe('monitor history', () => {
  let clock = 0;
  const make = () => new MonitorHistory({ intervalMs: 5_000, size: 3, idleMs: 60_000 }, () => clock);
  afterEach(() => jest.useRealTimers());

  test('samples start with the first look, keep the last N oldest first, and stop when nobody looks', () => {
    jest.useFakeTimers();
    clock = 1_000_000;
    const h = make();
    expect(h.running).toBe(false);
    expect(h.read()).toEqual([]);
    expect(h.running).toBe(true);
    for (let i = 1; i <= 5; i++) {
      clock += 5_000;
      jest.advanceTimersByTime(5_000);
    }
    const samples = h.read();
    expect(samples).toHaveLength(3);
    expect(samples.map((s) => Date.parse(s.time))).toEqual([1_015_000, 1_020_000, 1_025_000]);
    for (const s of samples) {
      expect(s.cpu).toBeGreaterThanOrEqual(0);
      expect(s.cpu).toBeLessThanOrEqual(100);
      expect(s.memory).toBeGreaterThan(0);
      expect(s.heapUsed).toBeGreaterThan(0);
    }
    // nobody reads for longer than idleMs: sampling stops, and a later read starts it again
    clock += 61_000;
    jest.advanceTimersByTime(5_000);
    expect(h.running).toBe(false);
    expect(h.read()).toHaveLength(3);
    expect(h.running).toBe(true);
    h.stop();
  });

  test('busy share between two CPU readings', () => {
    expect(busyShare({ idle: 100, total: 200 }, { idle: 150, total: 400 })).toBe(75);
    expect(busyShare({ idle: 1, total: 2 }, { idle: 1, total: 2 })).toBe(0);
  });

  test('the API answers with the history it has so far', async () => {
    const first = (await t.get(`${API}/system/monitor/server`, admin)).json().data;
    expect(Array.isArray(first.history)).toBe(true);
  });
});
