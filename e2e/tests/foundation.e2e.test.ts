/**
 * Issue 2 "Done means" in a real browser: login to the first remote page, public website pages,
 * the guard's redirect, one copy of the shared libraries, the 401 flow, and a remote that is
 * down without taking the shell with it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiLogin, baseUrl, launch, newContext, REGISTRY_ANSWERS, trackErrors } from '../support/browser';
import { settled } from '../support/crud';
import { ADMIN_PASSWORD } from '../support/server';
import { uiLogin } from '../support/session';
import { menuReady } from '../support/pages';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await newContext(browser);
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

test('admin logs in, lands on /home, sees the seeded menu and opens System → Users from the system remote', async () => {
  const errors = trackErrors(page);
  const manifests: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/mf-manifest.json')) manifests.push(new URL(r.url()).pathname);
  });
  await page.goto('/admin/');
  await page.waitForURL('**/admin/login**');
  await page.getByPlaceholder('Username').waitFor();

  await uiLogin(page);
  await page.waitForURL('**/admin/home');
  await menuReady(page);
  const menu = page.getByTestId('side-menu');
  await menu.getByText('System', { exact: true }).click();
  await menu.getByText('Users', { exact: true }).click();
  await page.waitForURL('**/admin/system/user');
  // Rows of the real user list (the seeded admin at least), rendered by the remote.
  await page.getByRole('cell', { name: 'admin', exact: true }).first().waitFor();
  expect(manifests).toContain('/admin/remotes/system/0.1.0/mf-manifest.json');
  expect(await page.title()).toMatch(/Users.*Shiftdesk/);
  expect(errors).toEqual([]);
});

test('public website pages render without logging in', async () => {
  await page.goto('/admin/website/aboutUs');
  await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/admin/website/aboutUs');
  await page.goto('/admin/website/privacy');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.goto('/admin/website/terms_of_service');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.goto('/admin/website');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
});

test('a protected page without a token goes to the login page with the redirect query', async () => {
  await page.goto('/admin/system/user?status=1');
  await page.waitForURL('**/admin/login**');
  const url = new URL(page.url());
  expect(url.pathname).toBe('/admin/login');
  expect(url.searchParams.get('redirect')).toBe('/system/user');
  expect(url.searchParams.get('status')).toBe('1');
  // …and logging in from there lands on the intended page.
  await uiLogin(page, 'admin', ADMIN_PASSWORD, page.url());
  await page.waitForURL('**/admin/system/user**');
});

test('one copy of react, react-dom and antd on a page that shows a remote', async () => {
  await apiLogin(context, 'admin', ADMIN_PASSWORD);
  await page.goto('/admin/system/user');
  await page.getByRole('cell', { name: 'admin', exact: true }).first().waitFor();
  // Read the federation runtime's share scope: which copies of each library were loaded, who
  // provided them and which containers use them. antd is tree-shaken, so its loaded copy may be
  // the tree-shaken variant of the host's.
  const copies = await page.evaluate(() => {
    type Variant = { loaded?: boolean; lib?: unknown; useIn?: string[] };
    type Entry = Variant & { from: string; treeShaking?: Variant };
    const share = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const found: Record<string, Record<string, string[]>> = { react: {}, 'react-dom': {}, antd: {} };
    for (const scopes of Object.values(share)) {
      for (const scope of Object.values(scopes)) {
        for (const name of Object.keys(found)) {
          for (const [version, entry] of Object.entries(scope[name] ?? {})) {
            if (entry.loaded || entry.lib) found[name][`${version} from ${entry.from}`] = entry.useIn ?? [];
            if (entry.treeShaking?.loaded || entry.treeShaking?.lib) {
              found[name][`${version} from ${entry.from} (tree-shaken)`] = entry.treeShaking.useIn ?? [];
            }
          }
        }
      }
    }
    return found;
  });
  for (const name of ['react', 'react-dom', 'antd']) {
    const loaded = Object.keys(copies[name]);
    expect(loaded).toHaveLength(1);
    expect(loaded[0]).toMatch(/ from host/);
  }
  // The remote really consumed the host's copies instead of bringing its own.
  expect(Object.values(copies.react)[0]).toContain('system');
  expect(Object.values(copies.antd)[0]).toContain('system');
});

test('a bad token gets a 401 envelope and the spec’s 401 flow', async () => {
  const res = await fetch(`${baseUrl()}/backend/api/v1/system/user/getUserMenus`, {
    headers: { authorization: 'Bearer not-a-real-token' },
  });
  expect(res.status).toBe(401);
  const body = await res.json();
  expect(body).toEqual({ code: 401, message: expect.any(String), data: null });

  await context.addCookies([{ name: 'token', value: 'not-a-real-token', url: baseUrl() }]);
  await page.goto('/admin/home');
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Your session has expired. Please log in again.').waitFor();
  await dialog.getByText('Prompt', { exact: true }).filter({ visible: true }).waitFor();
  await settled(dialog);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL('**/admin/login**');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'token')).toBeUndefined();
});

test('with the system remote pointed at a dead address, login, home and the website still work', async () => {
  // The registry answers with a dead entry for `system` (as if an admin mis-set its URL): the
  // public list before login, and the caller's own list (rollouts decided per user) after it.
  await page.route(REGISTRY_ANSWERS, async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    for (const r of body.data.list) {
      if (r.name === 'system') r.entry = 'http://127.0.0.1:9/admin/remotes/system/9.9.9/mf-manifest.json';
    }
    await route.fulfill({ response: res, json: body });
  });
  await uiLogin(page);
  await page.waitForURL('**/admin/home');
  await page.goto('/admin/system/user');
  const retry = page.getByRole('button', { name: /retry/i });
  await retry.waitFor({ timeout: 30_000 });
  await page.goto('/admin/website/aboutUs');
  await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
});

test('a remote that is unreachable shows the fallback, and retry loads it once it is back', async () => {
  let down = true;
  await page.route('**/admin/remotes/system/**', (route) => (down ? route.abort('connectionrefused') : route.continue()));
  await uiLogin(page);
  await page.waitForURL('**/admin/home');
  await page.goto('/admin/system/user');
  const retry = page.getByRole('button', { name: /retry/i });
  await retry.waitFor({ timeout: 30_000 });
  // The shell itself keeps working meanwhile.
  await expect(page.getByRole('menu').first().isVisible()).resolves.toBe(true);
  down = false;
  await retry.click();
  await page.getByRole('cell', { name: 'admin', exact: true }).first().waitFor({ timeout: 30_000 });
});
