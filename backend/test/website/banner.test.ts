/**
 * Website banners: add/get/edit/delete with their checks, the image upload (judged by its bytes,
 * at most 2 MB, refused with a message that says why), the list's filters (title, placement,
 * status computed from the dates, date range), sort and paging, the History lines, the public
 * strip (live banners only, no login) and 403 without the rule. The status by a held clock is
 * checked through the service; through the API the dates sit far enough from now.
 */
import { BannerApi } from '@shiftdesk/shared/api';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { DomainEventBus } from '../../src/core/base/events';
import { SYSTEM_CALLER } from '../../src/core/data/caller';
import { withTransaction } from '../../src/core/data/unit-of-work';
import { auditLog } from '../../src/db/schema';
import { websiteApiModule } from '../../src/modules/website/api';
import { publicBannerRoutes } from '../../src/modules/website/banner/public-routes';
import { addBanner, getBanner, listBanners, listLiveBanners } from '../../src/modules/website/banner/service';
import { seedDemoBanners } from '../../src/seed/demo-banners';
import { API, createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken, userWith } from '../support/sessions';

let t: TestApp;
let token: string;
let A: ReturnType<typeof api>;
const DAY = 86_400_000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

beforeAll(async () => {
  t = await createTestApp({
    // Until app.ts and pub/index.ts register them, the test app does; afterwards this adds nothing.
    extraRoutes: async (scope) => {
      if (!scope.hasRoute({ method: 'GET', url: `${API}/website/banner/list` }))
        await scope.register(websiteApiModule, { prefix: `${API}/website` });
      if (!scope.hasRoute({ method: 'GET', url: `${API}/pub/website/banners` }))
        await scope.register(publicBannerRoutes, { prefix: `${API}/pub` });
    },
  });
  token = (await adminToken(t)).token;
  A = api(t, token);
});
afterAll(() => t.close());

function multipart(name: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = '----shiftdeskBannerBoundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (name: string, content: Buffer, type?: string, tok = token, lang = 'en') => {
  const m = multipart(name, content, type);
  return t.app.inject({
    method: 'POST',
    url: `${API}/website/banner/upload`,
    payload: m.payload,
    headers: { ...m.headers, authorization: `Bearer ${tok}`, 'accept-language': lang },
  });
};
const png = (w = 400, h = 100) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();

async function image(): Promise<string> {
  const r = await upload('banner.png', await png(), 'image/png');
  expect(r.statusCode).toBe(200);
  return r.json().data.image;
}

let n = 0;
const body = (over: Record<string, unknown> = {}) => ({
  title: `Banner ${++n}`,
  link: '/website/jobs',
  placement: 'home_top',
  sort: 0,
  startAt: at(-1),
  endAt: at(10),
  published: true,
  ...over,
});
async function add(over: Record<string, unknown> = {}): Promise<number> {
  const r = await A.post('/website/banner/add', body(over));
  if (r.json().code !== 0) throw new Error(r.body);
  return r.json().data.id;
}
const get = async (id: number) => (await A.get(`/website/banner/get?id=${id}`)).json().data;
const list = async (qs: string) => (await A.get(`/website/banner/list?pageSize=100&${qs}`)).json().data;

