/**
 * What the page tests with screenshots share: a logged-in admin context in one language, theme
 * and viewport; the API called outside the page; waiting for a table to settle; typing a date
 * into a form's picker.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiLogin, baseUrl, trackErrors } from './browser';
import * as crud from './crud';
import { ADMIN_PASSWORD } from './server';

export interface Variant {
  name: string;
  lang: 'en' | 'zh-cn';
  dark: boolean;
  width: number;
  height: number;
}

export const DESKTOP_EN: Variant = { name: 'light-en', lang: 'en', dark: false, width: 1366, height: 860 };
/** The screenshot variants besides DESKTOP_EN: the other language, dark, and a 390 px phone. */
export const OTHER_VARIANTS: Variant[] = [
  { name: 'dark-en', lang: 'en', dark: true, width: 1366, height: 860 },
  { name: 'light-zh-cn', lang: 'zh-cn', dark: false, width: 1366, height: 860 },
  { name: 'dark-zh-cn', lang: 'zh-cn', dark: true, width: 1366, height: 860 },
  { name: 'phone-en', lang: 'en', dark: false, width: 390, height: 844 },
];
/** Every variant, DESKTOP_EN first. */
export const VARIANTS: Variant[] = [DESKTOP_EN, ...OTHER_VARIANTS];

/** A new context logged in as the admin, with the variant's language, theme and viewport. */
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

/** The admin's API token (for set-up calls outside the page). */
export async function adminToken(): Promise<string> {
  const res = await fetch(`${baseUrl()}/backend/api/v1/system/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD, verifyCode: '0000', verifyKey: 'e2e' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

export interface ApiAnswer<T> {
  code: number;
  message: string;
  data: T;
}

/** Calls the API as `token`, outside the page; the whole envelope comes back. */
export async function callApi<T = unknown>(token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${baseUrl()}/backend/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as ApiAnswer<T>;
}

/** Like callApi, but answers the data and throws with the server's message unless code 0. */
export async function callData<T = unknown>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  const out = await callApi<T>(token, method, url, body);
  if (out.code !== 0) throw new Error(`${method} ${url}: ${out.message}`);
  return out.data;
}

/** Waits until the table has rows and nothing is loading or animating. */
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

/**
 * Types a date into the picker of a form item; a click on the dialog's title then closes the
 * panel (Enter would also submit the form, which the kit's forms do on Enter).
 */
export async function pickDate(page: Page, label: string, date: string) {
  const input = crud.formItem(page, label).locator('input').first();
  await input.click();
  await input.fill(date);
  await crud.dialog(page).locator('.ant-drawer-title, .ant-modal-title').first().click();
  await page
    .locator('.ant-picker-dropdown:visible')
    .first()
    .waitFor({ state: 'hidden' })
    .catch(() => undefined);
  await expect(input).toHaveValueSoon(date);
}

/** Clicks the OK button of a TransitionButton's modal, typing the reason when given. */
export async function confirmModal(page: Page, button: RegExp, reason?: string) {
  const modal = page.locator('.ant-modal:visible').last();
  await modal.waitFor();
  await crud.settled(modal);
  if (reason) await modal.locator('textarea').fill(reason);
  await modal.getByRole('button', { name: button }).click();
  await modal.waitFor({ state: 'hidden' });
}
