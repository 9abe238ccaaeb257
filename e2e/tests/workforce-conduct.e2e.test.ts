/**
 * Workforce → Blacklist and the manage page's conduct tabs in a real browser over the real
 * backend: add a worker to the blacklist (worker picker, reason, the permanent-action
 * confirmation) and see the row; the Ban records, Credit score, Medical leave and Allowance tabs
 * of a worker with a ban, an MC and an allowance (lift a ban, approve an allowance).
 * Screenshots (en / zh-cn, light / dark, a 390 px phone) go to artifacts/screens/.
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { nricCheckLetter } from '../../shared/src/rules/nric';
import { launch } from '../support/browser';
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

jest.setTimeout(600_000);

const shots = 'artifacts/screens';
const run = String(Date.now()).slice(-5);
let browser: Browser;
let token: string;
const callApi = <T = unknown>(method: string, url: string, body?: unknown) => call<T>(token, method, url, body);
const DESKTOP_EN: Variant = SCREEN_VARIANTS[0];
const open = (v: Variant) => openAs(browser, v);
const nric = (digits: string) => `S${digits}${nricCheckLetter('S', digits)}`;

async function addWorker(name: string, digits: string, phone: string): Promise<number> {
  const w = await callApi<{ id: number }>('POST', '/workforce/worker/add', {
    name,
    nric: nric(digits),
    dateOfBirth: '1992-03-14',
    gender: 'female',
    nationality: 'Singaporean',
    residency: 'citizen',
    engagementType: 'contractor',
    phone,
    email: '',
  });
  await callApi('PUT', '/workforce/worker/verify', { id: w.id });
  return w.id;
}

const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
let target: number;
let managed: number;

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
  token = await adminToken();
  target = await addWorker(`E2E Blacklist ${run}`, `5${run}1`, `+6581${run}1`);
  managed = await addWorker(`E2E Conduct ${run}`, `5${run}2`, `+6581${run}2`);
  await callApi('POST', '/workforce/banRecord/add', { workerId: managed, scope: 'platform', reason: `Rude to supervisor ${run}` });
  await callApi('POST', '/workforce/medicalLeave/add', {
    workerId: managed,
    startDate: today,
    endDate: today,
    kind: 'outpatient',
    clinic: 'Raffles Medical Jurong East',
    mcNumber: `MC-${run}`,
  });
  await callApi('POST', '/workforce/allowance/add', {
    workerId: managed,
    type: 'transport',
    amount: 1250,
    workDate: today,
    remark: `Taxi ${run}`,
  });
});
afterAll(async () => {
  await browser?.close();
});

test('blacklist: pick a worker, give the reason, confirm the permanent action; the row shows who and why', async () => {
  const { context, page, errors } = await open(DESKTOP_EN);
  try {
    // A fresh server may have nobody blacklisted yet: wait for the page, not for a row.
    await page.goto('/admin/workforce/blacklist');
    await page.getByRole('button', { name: 'Add to blacklist' }).click();
    const modal = crud.dialog(page);
    await modal.waitFor();
    await crud.search(page, modal, `E2E Blacklist ${run}`, new RegExp(`E2E Blacklist ${run}`));
    await modal.locator('textarea').fill(`Theft on site ${run}`);
    await modal.getByRole('button', { name: 'Blacklist' }).click();
    const confirm = crud.confirmBox(page);
    await confirm.waitFor();
    expect(await confirm.innerText()).toMatch(/permanent/);
    await page.screenshot({ path: `${shots}/workforce-blacklist-confirm-en.png` });
    await confirm.getByRole('button', { name: 'Blacklist' }).click();
    await crud.row(page, `E2E Blacklist ${run}`).waitFor();
    expect(await crud.row(page, `E2E Blacklist ${run}`).innerText()).toContain(`Theft on site ${run}`);
    const w = await callApi<{ status: string }>('GET', `/workforce/worker/get?id=${target}`);
    expect(w.status).toBe('blacklisted');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('manage page tabs: ban records (lift), credit score, medical leave, allowance (approve)', async () => {
  const { context, page, errors } = await open(DESKTOP_EN);
  try {
    await page.goto(`/admin/workforce/worker/manage/${managed}`);
    await page.getByRole('tab', { name: 'Ban records' }).click();
    const bans = page.getByTestId('tab-banRecord');
    await crud.row(page, `Rude to supervisor ${run}`).waitFor();
    await crud.row(page, `Rude to supervisor ${run}`).getByRole('button', { name: 'Lift' }).click();
    await confirmModal(page, /Lift/, 'Apologised to the supervisor');
    await bans.getByText('Apologised to the supervisor').waitFor();
    // A department ban from the form: the client found by typing its name, then its department.
    const { list: clients } = await callApi<{ list: { id: number; name: string; uen: string }[] }>(
      'GET',
      '/finance/client/list?status=active&pageSize=1&orderBy=id',
    );
    const { list: depts } = await callApi<{ list: { name: string }[] }>(
      'GET',
      `/finance/contractDept/list?clientId=${clients[0].id}&status=active&pageSize=1`,
    );
    await bans.getByRole('button', { name: 'Ban worker' }).click();
    await crud.dialog(page).waitFor();
    await crud.choose(page, 'Scope', 'One department');
    await crud.search(page, crud.formItem(page, 'Client'), clients[0].name.slice(0, 6), `${clients[0].name} (${clients[0].uen})`);
    await crud.choose(page, 'Contract department', depts[0].name);
    await crud.dialog(page).locator('textarea').fill(`Left the site ${run}`);
    await page.screenshot({ path: `${shots}/workforce-conduct-ban-form-light-en.png` });
    await crud.save(page);
    await crud.dialog(page).waitFor({ state: 'hidden' });
    expect(await crud.row(page, `Left the site ${run}`).innerText()).toContain(`${clients[0].name} / ${depts[0].name}`);

    await page.getByRole('tab', { name: 'Credit score' }).click();
    await page.getByRole('img', { name: /Credit score from/ }).waitFor();

    await page.getByRole('tab', { name: 'Medical leave' }).click();
    await crud.row(page, `MC-${run}`).waitFor();

    await page.getByRole('tab', { name: 'Allowance' }).click();
    await crud.row(page, `Taxi ${run}`).waitFor();
    expect(await crud.row(page, `Taxi ${run}`).innerText()).toContain('12.50');
    await crud.row(page, `Taxi ${run}`).getByRole('button', { name: 'Approve' }).click();
    await confirmModal(page, /Approve/);
    await crud.row(page, `Taxi ${run}`).getByRole('button', { name: 'Approve' }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('screenshots: blacklist page and each conduct tab in both languages and themes, and on a phone', async () => {
  for (const v of SCREEN_VARIANTS) {
    const { context, page, errors } = await open(v);
    try {
      await page.goto('/admin/workforce/blacklist');
      await settledTable(page);
      await page.screenshot({ path: `${shots}/workforce-blacklist-${v.name}.png`, fullPage: true });
      for (const [key, testId] of [
        ['banRecord', 'tab-banRecord'],
        ['creditScore', 'tab-creditScore'],
        ['medicalLeave', 'tab-medicalLeave'],
        ['allowance', 'tab-allowance'],
      ] as const) {
        await page.goto(`/admin/workforce/worker/manage/${managed}?tab=${key}`);
        await page.getByTestId(testId).waitFor({ timeout: 30_000 });
        await page.waitForFunction(() => !document.querySelector('[role=tabpanel] .ant-spin-spinning'));
        await page.screenshot({ path: `${shots}/workforce-conduct-${key}-${v.name}.png`, fullPage: true });
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }
});
