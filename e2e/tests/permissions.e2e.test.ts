/**
 * Issue 6, item 2: a user whose role lacks a page's add/edit/delete rules sees no such buttons,
 * and calling the API directly is refused with 403 — the server enforces what the UI hides.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiLogin, baseUrl, launch, newContext } from '../support/browser';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from '../support/server';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
});

/** Buttons and links whose visible text is `label` (icons carry no text). */
function actions(page: Page, label: string): Promise<number> {
  return page
    .locator('button, a')
    .filter({ hasText: new RegExp(`^\\s*${label}\\s*$`) })
    .count();
}

async function call(token: string, method: string, route: string, body?: unknown) {
  const res = await fetch(`${baseUrl()}/backend/api/v1/system/${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { code: number } };
}

test('a role with the users list only: rows shown, no add/edit/delete, and the API says 403', async () => {
  context = await newContext(browser);
  page = await context.newPage();
  // demo01 holds the seeded "common" role: System → Users (list only) and the notice centre.
  const token = await apiLogin(context, 'demo01', DEMO_PASSWORD);
  await page.goto('/admin/system/user');
  await page.getByRole('cell', { name: 'demo01', exact: true }).first().waitFor();
  for (const name of ['Add', 'Delete', 'Edit', 'Reset password']) expect(await actions(page, name)).toBe(0);
  // The same probe finds the Search button, so a zero above is a real absence.
  expect(await actions(page, 'Search')).toBe(1);
  const add = await call(token, 'POST', 'user/add', {
    userName: 'sneaky01',
    userNickname: 'Sneaky',
    password: 'Sneaky-pass-123',
    deptId: 1,
    mobile: '91234567',
    userType: 1,
    status: 1,
  });
  expect(add).toEqual({ status: 403, body: expect.objectContaining({ code: 403 }) });
  expect((await call(token, 'DELETE', 'user/delete', { ids: [2] })).status).toBe(403);
  expect((await call(token, 'GET', 'role/list')).status).toBe(403);
});

test('the admin sees the same page with its add, edit and delete buttons', async () => {
  context = await newContext(browser);
  page = await context.newPage();
  await apiLogin(context, 'admin', ADMIN_PASSWORD);
  await page.goto('/admin/system/user');
  await page.getByRole('cell', { name: 'demo01', exact: true }).first().waitFor();
  expect(await actions(page, 'Add')).toBe(1);
  expect(await actions(page, 'Delete')).toBeGreaterThan(1);
  expect(await actions(page, 'Edit')).toBeGreaterThan(0);
});
