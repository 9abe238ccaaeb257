/**
 * Wallets and withdrawals in a real browser over the real backend (golden path 19–21): a new
 * worker's two verified shifts, one credited through the API and one from the grant list's
 * Credit; a withdrawal requested through the API, approved in the withdrawal queue and sent out
 * in a payout file (its CSV downloaded); the wallet list, the worker's ledger and the worker's
 * wallet tab showing the balances that follow. Screenshots in both languages and themes and on
 * a phone.
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
let terms: JobTerms;
/** The worker the screenshots show (the last try's). */
let shown = { workerId: 0, name: '' };

type Wallet = { available: number; pending: number; held: number; total: number; toCredit: number };

/** A verified 09:00–19:00 shift of the worker on `day` (9 h paid: 8 normal + 1 OT). */
async function verifiedRecord(workerId: number, day: string, title: string) {
  return (await verifiedShiftVia(api, terms, workerId, title, day, '09:00', '19:00')).recordId;
}

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
  token = await adminToken();
  terms = await makeJobTerms(api, run, 'Wallets');
});
afterAll(async () => {
  await browser?.close();
});

test('credit from the API and the grant list → request → approve → payout file → the wallet pages', async () => {
  // Its own worker and shifts on every try: a retry must not meet the money its first try moved.
  const d = String(Date.now() + Math.floor(Math.random() * 997)).slice(-6);
  const name = `E2E Wallet ${run} ${d}`;
  // A bank account before the worker is verified: a bank withdrawal pays to it.
  const workerId = await makeJobWorker(api, name, `3${d}`, `+6583${d}`, false);
  await api('PUT', '/workforce/worker/edit', { id: workerId, bankName: 'DBS', bankAccount: `123-${d}-9` });
  await api('PUT', '/workforce/worker/verify', { id: workerId });
  const first = await verifiedRecord(workerId, sgDay(-2), `Wallet crew ${d}`);
  const second = await verifiedRecord(workerId, sgDay(-3), `Wallet crew ${d} B`);
  await api('PUT', '/workforce/workRecord/grant', { ids: [first] });
  const afterApi = await api<Wallet>('GET', `/finance/wallet/get?workerId=${workerId}`);
  expect(afterApi.total).toBeGreaterThan(0);
  expect(afterApi.toCredit).toBeGreaterThan(0);
  shown = { workerId, name };

  const { context, page, errors } = await openAs(browser, DESKTOP_EN);
  try {
    // The grant list's Credit: the second shift goes to the wallet.
    await page.goto(`/admin/jobs/workRecord/grant?keyword=${encodeURIComponent(name)}`);
    await settledTable(page);
    await crud
      .row(page, name)
      .getByRole('button', { name: `Credit ${name}` })
      .click();
    await confirmModal(page, /^Credit to wallets$/);
    await crud.row(page, name).waitFor({ state: 'detached' });
    const credited = await api<Wallet>('GET', `/finance/wallet/get?workerId=${workerId}`);
    expect(credited.toCredit).toBe(0);
    expect(credited.total).toBeGreaterThan(afterApi.total);
    expect((await api<{ status: string }>('GET', `/workforce/workRecord/get?id=${second}`)).status).toBe('credited');

    // A withdrawal of S$50.00 by bank transfer, as the worker app would ask for it.
    const requested = await api<{ id: number; status: string }>('POST', '/finance/withdrawal/add', {
      workerId,
      amount: 5_000,
      method: 'bank',
      idempotencyKey: `e2e-wallet-${run}-${d}`,
    });
    expect(requested.status).toBe('requested');
    const held = await api<Wallet>('GET', `/finance/wallet/get?workerId=${workerId}`);
    expect(held).toMatchObject({ held: 5_000, available: credited.available - 5_000, total: credited.total });

    // The wallet list: the worker's balances; the row opens the worker's ledger.
    await page.goto(`/admin/finance/wallet?keyword=${encodeURIComponent(name)}`);
    await settledTable(page);
    await crud.row(page, name).getByText('S$50.00').waitFor();
    await crud.row(page, name).getByRole('link', { name }).click();
    await page.waitForURL(new RegExp(`/admin/finance/walletTransaction\\?workerId=${workerId}$`));
    // Not settledTable(page): the wallet list stays mounted (hidden) beside the ledger after an
    // in-app link, and its rows would be the first ones found. The ledger's own rows are awaited.
    await page.getByText(`Worker: ${name}`).waitFor();
    await crud.row(page, 'Withdrawal hold').first().waitFor();
    expect(await crud.row(page, 'Earning').count()).toBe(2);

    // The queue: approve the request, then send it to the bank in a payout file.
    await page.goto(`/admin/finance/withdrawal?workerId=${workerId}`);
    await settledTable(page);
    await crud
      .row(page, name)
      .getByRole('button', { name: `Approve ${name} #${requested.id}` })
      .click();
    await confirmModal(page, /^Approve$/);
    await crud.row(page, name).locator('.ant-tag', { hasText: 'Approved' }).waitFor();
    await crud.row(page, name).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Payout file (1)' }).click();
    const modal = crud.dialog(page);
    await modal.getByText('Total S$50.00.').waitFor();
    await crud.settled(modal);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      modal.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^PO-\d{8}-\d+\.csv$/);
    await modal.waitFor({ state: 'hidden' });
    await crud.row(page, name).locator('.ant-tag', { hasText: 'Processing' }).waitFor();
    const sent = await api<{ status: string; batchRef: string | null }>(
      'GET',
      `/finance/withdrawal/get?id=${requested.id}`,
    );
    expect(sent.status).toBe('processing');
    expect(download.suggestedFilename()).toBe(`${sent.batchRef}.csv`);

    // The worker's page: the balances and the ledger on the wallet tab.
    await page.goto(`/admin/workforce/worker/manage/${workerId}?tab=wallet`);
    const balances = page.getByRole('region', { name: 'Balances' });
    await balances.getByText('Waiting to be credited').waitFor();
    await balances.getByText('S$50.00').first().waitFor();
    await page.locator('[data-testid="tab-wallet"] .ant-table-row').first().waitFor();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('screenshots: wallets, the ledger, withdrawals, the worker’s wallet tab and the grant list, in both languages and themes and on a phone', async () => {
  const { workerId, name } = shown;
  for (const v of VARIANTS) {
    const { context, page } = await openAs(browser, v);
    try {
      await page.goto(`/admin/finance/wallet?keyword=${encodeURIComponent(name)}`);
      await settledTable(page);
      await page.screenshot({ path: `${shots}/wallets-${v.name}.png`, fullPage: true });
      await page.goto(`/admin/finance/walletTransaction?workerId=${workerId}`);
      await settledTable(page);
      await page.screenshot({ path: `${shots}/wallet-transactions-${v.name}.png`, fullPage: true });
      await page.goto('/admin/finance/withdrawal');
      await settledTable(page);
      await page.screenshot({ path: `${shots}/withdrawals-${v.name}.png`, fullPage: true });
      await page.goto(`/admin/workforce/worker/manage/${workerId}?tab=wallet`);
      await page.locator('[data-testid="tab-wallet"] .ant-table-row').first().waitFor();
      await page.screenshot({ path: `${shots}/worker-wallet-${v.name}.png`, fullPage: true });
      // The grant list may be empty (every shift credited): its table, rows or not.
      await page.goto('/admin/jobs/workRecord/grant');
      await page.locator('.ant-table-wrapper').first().waitFor();
      await page.waitForFunction(() => !document.querySelector('.ant-table-wrapper .ant-spin-spinning'));
      await page.screenshot({ path: `${shots}/grant-list-${v.name}.png`, fullPage: true });
    } finally {
      await context.close();
    }
  }
});
