/**
 * The list builder's deep-page machinery (issue 17): keyset pages (`after` / `before` cursors)
 * give exactly the rows the offset pages give, in every sort and direction; a cursor of another
 * sort or a forged one falls back to the offset; deep offset jumps (deferred join) give the same
 * rows; big tables report estimated totals for large filtered matches and say so. Also the
 * operation log's own list over HTTP and the pre-rendered gzip of getUserMenus.
 * Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { gunzipSync } from 'node:zlib';
import type { PageResultOf } from '@shiftdesk/shared/api';
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { decodeCursor, encodeCursor } from '../src/core/lists/list-cursor';
import { bigPagePlan, defineList, filter, listTuning } from '../src/core/lists/list-query';
import { acceptsGzip, matchesEtag } from '../src/core/http/prerendered';
import { ADMIN_PASSWORD, API, createTestApp, type TestApp } from './helpers';

const row = pgTable('kit_seek', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: integer('kind').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
  // microseconds: a JS Date cannot name a row's exact position in this column
  atUs: timestamp('at_us', { withTimezone: true, mode: 'date' }).notNull(),
});
type Sort = 'id' | 'name' | 'at' | 'atUs' | 'kindName';
interface Q {
  pageNum?: number;
  pageSize?: number;
  orderBy?: Sort;
  orderDir?: 'asc' | 'desc';
  after?: string;
  before?: string;
  kind?: number;
  name?: string;
}
const spec = {
  table: row,
  filters: { kind: filter.exact<number>(row.kind), name: filter.contains(row.name) },
  sort: { id: row.id, name: row.name, at: row.at, atUs: row.atUs, kindName: [row.kind, row.name] },
  defaultSort: 'at' as const,
  defaultDir: 'desc' as const,
  tieBreak: row.id,
};
const list = defineList<Q, Sort>(spec);
const big = defineList<Q, Sort>({ ...spec, estimateTotals: true });

const N = 2300; // more than the deferred join's threshold (offset 1000) at page size 20
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(
    sql`create table kit_seek (id serial primary key, name text not null, kind integer not null, at timestamptz(3) not null, at_us timestamptz not null default clock_timestamp())`,
  );
  // Many equal timestamps and names, so ties are broken by the id across page boundaries.
  await t.db.execute(sql`insert into kit_seek (name, kind, at)
    select 'n' || (g % 37), g % 5, timestamptz '2026-01-01 00:00:00+00' + ((g / 3) || ' minutes')::interval
    from generate_series(1, ${N}) g`);
  await t.db.execute(sql`analyze kit_seek`);
});
afterAll(() => t.close());

type R = typeof row.$inferSelect;
const run = (q: Q, l = list) => l.run(t.db, q, t.db.select().from(row).$dynamic()) as Promise<PageResultOf<R>>;
const ids = (p: PageResultOf<R>) => p.list.map((r) => r.id);

test.each<[Sort, 'asc' | 'desc']>([
  ['at', 'desc'],
  ['name', 'asc'],
  ['kindName', 'desc'],
  ['id', 'asc'],
])('keyset pages by %s %s equal the offset pages, forwards and backwards', async (orderBy, orderDir) => {
  const q = { orderBy, orderDir, pageSize: 50, kind: 2 };
  let page = await run({ ...q, pageNum: 1 });
  const pages = [ids(page)];
  // forwards to the end, each page asked with the previous page's nextCursor
  for (let n = 2; page.nextCursor && page.list.length === 50; n++) {
    const byOffset = await run({ ...q, pageNum: n });
    page = await run({ ...q, pageNum: n, after: page.nextCursor });
    expect(page.currentPage).toBe(n);
    expect(ids(page)).toEqual(ids(byOffset));
    pages.push(ids(page));
  }
  expect(pages.flat()).toHaveLength(N / 5);
  expect(new Set(pages.flat()).size).toBe(N / 5);
  // backwards from the last page with prevCursor
  for (let n = pages.length - 1; n >= 1; n--) {
    page = await run({ ...q, pageNum: n, before: page.prevCursor });
    expect(ids(page)).toEqual(pages[n - 1]);
  }
});

test('a cursor of another sort, a forged or a broken one is ignored: the page is the offset page', async () => {
  const first = await run({ pageSize: 20 });
  const byOffset = ids(await run({ pageSize: 20, pageNum: 3 }));
  const otherSort = (await run({ pageSize: 20, orderBy: 'name' })).nextCursor;
  expect(ids(await run({ pageSize: 20, pageNum: 3, after: otherSort }))).toEqual(byOffset);
  expect(ids(await run({ pageSize: 20, pageNum: 3, after: 'not-a-cursor' }))).toEqual(byOffset);
  const forged = encodeCursor({ sort: 'at', dir: 'desc', values: ['x'] }); // wrong arity
  expect(ids(await run({ pageSize: 20, pageNum: 3, after: forged }))).toEqual(byOffset);
  expect(decodeCursor(Buffer.from('{"a":1}').toString('base64url'))).toBeNull();
  // a microsecond timestamp sort pages by offset only: no cursor is handed out
  const us = await run({ pageSize: 20, orderBy: 'atUs' });
  expect(us.nextCursor).toBeUndefined();
  expect(ids(await run({ pageSize: 20, pageNum: 2, orderBy: 'atUs', after: first.nextCursor }))).toEqual(ids(await run({ pageSize: 20, pageNum: 2, orderBy: 'atUs' })));
  // a well-formed cursor of this sort seeks (page 2 follows page 1)
  expect(ids(await run({ pageSize: 20, pageNum: 2, after: first.nextCursor }))).toEqual(
    ids(await run({ pageSize: 20, pageNum: 2 })),
  );
});

test('a joined select (the table nested beside other columns) pages by cursor like a plain one', async () => {
  const joined = () =>
    t.db
      .select({ r: row, label: sql<string>`upper(${row.name})` })
      .from(row)
      .$dynamic();
  const runJoined = (q: Q) =>
    list.run(t.db, q, joined(), { map: (x: { r: R; label: string }) => ({ ...x.r, label: x.label }) }) as Promise<
      PageResultOf<R & { label: string }>
    >;
  const first = await runJoined({ pageSize: 20, kind: 1 });
  expect(first.nextCursor).toBeDefined();
  const second = await runJoined({ pageSize: 20, pageNum: 2, kind: 1, after: first.nextCursor });
  expect(second.list.map((r) => r.id)).toEqual(ids(await run({ pageSize: 20, pageNum: 2, kind: 1 })));
  expect(second.list[0].label).toBe(second.list[0].name.toUpperCase());
});

test('deep offset jumps (ids first, then rows) give the offset rows, with filters and at the end', async () => {
  const all = (await t.db.execute(sql`select id from kit_seek order by at desc, id desc`)) as unknown as {
    rows?: { id: number }[];
  } & { id: number }[];
  const expected = (all.rows ?? all).map((r) => Number(r.id));
  for (const pageNum of [51, 80, 115, 116]) {
    const p = await run({ pageSize: 20, pageNum });
    expect(ids(p)).toEqual(expected.slice((pageNum - 1) * 20, pageNum * 20));
  }
  const filtered = await run({ pageSize: 20, pageNum: 60, name: 'n1' });
  const manual = (await run({ pageSize: 2300, name: 'n1' })).list.slice(59 * 20, 60 * 20).map((r) => r.id);
  expect(ids(filtered)).toEqual(manual);
});

test('big tables: large filtered matches report the estimate and say so; small ones count exactly', async () => {
  const exact = await run({ kind: 1, pageSize: 20 }, list);
  expect(exact).toMatchObject({ total: N / 5 });
  expect(exact.totalEstimated).toBeUndefined();
  // 460 matches: under the estimate threshold, so counted exactly
  expect(await run({ kind: 1, pageSize: 20 }, big)).toMatchObject({ total: N / 5 });
  // a search matching few rows: page and count from one scan, the same as counted apart
  for (const pageNum of [1, 2, 34]) {
    const viaWindow = await run({ name: 'n1', pageSize: 20, pageNum }, big);
    const plain = await run({ name: 'n1', pageSize: 20, pageNum }, list);
    expect(ids(viaWindow)).toEqual(ids(plain));
    expect(viaWindow.total).toBe(plain.total);
  }
  expect(await run({ name: 'n1', pageSize: 20, pageNum: 999 }, big)).toMatchObject({
    list: [],
    total: (await run({ name: 'n1' }, list)).total,
  });
  expect(await run({ name: 'no such name', pageSize: 20 }, big)).toMatchObject({ list: [], total: 0 });
  // a big match: more rows, then the estimate
  await t.db.execute(sql`insert into kit_seek (name, kind, at) select 'bulk', 9, now() from generate_series(1, 6000)`);
  await t.db.execute(sql`analyze kit_seek`);
  const est = await run({ kind: 9, pageSize: 20 }, big);
  expect(est.totalEstimated).toBe(true);
  expect(est.total).toBeGreaterThan(3000);
  expect(est.total).toBeLessThan(12000);
  // a page that reaches the end proves the total: exact again
  const last = await run({ kind: 9, pageSize: 20, pageNum: 301 }, big); // past the end (6,000 rows)
  expect(last.list).toHaveLength(0);
  const end = await run({ kind: 9, pageSize: 7000 }, big);
  expect(end).toMatchObject({ total: 6000 });
  expect(end.totalEstimated).toBeUndefined();
  await t.db.execute(sql`delete from kit_seek where kind = 9`);
});

test("given its own table, a big list reads a rare search's page with its count in one statement: the same rows and totals", async () => {
  const own = (q: Q) => big.run(t.db, q, row) as Promise<PageResultOf<R>>;
  for (const q of [{ pageNum: 1 }, { pageNum: 2 }, { pageNum: 34 }, { pageNum: 999 }, { pageNum: 1, orderBy: 'name' as const, orderDir: 'asc' as const }]) {
    const got = await own({ name: 'n1', pageSize: 20, ...q });
    const plain = await run({ name: 'n1', pageSize: 20, ...q }, list);
    // whole rows, not only ids: the count rides beside the columns and is taken off again
    expect(got.list).toEqual(plain.list);
    expect(got.total).toBe(plain.total);
  }
  expect(await own({ name: 'no such name', pageSize: 20 })).toMatchObject({ list: [], total: 0 });
  // the same search again (its narrowing and estimate now remembered) gives the same page
  expect(await own({ name: 'n1', pageSize: 20, pageNum: 2 })).toEqual(await own({ name: 'n1', pageSize: 20, pageNum: 2 }));
  const other = pgTable('kit_other', { id: serial('id').primaryKey() });
  await expect(big.run(t.db, { pageSize: 20 }, other)).rejects.toThrow('the list of kit_seek was given the table kit_other');
});

test('bigPagePlan: counted when few, probed when the keyword estimate is unsure, walked when many', () => {
  const at = { tableRows: 1_000_000, keyword: true, seek: false, offset: 0 };
  expect(bigPagePlan({ ...at, estimate: 70 })).toBe('count');
  expect(bigPagePlan({ ...at, estimate: 70, seek: true })).toBe('plain');
  // one histogram value containing the piece: "1 %", whatever the truth
  expect(bigPagePlan({ ...at, estimate: 10_101 })).toBe('probe');
  expect(bigPagePlan({ ...at, estimate: 10_101, seek: true })).toBe('probe');
  expect(bigPagePlan({ ...at, estimate: 10_101, offset: 400 })).toBe('count');
  expect(bigPagePlan({ ...at, estimate: 10_101, keyword: false })).toBe('plain');
  expect(bigPagePlan({ ...at, estimate: 703_704 })).toBe('plain');
});

test('a probed keyword search gives the plain rows and totals, common or rare, by cursor both ways', async () => {
  const saved = { ...listTuning };
  // Every keyword search is "unsure" here, and the probe reads five pages' worth of rows (100).
  Object.assign(listTuning, { filteredEstimateFrom: 1, probeShare: 2, probePages: 5 });
  try {
    // 'n1' matches 11 names in 37, ~30 of the 100 probed rows (the probe fills the page); 'n36'
    // one in 37, ~3 of them (it does not: the matches are read through the index).
    for (const name of ['n1', 'n36']) {
      const plainAll = ids(await run({ name, pageSize: 2300 }));
      let page = await run({ name, pageSize: 20 }, big);
      expect(ids(page)).toEqual(plainAll.slice(0, 20));
      const got = [...ids(page)];
      for (let n = 2; page.nextCursor && page.list.length === 20; n++) {
        page = await run({ name, pageSize: 20, pageNum: n, after: page.nextCursor }, big);
        got.push(...ids(page));
      }
      expect(got).toEqual(plainAll);
      // and back from the last page
      const back = await run({ name, pageSize: 20, before: page.prevCursor }, big);
      const lastStart = Math.floor((plainAll.length - 1) / 20) * 20;
      expect(ids(back)).toEqual(plainAll.slice(lastStart - 20, lastStart));
      // a jump by offset is counted through the index: the same rows, an exact total
      const jump = await run({ name, pageSize: 20, pageNum: 2 }, big);
      expect(ids(jump)).toEqual(plainAll.slice(20, 40));
      expect(jump.total).toBe(plainAll.length);
    }
  } finally {
    Object.assign(listTuning, saved);
  }
});

describe('over HTTP', () => {
  let token: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${API}${url}`, headers: { authorization: `Bearer ${token}`, ...headers } });
  beforeAll(async () => {
    token = await t.login('admin', ADMIN_PASSWORD);
    await t.db.execute(sql`insert into sys_oper_log (module, title, oper_name, oper_url, request_method, status, oper_time)
      select 'system', 'Edit post ' || g, 'admin', '/x', 'PUT', (g % 7 = 0)::int, now() - (g || ' minutes')::interval
      from generate_series(1, 300) g`);
  });

  // (PUT: only the rows inserted here; the log's own lines of this test's calls arrive meanwhile)
  test('the operation log pages newest first by cursor; the query accepts after/before', async () => {
    const p1 = (await get('/system/operLog/list?requestMethod=PUT&pageSize=10')).json().data;
    expect(p1.nextCursor).toEqual(expect.any(String));
    const p2 = (
      await get(`/system/operLog/list?requestMethod=PUT&pageSize=10&pageNum=2&after=${encodeURIComponent(p1.nextCursor)}`)
    ).json().data;
    const p2o = (await get('/system/operLog/list?requestMethod=PUT&pageSize=10&pageNum=2')).json().data;
    expect(p2.list.map((r: { id: number }) => r.id)).toEqual(p2o.list.map((r: { id: number }) => r.id));
    const times = [...p1.list, ...p2.list].map((r: { operTime: string }) => r.operTime);
    expect(times).toEqual([...times].sort().reverse());
    const back = (
      await get(`/system/operLog/list?requestMethod=PUT&pageSize=10&pageNum=1&before=${encodeURIComponent(p2.prevCursor)}`)
    ).json().data;
    expect(back.list).toEqual(p1.list);
    // title search (trigram-indexed on PostgreSQL and PGlite) still matches literally
    const found = (await get(`/system/operLog/list?title=${encodeURIComponent('post 42')}&pageSize=50`)).json().data;
    expect(found.list.map((r: { title: string }) => r.title).sort()).toEqual(['Edit post 42']);
    const tooLong = await get(`/system/operLog/list?after=${'x'.repeat(501)}`);
    expect(tooLong.statusCode).toBe(400);
  });

  test('getUserMenus sends the same bytes gzipped to a client that takes gzip, plain to others', async () => {
    const plain = await get('/system/user/getUserMenus');
    const gz = await get('/system/user/getUserMenus', { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(plain.json().data.menuList.length).toBeGreaterThan(0);
    const none = await get('/system/user/getUserMenus', { 'accept-encoding': 'gzip;q=0, identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  test('getUserMenus answers 304 without a body to a client holding the same bytes, plain or gzipped', async () => {
    const first = await get('/system/user/getUserMenus', { 'accept-encoding': 'gzip' });
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const asked: Record<string, string>[] = [{ 'if-none-match': tag }, { 'if-none-match': `"elsewhere", ${tag}`, 'accept-encoding': 'gzip' }];
    for (const headers of asked) {
      const held = await get('/system/user/getUserMenus', headers);
      expect(held.statusCode).toBe(304);
      expect(held.rawPayload.length).toBe(0);
      expect(held.headers.etag).toBe(tag);
    }
    const other = await get('/system/user/getUserMenus', { 'if-none-match': 'W/"elsewhere"' });
    expect(other.statusCode).toBe(200);
    expect(other.json().data.menuList.length).toBeGreaterThan(0);
  });
});

test('acceptsGzip reads the Accept-Encoding header', () => {
  expect(acceptsGzip('gzip, deflate, br')).toBe(true);
  expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
  expect(acceptsGzip('*')).toBe(true);
  expect(acceptsGzip('gzip;q=0')).toBe(false);
  expect(acceptsGzip('deflate, br')).toBe(false);
  expect(acceptsGzip(undefined)).toBe(false);
});

test('matchesEtag compares If-None-Match weakly, in a list or as *', () => {
  const tag = 'W/"abc"';
  expect(matchesEtag('W/"abc"', tag)).toBe(true);
  expect(matchesEtag('"abc"', tag)).toBe(true);
  expect(matchesEtag('"x", W/"abc" ', tag)).toBe(true);
  expect(matchesEtag('*', tag)).toBe(true);
  expect(matchesEtag('"abcd"', tag)).toBe(false);
  expect(matchesEtag(undefined, tag)).toBe(false);
});
