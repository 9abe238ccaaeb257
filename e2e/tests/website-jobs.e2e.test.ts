/**
 * The server-rendered job board as an anonymous job seeker on a phone (backend/src/modules/website):
 * the list shows a published job, its own page opens with the apply form, a bad NRIC is answered
 * next to the field, and a good application ends with the kind message and a cleared form. The
 * pages load no back-office code: no shell, no remote's manifest, one small script.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { nricCheckLetter } from '../../shared/src/rules/nric';
import { baseUrl, launch, trackErrors } from '../support/browser';
import { makeJobTerms, makeJobVia, sgDay } from '../support/job-terms';
import { adminToken, callData, openAs, settledTable, VARIANTS } from '../support/screens';

jest.setTimeout(300_000);

const shots = 'artifacts/screens';
const run = String(Date.now()).slice(-5);
const title = `E2E board crew ${run}`;
let browser: Browser;
let context: BrowserContext | undefined;
let token: string;
let jobCode = '';
let jobId = 0;
// Set by each attempt of the apply test: a retry is another person (the first may have been received).
let stamp = run;
const api = <T = unknown>(method: string, url: string, body?: unknown) => callData<T>(token, method, url, body);

beforeAll(async () => {
  browser = await launch();
  token = await adminToken();
  const terms = await makeJobTerms(api, run, 'Board');
  jobId = await makeJobVia(api, terms, title, sgDay(7), '09:00', '17:00', {
    description: 'Set up chairs and guide guests.',
    dressCode: 'Black T-shirt',
  });
  jobCode = (await api<{ code: string }>('GET', `/workforce/job/get?id=${jobId}`)).code;
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** An anonymous phone: no token cookie, a 375 px screen. */
async function phone(): Promise<{ page: Page; errors: string[]; scripts: string[] }> {
  context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'en-GB',
    viewport: { width: 375, height: 812 },
    isMobile: true,
  });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  return { page, errors: trackErrors(page), scripts };
}

async function fillForm(page: Page, nric: string) {
  await page.getByLabel('Full name (as in NRIC / FIN)').fill(`E2E Seeker ${stamp}`);
  await page.getByLabel('Mobile number').fill(`91${stamp}8`);
  await page.getByRole('textbox', { name: /^NRIC \/ FIN/ }).fill(nric);
  await page.getByLabel('Date of birth').fill('1996-03-14');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Nationality').fill('Singaporean');
  await page.getByLabel('Residency').selectOption('citizen');
  await page.getByRole('checkbox', { name: /I agree/ }).check();
}

test('an anonymous visitor finds a published job, opens its page and applies', async () => {
  stamp = String(Date.now()).slice(-5);
  const { page, errors, scripts } = await phone();
  const list = await page.goto('/admin/website/jobs');
  expect(list?.status()).toBe(200);
  await page.getByRole('heading', { level: 1, name: 'Shift jobs in Singapore' }).waitFor();
  // The search is a plain form: a keyword search is an address of its own.
  await page.getByLabel('Keyword').fill(run);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/keyword=/);
  const link = page.getByRole('link', { name: title });
  await link.waitFor();
  await link.click();
  await page.waitForURL(new RegExp(`/admin/website/jobs/${jobCode}$`));
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(await page.getByText('S$12.00').first().isVisible()).toBe(true);
  expect(await page.getByText('Black T-shirt').isVisible()).toBe(true);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld).toMatchObject({ '@type': 'JobPosting', title, baseSalary: { currency: 'SGD' } });

  // The script enables the button once it runs.
  await page.locator('#apply-form button[type=submit]:not([disabled])').waitFor();
  const send = page.getByRole('button', { name: 'Send application' });

  // A bad NRIC (wrong check letter) is answered next to its field.
  await fillForm(page, 'S1234567A');
  await send.click();
  const nricError = page.locator('#f-nric-error');
  await nricError.waitFor({ state: 'visible' });
  expect(await nricError.textContent()).toMatch(/NRIC/i);
  expect(await page.getByRole('textbox', { name: /^NRIC \/ FIN/ }).getAttribute('aria-invalid')).toBe('true');

  const digits = `5${stamp}9`;
  await page.getByRole('textbox', { name: /^NRIC \/ FIN/ }).fill(`S${digits}${nricCheckLetter('S', digits)}`);
  await send.click();
  const status = page.locator('#apply-status');
  await page.waitForFunction(() => {
    const el = document.getElementById('apply-status');
    return !!el?.classList.contains('ok') && !!el.textContent;
  });
  expect(await status.textContent()).toMatch(/received your application/i);
  expect(await page.getByLabel('Full name (as in NRIC / FIN)').inputValue()).toBe('');
  expect(await nricError.textContent()).toBe('');

  // No back-office code: no shell entry, no remote, only the island's script.
  expect(scripts.filter((s) => !s.startsWith('/admin/website/assets/'))).toEqual([]);
  expect(scripts).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('the application is an applicant in the back office, from the website', async () => {
  const admin = await openAs(browser, VARIANTS[0]);
  context = admin.context;
  const { page } = admin;
  await page.goto(`/admin/workforce/applicant?keyword=${encodeURIComponent(`E2E Seeker ${stamp}`)}`);
  await settledTable(page);
  const row = page.locator('.ant-table-row', { hasText: `E2E Seeker ${stamp}` });
  await row.waitFor();
  expect(await row.count()).toBe(1);
  const text = (await row.textContent()) ?? '';
  expect(text).toContain('Website');
  expect(text).toContain('Submitted');
  // The NRIC is masked in the list.
  expect(text).not.toContain(`5${stamp}9`);
});

