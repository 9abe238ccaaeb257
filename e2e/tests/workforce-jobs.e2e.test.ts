/**
 * Jobs and work records in a real browser over the real backend (issue 28): add a job from an
 * active order on the add page, publish it from the list, check then assign workers (the refused
 * one's rule shown first), the manage page's tabs, copy to a series of dates with its preview,
 * the week roster; then a work record's punches edited with the numbers previewed while typing,
 * verified on the verify page, and its detail. Screenshots (en / zh-cn, light / dark, a phone).
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launch } from '../support/browser';
import * as crud from '../support/crud';
import { makeJobTerms, makeJobWorker, sg, sgDay } from '../support/job-terms';
import { adminToken, callData as call, openAs, VARIANTS, settledTable, type Variant } from '../support/screens';

jest.setTimeout(600_000);

const shots = 'artifacts/screens';
const run = String(Date.now()).slice(-5);
let browser: Browser;
let token: string;
const api = <T = unknown>(method: string, url: string, body?: unknown) => call<T>(token, method, url, body);
const DESKTOP_EN: Variant = VARIANTS[0];
const open = (v: Variant) => openAs(browser, v);

let orderNumber = '';
let orderId = 0;
let positionId = 0;
let positionName = '';
let active = 0;
let pending = 0;
let activeName = '';

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
  token = await adminToken();
  const terms = await makeJobTerms(api, run, 'Events');
  ({ orderNumber, orderId, positionId, positionName } = terms);
  activeName = `E2E Jobber ${run}`;
  active = await makeJobWorker(api, activeName, `6${run}1`, `+6582${run}1`);
  pending = await makeJobWorker(api, `E2E Pending ${run}`, `6${run}2`, `+6582${run}2`, false);
});
afterAll(async () => {
  await browser?.close();
});

/** Types into a form item's picker input and leaves it with Tab (Enter would submit the form). */
async function typeInto(page: Page, label: string, text: string) {
  const input = crud.pageItem(page, label).locator('input').first();
  await input.click();
  await input.fill(text);
  await input.press('Tab');
}

const input = (page: Page, label: string) =>
  crud.pageItem(page, label).locator('input:not([type=radio]), textarea').first();

let jobId = 0;
const DAY = sgDay(-1);

