/** Micro-frontend registry admin API: list, addVersion, setActive, setEnabled, health; events; rules. */
import fs from 'node:fs';
import path from 'node:path';
import { hostPagesOf } from '@shiftdesk/shared/api';
import { and, eq, like } from 'drizzle-orm';
import { sysMenu } from '../src/db/schema';
import { ADMIN_PASSWORD, type TestApp, createTestApp, createUser, TEST_USER_PASSWORD } from './helpers';
import { api, recordEvents } from './support/http';

let t: TestApp;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, await t.login('admin', ADMIN_PASSWORD));
});
afterAll(() => t.close());

const row = async (name: string) =>
  ((await A.get('/system/remote/list')).json().data.list as { name: string; version: string; entry: string; enabled: boolean; versions: { version: string; entry: string }[] }[]).find(
    (r) => r.name === name,
  );

test('list: every seeded remote with its active version, entry and versions', async () => {
  const res = await A.get('/system/remote/list');
  expect(res.statusCode).toBe(200);
  const list = res.json().data.list;
  expect(list.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['system', 'workforce', 'finance', 'website']));
  const sys = list.find((r: { name: string }) => r.name === 'system');
  expect(sys.enabled).toBe(true);
  expect(sys.entry).toBe(`/admin/remotes/system/${sys.version}/mf-manifest.json`);
  expect(sys.versions).toEqual([expect.objectContaining({ version: sys.version, entry: sys.entry })]);
});

test('addVersion validates semver and URL, refuses duplicates, emits remotesChanged', async () => {
  expect((await A.post('/system/remote/addVersion', { name: 'website', version: 'v2', entry: '/admin/remotes/website/2.0.0/mf-manifest.json' })).statusCode).toBe(400);
  expect((await A.post('/system/remote/addVersion', { name: 'website', version: '2.0.0', entry: 'ftp://x/mf-manifest.json' })).statusCode).toBe(400);
  expect((await A.post('/system/remote/addVersion', { name: 'website', version: '2.0.0', entry: '/etc/passwd' })).statusCode).toBe(400);
  const seen = await recordEvents(t, 'remotesChanged', async () => {
    const res = await A.post('/system/remote/addVersion', { name: 'website', version: '2.0.0', entry: 'https://cdn.example.com/website/2.0.0/mf-manifest.json' });
    expect(res.json().code).toBe(0);
  });
  expect(seen).toHaveLength(1);
  expect((await A.post('/system/remote/addVersion', { name: 'website', version: '2.0.0', entry: 'https://cdn.example.com/x.json' })).statusCode).toBe(409);
  const w = await row('website');
  expect(w?.versions.map((v) => v.version)).toContain('2.0.0');
  expect(w?.version).not.toBe('2.0.0'); // not activated without `activate`
});

test('setActive must name one of its versions; the public registry follows', async () => {
  expect((await A.put('/system/remote/setActive', { name: 'website', version: '9.9.9' })).statusCode).toBe(400);
  expect((await A.put('/system/remote/setActive', { name: 'nosuch', version: '1.0.0' })).statusCode).toBe(404);
  // Issue 15: a version whose manifest cannot be read is not activated (remote-deploy.test.ts has the other checks).
  const unreachable = await A.put('/system/remote/setActive', { name: 'website', version: '2.0.0' });
  expect(unreachable.statusCode).toBe(400);
  expect(unreachable.json().message).toContain('cannot be activated');
  const pages = await t.db
    .select({ c: sysMenu.component })
    .from(sysMenu)
    .where(and(eq(sysMenu.menuType, 'M'), eq(sysMenu.status, 1), like(sysMenu.component, 'website/%')));
  const dir = path.join(t.dataDir, 'remotes', 'website', '2.0.1');
  fs.mkdirSync(dir, { recursive: true });
  // A full website build: the menu's pages and the host's public pages.
  const exposes = new Set([...pages.map((p) => `./${p.c.slice('website/'.length)}`), ...hostPagesOf('website')]);
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ exposes: [...exposes].map((p) => ({ path: p })), shared: [] }));
  await A.post('/system/remote/addVersion', { name: 'website', version: '2.0.1', entry: '/admin/remotes/website/2.0.1/mf-manifest.json' });
  const seen = await recordEvents(t, 'remotesChanged', async () => {
    expect((await A.put('/system/remote/setActive', { name: 'website', version: '2.0.1' })).json().code).toBe(0);
  });
  expect(seen).toHaveLength(1);
  const pub = (await A.get('/pub/remotes')).json().data.list.find((r: { name: string }) => r.name === 'website');
  expect(pub).toMatchObject({ version: '2.0.1', entry: '/admin/remotes/website/2.0.1/mf-manifest.json' });
});

test('setEnabled toggles and emits', async () => {
  const seen = await recordEvents(t, 'remotesChanged', async () => {
    await A.put('/system/remote/setEnabled', { name: 'finance', enabled: false });
  });
  expect(seen).toHaveLength(1);
  expect((await row('finance'))?.enabled).toBe(false);
  await A.put('/system/remote/setEnabled', { name: 'finance', enabled: true });
  expect((await row('finance'))?.enabled).toBe(true);
});

test('health: same-origin manifests are read from DATA_DIR; external ones are left to the browser', async () => {
  const dir = path.join(t.dataDir, 'remotes', 'workforce', '3.1.0');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ shared: [{ name: 'react', version: '19.0.0' }, { name: 'react-dom/client', version: '19.0.0' }, { name: 'antd', version: '5.1.0' }] }),
  );
  await A.post('/system/remote/addVersion', { name: 'workforce', version: '3.1.0', entry: '/admin/remotes/workforce/3.1.0/mf-manifest.json' });
  const h = (await A.get('/system/remote/health?name=workforce&version=3.1.0')).json().data;
  expect(h).toMatchObject({ checkedBy: 'server', reachable: true, compatible: false });
  expect(h.shared).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: 'react', remote: '19.0.0', compatible: true }),
      expect.objectContaining({ name: 'react-dom', remote: '19.0.0', compatible: true }),
      expect.objectContaining({ name: 'antd', remote: '5.1.0', compatible: false }),
    ]),
  );
  await A.post('/system/remote/addVersion', { name: 'workforce', version: '3.2.0', entry: '/admin/remotes/workforce/3.2.0/mf-manifest.json' });
  expect((await A.get('/system/remote/health?name=workforce&version=3.2.0')).json().data).toMatchObject({ checkedBy: 'server', reachable: false, error: 'Manifest not found' });
  const ext = (await A.get('/system/remote/health?name=website&version=2.0.0')).json().data;
  expect(ext).toMatchObject({ checkedBy: 'browser', reachable: null, shared: [] });
  expect(ext.hostShared.react).toMatch(/^\d+\./);
});

test('rules: a user without the registry rules gets 403', async () => {
  await createUser(t.db, { userName: 'plain', dept: 'Sales', roles: ['common'] });
  const U = api(t, await t.login('plain', TEST_USER_PASSWORD));
  expect((await U.get('/system/remote/list')).statusCode).toBe(403);
  expect((await U.put('/system/remote/setActive', { name: 'website', version: '2.0.0' })).statusCode).toBe(403);
  expect((await U.post('/system/remote/addVersion', { name: 'website', version: '2.1.0', entry: 'https://x.example/m.json' })).statusCode).toBe(403);
});
