/**
 * Issue 6 (menus, dictionaries + data, parameters, notices) in a real browser: each page loads
 * from the `system` remote, lists real data, and a create → edit → delete round trip works
 * through the UI, with the server's validation message shown on a bad input.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiLogin, launch, newContext, trackErrors } from '../support/browser';
import * as crud from '../support/crud';
import { ADMIN_PASSWORD } from '../support/server';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let remoteHits: string[];

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
  await apiLogin(context, 'admin', ADMIN_PASSWORD);
});
afterEach(async () => {
  const name = (expect.getState().currentTestName ?? 'test').split(':')[0].replace(/\W+/g, '-');
  await page?.screenshot({ path: `artifacts/system-config-last-${name}.png` }).catch(() => undefined);
  await context?.close();
});

const open = (path: string) => crud.open(page, path, remoteHits);
const dialog = () => crud.dialog(page);
const field = (label: string) => crud.field(page, label);
const row = (text: string) => crud.row(page, text);
const save = () => crud.save(page);
const confirmDelete = (text: string) => crud.confirmDelete(page, text);

test('parameters: list, validation message, create → edit → delete; built-in rows protected', async () => {
  // Names of this attempt (a retry must not meet the first try's row); the list is filtered to
  // it after saving, as the built-in parameters fill more than the first page.
  const n = Date.now() % 1_000_000;
  const name = `E2E timeout ${n}`;
  await open('/system/config');
  const builtin = page.locator('.ant-table-row', { hasText: 'Built-in' }).first();
  await builtin.waitFor();
  expect(await builtin.getByRole('button', { name: /Delete/ }).isDisabled()).toBe(true);

  await page.getByRole('button', { name: /Add/ }).first().click();
  await save();
  await dialog().getByText('Parameter name cannot be empty').waitFor();
  await field('Parameter name').fill(name);
  // an existing key: the server answers 409 with its message
  const existingKey = (await builtin.locator('td').nth(2).innerText()).trim();
  await field('Parameter key').fill(existingKey);
  await field('Parameter value').fill('30');
  await save();
  await dialog()
    .getByText(/already exists/)
    .first()
    .waitFor();
  await field('Parameter key').fill(`e2e.timeout.${n}`);
  await save();
  await dialog().waitFor({ state: 'hidden' });
  await page.goto(`/admin/system/config?configName=${encodeURIComponent(name)}`);
  await row(name).waitFor();

  await row(name).getByRole('button', { name: /Edit/ }).click();
  await expect(field('Parameter value')).toHaveValueSoon('30');
  await field('Parameter value').fill('60');
  await save();
  await row(name).getByText('60', { exact: true }).waitFor();
  await confirmDelete(name);
  expect(errors).toEqual([]);
});

test('dictionaries: types and the data page of a type, round trips on both', async () => {
  await open('/system/dict');
  await row('sys_notice_tag').waitFor();

  await page.getByRole('button', { name: /Add/ }).first().click();
  await field('Dictionary name').fill('E2E colours');
  await field('Dictionary type').fill('1bad');
  await save();
  await dialog()
    .getByText(/A letter, then letters/)
    .waitFor();
  await field('Dictionary type').fill('e2e_colour');
  await save();
  await row('e2e_colour').waitFor();
  await row('e2e_colour').getByRole('button', { name: /Edit/ }).click();
  await field('Dictionary name').fill('E2E colours!');
  await save();
  await row('E2E colours!').waitFor();

  // data page (hidden route) of the new type
  await row('e2e_colour').getByRole('button', { name: /Data/ }).click();
  await page.waitForURL('**/system/dict/data/list/e2e_colour');
  await page.getByText('Dictionary data').first().waitFor();
  await page.getByRole('button', { name: /Add/ }).first().click();
  await save();
  await dialog().getByText('Data label cannot be empty').waitFor();
  await dialog().getByText('Key value cannot be empty').waitFor();
  await field('Data label').fill('Red');
  await field('Key value').fill('r');
  await save();
  await row('Red').waitFor();
  // a duplicate key value: the server's message
  await page.getByRole('button', { name: /Add/ }).first().click();
  await field('Data label').fill('Rose');
  await field('Key value').fill('r');
  await save();
  await dialog()
    .getByText(/Key value "r" already exists/)
    .first()
    .waitFor();
  await dialog().getByRole('button', { name: 'Cancel' }).click();
  // the form holds unsaved input: the kit asks before throwing it away
  await crud.confirmWith(page, 'Discard');
  await crud.confirmBox(page).waitFor({ state: 'detached' });
  await row('Red').getByRole('button', { name: /Edit/ }).click();
  await field('Data label').fill('Crimson');
  await save();
  await row('Crimson').waitFor();
  await confirmDelete('Crimson');

  await page.goto('/admin/system/dict?dictType=e2e_colour');
  await row('e2e_colour').waitFor();
  await confirmDelete('e2e_colour');
  expect(errors).toEqual([]);
});

