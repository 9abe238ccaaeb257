/**
 * Finance → Reference rates in a real browser, in English and in Chinese: opened from the menu
 * (the page comes from the `finance` remote), seeded rows in every tab, the server's overlap
 * message on the GST form, and a public holiday added, edited and deleted with confirmation.
 * Screenshots (light/dark, en/zh-cn, a 390 px phone) go to artifacts/screens/.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launch } from '../support/browser';
import * as crud from '../support/crud';
import { menuReady } from '../support/pages';
import { openAs, pickDate, settledTable, type Variant } from '../support/screens';

jest.setTimeout(240_000);

const shots = 'artifacts/screens';
let browser: Browser;
const open = (v: Variant) => openAs(browser, v);

const tableText = (page: Page) => page.locator('.ant-table-tbody').innerText();

/** Opens a tab by its label and waits for its rows. */
async function tab(page: Page, label: string) {
  await page.getByRole('tab', { name: label, exact: true }).click();
  // The URL has held a tab= since the first switch: wait for this tab to be the selected one
  // (only its pane is mounted), or the previous tab's rows are read.
  await page.getByRole('tab', { name: label, exact: true, selected: true }).waitFor();
  await settledTable(page);
}

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

test('English: menu → Reference rates, every tab seeded, overlap refused on the form, holiday add/edit/delete', async () => {
  const { context, page, errors } = await open({ name: 'light-en', lang: 'en', dark: false, width: 1366, height: 800 });
  try {
    const hits = crud.trackRemoteHits(page, 'finance');
    await page.goto('/admin/home');
    await menuReady(page);
    const menu = page.getByTestId('side-menu');
    await menu.getByText('Finance', { exact: true }).click();
    await menu.getByText('Reference rates', { exact: true }).click();
    await page.waitForURL(/\/admin\/finance\/referenceRate/);
    await settledTable(page);
    expect(hits.some((u) => /\.js(\?|$)/.test(u))).toBe(true);

    // Public holidays: seeded days with their source as a link, substitute days tagged.
    expect(await tableText(page)).toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(await page.locator('.ant-table-tbody a[href*="mom.gov.sg"]').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${shots}/finance-reference-light-en.png`, fullPage: true });

    await tab(page, 'GST');
    const gst = await tableText(page);
    expect(gst).toContain('9%');
    expect(gst).toContain('8%');
    expect(gst).toContain('In force');
    await tab(page, 'CPF rates');
    expect(await tableText(page)).toMatch(/17%[\s\S]*20%/);
    await tab(page, 'CPF ceilings');
    expect(await tableText(page)).toContain('S$8,000.00');
    await tab(page, 'SDL');
    const sdl = await tableText(page);
    expect(sdl).toContain('0.25%');
    expect(sdl).toContain('S$11.25');

    // A GST period overlapping 2023's 8%: the server's 409 message appears on the form.
    await tab(page, 'GST');
    await page.getByRole('button', { name: 'Add' }).click();
    await crud.dialog(page).waitFor();
    await pickDate(page, 'Effective from', '2023-06-01');
    await pickDate(page, 'Effective to', '2023-12-31');
    await crud.field(page, 'Rate').fill('8.5');
    await crud.field(page, 'Source').fill('E2E overlap check');
    await crud.save(page);
    const alert = crud.dialog(page).locator('.ant-alert-error');
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/The period overlaps GST rate #\d+ \(2023-01-01 – 2023-12-31\)/);
    await page.screenshot({ path: `${shots}/finance-reference-overlap-en.png` });
    await crud.dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await crud.confirmWith(page, 'Discard');
    await crud.dialog(page).waitFor({ state: 'hidden' });

    // A valid public holiday: add, edit, delete (with confirmation).
    await tab(page, 'Public holidays');
    await page.getByRole('button', { name: 'Add' }).click();
    await crud.dialog(page).waitFor();
    await pickDate(page, 'Date', '2028-03-15');
    await crud.field(page, 'Name').fill('E2E Test Day');
    await crud.field(page, 'Source').fill('https://example.gov.sg/e2e');
    await crud.save(page);
    await crud.dialog(page).waitFor({ state: 'hidden' });
    // Only 2028: the new day is on the first page.
    await page.locator('.ant-form-item', { hasText: 'Year' }).locator('.ant-select').click();
    await crud.pickOption(page, /^2028$/);
    await page.getByRole('button', { name: /^search Search$/ }).click();
    await crud.row(page, 'E2E Test Day').waitFor();

    await crud.row(page, 'E2E Test Day').getByRole('button', { name: /Edit/ }).click();
    await crud.dialog(page).waitFor();
    await expect(crud.field(page, 'Name')).toHaveValueSoon('E2E Test Day');
    await crud.field(page, 'Name').fill('E2E Test Day (moved)');
    await pickDate(page, 'Date', '2028-03-16');
    await crud.save(page);
    await crud.dialog(page).waitFor({ state: 'hidden' });
    await crud.row(page, 'E2E Test Day (moved)').waitFor();
    expect(await crud.row(page, 'E2E Test Day (moved)').innerText()).toContain('2028-03-16');

    await crud.confirmDelete(page, 'E2E Test Day (moved)');
    expect(errors).toEqual([]);
  } catch (e) {
    await page.screenshot({ path: 'artifacts/finance-reference-last-en.png' }).catch(() => undefined);
    throw e;
  } finally {
    await context.close();
  }
});

test('Chinese: 财务管理 → 参考费率, every tab in Chinese with its rows', async () => {
  const { context, page, errors } = await open({
    name: 'light-zh-cn',
    lang: 'zh-cn',
    dark: false,
    width: 1366,
    height: 800,
  });
  try {
    await page.goto('/admin/home');
    await menuReady(page);
    const menu = page.getByTestId('side-menu');
    await menu.getByText('财务管理', { exact: true }).click();
    await menu.getByText('参考费率', { exact: true }).click();
    await page.waitForURL(/\/admin\/finance\/referenceRate/);
    await settledTable(page);
    expect(await page.locator('.ant-table-thead').innerText()).toContain('来源');
    await page.screenshot({ path: `${shots}/finance-reference-light-zh-cn.png`, fullPage: true });
    await tab(page, '消费税');
    expect(await tableText(page)).toContain('生效中');
    expect(await tableText(page)).toContain('长期有效');
    await tab(page, '公积金费率');
    expect(await tableText(page)).toContain('公民 / 第三年起永久居民');
    await tab(page, '公积金上限');
    expect(await tableText(page)).toContain('S$8,000.00');
    await tab(page, '技能发展税');
    expect(await tableText(page)).toContain('0.25%');

    // The server answers in Chinese too.
    await tab(page, '消费税');
    await page.getByRole('button', { name: '新增' }).click();
    await crud.dialog(page).waitFor();
    await pickDate(page, '生效开始', '2023-06-01');
    await pickDate(page, '生效结束', '2023-12-31');
    await crud.field(page, '费率').fill('8.5');
    await crud.field(page, '来源').fill('E2E');
    await crud
      .dialog(page)
      .getByRole('button', { name: /保\s*存/ })
      .click();
    const alert = crud.dialog(page).locator('.ant-alert-error');
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/该期间与消费税税率 #\d+.*重叠/);
    await page.screenshot({ path: `${shots}/finance-reference-overlap-zh-cn.png` });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test.each([
  { name: 'dark-en', lang: 'en' as const, dark: true, width: 1366, height: 800 },
  { name: 'dark-zh-cn', lang: 'zh-cn' as const, dark: true, width: 1366, height: 800 },
  { name: 'phone-en', lang: 'en' as const, dark: false, width: 390, height: 844 },
])('screens: $name', async (v) => {
  const { context, page, errors } = await open(v);
  try {
    await page.goto('/admin/finance/referenceRate?tab=cpfRate');
    await settledTable(page);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(v.dark ? 'dark' : null);
    await page.screenshot({ path: `${shots}/finance-reference-${v.name}.png`, fullPage: true });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
