/**
 * Contract orders: drafts edited, active ones never (409); every state change through
 * transition() with its audit row; suspended client → activate refused; revise makes a new
 * version and leaves the old one's rates (and a job's snapshot) as they were; the daily sweep
 * expires orders past their last day; list filters; 403.
 */
import { ContractOrderApi } from '@shiftdesk/shared/api';
import { and, asc, eq } from 'drizzle-orm';
import { withTransaction } from '../../src/core/data/unit-of-work';
import { auditLog } from '../../src/db/schema';
import { SCHEDULES } from '../../src/jobs/schedules';
import { expireContractOrders, ratesForJob } from '../../src/modules/finance/contract-order/service';
import { createTestApp, eventually, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken, userWith } from '../support/sessions';
import { makeClient, makeDept, makeOrder, makePosition, POLICY } from './fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp({ jobs: { pollingIntervalSeconds: 0.5, schedules: [] } });
  A = api(t, (await adminToken(t)).token);
}, 120_000);
afterAll(() => t.close());

const history = async (id: number) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contractOrder'), eq(auditLog.entityId, id)))
      .orderBy(asc(auditLog.id))
  ).map((l) => [l.action, l.fromState, l.toState]);

async function setup() {
  const clientId = await makeClient(A);
  const deptId = await makeDept(A, clientId);
  const server = await makePosition(A);
  const cook = await makePosition(A);
  return { clientId, deptId, server, cook };
}

test('a draft: numbered, policy defaults filled, markup shown; edited while draft; refused once active (409)', async () => {
  const { deptId, server, cook } = await setup();
  const id = await makeOrder(A, deptId, [{ positionId: server, payRate: 1200, billRate: 1800 }], {
    policy: { ...POLICY, poNumber: 'PO-7781' },
  });
  const got = (await A.get(`/finance/contractOrder/get?id=${id}`)).json().data;
  expect(got).toMatchObject({
    status: 'draft',
    version: 1,
    revisedFrom: null,
    policy: {
      ...POLICY,
      phPayRule: 'extra_day',
      lateGraceMinutes: 0,
      noShowAfterMinutes: 60,
      poNumber: 'PO-7781',
      partIvExempt: false,
    },
    rates: [{ positionId: server, payRate: 1200, billRate: 1800, markupBp: 5000 }],
  });
  expect(got.number).toMatch(/^CO-\d{4}-\d{5}$/);
  const next = (
    await A.get(
      `/finance/contractOrder/get?id=${await makeOrder(A, deptId, [{ positionId: server, payRate: 1, billRate: 1 }])}`,
    )
  ).json().data;
  expect(Number(next.number.slice(-5))).toBe(Number(got.number.slice(-5)) + 1);

  const edit = {
    id,
    contractDeptId: deptId,
    validFrom: '2026-02-01',
    validTo: '2026-12-31',
    policy: POLICY,
    rates: [{ positionId: cook, payRate: 1400, billRate: 2000 }],
  };
  expect((await A.put('/finance/contractOrder/edit', edit)).json().code).toBe(0);
  expect((await A.get(`/finance/contractOrder/get?id=${id}`)).json().data.rates).toEqual([
    { positionId: cook, positionName: expect.any(String), payRate: 1400, billRate: 2000, markupBp: 4286 },
  ]);
  expect((await A.put('/finance/contractOrder/activate', { id })).json().data.status).toBe('active');
  const refused = await A.put('/finance/contractOrder/edit', edit);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toMatch(/is active: only a draft can be edited/);
  expect((await A.del('/finance/contractOrder/delete', { ids: [id] })).statusCode).toBe(409);
});

test('form checks: dates in order, one rate per position, known positions, bill not below pay', async () => {
  const { deptId, server } = await setup();
  const base = {
    contractDeptId: deptId,
    validFrom: '2026-03-01',
    validTo: '2026-02-01',
    policy: POLICY,
    rates: [{ positionId: server, payRate: 1, billRate: 2 }],
  };
  expect((await A.post('/finance/contractOrder/add', base)).json().data.errors[0].field).toBe('body.validTo');
  const dup = { ...base, validTo: '2026-04-01', rates: [base.rates[0], base.rates[0]] };
  expect((await A.post('/finance/contractOrder/add', dup)).json().data.errors[0].field).toBe('body.rates');
  const unknown = { ...base, validTo: '2026-04-01', rates: [{ positionId: 999999, payRate: 1, billRate: 2 }] };
  expect((await A.post('/finance/contractOrder/add', unknown)).json().data.errors[0].field).toBe('body.rates');
  const loss = { ...base, validTo: '2026-04-01', rates: [{ positionId: server, payRate: 1500, billRate: 1400 }] };
  const refused = await A.post('/finance/contractOrder/add', loss);
  expect(refused.statusCode).toBe(400);
  expect(refused.json().data.errors).toEqual([
    { field: 'body.rates.0.billRate', message: 'The bill rate must not be below the pay rate' },
  ]);
  // OT pay below 1.5× is refused by the schema (Employment Act floor).
  const lowOt = { ...base, validTo: '2026-04-01', policy: { ...POLICY, otPayMultiplier: 1.2 } };
  expect((await A.post('/finance/contractOrder/add', lowOt)).json().data.errors[0].field).toBe(
    'body.policy.otPayMultiplier',
  );
});

