/**
 * Walking the product as a signed-in user does: every entry of the sidebar in turn, each page
 * left once it has rendered and stopped loading.
 */
import type { Page } from 'playwright-core';

const side = (page: Page) => page.getByTestId('side-menu');

/** The visible view (kept-alive pages stay in the DOM, hidden): settled when it has content and no spinner. */
export async function settledView(page: Page): Promise<void> {
  const view = page.getByTestId('keep-alive-outlet');
  await view
    .locator('.ant-card:visible, .ant-table:visible, .ant-result:visible, .ant-descriptions:visible')
    .first()
    .waitFor({ timeout: 60_000 });
  await page
    .waitForFunction(
      () =>
        !Array.from(document.querySelectorAll('[data-testid="keep-alive-outlet"] .ant-spin-spinning')).some(
          (e) => (e as HTMLElement).offsetParent,
        ),
      undefined,
      { timeout: 30_000 },
    )
    .catch(() => undefined);
}

/**
 * Waits for the sidebar to hold every area: remote pages join the menu once the remotes'
 * manifests are read, and a click before that can land on an entry about to be re-rendered.
 */
export async function menuReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="side-menu"] > .ant-menu-submenu').length >= 3,
    undefined,
    { timeout: 60_000 },
  );
}

/**
 * Opens each sidebar entry (directory › item) by clicking it, waits for its page to settle and
 * calls `visit`. The page starts on the shell, with the remotes' entries in the menu.
 */
export async function everyMenuPage(page: Page, visit: (entry: string) => Promise<void>): Promise<string[]> {
  await menuReady(page);
  const dirs = (await side(page).locator(':scope > .ant-menu-submenu > .ant-menu-submenu-title').allInnerTexts()).map(
    (d) => d.trim(),
  );
  const visited: string[] = [];
  for (const dir of dirs) {
    const sub = side(page)
      .locator(':scope > .ant-menu-submenu')
      .filter({ has: page.locator(':scope > .ant-menu-submenu-title', { hasText: dir }) });
    const open = async () => {
      if (!(await sub.evaluate((el) => el.classList.contains('ant-menu-submenu-open')))) {
        await sub.locator(':scope > .ant-menu-submenu-title').click();
      }
      await sub.locator('.ant-menu-item').first().waitFor();
    };
    await open();
    const items = (await sub.locator('.ant-menu-item').allInnerTexts()).map((s) => s.trim());
    for (const item of items) {
      await open();
      await sub.locator('.ant-menu-item', { hasText: item }).first().click();
      await settledView(page);
      const entry = `${dir} › ${item}`;
      await visit(entry);
      visited.push(entry);
    }
  }
  return visited;
}
