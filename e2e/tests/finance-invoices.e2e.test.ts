/**
 * Invoices in a real browser over the real backend (issue 30, golden path 16–18): a shift's
 * approved timesheet picked in the Generate dialog, the draft issued (its number, GST and total
 * on the page), a part payment recorded, a credit note made from one line; the list, the detail
 * page with its lines, payments and notes, and the client's Invoices and Receivables tabs.
 * Screenshots in both languages and themes and on a phone.
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { launch } from '../support/browser';
import * as crud from '../support/crud';
import { type JobTerms, makeJobTerms, makeJobWorker, sgDay, verifiedShiftVia } from '../support/job-terms';
import { adminToken, callData as call, confirmModal, openAs, VARIANTS, settledTable } from '../support/screens';

jest.setTimeout(600_000);

const shots = 'artifacts/screens';
const run = String(Date.now()).slice(-5);
let browser: Browser;
let token: string;
const api = <T = unknown>(method: string, url: string, body?: unknown) => call<T>(token, method, url, body);
const DESKTOP_EN = VARIANTS[0];
const shiftDay = sgDay(-2);
let terms: JobTerms;
let timesheetNumber = '';
let invoiceId = 0;

/** A 1×1 PNG, as the signature pad's data URL. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A verified 09:00–19:00 shift of a new worker (9 h paid: 8 normal + 1 OT) and its approved timesheet. */
async function approvedTimesheet() {
  const d = String(Date.now() + Math.floor(Math.random() * 997)).slice(-6);
  const worker = await makeJobWorker(api, `E2E Invoice ${run}`, `4${d}`, `+6584${d}`);
  const { jobId } = await verifiedShiftVia(api, terms, worker, `Invoice crew ${d}`, shiftDay, '09:00', '19:00');
  const { contractDeptId } = await api<{ contractDeptId: number }>('GET', `/workforce/job/get?id=${jobId}`);
  const sheet = await api<{ id: number; number: string }>('POST', '/workforce/timesheet/generate', {
    contractDeptId,
    period: shiftDay.slice(0, 7),
  });
  await api('PUT', '/workforce/timesheet/send', { id: sheet.id });
  await api('PUT', '/workforce/timesheet/approve', { id: sheet.id, signerName: 'Site manager', signature: PNG });
  return sheet.number;
}

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
  token = await adminToken();
  terms = await makeJobTerms(api, run, 'Invoices');
});
afterAll(async () => {
  await browser?.close();
});

test('generate from an approved timesheet → issue → record a part payment → credit one line', async () => {
  // Its own timesheet on every try: a retry must not look for one its first try invoiced.
  timesheetNumber = await approvedTimesheet();
  const { context, page, errors } = await openAs(browser, DESKTOP_EN);
  try {
    await page.goto('/admin/finance/invoice');
    await settledTable(page);
    await page.getByRole('button', { name: 'Generate' }).click();
    const modal = crud.dialog(page);
    const client = crud.formItem(page, 'Client').locator('.ant-select').first();
    await client.click();
    await client.locator('input').fill(terms.clientName);
    await crud.pickOption(page, terms.clientName);
    await modal.getByRole('checkbox', { name: timesheetNumber }).check();
    await modal.getByText('1 picked').waitFor();
    await modal.getByRole('button', { name: 'Generate' }).click();
    await page.waitForURL(/\/admin\/finance\/invoice\/detail\/\d+$/);
    invoiceId = Number(page.url().split('/').at(-1));
    await page.getByRole('heading', { name: /Draft/ }).waitFor();
    // The lines: 8 normal hours at S$18.00 and 1 OT hour at S$27.00.
    await crud.row(page, 'Normal').getByText('S$144.00').waitFor();
    await crud.row(page, 'Overtime').getByText('S$27.00').first().waitFor();

    await page.getByRole('button', { name: 'Issue' }).click();
    await confirmModal(page, /^Issue$/);
    await page.locator('.ant-tag:visible', { hasText: 'Issued' }).first().waitFor();
    const issued = await api<{ number: string; subtotal: number; gst: number; total: number; gstRate: number }>(
      'GET',
      `/finance/invoice/get?id=${invoiceId}`,
    );
    expect(issued).toMatchObject({ subtotal: 17_100, gst: 1_539, total: 18_639, gstRate: 9 });
    await page.getByRole('heading', { name: new RegExp(issued.number) }).waitFor();
    await page.locator('.ant-descriptions:visible').getByText('S$186.39').first().waitFor();

    // A part payment: S$100.00 by PayNow.
    await page.getByRole('button', { name: 'Record payment' }).click();
    await crud.chooseIn(page, crud.formItem(page, 'Method'), 'PayNow');
    await crud.field(page, 'Reference').fill(`PN-${run}`);
    await crud.field(page, 'Amount (S$)').fill('100.00');
    await crud.dialog(page).getByRole('button', { name: 'Record' }).click();
    await page.locator('.ant-tag:visible', { hasText: 'Partially paid' }).first().waitFor();
    await page.getByRole('tab', { name: 'Payments' }).click();
    await crud.row(page, `PN-${run}`).getByText('S$100.00').waitFor();

    // A credit note of the OT line only.
    await page.getByRole('button', { name: 'Credit note' }).click();
    const note = crud.dialog(page);
    await note.getByRole('checkbox', { name: /^Normal/ }).uncheck();
    await crud.field(page, 'Reason').fill('OT was not authorised by the client');
    await note.getByRole('button', { name: 'Create credit note' }).click();
    await note.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: 'Credit and debit notes' }).click();
    await page.locator('.ant-table-row:visible', { hasText: 'CN-' }).first().waitFor();
    const after = await api<{ credited: number; paid: number; balance: number; paymentStatus: string }>(
      'GET',
      `/finance/invoice/get?id=${invoiceId}`,
    );
    // The OT line is S$27.00 + 9% GST = S$29.43 credited; still partly paid, never marked paid by a credit.
    expect(after).toMatchObject({
      paid: 10_000,
      credited: 2_943,
      balance: 18_639 - 10_000 - 2_943,
      paymentStatus: 'partially_paid',
    });
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByText('issue a credit note').first().waitFor();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('screenshots: the invoice list, the detail page and the client’s invoices, in both languages and themes and on a phone', async () => {
  for (const v of VARIANTS) {
    const { context, page } = await openAs(browser, v);
    try {
      await page.goto('/admin/finance/invoice');
      await settledTable(page);
      await page.screenshot({ path: `${shots}/invoices-${v.name}.png`, fullPage: true });
      await page.goto(`/admin/finance/invoice/detail/${invoiceId}`);
      await page.locator('.ant-table-row').first().waitFor();
      await page.screenshot({ path: `${shots}/invoice-detail-${v.name}.png`, fullPage: true });
      await page.goto(`/admin/finance/client/detail/${terms.clientId}?tab=invoices`);
      await page.locator('[data-testid="client-invoices"] .ant-table-row').first().waitFor();
      await page.screenshot({ path: `${shots}/client-invoices-${v.name}.png`, fullPage: true });
    } finally {
      await context.close();
    }
  }
});
