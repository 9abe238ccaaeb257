/**
 * Every system page in both languages and both themes, and on a phone-sized screen: each renders
 * its real data without a page error, shows no raw translation key, is really in Chinese when
 * Chinese is chosen, and never makes the whole document scroll sideways. Screenshots of every
 * combination land in artifacts/screens/ (gitignored) so a person can look at them.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch } from '../support/browser';
import { settled } from '../support/crud';
import { openAs, VARIANTS } from '../support/screens';

interface Screen {
  name: string;
  path: string;
  /** What shows once the page has its data. */
  ready: string;
}

const SCREENS: Screen[] = [
  { name: 'user', path: '/system/user', ready: '.ant-table-row' },
  { name: 'role', path: '/system/role', ready: '.ant-table-row' },
  { name: 'dept', path: '/system/dept', ready: '.ant-table-row' },
  { name: 'post', path: '/system/post', ready: '.ant-table-row' },
  { name: 'menu', path: '/system/menu', ready: '.ant-table-row' },
  { name: 'dict', path: '/system/dict', ready: '.ant-table-row' },
  { name: 'dict-data', path: '/system/dict/data/list/sys_notice_tag', ready: '.ant-table-row' },
  { name: 'config', path: '/system/config', ready: '.ant-table-row' },
  { name: 'notice', path: '/system/notice', ready: '.ant-table-row' },
  { name: 'operLog', path: '/system/operLog', ready: '.ant-table-row' },
  { name: 'loginLog', path: '/system/loginLog', ready: '.ant-table-row' },
  { name: 'online', path: '/system/online', ready: '.ant-table-row' },
  { name: 'monitor', path: '/system/monitor', ready: '.ant-card .ant-statistic, .ant-card .ant-progress' },
  { name: 'remote', path: '/system/remote', ready: '.ant-table-row' },
];



// A translation key left on screen looks like "user.form.userName" or "crud.toolbar.add".
const RAW_KEY = /(?<![\w/.@-])(?:common|crud|user|role|dept|post|menu|dict|config|notice|operLog|loginLog|online|monitor|remote)\.[a-z][A-Za-z]*(?:\.[A-Za-z]+)*(?![\w/.-])/;

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

  test.each(SCREENS)('$name', async (s) => {
    await page.goto(`/admin${s.path}`);
    await page.locator(s.ready).first().waitFor({ timeout: 30_000 });
    await page
      .locator('.ant-spin-spinning')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => undefined);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(v.dark ? 'dark' : null);

    // every page, hidden ones included, has its tab selected in the tags view
    expect(await page.getByTestId('tags-view').locator('[aria-selected="true"]').innerText()).toMatch(/\S/);
    if (s.name === 'dict-data') {
      const tab = await page.getByTestId('tags-view').locator('[aria-selected="true"]').innerText();
      expect(tab).toContain(v.lang === 'en' ? 'Dictionary data' : '字典数据');
    }
    const text = await page.locator('body').innerText();
    expect(text.match(RAW_KEY)?.[0] ?? null).toBeNull();
    if (v.lang === 'zh-cn') expect(text).toMatch(/[\u4e00-\u9fff]{2}/);

    // The page may scroll inside its tables, never as a whole document sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);

    await page.screenshot({ path: `${shots}/system-${s.name}-${v.name}.png` });
    expect(errors).toEqual([]);
  });

  test('notice: who read it', async () => {
    await page.goto('/admin/system/notice');
    const welcome = page.locator('.ant-table-row', { hasText: 'Welcome to Shiftdesk' });
    await welcome.locator('button').first().click();
    const dialog = page.locator('.ant-modal:visible');
    // The demo data: twelve staff read the welcome notice; the list is paged by ten.
    await dialog.locator('.ant-table-row').nth(9).waitFor();
    expect(await dialog.locator('.ant-table-row').count()).toBe(10);
    await dialog.getByText(v.lang === 'en' ? 'Total 12' : '共 12 条').waitFor();
    await settled(page.locator('.ant-modal-wrap:visible'));
    await page.screenshot({ path: `${shots}/system-notice-readers-${v.name}.png` });
    await dialog.locator('.ant-segmented-item').nth(1).click();
    await dialog.locator('.ant-table-row').first().waitFor();
    await dialog.getByText(v.lang === 'en' ? 'Total 12' : '共 12 条').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});

