/**
 * Static serving of the built front end (temp dist folders via buildApp options).
 *
 * @one-database: runs once, on PostgreSQL when the test command has one (tooling/test.mjs): the built front end's files, served from disk.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { invalidateConfigCache } from '../src/core/data/params';
import { sysConfig } from '../src/db/schema';
import { type TestApp, createTestApp } from './helpers';

let t: TestApp;
let missing: TestApp;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-static-'));
const hostDist = path.join(root, 'host-shell/dist');

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

beforeAll(async () => {
  write(path.join(hostDist, 'index.html'), '<!doctype html><div id="root"></div>');
  write(path.join(hostDist, 'main.e55f6bca.js'), 'console.log(1)');
  write(path.join(hostDist, 'sw.js'), 'self.x=1');
  write(path.join(hostDist, 'manifest.webmanifest'), JSON.stringify({ name: 'X', start_url: '/admin/', icons: [] }));
  write(path.join(root, 'remote-system/package.json'), JSON.stringify({ version: '0.1.0' }));
  write(path.join(root, 'remote-system/dist/mf-manifest.json'), '{"id":"system"}');
  write(path.join(root, 'remote-system/dist/static/js/page.0123abcd.js'), 'x');
  write(path.join(root, 'remote-finance/package.json'), JSON.stringify({ version: '0.1.0' }));
  t = await createTestApp({ static: { hostDist, remotesRoot: root } });
  write(path.join(t.dataDir, 'remotes/system/0.2.0/mf-manifest.json'), '{"id":"system","v":"0.2.0"}');
  write(path.join(t.dataDir, 'upload/avatar/1.txt'), 'avatar');
  missing = await createTestApp({ static: { hostDist: path.join(root, 'nope'), remotesRoot: root } });
});
afterAll(async () => {
  await t.close();
  await missing.close();
  fs.rmSync(root, { recursive: true, force: true });
});

test('/ redirects to /admin/', async () => {
  const res = await t.get('/');
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe('/admin/');
});

test('SPA fallback: any non-file path under /admin serves index.html, not cached', async () => {
  for (const url of ['/admin/', '/admin/login', '/admin/system/user']) {
    const res = await t.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  }
});

test('hashed assets are cached for a year; sw.js is revalidated; missing files 404', async () => {
  const js = await t.get('/admin/main.e55f6bca.js');
  expect(js.statusCode).toBe(200);
  expect(js.headers['cache-control']).toContain('immutable');
  expect((await t.get('/admin/sw.js')).headers['cache-control']).toBe('no-cache');
  expect((await t.get('/admin/missing.3333aaaa.js')).statusCode).toBe(404);
  expect((await t.get('/admin/../package.json')).statusCode).not.toBe(200);
});

test('/admin/api/* is never the SPA', async () => {
  const res = await t.get('/admin/api/v1/anything');
  expect(res.statusCode).toBe(404);
  expect(res.json().code).toBe(404);
});

test('remotes: the built-in version from remote-<name>/dist, published versions from DATA_DIR', async () => {
  const builtIn = await t.get('/admin/remotes/system/0.1.0/mf-manifest.json');
  expect(builtIn.statusCode).toBe(200);
  expect(builtIn.body).toBe('{"id":"system"}');
  expect(builtIn.headers['cache-control']).toBe('no-cache');
  expect((await t.get('/admin/remotes/system/0.1.0/static/js/page.0123abcd.js')).headers['cache-control']).toContain('immutable');
  expect((await t.get('/admin/remotes/system/0.2.0/mf-manifest.json')).json()).toEqual({ id: 'system', v: '0.2.0' });
  expect((await t.get('/admin/remotes/system/9.9.9/mf-manifest.json')).statusCode).toBe(404);
  const notBuilt = await t.get('/admin/remotes/finance/0.1.0/mf-manifest.json');
  expect(notBuilt.statusCode).toBe(503);
  expect(notBuilt.body).toMatch(/pnpm build/);
});

test('uploads are served from DATA_DIR/upload', async () => {
  const res = await t.get('/backend/upload/avatar/1.txt');
  expect(res.statusCode).toBe(200);
  expect(res.body).toBe('avatar');
});

test('a missing host build answers a clear 503 page', async () => {
  const res = await missing.get('/admin/login');
  expect(res.statusCode).toBe(503);
  expect(res.body).toMatch(/not built/);
});

test('the manifest carries the brand (sys.brand.name), no-cache; sw.js may control /admin/', async () => {
  const first = await t.get('/admin/manifest.webmanifest');
  expect(first.statusCode).toBe(200);
  expect(first.headers['cache-control']).toBe('no-cache');
  expect(first.headers['content-type']).toContain('application/manifest+json');
  expect(first.json()).toMatchObject({ name: 'Shiftdesk', short_name: 'Shiftdesk', start_url: '/admin/' });
  await t.db.update(sysConfig).set({ configValue: 'Acme Staffing' }).where(eq(sysConfig.configKey, 'sys.brand.name'));
  invalidateConfigCache(t.db);
  expect((await t.get('/admin/manifest.webmanifest')).json()).toMatchObject({ name: 'Acme Staffing', short_name: 'Acme Staffing' });
  expect((await t.get('/admin/sw.js')).headers['service-worker-allowed']).toBe('/admin/');
  expect((await missing.get('/admin/manifest.webmanifest')).statusCode).toBe(404);
});
