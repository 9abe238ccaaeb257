/** Clients: UEN and GST validation, unique name/UEN, list filters/sort/paging, delete refused while departments exist, suspend/reactivate audited, 403 without the rule. */

import { CLIENT_UEN_PATTERN, ClientApi } from '@shiftdesk/shared/api';
import { UEN_PATTERN } from '@shiftdesk/shared/rules';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../src/core/base/errors';
import { auditLog } from '../../src/db/schema';
import { assertClientActive } from '../../src/modules/finance/client/service';
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken, userWith } from '../support/sessions';
import { makeClient, makeDept, nextUen } from './fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  name: `Kopi Corner ${Math.random().toString(36).slice(2, 8)}`,
  uen: nextUen(),
  gstRegistered: false,
  billingAddress: '200 Victoria Street, Singapore 188021',
  billingEmail: 'finance@kopicorner.sg',
  billingFrequency: 'weekly',
  ...over,
});

test('the API schema checks the same UEN formats as the rules library', () => {
  expect(CLIENT_UEN_PATTERN).toBe(UEN_PATTERN);
});

test('a bad UEN answers 400 naming uen, in both languages; an unknown entity type too', async () => {
  const bad = await A.post('/finance/client/add', body({ uen: 'ABC123' }));
  expect(bad.statusCode).toBe(400);
  expect(bad.json().data.errors.map((e: { field: string }) => e.field)).toContain('body.uen');
  expect(bad.json().message).toMatch(/UEN/);
  const zh = await api(t, (await adminToken(t)).token, 'zh-CN').post('/finance/client/add', body({ uen: 'ABC123' }));
  expect(zh.json().message).toMatch(/ACRA 格式/);
  // TyyPQnnnnX with an entity type ACRA does not publish ("ZZ"): format-shaped but refused by isValidUen.
  const zz = await A.post('/finance/client/add', body({ uen: 'T09ZZ1234A' }));
  expect(zz.statusCode).toBe(400);
  expect(zz.json().data.errors[0].field).toBe('body.uen');
  // The three formats pass.
  for (const uen of ['53012345D', '201912399K', 'T09LL0001B']) {
    const r = await A.post('/finance/client/add', body({ uen }));
    expect([uen, r.json().code]).toEqual([uen, 0]);
    expect((await A.get(`/finance/client/get?id=${r.json().data.id}`)).json().data.uen).toBe(uen);
  }
});

test('GST registered needs its number; payment terms default to 30; name and UEN are unique (409)', async () => {
  const noGst = await A.post('/finance/client/add', body({ gstRegistered: true }));
  expect(noGst.statusCode).toBe(400);
  expect(noGst.json().data.errors[0].field).toBe('body.gstRegNo');
  const b = body({ gstRegistered: true, gstRegNo: 'M90312345X' });
  const id = (await A.post('/finance/client/add', b)).json().data.id;
  const got = (await A.get(`/finance/client/get?id=${id}`)).json().data;
  expect(got).toMatchObject({ paymentTermsDays: 30, status: 'active', gstRegNo: 'M90312345X', deptCount: 0 });
  const sameName = await A.post('/finance/client/add', body({ name: b.name }));
  expect(sameName.statusCode).toBe(409);
  expect(sameName.json().message).toContain(b.name);
  // The 409 names its field in the shape of a 400's field errors, so the form shows it there.
  expect(sameName.json().data.errors).toEqual([{ field: 'body.name', message: sameName.json().message }]);
  const sameUen = await A.post('/finance/client/add', body({ uen: b.uen }));
  expect(sameUen.statusCode).toBe(409);
  expect(sameUen.json().message).toContain(b.uen);
  expect(sameUen.json().data.errors).toEqual([{ field: 'body.uen', message: sameUen.json().message }]);
  // Edit keeps its own name and UEN; the History has created + edited lines.
  expect((await A.put('/finance/client/edit', { ...b, id, paymentTermsDays: 45 })).json().code).toBe(0);
  const lines = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'client'), eq(auditLog.entityId, id)));
  expect(lines.map((l) => l.action)).toEqual(['created', 'edited']);
  expect(lines[1].data).toEqual({ fields: { paymentTermsDays: [30, 45] } });
});

