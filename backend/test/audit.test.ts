/**
 * The audit trail over the API: System → Audit (filters, sort, paging, its rule) and a
 * record's History (newest first; readable with the entity's own `get` rule, nothing else).
 */
import { contractOrderMachine } from '@shiftdesk/shared/api';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../src/core/data/audit-trail';
import { registerHistoryScope } from '../src/core/data/machine-registry';
import { transition } from '../src/core/data/transition';
import { withTransaction } from '../src/core/data/unit-of-work';
import { sysMenu, sysRole, sysRoleMenu, sysUserRole } from '../src/db/schema';
import { ADMIN_PASSWORD, API, createTestApp, createUser, TEST_USER_PASSWORD, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
let reader: string;
let plain: string;
const get = (url: string, token = admin) => t.get(`${API}${url}`, token);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.db.execute(
    sql`create table t_order (id integer generated always as identity primary key, status varchar(64) not null)`,
  );
  await t.db.execute(sql`insert into t_order (status) values ('draft'), ('draft')`);
  const alice = { id: 1, name: 'alice' };
  const bob = { id: 2, name: 'bob' };
  await withTransaction(t.app.ctx, async (tx) => {
    await recordAudit(tx, {
      entity: 'contractOrder',
      entityId: 1,
      action: 'created',
      to: 'draft',
      actor: alice,
      at: new Date('2026-01-05T02:00:00Z'),
    });
    await recordAudit(tx, {
      entity: 'contractOrder',
      entityId: 2,
      action: 'created',
      to: 'draft',
      actor: bob,
      at: new Date('2026-01-06T02:00:00Z'),
    });
    await recordAudit(tx, {
      entity: 'invoice',
      entityId: 1,
      action: 'created',
      to: 'draft',
      actor: bob,
      at: new Date('2026-01-07T02:00:00Z'),
    });
  });
  await withTransaction(t.app.ctx, (tx) =>
    transition(tx, { machine: contractOrderMachine, table: 't_order', id: 1, action: 'activate', actor: alice }),
  );
  await withTransaction(t.app.ctx, (tx) =>
    transition(tx, {
      machine: contractOrderMachine,
      table: 't_order',
      id: 1,
      action: 'terminate',
      actor: bob,
      reason: 'Client closed the site',
    }),
  );

  // A role that may read contract orders (and so their History), nothing else.
  const [menu] = await t.db
    .update(sysMenu)
    .set({ status: 1 })
    .where(eq(sysMenu.apiRule, 'api/v1/finance/contractOrder/get'))
    .returning({ id: sysMenu.id });
  const [role] = await t.db
    .insert(sysRole)
    .values({ name: 'Order reader', roleKey: 'order_reader', status: 1 })
    .returning({ id: sysRole.id });
  await t.db.insert(sysRoleMenu).values({ roleId: role.id, menuId: menu.id });
  const readerId = await createUser(t.db, { userName: 'reader', dept: 'IT' });
  await t.db.insert(sysUserRole).values({ userId: readerId, roleId: role.id });
  reader = await t.login('reader', TEST_USER_PASSWORD);
  await createUser(t.db, { userName: 'plain', dept: 'IT', roles: ['common'] });
  plain = await t.login('plain', TEST_USER_PASSWORD);
});
afterAll(() => t.close());

test('the list: newest first by default, every field of a row', async () => {
  const res = await get('/system/audit/list');
  expect(res.statusCode).toBe(200);
  const { list, total } = res.json().data;
  expect(total).toBe(5);
  expect(list[0]).toMatchObject({
    entity: 'contractOrder',
    entityId: 1,
    action: 'terminate',
    fromState: 'active',
    toState: 'terminated',
    actorId: 2,
    actorName: 'bob',
    reason: 'Client closed the site',
    data: null,
  });
  expect(new Date(list[0].at).toISOString()).toBe(list[0].at);
  const ats = list.map((r: { at: string }) => r.at);
  expect([...ats].sort().reverse()).toEqual(ats);
});

test('filters: entity, entityId, actor, action, Singapore date range; sort and paging', async () => {
  const ids = async (q: string) =>
    (await get(`/system/audit/list?${q}`))
      .json()
      .data.list.map(
        (r: { entity: string; entityId: number; action: string }) => `${r.entity}#${r.entityId}:${r.action}`,
      );
  expect(await ids('entity=invoice')).toEqual(['invoice#1:created']);
  expect(await ids('entity=contractOrder&entityId=2')).toEqual(['contractOrder#2:created']);
  expect(await ids('actor=ALI')).toEqual(['contractOrder#1:activate', 'contractOrder#1:created']);
  expect(await ids('action=terminate')).toEqual(['contractOrder#1:terminate']);
  // 2026-01-06 02:00Z is 10:00 on 6 Jan in Singapore
  expect(await ids('dateRange[]=2026-01-06&dateRange[]=2026-01-06')).toEqual(['contractOrder#2:created']);
  expect(await ids('orderBy=at&orderDir=asc&pageSize=2')).toEqual([
    'contractOrder#1:created',
    'contractOrder#2:created',
  ]);
  const p2 = (await get('/system/audit/list?orderBy=at&orderDir=asc&pageSize=2&pageNum=2')).json().data;
  expect(p2.currentPage).toBe(2);
  expect(p2.list.map((r: { entity: string }) => r.entity)).toEqual(['invoice', 'contractOrder']);
  expect((await get('/system/audit/list?orderBy=nope')).statusCode).toBe(400);
  expect((await get('/system/audit/list?entity=drop%20table')).statusCode).toBe(400);
});

test('the list needs its rule', async () => {
  expect((await get('/system/audit/list', plain)).statusCode).toBe(403);
  expect((await get('/system/audit/list', reader)).statusCode).toBe(403);
});

test("a record's History: newest first, only that record", async () => {
  const res = await get('/system/audit/history?entity=contractOrder&entityId=1');
  expect(res.statusCode).toBe(200);
  expect(res.json().data.map((r: { action: string }) => r.action)).toEqual(['terminate', 'activate', 'created']);
});

test("a module's History scope (e.g. data scope) limits which records' History a user sees", async () => {
  // The reader holds contract orders' get rule; the scope lets them see order #2 only.
  registerHistoryScope('contractOrder', async (req, id) => req.user?.userName === 'admin' || id === 2);
  try {
    expect((await get('/system/audit/history?entity=contractOrder&entityId=1', reader)).statusCode).toBe(403);
    expect((await get('/system/audit/history?entity=contractOrder&entityId=2', reader)).statusCode).toBe(200);
    expect((await get('/system/audit/history?entity=contractOrder&entityId=1')).statusCode).toBe(200);
  } finally {
    registerHistoryScope('contractOrder', async () => true);
  }
});

test("History is readable with the entity's get rule, and only with it", async () => {
  const own = await get('/system/audit/history?entity=contractOrder&entityId=1', reader);
  expect(own.statusCode).toBe(200);
  expect(own.json().data).toHaveLength(3);
  expect((await get('/system/audit/history?entity=invoice&entityId=1', reader)).statusCode).toBe(403);
  expect((await get('/system/audit/history?entity=contractOrder&entityId=1', plain)).statusCode).toBe(403);
  const unknown = await t.get(`${API}/system/audit/history?entity=spaceship&entityId=1`, admin, {
    'accept-language': 'zh-CN',
  });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().message).toBe('未知的记录类型“spaceship”');
  expect((await t.get(`${API}/system/audit/history?entity=contractOrder&entityId=1`)).statusCode).toBe(401);
});
