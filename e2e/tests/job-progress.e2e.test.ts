/**
 * A long job's progress in a real browser: the admin starts the test job from the server monitor
 * page (a real API call through the UI); its progress reaches the page over the socket as a
 * notification that fills up to 100 % and closes itself. A job that fails for good turns its
 * notification into the failed state and shows up in the dead-letter table. Light and dark
 * screenshots land in artifacts/screens/.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiLogin, baseUrl, launch, trackErrors } from '../support/browser';
import { ADMIN_PASSWORD } from '../support/server';

const shots = 'artifacts/screens';
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function monitorPage(dark: boolean): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'en-GB',
    viewport: { width: 1366, height: 800 },
    colorScheme: dark ? 'dark' : 'light',
  });
  const token = await apiLogin(context, 'admin', ADMIN_PASSWORD);
  await context.addInitScript((isDark) => {
    const stored = JSON.parse(localStorage.getItem('themeConfig') ?? '{}');
    localStorage.setItem('themeConfig', JSON.stringify({ ...stored, globalI18n: 'en', isIsDark: isDark }));
  }, dark);
  const page = await context.newPage();
  const socket = page.waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/admin/api/v1/websocket'), timeout: 30_000 });
  await page.goto('/admin/system/monitor');
  await page.getByTestId('panel-jobs').waitFor({ timeout: 30_000 });
  const ws = await socket;
  // The socket is open once the server's first frame can arrive; wait for the upgrade to finish.
  if (ws.isClosed()) throw new Error('socket closed');
  await page.waitForTimeout(1000);
  return { context, page, token };
}

describe.each([
  { name: 'light', dark: false },
  { name: 'dark', dark: true },
])('$name theme', ({ name, dark }) => {
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let errors: string[];

  beforeAll(async () => {
    ({ context, page, token } = await monitorPage(dark));
    errors = trackErrors(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  test('the test job started from the monitor page shows its progress and reaches 100 %', async () => {
    const started = page.waitForResponse((r) => r.url().endsWith('/system/monitor/jobs/demo') && r.request().method() === 'POST');
    await page.getByTestId('jobs-demo').click();
    const res = await started;
    const body = (await res.json()) as { code: number; data: { job: string } };
    expect(body.code).toBe(0);
    const job = body.data.job;

    const note = page.locator(`[data-testid="job-progress"][data-job="${job}"]`);
    await note.waitFor({ timeout: 20_000 });
    expect(await page.locator('.ant-notification-notice').filter({ has: note }).innerText()).toContain('Test job');
    // Mid-way: a partly filled bar (the job takes ten steps of 0.4 s).
    await page
      .locator(`[data-testid="job-progress"][data-job="${job}"][data-state="active"] .ant-progress`)
      .first()
      .waitFor({ timeout: 10_000 });
    await page.screenshot({ path: `${shots}/job-progress-running-${name}.png` });

    const done = page.locator(`[data-testid="job-progress"][data-job="${job}"][data-state="completed"]`);
    await done.waitFor({ timeout: 30_000 });
    expect(await done.locator('.ant-progress').getAttribute('aria-valuenow')).toBe('100');
    expect(await done.innerText()).toContain('Finished');
    await page.screenshot({ path: `${shots}/job-progress-done-${name}.png` });
    // A completed job's notification closes itself.
    await done.waitFor({ state: 'detached', timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  test('a job that fails for good shows the failed state and lands in the dead-letter table', async () => {
    const res = await fetch(`${baseUrl()}/backend/api/v1/system/monitor/jobs/demo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ steps: 4, stepMs: 200, fail: true }),
    });
    const body = (await res.json()) as { code: number; data: { job: string } };
    expect(body.code).toBe(0);
    const failed = page.locator(`[data-testid="job-progress"][data-job="${body.data.job}"][data-state="failed"]`);
    await failed.waitFor({ timeout: 30_000 });
    expect(await failed.innerText()).toContain('Failed');
    await // The page's own refresh (not the tags view's one) reloads the panels and the jobs card.
    await page.getByRole('button', { name: 'reload Refresh' }).click();
    await page.getByTestId('panel-jobs').getByText('demo job failed on purpose').first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${shots}/job-progress-failed-${name}.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
});
