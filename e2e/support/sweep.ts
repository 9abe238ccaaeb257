/**
 * The page sweep: every page of the product in one language and theme, visited once and checked
 * for everything a page owes in that variant — the sign-in page, home, every sidebar entry, the
 * record pages reached from lists (a worker, a new worker, a client, a contract order, a
 * dictionary's data), a list's add form, the settings drawer and the lock screen.
 *
 * On each page: axe's WCAG 2.1 A/AA audit (issue 27), and the screen checks (./screen-checks.ts):
 * the theme, its tab in the tags view, no raw translation key, Chinese text when Chinese is
 * chosen, no sideways scroll of the document, no "page not found / failed to load", no page error,
 * the system lists showing their demo rows. Every page is photographed into artifacts/screens/.
 * One visit per page and variant: a page load is the browser suite's main cost.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { audit, countOf, describe as describeFindings, type Finding } from './a11y';
import { baseUrl, launch, trackErrors } from './browser';
import { everyMenuPage, settledView } from './pages';
import { screenProblems, shotName } from './screen-checks';
import { adminToken, callData, openAs, VARIANTS, type Variant } from './screens';

export interface SweepRow {
  page: string;
  findings: Finding[];
  /** What the screen checks found wrong (./screen-checks.ts) */
  problems: string[];
  /** The page could not be reached or shown (the sweep goes on with the next) */
  error?: string;
}

export interface SweepResult {
  rows: SweepRow[];
  /** The sidebar entries visited, "directory › item" */
  visited: string[];
}

const firstId = async (token: string, url: string) =>
  (await callData<{ list: { id: number }[] }>(token, 'GET', `${url}?pageNum=1&pageSize=1`)).list[0]?.id;

/** Pages also photographed (English, each theme): a list, a form, the drawer (done-means 3). */
const SHOTS: Record<string, string> = {
  '/admin/workforce/worker': 'list',
  'New worker': 'form',
  'Settings drawer': 'drawer',
};

export async function sweep(browser: Browser, v: Variant): Promise<SweepResult> {
  const rows: SweepRow[] = [];
  const shots = `artifacts/screens/${v.name}`;
  mkdirSync(shots, { recursive: true });
  /** `errors`: the page's uncaught errors so far (each check takes and clears them); `inShell`: behind the sign-in. */
  const check = async (page: Page, name: string, errors: string[], inShell = true) => {
    let findings = await audit(page);
    // A page caught between states (a table's empty placeholder before its rows arrive) is looked
    // at again once its requests have settled: what is still there is what a user meets.
    if (findings.length) {
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      findings = await audit(page);
    }
    const problems = await screenProblems(page, { variant: v, name, inShell });
    problems.push(...errors.splice(0).map((e) => `page error: ${e}`));
    rows.push({ page: name, findings, problems });
    // After the audit (which waited for the animations) and the page's answers: the list with its rows.
    if (SHOTS[name] && v.lang === 'en') {
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      await page.screenshot({ path: `artifacts/screens/a11y-${SHOTS[name]}-${v.dark ? 'dark' : 'light'}.png` });
    } else {
      await page.screenshot({ path: `${shots}/${shotName(name)}.png` });
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
  const loginErrors = trackErrors(login);
  await login.goto('/admin/login');
  await login.locator('form input').first().waitFor();
  await check(login, 'Sign in', loginErrors, false);
  await guest.close();

  const { context, page, errors } = await openAs(browser, v);
  let visited: string[] = [];
  try {
    await page.goto('/admin/home');
    await page.getByTestId('shell').waitFor();
    await check(page, 'Home', errors);
    // Rows by route, so the languages line up in the table.
    // Each page as a user meets it when opening it alone: the tabs behind it are closed first, so
    // the pages kept alive behind them do not pile up in the DOM. With all forty kept, axe took
    // 0.4 s on the first page and 5 s on the last.
    visited = await everyMenuPage(page, async () => {
      await closeTabsBehind(page);
      await check(page, new URL(page.url()).pathname, errors);
    });

    const token = await adminToken();
    // A step that cannot be reached is a row with its error: the sweep still covers the rest.
    const step = async (name: string, show: () => Promise<void>, inShell = true) => {
      try {
        await show();
        await check(page, name, errors, inShell);
      } catch (e) {
        rows.push({ page: name, findings: [], problems: [], error: (e as Error).message.split('\n')[0] });
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
    await step(
      'Contract order',
      record(`/admin/finance/contractOrder/detail/${await id('/finance/contractOrder/list')}`),
    );
    // A page reached only from another (the dictionary list), with its own title in the tags view.
    await step('Dictionary data', record('/admin/system/dict/data/list/sys_notice_tag'));
    // A list's add form (the kit's modal), then the settings drawer over a fresh page.
    await step('Add form (post)', async () => {
      await record('/admin/system/post')();
      await page
        .getByRole('button', { name: v.lang === 'en' ? 'Add' : '新增' })
        .first()
        .click();
      await page.locator('.ant-modal:visible form').waitFor();
    });
    await step('Settings drawer', async () => {
      await record('/admin/system/post')();
      await page.getByTestId('nav-settings').click();
      await page.locator('.ant-drawer:visible .ant-drawer-body').waitFor();
    });
    // The lock screen, as it stays after a reload.
    await step(
      'Lock screen',
      async () => {
        await page.evaluate(() => localStorage.setItem('lockScreenLocked', '1'));
        await page.reload();
        await page.getByTestId('lock-screen').waitFor();
      },
      false,
    );
  } finally {
    await context.close();
  }
  return { rows, visited };
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
      tabs
        .filter((t) => t.parentElement?.querySelector(':scope > button'))
        .map((t) => t.getAttribute('data-key') ?? ''),
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
      if (row.error) return 'not shown';
      return `${countOf(row.findings)}${row.problems.length ? ` (+${row.problems.length} screen)` : ''}`;
    });
    return `| ${p} | ${cells.join(' | ')} |`;
  });
  return [head, ...lines].join('\n');
}

