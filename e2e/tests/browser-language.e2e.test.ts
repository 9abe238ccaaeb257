/**
 * A first visit follows the browser's language: a browser set to Chinese gets the Chinese login
 * page, until the user picks a language there (the pick is kept over the browser's from then on).
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { launch, newContext } from '../support/browser';

let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

test('a browser set to Chinese gets the Chinese login page; a language picked there wins on the next visit', async () => {
  context = await newContext(browser, 'zh-CN');
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByRole('heading', { name: '登录' }).waitFor();
  await page.getByPlaceholder('用户名').waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
  // Nothing stored yet: the browser's language decided.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('themeConfig') || '{}').globalI18n)).toBeUndefined();

  await page.getByText('EN', { exact: true }).click();
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.reload();
  await page.getByPlaceholder('Username').waitFor();
  expect(await page.getByRole('heading', { name: 'Sign in' }).count()).toBe(1);
});

test('a browser set to English gets English', async () => {
  context = await newContext(browser, 'en-US');
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.getByPlaceholder('Username').waitFor();
});
