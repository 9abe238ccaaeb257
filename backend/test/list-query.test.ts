/**
 * The CRUD kit's backend helpers over a table of their own (created here, not part of the
 * schema): every filter kind, the sort whitelist, paging, data scope and totals of the list
 * builder; getOr404, uniqueOr409 and assertNotReferenced. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
import type { PageResultOf } from '@shiftdesk/shared/api';
import { type SQL, sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { UserAccess } from '../src/core/auth/access';
import type { AuthUser } from '../src/core/routes/context';
import { assertNotReferenced, getAllOr404, getOr404, uniqueOr409 } from '../src/core/data/crud';
import { DataScope } from '../src/core/lists/data-scope';
import { AppError } from '../src/core/base/errors';
import { defineList, filter } from '../src/core/lists/list-query';
import { type TestDb, createTestDb } from './helpers';

const item = pgTable('kit_item', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  kind: integer('kind').notNull(),
  active: boolean('active').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  deptId: integer('dept_id'),
  ownerId: integer('owner_id').notNull(),
});
const itemRef = pgTable('kit_item_ref', {
  id: serial('id').primaryKey(),
  itemId: integer('item_id').notNull(),
  live: boolean('live').notNull(),
});

interface Q {
  pageNum?: number;
  pageSize?: number;
  orderBy?: 'name' | 'kind' | 'at' | 'id';
  orderDir?: 'asc' | 'desc';
  name?: string;
  kind?: number;
  kinds?: number[];
  active?: boolean;
  day?: string[];
  any?: string;
}
const list = defineList<Q, 'name' | 'kind' | 'at' | 'id'>({
  table: item,
  filters: {
    name: filter.contains(item.name),
    kind: filter.exact(item.kind),
    kinds: filter.inList(item.kind),
    active: filter.exact(item.active),
    day: filter.dateRange(item.at),
    any: filter.contains(item.name, item.code),
  },
  sort: { id: item.id, name: item.name, kind: [item.kind, item.name], at: item.at },
  defaultSort: 'id',
  tieBreak: item.id,
  scope: { dept: item.deptId, user: item.ownerId },
});

// name, code, kind, active, at (UTC; Singapore is +8), dept, owner
const ROWS: [string, string, number, boolean, string, number | null, number][] = [
  ['Alpha 100%', 'a-1', 1, true, '2026-03-01T01:00:00Z', 1, 10],
  ['beta_x', 'b-2', 2, false, '2026-03-01T17:00:00Z', 1, 11], // 2 March in Singapore
  ['Gamma', 'c-3', 2, true, '2026-03-02T15:59:00Z', 2, 12], // 2 March 23:59 SG
  ['delta', 'd-4', 3, true, '2026-03-02T16:00:00Z', 2, 10], // 3 March 00:00 SG
  ['Epsilon alpha', 'e-5', 1, false, '2026-03-04T00:00:00Z', null, 13],
];

let t: TestDb;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestDb();
  await t.db.execute(sql`create table kit_item (id serial primary key, name text not null, code text not null unique,
    kind integer not null, active boolean not null, at timestamptz not null, dept_id integer, owner_id integer not null)`);
  await t.db.execute(sql`create table kit_item_ref (id serial primary key, item_id integer not null, live boolean not null)`);
  for (const [name, code, kind, active, at, deptId, ownerId] of ROWS) {
    const [r] = await t.db.insert(item).values({ name, code, kind, active, at: new Date(at), deptId, ownerId }).returning({ id: item.id });
    ids[code] = r.id;
  }
});
afterAll(() => t.close());

type ItemRow = typeof item.$inferSelect;
type Opts = { where?: SQL; scope?: { access: UserAccess; user: AuthUser }; map?: (r: ItemRow) => unknown };
const run = (q: Q, opts?: Opts) => list.run(t.db, q, t.db.select().from(item).$dynamic(), opts) as Promise<PageResultOf<ItemRow>>;
const codes = async (q: Q, opts?: Opts) => (await run(q, opts)).list.map((r) => r.code);

test('text contains is case-insensitive and matches LIKE wildcards literally', async () => {
  expect(await codes({ name: 'ALPHA' })).toEqual(['a-1', 'e-5']);
  expect(await codes({ name: '100%' })).toEqual(['a-1']);
  expect(await codes({ name: '%' })).toEqual(['a-1']);
  expect(await codes({ name: '_' })).toEqual(['b-2']);
  expect(await codes({ name: '   ' })).toEqual(['a-1', 'b-2', 'c-3', 'd-4', 'e-5']);
  expect(await codes({ any: 'C-3' })).toEqual(['c-3']); // several columns: name or code
  // Several pieces (the narrowing piece chosen by the planner's estimates): still the whole text.
  expect(await codes({ name: 'alpha 100' })).toEqual(['a-1']);
  expect(await codes({ name: 'silon ALP' })).toEqual(['e-5']);
  expect(await codes({ name: 'alpha 101' })).toEqual([]);
  expect(await codes({ any: 'gamma c-3' })).toEqual([]);
});

test('exact, in-list, boolean and Singapore date-range filters', async () => {
  expect(await codes({ kind: 2 })).toEqual(['b-2', 'c-3']);
  expect(await codes({ kinds: [1, 3] })).toEqual(['a-1', 'd-4', 'e-5']);
  expect(await codes({ kinds: [] })).toHaveLength(5);
  expect(await codes({ active: false })).toEqual(['b-2', 'e-5']);
  // both days inclusive, in Asia/Singapore, either order
  expect(await codes({ day: ['2026-03-02', '2026-03-02'] })).toEqual(['b-2', 'c-3']);
  expect(await codes({ day: ['2026-03-03', '2026-03-01'] })).toEqual(['a-1', 'b-2', 'c-3', 'd-4']);
  expect(await codes({ kind: 2, active: true })).toEqual(['c-3']);
});

test('sorting: whitelisted columns in both directions, tie-break on id, unknown column is a 400', async () => {
  // text order is the database's collation (C on PGlite, the locale's on a server): compare with it
  const collated = (await t.db.execute(sql`select code from kit_item order by name, id`)) as unknown as { rows?: { code: string }[] } & { code: string }[];
  const expected = (collated.rows ?? collated).map((r) => r.code);
  expect(await codes({ orderBy: 'name' })).toEqual(expected);
  expect(await codes({ orderBy: 'name', orderDir: 'desc' })).toEqual([...expected].reverse());
  expect(await codes({ orderBy: 'at', orderDir: 'desc' })).toEqual(['e-5', 'd-4', 'c-3', 'b-2', 'a-1']);
  // a list of columns: kind, then name; ties on everything fall back to the id
  const byKind = (await run({ orderBy: 'kind' })).list.map((r) => r.kind);
  expect(byKind).toEqual([1, 1, 2, 2, 3]);
  expect(await codes({ orderBy: 'id', orderDir: 'desc' })).toEqual(['e-5', 'd-4', 'c-3', 'b-2', 'a-1']);
  await expect(run({ orderBy: 'code' as never })).rejects.toMatchObject({ statusCode: 400, messageKey: 'list.badOrderBy' });
  await expect(run({ orderBy: 'name; drop table kit_item' as never })).rejects.toBeInstanceOf(AppError);
});

test('paging in SQL with an exact total; a page past the end is empty but keeps the total', async () => {
  const p1 = await run({ pageSize: 2 });
  expect(p1).toMatchObject({ total: 5, currentPage: 1 });
  expect(p1.list.map((r) => r.code)).toEqual(['a-1', 'b-2']);
  const p3 = await run({ pageSize: 2, pageNum: 3 });
  expect(p3.list.map((r) => r.code)).toEqual(['e-5']);
  expect(await run({ pageSize: 2, pageNum: 9 })).toEqual({ list: [], total: 5, currentPage: 9 });
  expect((await run({ pageSize: 1, kind: 2 })).total).toBe(2);
  // rows mapped by the caller; extra conditions of the call
  const mapped = (await run({}, { where: sql`${item.kind} > 1`, map: (r) => r.code.toUpperCase() })) as unknown as PageResultOf<string>;
  expect(mapped).toMatchObject({ list: ['B-2', 'C-3', 'D-4'], total: 3 });
});

test('data scope: own department sees its rows plus its own, self-only sees its own, admin sees all', async () => {
  const role = (dataScope: number) => ({ id: 99, dataScope }) as UserAccess['roles'][number];
  const access = (dataScope: number, isAdmin = false) => ({ roles: [role(dataScope)], isAdmin }) as unknown as UserAccess;
  const user = (id: number, deptId: number | null) => ({ id, deptId }) as AuthUser;
  expect(await codes({}, { scope: { access: access(DataScope.OWN_DEPT), user: user(13, 2) } })).toEqual(['c-3', 'd-4', 'e-5']);
  expect(await codes({}, { scope: { access: access(DataScope.SELF), user: user(10, 2) } })).toEqual(['a-1', 'd-4']);
  expect(await codes({}, { scope: { access: access(DataScope.SELF, true), user: user(10, 2) } })).toHaveLength(5);
  const scoped = await run({ pageSize: 1 }, { scope: { access: access(DataScope.OWN_DEPT), user: user(99, 1) } });
  expect(scoped.total).toBe(2); // the total counts the scope too
});

test('estimated totals only for big unfiltered tables', async () => {
  const big = defineList<Q, NonNullable<Q['orderBy']>>({ ...list.spec, estimateTotals: true });
  await t.db.execute(sql`analyze kit_item`);
  // below the estimate threshold the count is exact, filtered or not
  expect((await big.run(t.db, { pageSize: 2 }, t.db.select().from(item).$dynamic())).total).toBe(5);
  expect((await big.run(t.db, { kind: 2 }, t.db.select().from(item).$dynamic())).total).toBe(2);
});

test('getOr404 / getAllOr404 answer 404 with the entity message', async () => {
  expect((await getOr404(t.db, item, ids['c-3'], 'post.notFound')).name).toBe('Gamma');
  await expect(getOr404(t.db, item, 999_999, 'post.notFound')).rejects.toMatchObject({ statusCode: 404, messageKey: 'post.notFound' });
  await expect(getOr404(t.db, item, ids['c-3'], 'post.notFound', sql`${item.active} = false`)).rejects.toMatchObject({ statusCode: 404 });
  expect(await getAllOr404(t.db, item, [ids['a-1'], ids['a-1'], ids['b-2']], 'role.notFound')).toHaveLength(2);
  await expect(getAllOr404(t.db, item, [ids['a-1'], 999_999], 'role.notFound')).rejects.toMatchObject({ statusCode: 404, messageKey: 'role.notFound' });
});

test('uniqueOr409 turns a unique violation into the entity 409 and passes other errors on', async () => {
  const dup = () => t.db.insert(item).values({ name: 'Dup', code: 'a-1', kind: 1, active: true, at: new Date(), ownerId: 1 });
  await expect(uniqueOr409(dup, 'post.codeTaken', { code: 'a-1' })).rejects.toMatchObject({
    statusCode: 409,
    messageKey: 'post.codeTaken',
    params: { code: 'a-1' },
  });
  await expect(uniqueOr409(() => t.db.execute(sql`select * from kit_missing_table`), 'post.codeTaken')).rejects.not.toBeInstanceOf(AppError);
  const [r] = await uniqueOr409(() => t.db.insert(item).values({ name: 'New', code: 'n-1', kind: 1, active: true, at: new Date(), ownerId: 1 }).returning(), 'post.codeTaken');
  expect(r.code).toBe('n-1');
});

test('assertNotReferenced: 409 naming the row and how many hold it; only counted references block', async () => {
  await t.db.insert(itemRef).values([
    { itemId: ids['b-2'], live: true },
    { itemId: ids['b-2'], live: true },
    { itemId: ids['c-3'], live: false },
  ]);
  const names = (id: number) => ROWS.find((r) => ids[r[1]] === id)?.[0] ?? '?';
  const refs = [{ column: itemRef.itemId, where: sql`${itemRef.live}`, message: 'post.inUse' as const }];
  await expect(assertNotReferenced(t.db, [ids['a-1'], ids['b-2']], refs, names)).rejects.toMatchObject({
    statusCode: 409,
    messageKey: 'post.inUse',
    params: { name: 'beta_x', count: 2 },
  });
  await expect(assertNotReferenced(t.db, [ids['a-1'], ids['c-3']], refs, names)).resolves.toBeUndefined();
  await expect(assertNotReferenced(t.db, [ids['c-3']], [{ column: itemRef.itemId, message: 'role.inUse' }], names)).rejects.toMatchObject({
    messageKey: 'role.inUse',
    params: { name: 'Gamma', count: 1 },
  });
});
