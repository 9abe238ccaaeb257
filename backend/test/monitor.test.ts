/** Server monitor shape. */
import { API, ADMIN_PASSWORD, type TestApp, createTestApp, createUser, TEST_USER_PASSWORD } from './helpers';

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
