/**
 * Timesheets in a real browser over the real backend (issue 29, golden path 13–15): a verified
 * shift's timesheet generated from the list, sent (the .eml lands in the server's outbox with the
 * PDF attached and the sign-off link); the link opened by an anonymous visitor who disputes one
 * row; the record corrected and the timesheet re-sent; the new link shows what changed, the
 * visitor draws a signature and approves; the used link then gets a clear page. After approval
 * a row is corrected by an adjustment (the record stays as signed). Screenshots of
 * the list, the detail page and the sign-off page (en / zh-cn, light / dark, a phone).
 */
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, serverDataDir } from '../support/browser';
import * as crud from '../support/crud';
import { type JobTerms, makeJobTerms, makeJobWorker, sg, sgDay, verifiedShiftVia } from '../support/job-terms';
import { adminToken, callData as call, confirmModal, openAs, VARIANTS, settledTable } from '../support/screens';

jest.setTimeout(600_000);

const shots = 'artifacts/screens';
const run = String(Date.now()).slice(-5);
let browser: Browser;
let token: string;
const api = <T = unknown>(method: string, url: string, body?: unknown) => call<T>(token, method, url, body);
const DESKTOP_EN = VARIANTS[0];
const workerName = `E2E Timesheet ${run}`;
let clientName = '';
let terms: JobTerms;
let recordId = 0;
let timesheetId = 0;
let number = '';
const shiftDay = sgDay(-1);

/** Every .eml under the server's outbox, newest last. */
function outbox(): string[] {
  const root = path.join(serverDataDir(), 'outbox');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const p = path.join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (f.endsWith('.eml')) files.push(p);
    }
  };
  try {
    walk(root);
  } catch {
    return [];
  }
  return files.sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
}

/** The quoted-printable body made plain again (soft line breaks, `=3D`). */
const unquote = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));

