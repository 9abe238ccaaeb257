/**
 * System → Users, Roles, Departments and Posts in a real browser: each page loads from the
 * `system` remote, lists real (demo) data, and a create → edit → delete round trip works through
 * the UI, with the server's validation messages shown on a bad input.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { apiLogin, baseUrl, launch, newContext, trackErrors } from '../support/browser';
import * as crud from '../support/crud';
import { ADMIN_PASSWORD } from '../support/server';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let remoteHits: string[];
let token: string;

// Each test is a long UI round trip; on a busy 2-core machine one can take over a minute.
jest.setTimeout(180_000);

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await newContext(browser);
  page = await context.newPage();
  errors = trackErrors(page);
  remoteHits = crud.trackRemoteHits(page, 'system');
  token = await apiLogin(context, 'admin', ADMIN_PASSWORD);
});
afterEach(async () => {
  const name = (expect.getState().currentTestName ?? 'test').split(':')[0].replace(/\W+/g, '-');
  await page?.screenshot({ path: `artifacts/system-org-last-${name}.png` }).catch(() => undefined);
  await context?.close();
});

const dialog = () => crud.dialog(page);
const field = (label: string) => crud.field(page, label);
const formItem = (label: string) => crud.formItem(page, label);
const save = () => crud.save(page);
const confirmBox = () => crud.confirmBox(page);
/** The table row with a cell whose whole text is `text`. */
const row = (text: string) =>
  page
    .locator('.ant-table-row')
    .filter({ has: page.locator('td', { hasText: new RegExp(`^\\s*${crud.escapeRe(text)}\\s*$`) }) });

/** Opens the page, waits for its rows (from the `system` remote) and saves a light-theme screenshot. */
async function openPage(path: string, shot: string) {
  await crud.open(page, path, remoteHits);
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).not.toBe('dark');
  // the settled page: no loading overlay, no running transition (rows expanding, the route fading in)
  await page.waitForFunction(
    () =>
      !document.querySelector('.ant-table-wrapper .ant-spin-spinning') &&
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 10000 },
  );
  await page.screenshot({ path: `artifacts/screens/org-${shot}.png` });
}

/** The texts of a column (by its header) in the table's rows, or in the rows containing `rowText`. */
const column = (header: string, rowText?: string) =>
  page.evaluate(
    ([h, r]) => {
      const heads = Array.from(document.querySelectorAll('.ant-table-thead th')).map((th) =>
        (th.textContent ?? '').trim(),
      );
      const i = heads.indexOf(h as string);
      if (i < 0) throw new Error(`no column ${h}`);
      return Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row'))
        .filter((tr) => !r || (tr.textContent ?? '').includes(r as string))
        .map((tr) => (tr.children[i].textContent ?? '').trim());
    },
    [header, rowText ?? ''],
  );