test('every transition goes through the machine with an audit row; terminate needs a reason', async () => {
  const { deptId, server } = await setup();
  const id = await makeOrder(A, deptId, [{ positionId: server, payRate: 1200, billRate: 1800 }]);
  expect((await A.put('/finance/contractOrder/terminate', { id, reason: 'x' })).statusCode).toBe(409);
  expect((await A.put('/finance/contractOrder/activate', { id })).json().data).toMatchObject({
    from: 'draft',
    to: 'active',
    status: 'active',
  });
  expect((await A.put('/finance/contractOrder/activate', { id })).statusCode).toBe(409);
  expect((await A.put('/finance/contractOrder/terminate', { id })).statusCode).toBe(400);
  expect(
    (await A.put('/finance/contractOrder/terminate', { id, reason: 'client closed the outlet' })).json().data.status,
  ).toBe('terminated');
  expect(await history(id)).toEqual([
    ['created', null, 'draft'],
    ['activate', 'draft', 'active'],
    ['terminate', 'active', 'terminated'],
  ]);
  const [term] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'terminate')));
  expect(term.reason).toBe('client closed the outlet');
});

test("a suspended client's order cannot be activated, with a clear message; after reactivation it can", async () => {
  const name = `Suspended Co ${Math.random().toString(36).slice(2, 7)}`;
  const clientId = await makeClient(A, { name });
  const deptId = await makeDept(A, clientId);
  const id = await makeOrder(A, deptId, [{ positionId: await makePosition(A), payRate: 1000, billRate: 1500 }]);
  await A.put('/finance/client/suspend', { id: clientId, reason: 'overdue' });
  const refused = await A.put('/finance/contractOrder/activate', { id });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(`Client "${name}" is suspended: its contract orders cannot be activated`);
  expect((await A.get(`/finance/contractOrder/get?id=${id}`)).json().data.status).toBe('draft');
  expect(await history(id)).toEqual([['created', null, 'draft']]);
  await A.put('/finance/client/reactivate', { id: clientId });
  expect((await A.put('/finance/contractOrder/activate', { id })).json().data.status).toBe('active');
});

test('revise: a new draft version with copied terms; the old rates and a job snapshot taken before stay as they were', async () => {
  const { deptId, server, cook } = await setup();
  const id = await makeOrder(A, deptId, [
    { positionId: server, payRate: 1200, billRate: 1800 },
    { positionId: cook, payRate: 1500, billRate: 2200 },
  ]);
  // Only an active order is revised.
  expect((await A.post('/finance/contractOrder/revise', { id, validFrom: '2026-07-01' })).statusCode).toBe(409);
  await A.put('/finance/contractOrder/activate', { id });
  const snapshot = await ratesForJob(t.db, id, server, '2026-08-15');
  expect(snapshot).toMatchObject({ contractOrderId: id, payRate: 1200, billRate: 1800, policy: POLICY });

  expect((await A.post('/finance/contractOrder/revise', { id, validFrom: '2026-01-01' })).statusCode).toBe(400);
  const rev = await A.post('/finance/contractOrder/revise', { id, validFrom: '2026-07-01' });
  expect(rev.json().code).toBe(0);
  const v2 = rev.json().data.id;
  expect((await A.post('/finance/contractOrder/revise', { id, validFrom: '2026-08-01' })).statusCode).toBe(409);
  const draft = (await A.get(`/finance/contractOrder/get?id=${v2}`)).json().data;
  const old = (await A.get(`/finance/contractOrder/get?id=${id}`)).json().data;
  expect(draft).toMatchObject({
    number: old.number,
    version: 2,
    revisedFrom: id,
    status: 'draft',
    validFrom: '2026-07-01',
    validTo: '2026-12-31',
    policy: old.policy,
    rates: old.rates,
  });
  expect(old.revisedBy).toBe(v2);

  // The new version raises the server's rates, then goes live.
  await A.put('/finance/contractOrder/edit', {
    id: v2,
    contractDeptId: deptId,
    validFrom: '2026-07-01',
    validTo: '2026-12-31',
    policy: { ...POLICY, otBillMultiplier: 1.75 },
    rates: [
      { positionId: server, payRate: 1300, billRate: 1950 },
      { positionId: cook, payRate: 1500, billRate: 2200 },
    ],
  });
  expect((await A.put('/finance/contractOrder/activate', { id: v2 })).json().data.status).toBe('active');

  const after = (await A.get(`/finance/contractOrder/get?id=${id}`)).json().data;
  expect(after.rates).toEqual(old.rates);
  expect(after.policy).toEqual(old.policy);
  expect(after.validTo).toBe('2026-06-30');
  expect(after.status).toBe('expired'); // its new last day has passed
  expect(snapshot).toMatchObject({ payRate: 1200, billRate: 1800, policy: { otBillMultiplier: 1.5 } });

  // New jobs pick the version in force on their date, from either id.
  expect(await ratesForJob(t.db, id, server, '2026-03-10')).toMatchObject({ contractOrderId: id, payRate: 1200 });
  expect(await ratesForJob(t.db, id, server, '2026-08-15')).toMatchObject({
    contractOrderId: v2,
    payRate: 1300,
    policy: { otBillMultiplier: 1.75 },
  });
  await expect(ratesForJob(t.db, v2, server, '2027-01-05')).rejects.toMatchObject({ statusCode: 409 });
  expect((await history(id)).map((h) => h[0])).toEqual(['created', 'activate', 'revised', 'edited', 'expire']);
  expect(await history(v2)).toEqual([
    ['created', null, 'draft'],
    ['edited', null, null],
    ['activate', 'draft', 'active'],
  ]);
});

