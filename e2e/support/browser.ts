// Debian's Chromium driven by playwright-core: never a downloaded browser.
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function baseUrl(): string {
  const url = process.env.SHIFTDESK_E2E_URL;
  if (!url) throw new Error('SHIFTDESK_E2E_URL is not set: run through jest globalSetup');
  return url;
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function newContext(browser: Browser, locale = 'en-GB'): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), locale, viewport: { width: 1366, height: 800 } });
}

/** Collects uncaught page errors so a test can assert that a screen rendered cleanly. */
export function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Logs in through the API and stores the token cookie as the login page would. */
export async function apiLogin(context: BrowserContext, username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/backend/api/v1/system/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, verifyCode: '0000', verifyKey: 'e2e' }),
  });
  const body = (await res.json()) as { code: number; message: string; data: { token: string } };
  if (body.code !== 0) throw new Error(`login failed: ${body.message}`);
  await context.addCookies([{ name: 'token', value: body.data.token, url: baseUrl() }]);
  return body.data.token;
}
