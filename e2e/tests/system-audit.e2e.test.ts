/**
 * System → Audit in a real browser: the demo data's History lines (written by the finance
 * services through transition() and recordAudit) are listed newest first, filter by record type and actor, sort oldest first, and open a
 * record's History timeline in a drawer. Every variant (light/dark, en/zh-cn, phone) renders
 * without a page error, raw key or sideways scroll; screenshots land in artifacts/screens/.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch } from '../support/browser';
import { pickOption, settled } from '../support/crud';
import { openAs, settledTable, VARIANTS } from '../support/screens';

let browser: Browser;
const shots = 'artifacts/screens';
const RAW_KEY = /(?<![\w/.@-])(?:audit|history|transition|crud)\.[a-z][A-Za-z]*(?:\.[A-Za-z]+)*(?![\w/.-])/;


beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});


const rows = (page: Page) => page.locator('.ant-table-row');

describe('the audit page (en, light)', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ context, page, errors } = await openAs(browser, VARIANTS[0]));
  });
  afterAll(async () => {
    await context?.close();
  });

  // The demo's History is real: the finance demo data is made through its services, so every line
  // below was written by transition() or recordAudit — positions, then clients, departments and
  // orders created, orders activated, client #9 suspended, and last year's orders expired by the
  // system (the newest lines).
  // The browser suites share one server, so other suites' History lines may come first: each
  // check below narrows the list to the demo's own lines instead of reading the top row.
  test('lists the real History lines, newest first', async () => {
    await page.goto('/admin/system/audit');
    await rows(page).first().waitFor({ timeout: 30_000 });
    const times = (await rows(page).allInnerTexts()).map((t) => t.split('\n')[0].trim());
    const stamp = (t: string) => t.replace(/^(\d\d)\/(\d\d)\/(\d{4}) /, '$3-$2-$1 ');
    expect(times.map(stamp)).toEqual([...times.map(stamp)].sort().reverse());
    // last year's orders, expired by the system when the demo was made
    await page.goto('/admin/system/audit?entity=contractOrder&action=expire');
    await rows(page).first().waitFor({ timeout: 30_000 });
    await expect(rows(page).first().innerText()).resolves.toMatch(
      /Contract order #\d+[\s\S]*Expire[\s\S]*Active[\s\S]*Expired[\s\S]*System/,
    );
    expect(errors).toEqual([]);
  });

  test('filters by record type and actor; the URL keeps the filter', async () => {
    await page.goto('/admin/system/audit');
    await rows(page).first().waitFor({ timeout: 30_000 });
    await page.locator('.ant-form-item', { hasText: 'Record type' }).locator('.ant-select').click();
    await pickOption(page, /^Client$/);
    await page.locator('button[type=submit]', { hasText: 'Search' }).click();
    await page.waitForURL(/entity=client/);
    // The newest lines before the filter may be any record's (workforce demo lines come last):
    // wait until the reloaded page holds client lines only.
    await page.waitForFunction(() => {
      const texts = Array.from(document.querySelectorAll('.ant-table-row')).map((r) => r.textContent ?? '');
      return texts.length > 0 && texts.every((t) => /Client #\d+/.test(t));
    });
    const clients = await rows(page).allInnerTexts();
    expect(clients.length).toBeGreaterThan(0);
    for (const t of clients) expect(t).toMatch(/Client #\d+/);
    await expect(
      page.locator('.ant-table-row', { hasText: 'Invoices overdue more than 60 days' }).innerText(),
    ).resolves.toMatch(/Client #9[\s\S]*Suspend[\s\S]*Active[\s\S]*Suspended/);

    // demo04 is the first Finance demo user, who owns the demo clients and contracts.
    await page.goto('/admin/system/audit?actor=demo04');
    await rows(page).first().waitFor({ timeout: 30_000 });
    const texts = await rows(page).allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(t).toContain('demo04');
    expect(await page.locator('.ant-form-item', { hasText: 'By' }).locator('input').inputValue()).toBe('demo04');
  });

  test('sorting by time shows the oldest first', async () => {
    await page.goto('/admin/system/audit');
    await rows(page).first().waitFor({ timeout: 30_000 });
    // Wait for the ascending answer itself: the newest page can hold one timestamp only (a
    // 5,000-row import in one second), which looks "ascending" before the list reloads.
    const ascending = page.waitForResponse((r) => /\/system\/audit\/list\?.*orderDir=asc/.test(r.url()));
    await page.getByRole('columnheader', { name: /Time/ }).click();
    await page.waitForURL(/orderDir=asc/);
    await ascending;
    await settledTable(page);
    // Its times go up, and the first line is the first record the demo created (record #1 of
    // whichever entity the demo seeds first).
    const stamps = await rows(page).evaluateAll((els) =>
      els.map((r) => (r.textContent ?? '').slice(0, 19).replace(/^(\d\d)\/(\d\d)\/(\d{4}) /, '$3-$2-$1 ')),
    );
    expect(stamps.length).toBeGreaterThan(1);
    expect([...stamps].sort()).toEqual(stamps);
    await expect(rows(page).first().innerText()).resolves.toMatch(/#1\b[\s\S]*Create/);
  });

  test("a record's History timeline opens in a drawer, newest first", async () => {
    await page.goto('/admin/system/audit?entity=client');
    await rows(page).first().waitFor({ timeout: 30_000 });
    await page.getByLabel('History: Client #9').first().click();
    const drawer = page.locator('.ant-drawer-section:visible');
    await drawer.getByText('History of Client #9').waitFor();
    const items = drawer.locator('[data-audit-id]');
    await items.first().waitFor();
    await expect(items.allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/^Suspend[\s\S]*Active[\s\S]*Suspended[\s\S]*Invoices overdue/),
      expect.stringMatching(/^Create/),
    ]);
    expect(errors).toEqual([]);
  });
});

describe.each(VARIANTS)('screens $name', (v) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ context, page, errors } = await openAs(browser, v));
  });
  afterAll(async () => {
    await context?.close();
  });

  test('list and History drawer', async () => {
    await page.goto('/admin/system/audit');
    await rows(page).first().waitFor({ timeout: 30_000 });
    await page
      .locator('.ant-spin-spinning')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => undefined);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(v.dark ? 'dark' : null);
    const text = await page.locator('body').innerText();
    expect(text.match(RAW_KEY)?.[0] ?? null).toBeNull();
    if (v.lang === 'zh-cn') expect(text).toContain('审计记录');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await page.screenshot({ path: `${shots}/system-audit-${v.name}.png` });

    await page.locator('[aria-label^="History:"], [aria-label^="历史:"]').first().click();
    const drawer = page.locator('.ant-drawer-section:visible');
    await drawer.locator('[data-audit-id]').first().waitFor();
    await settled(page.locator('.ant-drawer:visible'));
    const drawerText = await drawer.innerText();
    expect(drawerText.match(RAW_KEY)?.[0] ?? null).toBeNull();
    await page.screenshot({ path: `${shots}/system-audit-history-${v.name}.png` });
    expect(errors).toEqual([]);
  });
});
