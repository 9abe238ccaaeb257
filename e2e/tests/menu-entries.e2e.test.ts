/**
 * Every visible sidebar entry (administrator, who sees every enabled menu) opens a real page:
 * clicking each one in turn never shows "page not found", "page not available", "module
 * unavailable" or "this page failed to load". Business entries whose pages have not shipped are
 * not offered at all (their remote's manifest does not expose them).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiLogin, launch, newContext, trackErrors } from '../support/browser';
import { everyMenuPage } from '../support/pages';
import { ADMIN_PASSWORD } from '../support/server';

let browser: Browser;
let context: BrowserContext;
let page: Page;

// One click per menu entry, each loading a remote page: long on a busy 2-core machine.
jest.setTimeout(300_000);

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser);
  page = await context.newPage();
  await apiLogin(context, 'admin', ADMIN_PASSWORD);
});
afterAll(async () => {
  await page?.screenshot({ path: 'artifacts/menu-entries-last.png' }).catch(() => undefined);
  await context?.close();
  await browser?.close();
});

const BROKEN = /Page not found|Page not available|Module unavailable|This page failed to load/;

test('every visible sidebar entry leads to a real page', async () => {
  const errors = trackErrors(page);
  await page.goto('/admin/home');
  await page.getByTestId('shell').waitFor();
  const side = page.getByTestId('side-menu');
  await side.getByText('Finance', { exact: true }).waitFor({ timeout: 30_000 });
  const dirs = (await side.locator(':scope > .ant-menu-submenu > .ant-menu-submenu-title').allInnerTexts()).map((d) =>
    d.trim(),
  );
  expect(dirs).toContain('System');
  // Finance and Jobs have pages (clients, contracts, reference rates; jobs, work records); the
  // analysis area has none exposed yet
  expect(dirs).toContain('Finance');
  expect(dirs).toContain('Jobs');
  expect(dirs).not.toContain('Analysis');

  const visited = await everyMenuPage(page, async (entry) => {
    expect(page.url()).not.toMatch(/\/home$/);
    const text = await page.getByTestId('keep-alive-outlet').innerText();
    expect({ entry, broken: BROKEN.test(text) }).toEqual({ entry, broken: false });
  });
  for (const dir of dirs) expect(visited.some((v) => v.startsWith(`${dir} › `))).toBe(true);
  expect(visited.length).toBeGreaterThanOrEqual(13); // the 13 system pages today
  expect(errors.filter((e) => /not found|not available|404/i.test(e))).toEqual([]);
});