test('list: keyword over name and UEN, status filter, whitelisted sort, paging with totals', async () => {
  const tag = Math.random().toString(36).slice(2, 8);
  const ids: number[] = [];
  for (const name of ['Alpha', 'Bravo', 'Charlie']) ids.push(await makeClient(A, { name: `${tag} ${name}` }));
  const p1 = (await A.get(`/finance/client/list?keyword=${tag}&orderBy=name&orderDir=desc&pageSize=2`)).json().data;
  expect(p1.total).toBe(3);
  expect(p1.list.map((c: { name: string }) => c.name)).toEqual([`${tag} Charlie`, `${tag} Bravo`]);
  const p2 = (await A.get(`/finance/client/list?keyword=${tag}&orderBy=name&orderDir=desc&pageSize=2&pageNum=2`)).json()
    .data;
  expect(p2.list.map((c: { name: string }) => c.name)).toEqual([`${tag} Alpha`]);
  const uen = (await A.get(`/finance/client/get?id=${ids[0]}`)).json().data.uen;
  expect(
    (await A.get(`/finance/client/list?keyword=${uen}`)).json().data.list.map((c: { id: number }) => c.id),
  ).toEqual([ids[0]]);
  expect((await A.get('/finance/client/list?orderBy=billingEmail')).statusCode).toBe(400);
  await A.put('/finance/client/suspend', { id: ids[1], reason: 'overdue invoices' });
  const suspended = (await A.get(`/finance/client/list?keyword=${tag}&status=suspended`)).json().data;
  expect(suspended.list.map((c: { id: number }) => c.id)).toEqual([ids[1]]);
});

test('assertClientActive (for publishing jobs): a suspended client → 409 naming it, an unknown one → 404', async () => {
  const id = await makeClient(A, { name: `Hold Co ${Math.random().toString(36).slice(2, 7)}` });
  await expect(assertClientActive(t.db, id)).resolves.toBeUndefined();
  await A.put('/finance/client/suspend', { id, reason: 'credit hold' });
  const refused = await assertClientActive(t.db, id).catch((e: AppError) => e);
  expect(refused).toBeInstanceOf(AppError);
  const name = (await A.get(`/finance/client/get?id=${id}`)).json().data.name;
  expect([(refused as AppError).statusCode, (refused as AppError).messageKey, (refused as AppError).params]).toEqual([
    409,
    'client.suspended',
    { name },
  ]);
  await expect(assertClientActive(t.db, 2_000_000_000)).rejects.toMatchObject({ statusCode: 404, messageKey: 'client.notFound' });
});

test('suspend (reason required) and reactivate go through the machine with audit rows', async () => {
  const id = await makeClient(A);
  expect((await A.put('/finance/client/suspend', { id })).statusCode).toBe(400);
  const s = await A.put('/finance/client/suspend', { id, reason: 'credit hold' });
  expect(s.json().data).toMatchObject({ id, from: 'active', to: 'suspended', status: 'suspended' });
  expect((await A.put('/finance/client/suspend', { id, reason: 'again' })).statusCode).toBe(409);
  expect((await A.put('/finance/client/reactivate', { id })).json().data.status).toBe('active');
  const lines = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'client'), eq(auditLog.entityId, id)));
  expect(lines.map((l) => [l.action, l.fromState, l.toState, l.reason])).toEqual([
    ['created', null, 'active', ''],
    ['suspend', 'active', 'suspended', 'credit hold'],
    ['reactivate', 'suspended', 'active', ''],
  ]);
});

test('delete is refused while the client has departments (409 naming it), then allowed', async () => {
  const name = `Held ${Math.random().toString(36).slice(2, 8)}`;
  const id = await makeClient(A, { name });
  const dept = await makeDept(A, id);
  const res = await A.del('/finance/client/delete', { ids: [id] });
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe(`Client "${name}" still has 1 contract department(s); delete them first`);
  expect((await A.del('/finance/contractDept/delete', { ids: [dept] })).json().code).toBe(0);
  expect((await A.del('/finance/client/delete', { ids: [id] })).json().code).toBe(0);
  expect((await A.get(`/finance/client/get?id=${id}`)).statusCode).toBe(404);
});

test('403 without the rule; a list-only role cannot add', async () => {
  const none = await userWith(t, { rules: [] });
  expect((await api(t, none.token).get('/finance/client/list')).statusCode).toBe(403);
  const reader = await userWith(t, { rules: [ClientApi.rule.list] });
  const R = api(t, reader.token);
  expect((await R.get('/finance/client/list')).statusCode).toBe(200);
  expect((await R.post('/finance/client/add', body())).statusCode).toBe(403);
  expect((await R.put('/finance/client/suspend', { id: 1, reason: 'x' })).statusCode).toBe(403);
});

test("data scope: a role limited to its own department lists only its department's clients", async () => {
  const mine = await userWith(t, {
    rules: [ClientApi.rule.list, ClientApi.rule.add],
    dataScope: 3,
    dept: 'Operations',
  });
  const M = api(t, mine.token);
  const tag = Math.random().toString(36).slice(2, 8);
  const own = (await M.post('/finance/client/add', body({ name: `${tag} own` }))).json().data.id;
  await makeClient(A, { name: `${tag} admin` });
  const seen = (await M.get(`/finance/client/list?keyword=${tag}`)).json().data;
  expect(seen.list.map((c: { id: number }) => c.id)).toEqual([own]);
  expect((await A.get(`/finance/client/list?keyword=${tag}`)).json().data.total).toBe(2);
});
