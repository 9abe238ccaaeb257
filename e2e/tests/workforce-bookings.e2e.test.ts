/**
 * Bookings and the pages around work records in a real browser over the real backend (issue 28):
 * a worker's application confirmed from the booking list, then cancelled by the worker (who and
 * why asked first); pre-booking a draft job; assigning from the work-record assign page; the
 * grant list with its totals; the worker page's "Assigned jobs" and "Work records" tabs; the
 * client page's "Jobs" tab; the /home widgets; a client's attendance sheet imported on the
 * work-record list (the diff first, then applied). Screenshots (en / zh-cn, light / dark, a phone).
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launch } from '../support/browser';
import * as crud from '../support/crud';
import { type JobTerms, makeJobTerms, makeJobVia, makeJobWorker, sg, sgDay } from '../support/job-terms';
import { adminToken, callData as call, openAs, VARIANTS, settledTable } from '../support/screens';

jest.setTimeout(600_000);

const shots = 'artifacts/screens';
const run = String(Date.now()).slice(-5);
let browser: Browser;
let token: string;
const api = <T = unknown>(method: string, url: string, body?: unknown) => call<T>(token, method, url, body);
const DESKTOP_EN = VARIANTS[0];
const open = () => openAs(browser, DESKTOP_EN);

let terms: JobTerms;
let applicant = 0;
let booked = 0;
let assigned = 0;
const applicantName = `E2E Applicant ${run}`;
const bookedName = `E2E Prebooked ${run}`;
const assignedName = `E2E Assigned ${run}`;
let verifiedRecord = 0;

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
  token = await adminToken();
  terms = await makeJobTerms(api, run, 'Bookings');
  applicant = await makeJobWorker(api, applicantName, `4${run}1`, `+6583${run}1`);
  booked = await makeJobWorker(api, bookedName, `4${run}2`, `+6583${run}2`);
  assigned = await makeJobWorker(api, assignedName, `4${run}3`, `+6583${run}3`);
  // Yesterday's shift, worked and verified: the grant list's row.
  const yesterday = sgDay(-1);
  const past = await makeJobVia(api, terms, `Past crew ${run}`, yesterday, '09:00', '19:00');
  const { workRecordIds } = await api<{ workRecordIds: number[] }>('POST', '/workforce/job/assign', {
    jobId: past,
    workerIds: [assigned],
  });
  verifiedRecord = workRecordIds[0];
  await api('PUT', '/workforce/workRecord/edit', {
    id: verifiedRecord,
    clockInAt: sg(yesterday, '09:08'),
    clockOutAt: sg(yesterday, '19:07'),
    reason: 'Site sheet',
  });
  await api('PUT', '/workforce/workRecord/verify', { ids: [verifiedRecord] });
});
afterAll(async () => {
  await browser?.close();
});

test('a worker’s application is confirmed from the booking list, then cancelled by the worker with a reason', async () => {
  const jobId = await makeJobVia(api, terms, `Review crew ${run}`, sgDay(4), '09:00', '17:00');
  const { id } = await api<{ id: number; status: string }>('POST', '/workforce/booking/apply', {
    jobId,
    workerId: applicant,
  });
  const { context, page, errors } = await open();
  try {
    await page.goto(`/admin/jobs/booking?jobId=${jobId}`);
    await crud.row(page, applicantName).getByText('Pending').waitFor();
    await crud.row(page, applicantName).getByRole('button', { name: `Confirm ${applicantName}` }).click();
    await crud.dialog(page).getByRole('button', { name: 'Confirm', exact: true }).click();
    await crud.row(page, applicantName).getByText('Confirmed').waitFor();
    const confirmed = await api<{ status: string; workRecordId: number }>('GET', `/workforce/booking/get?id=${id}`);
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.workRecordId).toEqual(expect.any(Number));
    await page.screenshot({ path: `${shots}/bookings-list-light-en.png`, fullPage: true });

    await crud.row(page, applicantName).getByRole('button', { name: `Cancel ${applicantName}` }).click();
    const dialog = crud.dialog(page);
    await dialog.getByText('The worker', { exact: true }).click();
    await dialog.getByText(/Early cancel/).waitFor();
    await dialog.locator('textarea').fill('Clashing exam');
    await page.screenshot({ path: `${shots}/bookings-cancel-light-en.png` });
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await crud.row(page, applicantName).getByText('Cancelled').waitFor();
    const cancelled = await api<{ status: string; cancelledBy: string }>('GET', `/workforce/booking/get?id=${id}`);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'worker' });
    const events = await api<{ list: { kind: string }[] }>('GET', `/workforce/creditEvent/list?workerId=${applicant}`);
    expect(events.list.map((e) => e.kind)).toEqual(['early_cancel']);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('pre-booking a draft job, then assigning from the work-record assign page', async () => {
  const draft = await makeJobVia(api, terms, `Draft crew ${run}`, sgDay(6), '09:00', '17:00', {}, false);
  const { context, page, errors } = await open();
  try {
    await page.goto(`/admin/jobs/workRecord/preBooking?jobId=${draft}`);
    await crud.search(page, crud.pageItem(page, 'Workers'), bookedName, new RegExp(bookedName));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Check eligibility' }).click();
    await page.getByText('Eligible', { exact: true }).first().waitFor();
    await page.screenshot({ path: `${shots}/pre-booking-light-en.png`, fullPage: true });
    await page.getByRole('button', { name: /Pre-book|Assign/ }).last().click();
    await page.getByText(/Pre-booked 1 worker/).waitFor();
    const bookings = await api<{ list: { source: string; status: string; workerId: number }[] }>(
      'GET',
      `/workforce/booking/list?jobId=${draft}`,
    );
    expect(bookings.list).toEqual([expect.objectContaining({ source: 'pre_booking', status: 'confirmed', workerId: booked })]);

    const published = await makeJobVia(api, terms, `Assign crew ${run}`, sgDay(5), '09:00', '17:00');
    await page.goto(`/admin/jobs/workRecord/assign/${published}`);
    await crud.search(page, crud.pageItem(page, 'Workers'), bookedName, new RegExp(bookedName));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await page.waitForURL(new RegExp(`/admin/jobs/workRecord\\?jobId=${published}`));
    await crud.row(page, bookedName).waitFor();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the grant list totals the verified records; the worker’s and the client’s tabs list their shifts; home shows the widgets', async () => {
  const { context, page, errors } = await open();
  try {
    await page.goto(`/admin/jobs/workRecord/grant?keyword=${encodeURIComponent(assignedName)}`);
    await crud.row(page, assignedName).waitFor();
    // The worked example: 9 h 45 min paid at $12.00 = $109.50 (and the totals say the same).
    await page.getByText('109.50').first().waitFor();
    await page.screenshot({ path: `${shots}/grant-list-light-en.png`, fullPage: true });

    await page.goto(`/admin/workforce/worker/manage/${assigned}/workRecord`);
    await crud.row(page, `Past crew ${run}`).waitFor();
    await page.goto(`/admin/workforce/worker/manage/${booked}/assignedJobs`);
    await crud.row(page, `Assign crew ${run}`).waitFor();
    await page.screenshot({ path: `${shots}/worker-assigned-jobs-light-en.png`, fullPage: true });

    await page.goto(`/admin/finance/client/detail/${terms.clientId}`);
    await page.getByRole('tab', { name: 'Jobs' }).click();
    await crud.row(page, `Past crew ${run}`).waitFor();

    await page.goto('/admin/home');
    await page.getByText('Today’s shifts').first().waitFor();
    await page.getByText('Waiting for verification').first().waitFor();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('screenshots: bookings, pre-booking, grant list, a worker’s work records and home in both languages and themes, and on a phone', async () => {
  for (const v of VARIANTS) {
    const { context, page, errors } = await openAs(browser, v);
    try {
      await page.goto('/admin/jobs/booking');
      await settledTable(page);
      await page.screenshot({ path: `${shots}/bookings-${v.name}.png`, fullPage: true });
      await page.goto('/admin/jobs/workRecord/grant');
      await settledTable(page);
      await page.screenshot({ path: `${shots}/grant-list-${v.name}.png`, fullPage: true });
      await page.goto('/admin/jobs/workRecord/preBooking');
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${shots}/pre-booking-${v.name}.png`, fullPage: true });
      await page.goto(`/admin/workforce/worker/manage/${assigned}/workRecord`);
      await settledTable(page);
      await page.screenshot({ path: `${shots}/worker-work-records-${v.name}.png`, fullPage: true });
      await page.goto('/admin/home');
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${shots}/home-widgets-${v.name}.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }
});

test('a client’s attendance sheet: the diff is shown before anything changes, then applied to the record', async () => {
  // The backend's own XLSX library writes the client's sheet.
  const ExcelJS = createRequire(path.join(__dirname, '../../backend/package.json'))('exceljs');
  const name = `E2E Sheet ${run}`;
  const phone = `+6583${run}4`;
  const worker = await makeJobWorker(api, name, `4${run}4`, phone);
  const day = sgDay(-2);
  const jobId = await makeJobVia(api, terms, `Sheet crew ${run}`, day, '09:00', '19:00');
  const { workRecordIds } = await api<{ workRecordIds: number[] }>('POST', '/workforce/job/assign', {
    jobId,
    workerIds: [worker],
  });
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sign-in');
  sheet.addRow(['nric', 'phone', 'workerName', 'date', 'clockIn', 'clockOut', 'remarks']);
  sheet.addRow(['', phone, name, day, '09:08', '19:07', 'Signed by the supervisor']);
  const file = path.join(os.tmpdir(), `attendance-${run}.xlsx`);
  await book.xlsx.writeFile(file);

  const { context, page, errors } = await open();
  try {
    await page.goto(`/admin/jobs/workRecord?jobId=${jobId}`);
    await crud.row(page, name).waitFor();
    await page.getByRole('button', { name: 'Import attendance' }).click();
    const dialog = crud.dialog(page);
    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByText(/1 to change/).waitFor();
    // Nothing is written by the check.
    expect((await api<{ status: string }>('GET', `/workforce/workRecord/get?id=${workRecordIds[0]}`)).status).toBe(
      'scheduled',
    );
    await page.screenshot({ path: `${shots}/attendance-import-light-en.png`, fullPage: true });
    await dialog.getByRole('button', { name: /Apply 1 row/ }).click();
    await page.getByText(/1 work record updated/).first().waitFor();
    const applied = await api<{ status: string; payAmount: number; lateMinutes: number }>(
      'GET',
      `/workforce/workRecord/get?id=${workRecordIds[0]}`,
    );
    expect(applied).toMatchObject({ status: 'pending_verification', payAmount: 10_950, lateMinutes: 8 });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
