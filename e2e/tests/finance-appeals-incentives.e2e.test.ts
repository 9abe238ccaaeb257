/**
 * Transaction appeals and incentives in a real browser over the real backend (issue 31): a new
 * worker's credited shift is appealed, reviewed, accepted in part from the queue (the granted
 * amount typed in dollars, an `appeal_adjustment` in the ledger, the shift disputed meanwhile and
 * credited again after) and closed; an incentive scheme for the worker's client is added on the
 * schemes page, activated and swept, and its record verified and credited on the verify page
 * (an `incentive` entry in the wallet), then seen on the scheme's page. Screenshots of the four
 * pages in both languages and themes and on a phone.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launch } from '../support/browser';
import * as crud from '../support/crud';
import { type JobTerms, makeJobTerms, makeJobWorker, sgDay, verifiedShiftVia } from '../support/job-terms';
import {
  adminToken,
  callData as call,
  confirmModal,
  openAs,
  pickDate,
  settledTable,
  VARIANTS,
} from '../support/screens';

jest.setTimeout(600_000);

const shots = 'artifacts/screens';
const run = String(Date.now()).slice(-5);
let browser: Browser;
let token: string;
const api = <T = unknown>(method: string, url: string, body?: unknown) => call<T>(token, method, url, body);
const DESKTOP_EN = VARIANTS[0];
let terms: JobTerms;
/** What the screenshots show (the last try's). */
let shown = { schemeId: 0 };

type Entry = { id: number; type: string; amount: number; refType: string; refId: number | null };
const entriesOf = async (workerId: number) =>
  (await api<{ list: Entry[] }>('GET', `/finance/walletTransaction/list?workerId=${workerId}&pageSize=50`)).list;

/** A new worker with one verified shift two days ago, credited to the wallet through the grant. */
async function creditedWorker(label: string) {
  const d = String(Date.now() + Math.floor(Math.random() * 997)).slice(-6);
  const name = `E2E ${label} ${run} ${d}`;
  const workerId = await makeJobWorker(api, name, `5${d}`, `+6585${d}`);
  const { recordId } = await verifiedShiftVia(api, terms, workerId, `${label} crew ${d}`, sgDay(-2), '09:00', '19:00');
  await api('PUT', '/workforce/workRecord/grant', { ids: [recordId] });
  const earning = (await entriesOf(workerId)).find((e) => e.type === 'earning') as Entry;
  expect(earning.refId).toBe(recordId);
  return { workerId, name, recordId, earning };
}

const recordStatus = async (id: number) =>
  (await api<{ status: string }>('GET', `/workforce/workRecord/get?id=${id}`)).status;

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
  token = await adminToken();
  terms = await makeJobTerms(api, run, 'Appeals');
});
afterAll(async () => {
  await browser?.close();
});

