/**
 * The server-rendered job pages (/admin/website/jobs…), without login: the list shows the
 * published public jobs only; a job's page has its facts, its JobPosting and the apply form; a job
 * off the board is a 404 page; everything from the database is escaped; zh-CN by ?lang.
 */
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken } from '../support/sessions';
import { makeJob, makeTerms, publishedJob, type Terms } from '../workforce/job-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
let terms: Terms;
const run = String(Date.now()).slice(-6);
const date = new Date(Date.now() + 10 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const codes: Record<string, string> = {};
const EVIL = `<script>alert(1)</script> Evil ${run}`;

beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
  terms = await makeTerms(A);
  const ids: Record<string, number> = {};
  ids.open = await publishedJob(A, terms, date, '09:00', '17:00', {
    title: `Page open ${run}`,
    headcount: 2,
    minimumAge: 18,
    description: 'Set up the hall.\nWear safety shoes.',
    dressCode: 'Black T-shirt',
  });
  ids.evil = await publishedJob(A, terms, date, '10:00', '18:00', { title: EVIL });
  ids.draft = await makeJob(A, terms, date, '09:00', '17:00', { title: `Page draft ${run}` });
  ids.cancelled = await publishedJob(A, terms, date, '09:00', '17:00', { title: `Page cancelled ${run}` });
  expect((await A.put('/workforce/job/cancel', { id: ids.cancelled, reason: 'Client postponed' })).json().code).toBe(0);
  for (const [k, id] of Object.entries(ids)) codes[k] = (await A.get(`/workforce/job/get?id=${id}`)).json().data.code;
}, 180_000);
afterAll(() => t.close());

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The JSON of the page's ld+json block. */
function jsonLd(html: string): Record<string, unknown> & { datePosted: string; validThrough: string; title: string } {
  const m = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  if (!m) throw new Error('no JSON-LD on the page');
  return JSON.parse(m[1]);
}

test('the list shows the published public jobs, not a draft or a cancelled one, each linking to its page', async () => {
  const res = await page(`/admin/website/jobs?keyword=${run}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('public, max-age=60');
  const html = res.body;
  expect(html).toContain('<html lang="en">');
  expect(html).toContain(`Page open ${run}`);
  expect(html).toContain(`href="/admin/website/jobs/${codes.open}"`);
  expect(html).not.toContain(`Page draft ${run}`);
  expect(html).not.toContain(`Page cancelled ${run}`);
  expect(html).toContain('S$12.00');
  expect(html).toContain('2 open jobs');
  // A plain GET form: it works without script, and the page loads none.
  expect(html).toMatch(/<form class="card" method="get" action="\/admin\/website\/jobs"/);
  expect(html).toContain('<option value="1">District 1: Raffles Place');
  expect(html).not.toMatch(/<script[^>]*src=/);
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]+">/);
  // No back-office code: no host shell, no federation manifest.
  expect(html).not.toMatch(/remoteEntry|mf-manifest|\/admin\/main\./);
});

test('filters narrow the list; an empty search shows the empty state; nonsense filters are dropped', async () => {
  expect((await page(`/admin/website/jobs?keyword=${run}&district=22`)).body).toContain(
    'No open jobs match your search',
  );
  const byDate = await page(`/admin/website/jobs?keyword=${run}&dateFrom=${date}&dateTo=${date}&district=1`);
  expect(byDate.body).toContain(`Page open ${run}`);
  const bad = await page(`/admin/website/jobs?keyword=${run}&district=99&dateFrom=2026-02-31&pageNum=x`);
  expect(bad.statusCode).toBe(200);
  expect(bad.body).toContain(`Page open ${run}`);
});

test("a job's page: its facts, title and description, canonical, and a JobPosting that parses", async () => {
  const res = await page(`/admin/website/jobs/${codes.open}`);
  expect(res.statusCode).toBe(200);
  const html = res.body;
  expect(html).toContain(`<h1>Page open ${run}</h1>`);
  expect(html).toMatch(new RegExp(`<title>Page open ${run} · S\\$12\\.00 / hour \\| [^<]+</title>`));
  expect(html).toContain('<meta name="description" content="Set up the hall.');
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/admin/website/jobs/${codes.open}">`));
  expect(html).toContain('09:00–17:00');
  expect(html).toContain('60 min, unpaid');
  expect(html).toContain('Minimum age 18');
  expect(html).toContain('Black T-shirt');
  expect(html).toContain('<form id="apply-form"');
  expect(html).toContain('href="/admin/website/privacy"');
  expect(html).toContain(`name="jobCode" value="${codes.open}"`);
  const ld = jsonLd(html);
  expect(ld).toMatchObject({
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: `Page open ${run}`,
    description: 'Set up the hall.\nWear safety shoes.',
    employmentType: 'TEMPORARY',
    hiringOrganization: { '@type': 'Organization', name: 'Shiftdesk' },
    jobLocation: { address: { addressCountry: 'SG', addressRegion: "Raffles Place, Cecil, Marina, People's Park" } },
    baseSalary: { currency: 'SGD', value: { value: 12, unitText: 'HOUR' } },
  });
  expect(Date.parse(ld.datePosted)).not.toBeNaN();
  expect(ld.validThrough).toBe(new Date(`${date}T09:00:00+08:00`).toISOString());
  // Nothing private: no bill rate, no client, no address.
  expect(html).not.toMatch(/S\$18\.00|1 Raffles Place|048616/);
});

