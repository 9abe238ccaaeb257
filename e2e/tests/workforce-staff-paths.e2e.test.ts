/**
 * Issue 25 defect 7: the nine staff paths (/workforce/worker/manage/:id/<tab>, menu components
 * `workforce/staff/<tab>/index`) each open the worker page on the tab of that name, in English
 * and Chinese, never "module unavailable"; the tags view names the page.
 */
import type { Browser } from 'playwright-core';
import { launch } from '../support/browser';
import { adminToken, callData, DESKTOP_EN, openAs, type Variant } from '../support/screens';

jest.setTimeout(600_000);

const TABS = [
  'allowance',
  'applicant',
  'assignedJobs',
  'banRecord',
  'creditScore',
  'extraDocument',
  'medicalLeave',
  'wallet',
  'workRecord',
];
const LABELS: Record<string, [string, string]> = {
  banRecord: ['Ban records', '封禁记录'],
  extraDocument: ['Extra documents', '其他文件'],
  workRecord: ['Work records', '工作记录'],
};
const ZH: Variant = { name: 'light-zh-cn', lang: 'zh-cn', dark: false, width: 1366, height: 860 };

let browser: Browser;
let workerId: number;

beforeAll(async () => {
  browser = await launch();
  const token = await adminToken();
  const list = await callData<{ list: { id: number }[] }>(token, 'GET', '/workforce/worker/list?pageNum=1&pageSize=1');
  workerId = list.list[0].id;
});
afterAll(() => browser?.close());

test.each([
  ['en', DESKTOP_EN],
  ['zh-cn', ZH],
] as const)('each staff deep link opens the worker page on its tab (%s)', async (_lang, v) => {
  const { context, page, errors } = await openAs(browser, v);
  try {
    for (const tab of TABS) {
      await page.goto(`/admin/workforce/worker/manage/${workerId}/${tab}`);
      const active = page.locator(`.ant-tabs-tab-active[data-node-key="${tab}"]`);
      await active.waitFor({ timeout: 30_000 });
      if (LABELS[tab]) expect((await active.textContent())?.trim()).toBe(LABELS[tab][v.lang === 'en' ? 0 : 1]);
      expect(await page.getByText(v.lang === 'en' ? 'Module unavailable' : '模块不可用').count()).toBe(0);
      expect(page.url()).toMatch(new RegExp(`/admin/workforce/worker/manage/${workerId}/${tab}$`));
    }
    // the tags view: the last staff path is a tag named after its menu row
    await page.getByTestId('shell').waitFor();
    expect(await page.getByText(v.lang === 'en' ? 'Work records' : '工作记录').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