test('add a job from an active order, publish it from the list, check then assign workers, manage its tabs', async () => {
  const { context, page, errors } = await open(DESKTOP_EN);
  try {
    await page.goto('/admin/jobs/job/add');
    await crud.search(page, crud.pageItem(page, 'Contract order'), orderNumber, new RegExp(orderNumber), 'number');
    // The position's option names its rates too ("… · pay $12.00/h · bill $18.00/h").
    await crud.pageItem(page, 'Position').locator('.ant-select:not(.ant-select-disabled)').click();
    await crud.pickOption(page, new RegExp(positionName));
    await typeInto(page, 'Shift date', DAY);
    await typeInto(page, 'Start', '09:00');
    await typeInto(page, 'End', '19:00');
    await input(page, 'Break (minutes)').fill('60');
    await input(page, 'Headcount').fill('2');
    await input(page, 'Title').fill(`Convention crew ${run}`);
    await page.screenshot({ path: `${shots}/jobs-add-light-en.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/jobs\/job\/manage\/\d+/);
    jobId = Number(page.url().match(/manage\/(\d+)/)?.[1]);
    const job = await api<{ payRate: number; startAt: string; endAt: string; status: string }>(
      'GET',
      `/workforce/job/get?id=${jobId}`,
    );
    expect(job).toMatchObject({ payRate: 1200, startAt: sg(DAY, '09:00'), endAt: sg(DAY, '19:00'), status: 'draft' });

    // Publish from the list (the machine's row action).
    await page.goto(`/admin/jobs/job?keyword=${encodeURIComponent(`Convention crew ${run}`)}`);
    await crud.row(page, `Convention crew ${run}`).waitFor();
    await crud.row(page, `Convention crew ${run}`).getByRole('button', { name: 'Publish' }).click();
    await crud.confirmBox(page).or(crud.dialog(page)).first().getByRole('button', { name: 'Publish' }).click();
    await crud.row(page, `Convention crew ${run}`).getByText('Published').waitFor();

    // Assign: check shows the pending worker's failed rule before anything is written.
    await page.goto(`/admin/jobs/job/employees/${jobId}`);
    const pickers = crud.pageItem(page, 'Workers');
    await crud.search(page, pickers, activeName, new RegExp(activeName));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Check eligibility' }).click();
    await page.getByText('Eligible', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await page.waitForURL(/\/admin\/jobs\/job\/manage\/\d+/);
    await page.getByRole('tab', { name: 'Work records' }).click();
    await crud.row(page, activeName).waitFor();
    await page.getByRole('tab', { name: 'History' }).click();
    await page
      .getByText(/assign workers/i)
      .first()
      .waitFor();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('copy to a series of dates: preview the shifts, then create drafts; the roster shows the week', async () => {
  const { context, page, errors } = await open(DESKTOP_EN);
  try {
    await page.goto(`/admin/jobs/job/copy?id=${jobId}`);
    await page.getByText(`Convention crew ${run}`).first().waitFor();
    // Two days in a row (every weekday is ticked until unticked).
    await page.locator('.ant-picker-range input').first().click();
    await page.locator('.ant-picker-range input').first().fill(sgDay(7));
    await page.locator('.ant-picker-range input').first().press('Enter');
    await page.locator('.ant-picker-range input').last().fill(sgDay(8));
    await page.locator('.ant-picker-range input').last().press('Enter');
    await page.getByText('2 dates picked').waitFor();
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByText('Shifts to create').waitFor();
    await crud.row(page, sgDay(8)).waitFor();
    await page.screenshot({ path: `${shots}/jobs-copy-preview-light-en.png`, fullPage: true });
    await page.getByRole('button', { name: /Create 2 jobs/ }).click();
    await page.getByText('Created 2 draft jobs').waitFor();
    const copies = await api<{ list: { shiftDate: string; status: string }[] }>(
      'GET',
      `/workforce/job/list?keyword=${encodeURIComponent(`Convention crew ${run}`)}&status=draft`,
    );
    expect(copies.list.map((j) => j.shiftDate).sort()).toEqual([sgDay(7), sgDay(8)]);

    await page.goto('/admin/jobs/job?view=roster');
    await page.getByRole('button', { name: 'Next week' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${shots}/jobs-roster-light-en.png`, fullPage: true });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a work record: punches edited with the numbers previewed, verified on the verify page, its detail', async () => {
  const { list } = await api<{ list: { id: number }[] }>('GET', `/workforce/workRecord/list?jobId=${jobId}`);
  const id = list[0].id;
  const { context, page, errors } = await open(DESKTOP_EN);
  try {
    await page.goto(`/admin/jobs/workRecord/edit/${id}`);
    await typeInto(page, 'Clock in', `${DAY} 09:08`);
    await typeInto(page, 'Clock out', `${DAY} 19:07`);
    // The server's preview of these punches: the worked example's 10,950 cents.
    await page.getByText('109.50').first().waitFor();
    await input(page, 'Reason for the change').fill('Punches phoned in by the supervisor');
    await page.screenshot({ path: `${shots}/work-record-edit-light-en.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((u) => !u.pathname.includes('/edit/'));
    const edited = await api<{ status: string; payAmount: number }>('GET', `/workforce/workRecord/get?id=${id}`);
    expect(edited).toMatchObject({ status: 'pending_verification', payAmount: 10_950 });

    await page.goto(`/admin/jobs/workRecord/verify?ids=${id}`);
    await crud.row(page, activeName).waitFor();
    await page.getByRole('button', { name: /Verify 1 record/ }).click();
    await crud
      .confirmBox(page)
      .getByRole('button', { name: /Verify/ })
      .click();
    await page.getByText('Verified 1 record').first().waitFor();
    const verified = await api<{ status: string }>('GET', `/workforce/workRecord/get?id=${id}`);
    expect(verified.status).toBe('verified');

    await page.goto(`/admin/jobs/workRecord/detail/${id}`);
    await page.getByText('Punches phoned in by the supervisor').first().waitFor();
    await page.goto(`/admin/jobs/workRecord?jobId=${jobId}`);
    await settledTable(page);
    await crud.row(page, activeName).waitFor();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('screenshots: jobs list, roster, manage, work records and a record in both languages and themes, and on a phone', async () => {
  const { list } = await api<{ list: { id: number }[] }>('GET', `/workforce/workRecord/list?jobId=${jobId}`);
  for (const v of VARIANTS) {
    const { context, page, errors } = await open(v);
    try {
      await page.goto('/admin/jobs/job');
      await settledTable(page);
      await page.screenshot({ path: `${shots}/jobs-list-${v.name}.png`, fullPage: true });
      await page.goto('/admin/jobs/job?view=roster');
      await page.locator('.ant-segmented').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${shots}/jobs-roster-${v.name}.png`, fullPage: true });
      await page.goto(`/admin/jobs/job/manage/${jobId}`);
      await page.getByText(`Convention crew ${run}`).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${shots}/jobs-manage-${v.name}.png`, fullPage: true });
      await page.goto('/admin/jobs/workRecord');
      await settledTable(page);
      await page.screenshot({ path: `${shots}/work-records-${v.name}.png`, fullPage: true });
      await page.goto(`/admin/jobs/workRecord/detail/${list[0].id}`);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${shots}/work-record-detail-${v.name}.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }
});