test('the daily sweep expires active orders past their last day (through transition, as the system), and is scheduled', async () => {
  expect(SCHEDULES.map((s) => s.queue)).toContain('finance.expireContractOrders');
  const { deptId, server } = await setup();
  const past = await makeOrder(A, deptId, [{ positionId: server, payRate: 1, billRate: 2 }], {
    validFrom: '2026-01-01',
    validTo: '2026-03-31',
  });
  const current = await makeOrder(A, deptId, [{ positionId: server, payRate: 1, billRate: 2 }], {
    validFrom: '2026-01-01',
    validTo: '2026-04-01',
  });
  const draft = await makeOrder(A, deptId, [{ positionId: server, payRate: 1, billRate: 2 }], {
    validFrom: '2026-01-01',
    validTo: '2026-03-01',
  });
  for (const id of [past, current]) await A.put('/finance/contractOrder/activate', { id });
  await t.app.ctx.jobs.send('finance.expireContractOrders', { today: '2026-04-01' });
  await eventually(
    async () => (await A.get(`/finance/contractOrder/get?id=${past}`)).json().data.status === 'expired',
    20_000,
  );
  expect((await A.get(`/finance/contractOrder/get?id=${current}`)).json().data.status).toBe('active');
  expect((await A.get(`/finance/contractOrder/get?id=${draft}`)).json().data.status).toBe('draft');
  const [line] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, past), eq(auditLog.action, 'expire')));
  expect(line).toMatchObject({
    entity: 'contractOrder',
    fromState: 'active',
    toState: 'expired',
    actorId: null,
    actorName: 'system',
  });
  // A rerun for the same day finds nothing more to do.
  const again = await withTransaction(t.app.ctx, (tx) => expireContractOrders(tx, '2026-04-01'));
  expect(again.filter((id) => [past, current, draft].includes(id))).toEqual([]);
});

test('list: by client, department, status, validOn, number; sort; paging', async () => {
  const { clientId, deptId, server } = await setup();
  const ids = [];
  for (const [from, to] of [
    ['2026-01-01', '2026-03-31'],
    ['2026-04-01', '2026-06-30'],
    ['2026-07-01', '2026-12-31'],
  ]) {
    ids.push(
      await makeOrder(A, deptId, [{ positionId: server, payRate: 1, billRate: 2 }], { validFrom: from, validTo: to }),
    );
  }
  await A.put('/finance/contractOrder/activate', { id: ids[1] });
  const q = async (s: string) => (await A.get(`/finance/contractOrder/list?${s}`)).json().data;
  expect((await q(`clientId=${clientId}`)).total).toBe(3);
  expect((await q(`contractDeptId=${deptId}&status=active`)).list.map((o: { id: number }) => o.id)).toEqual([ids[1]]);
  expect((await q(`contractDeptId=${deptId}&validOn=2026-05-05`)).list.map((o: { id: number }) => o.id)).toEqual([
    ids[1],
  ]);
  const byFrom = await q(`contractDeptId=${deptId}&orderBy=validFrom&orderDir=asc&pageSize=2&pageNum=2`);
  expect(byFrom.list.map((o: { id: number }) => o.id)).toEqual([ids[2]]);
  const number = (await A.get(`/finance/contractOrder/get?id=${ids[0]}`)).json().data.number;
  expect((await q(`number=${number}`)).list.map((o: { id: number }) => o.id)).toEqual([ids[0]]);
  expect((await A.get('/finance/contractOrder/list?orderBy=policy')).statusCode).toBe(400);
});

test('403 without the rule of the action', async () => {
  const u = await userWith(t, { rules: [ContractOrderApi.rule.list, ContractOrderApi.rule.get] });
  const U = api(t, u.token);
  expect((await U.get('/finance/contractOrder/list')).statusCode).toBe(200);
  expect((await U.put('/finance/contractOrder/activate', { id: 1 })).statusCode).toBe(403);
  expect((await U.post('/finance/contractOrder/revise', { id: 1, validFrom: '2026-05-01' })).statusCode).toBe(403);
});
