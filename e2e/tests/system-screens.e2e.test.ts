/**
 * The system pages on a phone-sized screen: each renders its real data without a page error, shows
 * no raw translation key and never makes the whole document scroll sideways (../support/screen-
 * checks.ts). The desktop variants (both languages, both themes) get the same checks on every page
 * of the product in the page sweep (a11y-light / a11y-dark), which visits each page once. And in
 * every variant, the notice's readers dialog. Screenshots land in artifacts/screens/ (gitignored).
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch } from '../support/browser';
import { settled } from '../support/crud';
import { screenProblems } from '../support/screen-checks';
import { openAs, VARIANTS } from '../support/screens';

/** The system pages by name and path (the dictionary's data is reached from the dictionary list). */
const SCREENS = [
  'user',
  'role',
  'dept',
  'post',
  'menu',
  'dict',
  'dict-data',
  'config',
  'notice',
  'operLog',
  'loginLog',
  'online',
  'monitor',
  'remote',
].map((name) =>
  name === 'dict-data'
    ? { name, path: '/admin/system/dict/data/list/sys_notice_tag', check: 'Dictionary data' }
    : { name, path: `/admin/system/${name}`, check: `/admin/system/${name}` },
);

let browser: Browser;
const shots = 'artifacts/screens';

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe.each(VARIANTS)('$name', (v) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ context, page, errors } = await openAs(browser, v));
  });
  afterAll(async () => {
    await context?.close();
  });

  // Desktop variants: the page sweep checks these pages (and every other) the same way.
  if (v.width < 1000)
    test.each(SCREENS)('$name', async (s) => {
      await page.goto(s.path);
      await page
        .locator('.ant-spin-spinning')
        .first()
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => undefined);
      expect(await screenProblems(page, { variant: v, name: s.check, inShell: true })).toEqual([]);
      await page.screenshot({ path: `${shots}/system-${s.name}-${v.name}.png` });
      expect(errors).toEqual([]);
    });

  test('notice: who read it', async () => {
    // By its title: other files add notices to this server's database, and the newest come first,
    // so on a busy worker the demo's welcome notice is no longer on the first page.
    await page.goto(`/admin/system/notice?title=${encodeURIComponent('Welcome to Shiftdesk')}`);
    const welcome = page.locator('.ant-table-row', { hasText: 'Welcome to Shiftdesk' });
    // The demo's twelve staff read the welcome notice; a file before this one on the same server
    // may have read it as well (the notice centre's "mark all read"), so the total is the server's.
    const readers = page.waitForResponse((r) => r.url().includes('/system/notice/readers') && r.ok());
    await welcome.locator('button').first().click();
    const total: number = (await (await readers).json()).data.total;
    expect(total).toBeGreaterThanOrEqual(12);
    const dialog = page.locator('.ant-modal:visible');
    // Paged by ten.
    await dialog.locator('.ant-table-row').nth(9).waitFor();
    expect(await dialog.locator('.ant-table-row').count()).toBe(10);
    const totalText = v.lang === 'en' ? `Total ${total}` : `共 ${total} 条`;
    await dialog.getByText(totalText).waitFor();
    await settled(page.locator('.ant-modal-wrap:visible'));
    await page.screenshot({ path: `${shots}/system-notice-readers-${v.name}.png` });
    await dialog.locator('.ant-segmented-item').nth(1).click();
    await dialog.locator('.ant-table-row').first().waitFor();
    await dialog.getByText(totalText).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});
