/**
 * Issue 4 PART B in a real browser: the tags view (every action, keep-alive, middle-click,
 * drag-sort, cache and shared modes), the nav bar (language switch, menu search), page titles,
 * guard redirects and the 401/404 pages.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { apiLogin, launch, newContext, trackErrors } from '../support/browser';
import { chooseMenuItem } from '../support/crud';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from '../support/server';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await newContext(browser);
  page = await context.newPage();
  errors = trackErrors(page);
});
afterEach(async () => {
  await context?.close();
});

const tagsBar = (p: Page) => p.locator('[data-testid="tags-view"]');
const tabs = (p: Page) => tagsBar(p).locator('[role=tab]');
const tab = (p: Page, title: string): Locator => tagsBar(p).locator('[role=tab]', { hasText: title });
// A tab's close button sits beside the tab (a tab may not contain controls), in the same box.
const closeButton = (p: Page, title: string): Locator => tagsBar(p).locator(`button[aria-label="Close ${title}"]`);
const tabTitles = (p: Page) => tabs(p).allInnerTexts().then((t) => t.map((s) => s.trim()));
const path = (p: Page) => (new URL(p.url()).pathname + new URL(p.url()).search).replace(/^\/admin/, '');

/** In-app navigation (no reload): what a menu click does. */
async function go(p: Page, to: string) {
  await p.evaluate((to) => {
    window.history.pushState({}, '', `/admin${to}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await p.waitForURL(`**/admin${to}`);
  // The tab of the page is in front once the navigation has committed.
  const pathname = to.split('?')[0];
  await p.locator(`[data-testid="tags-view"] [role=tab][aria-selected="true"][data-path="${pathname}"]`).waitFor();
  if (to.includes('?')) await p.locator(`[data-testid="tags-view"] [role=tab][aria-selected="true"][data-url="${to}"]`).waitFor();
}

async function loginAdmin(theme: Record<string, unknown> = {}) {
  await apiLogin(context, 'admin', ADMIN_PASSWORD);
  if (Object.keys(theme).length) {
    await context.addInitScript((patch) => {
      if (sessionStorage.getItem('__themeSet')) return;
      const cur = JSON.parse(localStorage.getItem('themeConfig') || '{}');
      localStorage.setItem('themeConfig', JSON.stringify({ ...cur, ...patch }));
      sessionStorage.setItem('__themeSet', '1');
    }, theme);
  }
  await page.goto('/admin/home');
  await tab(page, 'Home').waitFor();
}

async function contextAction(p: Page, title: string, action: string) {
  await tab(p, title).click({ button: 'right' });
  await chooseMenuItem(p, new RegExp(`^${action}$`));
}

const usersFilter = (p: Page) => p.getByPlaceholder('Account, nickname or mobile');

test('tabs: one per visited page, /home affixed and not closable, click switches', async () => {
  await loginAdmin();
  await go(page, '/system/user');
  await go(page, '/system/role');
  await go(page, '/system/user');
  expect(await tabTitles(page)).toEqual(['Home', 'Users', 'Roles']);
  expect(await tab(page, 'Users').getAttribute('aria-selected')).toBe('true');
  // /home has no close button, and "Close" is disabled in its context menu.
  expect(await closeButton(page, 'Home').count()).toBe(0);
  await tab(page, 'Home').click({ button: 'right' });
  const close = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', { hasText: /^Close$/ });
  await close.waitFor();
  expect(await close.getAttribute('aria-disabled')).toBe('true');
  await page.keyboard.press('Escape');
  await tab(page, 'Roles').click();
  await page.waitForURL('**/admin/system/role');
  await page.waitForFunction(() => document.title.startsWith('Roles - '));
  expect(errors).toEqual([]);
});

test('close (button and context menu), close others, close all', async () => {
  await loginAdmin();
  for (const p of ['/system/user', '/system/role', '/system/dept', '/system/post']) await go(page, p);
  expect(await tabTitles(page)).toEqual(['Home', 'Users', 'Roles', 'Departments', 'Posts']);
  // Closing the active tab goes to its neighbour (left when it is the last one).
  await closeButton(page, 'Posts').click();
  await page.waitForURL('**/admin/system/dept');
  await contextAction(page, 'Roles', 'Close');
  expect(await tabTitles(page)).toEqual(['Home', 'Users', 'Departments']);
  expect(path(page)).toBe('/system/dept');

  await contextAction(page, 'Users', 'Close others');
  await page.waitForURL('**/admin/system/user');
  expect(await tabTitles(page)).toEqual(['Home', 'Users']);

  await go(page, '/system/role');
  await contextAction(page, 'Roles', 'Close all');
  await page.waitForURL('**/admin/home');
  expect(await tabTitles(page)).toEqual(['Home']);
});

test('middle-click closes a tab', async () => {
  await loginAdmin();
  await go(page, '/system/user');
  await go(page, '/system/role');
  await tab(page, 'Users').click({ button: 'middle' });
  await expect(tab(page, 'Users').count()).resolves.toBe(0);
  expect(path(page)).toBe('/system/role');
  // Middle-click on the affixed tab does nothing.
  await tab(page, 'Home').click({ button: 'middle' });
  expect(await tabTitles(page)).toEqual(['Home', 'Roles']);
});

test('keep-alive: a typed-in filter survives a tab switch; refresh remounts the page', async () => {
  await loginAdmin();
  await go(page, '/system/user');
  await usersFilter(page).fill('alice');
  await tab(page, 'Home').click();
  await page.waitForURL('**/admin/home');
  await tab(page, 'Users').click();
  await page.waitForURL('**/admin/system/user');
  // The kept page is shown again on the next render: wait for its input (the URL changes first).
  await page.waitForFunction(
    () => (document.querySelector('input[placeholder="Account, nickname or mobile"]') as HTMLInputElement | null)?.value === 'alice',
  );
  await expect(usersFilter(page).inputValue()).resolves.toBe('alice');

  await contextAction(page, 'Users', 'Refresh');
  await page.waitForFunction(
    () => (document.querySelector('input[placeholder="Account, nickname or mobile"]') as HTMLInputElement | null)?.value === '',
  );
  await expect(usersFilter(page).inputValue()).resolves.toBe('');

  // Closing the tab unmounts the page: reopening starts empty.
  await usersFilter(page).fill('bob');
  await closeButton(page, 'Users').click();
  await page.waitForURL('**/admin/home');
  await go(page, '/system/user');
  await expect(usersFilter(page).inputValue()).resolves.toBe('');
  expect(errors).toEqual([]);
});

test('full screen of the current tab hides the chrome and sets isTagsViewCurrenFull', async () => {
  await loginAdmin();
  await go(page, '/system/user');
  await contextAction(page, 'Users', 'Full screen');
  await page.waitForFunction(
    () => (localStorage.getItem('isTagsViewCurrenFull') ?? sessionStorage.getItem('isTagsViewCurrenFull')) === 'true',
  );
  await expect(tagsBar(page).count()).resolves.toBe(0);
  // The page covers the chrome: what is at the header's place is no longer the nav bar.
  const coversNav = (covered: boolean) =>
    page.waitForFunction((want) => {
      const nav = document.querySelector('[data-testid="nav-bar"]');
      const hit = document.elementFromPoint(window.innerWidth - 40, 20);
      return (!!nav && !!hit && !nav.contains(hit)) === want;
    }, covered);
  await coversNav(true);
  // the page itself stays (re-laid out over the chrome, which a busy machine takes a moment to do)
  await usersFilter(page).waitFor();
  await page.keyboard.press('Escape');
  await tagsBar(page).waitFor();
  await coversNav(false);
});

test('drag-sort reorders tabs (never before the affixed one)', async () => {
  await loginAdmin();
  await go(page, '/system/user');
  await go(page, '/system/role');
  await go(page, '/system/dept');
  await tab(page, 'Departments').dragTo(tab(page, 'Users'));
  expect(await tabTitles(page)).toEqual(['Home', 'Departments', 'Users', 'Roles']);
  await tab(page, 'Roles').dragTo(tab(page, 'Home'));
  expect((await tabTitles(page))[0]).toBe('Home');
});

test('cached tags survive a reload only when "cache tags view" is on', async () => {
  await loginAdmin({ isCacheTagsView: true });
  await go(page, '/system/user');
  await go(page, '/system/role');
  await page.reload();
  await tab(page, 'Roles').waitFor();
  expect(await tabTitles(page)).toEqual(['Home', 'Users', 'Roles']);
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('tagsViewList'))) ?? '[]')).toHaveLength(3);

  await page.evaluate(() => {
    const c = JSON.parse(localStorage.getItem('themeConfig') || '{}');
    localStorage.setItem('themeConfig', JSON.stringify({ ...c, isCacheTagsView: false }));
  });
  await page.reload();
  await tab(page, 'Roles').waitFor();
  expect(await tabTitles(page)).toEqual(['Home', 'Roles']);
  expect(await page.evaluate(() => sessionStorage.getItem('tagsViewList'))).toBeNull();
});

test('one tab per path+query, or per path with the shared tags view', async () => {
  await loginAdmin();
  await go(page, '/system/user?status=1');
  await go(page, '/system/user?status=0');
  expect(await tabTitles(page)).toEqual(['Home', 'Users', 'Users']);

  await context.clearCookies();
  await apiLogin(context, 'admin', ADMIN_PASSWORD);
  await page.evaluate(() => {
    const c = JSON.parse(localStorage.getItem('themeConfig') || '{}');
    localStorage.setItem('themeConfig', JSON.stringify({ ...c, isShareTagsView: true, isCacheTagsView: false }));
  });
  await page.goto('/admin/home');
  await tab(page, 'Home').waitFor();
  await go(page, '/system/user?status=1');
  await go(page, '/system/user?status=0');
  expect(await tabTitles(page)).toEqual(['Home', 'Users']);
  // The shared tab keeps the latest query.
  await tab(page, 'Home').click();
  await tab(page, 'Users').click();
  await page.waitForURL('**/admin/system/user?status=0');
});

test('language switch: tabs, breadcrumbs and the page title follow; persisted in themeConfig', async () => {
  await loginAdmin();
  await go(page, '/system/user');
  await page.waitForFunction(() => document.title.startsWith('Users - '));
  await page.locator('[data-testid="nav-lang"]').click();
  await chooseMenuItem(page, '简体中文');
  await tab(page, '用户管理').waitFor();
  expect(await tabTitles(page)).toEqual(['首页', '用户管理']);
  await page.waitForFunction(() => document.title.startsWith('用户管理'));
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
  await expect(page.locator('[data-testid="breadcrumb"]').innerText()).resolves.toContain('用户管理');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('themeConfig') || '{}').globalI18n)).toBe('zh-cn');
  await page.reload();
  await tab(page, '首页').waitFor();
  await page.locator('[data-testid="nav-lang"]').click();
  await chooseMenuItem(page, 'English');
  await tab(page, 'Home').waitFor();
});

test('menu search: Ctrl+K, both languages and paths, arrows + Enter', async () => {
  await loginAdmin();
  await page.keyboard.press('Control+k');
  const input = page.locator('[data-testid="menu-search-input"]');
  await input.waitFor();
  await input.fill('roles');
  await page.locator('[role=option]', { hasText: 'Roles' }).waitFor();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/admin/system/role');

  await page.locator('[data-testid="nav-search"]').click();
  await input.fill('用户');
  const options = page.locator('[role=option]');
  await options.first().waitFor();
  expect(await options.count()).toBeGreaterThanOrEqual(2);
  expect(await options.nth(0).getAttribute('aria-selected')).toBe('true');
  await page.keyboard.press('ArrowDown');
  expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
  const target = await options.nth(1).getAttribute('data-path');
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/admin${target}`);

  await page.keyboard.press('Control+k');
  await input.fill('/system/dep');
  await page.locator('[role=option]', { hasText: '/system/dept' }).waitFor();
  await input.fill('zzzz-nothing');
  await page.getByText('No matching pages').waitFor();
  await page.keyboard.press('Escape');
  await input.waitFor({ state: 'detached' });
});

test('guard redirects: no token → login with redirect; token on /login → /home', async () => {
  await page.goto('/admin/system/role');
  await page.waitForURL('**/admin/login**');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/system/role');
  // The shell reaches /login in-app, then reloads into the login island: wait for the island's
  // form, or the next navigation races that reload (which, with a token, follows the redirect).
  await page.getByPlaceholder('Username').waitFor();
  await apiLogin(context, 'admin', ADMIN_PASSWORD);
  await page.goto('/admin/login');
  await page.waitForURL('**/admin/home');
  await tab(page, 'Home').waitFor();
});

test('401 for a page the role may not see; 404 for an unknown path', async () => {
  await apiLogin(context, 'demo01', DEMO_PASSWORD);
  await page.goto('/admin/personal');
  await page.waitForURL('**/admin/401');
  await page.getByText('401', { exact: true }).waitFor();
  await page.goto('/admin/home');
  await tab(page, 'Home').waitFor();
  // The user menu of a common user has no personal centre entry.
  await page.locator('[data-testid="user-menu"]').click();
  await page.locator('.ant-dropdown-menu-item', { hasText: 'Log out' }).waitFor();
  expect(await page.locator('.ant-dropdown-menu-item', { hasText: 'Personal centre' }).count()).toBe(0);

  await page.goto('/admin/no/such/page');
  await page.getByText('Page not found').first().waitFor();
  // Unknown pages get no tab.
  expect(await tabTitles(page)).toEqual(['Home']);
});

test('logout asks for confirmation, then clears the session and the tabs', async () => {
  await loginAdmin({ isCacheTagsView: true });
  await go(page, '/system/user');
  await page.locator('[data-testid="user-menu"]').click();
  await chooseMenuItem(page, 'Log out');
  await page.locator('.ant-modal-confirm').waitFor();
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
  await page.waitForURL('**/admin/login**');
  // /login inside the shell reloads into the login island: read storage once the island is up
  await page.getByPlaceholder('Username').waitFor();
  expect(await page.evaluate(() => sessionStorage.getItem('tagsViewList'))).toBeNull();
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
});
