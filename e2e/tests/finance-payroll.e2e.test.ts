/**
 * Payroll in a real browser over the real backend (issue 32; golden path 22–24): the demo's
 * months (earlier ones locked, this one in review); on the deductions and back pay page, back pay
 * for the locked month and a deduction with its consent are added and a third item cancelled,
 * and the month's payslip shows both (the adjustment naming its month, the deduction its s.27
 * type and consent) — approval then settles them; a shift of a locked month verified late is
 * paid in this month as an adjustment naming its month; recalculating this month from its row
 * while the page hears `payrollProgress`; the payslips page with its lines drawer and a payslip
 * PDF; the working hours page; approving the month from its row. Screenshots in both languages
 * and themes and on a phone.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launch } from '../support/browser';
import * as crud from '../support/crud';
import { makeJobTerms, makeJobWorker, verifiedShiftVia } from '../support/job-terms';
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

type Month = { id: number; month: string; status: string };
let current: Month;
let worker = { id: 0, name: '' };

const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
  token = await adminToken();
});
afterAll(async () => {
  await browser?.close();
});

type Item = { id: number; kind: string; status: string; taken: number; amount: number; payrollMonth: string | null };
let itemWorker = { id: 0, name: '' };
const itemsOf = async (workerId: number) =>
  (
    await api<{ list: Item[] }>(
      'GET',
      `/finance/payroll/item/list?workerId=${workerId}&pageSize=50&orderBy=id&orderDir=asc`,
    )
  ).list;

/** Adds an item through the page's dialog; `deduction` gives its type and consent. */
async function addItem(
  page: Page,
  who: string,
  o: { kind: 'Deduction' | 'Back pay'; amount: string; month: string; reason: string; deduction?: [string, string] },
) {
  await page.getByRole('button', { name: 'Add an item' }).click();
  const box = crud.dialog(page);
  await box.waitFor();
  await crud.settled(box);
  await crud.search(page, crud.formItem(page, 'Worker'), who, new RegExp(crud.escapeRe(who)));
  await box.locator('.ant-segmented-item', { hasText: o.kind }).click();
  await crud.field(page, 'Amount (S$)').fill(o.amount);
  await pickDate(page, 'Month it belongs to', o.month);
  await crud.formItem(page, 'Reason').locator('textarea').fill(o.reason);
  if (o.deduction) {
    await crud.choose(page, 'Deduction type (Employment Act s.27)', o.deduction[0]);
    await crud.field(page, 'Worker’s consent reference').fill(o.deduction[1]);
  }
  await box.locator('.ant-modal-footer').getByRole('button', { name: 'Add' }).click();
  await box.waitFor({ state: 'hidden' });
}

