/**
 * What every screen owes in its language, theme and size, checked by the page sweep (./sweep.ts)
 * on each page it visits: the theme is applied, the page has its tab, no translation key is left
 * raw, Chinese is really Chinese, the document never scrolls sideways, nothing says the page is
 * missing, and the system lists show their demo rows.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Variant } from './screens';

const root = path.resolve(__dirname, '../..');

/**
 * A translation's top-level keys are its pages' folder names (a remote's i18n file: "a top-level
 * key per page"), beside the kit's `common` and `crud`; read from the folders, so a new page is
 * covered. (Not the namespaces: a missing key shows without one, and `finance.`, `workforce.`,
 * `sys.` start the settings' own keys on the configuration page.)
 */
function translationRoots(): string[] {
  const pages = ['host-shell', 'remote-system', 'remote-workforce', 'remote-finance', 'remote-website'].flatMap((pkg) =>
    readdirSync(path.join(root, pkg, 'src/pages'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name),
  );
  return [...new Set(['common', 'crud', ...pages])];
}

/**
 * A key left on screen looks like "user.form.userName" or "crud.toolbar.add": a known root, then
 * dotted words; not part of a path, an address or a file name ("invoice.pdf").
 */
export const RAW_KEY = new RegExp(
  `(?<![\\w/.@-])(?:${translationRoots().join('|')})\\.(?!(?:pdf|xlsx|csv|png|jpe?g|zip|txt)\\b)[a-z][A-Za-z]*(?:\\.[A-Za-z]+)*(?![\\w/.-])`,
);

/** What a page says when it is not really there (menu entry without its page, a remote down). */
const BROKEN =
  /Page not found|Page not available|Module unavailable|This page failed to load|页面不存在|页面不可用|模块不可用|页面加载失败/;

/** The system lists and what shows once each has its data (the demo has rows in every one). */
const READY: Record<string, string> = {
  '/admin/system/user': '.ant-table-row',
  '/admin/system/role': '.ant-table-row',
  '/admin/system/dept': '.ant-table-row',
  '/admin/system/post': '.ant-table-row',
  '/admin/system/menu': '.ant-table-row',
  '/admin/system/dict': '.ant-table-row',
  'Dictionary data': '.ant-table-row',
  '/admin/system/config': '.ant-table-row',
  '/admin/system/notice': '.ant-table-row',
  '/admin/system/operLog': '.ant-table-row',
  '/admin/system/loginLog': '.ant-table-row',
  '/admin/system/online': '.ant-table-row',
  '/admin/system/monitor': '.ant-card .ant-statistic, .ant-card .ant-progress',
  '/admin/system/remote': '.ant-table-row',
};

/** The tab a page must show as selected in the tags view, by page (language-dependent). */
const TAB: Record<string, Record<string, string>> = {
  'Dictionary data': { en: 'Dictionary data', 'zh-cn': '字典数据' },
};

/** A file name for the page's screenshot. */
export function shotName(name: string): string {
  return (
    name
      .replace(/^\/admin\//, '')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-|-$/g, '') || 'page'
  ).toLowerCase();
}

/**
 * Every way the page in front falls short of its variant; empty when it is right. `inShell`: the
 * page is inside the signed-in shell (so it has a tab), not the sign-in or lock screen.
 */
export async function screenProblems(
  page: Page,
  { variant: v, name, inShell }: { variant: Variant; name: string; inShell: boolean },
): Promise<string[]> {
  const problems: string[] = [];
  const ready = READY[name];
  if (ready) {
    // Visible ones only: a closed tab's page may stay in the DOM, hidden, until it is dropped.
    const visible = ready
      .split(',')
      .map((part) => `${part.trim()}:visible`)
      .join(', ');
    const shown = await page
      .getByTestId('keep-alive-outlet')
      .locator(visible)
      .first()
      .waitFor({ timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    if (!shown) problems.push(`its data never showed (${ready})`);
  }
  const theme = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
  if (theme !== (v.dark ? 'dark' : null)) problems.push(`data-theme is ${theme}`);
  if (inShell) {
    const tab = await page
      .getByTestId('tags-view')
      .locator('[aria-selected="true"]')
      .first()
      .innerText({ timeout: 5_000 })
      .catch(() => '');
    if (!/\S/.test(tab)) problems.push('no selected tab in the tags view');
    const want = TAB[name]?.[v.lang];
    if (want && !tab.includes(want)) problems.push(`the tab says "${tab}", not "${want}"`);
  }
  const text = await page.locator('body').innerText();
  const raw = text.match(RAW_KEY)?.[0];
  if (raw) problems.push(`raw translation key "${raw}"`);
  if (v.lang === 'zh-cn' && !/[\u4e00-\u9fff]{2}/.test(text)) problems.push('no Chinese text');
  const broken = text.match(BROKEN)?.[0];
  if (broken) problems.push(`says "${broken}"`);
  // The page may scroll inside its tables, never as a whole document sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 1) problems.push(`the document scrolls ${overflow}px sideways`);
  return problems;
}
