/**
 * The accessibility sweep (issue 27): every page of the product in one language and theme,
 * audited by axe — the sign-in page, home, every sidebar entry, the record pages reached from
 * lists (a worker, a new worker, a client, a contract order), a list's add form, the settings
 * drawer and the lock screen. Returns one row per page with what axe found there.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { audit, countOf, describe as describeFindings, type Finding } from './a11y';
import { baseUrl, launch } from './browser';
import { everyMenuPage, settledView } from './pages';
import { adminToken, callData, openAs, VARIANTS, type Variant } from './screens';

export interface SweepRow {
  page: string;
  findings: Finding[];
  /** The page could not be reached or shown (the sweep goes on with the next) */
  error?: string;
}

const firstId = async (token: string, url: string) =>
  (await callData<{ list: { id: number }[] }>(token, 'GET', `${url}?pageNum=1&pageSize=1`)).list[0]?.id;

/** Pages also photographed (English, each theme): a list, a form, the drawer (done-means 3). */
const SHOTS: Record<string, string> = { '/admin/workforce/worker': 'list', 'New worker': 'form', 'Settings drawer': 'drawer' };

export async function sweep(browser: Browser, v: Variant): Promise<SweepRow[]> {
  const rows: SweepRow[] = [];
  mkdirSync('artifacts/screens', { recursive: true });
  const check = async (page: Page, name: string) => {
    let findings = await audit(page);
    // A page caught between states (a table's empty placeholder before its rows arrive) is looked
    // at again once its requests have settled: what is still there is what a user meets.
    if (findings.length) {
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      findings = await audit(page);
    }
    rows.push({ page: name, findings });
    // After the audit (which waited for the animations) and the page's answers: the list with its rows.
    if (SHOTS[name] && v.lang === 'en') {
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      await page.screenshot({ path: `artifacts/screens/a11y-${SHOTS[name]}-${v.dark ? 'dark' : 'light'}.png` });
    }
  };

  // Signed out: the sign-in page in the variant's language and theme.
  const guest = await browser.newContext({
    baseURL: baseUrl(),
    locale: v.lang === 'en' ? 'en-GB' : 'zh-CN',
    viewport: { width: v.width, height: v.height },
    colorScheme: v.dark ? 'dark' : 'light',
  });
  await guest.addInitScript(
    ({ lang, dark }) => localStorage.setItem('themeConfig', JSON.stringify({ globalI18n: lang, isIsDark: dark })),
    { lang: v.lang, dark: v.dark },
  );
  const login = await guest.newPage();
  await login.goto('/admin/login');
  await login.locator('form input').first().waitFor();
  await check(login, 'Sign in');
  await guest.close();

  const { context, page } = await openAs(browser, v);
  try {
    await page.goto('/admin/home');
    await page.getByTestId('shell').waitFor();
    await check(page, 'Home');
    // Rows by route, so the languages line up in the table.
    // Each page as a user meets it when opening it alone: the tabs behind it are closed first, so
    // the pages kept alive behind them do not pile up in the DOM. With all forty kept, axe took
    // 0.4 s on the first page and 5 s on the last.
    await everyMenuPage(page, async () => {
      await closeTabsBehind(page);
      await check(page, new URL(page.url()).pathname);
    });

    const token = await adminToken();
    // A step that cannot be reached is a row with its error: the sweep still covers the rest.
    const step = async (name: string, show: () => Promise<void>) => {
      try {
        await show();
        await check(page, name);
      } catch (e) {
        rows.push({ page: name, findings: [], error: (e as Error).message.split('\n')[0] });
      }
    };
    const record = (path: string) => async () => {
      await page.goto(path);
      await settledView(page);
    };
    const id = (url: string) => firstId(token, url);
    await step('Worker', record(`/admin/workforce/worker/manage/${await id('/workforce/worker/list')}`));
    await step('New worker', record('/admin/workforce/worker/add'));
    await step('Client', record(`/admin/finance/client/detail/${await id('/finance/client/list')}`));
    await step('Contract order', record(`/admin/finance/contractOrder/detail/${await id('/finance/contractOrder/list')}`));
    // A list's add form (the kit's modal), then the settings drawer over a fresh page.
    await step('Add form (post)', async () => {
      await record('/admin/system/post')();
      await page.getByRole('button', { name: v.lang === 'en' ? 'Add' : '新增' }).first().click();
      await page.locator('.ant-modal:visible form').waitFor();
    });
    await step('Settings drawer', async () => {
      await record('/admin/system/post')();
      await page.getByTestId('nav-settings').click();
      await page.locator('.ant-drawer:visible .ant-drawer-body').waitFor();
    });
    // The lock screen, as it stays after a reload.
    await step('Lock screen', async () => {
      await page.evaluate(() => localStorage.setItem('lockScreenLocked', '1'));
      await page.reload();
      await page.getByTestId('lock-screen').waitFor();
    });
  } finally {
    await context.close();
  }
  return rows;
}

/**
 * Closes every tab behind the one in front but the affixed ones (a middle click each, as a user
 * does). The page in front stays where it is, and so does the sidebar.
 */
async function closeTabsBehind(page: Page): Promise<void> {
  const bar = page.getByTestId('tags-view');
  const keys = await bar
    .locator('[role="tab"][aria-selected="false"]')
    // A tab behind with a button beside it has a close button: affixed tabs have none.
    .evaluateAll((tabs) =>
      tabs.filter((t) => t.parentElement?.querySelector(':scope > button')).map((t) => t.getAttribute('data-key') ?? ''),
    );
  for (const key of keys) {
    const tab = bar.locator(`[role="tab"][data-key="${key}"]`);
    await tab.click({ button: 'middle' });
    await tab.waitFor({ state: 'detached' });
  }
}

/** The rows as a Markdown table (the note gives it before and after), one column per variant. */
export function sweepTable(variants: { name: string; rows: SweepRow[] }[]): string {
  const pages = [...new Set(variants.flatMap((v) => v.rows.map((r) => r.page)))];
  const head = `| page | ${variants.map((v) => v.name).join(' | ')} |\n|---|${variants.map(() => '---:').join('|')}|`;
  const lines = pages.map((p) => {
    const cells = variants.map((v) => {
      const row = v.rows.find((r) => r.page === p);
      if (!row) return '–';
      return row.error ? 'not shown' : String(countOf(row.findings));
    });
    return `| ${p} | ${cells.join(' | ')} |`;
  });
  return [head, ...lines].join('\n');
}

/**
 * The sweep test of one theme, in every desktop language: prints the table, then fails naming
 * every page with a serious or critical violation. One file per theme, so two workers share it.
 */
export function sweepTest(dark: boolean): void {
  const theme = dark ? 'dark' : 'light';
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  test(`every page in the ${theme} theme, English and Chinese: no serious or critical axe violation`, async () => {
    const results: { name: string; rows: SweepRow[] }[] = [];
    for (const v of VARIANTS.filter((x) => x.dark === dark && x.width > 1000)) {
      results.push({ name: v.name, rows: await sweep(browser, v) });
    }
    console.log(`axe: serious and critical elements per page (${theme})\n${sweepTable(results)}`);
    const failing = results.flatMap((r) =>
      r.rows
        .filter((row) => row.error || row.findings.length > 0)
        .map((row) => (row.error ? `${r.name} ${row.page}: ${row.error}` : describeFindings(`${r.name} ${row.page}`, row.findings))),
    );
    expect(failing).toEqual([]);
    // the sign-in page, home, the sidebar's pages, four records, a form, the drawer, the lock
    expect(results.map((r) => r.rows.length >= 25)).toEqual(results.map(() => true));
  });
}