test('a title with <script> is text on the list and the page, and cannot leave the JSON-LD', async () => {
  const list = (await page(`/admin/website/jobs?keyword=Evil%20${run}`)).body;
  expect(list).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Evil');
  expect(list).not.toContain('<script>alert(1)');
  const res = await page(`/admin/website/jobs/${codes.evil}`);
  expect(res.statusCode).toBe(200);
  expect(res.body).not.toContain('<script>alert(1)');
  expect(res.body).toContain(`<h1>&lt;script&gt;alert(1)&lt;/script&gt; Evil ${run}</h1>`);
  expect(jsonLd(res.body).title).toBe(EVIL);
});

test('zh-CN by ?lang, kept on the links; Accept-Language otherwise', async () => {
  const list = (await page(`/admin/website/jobs?keyword=${run}&lang=zh-CN`)).body;
  expect(list).toContain('<html lang="zh-CN">');
  expect(list).toContain('新加坡班次工作');
  expect(list).toContain('共 2 个空缺');
  expect(list).toContain(`href="/admin/website/jobs/${codes.open}?lang=zh-CN"`);
  expect(list).toContain('<input type="hidden" name="lang" value="zh-CN">');
  const job = (await page(`/admin/website/jobs/${codes.open}?lang=zh-CN`)).body;
  expect(job).toContain('60 分钟，无薪');
  expect(job).toContain('申请这份工作');
  expect(job).toContain('/ 小时');
  const byHeader = (await page(`/admin/website/jobs/${codes.open}`, { 'accept-language': 'zh-CN,zh;q=0.9' })).body;
  expect(byHeader).toContain('<html lang="zh-CN">');
  expect(byHeader).toContain(`href="/admin/website/jobs"`);
});

test('an unknown, draft or cancelled job, or a malformed code, is a kind 404 page', async () => {
  for (const code of ['J-NOPE-1', codes.draft, codes.cancelled, 'bad%20code']) {
    const res = await page(`/admin/website/jobs/${code}`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('This job is no longer open');
    expect(res.body).toContain('href="/admin/website/jobs"');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  }
  const zh = await page('/admin/website/jobs/J-NOPE-1?lang=zh-CN');
  expect(zh.body).toContain('这份工作已不再招人');
});

test('island assets: only safe hashed names are served', async () => {
  for (const file of ['..%2F..%2Fpackage.json', 'apply.js', '.env', 'apply.deadbeef.js'])
    expect((await page(`/admin/website/assets/${file}`)).statusCode).toBe(404);
});
