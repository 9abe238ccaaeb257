// Debian's Chromium driven by playwright-core: never a downloaded browser.
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The shell's registry answers: the public list before login, the caller's own list (rollouts
 * decided per user) after it. A test that points a remote elsewhere rewrites both.
 */
export const REGISTRY_ANSWERS = /\/backend\/api\/v1\/(pub\/remotes|system\/remote\/mine)(\?|$)/;

/** This Jest worker's server (support/global-setup.ts starts one per worker). */
function serverEnv(name: 'URL' | 'DATA_DIR'): string {
  const key = `SHIFTDESK_E2E_${name}_${process.env.JEST_WORKER_ID ?? '1'}`;
  const value = process.env[key];
  if (!value) throw new Error(`${key} is not set: run through jest globalSetup`);
  return value;
}

export const baseUrl = (): string => serverEnv('URL');

/** The DATA_DIR of this worker's server (remote versions are served from it). */
export const serverDataDir = (): string => serverEnv('DATA_DIR');

const launched = new Set<Browser>();

export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  launched.add(browser);
  browser.on('disconnected', () => launched.delete(browser));
  // Tests close their context in `finally`, before Jest reports the failure: what each page
  // showed is read as it closes (text only, cheap), and printed if the test then fails.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options?: Parameters<Browser['newContext']>[0]) => {
    // As a user who asked for reduced motion: the product then turns antd's motion off (ThemeRoot),
    // so no step waits for a fade or a zoom and Chromium paints no frames of them, on a CPU-bound
    // 2-core machine. A test that wants the motion passes reducedMotion: 'no-preference'.
    const context = await newContext({ reducedMotion: 'reduce', ...options });
    // Playwright's 30 s default is a hang guard; on a 2-core machine running the backend suites
    // beside two servers and two browsers, a save and the next page's chunk can take longer.
    context.setDefaultTimeout(60_000);
    context.on('page', keepTrail);
    // Turns the app's breadcrumbs on (kept in the page, read when a test fails).
    await context.addInitScript(() => {
      (window as { __sdTrace?: string[] }).__sdTrace = [];
    });
    const close = context.close.bind(context);
    context.close = async (...a: Parameters<BrowserContext['close']>) => {
      for (const page of context.pages()) {
        const lines = await describePage(page).catch((e: Error) => [`  (page did not answer: ${e.message})`]);
        closedThisTest.push([`[closed page] ${page.url()}`, ...lines, ...trailOf(page)]);
      }
      return close(...a);
    };
    return context;
  };
  return browser;
}

const closedThisTest: string[][] = [];

/** What a user would read on the screen when a test fails: errors, alerts, messages, titles, picks. */
const TELLING = [
  '.ant-form-item-explain-error',
  '.ant-alert',
  '.ant-message-notice',
  '.ant-notification-notice',
  '.ant-result-title',
  '.ant-modal-title',
  '.ant-drawer-title',
  '.ant-empty-description',
  '.ant-select-content-value',
  '.ant-select-selection-item',
  '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-content',
  '.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item',
  '.ant-tabs-tab.ant-tabs-tab-active',
].join(', ');

const within = <T>(ms: number, p: Promise<T>) =>
  Promise.race([p, new Promise<never>((_, no) => setTimeout(() => no(new Error(`no answer in ${ms} ms`)), ms))]);

async function describePage(page: Page): Promise<string[]> {
  const texts = await within(
    3000,
    page.evaluate((sel) => {
      const shown = (e: Element) => (e as HTMLElement).offsetParent !== null || getComputedStyle(e).position === 'fixed';
      return Array.from(document.querySelectorAll(sel))
        .filter(shown)
        .map((e) => (e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 200))
        .filter(Boolean)
        .slice(0, 25);
    }, TELLING),
  );
  // The app's breadcrumbs (shared/src/debug/trace.ts): form fills and mounts, the outlet's branch,
  // the layout, a page that suspended again.
  const crumbs = await within(
    2000,
    page.evaluate(() => ((window as { __sdTrace?: string[] }).__sdTrace ?? []).slice(-30)),
  ).catch(() => [] as string[]);
  return [...texts.map((t) => `  shows: ${t}`), ...(crumbs.length ? ['  app trace:', ...crumbs.map((c) => `    ${c}`)] : [])];
}