test('menus: tree table, the form per type with spec messages, add child → edit → delete', async () => {
  // Names of this attempt: a retry after a slow first try must not meet the first try's menu.
  const n = Date.now() % 1_000_000;
  const name = `E2E page ${n}`;
  await open('/system/menu');
  await page.getByRole('button', { name: /Expand all/ }).click();
  await row('Users').first().waitFor();
  await page.getByRole('button', { name: /Collapse all/ }).waitFor();

  const system = page.locator('.ant-table-row-level-0', { hasText: '/system' });
  await system.getByRole('button', { name: /Add child/ }).click();
  await dialog().getByText('Menu type').first().waitFor();
  await save();
  await dialog().getByText('Menu name cannot be empty').waitFor();
  await dialog().getByText('Route address cannot be empty').waitFor();
  await dialog().getByText('API rule cannot be empty').waitFor();
  await field('Menu name').fill(name);
  await field('Route name').fill(`e2ePage${n}`);
  await field('Route address').fill(`/system/e2e${n}`);
  await field('Component path').fill(`system/e2e${n}/index`);
  await field('API rule').fill('not a rule');
  await save();
  await dialog()
    .getByText(/Like api\/v1/)
    .waitFor();
  await field('API rule').fill(`api/v1/system/e2e${n}/list`);
  // icon picker: a searchable grid
  await dialog().locator('button', { hasText: 'Choose an icon' }).click();
  await page.getByPlaceholder('Search icons').fill('rocket');
  await page.getByRole('option', { name: 'RocketOutlined' }).click();
  await save();
  // the tree keeps its expansion across reloads
  await row(name).waitFor();

  await row(name).getByRole('button', { name: /Edit/ }).click();
  await expect(field('Route address')).toHaveValueSoon(`/system/e2e${n}`);
  await field('Menu name').fill(`${name} renamed`);
  await save();
  await row(`${name} renamed`).waitFor();

  // the parent cannot be deleted while it has children: the server's 409
  await system.getByRole('button', { name: /Delete/ }).click();
  await page.locator('.ant-modal-confirm:visible').getByRole('button', { name: 'Delete' }).click();
  await page
    .getByText(/has sub-menus or buttons; delete them first/)
    .first()
    .waitFor();
  await confirmDelete(`${name} renamed`);
  expect(errors).toEqual([]);
});

test('notices: list, rich-text form, private message needs receivers, publish, delete', async () => {
  await page.goto('/admin/system/notice');
  await page.locator('.ant-table-tbody').waitFor({ timeout: 30000 });
  expect(remoteHits.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: /Add/ }).first().click();
  await save();
  await dialog().getByText('Title cannot be empty').waitFor();
  await dialog().getByText('Content cannot be empty').waitFor();
  await field('Title').fill('E2E notice');
  const editor = dialog().getByRole('textbox', { name: /Write the notice/ });
  await editor.click();
  await page.keyboard.type('Hello ');
  await dialog().getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('team');
  await dialog().getByText('Private message').click();
  await dialog().getByText('Receivers', { exact: true }).waitFor();
  await save();
  await dialog()
    .getByText(/at least one receiver/)
    .waitFor();
  await dialog().getByText('Notification').first().click();
  await save();
  await row('E2E notice').waitFor();

  await row('E2E notice').getByRole('button', { name: /Edit/ }).click();
  await field('Title').fill('E2E notice edited');
  await save();
  await row('E2E notice edited').waitFor();
  const saved = await page.evaluate(async () => {
    const token = document.cookie.match(/token=([^;]+)/)?.[1];
    const r = await fetch('/backend/api/v1/system/notice/list?title=E2E', {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await r.json()).data.list[0].content as string;
  });
  expect(saved).toMatch(/<(b|strong)>team<\/(b|strong)>/);

  await row('E2E notice edited')
    .getByRole('button', { name: /Publish/ })
    .click();
  await page.locator('.ant-modal-confirm:visible').getByRole('button', { name: 'Publish' }).click();
  await row('E2E notice edited')
    .locator('td', { hasText: /\d{2}\/\d{2}\/\d{4}/ })
    .first()
    .waitFor();
  await confirmDelete('E2E notice edited');
  expect(errors).toEqual([]);
});
