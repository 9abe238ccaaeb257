import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD } from './server';

/** Logs in through the login page as a person would (captcha is off in the test server). */
export async function uiLogin(page: Page, username = 'admin', password = ADMIN_PASSWORD, path = '/admin/login') {
  // The form shows the code field only when the captcha answer says a code is checked: wait for it.
  const captcha = page.waitForResponse((r) => r.url().includes('/pub/captcha/get'));
  await page.goto(path);
  const enabled = (await (await captcha).json())?.data?.captchaEnabled !== false;
  await page.getByPlaceholder('Username').fill(username);
  await page.getByPlaceholder('Password').fill(password);
  if (enabled) await page.getByPlaceholder('Verification code').fill('0000');
  await page.getByPlaceholder('Password').press('Enter');
}