test('back pay and a deduction added on their page → on this month’s payslip; an unused item cancelled', async () => {
  const months = (await api<{ list: Month[] }>('GET', '/finance/payroll/list?pageSize=50&orderBy=month&orderDir=desc'))
    .list;
  current = months.find((m) => m.status === 'review') as Month;
  const locked = months.find((m) => m.status === 'approved' || m.status === 'paid') as Month;
  expect(current).toBeDefined();
  expect(locked).toBeDefined();
  // A worker paid this month: a shift of the locked month verified now, so carried into this one.
  const d = String(Date.now() + Math.floor(Math.random() * 991)).slice(-6);
  itemWorker = { id: 0, name: `E2E Items ${run} ${d}` };
  itemWorker.id = await makeJobWorker(api, itemWorker.name, `3${d}`, `+6583${d}`);
  const terms = await makeJobTerms(api, d.slice(-5), `Items ${d}`);
  await verifiedShiftVia(api, terms, itemWorker.id, `Items crew ${d}`, lastDayOf(locked.month), '09:00', '19:00');

  const { context, page, errors } = await openAs(browser, DESKTOP_EN);
  try {
    await page.goto('/admin/finance/payroll/item');
    await page.getByRole('button', { name: 'Add an item' }).waitFor();
    await addItem(page, itemWorker.name, {
      kind: 'Back pay',
      amount: '25.50',
      month: locked.month,
      reason: 'Clock-out corrected after approval',
    });
    await addItem(page, itemWorker.name, {
      kind: 'Deduction',
      amount: '10',
      month: current.month,
      reason: 'Uniform advance',
      deduction: ['Advance or loan', 'ADV-E2E-1'],
    });
    await addItem(page, itemWorker.name, {
      kind: 'Back pay',
      amount: '5',
      month: locked.month,
      reason: 'Entered twice',
    });
    const items = await itemsOf(itemWorker.id);
    expect(items.map((i) => [i.kind, i.amount, i.status])).toEqual([
      ['backPay', 2550, 'open'],
      ['deduction', 1000, 'open'],
      ['backPay', 500, 'open'],
    ]);

    // The third is cancelled from its row, with a reason.
    await page.goto(`/admin/finance/payroll/item?workerId=${itemWorker.id}`);
    await settledTable(page);
    const rowName = `${itemWorker.name} #${items[2].id}`;
    await crud
      .row(page, 'Entered twice')
      .getByRole('button', { name: `Cancel ${rowName}` })
      .click();
    await confirmModal(page, /^Cancel$/, 'Entered twice by mistake');
    await crud.row(page, 'Entered twice').locator('.ant-tag', { hasText: 'Cancelled' }).waitFor();
    await page.screenshot({ path: `${shots}/payroll-items-light-en.png`, fullPage: true });

    // This month, calculated again, pays the back pay as an adjustment of the locked month and takes the deduction.
    await api('POST', '/finance/payroll/calculate', { month: current.month });
    for (let i = 0; i < 120; i++) {
      if ((await api<Month>('GET', `/finance/payroll/get?id=${current.id}`)).status === 'review') break;
      await page.waitForTimeout(500);
    }
    await page.goto(`/admin/finance/payroll/detail/${current.id}?keyword=${encodeURIComponent(itemWorker.name)}`);
    await settledTable(page);
    await crud
      .row(page, itemWorker.name)
      .getByRole('button', { name: /^Lines/ })
      .click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Clock-out corrected after approval').waitFor();
    await drawer.getByText(`From ${locked.month}`).first().waitFor();
    await drawer.locator('.ant-tag', { hasText: 'Deduction' }).waitFor();
    await drawer.getByText('Advance or loan').waitFor();
    await drawer.getByText(/ADV-E2E-1/).waitFor();
    await page.screenshot({ path: `${shots}/payroll-lines-items-light-en.png`, fullPage: true });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a late shift of a locked month → recalculate with progress → its adjustment on the payslip → approve', async () => {
  const months = (await api<{ list: Month[] }>('GET', '/finance/payroll/list?pageSize=50&orderBy=month&orderDir=desc'))
    .list;
  current = months.find((m) => m.status === 'review') as Month;
  const locked = months.find((m) => m.status === 'approved' || m.status === 'paid') as Month;
  expect(current).toBeDefined();
  expect(locked).toBeDefined();

  // A new worker's shift on the locked month's last day, verified now: too late for that month.
  const d = String(Date.now() + Math.floor(Math.random() * 997)).slice(-6);
  worker = { id: 0, name: `E2E Payroll ${run} ${d}` };
  worker.id = await makeJobWorker(api, worker.name, `4${d}`, `+6584${d}`);
  // Its own client on every try (the UEN comes from the run argument).
  const terms = await makeJobTerms(api, d.slice(-5), `Payroll ${d}`);
  await verifiedShiftVia(api, terms, worker.id, `Payroll crew ${d}`, lastDayOf(locked.month), '09:00', '19:00');

  const { context, page, errors } = await openAs(browser, DESKTOP_EN);
  try {
    const heard: string[] = [];
    page.on('websocket', (ws) =>
      ws.on('framereceived', (f) => {
        if (String(f.payload).includes('payrollProgress')) heard.push(String(f.payload));
      }),
    );
    await page.goto('/admin/finance/payroll');
    await settledTable(page);
    // The run of a small month lasts a moment: every progress bar the row draws meanwhile is
    // written down as it appears, so the test sees what a user sees, however briefly.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        for (const bar of Array.from(document.querySelectorAll('[data-testid="keep-alive-outlet"] .ant-progress'))) {
          const row = bar.closest('tr');
          seen.push(`${row?.textContent ?? ''}|${bar.getAttribute('aria-valuenow') ?? ''}`);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    const row = crud.row(page, current.month);
    await row.getByRole('button', { name: `Recalculate ${current.month}` }).click();
    await confirmModal(page, /^Recalculate$/);
    // The page hears the job's progress and shows the month back in review.
    await row.locator('.ant-tag', { hasText: 'Review' }).waitFor({ timeout: 60_000 });
    for (let i = 0; i < 100 && !heard.some((f) => f.includes('"review"')); i++) await page.waitForTimeout(100);
    expect(heard.some((f) => f.includes('"calculating"'))).toBe(true);
    expect(heard.some((f) => f.includes('"review"'))).toBe(true);
    // The month's row showed a progress bar with the workers done of all while it ran.
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    const bars = seen.filter((s) => s.includes(current.month));
    expect(bars.length).toBeGreaterThan(0);
    expect(bars.some((s) => /\d+ of \d+ workers/.test(s))).toBe(true);

    // The payslips: only the worker's, with the adjustment naming the locked month.
    await page.goto(`/admin/finance/payroll/detail/${current.id}?keyword=${encodeURIComponent(worker.name)}`);
    await settledTable(page);
    await crud
      .row(page, worker.name)
      .getByRole('button', { name: /^Lines/ })
      .click();
    const drawer = page.getByRole('dialog');
    await drawer.locator('.ant-tag', { hasText: 'Adjustment' }).waitFor();
    await drawer.getByText(`From ${locked.month}`).waitFor();
    await page.screenshot({ path: `${shots}/payroll-lines-light-en.png`, fullPage: true });
    await page.keyboard.press('Escape');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      crud
        .row(page, worker.name)
        .getByRole('button', { name: new RegExp(`^(Payslip|Statement) ${worker.name}`) })
        .click(),
    ]);
    // A contractor's is a statement of payments.
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^(payslip|statement)-${current.month}-e2e-payroll-.+\\.pdf$`),
    );

    // Working hours of the locked month show the late shift's day.
    await page.goto(`/admin/finance/payroll/workingHours/${locked.month}?keyword=${encodeURIComponent(worker.name)}`);
    await settledTable(page);
    await crud.row(page, worker.name).getByText(lastDayOf(locked.month)).waitFor();

    // Approve this month from its row: it is locked.
    await page.goto('/admin/finance/payroll');
    await settledTable(page);
    await crud
      .row(page, current.month)
      .getByRole('button', { name: `Approve ${current.month}` })
      .click();
    await confirmModal(page, /^Approve$/);
    await crud.row(page, current.month).locator('.ant-tag', { hasText: 'Approved' }).waitFor();
    expect((await api<Month>('GET', `/finance/payroll/get?id=${current.id}`)).status).toBe('approved');
    // Approval settled the items the month took in full; the cancelled one stays cancelled.
    expect((await itemsOf(itemWorker.id)).map((i) => [i.status, i.payrollMonth])).toEqual([
      ['paid', current.month],
      ['paid', current.month],
      ['cancelled', null],
    ]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('screenshots: payroll months, payslips, working hours and a worker’s payslips, in both languages and themes and on a phone', async () => {
  for (const v of VARIANTS) {
    const { context, page } = await openAs(browser, v);
    try {
      await page.goto('/admin/finance/payroll');
      await settledTable(page);
      await page.screenshot({ path: `${shots}/payroll-months-${v.name}.png`, fullPage: true });
      await page.goto(`/admin/finance/payroll/detail/${current.id}`);
      await settledTable(page);
      await page.screenshot({ path: `${shots}/payroll-details-${v.name}.png`, fullPage: true });
      await page.goto(`/admin/finance/payroll/item?workerId=${itemWorker.id}`);
      await settledTable(page);
      await page.screenshot({ path: `${shots}/payroll-items-${v.name}.png`, fullPage: true });
      await page.goto(`/admin/finance/payroll/workingHours/${current.month}`);
      await settledTable(page);
      await page.screenshot({ path: `${shots}/payroll-hours-${v.name}.png`, fullPage: true });
      // The worker's page lists their payslips (a contractor's statement of this month).
      await page.goto(`/admin/workforce/worker/manage/${worker.id}?tab=payslip`);
      await page.locator('[data-testid="tab-payslip"] .ant-table-row').first().waitFor();
      await page.screenshot({ path: `${shots}/worker-payslips-${v.name}.png`, fullPage: true });
    } finally {
      await context.close();
    }
  }
});
