/**
 * Column sorting reaches the server in EVERY system list: for each list and each column its
 * `orderBy` whitelist names, ascending rows are in order of that column (text in the database's
 * collation), descending is exactly the reverse (the id tie-break follows the direction), and a
 * column outside the whitelist is a 400.
 */
import {
  ConfigOrderBy,
  DictDataOrderBy,
  DictTypeOrderBy,
  LoginLogOrderBy,
  NoticeOrderBy,
  OnlineOrderBy,
  OperLogOrderBy,
  PostOrderBy,
  RoleOrderBy,
  UserOrderBy,
} from '@shiftdesk/shared/api';
import { sql } from 'drizzle-orm';
import { sysLoginLog } from '../src/db/schema';
import { type TestApp, createTestApp } from './helpers';
import { api } from './support/http';
import { adminToken, createBareUser, sessionToken } from './support/sessions';

let t: TestApp;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
  // Enough varied rows in the lists the seed leaves short.
  for (const [i, title] of ['Payroll run', 'a late notice', 'Zebra crossing', 'CPF rates'].entries()) {
    const body = { title, type: (i % 2) + 1, tag: [1, 12, 3, 15][i], status: i % 2, content: `<p>${title}</p>`, receiverIds: [1] };
    expect((await A.post('/system/notice/add', body)).json().code).toBe(0);
  }
  const people = [];
  for (const name of ['zoe', 'Adam', 'mike']) people.push(await createBareUser(t.db, { userName: `sort_${name}` }));
  for (const id of people) await sessionToken(t, id);
  await t.db.insert(sysLoginLog).values(
    ['2026-01-05T00:00:00Z', '2025-12-31T23:00:00Z', '2026-02-01T08:00:00Z'].map((at, i) => ({
      loginName: `n${i}`,
      status: i % 2,
      loginTime: new Date(at),
    })),
  );
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
interface ListCase {
  url: string;
  orderBy: { enum: readonly string[] };
  /** The row value a column sorts by (default: the field of the same name). */
  value?: Partial<Record<string, (r: Row) => unknown>>;
}

const LISTS: ListCase[] = [
  { url: '/system/user/list', orderBy: UserOrderBy },
  { url: '/system/role/list', orderBy: RoleOrderBy },
  { url: '/system/post/list', orderBy: PostOrderBy },
  { url: '/system/config/list', orderBy: ConfigOrderBy },
  { url: '/system/dict/type/list', orderBy: DictTypeOrderBy },
  { url: '/system/dict/data/list?dictType=sys_notice_tag', orderBy: DictDataOrderBy },
  { url: '/system/notice/list', orderBy: NoticeOrderBy },
  { url: '/system/operLog/list', orderBy: OperLogOrderBy },
  { url: '/system/loginLog/list', orderBy: LoginLogOrderBy },
  { url: '/system/online/list', orderBy: OnlineOrderBy, value: { lastSeenAt: (r) => r.lastSeenAt } },
];

/** Text values in the database's own collation order. */
async function collated(values: string[]): Promise<string[]> {
  const res = (await t.db.execute(sql`select v from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) v order by v`)) as unknown;
  const rows = Array.isArray(res) ? res : (res as { rows: { v: string }[] }).rows;
  return (rows as { v: string }[]).map((r) => r.v);
}

const ISO = /^\d{4}-\d\d-\d\dT/;
async function expectAscending(values: unknown[]) {
  const present = values.filter((v) => v !== null && v !== undefined);
  // PostgreSQL puts nulls last when ascending
  expect(values.slice(present.length).every((v) => v === null || v === undefined)).toBe(true);
  if (present.every((v) => typeof v === 'number' || typeof v === 'boolean')) {
    expect(present).toEqual([...present].sort((a, b) => Number(a) - Number(b)));
  } else if (present.every((v) => typeof v === 'string' && ISO.test(v))) {
    expect(present).toEqual([...present].sort());
  } else {
    expect(present).toEqual(await collated(present.map(String)));
  }
}

describe.each(LISTS)('$url', ({ url, orderBy, value }) => {
  const sep = url.includes('?') ? '&' : '?';
  const list = async (q: string) => {
    const res = await A.get(`${url}${sep}pageSize=1000&${q}`);
    expect(res.statusCode).toBe(200);
    return res.json().data.list as Row[];
  };

  test.each([...orderBy.enum])('sorts by %s both ways', async (col) => {
    const asc = await list(`orderBy=${col}&orderDir=asc`);
    const desc = await list(`orderBy=${col}&orderDir=desc`);
    expect(asc.length).toBeGreaterThan(1);
    const pick = value?.[col] ?? ((r: Row) => r[col]);
    await expectAscending(asc.map(pick));
    expect(desc).toEqual([...asc].reverse());
  });

  test('refuses a column outside the whitelist', async () => {
    const res = await A.get(`${url}${sep}orderBy=password_hash`);
    expect(res.statusCode).toBe(400);
  });
});