/**
 * The sweep test of one theme, in every desktop language: prints the table, then fails naming
 * every page with a serious or critical violation or a failed screen check. One file per theme,
 * so two workers share it. The sidebar walk also proves every visible entry leads to a real page
 * (a menu whose page has not shipped is not offered).
 */
export function sweepTest(dark: boolean): void {
  const theme = dark ? 'dark' : 'light';
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  test(`every page in the ${theme} theme, English and Chinese: no serious or critical axe violation, every screen check`, async () => {
    const results: { name: string; rows: SweepRow[]; visited: string[] }[] = [];
    for (const v of VARIANTS.filter((x) => x.dark === dark && x.width > 1000)) {
      results.push({ name: v.name, ...(await sweep(browser, v)) });
    }
    console.log(
      `axe: serious and critical elements per page (${theme}; screen-check problems in brackets)\n${sweepTable(results)}`,
    );
    const failing = results.flatMap((r) =>
      r.rows.flatMap((row) => {
        const where = `${r.name} ${row.page}`;
        if (row.error) return [`${where}: ${row.error}`];
        return [
          ...(row.findings.length ? [describeFindings(where, row.findings)] : []),
          ...row.problems.map((p) => `${where}: ${p}`),
        ];
      }),
    );
    expect(failing).toEqual([]);
    // the sign-in page, home, the sidebar's pages, five records, a form, the drawer, the lock
    expect(results.map((r) => r.rows.length >= 26)).toEqual(results.map(() => true));
    for (const r of results) {
      // the 13 system pages at least; every business area is offered, the dashboards too
      expect(r.visited.length).toBeGreaterThanOrEqual(13);
      const dirs = new Set(r.visited.map((e) => e.split(' › ')[0]));
      const want = r.name.endsWith('zh-cn')
        ? ['系统管理', '财务管理', '工作管理', '数据分析']
        : ['System', 'Finance', 'Jobs', 'Analysis'];
      expect({ variant: r.name, dirs: want.filter((d) => dirs.has(d)) }).toEqual({ variant: r.name, dirs: want });
    }
  });
}
