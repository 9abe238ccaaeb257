/**
 * What a page's browser test does around its clicks: call the API as admin, open a browser
 * context in a language / theme / viewport, wait for a table to settle, confirm a state action
 * (TransitionButton's modal). Shared so each test file stops redefining them.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiLogin, baseUrl, trackErrors } from './browser';
import { settled } from './crud';
import { ADMIN_PASSWORD } from './server';

/** The admin's bearer token (API login, no captcha in tests). */
export async function adminToken(): Promise<string> {
  const res = await fetch(`${baseUrl()}/backend/api/v1/system/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD, verifyCode: '0000', verifyKey: 'e2e' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** A JSON call to `/backend/api/v1<url>`; throws with the server's message unless code 0. */
export async function callApi<T = unknown>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/backend/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const out = (await res.json()) as { code: number; message: string; data: T };
  if (out.code !== 0) throw new Error(`${method} ${url}: ${out.message}`);
  return out.data;
}

export interface Variant {
  name: string;
  lang: 'en' | 'zh-cn';
  dark: boolean;
  width: number;
  height: number;
}

/** Both languages and themes on a desktop, and a 390 px phone in each language. */
export const SCREEN_VARIANTS: Variant[] = [
  { name: 'light-en', lang: 'en', dark: false, width: 1366, height: 900 },
  { name: 'dark-zh', lang: 'zh-cn', dark: true, width: 1366, height: 900 },
  { name: 'light-zh', lang: 'zh-cn', dark: false, width: 1366, height: 900 },
  { name: 'dark-en-phone', lang: 'en', dark: true, width: 390, height: 844 },
  { name: 'light-zh-phone', lang: 'zh-cn', dark: false, width: 390, height: 844 },
];

/** A logged-in admin context with the variant's language, theme and viewport. */
export async function openAs(
  browser: Browser,
  v: Variant,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: v.lang === 'en' ? 'en-GB' : 'zh-CN',
    viewport: { width: v.width, height: v.height },
    colorScheme: v.dark ? 'dark' : 'light',
  });
  await apiLogin(context, 'admin', ADMIN_PASSWORD);
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

/** The table has rows, no spinner, and no running animation. */
export async function settledTable(page: Page) {
  await page.locator('.ant-table-row').first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () =>
      !document.querySelector('.ant-table-wrapper .ant-spin-spinning') &&
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 15_000 },
  );
}

/** Clicks the OK button of a TransitionButton's modal, typing the reason when given. */
export async function confirmModal(page: Page, button: RegExp, reason?: string) {
  const modal = page.locator('.ant-modal:visible').last();
  await modal.waitFor();
  await settled(modal);
  if (reason) await modal.locator('textarea').fill(reason);
  await modal.getByRole('button', { name: button }).click();
  await modal.waitFor({ state: 'hidden' });
}
