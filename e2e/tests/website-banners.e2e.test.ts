/**
 * Website → Banners in a real browser over the real backend: the admin adds a banner on its
 * edit page with an uploaded image (previewed before saving), publishes it from now on, sees it
 * live in the list with its thumbnail, and the public website's home page then shows it (alt
 * text = its title), to an anonymous visitor too. A wrong file is refused on the page before
 * any upload. Screenshots (en / zh-cn, light / dark, a 390 px phone) go to artifacts/screens/.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, trackErrors } from '../support/browser';
import * as crud from '../support/crud';
import { adminToken, callData, openAs, settledTable, VARIANTS } from '../support/screens';

jest.setTimeout(300_000);

const shots = 'artifacts/screens';
const run = String(Date.now()).slice(-5);
const title = `E2E banner ${run}`;
// An 8×2 PNG: the server re-encodes whatever it is given, so a tiny real image is enough.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAACCAIAAADq9gq6AAAAEUlEQVR4nGOQq7iDFTHgkgAANpAXIVKlWUEAAAAASUVORK5CYII=',
  'base64',
);
let browser: Browser;
let token: string;
let bannerId: number | undefined;
const api = <T = unknown>(method: string, url: string, body?: unknown) => callData<T>(token, method, url, body);

/** The text control of the banner page's form item with this exact label. */
const input = (page: Page, label: string) => crud.pageItem(page, label).locator('input, textarea').first();

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
  token = await adminToken();
});
afterAll(async () => {
  if (bannerId) await api('DELETE', '/website/banner/delete', { ids: [bannerId] }).catch(() => undefined);
  await browser?.close();
});

test('admin adds a banner with an image; it is live in the list and on the website home', async () => {
  const { context, page, errors } = await openAs(browser, VARIANTS[0]);
  try {
    const hits = crud.trackRemoteHits(page, 'website');
    await page.goto('/admin/siteAdmin/banner');
    await page.getByRole('button', { name: 'Add banner' }).click();
    await page.waitForURL(/\/admin\/siteAdmin\/banner\/edit\/new$/);
    expect(hits.some((u) => /\.js(\?|$)/.test(u))).toBe(true);

    await input(page, 'Title').fill(title);
    await input(page, 'Link').fill('/website/jobs');
    const file = page.locator('input[type=file]');

    // Refused on the page, before any upload, with the reason.
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(
      page.getByRole('alert').filter({ hasText: 'The image must be a PNG, JPEG or WebP file' }).isVisible(),
    ).resolves.toBe(true);

    const uploaded = page.waitForResponse((r) => r.url().includes('/api/v1/website/banner/upload') && r.ok());
    await file.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await uploaded;
    await page.getByRole('img', { name: `Preview of ${title}` }).waitFor();
    // Published from now (the start defaults to the current minute), no end.
    await crud.pageItem(page, 'Published').getByRole('switch').click();

    const added = page.waitForResponse((r) => r.url().includes('/api/v1/website/banner/add'));
    await page.getByRole('button', { name: /^\s*Save\s*$/ }).click();
    const answer = await (await added).json();
    expect(answer.code).toBe(0);
    bannerId = answer.data.id;
    await page.waitForURL((u) => u.pathname === '/admin/siteAdmin/banner');

    // Live in the list, with its thumbnail.
    await page.goto(`/admin/siteAdmin/banner?title=${encodeURIComponent(title)}`);
    await settledTable(page);
    const row = crud.row(page, title);
    await row.waitFor();
    expect(await row.getByText('Live').isVisible()).toBe(true);
    const thumb = row.getByRole('img', { name: title });
    await thumb.waitFor();
    expect(await thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.screenshot({ path: `${shots}/website-banners-light-en.png`, fullPage: true });

    // The website's home page shows it, its picture loaded.
    await page.goto('/admin/website');
    const shown = page.getByRole('img', { name: title });
    await shown.waitFor({ timeout: 30_000 });
    expect(await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('an anonymous visitor sees the live banner from the public endpoint and on the home page', async () => {
  expect(bannerId).toBeDefined();
  const res = await fetch(`${baseUrl()}/backend/api/v1/pub/website/banners?placement=home_top`);
  expect(res.ok).toBe(true);
  const { data } = (await res.json()) as { data: { list: { id: number; title: string; image: string }[] } };
  const mine = data.list.find((b) => b.id === bannerId);
  expect(mine?.title).toBe(title);
  expect((await fetch(`${baseUrl()}/backend/${mine?.image}`)).headers.get('content-type')).toMatch(/^image\//);

  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'en-GB',
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    const errors = trackErrors(page);
    await page.goto('/admin/website');
    await page.getByRole('img', { name: title }).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${shots}/website-banners-home-phone-en.png`, fullPage: true });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('screens: the list and the edit page in every variant', async () => {
  expect(bannerId).toBeDefined();
  for (const v of VARIANTS.slice(1)) {
    const { context, page } = await openAs(browser, v);
    try {
      await page.goto(`/admin/siteAdmin/banner?title=${encodeURIComponent(title)}`);
      await settledTable(page);
      await page.screenshot({ path: `${shots}/website-banners-${v.name}.png`, fullPage: true });
      await page.goto(`/admin/siteAdmin/banner/edit/${bannerId}`);
      await page.locator('.ant-card form img').first().waitFor({ timeout: 30_000 });
      await page.screenshot({ path: `${shots}/website-banner-edit-${v.name}.png`, fullPage: true });
    } finally {
      await context.close();
    }
  }
});