/** The sign-off path (under /admin) of the newest mail about this timesheet. */
async function mailedLink(): Promise<{ link: string; eml: string }> {
  for (let i = 0; i < 50; i++) {
    const mine = outbox()
      .map((f) => readFileSync(f, 'utf8'))
      .filter((m) => m.includes(number));
    const eml = mine.at(-1);
    const m = eml && unquote(eml).match(/\/admin\/website\/timesheet\/sign\?token=[A-Za-z0-9_-]{43}/);
    if (eml && m) return { link: m[0], eml };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail with a sign-off link for ${number}`);
}

async function anonymous(v = DESKTOP_EN) {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: v.lang === 'en' ? 'en-GB' : 'zh-CN',
    viewport: { width: v.width, height: v.height },
    colorScheme: v.dark ? 'dark' : 'light',
  });
  return { context, page: await context.newPage() };
}

async function draw(page: Page) {
  const canvas = page.locator('canvas').first();
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no signature pad');
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 30 + i * 18, box.y + box.height * (0.6 - (i % 2) * 0.25));
  await page.mouse.up();
}

/** A verified 09:00–18:00 shift of a new worker on `shiftDay`: the record's id. */
async function verifiedShift(name: string) {
  // Fresh digits per call: a retried test must not meet its own earlier worker's NRIC.
  const d = String(Date.now() + Math.floor(Math.random() * 997)).slice(-6);
  const worker = await makeJobWorker(api, name, `4${d}`, `+6584${d}`);
  return (await verifiedShiftVia(api, terms, worker, `Timesheet crew ${d}`, shiftDay, '09:00', '18:00')).recordId;
}

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
  token = await adminToken();
  terms = await makeJobTerms(api, run, 'Timesheets');
  clientName = terms.clientName;
  recordId = await verifiedShift(workerName);
});
afterAll(async () => {
  await browser?.close();
});

test('generate → send (the mail has the PDF and the link) → dispute a row → correct → re-send with the changes → approve by drawing', async () => {
  const { context, page, errors } = await openAs(browser, DESKTOP_EN);
  try {
    await page.goto('/admin/jobs/timesheet');
    await page.getByRole('button', { name: 'Generate' }).click();
    const modal = crud.dialog(page);
    await crud.search(page, crud.formItem(page, 'Client'), clientName, new RegExp(clientName));
    await crud.chooseIn(page, crud.formItem(page, 'Contract department'), 'Hall B');
    await modal.getByText('Month', { exact: true }).click();
    const picker = modal.getByRole('textbox', { name: 'Period' });
    await picker.click();
    await picker.fill(shiftDay.slice(0, 7));
    await crud.closeDropdown(page);
    await modal.getByText(new RegExp(`^${shiftDay.slice(0, 7)}: `)).waitFor();
    await modal.getByRole('button', { name: 'Generate' }).click();
    await page.waitForURL(/\/admin\/jobs\/timesheet\/detail\/\d+$/);
    timesheetId = Number(page.url().split('/').at(-1));
    number = (await api<{ number: string }>('GET', `/workforce/timesheet/get?id=${timesheetId}`)).number;
    await page.getByText(workerName).waitFor();

    // Send: the kit's confirm, then the mail in the outbox.
    await page.getByRole('button', { name: 'Send to client' }).click();
    await confirmModal(page, /^Send to client$/);
    await page.locator('.ant-tag:visible', { hasText: 'Sent to client' }).first().waitFor();
    const first = await mailedLink();
    expect(first.eml).toMatch(/Content-Type: application\/pdf/);
    expect(first.eml).toContain(`${number}.pdf`);

    // The client disputes one row from the link, with no account.
    const client = await anonymous();
    try {
      await client.page.goto(first.link);
      await client.page.getByText(`Timesheet ${number}`).waitFor();
      await client.page.getByText('Something is wrong').click();
      await client.page.getByLabel('Your name').fill('Jane Lim');
      await client.page.getByLabel('What is wrong').fill('The worker left at 17:00');
      await client.page.getByRole('combobox', { name: 'Add a comment to a row' }).click();
      await crud.pickOption(client.page, `${workerName} · ${shiftDay}`);
      await client.page.keyboard.press('Escape');
      await client.page.getByPlaceholder('Your comment on this row').fill('Left an hour early');
      await client.page.getByRole('button', { name: 'Send the dispute' }).click();
      await client.page.getByText(/we have your comments on timesheet/).waitFor();
    } finally {
      await client.context.close();
    }

    // Staff correct the record (with a reason) and verify it again, then re-send.
    await api('PUT', '/workforce/workRecord/edit', {
      id: recordId,
      clockInAt: sg(shiftDay, '09:00'),
      clockOutAt: sg(shiftDay, '17:00'),
      reason: 'Client: left at 17:00',
    });
    await api('PUT', '/workforce/workRecord/verify', { ids: [recordId] });
    await page.reload();
    await page.locator('.ant-tag:visible', { hasText: 'Disputed' }).first().waitFor();
    await page.getByRole('button', { name: 'Send to client' }).click();
    await confirmModal(page, /^Send to client$/);
    await page.locator('.ant-tag:visible', { hasText: 'Sent to client' }).first().waitFor();
    const second = await mailedLink();
    expect(second.link).not.toBe(first.link);

    // The new link shows the change; the visitor draws and approves.
    const signer = await anonymous();
    try {
      await signer.page.goto(second.link);
      await signer.page.getByText('Changed since the last version').waitFor();
      await signer.page.screenshot({ path: `${shots}/timesheet-sign-changes-light-en.png`, fullPage: true });
      await signer.page.getByLabel('Your name').fill('Jane Lim');
      await draw(signer.page);
      await signer.page.getByRole('button', { name: 'Approve the timesheet' }).click();
      await signer.page.getByText(`Thank you: timesheet ${number} is approved.`).waitFor();
      // The used link: a clear page, not the form.
      await signer.page.goto(second.link);
      await signer.page.getByText('This link cannot be used').waitFor();
      await signer.page.screenshot({ path: `${shots}/timesheet-sign-used-light-en.png` });
      // The first link was superseded by the re-send.
      await signer.page.goto(first.link);
      await signer.page.getByText('This link cannot be used').waitFor();
    } finally {
      await signer.context.close();
    }

    const done = await api<{ status: string; signerName: string; signedHash: string }>(
      'GET',
      `/workforce/timesheet/get?id=${timesheetId}`,
    );
    expect(done.status).toBe('approved');
    expect(done.signerName).toBe('Jane Lim');
    expect(done.signedHash).toMatch(/^[0-9a-f]{64}$/);
    await page.reload();
    await page.locator('.ant-tag:visible', { hasText: 'Approved' }).first().waitFor();
    await page.getByRole('tab', { name: 'Sign-off' }).click();
    await page.getByText('Jane Lim').waitFor();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('after approval a row is adjusted, not edited: the record stays as signed, the difference waits for the invoice', async () => {
  const signed = await api<{ signedHash: string; billAmount: number }>('GET', `/workforce/timesheet/get?id=${timesheetId}`);
  const { context, page, errors } = await openAs(browser, DESKTOP_EN);
  try {
    await page.goto(`/admin/jobs/timesheet/detail/${timesheetId}`);
    await page.getByRole('button', { name: `Adjust ${workerName}’s shift of ${shiftDay}` }).click();
    const modal = crud.dialog(page);
    await modal.getByText(/stays as signed/).waitFor();
    const out = crud.formItem(page, 'Clock out').locator('input').first();
    const previewed = page.waitForResponse((r) => r.url().includes('/workforce/workRecord/preview'));
    await out.click();
    await out.fill(`${shiftDay} 16:00`);
    await out.press('Tab');
    await crud.formItem(page, 'Reason for the change').locator('textarea').fill('Gate log: left at 16:00');
    // The record's own preview of the corrected punches, beside what was signed.
    expect((await previewed).status()).toBe(200);
    await modal.getByText('Computing…').waitFor({ state: 'detached' });
    await page.screenshot({ path: `${shots}/timesheet-adjust-light-en.png`, fullPage: true });
    await modal.getByRole('button', { name: 'Record the adjustment' }).click();
    await page.getByRole('tab', { name: 'Adjustments (1)' }).click();
    await page.getByText('Gate log: left at 16:00').waitFor();
    await page.getByText('On the invoice’s issue').waitFor();
    await page.screenshot({ path: `${shots}/timesheet-adjustments-light-en.png`, fullPage: true });

    const after = await api<{
      status: string;
      signedHash: string;
      billAmount: number;
      adjustments: { billAmount: number; payAmount: number; payrollItemId: number | null }[];
    }>('GET', `/workforce/timesheet/get?id=${timesheetId}`);
    expect(after).toMatchObject({ status: 'approved', signedHash: signed.signedHash, billAmount: signed.billAmount });
    expect(after.adjustments[0].billAmount).toBeLessThan(0);
    expect(after.adjustments[0].payAmount).toBeLessThan(0);
    expect(after.adjustments[0].payrollItemId).toEqual(expect.any(Number));
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('screenshots: the timesheet list and detail, and the sign-off page, in both languages and themes and on a phone', async () => {
  // A second timesheet waiting for the client (a shift verified after the first was generated),
  // for the sign-off page's screenshots: showing a link does not use it.
  await verifiedShift(`E2E 陈美玲 ${run}`);
  const { contractDeptId } = await api<{ contractDeptId: number }>('GET', `/workforce/timesheet/get?id=${timesheetId}`);
  const made = await api<{ id: number; number: string }>('POST', '/workforce/timesheet/generate', {
    contractDeptId,
    period: shiftDay.slice(0, 7),
  });
  number = made.number;
  await api('PUT', '/workforce/timesheet/send', { id: made.id });
  const { link } = await mailedLink();
  for (const v of VARIANTS) {
    const { context, page } = await openAs(browser, v);
    try {
      await page.goto('/admin/jobs/timesheet');
      await settledTable(page);
      await page.screenshot({ path: `${shots}/timesheets-${v.name}.png`, fullPage: true });
      await page.goto(`/admin/jobs/timesheet/detail/${timesheetId}`);
      await page.locator('.ant-table-row').first().waitFor();
      await page.screenshot({ path: `${shots}/timesheet-detail-${v.name}.png`, fullPage: true });
      // A phone folds the later tabs into the tab bar's "more" menu.
      const tab = /^(Adjustments|调整) \(1\)$/;
      if (v.width < 768) {
        await page.locator('.ant-tabs-nav-more:visible').click();
        await page.getByRole('option', { name: tab }).click();
      } else await page.getByRole('tab', { name: tab }).click();
      await page.getByText('Gate log: left at 16:00').waitFor();
      await page.screenshot({ path: `${shots}/timesheet-adjustments-${v.name}.png`, fullPage: true });
    } finally {
      await context.close();
    }
    const visitor = await anonymous(v);
    try {
      await visitor.page.goto(link);
      await visitor.page.locator('.ant-table-row').first().waitFor();
      await visitor.page.screenshot({ path: `${shots}/timesheet-sign-${v.name}.png`, fullPage: true });
    } finally {
      await visitor.context.close();
    }
  }
});
