/**
 * Workforce → Workers and Applicants in a real browser over the real backend: list and search
 * (name, NRIC last 4), add with the server's duplicate-NRIC refusal shown on the NRIC field,
 * verify with confirmation, edit, the manage page's reveal of the whole NRIC as admin (and its
 * audit line in the History), an applicant approved into a worker, and the XLSX import: 5,000
 * rows with 3 bad ones refused naming those rows, then the fixed file imported with progress.
 * Screenshots (en / zh-cn, light / dark, a 390 px phone) go to artifacts/screens/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { nricCheckLetter } from '../../shared/src/rules/nric';
import { baseUrl, launch } from '../support/browser';
import * as crud from '../support/crud';
import {
  adminToken,
  callData as call,
  confirmModal,
  openAs,
  VARIANTS as SCREEN_VARIANTS,
  settledTable,
  type Variant,
} from '../support/screens';
import { repoRoot } from '../support/server';

jest.setTimeout(600_000);

// exceljs is the product's own XLSX library (backend and export); the test writes real files.
const ExcelJS = require(require.resolve('exceljs', { paths: [path.join(repoRoot, 'backend')] }));

const shots = 'artifacts/screens';
const run = String(Date.now()).slice(-5);
// Per-run number ranges, so reruns on one server never meet their own earlier workers.
const runDigits = run.slice(-2);
let browser: Browser;
let token: string;
const callApi = <T = unknown>(method: string, url: string, body?: unknown) => call<T>(token, method, url, body);
const DESKTOP_EN: Variant = SCREEN_VARIANTS[0];
const open = (v: Variant) => openAs(browser, v);

const nric = (prefix: 'S' | 'T', digits: string) => `${prefix}${digits}${nricCheckLetter(prefix, digits)}`;
const seeded = { name: `E2E Seeded ${run}`, nric: nric('S', `8${runDigits}${run.slice(0, 4)}`), phone: `+6560${run}1` };

/** The form item of the page's form (not the search form) with this exact label. */
const item = (page: Page, label: string): Locator =>
  page
    .locator('.ant-card form:not([role=search]) .ant-form-item')
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${crud.escapeRe(label)}$`) }) });
const input = (page: Page, label: string) => item(page, label).locator('input:not([type=radio]), textarea').first();

async function pickDate(page: Page, label: string, date: string) {
  const el = input(page, label);
  await el.click();
  await el.fill(date);
  await el.press('Enter');
  await page
    .locator('.ant-picker-dropdown:visible')
    .first()
    .waitFor({ state: 'hidden' })
    .catch(() => undefined);
  await expect(el).toHaveValueSoon(date);
}

/** An XLSX in the template's layout: the header row holds the column keys. */
async function workbook(rows: Record<string, string>[]): Promise<Buffer> {
  const template = await fetch(`${baseUrl()}/backend/api/v1/workforce/worker/importTemplate`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(template.ok).toBe(true);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await template.arrayBuffer()));
  const ws = wb.getWorksheet('Workers');
  const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
  ws.spliceRows(2, ws.rowCount - 1);
  for (const r of rows) ws.addRow(header.map((k) => r[k] ?? ''));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const importRow = (i: number): Record<string, string> => {
  const digits = `9${runDigits}${String(i).padStart(4, '0')}`;
  return {
    name: `Import ${run} ${String(i).padStart(4, '0')}`,
    nric: nric('T', digits),
    dateOfBirth: '1998-03-14',
    gender: i % 2 ? 'female' : 'male',
    nationality: 'Singaporean',
    residency: 'citizen',
    engagementType: 'contractor',
    phone: `+6530${runDigits}${String(i).padStart(4, '0')}`,
    skills: 'warehouse, forklift',
    languages: 'English',
  };
};

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
  token = await adminToken();
  await callApi('POST', '/workforce/worker/add', {
    name: seeded.name,
    nric: seeded.nric,
    dateOfBirth: '1990-05-17',
    gender: 'male',
    nationality: 'Singaporean',
    residency: 'citizen',
    engagementType: 'contractor',
    phone: seeded.phone,
    email: '',
  });
  const applicant = await callApi<{ id: number }>('POST', '/workforce/applicant/add', {
    name: `E2E Applicant ${run}`,
    nric: nric('T', `7${runDigits}${run.slice(0, 4)}`),
    dateOfBirth: '2002-08-20',
    gender: 'female',
    nationality: 'Singaporean',
    residency: 'citizen',
    phone: `+6561${run}2`,
    email: '',
    source: 'website',
  });
  await callApi('PUT', '/workforce/applicant/screen', { id: applicant.id });
});
afterAll(async () => {
  await browser?.close();
});

test('workers: list + search, add refused on the NRIC field (duplicate), add, verify, edit, reveal NRIC (audited)', async () => {
  const { context, page, errors } = await open(DESKTOP_EN);
  try {
    const hits = crud.trackRemoteHits(page, 'workforce');
    await crud.open(page, '/workforce/worker', hits);
    const search = page.locator('form[role=search]');
    await search.getByLabel('Name').fill(seeded.name);
    await search.getByRole('button', { name: /Search/ }).click();
    await page.waitForURL(/name=/);
    // The demo's ~300 workers give way to the one match.
    await page.waitForFunction((n) => {
      const rows = document.querySelectorAll('.ant-table-row');
      return rows.length === 1 && rows[0].textContent?.includes(n);
    }, seeded.name);
    // Masked in the list: the last 4 only.
    expect(await crud.row(page, seeded.name).innerText()).toContain(`S****${seeded.nric.slice(-4)}`);
    await search.getByRole('button', { name: /Reset/ }).click();
    // The reset lands in the URL after the click: typing before it would be wiped by it.
    await page.waitForURL((u) => !/[?&]name=/.test(u.search));
    await search.getByLabel('NRIC last 4').fill(seeded.nric.slice(-4));
    await search.getByRole('button', { name: /Search/ }).click();
    await page.waitForURL(/nricLast4=/);
    await page.waitForFunction((n) => {
      const rows = Array.from(document.querySelectorAll('.ant-table-row'));
      return rows.length > 0 && rows.length < 20 && rows.some((r) => r.textContent?.includes(n));
    }, seeded.name);
    await settledTable(page);
    await page.screenshot({ path: `${shots}/workforce-worker-search-light-en.png`, fullPage: true });

    // Add: the form page; the NRIC of an existing worker is refused on its field.
    await page.getByRole('button', { name: 'Add' }).click();
    await page.waitForURL(/\/workforce\/worker\/add$/);
    const name = `E2E Lim ${run}`;
    await input(page, 'Name').fill(name);
    await input(page, 'NRIC / FIN').fill(seeded.nric);
    await pickDate(page, 'Date of birth', '1996-02-29');
    await item(page, 'Gender').getByText('Female', { exact: true }).click();
    await input(page, 'Phone').fill(`8${run.slice(0, 3)} ${run.slice(3)}55`);
    await input(page, 'Bank').fill('OCBC');
    await input(page, 'Bank account').fill('501-234567-001');
    await page.getByRole('button', { name: /Save/ }).click();
    const nricError = item(page, 'NRIC / FIN').locator('.ant-form-item-explain-error');
    await nricError.waitFor();
    expect(await nricError.innerText()).toContain(seeded.name);
    await page.screenshot({ path: `${shots}/workforce-worker-add-duplicate-en.png`, fullPage: true });
    const mine = nric('S', `6${runDigits}${run.slice(0, 4)}`);
    await input(page, 'NRIC / FIN').fill(mine);
    await page.getByRole('button', { name: /Save/ }).click();
    await page.waitForURL(/\/workforce\/worker\/manage\/\d+$/);
    await page.getByText(name).first().waitFor();

    // Verify (pending → active) after the confirmation.
    await page.getByRole('button', { name: 'Verify' }).click();
    await confirmModal(page, /Verify/);
    // :visible — the list page stays mounted (hidden) behind this one, with its own status tags.
    await page
      .locator('.ant-tag:visible', { hasText: /^active$/i })
      .first()
      .waitFor();

    // Edit: the address; back on the manage page.
    await page.getByRole('button', { name: /Edit/ }).click();
    await page.waitForURL(/\/workforce\/worker\/edit\/\d+$/);
    await expect(input(page, 'Name')).toHaveValueSoon(name);
    await input(page, 'Address').fill('Blk 10 Tampines St 11 #02-03');
    await page.getByRole('button', { name: /Save/ }).click();
    await page.waitForURL(/\/workforce\/worker\/manage\/\d+$/);

    // Reveal as admin: the whole NRIC, and the History has the audited reveal.
    await page.getByTestId('masked-value').waitFor();
    expect(await page.getByTestId('masked-value').innerText()).toBe(`S****${mine.slice(-4)}`);
    await page.getByRole('button', { name: /Reveal/ }).click();
    await page.getByTestId('masked-value').getByText(mine).waitFor();
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('tabpanel');
    await history.getByText('Reveal the NRIC').first().waitFor();
    await history.getByText('Verify', { exact: true }).first().waitFor();
    await history.getByText('Edit', { exact: true }).first().waitFor();
    await page.screenshot({ path: `${shots}/workforce-worker-manage-history-en.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Wallet' }).click();
    // The worker's balances and ledger (a new worker's wallet is empty, not missing).
    await page.getByRole('region', { name: 'Balances' }).getByText('Available').waitFor();
    expect(errors).toEqual([]);
  } catch (e) {
    await page.screenshot({ path: 'artifacts/workforce-workers-last.png', fullPage: true }).catch(() => undefined);
    throw e;
  } finally {
    await context.close();
  }
});

