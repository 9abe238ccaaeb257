/**
 * Finance → Clients, Contract departments, Positions and Contract orders in a real browser over
 * the real backend: list, add with the server's refusal shown in the form (a UEN the browser's
 * pattern lets through, on its field; a duplicate name), edit, a state change with confirmation
 * (suspend a client, activate an order), and the policy preview with the golden-path numbers.
 * Screenshots of every page (en / zh-cn, light / dark, a 390 px phone) go to artifacts/screens/.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launch } from '../support/browser';
import * as crud from '../support/crud';
import {
  adminToken,
  callApi,
  DESKTOP_EN,
  OTHER_VARIANTS,
  openAs,
  pickDate,
  settledTable,
  type Variant,
} from '../support/screens';

jest.setTimeout(300_000);

const shots = 'artifacts/screens';
const run = String(Date.now()).slice(-5);
let browser: Browser;
let token: string;

/** Calls the API as the admin; refuses anything but success. */
async function api<T = unknown>(method: string, url: string, body?: unknown) {
  const out = await callApi<T>(token, method, url, body);
  if (out.code !== 0) throw new Error(`${method} ${url}: ${out.message}`);
  return out.data;
}

const open = (v: Variant) => openAs(browser, v);

/** Clicks a confirm dialog's OK button (TransitionButton opens a modal, not a confirm box). */
async function confirmModal(page: Page, button: RegExp, reason?: string) {
  const modal = page.locator('.ant-modal:visible').last();
  await modal.waitFor();
  await crud.settled(modal);
  if (reason) await modal.locator('textarea').fill(reason);
  await modal.getByRole('button', { name: button }).click();
  await modal.waitFor({ state: 'hidden' });
}

let ids: { client: number; dept: number; position: number; order: number };

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
  token = await adminToken();
  // One of each, so every list has a row and the duplicate-name checks have something to meet.
  const client = await api<{ id: number }>('POST', '/finance/client/add', {
    name: `E2E Kopi ${run}`,
    uen: `2026${run}K`,
    gstRegistered: false,
    billingAddress: '1 Raffles Place',
    billingEmail: 'ap@kopi.sg',
    paymentTermsDays: 30,
    billingFrequency: 'monthly',
  });
  const dept = await api<{ id: number }>('POST', '/finance/contractDept/add', {
    clientId: client.id,
    name: `Orchard ${run}`,
    siteAddress: '2 Orchard Turn',
    postalCode: '238801',
  });
  const position = await api<{ id: number }>('POST', '/finance/position/add', { name: `Server ${run}` });
  const order = await api<{ id: number }>('POST', '/finance/contractOrder/add', {
    contractDeptId: dept.id,
    validFrom: '2026-11-01',
    validTo: '2027-10-31',
    policy: {
      dailyNormalHours: 8,
      weeklyNormalHours: 44,
      otPayMultiplier: 1.5,
      otBillMultiplier: 1.5,
      payRounding: { unitMinutes: 15, mode: 'floor' },
      billRounding: { unitMinutes: 15, mode: 'ceil' },
    },
    rates: [{ positionId: position.id, payRate: 1200, billRate: 1800 }],
  });
  ids = { client: client.id, dept: dept.id, position: position.id, order: order.id };
});
afterAll(async () => {
  await browser?.close();
});