test('an appeal against a credit: filed → reviewed → accepted in part (the ledger’s adjustment) → closed', async () => {
  const { workerId, name, recordId, earning } = await creditedWorker('Appeal');
  const filed = await api<{ id: number; status: string }>('POST', '/finance/appeal/add', {
    workerId,
    transactionId: earning.id,
    category: 'hours_wrong',
    claimedAmount: 3_000,
    description: 'Stayed two hours after the end to close the hall',
  });
  expect(filed.status).toBe('submitted');
  expect(await recordStatus(recordId)).toBe('disputed');
  const rowName = `${name} #${filed.id}`;

  const { context, page, errors } = await openAs(browser, DESKTOP_EN);
  try {
    await page.goto(`/admin/finance/appeal?workerId=${workerId}`);
    await settledTable(page);
    await page.getByText(`Worker: ${name}`).waitFor();
    const row = crud.row(page, name);
    await row.getByText('Hours wrong').waitFor();
    await row.getByText('S$30.00').waitFor();

    await row.getByRole('button', { name: `Review ${rowName}` }).click();
    await confirmModal(page, /^Start review$/);
    await row.locator('.ant-tag', { hasText: 'Under review' }).waitFor();

    // Accept: more than claimed is refused in the dialog; S$20.00 of the S$30.00 is granted.
    await row.getByRole('button', { name: `Accept ${rowName}` }).click();
    const modal = crud.dialog(page);
    await modal.waitFor();
    await crud.settled(modal);
    const amount = crud.formItem(page, 'Granted amount (S$)').locator('input');
    await amount.fill('45');
    await modal.getByRole('button', { name: /^Accept$/ }).click();
    await modal.getByText('The granted amount cannot be more than the claimed S$30.00').waitFor();
    await amount.fill('20');
    await modal.locator('textarea').fill('The site confirmed one extra hour');
    await page.screenshot({ path: `${shots}/appeal-accept-light-en.png` });
    await modal.getByRole('button', { name: /^Accept$/ }).click();
    await modal.waitFor({ state: 'hidden' });
    await row.locator('.ant-tag', { hasText: 'Accepted' }).waitFor();

    const accepted = await api<{ status: string; acceptedAmount: number; adjustmentId: number }>(
      'GET',
      `/finance/appeal/get?id=${filed.id}`,
    );
    expect(accepted).toMatchObject({ status: 'accepted', acceptedAmount: 2_000 });
    const adjustment = (await entriesOf(workerId)).find((e) => e.type === 'appeal_adjustment');
    expect(adjustment).toMatchObject({ id: accepted.adjustmentId, amount: 2_000, refType: 'appeal', refId: filed.id });
    expect(await recordStatus(recordId)).toBe('credited');

    await row.getByRole('button', { name: `Close ${rowName}` }).click();
    // The dialog's own × is a "Close" button too: the action is the footer's.
    const closing = page.locator('.ant-modal:visible').last();
    await crud.settled(closing);
    await closing.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await closing.waitFor({ state: 'hidden' });
    await row.locator('.ant-tag', { hasText: 'Closed' }).waitFor();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

/**
 * Waits for the sweep (a queued job) to have written the worker's record, then opens the verify
 * page with it: the page is read once its row exists, never while the table may still be empty.
 */
async function recordRowOf(page: Page, schemeId: number, workerId: number, name: string) {
  const url = `/finance/incentive/records?schemeId=${schemeId}&workerId=${workerId}`;
  for (let i = 0; i < 60 && !(await api<{ total: number }>('GET', url)).total; i++) await page.waitForTimeout(500);
  await page.goto(`/admin/finance/incentive/verify/${schemeId}`);
  await settledTable(page);
  return crud.row(page, name);
}

test('an incentive scheme: added on its page → activated → swept → its record verified and credited', async () => {
  const { workerId, name } = await creditedWorker('Bonus');
  const scheme = `E2E shift bonus ${run} ${String(Date.now()).slice(-4)}`;
  const uen = `${`5${run}123K`.slice(0, 9)}K`;

  const { context, page, errors } = await openAs(browser, DESKTOP_EN);
  try {
    await page.goto('/admin/finance/incentive');
    await settledTable(page);
    await page.getByRole('button', { name: 'Add' }).click();
    await crud.dialog(page).waitFor();
    await crud.field(page, 'Name').fill(scheme);
    await crud.choose(page, 'Type', 'Per shift');
    await crud.field(page, 'Amount (S$)').fill('5.50');
    await pickDate(page, 'Period start', sgDay(-7));
    await pickDate(page, 'Period end', sgDay(0));
    await crud.choose(page, 'Clients', `${terms.clientName} (${uen})`);
    await crud.closeDropdown(page);
    await page.screenshot({ path: `${shots}/incentive-form-light-en.png` });
    await crud.save(page);
    await crud.dialog(page).waitFor({ state: 'hidden' });
    const row = crud.row(page, scheme);
    await row.locator('.ant-tag', { hasText: 'Draft' }).waitFor();
    const { list } = await api<{ list: { id: number; name: string; amount: number; clientIds: number[] }[] }>(
      'GET',
      `/finance/incentive/list?name=${encodeURIComponent(scheme)}`,
    );
    expect(list).toEqual([expect.objectContaining({ name: scheme, amount: 550, clientIds: [terms.clientId] })]);
    const schemeId = list[0].id;
    shown = { schemeId };

    await row.getByRole('button', { name: new RegExp(`^Activate ${scheme}`) }).click();
    await confirmModal(page, /^Activate$/);
    await row.locator('.ant-tag', { hasText: 'Active' }).waitFor();
    await page.getByRole('button', { name: 'Run sweep' }).click();
    await page.getByText('The sweep is queued').waitFor();

    // The verify page: the worker's one shift at the client earns S$5.50; verify, then credit.
    const pending = await recordRowOf(page, schemeId, workerId, name);
    await pending.getByText('S$5.50').waitFor();
    await pending.getByRole('checkbox').check();
    await page.getByRole('button', { name: /^Verify selected/ }).click();
    await confirmModal(page, /^Verify$/);
    await pending.waitFor({ state: 'detached' });
    await page.locator('.ant-segmented-item', { hasText: /^Verified/ }).click();
    const verified = crud.row(page, name);
    await verified.waitFor();
    await verified.getByRole('checkbox').check();
    await page.getByRole('button', { name: /^Credit selected/ }).click();
    await confirmModal(page, /^Credit$/);
    await verified.waitFor({ state: 'detached' });

    const incentive = (await entriesOf(workerId)).find((e) => e.type === 'incentive');
    expect(incentive).toMatchObject({ amount: 550, refType: 'incentiveRecord' });

    // The scheme's page: its record credited, and the scheme's history.
    await page.goto(`/admin/finance/incentive/detail/${schemeId}`);
    await page.getByText(scheme).first().waitFor();
    const credited = crud.row(page, name);
    await credited.locator('.ant-tag', { hasText: 'Credited' }).waitFor();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('screenshots: appeals, incentive schemes, a scheme and its verify page, in both languages and themes and on a phone', async () => {
  const { schemeId } = shown;
  for (const v of VARIANTS) {
    const { context, page } = await openAs(browser, v);
    try {
      await page.goto('/admin/finance/appeal');
      await settledTable(page);
      await page.screenshot({ path: `${shots}/appeals-${v.name}.png`, fullPage: true });
      await page.goto('/admin/finance/incentive');
      await settledTable(page);
      await page.screenshot({ path: `${shots}/incentives-${v.name}.png`, fullPage: true });
      await page.goto(`/admin/finance/incentive/detail/${schemeId}`);
      await settledTable(page);
      await page.screenshot({ path: `${shots}/incentive-detail-${v.name}.png`, fullPage: true });
      await page.goto(`/admin/finance/incentive/verify/${schemeId}`);
      await page.locator('.ant-table-wrapper').first().waitFor();
      await page.waitForFunction(() => !document.querySelector('.ant-table-wrapper .ant-spin-spinning'));
      await page.screenshot({ path: `${shots}/incentive-verify-${v.name}.png`, fullPage: true });
    } finally {
      await context.close();
    }
  }
});