test('applicants: approve with confirmation creates the worker the row then links to', async () => {
  const { context, page, errors } = await open(DESKTOP_EN);
  try {
    const hits = crud.trackRemoteHits(page, 'workforce');
    await crud.open(page, '/workforce/applicant', hits);
    const row = crud.row(page, `E2E Applicant ${run}`);
    await row.waitFor();
    await row.getByRole('button', { name: 'Approve' }).click();
    await confirmModal(page, /Approve/);
    await row.getByRole('button', { name: new RegExp(`#\\d+ E2E Applicant ${run}`) }).waitFor();
    expect(await row.innerText()).toMatch(/approved/i);
    await settledTable(page);
    await page.screenshot({ path: `${shots}/workforce-applicant-light-en.png`, fullPage: true });
    await row.getByRole('button', { name: new RegExp(`#\\d+ E2E Applicant ${run}`) }).click();
    await page.waitForURL(/\/workforce\/worker\/manage\/\d+\?tab=applicant$/);
    // The Application tab shows the sign-up it came from.
    await page.getByRole('tabpanel').getByText('Website').waitFor();
    expect(errors).toEqual([]);
  } catch (e) {
    await page.screenshot({ path: 'artifacts/workforce-applicants-last.png', fullPage: true }).catch(() => undefined);
    throw e;
  } finally {
    await context.close();
  }
});

