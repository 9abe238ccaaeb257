/**
 * Issue 15, "Done means" 1: a team's pipeline publishes `remote-website` with a deploy token to
 * a server whose login captcha is ON (no user, no password), the version is registered and
 * activated, and a shell that is already open loads it without a reload. Then the registry page
 * shows the version, its History (registered/activated by the token), and the deploy token;
 * screenshots in light and dark, English and Chinese, and at a phone's width.
 *
 * This suite runs its own server (captcha on) on a throw-away PostgreSQL database, so the test
 * can read the captcha answer the admin would type (sys_captcha) for its own login.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, trackErrors } from '../support/browser';
import { confirmWith } from '../support/crud';
import { ADMIN_PASSWORD, repoRoot, type RunningServer, startServer } from '../support/server';

interface PgClient {
  connect(): Promise<void>;
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  end(): Promise<void>;
}
// The backend's PostgreSQL driver (the e2e package has no database dependency of its own).
const { Client } = require(path.join(repoRoot, 'backend/node_modules/pg')) as { Client: new (o: { connectionString: string }) => PgClient };

// A server with the captcha on is logged into by reading the answer from its database, so this
// suite needs PostgreSQL (TEST_DATABASE_URL, as `.ci/run` sets); without it the suite is skipped,
// like the backend's PostgreSQL run.
const PG = process.env.TEST_DATABASE_URL ?? '';
const suite = PG ? describe : describe.skip;
const dbName = `shiftdesk_e2e_deploy_${process.pid}_${Date.now()}`;
const dbUrl = (() => {
  if (!PG) return '';
  const u = new URL(PG);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const VERSION = `0.1.1-e2e.${Date.now()}`;
const SHOTS = path.join(repoRoot, 'e2e/artifacts/deploy');

let server: RunningServer;
let browser: Browser;
let token: string;

async function sql<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows as T[];
  } finally {
    await c.end();
  }
}

async function api<T = unknown>(method: string, url: string, body?: unknown, bearer = token) {
  const res = await fetch(`${server.url}/backend/api/v1${url}`, {
    method,
    headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, ...((await res.json()) as { code: number; message: string; data: T }) };
}

/** Logs in as a person would with the captcha on: fetch one, read its answer, send it. */
async function loginWithCaptcha(): Promise<string> {
  const captcha = await api<{ captchaEnabled: boolean; key: string }>('GET', '/pub/captcha/get', undefined, '');
  expect(captcha.data.captchaEnabled).toBe(true);
  const wrong = await api('POST', '/system/login', { username: 'admin', password: ADMIN_PASSWORD, verifyCode: 'zzzz', verifyKey: captcha.data.key }, '');
  expect(wrong.code).not.toBe(0);
  const fresh = await api<{ key: string }>('GET', '/pub/captcha/get', undefined, '');
  const [row] = await sql<{ answer: string }>(dbUrl, 'select answer from sys_captcha where id = $1', [fresh.data.key]);
  const ok = await api<{ token: string }>('POST', '/system/login', { username: 'admin', password: ADMIN_PASSWORD, verifyCode: row.answer, verifyKey: fresh.data.key }, '');
  expect(ok.code).toBe(0);
  return ok.data.token;
}

async function shellContext(opts: { dark?: boolean; zh?: boolean; width?: number } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: opts.zh ? 'zh-CN' : 'en-GB',
    viewport: { width: opts.width ?? 1366, height: 860 },
    colorScheme: opts.dark ? 'dark' : 'light',
  });
  await context.addCookies([{ name: 'token', value: token, url: server.url }]);
  await context.addInitScript(
    ({ lang, dark }) => {
      const stored = JSON.parse(localStorage.getItem('themeConfig') ?? '{}');
      localStorage.setItem('themeConfig', JSON.stringify({ ...stored, globalI18n: lang, isIsDark: dark }));
    },
    { lang: opts.zh ? 'zh-cn' : 'en', dark: !!opts.dark },
  );
  return context;
}

function publish(env: Record<string, string>): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    // --no-build: the browser suite runs on the built front end already (tooling/build.mjs).
    const child = spawn(process.execPath, [path.join(repoRoot, 'tooling/publish-remote.mjs'), 'website', VERSION, '--activate', '--no-build'], {
      cwd: repoRoot,
      env: { ...process.env, ADMIN_PASSWORD: '', DATA_DIR: '/nonexistent-not-used', ...env },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
  });
}

