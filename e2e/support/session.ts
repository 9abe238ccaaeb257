import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD } from './server';

/** Logs in through the login page as a person would (captcha is off in the test server). */
export async function uiLogin(page: Page, username = 'admin', password = ADMIN_PASSWORD, path = '/admin/login') {
  await page.goto(path);
  await page.getByPlaceholder('Username').fill(username);
  await page.getByPlaceholder('Password').fill(password);
  await page.getByPlaceholder('Verification code').fill('0000');
  await page.getByPlaceholder('Verification code').press('Enter');
}