/** Called by support/environment.js as each test starts. */
function testStarted(): void {
  closedThisTest.length = 0;
}

/**
 * Called by support/environment.js when a test fails: writes to the log what each page showed
 * (the ones the test closed, then the open ones, with a screenshot under artifacts/failures/).
 * Bounded: a hung page costs a few seconds.
 */
async function reportPages(testName: string, error?: Error): Promise<void> {
  const slug = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
  // The log may be cut short: the test's own line that failed is said first.
  const where = error?.stack?.match(/tests\/[\w.-]+\.e2e\.test\.ts:\d+/)?.[0];
  const report = where ? [`failed at ${where}: ${(error?.message ?? '').split('\n')[0]}`] : [];
  report.push(...closedThisTest.map((lines) => lines.join('\n')));
  let n = 0;
  for (const browser of launched) {
    for (const context of browser.contexts()) {
      for (const page of context.pages()) {
        n += 1;
        const lines = [`[open page ${n}] ${page.url()}`];
        try {
          lines.push(...(await describePage(page)), ...trailOf(page));
          const file = `artifacts/failures/${slug}-${n}.png`;
          await within(5000, page.screenshot({ path: file, fullPage: true }));
          lines.push(`  screenshot: e2e/${file}`);
        } catch (e) {
          lines.push(`  (page did not answer: ${(e as Error).message})`);
        }
        report.push(lines.join('\n'));
      }
    }
  }
  if (report.length) console.error(`Failed "${testName}": what the screen showed\n${report.join('\n')}`);
}
Object.assign(globalThis, { __e2eReportPages: reportPages, __e2eTestStarted: testStarted });

export async function newContext(browser: Browser, locale = 'en-GB'): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), locale, viewport: { width: 1366, height: 800 } });
}

const trails = new WeakMap<Page, string[]>();
const TRAIL_LINES = 40;

/**
 * The page's last moments, for a failure report: navigations (history ones too), console
 * messages, failed answers and the server's socket events, each with its time since the page
 * opened. A form that lost its input or a page that remounted shows its cause here.
 */
function keepTrail(page: Page): void {
  const lines: string[] = [];
  trails.set(page, lines);
  const t0 = Date.now();
  const note = (s: string) => {
    lines.push(`  +${((Date.now() - t0) / 1000).toFixed(1)} s ${s.replace(/\s+/g, ' ').slice(0, 300)}`);
    if (lines.length > TRAIL_LINES) lines.shift();
  };
  page.on('framenavigated', (f) => f === page.mainFrame() && note(`at ${f.url()}`));
  page.on('console', (m) => m.type() !== 'debug' && note(`console.${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => note(`uncaught: ${e.message}`));
  page.on('response', (r) => r.status() >= 400 && note(`${r.status()} ${r.request().method()} ${r.url()}`));
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      const text = String(payload);
      if (!/"event":"ping"/.test(text)) note(`socket: ${text}`);
    }),
  );
}

const trailOf = (page: Page): string[] => {
  const lines = trails.get(page);
  return lines?.length ? ['  last moments:', ...lines] : [];
};

/** Collects uncaught page errors so a test can assert that a screen rendered cleanly. */
export function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Logs in through the API and stores the token cookie as the login page would. */
export async function apiLogin(context: BrowserContext, username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/backend/api/v1/system/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, verifyCode: '0000', verifyKey: 'e2e' }),
  });
  const body = (await res.json()) as { code: number; message: string; data: { token: string } };
  if (body.code !== 0) throw new Error(`login failed: ${body.message}`);
  await context.addCookies([{ name: 'token', value: body.data.token, url: baseUrl() }]);
  return body.data.token;
}
