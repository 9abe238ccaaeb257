/**
 * Allowances: added pending; approve / reject through transition() with their audit rows;
 * approval hands the allowance to the wallet hook (once); reject needs a reason; 403s; validation.
 */
import { AllowanceApi } from '@shiftdesk/shared/api';
import { type ApprovedAllowance, onAllowanceApproved } from '../../src/modules/workforce/allowance/service';
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken, userWith } from '../support/sessions';
import { historyOf, makeWorker } from './conduct-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
}, 120_000);
afterAll(() => {
  onAllowanceApproved(null);
  return t.close();
});

const add = async (body: Record<string, unknown>) => {
  const r = await A.post('/workforce/allowance/add', body);
  if (r.json().code !== 0) throw new Error(r.body);
  return r.json().data.id as number;
};

test('approve: pending → approved, audited, the wallet hook gets it once; reject needs a reason', async () => {
  const credited: ApprovedAllowance[] = [];
  onAllowanceApproved(async (_tx, a) => {
    credited.push(a);
  });
  const w = await makeWorker(t);
  const id = await add({ workerId: w, type: 'transport', amount: 1250, workDate: '2026-03-02', remark: 'Taxi after 11pm' });
  expect((await A.get(`/workforce/allowance/get?id=${id}`)).json().data).toMatchObject({
    workerId: w,
    amount: 1250,
    status: 'pending',
    workDate: '2026-03-02',
  });
  expect((await A.put('/workforce/allowance/approve', { id })).json().data).toMatchObject({ from: 'pending', to: 'approved' });
  expect(credited).toEqual([expect.objectContaining({ id, workerId: w, amount: 1250 })]);
  expect((await A.put('/workforce/allowance/approve', { id })).statusCode).toBe(409);
  expect(credited).toHaveLength(1);
  expect((await A.get(`/workforce/allowance/get?id=${id}`)).json().data.decidedBy).not.toBeNull();

  const other = await add({ workerId: w, type: 'meal', amount: 800, workRecordId: 42 });
  expect((await A.put('/workforce/allowance/reject', { id: other })).statusCode).toBe(400);
  expect((await A.put('/workforce/allowance/reject', { id: other, reason: 'Meal provided on site' })).json().code).toBe(0);
  expect((await A.get(`/workforce/allowance/get?id=${other}`)).json().data).toMatchObject({
    status: 'rejected',
    decisionReason: 'Meal provided on site',
  });
  expect(credited).toHaveLength(1);
  expect(await historyOf(t, 'allowance', id)).toEqual([
    ['created', null, 'pending', 'admin', ''],
    ['approve', 'pending', 'approved', 'admin', ''],
  ]);
  expect((await historyOf(t, 'allowance', other)).map((h) => h[0])).toEqual(['created', 'reject']);
  const list = (await A.get(`/workforce/allowance/list?workerId=${w}&status=rejected`)).json().data;
  expect(list.list.map((a: { id: number }) => a.id)).toEqual([other]);
});

test('a failing wallet credit refuses the approval (rolled back)', async () => {
  onAllowanceApproved(async () => {
    throw new Error('wallet down');
  });
  const w = await makeWorker(t);
  const id = await add({ workerId: w, type: 'other', amount: 100, workDate: '2026-03-02' });
  expect((await A.put('/workforce/allowance/approve', { id })).statusCode).toBe(500);
  expect((await A.get(`/workforce/allowance/get?id=${id}`)).json().data.status).toBe('pending');
  onAllowanceApproved(null);
});

test('validation and 403', async () => {
  const w = await makeWorker(t);
  for (const body of [
    { workerId: w, type: 'meal', amount: 0, workDate: '2026-03-02' },
    { workerId: w, type: 'meal', amount: 10.5, workDate: '2026-03-02' },
    { workerId: w, type: 'bonus', amount: 100, workDate: '2026-03-02' },
    { workerId: w, type: 'meal', amount: 100 },
    { workerId: 99999999, type: 'meal', amount: 100, workDate: '2026-03-02' },
  ]) {
    expect((await A.post('/workforce/allowance/add', body)).statusCode).toBe(400);
  }
  const reader = api(t, (await userWith(t, { rules: [AllowanceApi.rule.list, AllowanceApi.rule.add] })).token);
  const id = (await reader.post('/workforce/allowance/add', { workerId: w, type: 'meal', amount: 500, workDate: '2026-03-02' })).json()
    .data.id;
  expect((await reader.put('/workforce/allowance/approve', { id })).statusCode).toBe(403);
  expect((await reader.get(`/workforce/allowance/get?id=${id}`)).statusCode).toBe(403);
  expect((await A.get('/workforce/allowance/get?id=99999999')).statusCode).toBe(404);
});
