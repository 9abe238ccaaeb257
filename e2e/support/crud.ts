/**
 * Helpers for browser tests of CRUD pages built with the shared kit (CrudTable, FormModal /
 * FormDrawer, useDelete): each takes the Playwright `page`. Importing this file also registers
 * the `toHaveValueSoon` matcher.
 */
import type { Locator, Page } from 'playwright-core';

/** Collects the successful responses of a remote's files (e.g. `system`). */
export function trackRemoteHits(page: Page, remote = 'system'): string[] {
  const hits: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes(`/admin/remotes/${remote}/`) && r.ok()) hits.push(r.url());
  });
  return hits;
}

/** Opens a page and waits for its table rows; asserts some script came from the remote. */
export async function open(page: Page, path: string, remoteHits: string[]) {
  await page.goto(`/admin${path}`);
  await page.locator('.ant-table-row').first().waitFor({ timeout: 30000 });
  expect(remoteHits.some((u) => /\.js(\?|$)/.test(u))).toBe(true);
}

/** `s` as a literal inside a RegExp. */
export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The open modal or drawer (the last one when several are open). */
export const dialog = (page: Page) => page.locator('.ant-modal:visible, .ant-drawer-section:visible').last();

/** The form item with this exact label inside the open dialog. */
export const formItem = (page: Page, label: string): Locator =>
  dialog(page)
    .locator('.ant-form-item')
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${escapeRe(label)}$`) }) });

/**
 * The frame of the page the address bar shows. The address changes before React draws the new
 * page, and the page left behind may stay in the DOM (kept alive, hidden): a control found in
 * that gap belongs to the old page and never becomes usable, so each lookup is scoped here.
 */
export const currentPage = (page: Page): Locator => {
  const path = new URL(page.url()).pathname.replace(/^\/admin(?=\/|$)/, '').replace(/\/+$/, '') || '/';
  return page.locator(`[data-page-path="${path.replace(/["\\]/g, '\\$&')}"]`);
};