test('clients: list, add refused by the server on the UEN field, add, edit, suspend with confirmation, detail', async () => {
  const { context, page, errors } = await open(DESKTOP_EN);
  try {
    const hits = crud.trackRemoteHits(page, 'finance');
    await crud.open(page, '/finance/client', hits);
    await crud.row(page, `E2E Kopi ${run}`).waitFor();

    await page.getByRole('button', { name: 'Add' }).click();
    await crud.dialog(page).waitFor();
    await crud.field(page, 'Client name').fill(`E2E Harbour ${run}`);
    // Matches the ACRA pattern (T yy PQ nnnn X) but XX is no entity type: only the server knows.
    await crud.field(page, 'UEN').fill('T08XX1234A');
    await crud.field(page, 'Billing address').fill('10 Bayfront Ave');
    await crud.field(page, 'Billing email').fill('ap@harbour.sg');
    await crud.save(page);
    const uenItem = crud.formItem(page, 'UEN');
    await uenItem.locator('.ant-form-item-explain-error').waitFor();
    expect(await uenItem.locator('.ant-form-item-explain-error').innerText()).toMatch(/ACRA/);
    await page.screenshot({ path: `${shots}/finance-client-uen-refused-en.png` });
    await crud.field(page, 'UEN').fill(`2025${run}M`);
    // A name another client has: the server's 409 on the name field.
    await crud.field(page, 'Client name').fill(`E2E Kopi ${run}`);
    await crud.save(page);
    await crud.formItem(page, 'Client name').getByText(`Client "E2E Kopi ${run}" already exists`).waitFor();
    expect(await crud.dialog(page).locator('.ant-alert').count()).toBe(0);
    await crud.field(page, 'Client name').fill(`E2E Harbour ${run}`);
    await crud.save(page);
    await crud.dialog(page).waitFor({ state: 'hidden' });
    await crud.row(page, `E2E Harbour ${run}`).waitFor();

    // Edit: payment terms.
    await crud.row(page, `E2E Harbour ${run}`).getByRole('button', { name: /Edit/ }).click();
    await crud.dialog(page).waitFor();
    await expect(crud.field(page, 'Client name')).toHaveValueSoon(`E2E Harbour ${run}`);
    await crud.field(page, 'Payment terms (days)').fill('45');
    await crud.save(page);
    await crud.dialog(page).waitFor({ state: 'hidden' });
    await page.waitForFunction(
      (name) =>
        Array.from(document.querySelectorAll('.ant-table-row')).some(
          (r) => r.textContent?.includes(name) && r.textContent.includes('45'),
        ),
      `E2E Harbour ${run}`,
    );

    // Suspend, with its reason, after a confirmation.
    await crud
      .row(page, `E2E Harbour ${run}`)
      .getByRole('button', { name: /Suspend/ })
      .click();
    await confirmModal(page, /Suspend/, 'Unpaid invoices');
    await page.waitForFunction(
      (name) =>
        Array.from(document.querySelectorAll('.ant-table-row')).some(
          (r) => r.textContent?.includes(name) && /suspended/i.test(r.textContent),
        ),
      `E2E Harbour ${run}`,
    );
    await page.screenshot({ path: `${shots}/finance-client-light-en.png`, fullPage: true });

    // Detail: the row opens it; a new client's Invoices tab is its (empty) invoice list.
    await crud.row(page, `E2E Kopi ${run}`).locator('td').first().click();
    await page.waitForURL(/\/finance\/client\/detail\/\d+/);
    await page.getByRole('tab', { name: 'Departments' }).waitFor();
    await crud.row(page, `Orchard ${run}`).waitFor();
    await page.getByRole('tab', { name: 'Invoices' }).click();
    await page.locator('[data-testid="client-invoices"] .ant-empty').first().waitFor();
    await page.getByRole('tab', { name: 'History' }).click();
    await page.screenshot({ path: `${shots}/finance-client-detail-light-en.png`, fullPage: true });
    expect(errors).toEqual([]);
  } catch (e) {
    await page.screenshot({ path: 'artifacts/finance-contracts-last-client.png' }).catch(() => undefined);
    throw e;
  } finally {
    await context.close();
  }
});

