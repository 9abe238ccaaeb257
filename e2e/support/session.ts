import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD } from './server';

/** Logs in through the login page as a person would (captcha is off in the test server). */
export async function uiLogin(page: Page, username = 'admin', password = ADMIN_PASSWORD, path = '/admin/login') {
  // The form shows the code field only when the captcha answer says a code is checked: wait for it.
  // Its body is not read: a protected page redirects to the login page, and a response of the
  // page navigated away from has no body any more. The field itself says what the answer was.
  const captcha = page.waitForResponse((r) => r.url().includes('/pub/captcha/get'));
  await page.goto(path);
  await captcha;
  await page.getByPlaceholder('Username').fill(username);
  await page.getByPlaceholder('Password').fill(password);
  const code = page.getByPlaceholder('Verification code');
  if (await code.isVisible()) await code.fill('0000').catch(() => undefined);
  await page.getByPlaceholder('Password').press('Enter');
}
