/**
 * Issue 25 defect 6: the notice centre (/system/sysNotice/show) in a real browser, reached by a
 * deep link, the bell's "view all" and the URL a web-push notification carries; a published
 * notice is listed, opens in full, and reading it lowers the unread count; both languages;
 * screenshots in light and dark.
 */
import type { Browser, Page } from 'playwright-core';
import { launch } from '../support/browser';
import { adminToken, callData, DESKTOP_EN, openAs, type Variant } from '../support/screens';

jest.setTimeout(600_000);

const VARIANTS: Variant[] = [
  DESKTOP_EN,
  { name: 'dark-en', lang: 'en', dark: true, width: 1366, height: 860 },
  { name: 'light-zh-cn', lang: 'zh-cn', dark: false, width: 1366, height: 860 },
  { name: 'phone-en', lang: 'en', dark: false, width: 390, height: 844 },
];
/** The URL web push gives a notice tagged personnel/business/finance (backend/src/realtime/push.ts). */
const PUSH_URL = '/admin/system/sysNotice/show';

let browser: Browser;
let token: string;
const title = `Centre roster ${Date.now()}`;

const unread = async (page: Page) => {
  const badge = page.getByTestId('notice-centre-unread');
  return (await badge.count()) ? Number((await badge.locator('sup').getAttribute('title'))?.match(/\d+/)?.[0] ?? 0) : 0;
};

beforeAll(async () => {
  browser = await launch();
  token = await adminToken();
  const { id } = await callData<{ id: number }>(token, 'POST', '/system/notice/add', {
    title,
    type: 1,
    tag: 1,
    status: 1,
    content: '<p>New shifts are <b>out</b>.</p><ul><li>Monday 08:00</li></ul>',
  });
  await callData(token, 'PUT', '/system/notice/publish', { id });
});
afterAll(() => browser?.close());

test.each(VARIANTS.map((v) => [v.name, v] as const))(
  'deep link (%s): the notice listed, read in full, the unread count drops',
  async (name, v) => {
    const { context, page, errors } = await openAs(browser, v);
    try {
      // the URL a push click opens
      await page.goto(PUSH_URL);
      const centre = page.getByTestId('notice-centre');
      await centre.waitFor({ timeout: 30_000 });
      await centre
        .getByText(v.lang === 'en' ? 'Notice centre' : '通知中心')
        .first()
        .waitFor();
      const item = page.locator('[data-testid^="notice-item-"]', { hasText: title });
      await item.waitFor({ timeout: 15_000 });
      await page.waitForFunction(() => !document.querySelector('.ant-skeleton'));
      await page.screenshot({ path: `/tmp/notice-centre-${name}.png`, fullPage: true });
      if (name === 'light-en') {
        // an unread notice: opening it shows it in full and marks it read
        expect(await item.getAttribute('data-read')).toBe('false');
        const before = await unread(page);
        expect(before).toBeGreaterThan(0);
        await item.click();
        const detail = page.getByTestId('notice-detail-content');
        await detail.waitFor();
        expect(await detail.innerHTML()).toContain('New shifts are <b>out</b>.');
        await page.screenshot({ path: `/tmp/notice-centre-detail-${name}.png` });
        await page.waitForFunction((n) => {
          const sup = document.querySelector('[data-testid="notice-centre-unread"] sup');
          return (sup ? Number(sup.getAttribute('title')?.match(/\d+/)?.[0]) : 0) === n - 1;
        }, before);
        expect(await item.getAttribute('data-read')).toBe('true');
        await page.keyboard.press('Escape');
        // mark all read empties the count (and the bell's)
        await page.getByTestId('notice-centre-mark-all').click();
        await page.getByTestId('notice-centre-unread').waitFor({ state: 'detached' });
        await page.waitForFunction(() => !document.querySelector('[data-testid="nav-bell"] .ant-badge-count'));
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  },
);

test('the bell\'s "view all" opens the notice centre with its content', async () => {
  const { context, page, errors } = await openAs(browser, DESKTOP_EN);
  try {
    await page.goto('/admin/home');
    await page.getByTestId('nav-bell').click();
    await page.getByTestId('notice-panel').getByText('View all').click();
    await page.waitForURL('**/admin/system/sysNotice/show');
    await page.locator('[data-testid^="notice-item-"]', { hasText: title }).waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