test('departments and positions: duplicate names refused by the server in the form, add, edit', async () => {
  const { context, page, errors } = await open(DESKTOP_EN);
  try {
    const hits = crud.trackRemoteHits(page, 'finance');
    await crud.open(page, '/finance/position', hits);
    await page.getByRole('button', { name: 'Add' }).click();
    await crud.dialog(page).waitFor();
    await crud.field(page, 'Position name').fill(`Server ${run}`);
    await crud.save(page);
    // The server's duplicate-name 409 lands on the field, not in a form-level alert.
    await crud.formItem(page, 'Position name').getByText(`Position "Server ${run}" already exists`).waitFor();
    expect(await crud.dialog(page).locator('.ant-alert').count()).toBe(0);
    await crud.field(page, 'Position name').fill(`Barista ${run}`);
    // Required certificate types: picked by name among the workforce's types (the demo's).
    await crud.choose(page, 'Required certificate types', 'Food Hygiene');
    await crud.closeDropdown(page);
    await page.screenshot({ path: `${shots}/finance-position-form-light-en.png` });
    await crud.save(page);
    await crud.dialog(page).waitFor({ state: 'hidden' });
    await crud.row(page, `Barista ${run}`).getByText('Food Hygiene').waitFor();
    await crud.row(page, `Barista ${run}`).getByRole('button', { name: /Edit/ }).click();
    await crud.dialog(page).waitFor();
    await crud.field(page, 'Description').fill('Coffee bar');
    await crud.save(page);
    await crud.dialog(page).waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.querySelector('.ant-table-tbody')?.textContent?.includes('Coffee bar'));
    await page.screenshot({ path: `${shots}/finance-position-light-en.png`, fullPage: true });
    // Delete, after the confirmation.
    await crud.confirmDelete(page, `Barista ${run}`);

    await crud.open(page, '/finance/contractDept', hits);
    await page.getByRole('button', { name: 'Add' }).click();
    await crud.dialog(page).waitFor();
    await crud.choose(page, 'Client', `E2E Kopi ${run} (2026${run}K)`);
    await crud.field(page, 'Department name').fill(`Orchard ${run}`);
    await crud.field(page, 'Site address').fill('2 Orchard Turn');
    await crud.field(page, 'Postal code').fill('23880');
    await crud.save(page);
    // The 6-digit rule is the browser's; the duplicate name is the server's.
    await crud.formItem(page, 'Postal code').getByText('A Singapore postal code has 6 digits').waitFor();
    await crud.field(page, 'Postal code').fill('238801');
    await crud.save(page);
    await crud.formItem(page, 'Department name').getByText(/already has a department/).waitFor();
    expect(await crud.dialog(page).locator('.ant-alert').count()).toBe(0);
    await page.screenshot({ path: `${shots}/finance-contractDept-duplicate-en.png` });
    await crud.field(page, 'Department name').fill(`Marina ${run}`);
    // A further approver besides the timesheet approver.
    await crud.dialog(page).getByRole('button', { name: 'Add an approver' }).click();
    const approver = crud.dialog(page).getByTestId('approver-row').first();
    await approver.getByLabel('Name').fill('Mei Ling');
    await approver.getByLabel('Email').fill('meiling@kopi.sg');
    await crud.save(page);
    await crud.dialog(page).waitFor({ state: 'hidden' });
    await crud.row(page, `Marina ${run}`).getByRole('button', { name: /Edit/ }).click();
    await crud.dialog(page).waitFor();
    await crud.field(page, 'Cost centre').fill('CC-MB');
    await crud.save(page);
    await crud.dialog(page).waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.querySelector('.ant-table-tbody')?.textContent?.includes('CC-MB'));
    // The list shows the first named approver (here the further one: no timesheet approver was named).
    expect(await crud.row(page, `Marina ${run}`).innerText()).toContain('Mei Ling');
    await page.screenshot({ path: `${shots}/finance-contractDept-light-en.png`, fullPage: true });
    expect(errors).toEqual([]);
  } catch (e) {
    await page.screenshot({ path: 'artifacts/finance-contracts-last-dept.png' }).catch(() => undefined);
    throw e;
  } finally {
    await context.close();
  }
});