test('an unknown job is a kind 404 page with a way back', async () => {
  const { page } = await phone();
  const res = await page.goto('/admin/website/jobs/J-NOPE-404');
  expect(res?.status()).toBe(404);
  await page.getByRole('heading', { level: 1, name: 'This job is no longer open' }).waitFor();
  await page.getByRole('main').getByRole('link', { name: 'All jobs' }).click();
  await page.waitForURL(/\/admin\/website\/jobs$/);
});

test('Simplified Chinese by ?lang, kept on the links', async () => {
  const { page } = await phone();
  await page.goto(`/admin/website/jobs?keyword=${run}&lang=zh-CN`);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
  await page.getByRole('heading', { level: 1, name: '新加坡班次工作' }).waitFor();
  await page.getByRole('link', { name: title }).click();
  await page.waitForURL(/lang=zh-CN/);
  await page.getByRole('heading', { level: 2, name: '申请这份工作' }).waitFor();
});

test('screenshots: the list and a job page on a phone and a desktop, in both languages and themes', async () => {
  mkdirSync(shots, { recursive: true });
  for (const [device, width, height] of [
    ['phone', 390, 844],
    ['desktop', 1366, 860],
  ] as const) {
    for (const lang of ['en', 'zh-CN'] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        context = await browser.newContext({ baseURL: baseUrl(), viewport: { width, height }, colorScheme: scheme });
        const page = await context.newPage();
        const name = `${device}-${lang.toLowerCase()}-${scheme}`;
        await page.goto(`/admin/website/jobs?keyword=${run}&lang=${lang}`);
        await page.screenshot({ path: `${shots}/website-jobs-${name}.png`, fullPage: true });
        await page.goto(`/admin/website/jobs/${jobCode}?lang=${lang}`);
        await page.locator('#apply-form button[type=submit]:not([disabled])').waitFor();
        await page.screenshot({ path: `${shots}/website-job-${name}.png`, fullPage: true });
        await context.close();
        context = undefined;
      }
    }
  }
});

test('a cancelled job leaves the board: gone from the list, its page a 404', async () => {
  await api('PUT', '/workforce/job/cancel', { id: jobId, reason: 'Client postponed the event' });
  const { page } = await phone();
  await page.goto(`/admin/website/jobs?keyword=${run}`);
  await page.getByRole('heading', { level: 1, name: 'Shift jobs in Singapore' }).waitFor();
  expect(await page.getByRole('link', { name: title }).count()).toBe(0);
  const res = await page.goto(`/admin/website/jobs/${jobCode}`);
  expect(res?.status()).toBe(404);
});