describe('upload', () => {
  test('a PNG, JPEG or WebP is stored re-encoded and served publicly', async () => {
    for (const [name, buf, ext] of [
      ['a.png', await png(), 'png'],
      [
        'b.jpg',
        await sharp(await png())
          .jpeg()
          .toBuffer(),
        'jpg',
      ],
      [
        'c.webp',
        await sharp(await png())
          .webp()
          .toBuffer(),
        'webp',
      ],
    ] as const) {
      const r = await upload(name, buf);
      expect(r.statusCode).toBe(200);
      const img: string = r.json().data.image;
      expect(img).toMatch(new RegExp(`^upload/banner/[0-9a-f]{32}\\.${ext}$`));
      // No login: the public website shows it.
      const served = await t.get(`/backend/${img}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\//);
    }
  });

  test('a wrong type is refused by its bytes, whatever its name or declared type, with a clear message', async () => {
    const gif = await sharp(await png())
      .gif()
      .toBuffer();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    for (const [name, buf] of [
      ['banner.png', html],
      ['banner.gif', gif],
      ['banner.pdf', Buffer.from('%PDF-1.4 nothing')],
    ] as const) {
      const r = await upload(name, buf, 'image/png');
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('The image must be a PNG, JPEG or WebP file');
    }
    const zh = await upload('banner.png', html, 'image/png', token, 'zh-CN');
    expect(zh.json().message).toBe('图片须为 PNG、JPEG 或 WebP 格式');
  });

  test('an image over 2 MB is refused with the limit named, just over it and far over it', async () => {
    const head = await png(8, 8);
    for (const size of [2 * 1024 * 1024 + 1, 3 * 1024 * 1024]) {
      const big = Buffer.concat([head, Buffer.alloc(size - head.length)]);
      const r = await upload('big.png', big, 'image/png');
      expect(r.statusCode).toBe(413);
      expect(r.json().message).toBe('The image is larger than 2 MB: please choose a smaller one');
    }
  });

  test('a PNG header over broken bytes is refused as unreadable; no file is refused too', async () => {
    const head = (await png(8, 8)).subarray(0, 16);
    const r = await upload('broken.png', Buffer.concat([head, Buffer.alloc(100, 7)]), 'image/png');
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toMatch(/could not be read/);
    const empty = await upload('empty.png', Buffer.alloc(0), 'image/png');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Choose an image to upload');
  });
});

describe('add, get, edit, delete', () => {
  test('add stores the banner; get answers its computed status and image; History says created', async () => {
    const img = await image();
    const id = await add({ title: '  Year-end crew  ', image: img });
    const b = await get(id);
    expect(b).toMatchObject({
      id,
      title: 'Year-end crew',
      image: img,
      placement: 'home_top',
      published: true,
      status: 'live',
    });
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'banner'), eq(auditLog.entityId, id)));
    expect(trail.map((a) => a.action)).toEqual(['created']);
  });

  test('status from published, image and dates', async () => {
    const img = await image();
    expect((await get(await add({ image: img, published: false }))).status).toBe('draft');
    expect((await get(await add({}))).status).toBe('draft'); // no image
    expect((await get(await add({ image: img, startAt: at(5), endAt: at(9) }))).status).toBe('scheduled');
    expect((await get(await add({ image: img, startAt: at(-9), endAt: at(-5) }))).status).toBe('expired');
    expect((await get(await add({ image: img, endAt: null }))).status).toBe('live');
  });

  test('checks: end after start, link http(s) or a site path, image from the upload, title', async () => {
    const bad = async (over: Record<string, unknown>, field: string) => {
      const r = await A.post('/website/banner/add', body(over));
      expect(r.statusCode).toBe(400);
      expect(JSON.stringify(r.json().data.errors)).toContain(field);
      return r.json();
    };
    const endErr = await bad({ startAt: at(2), endAt: at(1) }, 'body.endAt');
    expect(endErr.message).toBe('The end must be later than the start');
    for (const link of ['javascript:alert(1)', '//evil.example/x', 'www.example.com', 'ftp://x.example'])
      await bad({ link }, 'link');
    await bad({ image: 'upload/avatar/0123456789abcdef0123456789abcdef.png' }, 'image');
    const missing = await bad({ image: 'upload/banner/0123456789abcdef0123456789abcdef.png' }, 'body.image');
    expect(missing.message).toBe('The image was not found: please upload it again');
    await bad({ title: '   ' }, 'title');
    await bad({ placement: 'sidebar' }, 'placement');
    // Both link kinds and no link at all are fine.
    for (const link of ['https://example.com/a?b=1', 'http://example.com', '/website/jobs', '']) await add({ link });
  });

  test('edit: changes are saved with an "edited" line naming them; absent image kept, null removes it', async () => {
    const img = await image();
    const id = await add({ image: img, title: 'Before' });
    // No `image` in the body: the stored one stays.
    const r = await A.put('/website/banner/edit', { id, ...body({ title: 'After', sort: 5 }) });
    expect(r.statusCode).toBe(200);
    expect(await get(id)).toMatchObject({ title: 'After', sort: 5, image: img, status: 'live' });
    const edited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'banner'), eq(auditLog.entityId, id), eq(auditLog.action, 'edited')));
    expect(Object.keys((edited[0].data as { fields: object }).fields)).toEqual(
      expect.arrayContaining(['title', 'sort']),
    );
    // Replaced: the old file goes after the commit.
    const img2 = await image();
    await A.put('/website/banner/edit', { id, ...body({ image: img2 }) });
    expect((await t.get(`/backend/${img}`)).statusCode).toBe(404);
    expect((await t.get(`/backend/${img2}`)).statusCode).toBe(200);
    await A.put('/website/banner/edit', { id, ...body({ image: null }) });
    expect(await get(id)).toMatchObject({ image: null, status: 'draft' });
    expect((await A.put('/website/banner/edit', { id: 999999, ...body() })).statusCode).toBe(404);
  });

  test('delete removes the banner and its image, with a History line; unknown ids are a 404', async () => {
    const img = await image();
    const id = await add({ image: img });
    const r = await A.del('/website/banner/delete', { ids: [id] });
    expect(r.statusCode).toBe(200);
    expect((await A.get(`/website/banner/get?id=${id}`)).statusCode).toBe(404);
    expect((await t.get(`/backend/${img}`)).statusCode).toBe(404);
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'banner'), eq(auditLog.entityId, id)));
    expect(trail.map((a) => a.action)).toEqual(['created', 'deleted']);
    expect((await A.del('/website/banner/delete', { ids: [999999] })).statusCode).toBe(404);
  });
});

describe('list', () => {
  let ids: Record<string, number>;
  const tag = 'Lst';
  beforeAll(async () => {
    const img = await image();
    ids = {
      live: await add({ title: `${tag} sale now`, image: img, placement: 'jobs_top', sort: 2 }),
      scheduled: await add({
        title: `${tag} coming`,
        image: img,
        placement: 'jobs_top',
        sort: 1,
        startAt: at(20),
        endAt: at(30),
      }),
      expired: await add({
        title: `${tag} sale past`,
        image: img,
        placement: 'home_middle',
        startAt: at(-30),
        endAt: at(-20),
      }),
      draft: await add({ title: `${tag} draft`, image: img, placement: 'jobs_top', published: false }),
    };
  });
  const idsOf = (d: { list: { id: number }[] }) => d.list.map((r) => r.id);

  test('filters: title keyword, placement, computed status, date range; each with the others', async () => {
    expect(idsOf(await list(`title=${tag}%20sale`)).sort()).toEqual([ids.live, ids.expired].sort());
    expect(idsOf(await list(`title=${tag}&placement=jobs_top`)).sort()).toEqual(
      [ids.live, ids.scheduled, ids.draft].sort(),
    );
    for (const s of ['live', 'scheduled', 'expired', 'draft'] as const) {
      const d = await list(`title=${tag}&status=${s}`);
      expect(idsOf(d)).toEqual([ids[s]]);
      expect(d.list[0].status).toBe(s);
    }
    // Shown at some moment of days 24–26 from now: only the scheduled one (days 20–30).
    const day = (o: number) => at(o).slice(0, 10);
    expect(idsOf(await list(`title=${tag}&activeRange[]=${day(24)}&activeRange[]=${day(26)}`))).toEqual([
      ids.scheduled,
    ]);
    expect(idsOf(await list(`title=${tag}&activeRange[]=${day(-26)}&activeRange[]=${day(-24)}`))).toEqual([
      ids.expired,
    ]);
    expect((await A.get('/website/banner/list?status=gone')).statusCode).toBe(400);
  });

  test('sort and paging', async () => {
    const bySort = await list(`title=${tag}&placement=jobs_top&orderBy=sort&orderDir=asc`);
    expect(idsOf(bySort)).toEqual([ids.draft, ids.scheduled, ids.live]);
    const byStart = await list(`title=${tag}&orderBy=startAt&orderDir=desc`);
    expect(byStart.list[0].id).toBe(ids.scheduled);
    expect(byStart.list.at(-1).id).toBe(ids.expired);
    const p1 = (await A.get(`/website/banner/list?title=${tag}&orderBy=title&pageSize=3&pageNum=1`)).json().data;
    const p2 = (await A.get(`/website/banner/list?title=${tag}&orderBy=title&pageSize=3&pageNum=2`)).json().data;
    expect(p1.total).toBe(4);
    expect([...idsOf(p1), ...idsOf(p2)].sort()).toEqual(Object.values(ids).sort());
    expect((await A.get('/website/banner/list?orderBy=imageKey')).statusCode).toBe(400);
  });
});

describe('a held clock (service)', () => {
  test('the status and the status filter follow `now`: scheduled, live at the start, expired at the end', async () => {
    const ctx = { db: t.db, events: new DomainEventBus() };
    const img = await image();
    const start = new Date('2030-01-01T00:00:00.000Z');
    const end = new Date('2030-01-31T00:00:00.000Z');
    const id = await withTransaction(ctx, (tx) =>
      addBanner(tx, SYSTEM_CALLER, t.app.ctx.storage, {
        title: 'Clock 2030',
        image: img,
        link: '',
        placement: 'home_middle',
        startAt: start.toISOString(),
        endAt: end.toISOString(),
        published: true,
      }),
    );
    const cases: [Date, string][] = [
      [new Date(start.getTime() - 1), 'scheduled'],
      [start, 'live'],
      [new Date(end.getTime() - 1), 'live'],
      [end, 'expired'],
    ];
    for (const [now, status] of cases) {
      expect((await getBanner(t.db, id, now)).status).toBe(status);
      const page = await listBanners(t.db, { title: 'Clock 2030', status: status as 'live' }, now);
      expect(page.list.map((r) => r.id)).toEqual([id]);
      const live = await listLiveBanners(t.db, 'home_middle', now);
      expect(live.some((b) => b.id === id)).toBe(status === 'live');
    }
  });

  test('the demo banners: one live, one scheduled, one expired, made through the service', async () => {
    const now = new Date();
    const demo = await seedDemoBanners(t.db, SYSTEM_CALLER, t.app.ctx.storage, now);
    const statuses = await Promise.all(demo.map(async (id) => (await getBanner(t.db, id, now)).status));
    expect(statuses).toEqual(['live', 'scheduled', 'expired']);
  });
});

describe('public strip', () => {
  test('only live banners of the placement, in their order, without login or internals', async () => {
    const img = await image();
    const second = await add({ title: 'Pub second', image: img, placement: 'home_top', sort: 20 });
    const first = await add({ title: 'Pub first', image: img, placement: 'home_top', sort: 10 });
    const hidden = [
      await add({ title: 'Pub draft', image: img, placement: 'home_top', published: false }),
      await add({ title: 'Pub soon', image: img, placement: 'home_top', startAt: at(3), endAt: at(4) }),
      await add({ title: 'Pub gone', image: img, placement: 'home_top', startAt: at(-4), endAt: at(-3) }),
      await add({ title: 'Pub no image', placement: 'home_top' }),
      await add({ title: 'Pub elsewhere', image: img, placement: 'jobs_top' }),
    ];
    const r = await t.get(`${API}/pub/website/banners?placement=home_top`);
    expect(r.statusCode).toBe(200);
    const shown: { id: number; title: string }[] = r.json().data.list;
    const pub = shown.filter((b) => b.title.startsWith('Pub'));
    expect(pub.map((b) => b.id)).toEqual([first, second]);
    for (const id of hidden) expect(shown.some((b) => b.id === id)).toBe(false);
    expect(Object.keys(shown[0]).sort()).toEqual(['id', 'image', 'link', 'title']);
    expect((await t.get(`${API}/pub/website/banners?placement=nowhere`)).statusCode).toBe(400);
  });
});

describe('permissions', () => {
  test('without the rule: 403 on every route; with list only: reads but no writes or upload', async () => {
    const none = await userWith(t, { rules: [] });
    const U = api(t, none.token);
    expect((await U.get('/website/banner/list')).statusCode).toBe(403);
    expect((await U.post('/website/banner/add', body())).statusCode).toBe(403);
    expect((await upload('a.png', await png(), 'image/png', none.token)).statusCode).toBe(403);

    const reader = await userWith(t, { rules: [BannerApi.rule.list] });
    const R = api(t, reader.token);
    expect((await R.get('/website/banner/list')).statusCode).toBe(200);
    expect((await R.post('/website/banner/add', body())).statusCode).toBe(403);
    expect((await R.put('/website/banner/edit', { id: 1, ...body() })).statusCode).toBe(403);
    expect((await R.del('/website/banner/delete', { ids: [1] })).statusCode).toBe(403);
    expect((await upload('a.png', await png(), 'image/png', reader.token)).statusCode).toBe(403);

    // The upload opens with either form's rule.
    const editor = await userWith(t, { rules: [BannerApi.rule.edit] });
    expect((await upload('a.png', await png(), 'image/png', editor.token)).statusCode).toBe(200);
  });
});