test('import: 5,000 rows with 3 bad ones refused naming them; fixed, imported with visible progress', async () => {
  const rows = Array.from({ length: 5000 }, (_, i) => importRow(i));
  const bad = rows.map((r) => ({ ...r }));
  bad[11].nric = `${bad[11].nric.slice(0, 8)}${bad[11].nric.endsWith('A') ? 'B' : 'A'}`; // wrong check letter
  bad[2000].phone = '+6512345678'; // not a Singapore number
  bad[4998].residency = 'martian';
  const { context, page, errors } = await open(DESKTOP_EN);
  try {
    const hits = crud.trackRemoteHits(page, 'workforce');
    await crud.open(page, '/workforce/worker', hits);
    await page.getByRole('button', { name: /Import/ }).click();
    const modal = page.locator('.ant-modal:visible').last();
    await modal.getByText('Import workers').waitFor();
    const file = modal.locator('input[type=file]');
    await file.setInputFiles({
      name: 'workers-bad.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await workbook(bad),
    });
    await modal
      .getByRole('alert')
      .getByText(/3 rows have errors/)
      .waitFor({ timeout: 120_000 });
    // Sheet rows: header is row 1, so list index i is row i + 2.
    const table = modal.locator('.ant-table');
    const cells = await table.locator('.ant-table-row td:first-child').allInnerTexts();
    expect(cells.map(Number).sort((a, b) => a - b)).toEqual([13, 2002, 5000]);
    expect(await table.innerText()).toMatch(/NRIC/);
    await page.screenshot({ path: `${shots}/workforce-worker-import-refused-en.png` });
    // Nothing was written.
    const none = await callApi<{ total: number }>(
      'GET',
      `/workforce/worker/list?name=${encodeURIComponent(`Import ${run}`)}&pageSize=1`,
    );
    expect(none.total).toBe(0);

    await file.setInputFiles({
      name: 'workers.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await workbook(rows),
    });
    // The job reports through the socket: a bar with a percentage, then the summary.
    // The total comes only from the job's socket events: seeing it means progress arrived.
    await modal
      .getByRole('status')
      .getByText(/Importing \d+ of 5000 rows/)
      .waitFor({ timeout: 120_000 });
    await modal.getByRole('status').locator('.ant-progress').waitFor();
    await page.screenshot({ path: `${shots}/workforce-worker-import-progress-en.png` });
    await modal.getByText('Imported 5000 rows').waitFor({ timeout: 300_000 });
    const all = await callApi<{ total: number }>(
      'GET',
      `/workforce/worker/list?name=${encodeURIComponent(`Import ${run}`)}&pageSize=1`,
    );
    expect(all.total).toBe(5000);
    expect(errors).toEqual([]);
  } catch (e) {
    await page.screenshot({ path: 'artifacts/workforce-import-last.png', fullPage: true }).catch(() => undefined);
    throw e;
  } finally {
    await context.close();
  }
});

test('screenshots: list, add, manage and applicants in both languages and themes, and on a phone', async () => {
  const list = await callApi<{ list: { id: number }[] }>(
    'GET',
    `/workforce/worker/list?name=${encodeURIComponent(seeded.name)}&pageSize=1`,
  );
  const id = list.list[0].id;
  for (const v of SCREEN_VARIANTS) {
    const { context, page, errors } = await open(v);
    try {
      await page.goto('/admin/workforce/worker');
      await settledTable(page);
      await page.screenshot({ path: `${shots}/workforce-worker-${v.name}.png`, fullPage: true });
      await page.goto('/admin/workforce/worker/add');
      await page.locator('.ant-card form .ant-form-item').first().waitFor();
      await page.screenshot({ path: `${shots}/workforce-worker-add-${v.name}.png`, fullPage: true });
      await page.goto(`/admin/workforce/worker/manage/${id}`);
      await page.getByTestId('masked-value').waitFor();
      await page.getByRole('tabpanel').locator('.ant-descriptions, .ant-empty').first().waitFor();
      await page.screenshot({ path: `${shots}/workforce-worker-manage-${v.name}.png`, fullPage: true });
      await page.goto('/admin/workforce/applicant');
      await settledTable(page);
      await page.screenshot({ path: `${shots}/workforce-applicant-${v.name}.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }
});
