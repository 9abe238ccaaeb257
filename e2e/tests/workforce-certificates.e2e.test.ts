/**
 * Workforce → Certificates in a real browser over the real backend: the list, a certificate type
 * added after the server refused a duplicate name on its field, a certificate uploaded for a
 * worker (PDF) and verified after the confirmation, the worker's manage page showing it in the
 * Certificates tab and the Extra documents tab. Screenshots (en / zh-cn, light / dark, a 390 px
 * phone) go to artifacts/screens/.
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { nricCheckLetter } from '../../shared/src/rules/nric';
import { launch } from '../support/browser';
import * as crud from '../support/crud';
import { adminToken, callData, openAs, settledTable, type Variant } from '../support/screens';

jest.setTimeout(600_000);

const shots = 'artifacts/screens';
const run = String(Date.now()).slice(-5);
const workerName = `E2E Cert Worker ${run}`;
const typeName = `E2E Crane Licence ${run}`;
let browser: Browser;
let token: string;
let workerId: number;

const callApi = <T = unknown>(method: string, url: string, body?: unknown) => callData<T>(token, method, url, body);

const VARIANTS: Variant[] = [
  { name: 'light-en', lang: 'en', dark: false, width: 1366, height: 900 },
  { name: 'dark-zh-cn', lang: 'zh-cn', dark: true, width: 1366, height: 900 },
  { name: 'phone-light-en', lang: 'en', dark: false, width: 390, height: 844 },
  { name: 'phone-dark-zh-cn', lang: 'zh-cn', dark: true, width: 390, height: 844 },
];

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
  token = await adminToken();
  const digits = `6${run}${run.slice(0, 1)}`;
  workerId = (
    await callApi<{ id: number }>('POST', '/workforce/worker/add', {
      name: workerName,
      nric: `S${digits}${nricCheckLetter('S', digits)}`,
      dateOfBirth: '1991-02-03',
      gender: 'female',
      nationality: 'Singaporean',
      residency: 'citizen',
      engagementType: 'contractor',
      phone: `+6569${run}7`.slice(0, 12),
      email: '',
    })
  ).id;
});
afterAll(async () => {
  await browser?.close();
});

test('types: duplicate refused on the field, then added; a certificate uploaded for a worker and verified', async () => {
  const { context, page, errors } = await openAs(browser, VARIANTS[0]);
  try {
    const hits = crud.trackRemoteHits(page, 'workforce');
    await crud.open(page, '/workforce/certificate', hits);
    await settledTable(page);
    await page.screenshot({ path: `${shots}/workforce-certificates-light-en.png`, fullPage: true });

    // Certificate types: the demo's "Food Hygiene" exists, so the server refuses it on the name.
    await page.getByRole('tab', { name: 'Certificate types' }).click();
    await crud.row(page, 'Food Hygiene').first().waitFor();
    await page
      .locator('.ant-card button:visible', { hasText: /^\s*Add\s*$/ })
      .first()
      .click();
    await crud.field(page, 'Type name').fill('Food Hygiene');
    await crud.save(page);
    await crud.formItem(page, 'Type name').getByText('Certificate type "Food Hygiene" already exists').waitFor();
    await crud.field(page, 'Type name').fill(typeName);
    await crud.save(page);
    await crud.dialog(page).waitFor({ state: 'hidden' });
    await crud.row(page, typeName).waitFor();

    // A certificate for the worker, with its PDF.
    await page.getByRole('tab', { name: 'Worker certificates' }).click();
    await page
      .locator('.ant-card button:visible', { hasText: /^\s*Add\s*$/ })
      .first()
      .click();
    await crud.search(page, crud.formItem(page, 'Worker'), workerName, `${workerName} (#${workerId})`);
    await crud.dropdown(page).waitFor({ state: 'hidden' });
    const typeSelect = crud.formItem(page, 'Certificate type').locator('.ant-select');
    await typeSelect.click();
    await typeSelect.locator('input').fill(typeName);
    await crud.pickOption(page, typeName);
    await crud.formItem(page, 'Certificate type').locator('.ant-select', { hasText: typeName }).waitFor();
    await crud.field(page, 'Certificate no.').fill(`CR-${run}`);
    const expiry = crud.field(page, 'Expires on');
    await expiry.click();
    await expiry.fill('2030-06-30');
    await expiry.press('Enter');
    await crud
      .formItem(page, 'File')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'crane.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      });
    await crud
      .formItem(page, 'File')
      .getByText(/File uploaded: crane.pdf/)
      .waitFor();
    await crud.save(page);
    await crud.dialog(page).waitFor({ state: 'hidden' });

    // Find it, verify it after the confirmation.
    const search = page.locator('form[role=search]');
    await search.getByLabel('Worker').fill(workerName);
    await search.getByRole('button', { name: /Search/ }).click();
    await page.waitForURL(/workerName=/);
    const row = crud.row(page, `CR-${run}`);
    await row.waitFor();
    expect(await row.innerText()).toContain('Pending');
    await row.getByRole('button', { name: 'Verify' }).click();
    const modal = page.locator('.ant-modal:visible').last();
    await modal.waitFor();
    await crud.settled(modal);
    expect(await modal.innerText()).toMatch(/pending.*verified/is);
    await modal.getByRole('button', { name: 'Verify' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.waitForFunction(
      (n) =>
        Array.from(document.querySelectorAll('.ant-table-row')).some(
          (r) => r.textContent?.includes(n) && r.textContent.includes('Verified'),
        ),
      `CR-${run}`,
    );
    const [cert] = (
      await callApi<{ list: { status: string; verifiedBy: string; fileType: string }[] }>(
        'GET',
        `/workforce/workerCertificate/list?workerId=${workerId}`,
      )
    ).list;
    expect(cert).toMatchObject({ status: 'verified', verifiedBy: 'admin', fileType: 'application/pdf' });
    // The preview fetches the file behind its rule.
    await row.getByRole('button', { name: /Preview/ }).click();
    await page.locator('.ant-modal:visible iframe').waitFor();
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the manage page shows the certificate and the extra-documents tab', async () => {
  const { context, page, errors } = await openAs(browser, VARIANTS[0]);
  try {
    await page.goto(`/admin/workforce/worker/manage/${workerId}`);
    await page.getByRole('tab', { name: 'Certificates' }).click();
    await crud.row(page, `CR-${run}`).waitFor({ timeout: 30_000 });
    expect(await crud.row(page, `CR-${run}`).innerText()).toContain(typeName);
    await settledTable(page);
    await page.screenshot({ path: `${shots}/workforce-manage-certificates-light-en.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Extra documents' }).click();
    await page.getByText('Extra documents', { exact: true }).last().waitFor();
    await page.screenshot({ path: `${shots}/workforce-manage-documents-light-en.png`, fullPage: true });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('screenshots: both languages and themes, and a phone', async () => {
  for (const v of VARIANTS.slice(1)) {
    const { context, page } = await openAs(browser, v);
    try {
      await page.goto('/admin/workforce/certificate?expiringWithinDays=30');
      await settledTable(page);
      await page.screenshot({ path: `${shots}/workforce-certificates-${v.name}.png`, fullPage: true });
      // On a phone the tab sits in the tab bar's overflow menu: the page opens it from the URL.
      await page.goto(`/admin/workforce/worker/manage/${workerId}?tab=certificates`);
      await crud.row(page, `CR-${run}`).waitFor({ timeout: 30_000 });
      await settledTable(page);
      await page.screenshot({ path: `${shots}/workforce-manage-certificates-${v.name}.png`, fullPage: true });
    } finally {
      await context.close();
    }
  }
});