suite('deploy tokens on a captcha-on server', () => {
  beforeAll(async () => {
    await sql(PG, `create database ${dbName}`);
    server = await startServer({ CAPTCHA: 'on', DATABASE_URL: dbUrl, DEMO: '0' });
    token = await loginWithCaptcha();
    browser = await launch();
    fs.mkdirSync(SHOTS, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await sql(PG, `drop database if exists ${dbName} with (force)`).catch(() => undefined);
  });

  test('a deploy token publishes website to a captcha-on server; an open shell follows without a reload', async () => {
    // The admin creates a token for `website` (shown once).
    const created = await api<{ id: number; token: string }>('POST', '/system/remote/token/add', { name: 'website-ci', remotes: ['website'], expiresInDays: 30 });
    expect(created.code).toBe(0);
    const deployToken = created.data.token;
    // It opens nothing else.
    expect((await api('GET', '/system/user/list', undefined, deployToken)).status).toBe(403);
    expect((await api('POST', '/system/remote/addVersion', { name: 'finance', version: VERSION, entry: 'https://cdn.example.com/m.json' }, deployToken)).status).toBe(403);

    // The open shell: home loads each remote's home widgets, the website's among them.
    const context = await shellContext();
    const shell = await context.newPage();
    const errors = trackErrors(shell);
    const requested: string[] = [];
    shell.on('request', (r) => r.url().includes('/admin/remotes/website/') && requested.push(new URL(r.url()).pathname));
    await shell.goto('/admin/home');
    await shell.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/admin/remotes/website/0.1.0/')), null, { timeout: 60_000 });
    await shell.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 42;
    });

    // The pipeline: SHIFTDESK_URL + SHIFTDESK_DEPLOY_TOKEN, nothing else.
    const run = await publish({ SHIFTDESK_URL: server.url, SHIFTDESK_DEPLOY_TOKEN: deployToken });
    expect(run.out).toContain(`registered website ${VERSION}`);
    expect(run.code).toBe(0);
    const list = await api<{ list: { name: string; version: string }[] }>('GET', '/system/remote/list');
    expect(list.data.list.find((r) => r.name === 'website')?.version).toBe(VERSION);
    // Uploaded into the server's own DATA_DIR, not copied by the CLI.
    expect(fs.existsSync(path.join(server.dataDir, 'remotes/website', VERSION, 'mf-manifest.json'))).toBe(true);

    // The shell follows over the socket and reads the new manifest; a page opened now comes from it.
    await shell.waitForFunction((v) => performance.getEntriesByType('resource').some((e) => e.name.includes(`/admin/remotes/website/${v}/mf-manifest.json`)), VERSION, { timeout: 30_000 });
    await shell.evaluate(() => {
      window.history.pushState({}, '', '/admin/website/aboutUs');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await shell.waitForFunction(
      (v) => performance.getEntriesByType('resource').some((e) => e.name.includes(`/admin/remotes/website/${v}/`) && e.name.endsWith('.js')),
      VERSION,
      { timeout: 30_000 },
    );
    expect(requested.some((u) => u.startsWith(`/admin/remotes/website/${VERSION}/`) && u.endsWith('.js'))).toBe(true);
    expect(await shell.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    expect(errors).toEqual([]);

    // Revoked: refused at once.
    expect((await api('PUT', '/system/remote/token/revoke', { id: created.data.id })).code).toBe(0);
    expect((await api('PUT', '/system/remote/setActive', { name: 'website', version: '0.1.0' }, deployToken)).status).toBe(401);
    await context.close();
  });

  test('the registry page shows the version, error counts, the History by the token and the tokens (screenshots)', async () => {
    // An error report from a shell, counted on the new version; a rollout of the shipped 0.1.0 to half the users.
    expect((await api('POST', '/system/remote/reportError', { name: 'website', version: VERSION, message: 'Loading chunk 42 failed' })).code).toBe(0);
    expect((await api('POST', '/system/remote/rollout', { name: 'website', version: '0.1.0', percent: 50 })).code).toBe(0);
    for (const v of [
      { name: 'light-en', dark: false, zh: false, width: 1366 },
      { name: 'dark-en', dark: true, zh: false, width: 1366 },
      { name: 'light-zh', dark: false, zh: true, width: 1366 },
      { name: 'dark-zh-phone', dark: true, zh: true, width: 390 },
    ]) {
      const context = await shellContext(v);
      const page: Page = await context.newPage();
      const errors = trackErrors(page);
      await page.goto('/admin/system/remote');
      const row = page.locator('.ant-table-row', { hasText: 'website' }).first();
      await row.waitFor({ timeout: 60_000 });
      await row.getByTestId(`version-website-${VERSION}`).waitFor();
      expect(await row.getByTestId(`version-website-${VERSION}`).textContent()).toContain('1');
      await page.getByText('website-ci').first().waitFor({ timeout: 30_000 });
      await page.screenshot({ path: path.join(SHOTS, `deploy-registry-${v.name}.png`), fullPage: true });
      if (v.name === 'light-en') {
        await row.getByRole('button', { name: 'History' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('token:website-ci').first().waitFor({ timeout: 30_000 });
        expect(await dialog.textContent()).toContain(VERSION);
        await page.screenshot({ path: path.join(SHOTS, `deploy-history-${v.name}.png`) });
      }
      expect(errors).toEqual([]);
      await context.close();
    }

    // Rollback in one click: the rollout stops, everyone is on the active version again.
    const context = await shellContext();
    const page = await context.newPage();
    await page.goto('/admin/system/remote');
    const row = page.locator('.ant-table-row', { hasText: 'website' }).first();
    await row.getByTestId('rollout-website').waitFor({ timeout: 60_000 });
    expect(await row.getByTestId('rollout-website').textContent()).toContain('0.1.0 → 50%');
    await row.getByTestId('rollout-website').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'deploy-rollout-light-en.png') });
    await row.getByRole('button', { name: 'Roll back' }).click();
    await confirmWith(page, 'OK');
    await page.getByText(`website is back on ${VERSION}`).waitFor({ timeout: 15_000 });
    await row.getByTestId('rollout-website').waitFor({ state: 'detached', timeout: 15_000 });
    const after = await api<{ list: { name: string; version: string; candidateVersion: string | null }[] }>('GET', '/system/remote/list');
    expect(after.data.list.find((r) => r.name === 'website')).toMatchObject({ version: VERSION, candidateVersion: null });
    await context.close();
  });
});
