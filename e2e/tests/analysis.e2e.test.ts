/**
 * The analysis dashboards and the /home widgets in a real browser over the real backend and the
 * demo business (issue 34): the filters live in the URL and reach the API; a card's table view
 * shows the API's figures, and its XLSX export holds exactly that table; the widgets of a remote
 * cost one request. The pages' looks in both languages and themes are photographed by the page
 * sweep (a11y-light / a11y-dark), which visits every sidebar page, the dashboards included.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, baseUrl, launch, trackErrors } from '../support/browser';
import { adminToken, callData as call, DESKTOP_EN, openAs } from '../support/screens';
import { ADMIN_PASSWORD } from '../support/server';

jest.setTimeout(300_000);

let browser: Browser;
let token: string;
const api = <T = unknown>(url: string) => call<T>(token, 'GET', url);
// The backend's own XLSX library reads what the page wrote.
const ExcelJS = createRequire(path.join(__dirname, '../../backend/package.json'))('exceljs');

/** A Singapore date `days` from today, `YYYY-MM-DD`. */
const sgDay = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
/** The pages' rate format: basis points as a percent with one decimal, halves up. */
const rate = (bp: number | null) => (bp === null ? '—' : `${(Math.round(bp / 10) / 10).toFixed(1)}%`);

interface Figures {
  headcount: number;
  filled: number;
  fillRate: number | null;
  shifts: number;
  noShowRate: number | null;
}
interface Answer {
  periods: ({ period: string } & Figures)[];
  totals: Figures;
  groups?: ({ name: string } & Figures)[];
}

beforeAll(async () => {
  browser = await launch();
  token = await adminToken();
});
afterAll(async () => {
  await browser?.close();
});

/** The cells of the table view of card `id` (header row first). */
async function cardTable(page: Page, id: string): Promise<string[][]> {
  const card = page.getByTestId(`card-${id}`);
  await card.getByText('Table', { exact: true }).click();
  await card.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  const header = await card.locator('.ant-table-thead th').allInnerTexts();
  const rows = await card.locator('.ant-table-tbody tr.ant-table-row').all();
  return [header, ...(await Promise.all(rows.map((r) => r.locator('td').allInnerTexts())))].map((r) =>
    r.map((c) => c.trim()),
  );
}

/** Card `id`'s export, read back: its rows as text. */
async function cardExport(page: Page, id: string): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByTestId(`card-${id}`)
      .getByRole('button', { name: /^Export/ })
      .click(),
  ]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const rows: string[][] = [];
  book.worksheets[0].eachRow((row: { values: unknown[] }) => {
    rows.push(row.values.slice(1).map((v) => String(v ?? '').trim()));
  });
  return rows;
}

test('job-order analysis: the URL filters reach the API; table view and export equal its figures', async () => {
  const from = sgDay(-55);
  const to = sgDay(0);
  const want = await api<Answer>(`/workforce/analysis/jobOrder?from=${from}&to=${to}&period=week&groupBy=position`);
  expect(want.totals.headcount).toBeGreaterThan(0);
  const { context, page, errors } = await openAs(browser, DESKTOP_EN);
  try {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/workforce/analysis/')) asked.push(r.url());
    });
    await page.goto(`/admin/analysis/jobOrder?date=${from}&date=${to}&groupBy=position`);
    await page.getByTestId('kpi-fillRate').getByText(rate(want.totals.fillRate)).waitFor();
    expect(asked).toHaveLength(1);
    const sent = new URL(asked[0]).searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({ from, to, period: 'week', groupBy: 'position' });
    await page.getByTestId('card-fill').locator('canvas').waitFor();

    // The breakdown by position: one row per group, in the API's order, each figure as sent.
    const table = await cardTable(page, 'groupFill');
    expect(table.slice(1).map((r) => r[0])).toEqual(want.groups?.map((g) => g.name));
    const first = want.groups?.[0];
    expect(table[1]).toEqual([
      first?.name,
      String(first?.headcount),
      String(first?.filled),
      rate(first?.fillRate ?? null),
    ]);
    expect(await cardExport(page, 'groupFill')).toEqual(table);

    // Months instead of weeks, through the search form: the URL and the request follow.
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.locator('.ant-select-dropdown:visible').getByText('Month', { exact: true }).click();
    await page.locator('button[type=submit]', { hasText: 'Search' }).click();
    await page.waitForURL(/period=month/);
    const months = await api<Answer>(
      `/workforce/analysis/jobOrder?from=${from}&to=${to}&period=month&groupBy=position`,
    );
    const periods = await cardTable(page, 'fill');
    expect(periods.slice(1).map((r) => r[0])).toEqual(months.periods.map((p) => p.period));
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('employee analysis: the key figures and the rates table equal the API’s answer', async () => {
  const from = sgDay(-27);
  const to = sgDay(0);
  const want = await api<Answer>(`/workforce/analysis/employee?from=${from}&to=${to}&period=week`);
  const { context, page, errors } = await openAs(browser, DESKTOP_EN);
  try {
    await page.goto(`/admin/analysis/employee?date=${from}&date=${to}`);
    await page.getByTestId('kpi-shifts').getByText(want.totals.shifts.toLocaleString('en-US')).waitFor();
    await page.getByTestId('kpi-noShowRate').getByText(rate(want.totals.noShowRate)).waitFor();
    const rates = await cardTable(page, 'rates');
    expect(rates.slice(1).map((r) => [r[0], r[1]])).toEqual(want.periods.map((p) => [p.period, rate(p.noShowRate)]));
    expect(await cardExport(page, 'rates')).toEqual(rates);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('/home: the widgets of a remote cost one request, and show its counts', async () => {
  const want = await api<{
    pendingVerification?: { records: number };
    certificatesExpiring?: { certificates: number };
  }>('/workforce/home/summary');
  const { context, page, errors } = await openAs(browser, DESKTOP_EN);
  try {
    const asked: string[] = [];
    page.on('request', (r) => {
      const m = r.url().match(/\/backend\/api\/v1\/(\w+)\/home\/summary/);
      if (m) asked.push(m[1]);
    });
    await page.goto('/admin/home');
    await page.getByTestId('widget-pendingVerification').getByText(String(want.pendingVerification?.records)).waitFor();
    await page
      .getByTestId('widget-certificatesExpiring')
      .getByText(String(want.certificatesExpiring?.certificates))
      .first()
      .waitFor();
    await page.getByTestId('widget-overdue-invoices').waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: 'artifacts/screens/home-all-widgets-light-en.png', fullPage: true });
    expect(asked.sort()).toEqual(['finance', 'workforce']);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('/home: the week beside today is the Singapore day’s, in a browser far from Singapore', async () => {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-GB', timezoneId: 'America/Los_Angeles' });
  try {
    await apiLogin(context, 'admin', ADMIN_PASSWORD);
    const page = await context.newPage();
    const errors = trackErrors(page);
    // Monday 30 November 2026, 01:00 in Singapore, is Sunday morning in Los Angeles: the banner
    // once showed that Monday with the week before (2026-W48).
    await page.clock.install({ time: new Date('2026-11-29T17:00:00Z') });
    await page.goto('/admin/home');
    const stat = (title: string) =>
      page.locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content');
    await expect(stat('Today').textContent()).resolves.toBe('30/11/2026');
    await expect(stat('Week').textContent()).resolves.toBe('2026-W49');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