/** Polls until `fn` is true (10 s). */
async function until(what: string, fn: () => Promise<boolean>) {
  const end = Date.now() + 10000;
  while (Date.now() < end) {
    if (await fn().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for: ${what}`);
}

/** Calls the API as the admin (outside the page). */
async function callApi<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
): Promise<{ code: number; message: string; data: T }> {
  const res = await fetch(`${baseUrl()}/backend${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as { code: number; message: string; data: T };
}

/** A login through the API (as the login page does); returns the answer's code (0 = signed in). */
async function loginCode(username: string, password: string): Promise<number> {
  const res = await fetch(`${baseUrl()}/backend/api/v1/system/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, verifyCode: '0000', verifyKey: 'e2e' }),
  });
  return ((await res.json()) as { code: number }).code;
}

/** A node of a checkable tree inside `scope`, by its exact title. */
const treeNode = (scope: Locator, title: string) =>
  scope
    .locator('.ant-tree-treenode')
    .filter({ has: page.locator('.ant-tree-title', { hasText: new RegExp(`^${crud.escapeRe(title)}$`) }) });
const isChecked = async (node: Locator) =>
  /ant-tree-checkbox-checked/.test((await node.locator('.ant-tree-checkbox').getAttribute('class')) ?? '');

/** Cancels the open dialog, discarding its changes when asked. */
async function cancelDialog() {
  await dialog().getByRole('button', { name: 'Cancel' }).click();
  await crud.confirmWith(page, 'Discard');
  await confirmBox().waitFor({ state: 'hidden' });
}

test('users: department tree filters, server and client messages, create → edit → reset password → status → delete', async () => {
  await openPage('/system/user', 'user');
  await row('demo01').waitFor();

  // the department tree beside the table filters the rows (its subtree)
  const tree = page.locator('.ant-tree').first();
  await tree.locator('.ant-tree-title', { hasText: /^Finance$/ }).click();
  await page.waitForURL(/deptId=\d+/);
  await until('only Finance rows', async () => {
    const d = await column('Department');
    return d.length > 0 && d.every((x) => x === 'Finance');
  });
  expect(await row('admin').count()).toBe(0);

  // Add: the client's required message, then the server's messages
  await page.getByRole('button', { name: /Add/ }).first().click();
  await dialog().getByText('Add user').waitFor();
  await save();
  await dialog().getByText('Account name cannot be empty').waitFor();
  await field('Account name').fill('demo01');
  await field('Nickname').fill('E2E Tester');
  await field('Password').fill('short');
  await crud.choose(page, 'Department', 'Finance');
  await crud.choose(page, 'Roles', 'Common user');
  await crud.closeDropdown(page);
  await crud.choose(page, 'Posts', 'Accountant');
  await crud.closeDropdown(page);
  await field('Mobile').fill('+65 91234567');
  await field('Email').fill('e2e.tester@example.com');
  await save();
  // a weak password: only the server checks the policy; shown on the field
  await formItem('Password')
    .getByText(/at least 8 characters and contain letters and digits/)
    .waitFor();
  await field('Password').fill('E2e-Pass-123');
  await save();
  // an existing account name: the server's 409
  await dialog()
    .getByText(/Account name "demo01" already exists/)
    .first()
    .waitFor();
  await field('Account name').fill('e2e.tester');
  await save();
  await dialog().waitFor({ state: 'hidden' });
  const created = row('e2e.tester');
  await created.waitFor();
  await created.getByText('Common user').waitFor();
  expect(await column('Department', 'e2e.tester')).toEqual(['Finance']);
  expect(await loginCode('e2e.tester', 'E2e-Pass-123')).toBe(0);

  // edit: the drawer loads the user; change the nickname
  await created.getByRole('button', { name: /Edit/ }).click();
  await dialog().getByText('Edit user').waitFor();
  await expect(field('Nickname')).toHaveValueSoon('E2E Tester');
  expect(await field('Account name').isDisabled()).toBe(true);
  // what was saved: department, role and post
  await formItem('Department').getByText('Finance', { exact: true }).first().waitFor();
  await formItem('Roles').getByText('Common user', { exact: true }).first().waitFor();
  await formItem('Posts').getByText('Accountant', { exact: true }).first().waitFor();
  await field('Nickname').fill('E2E Tester 2');
  await save();
  await dialog().waitFor({ state: 'hidden' });
  await created.getByText('E2E Tester 2', { exact: true }).waitFor();

  // reset password: a weak one is refused by the server, then a good one works for a login
  await created.getByRole('button', { name: /More/ }).click();
  await crud.chooseMenuItem(page, /Reset password/);
  await dialog().getByText('Reset password of e2e.tester').waitFor();
  await field('New password').fill('weakpass');
  await field('Confirm password').fill('weakpass');
  await save();
  await formItem('New password')
    .getByText(/at least 8 characters and contain letters and digits/)
    .waitFor();
  await field('New password').fill('N3w-Pass-456');
  await field('Confirm password').fill('N3w-Pass-45');
  await save();
  await dialog().getByText('The two passwords differ').waitFor();
  await field('Confirm password').fill('N3w-Pass-456');
  await save();
  await dialog().waitFor({ state: 'hidden' });
  expect(await loginCode('e2e.tester', 'N3w-Pass-456')).toBe(0);
  expect(await loginCode('e2e.tester', 'E2e-Pass-123')).not.toBe(0);

  // status switch: confirm, then the account can no longer sign in
  const sw = created.locator('.ant-switch');
  expect(await sw.getAttribute('aria-checked')).toBe('true');
  await sw.click();
  await confirmBox().locator('.ant-modal-confirm-title', { hasText: 'Disable “e2e.tester”?' }).waitFor();
  await crud.confirmWith(page, 'Disable');
  await until(
    'switch off',
    async () =>
      (await sw.getAttribute('aria-checked')) === 'false' && !(await sw.getAttribute('class'))?.includes('loading'),
  );
  expect(await loginCode('e2e.tester', 'N3w-Pass-456')).not.toBe(0);

  // delete with confirmation (from the row's "More" menu)
  await created.getByRole('button', { name: /More/ }).click();
  await crud.chooseMenuItem(page, /Delete/);
  await confirmBox()
    .locator('.ant-modal-confirm-content', { hasText: 'Delete “e2e.tester”? This cannot be undone.' })
    .waitFor();
  await crud.confirmWith(page, 'Delete');
  await created.waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
});

test('roles: menu permissions, custom data scope, weekly effective time, duplicate key → edit → delete', async () => {
  await openPage('/system/role', 'role');
  await row('Common user').waitFor();

  await page.getByRole('button', { name: /Add/ }).first().click();
  await dialog().getByText('Add role').waitFor();
  await save();
  await dialog().getByText('Role name cannot be empty').waitFor();
  await field('Role name').fill('E2E Rostering');
  await field('Role key').fill('common');

  // effective time: weekly, Mon/Wed/Fri 09:00–18:00
  await formItem('Effective time').getByText('Weekly', { exact: true }).click();
  for (const d of ['Mon', 'Wed', 'Fri']) await formItem('Days').getByText(d, { exact: true }).click();
  const times = formItem('Time window').locator('input');
  await times.nth(0).click();
  await times.nth(0).fill('09:00');
  await page.keyboard.press('Enter');
  await times.nth(1).click();
  await times.nth(1).fill('18:00');
  await page.keyboard.press('Enter');
  await expect(times.nth(0)).toHaveValueSoon('09:00');
  await expect(times.nth(1)).toHaveValueSoon('18:00');
  await crud.closeDropdown(page);

  // data scope: custom departments → Finance
  await crud.choose(page, 'Data scope', 'Custom departments');
  const deptTree = formItem('Departments');
  await treeNode(deptTree, 'Finance').locator('.ant-tree-checkbox').click();

  // menu permissions: the Users and Posts pages (with their buttons; System becomes half-checked)
  const menus = formItem('Menu permissions');
  await treeNode(menus, 'Users').locator('.ant-tree-checkbox').click();
  await treeNode(menus, 'Posts').locator('.ant-tree-checkbox').click();
  await until('System half-checked', async () =>
    /indeterminate/.test((await treeNode(menus, 'System').locator('.ant-tree-checkbox').getAttribute('class')) ?? ''),
  );

  // a taken role key: the server's 409 in the drawer
  await save();
  await dialog()
    .getByText(/Role key "common" already exists/)
    .first()
    .waitFor();
  await field('Role key').fill('e2e_rostering');
  await save();
  await dialog().waitFor({ state: 'hidden' });
  const created = row('E2E Rostering');
  await created.waitFor();
  await created.getByText('Custom departments').waitFor();
  await created.getByText('Mon, Wed, Fri 09:00–18:00').waitFor();

  // edit: the drawer shows what was saved; rename
  await created.getByRole('button', { name: /Edit/ }).click();
  await dialog().getByText('Edit role').waitFor();
  await expect(field('Role name')).toHaveValueSoon('E2E Rostering');
  await until('saved menus and departments checked', async () => {
    const m = formItem('Menu permissions');
    return (
      (await isChecked(treeNode(m, 'Users'))) &&
      (await isChecked(treeNode(m, 'Posts'))) &&
      !(await isChecked(treeNode(m, 'Roles'))) &&
      (await isChecked(treeNode(formItem('Departments'), 'Finance'))) &&
      !(await isChecked(treeNode(formItem('Departments'), 'Sales')))
    );
  });
  await expect(formItem('Time window').locator('input').nth(0)).toHaveValueSoon('09:00');
  await field('Role name').fill('E2E Rostering 2');
  await save();
  await dialog().waitFor({ state: 'hidden' });
  await row('E2E Rostering 2').waitFor();

  // the server kept the permissions (parents of checked pages included)
  const list = await callApi<{ list: { id: number; name: string }[] }>('GET', '/api/v1/system/role/list?name=E2E');
  const [{ id }] = list.data.list.filter((r) => r.name === 'E2E Rostering 2');
  const detail = await callApi<{
    role: { roleKey: string; dataScope: number };
    menuIds: number[];
    deptIds: number[];
  }>('GET', `/api/v1/system/role/get?id=${id}`);
  expect(detail.data.role).toMatchObject({ roleKey: 'e2e_rostering', dataScope: 2 });
  expect(detail.data.deptIds).toHaveLength(1);
  expect(detail.data.menuIds.length).toBeGreaterThan(3);

  await crud.confirmDelete(page, 'E2E Rostering 2');
  expect(errors).toEqual([]);
});

test('departments: tree table, add child → server refusals → edit → delete', async () => {
  await openPage('/system/dept', 'dept');
  // the whole tree is open: a third-level department is visible
  await row('Recruitment').waitFor();
  await page.getByRole('button', { name: 'Collapse all' }).click();
  await row('Recruitment').waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Expand all' }).click();
  await row('Recruitment').waitFor();

  // add a child of Finance (HQ → Finance → new): the client's required message first
  await row('Finance')
    .getByRole('button', { name: /Add child/ })
    .click();
  await dialog().getByText('Add department').waitFor();
  await formItem('Parent department').getByText('Finance').waitFor();
  await save();
  await dialog().getByText('Department name cannot be empty').waitFor();
  await field('Department name').fill('E2E Payroll');
  await field('Person in charge').fill('Wei Ling');
  await save();
  await dialog().waitFor({ state: 'hidden' });
  await row('E2E Payroll').waitFor();
  expect(await row('E2E Payroll').getAttribute('class')).toContain('ant-table-row-level-2');

  // and a child of that one
  await row('E2E Payroll')
    .getByRole('button', { name: /Add child/ })
    .click();
  await field('Department name').fill('E2E Payroll SG');
  await save();
  await dialog().waitFor({ state: 'hidden' });
  await row('E2E Payroll SG').waitFor();
  expect(await row('E2E Payroll SG').getAttribute('class')).toContain('ant-table-row-level-3');

  // a parent that no longer exists (deleted meanwhile): only the server knows; its message on the field
  await row('E2E Payroll SG')
    .getByRole('button', { name: /Add child/ })
    .click();
  await field('Department name').fill('E2E Orphan');
  const tree = await callApi<{ list: { id: number; deptName: string; children: unknown[] }[] }>(
    'GET',
    '/api/v1/system/dept/list?deptName=E2E%20Payroll%20SG',
  );
  const [sg] = tree.data.list.filter((d) => d.deptName === 'E2E Payroll SG');
  expect((await callApi('DELETE', '/api/v1/system/dept/delete', { ids: [sg.id] })).code).toBe(0);
  await save();
  await formItem('Parent department').getByText('The parent department does not exist').waitFor();
  await cancelDialog();
  await page.locator('.ant-card').getByRole('button', { name: 'Refresh' }).click();
  await row('E2E Payroll SG').waitFor({ state: 'detached' });

  // edit
  await row('E2E Payroll').getByRole('button', { name: /Edit/ }).click();
  await dialog().getByText('Edit department').waitFor();
  await expect(field('Department name')).toHaveValueSoon('E2E Payroll');
  await field('Department name').fill('E2E Salaries');
  await field('Phone').fill('+65 6123 4567');
  await save();
  await dialog().waitFor({ state: 'hidden' });
  await row('E2E Salaries').getByText('+65 6123 4567').waitFor();

  // refusals: a department with sub-departments, one with users
  await row('Finance')
    .getByRole('button', { name: /Delete/ })
    .click();
  await crud.confirmWith(page, 'Delete');
  await page
    .getByText(/Department "Finance" has 1 sub-department\(s\); delete them first/)
    .first()
    .waitFor();
  await row('Sales')
    .getByRole('button', { name: /Delete/ })
    .click();
  await crud.confirmWith(page, 'Delete');
  await page
    .getByText(/Department "Sales" still has \d+ user\(s\); move them first/)
    .first()
    .waitFor();
  await row('Sales').waitFor();

  await crud.confirmDelete(page, 'E2E Salaries');
  await row('Finance').waitFor();
  expect(errors).toEqual([]);
});

test('posts: list, required messages, duplicate code → server message, edit, delete; a post in use is refused', async () => {
  await openPage('/system/post', 'post');
  await row('Recruiter').waitFor();

  await page.getByRole('button', { name: /Add/ }).first().click();
  await dialog().getByText('Add post').waitFor();
  await save();
  await dialog().getByText('Post name cannot be empty').waitFor();
  await dialog().getByText('Post code cannot be empty').waitFor();
  await field('Post name').fill('E2E Dispatcher');
  await field('Post code').fill('recruiter');
  await save();
  await dialog()
    .getByText(/Post code "recruiter" already exists/)
    .first()
    .waitFor();
  await field('Post code').fill('e2e_dispatch');
  await field('Order').fill('7');
  await save();
  await dialog().waitFor({ state: 'hidden' });
  const created = row('e2e_dispatch');
  await created.getByText('E2E Dispatcher', { exact: true }).waitFor();

  await created.getByRole('button', { name: /Edit/ }).click();
  await dialog().getByText('Edit post').waitFor();
  await expect(field('Post code')).toHaveValueSoon('e2e_dispatch');
  await field('Post name').fill('E2E Dispatch lead');
  await save();
  await dialog().waitFor({ state: 'hidden' });
  await created.getByText('E2E Dispatch lead', { exact: true }).waitFor();

  // a post held by users cannot be deleted: the server says by how many
  await row('Recruiter')
    .getByRole('button', { name: /Delete/ })
    .click();
  await crud.confirmWith(page, 'Delete');
  await page
    .getByText(/Post "Recruiter" is held by \d+ user\(s\)/)
    .first()
    .waitFor();

  await crud.confirmDelete(page, 'E2E Dispatch lead');
  expect(errors).toEqual([]);
});
