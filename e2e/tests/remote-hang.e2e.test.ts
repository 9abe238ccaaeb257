/**
 * Issue 11 "one remote's server down", the hanging kind: a remote server that accepts the TCP
 * connection and never answers, and one that answers the manifest but never the scripts.
 * Login, the shell, the menu of the other remotes and their pages keep working, and the hung
 * remote's page shows "unavailable" with Retry within a bounded time (the shell's manifest
 * attempts give up after 5 s each, a remote page after 20 s). Prints the times it measured.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { launch, newContext, REGISTRY_ANSWERS, trackErrors } from '../support/browser';
import { uiLogin } from '../support/session';

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Accepts connections and never writes a byte. */
let tarpit: net.Server;
const held: net.Socket[] = [];
const figures: string[] = [];

beforeAll(async () => {
  browser = await launch();
  tarpit = net.createServer((s) => {
    held.push(s);
    s.on('error', () => {});
  });
  await new Promise<void>((r) => tarpit.listen(0, '127.0.0.1', r));
});
afterAll(async () => {
  for (const s of held) s.destroy();
  await new Promise((r) => tarpit.close(r));
  await browser?.close();
  console.log(`remote-hang figures:\n${figures.join('\n')}`);
});
beforeEach(async () => {
  context = await newContext(browser);
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

const side = () => page.getByTestId('side-menu');
const since = (t0: number) => Date.now() - t0;

/** Login, home and the finance remote's menu and page, then the hung system page's fallback. */
async function shellSurvives(label: string) {
  const errors = trackErrors(page);
  const t0 = Date.now();
  await uiLogin(page);
  await page.waitForURL('**/admin/home', { timeout: 15_000 });
  await page.getByTestId('shell').waitFor({ timeout: 15_000 });
  const home = since(t0);
  // The other remote's pages join the menu although one manifest never arrives.
  await side().getByText('Finance', { exact: true }).waitFor({ timeout: 15_000 });
  const menu = since(t0);
  await page.goto('/admin/finance/contractOrder');
  await page.locator('.ant-table').first().waitFor({ timeout: 20_000 });
  // The hung remote's page: the unavailable view with Retry, bounded.
  const t1 = Date.now();
  await page.goto('/admin/system/user');
  await page.getByRole('button', { name: /retry/i }).waitFor({ timeout: 30_000 });
  const fallback = since(t1);
  // …while the shell (menu, public website pages) still works.
  expect(await side().isVisible()).toBe(true);
  await page.goto('/admin/website/aboutUs');
  await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor({ timeout: 15_000 });
  figures.push(`${label}: login → home ${home} ms, Finance in the menu ${menu} ms, system page → Retry ${fallback} ms`);
  expect(errors).toEqual([]);
}

test('a remote server that accepts the connection and never answers (manifest hangs)', async () => {
  const { port } = tarpit.address() as AddressInfo;
  await page.route(REGISTRY_ANSWERS, async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    for (const r of body.data.list)
      if (r.name === 'system') r.entry = `http://127.0.0.1:${port}/admin/remotes/system/9.9.9/mf-manifest.json`;
    await route.fulfill({ response: res, json: body });
  });
  await shellSurvives('manifest hangs (TCP tarpit)');
  expect(held.length).toBeGreaterThan(0); // the browser really did connect to the hung server
});

test('a remote whose manifest answers but whose scripts never do', async () => {
  const hung: Route[] = [];
  await page.route('**/admin/remotes/system/**', (route) => {
    if (route.request().url().endsWith('/mf-manifest.json')) return route.continue();
    hung.push(route); // never answered
  });
  await shellSurvives('scripts hang (manifest served)');
  expect(hung.length).toBeGreaterThan(0);
});

test('users table at 1366 px: Edit plus a keyboard-usable "More" (Reset password, Delete)', async () => {
  await uiLogin(page);
  await page.waitForURL('**/admin/home');
  await page.goto('/admin/system/user');
  // A demo user's row (the admin's own Delete is disabled): nothing is deleted, the confirm is cancelled.
  const userRow = page
    .locator('.ant-table-row')
    .filter({ has: page.getByRole('cell', { name: 'demo01', exact: true }) });
  await userRow.waitFor({ timeout: 30_000 });
  const cell = userRow.locator('td').last();
  const width = (await cell.boundingBox())?.width ?? 0;
  figures.push(`users table actions column at 1366 px: ${Math.round(width)} px`);
  expect(width).toBeLessThan(200);
  await cell.getByRole('button', { name: /Edit/ }).waitFor();
  const more = cell.getByRole('button', { name: /More/ });
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu').last();
  await menu.getByRole('menuitem', { name: /Reset password/ }).waitFor();
  // The open menu has the focus on its first item (Reset password): one step down is Delete.
  const focused = () => page.evaluate(() => document.activeElement?.closest('[role="menuitem"]')?.textContent ?? '');
  await page.waitForFunction(() => document.activeElement?.closest('[role="menuitem"]'));
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.activeElement?.closest('[role="menuitem"]')?.textContent === 'Delete');
  expect(await focused()).toBe('Delete');
  await page.keyboard.press('Enter');
  // Delete asks for confirmation; cancel it with Escape.
  const confirm = page.locator('.ant-modal-confirm:visible');
  await confirm.waitFor().catch(async (e) => {
    await page.screenshot({ path: '/tmp/reliab/users-more-fail.png' });
    throw e;
  });
  expect(await confirm.innerText()).toMatch(/Delete/);
  await page.keyboard.press('Escape');
  await confirm.waitFor({ state: 'hidden' });
  await page.screenshot({ path: '/tmp/reliab/users-1366.png' });
});
