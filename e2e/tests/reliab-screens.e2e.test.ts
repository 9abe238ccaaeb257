/**
 * Screenshots of the screens issue 11 changed (for review, in /tmp/reliab-shots or SHOTS_DIR):
 * the login form with CAPTCHA=off (no code field), the users table with a row's "More" menu
 * open, and the role form drawing its trees from the role-scoped endpoints — light and dark,
 * English and Simplified Chinese, 1366 px and a 390 px phone. Each asserts what it shows.
 */
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiLogin, baseUrl, launch, trackErrors } from '../support/browser';
import { ADMIN_PASSWORD } from '../support/server';

const shots = process.env.SHOTS_DIR ?? '/tmp/reliab-shots';
let browser: Browser;
beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Variant {
  name: string;
  lang: 'en' | 'zh-cn';
  dark: boolean;
  width: number;
}

async function open(v: Variant, loggedIn: boolean): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: v.lang === 'en' ? 'en-GB' : 'zh-CN',
    viewport: { width: v.width, height: v.width < 500 ? 844 : 860 },
    colorScheme: v.dark ? 'dark' : 'light',
  });
  if (loggedIn) await apiLogin(context, 'admin', ADMIN_PASSWORD);
  await context.addInitScript(
    ({ lang, dark }) => {
      const stored = JSON.parse(localStorage.getItem('themeConfig') ?? '{}');
      localStorage.setItem('themeConfig', JSON.stringify({ ...stored, globalI18n: lang, isIsDark: dark }));
    },
    { lang: v.lang, dark: v.dark },
  );
  const page = await context.newPage();
  return { context, page, errors: trackErrors(page) };
}

const zh = (v: Variant, en: string, cn: string) => (v.lang === 'en' ? en : cn);

test.each<Variant>([
  { name: 'light-en', lang: 'en', dark: false, width: 1366 },
  { name: 'dark-en', lang: 'en', dark: true, width: 1366 },
  { name: 'light-zh-cn', lang: 'zh-cn', dark: false, width: 1366 },
  { name: 'dark-zh-cn', lang: 'zh-cn', dark: true, width: 1366 },
  { name: 'phone-en', lang: 'en', dark: false, width: 390 },
  { name: 'phone-dark-zh-cn', lang: 'zh-cn', dark: true, width: 390 },
])('screens: $name', async (v) => {
  // Login: the test server runs with CAPTCHA=off, so the form has no code field.
  const anon = await open(v, false);
  try {
    const captcha = anon.page.waitForResponse((r) => r.url().includes('/pub/captcha/get'));
    await anon.page.goto('/admin/login');
    expect((await (await captcha).json()).data.captchaEnabled).toBe(false);
    await anon.page.locator('input[autocomplete="current-password"]').waitFor();
    expect(await anon.page.locator('input[autocomplete="off"]').count()).toBe(0);
    await anon.page.waitForTimeout(300);
    await anon.page.screenshot({ path: `${shots}/login-${v.name}.png` });
  } finally {
    await anon.context.close();
  }

  const { context, page, errors } = await open(v, true);
  try {
    await page.goto('/admin/system/user');
    const row = page.locator('.ant-table-row').filter({ has: page.getByRole('cell', { name: 'demo01', exact: true }) });
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: zh(v, 'More', '更多') }).click();
    await page.getByRole('menuitem', { name: zh(v, 'Reset password', '重置密码') }).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}/users-more-${v.name}.png` });
    await page.keyboard.press('Escape');

    await page.goto('/admin/system/role');
    const role = page.locator('.ant-table-row').first();
    await role.waitFor({ timeout: 30_000 });
    await role.getByRole('button', { name: zh(v, 'Edit', '修改') }).click();
    const drawer = page.locator('.ant-drawer-section:visible, .ant-drawer-content:visible').last();
    await drawer.locator('.ant-tree').last().waitFor({ timeout: 30_000 });
    await drawer
      .getByText(zh(v, 'System', '系统管理'), { exact: true })
      .first()
      .waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}/role-form-${v.name}.png` });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
