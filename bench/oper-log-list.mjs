// Operation-log list page with 10,000 rows (issue 6, "list pages open in under 1 s"):
// 1. starts the server on a fresh DATA_DIR (migrations + seed) and stops it;
// 2. bulk-inserts 10,000 sys_oper_log rows straight into that PGlite data dir (server not running:
//    PGlite is single-process);
// 3. starts the server again and, in Chromium, measures the time from navigation to the first
//    table rows of /admin/system/operLog (cold: first page of the session; warm: SPA navigation
//    back to the page; filtered: a search by status). Usage: node bench/oper-log-list.mjs [rows]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_PASSWORD, login, root, startServer } from './lib/server.mjs';

const ROWS = Number(process.argv[2] ?? 10000);
const require = createRequire(path.join(root, 'bench/package.json'));
const { chromium } = require('playwright-core');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-bench-operlog-'));
let server = await startServer({ DATA_DIR: dataDir });
await server.stop();

execFileSync(process.execPath, [path.join(root, 'backend/scripts/seed-oper-log.mjs'), dataDir, String(ROWS)], { stdio: 'inherit' });

server = await startServer({ DATA_DIR: dataDir });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const results = {};
try {
  const ctx = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 800 } });
  await ctx.addCookies([{ name: 'token', value: await login(server.url, 'admin', ADMIN_PASSWORD), url: server.url }]);
  const page = await ctx.newPage();
  const rowsShown = () => page.locator('.ant-table-row:visible').first().waitFor({ timeout: 60_000 });
  // cold: a fresh document on the page (shell + system remote + list request)
  let t = Date.now();
  await page.goto('/admin/system/operLog');
  await rowsShown();
  results.coldMs = Date.now() - t;
  const total = await page.getByText(/^Total [\d,]+/).filter({ visible: true }).innerText();
  // warm: leave and come back inside the SPA (remote loaded; list request + render)
  const times = [];
  for (let i = 0; i < 5; i++) {
    await page.evaluate(() => {
      history.pushState({}, '', '/admin/system/loginLog');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('.ant-table-row:visible').first().waitFor({ timeout: 60_000 });
    t = Date.now();
    await page.evaluate(() => {
      history.pushState({}, '', '/admin/system/operLog?pageNum=' + (1 + Math.floor(Math.random() * 400)));
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForResponse((r) => r.url().includes('/operLog/list'));
    await page.locator('.ant-table-row:visible').first().waitFor({ timeout: 60_000 });
    times.push(Date.now() - t);
  }
  results.warmMs = times.sort((a, b) => a - b);
  // API alone, filtered + a deep page
  const tok = await login(server.url, 'admin', ADMIN_PASSWORD);
  for (const q of ['pageNum=1&pageSize=20', 'status=1&pageSize=20', 'pageNum=490&pageSize=20', 'title=post%209&pageSize=20']) {
    t = Date.now();
    await fetch(`${server.url}/backend/api/v1/system/operLog/list?${q}`, { headers: { authorization: `Bearer ${tok}` } });
    results[`api ${q}`] = Date.now() - t;
  }
  console.log(JSON.stringify({ rows: ROWS, total, ...results }, null, 2));
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