test('contract orders: the policy preview shows the golden-path numbers; add, edit, activate with confirmation', async () => {
  const { context, page, errors } = await open(DESKTOP_EN);
  try {
    const hits = crud.trackRemoteHits(page, 'finance');
    await crud.open(page, '/finance/contractOrder', hits);
    await page.getByRole('button', { name: 'Add' }).click();
    await crud.dialog(page).waitFor();
    await crud.choose(page, 'Department', `E2E Kopi ${run} · Orchard ${run}`);
    await pickDate(page, 'Valid from', '2026-12-01');
    await pickDate(page, 'Valid to', '2026-11-01');
    await crud.choose(page, 'Position', `Server ${run}`);
    await crud.field(page, 'Pay rate (S$/h)').fill('12.00');
    await crud.field(page, 'Bill rate (S$/h)').fill('18.00');
    const preview = page.getByTestId('policy-preview');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="preview-bill-amount"]')?.textContent === 'S$171.00',
    );
    expect(await preview.getByTestId('preview-raw').innerText()).toBe('532');
    expect(await preview.getByTestId('preview-pay').innerText()).toBe('525 (480 normal + 45 OT)');
    expect(await preview.getByTestId('preview-bill').innerText()).toBe('540 (480 normal + 60 OT)');
    expect(await preview.getByTestId('preview-pay-amount').innerText()).toBe('S$109.50');
    await page.screenshot({ path: `${shots}/finance-contractOrder-editor-light-en.png`, fullPage: true });
    // The end before the start: refused in the form before any request.
    await crud.save(page);
    await crud.formItem(page, 'Valid to').getByText('The end date must not be before the start date').waitFor();
    await pickDate(page, 'Valid to', '2027-11-30');
    // A bill rate below the pay rate passes the form; the server refuses it on that rate's field.
    await crud.field(page, 'Bill rate (S$/h)').fill('11.00');
    await crud.save(page);
    await crud.formItem(page, 'Bill rate (S$/h)').getByText('The bill rate must not be below the pay rate').waitFor();
    await page.screenshot({ path: `${shots}/finance-contractOrder-bill-refused-en.png` });
    await crud.field(page, 'Bill rate (S$/h)').fill('18.00');
    await crud.save(page);
    await crud.dialog(page).waitFor({ state: 'hidden' });

    // Edit the new draft (PO number), then activate it after the confirmation.
    const newRow = page.locator('.ant-table-row', { hasText: '2026-12-01' }).first();
    await newRow.getByRole('button', { name: /Edit/ }).click();
    await crud.dialog(page).waitFor();
    await crud.field(page, 'PO number').fill(`PO-${run}`);
    await crud.save(page);
    await crud.dialog(page).waitFor({ state: 'hidden' });
    await newRow.getByRole('button', { name: /Activate/ }).click();
    await confirmModal(page, /Activate/);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('.ant-table-row')).some(
        (r) => r.textContent?.includes('2026-12-01') && /active/i.test(r.textContent) && !/draft/i.test(r.textContent),
      ),
    );
    await page.screenshot({ path: `${shots}/finance-contractOrder-light-en.png`, fullPage: true });

    // Revise the now active order: a new draft version from a date opens on its own page.
    await newRow.getByRole('button', { name: /Revise/ }).click();
    await crud.dialog(page).waitFor();
    await pickDate(page, 'New version from', '2027-03-01');
    await crud
      .dialog(page)
      .getByRole('button', { name: /Revise/ })
      .click();
    await page.waitForURL(/\/finance\/contractOrder\/detail\/\d+/);
    await page.getByText('2027-03-01 → 2027-11-30').waitFor();
    expect(await page.locator('.ant-tag', { hasText: /draft/i }).count()).toBeGreaterThan(0);

    // Detail: rates with markup, the preview tab with the same numbers.
    await page.goto(`/admin/finance/contractOrder/detail/${ids.order}?tab=rates`);
    await page.getByText('50.0%').waitFor();
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="preview-pay-amount"]')?.textContent === 'S$109.50',
    );
    await page.screenshot({ path: `${shots}/finance-contractOrder-detail-light-en.png`, fullPage: true });
    expect(errors).toEqual([]);
  } catch (e) {
    await page
      .screenshot({ path: 'artifacts/finance-contracts-last-order.png', fullPage: true })
      .catch(() => undefined);
    throw e;
  } finally {
    await context.close();
  }
});

const PAGES = () => [
  ['client', '/finance/client'],
  ['client-detail', `/finance/client/detail/${ids.client}`],
  ['contractDept', '/finance/contractDept'],
  ['position', '/finance/position'],
  ['contractOrder', '/finance/contractOrder'],
  ['contractOrder-detail', `/finance/contractOrder/detail/${ids.order}?tab=preview`],
];

test.each(OTHER_VARIANTS)('screens: $name', async (v) => {
  const { context, page, errors } = await open(v);
  try {
    for (const [name, path] of PAGES()) {
      await page.goto(`/admin${path}`);
      if (name.endsWith('detail')) await page.locator('.ant-tabs').first().waitFor({ timeout: 30_000 });
      else await settledTable(page);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${shots}/finance-${name}-${v.name}.png`, fullPage: true });
    }
    // The department form with a further approver and the template select (disabled, with its hint).
    await page.goto('/admin/finance/contractDept');
    await settledTable(page);
    await page.getByRole('button', { name: v.lang === 'en' ? 'Add' : '新增' }).click();
    await crud.dialog(page).getByRole('button', { name: v.lang === 'en' ? 'Add an approver' : '添加审批人' }).click();
    await crud.dialog(page).getByTestId('approver-row').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${shots}/finance-contractDept-form-${v.name}.png`, fullPage: true });
    // The policy editor on the phone / in Chinese / dark.
    await page.goto('/admin/finance/contractOrder');
    await settledTable(page);
    await page.getByRole('button', { name: v.lang === 'en' ? 'Add' : '新增' }).click();
    await page.getByTestId('policy-preview').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${shots}/finance-contractOrder-editor-${v.name}.png`, fullPage: true });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
