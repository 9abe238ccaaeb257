/**
 * Issue 6 (ops pages) in a real browser: operation log, login log, online users, server monitor
 * and the micro-frontend registry load from the `system` remote and list real data; force
 * logout ends the other session (its next call answers 401); switching the active version of a
 * remote on the registry page makes an already open shell load the new version's manifest
 * without a reload of that shell.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiLogin, baseUrl, launch, newContext, serverDataDir, trackErrors } from '../support/browser';
import { confirmWith, pickOption } from '../support/crud';
import { ADMIN_PASSWORD, repoRoot } from '../support/server';

let browser: Browser;
let admin: BrowserContext;
let page: Page;
let token: string;
let errors: string[];

async function call<T>(
  method: string,
  url: string,
  body?: unknown,
  tok = token,
): Promise<{ status: number; code: number; data: T }> {
  const res = await fetch(`${baseUrl()}/backend/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${tok}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; data: T };
  return { status: res.status, code: json.code, data: json.data };
}

async function login(): Promise<string> {
  const res = await fetch(`${baseUrl()}/backend/api/v1/system/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'e2e-second-session' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD, verifyCode: '0000', verifyKey: 'e2e' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

beforeAll(async () => {
  browser = await launch();
  admin = await newContext(browser);
  token = await apiLogin(admin, 'admin', ADMIN_PASSWORD);
  page = await admin.newPage();
  errors = trackErrors(page);
  // A few writes for the operation log (one of them refused: an exception row).
  for (const i of [1, 2])
    await call('POST', '/system/post/add', { postCode: `ops${i}`, postName: `Ops ${i}`, postSort: i });
  await call('POST', '/system/post/add', { postCode: 'ops1', postName: 'Duplicate', postSort: 1 });
});
afterAll(async () => {
  await browser?.close();
});

test('operation log lists the API writes and opens the detail drawer', async () => {
  await page.goto('/admin/system/operLog');
  const row = page.locator('.ant-table-row', { hasText: 'Exception' }).first();
  await row.waitFor({ timeout: 30_000 });
  expect(await page.locator('.ant-table-row', { hasText: 'POST' }).count()).toBeGreaterThanOrEqual(3);
  await row.getByText('Details').click();
  await expect(page.getByTestId('oper-params').innerText()).resolves.toContain('"postCode": "ops1"');
  await expect(page.getByTestId('oper-error').innerText()).resolves.toMatch(/ops1/);
  expect(errors).toEqual([]);
});

test('login log lists the logins', async () => {
  await page.goto('/admin/system/loginLog');
  await page.locator('.ant-table-row', { hasText: 'admin' }).first().waitFor({ timeout: 30_000 });
  expect(await page.locator('.ant-table-row', { hasText: 'Success' }).count()).toBeGreaterThanOrEqual(1);
});

test('online users: force logout of a second session → its next call answers 401', async () => {
  const second = await login();
  const mine = await call<{ list: { sessionId: string; current: boolean }[] }>(
    'GET',
    '/system/online/list?pageSize=100',
    undefined,
    second,
  );
  const sid = mine.data.list.find((s) => s.current)?.sessionId as string;
  expect(sid).toBeTruthy();
  await page.goto('/admin/system/online');
  await page.getByText('This session').waitFor({ timeout: 30_000 });
  const row = page.locator('.ant-table-row', { hasText: sid.slice(0, 8) });
  await row.getByRole('button', { name: /Force logout/ }).click();
  // Clicked while the confirmation still zooms in, the button can miss on a busy machine.
  await confirmWith(page, 'Force logout');
  await row.waitFor({ state: 'detached', timeout: 15_000 });
  expect((await call('GET', '/system/user/list', undefined, second)).status).toBe(401);
  expect((await call('GET', '/system/user/list')).status).toBe(200);
});

test('server monitor shows its panels and refreshes', async () => {
  await page.goto('/admin/system/monitor');
  for (const p of ['cpu', 'memory', 'node', 'disk', 'database'])
    await page.getByTestId(`panel-${p}`).waitFor({ timeout: 30_000 });
  const samples = () => page.getByRole('img', { name: 'CPU usage, last samples' }).getAttribute('data-samples');
  await page.waitForFunction(
    () =>
      Number(
        document.querySelector('[role="img"][aria-label="CPU usage, last samples"]')?.getAttribute('data-samples'),
      ) >= 2,
    null,
    { timeout: 15_000 },
  );
  expect(Number(await samples())).toBeGreaterThanOrEqual(2);
  // drawn by the charts library, loaded with this page
  await page.getByRole('img', { name: 'CPU usage, last samples' }).locator('canvas').waitFor({ timeout: 15_000 });
});

test('registry: switching the active version changes what an open shell loads, without a reload', async () => {
  // Two versions of a small remote served from DATA_DIR (copies of the built website remote).
  const dataDir = serverDataDir();
  for (const v of ['9.0.0', '9.1.0']) {
    fs.cpSync(path.join(repoRoot, 'remote-website/dist'), path.join(dataDir, 'remotes/website', v), {
      recursive: true,
    });
    expect(
      (
        await call('POST', '/system/remote/addVersion', {
          name: 'website',
          version: v,
          entry: `/admin/remotes/website/${v}/mf-manifest.json`,
          activate: v === '9.0.0',
        })
      ).code,
    ).toBe(0);
  }
  // The open shell: another page, loaded once, with a marker that a reload would lose.
  const shell = await admin.newPage();
  const requested: string[] = [];
  shell.on('request', (r) => r.url().includes('/admin/remotes/website/') && requested.push(new URL(r.url()).pathname));
  // The logged-in shell (home loads each remote's home widgets, the website's among them).
  await shell.goto('/admin/home');
  await shell.waitForFunction(
    () => performance.getEntriesByType('resource').some((e) => e.name.includes('/admin/remotes/website/9.0.0/')),
    null,
    { timeout: 30_000 },
  );
  await shell.waitForLoadState('networkidle');
  expect(requested).toContain('/admin/remotes/website/9.0.0/mf-manifest.json');
  await shell.evaluate(() => {
    (window as unknown as { __marker: number }).__marker = 42;
  });

  // Switch on the registry page.
  await page.goto('/admin/system/remote');
  const row = page.locator('.ant-table-row', { hasText: 'website' });
  await row.getByText('Healthy').waitFor({ timeout: 30_000 });
  await row.locator('.ant-select').click();
  await pickOption(page, '9.1.0');
  await confirmWith(page, 'OK');
  await page.getByText('website now runs 9.1.0').waitFor({ timeout: 15_000 });

  // The shell picks it up (remotesUpdated) — navigate inside the SPA, no document reload.
  await shell.waitForTimeout(2500);
  await shell.evaluate(() => {
    window.history.pushState({}, '', '/admin/website/aboutUs');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await shell.waitForFunction(
    () =>
      performance
        .getEntriesByType('resource')
        .some((e) => e.name.includes('/admin/remotes/website/9.1.0/mf-manifest.json')),
    null,
    { timeout: 20_000 },
  );
  expect(requested).toContain('/admin/remotes/website/9.1.0/mf-manifest.json');
  expect(await shell.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
  expect(
    await shell.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type),
  ).toBe('navigate');
  // Put the shipped version back for the other suites.
  await call('PUT', '/system/remote/setActive', { name: 'website', version: '0.1.0' });
});