/** The form item with this exact label on the page itself (a form page, not a dialog). */
export const pageItem = (page: Page, label: string): Locator =>
  currentPage(page)
    .locator('.ant-form-item:visible')
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${escapeRe(label)}$`) }) });

/** The text control of a form item by its exact label inside the open dialog. */
export const field = (page: Page, label: string): Locator =>
  formItem(page, label).locator('input:not([type=radio]), textarea').first();

/** Table rows containing the text. */
export const row = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

/** Clicks the dialog's Save button. */
export const save = (page: Page) =>
  page
    .locator('.ant-modal button:visible, .ant-drawer-section button:visible', { hasText: /^\s*Save\s*$/ })
    .last()
    .click();

/** The open confirmation (modal.confirm). */
export const confirmBox = (page: Page) => page.locator('.ant-modal-confirm:visible');

/**
 * Waits for the element to stop moving, e.g. a modal zooming in. antd's motion first puts its
 * `-appear` / `-enter` classes on and starts the CSS animation a frame or two later: asking only
 * for running animations can answer "none" before the zoom has begun (a confirmation's Delete
 * was then clicked mid-zoom and missed, in CI). So: no motion class on the element or its
 * ancestors, and no finite animation running in it, checked frame by frame (at most 5 s).
 */
export async function settled(locator: Locator) {
  await locator.evaluate(async (el) => {
    const motion = /(^|\s)[\w-]+-(appear|enter|leave)(-(prepare|start|active))?(\s|$)/;
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const moving = () => {
      for (let n: Element | null = el; n; n = n.parentElement)
        if (motion.test(n.getAttribute('class') ?? '')) return true;
      return el
        .getAnimations({ subtree: true })
        .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
    };
    await frame();
    await frame();
    const end = performance.now() + 5000;
    while (moving() && performance.now() < end) await frame();
  });
}

/**
 * Clicks a button of the open confirmation once it has finished opening (on a busy machine a
 * click during the zoom-in can miss the moving button).
 */
export async function confirmWith(page: Page, button: string) {
  const box = confirmBox(page);
  await box.waitFor();
  await settled(box);
  await box.getByRole('button', { name: button }).click();
}

/** The open dropdown menu (a row's "More", the tab context menu, the language and user menus). */
export const openMenu = (page: Page) => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');

/**
 * Clicks an item of the open dropdown menu once the menu has finished sliding in: like a
 * confirmation's buttons, an item clicked mid-animation can be missed on a busy machine (the
 * language switch did in CI).
 */
export async function chooseMenuItem(page: Page, text: string | RegExp) {
  const item = openMenu(page).locator('.ant-dropdown-menu-item', { hasText: text });
  await item.waitFor();
  await settled(openMenu(page));
  await item.click();
}

/** Deletes the row with this text through its Delete button and the confirmation. */
export async function confirmDelete(page: Page, text: string) {
  await row(page, text)
    .getByRole('button', { name: /Delete/ })
    .click();
  await confirmWith(page, 'Delete');
  await row(page, text).waitFor({ state: 'detached' });
}

/** The open select / tree-select dropdown. */
export const dropdown = (page: Page) => page.locator('.ant-select-dropdown:visible').last();

/**
 * Picks `option` in the (tree) select of the form item `label`: opens it and clicks the option.
 * A multiple select stays open: close it afterwards (`closeDropdown`).
 */
export function choose(page: Page, label: string, option: string) {
  return chooseIn(page, formItem(page, label), option);
}

/** `choose` for a form item found some other way (a form page's: `pageItem`). */
export async function chooseIn(page: Page, item: Locator, option: string) {
  // A select that waits on another field (a department on its client) stays disabled until that
  // pick has rendered: a click before then opens nothing, so wait for it to be enabled and open.
  await item.locator('.ant-select:not(.ant-select-disabled)').first().click();
  await item.locator('.ant-select-open').first().waitFor();
  const choice = dropdown(page)
    .locator('.ant-select-item-option, .ant-select-tree-node-content-wrapper')
    .filter({ hasText: new RegExp(`^${escapeRe(option)}$`) })
    .first();
  await choice.waitFor();
  // As with menus: an option clicked while the dropdown slides in can be missed.
  await settled(dropdown(page));
  await choice.click();
}

/** Clicks an option of the open select dropdown once it has finished sliding in. */
export async function pickOption(page: Page, option: string | RegExp) {
  const choice = dropdown(page).locator('.ant-select-item-option', { hasText: option }).first();
  await choice.waitFor();
  await settled(dropdown(page));
  await choice.click();
}

/**
 * Picks an option of a server-searched select (the kit's RemoteSelect) inside `scope` (a form
 * item or a dialog): types `typed`, waits for that search's answer to be drawn, then clicks
 * `option`. A click while the answer redraws the options selects nothing.
 */
export async function search(page: Page, scope: Locator, typed: string, option: string | RegExp, param = 'keyword') {
  const select = scope.locator('.ant-select:not(.ant-select-disabled)').first();
  await select.click();
  const answered = page.waitForResponse((r) => new URL(r.url()).searchParams.get(param) === typed.trim());
  await select.locator('input').fill(typed);
  await answered;
  await select.locator('.anticon-loading').waitFor({ state: 'detached' });
  await pickOption(page, option);
  await scope.locator('.ant-select', { hasText: option }).first().waitFor();
}

/** Closes an open select or picker dropdown by clicking the dialog's title (Escape would close a drawer). */
export async function closeDropdown(page: Page) {
  const open = page.locator('.ant-select-dropdown:visible, .ant-picker-dropdown:visible');
  if (await open.count()) {
    await dialog(page).locator('.ant-drawer-title, .ant-modal-title').first().click();
    await open.first().waitFor({ state: 'hidden' });
  }
}

// A small poll for input values (jest's expect has no retrying matchers for playwright).
expect.extend({
  async toHaveValueSoon(received: Locator, value: string) {
    const end = Date.now() + 10000;
    let last = '';
    while (Date.now() < end) {
      last = await received.inputValue().catch(() => '');
      if (last === value) return { pass: true, message: () => '' };
      await new Promise((r) => setTimeout(r, 100));
    }
    return { pass: false, message: () => `expected value ${value}, got ${last}` };
  },
});
declare global {
  namespace jest {
    interface Matchers<R> {
      toHaveValueSoon(value: string): Promise<R>;
    }
  }
}
