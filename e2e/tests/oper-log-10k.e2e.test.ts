/**
 * Issue 6, item 4: the operation log with 10,000 rows opens in the browser, lists and pages them.
 * The open times are measured and printed (reported with the issue, never asserted: a timing
 * assertion would fail on a busy machine and prove nothing).
 *
 * This suite runs its own server: the rows go straight into its embedded database while the
 * server is stopped (PGlite is single-process), then the server starts again on them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launch, trackErrors } from '../support/browser';
import { ADMIN_PASSWORD, repoRoot, type RunningServer, startServer } from '../support/server';

const ROWS = 10_000;
let server: RunningServer;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-e2e-10k-'));
  // first start: migrations and seed, without the demo business (the test needs only the log's
  // rows, and seeding the demo on the embedded database is most of a start)
  await (await startServer({ DATA_DIR: dataDir, DEMO: '0' })).stop();
  // in a child process: the embedded database does not run inside Jest's module sandbox
  execFileSync(process.execPath, [path.join(repoRoot, 'backend/scripts/seed-oper-log.mjs'), dataDir, String(ROWS)], { stdio: 'ignore' });
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launch();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function token(): Promise<string> {
  const res = await fetch(`${server.url}/backend/api/v1/system/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD, verifyCode: '0000', verifyKey: 'e2e' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

test('the operation log with 10,000 rows: opens, pages, filters (times printed)', async () => {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 800 } });
  await context.addCookies([{ name: 'token', value: await token(), url: server.url }]);
  const page = await context.newPage();
  const errors = trackErrors(page);
  const firstRow = () => page.locator('.ant-table-row:visible').first().waitFor({ timeout: 60_000 });
  // Visited pages stay alive in their tabs (hidden): only the page in front counts.
  const spa = (url: string) =>
    page.evaluate((u) => {
      history.pushState({}, '', u);
      dispatchEvent(new PopStateEvent('popstate'));
    }, url);

  let t = Date.now();
  await page.goto('/admin/system/operLog');
  await firstRow();
  const cold = Date.now() - t;
  const total = Number((await page.getByText(/^Total [\d,]+/).filter({ visible: true }).innerText()).replace(/\D/g, ''));
  expect(total).toBeGreaterThanOrEqual(ROWS);
  expect(await page.locator('.ant-table-row:visible').count()).toBe(20);

  // back to the page inside the app, on pages spread over the whole log
  const warm: number[] = [];
  for (const n of [1, 120, 250, 380, 500]) {
    await spa('/admin/system/loginLog');
    await page.locator('.ant-table-row:visible').first().waitFor({ timeout: 60_000 });
    t = Date.now();
    const listed = page.waitForResponse((r) => r.url().includes('/operLog/list'));
    await spa(`/admin/system/operLog?pageNum=${n}`);
    await listed;
    await firstRow();
    warm.push(Date.now() - t);
  }
  // the last page holds the oldest rows
  expect(await page.locator('.ant-table-row:visible').last().innerText()).toMatch(/Edit post (\d+)/);

  t = Date.now();
  const filtered = page.waitForResponse((r) => r.url().includes('/operLog/list') && r.url().includes('status=1'));
  await spa('/admin/system/operLog?status=1');
  await filtered;
  await firstRow();
  const failures = Date.now() - t;
  expect(await page.getByText(/^Total [\d,]+/).filter({ visible: true }).innerText()).toMatch(/Total 58[89]/);

  console.log(
    `operation log, ${ROWS} rows: cold open ${cold} ms; in-app opens ${warm.sort((a, b) => a - b).join(', ')} ms; failures filter ${failures} ms`,
  );
  expect(errors).toEqual([]);
  await context.close();
}, 240_000);
