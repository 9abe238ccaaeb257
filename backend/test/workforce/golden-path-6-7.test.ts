/**
 * Golden path steps 1–7 (shared/spec/golden-path.md) with its exact paths and field names:
 * steps 1–5 build the finance side as before, 6 adds a worker, 7 verifies them. Runs on PGlite
 * and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { createTestApp, type TestApp } from '../helpers';
import { makeClient, makeDept, makeOrder, makePosition } from '../finance/fixtures';
import { api } from '../support/http';
import { adminToken } from '../support/sessions';
import { workerBody } from './fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
});
afterAll(() => t.close());

test('steps 1–7: client → department → position → active order → worker → verified worker', async () => {
  // 1–5 (each helper calls the step's exact path and fails on a non-zero code)
  const clientId = await makeClient(A);
  const contractDeptId = await makeDept(A, clientId);
  const positionId = await makePosition(A);
  const orderId = await makeOrder(A, contractDeptId, [{ positionId, payRate: 1200, billRate: 1800 }]);
  expect((await A.put('/finance/contractOrder/activate', { id: orderId })).json()).toMatchObject({
    code: 0,
    data: { status: 'active' },
  });

  // 6: exactly the step's fields
  const b = workerBody();
  const body = {
    name: b.name,
    nric: b.nric,
    dateOfBirth: '1996-05-17',
    gender: 'male',
    nationality: 'Singaporean',
    residency: 'citizen',
    engagementType: 'employee',
    phone: b.phone,
    email: b.email,
  };
  const added = await A.post('/workforce/worker/add', body);
  expect(added.json()).toMatchObject({ code: 0, data: { id: expect.any(Number), status: 'pending_verification' } });
  const id = added.json().data.id;

  // 7
  const verified = await A.put('/workforce/worker/verify', { id });
  expect(verified.json()).toMatchObject({ code: 0, data: { id, status: 'active' } });

  // What the later steps rely on: the worker as sent, active, NRIC masked, aged 30 in 2026.
  const got = (await A.get(`/workforce/worker/get?id=${id}`)).json().data;
  expect(got).toMatchObject({
    name: body.name,
    status: 'active',
    residency: 'citizen',
    engagementType: 'employee',
    dateOfBirth: '1996-05-17',
    phone: body.phone,
    nric: `S****${body.nric.slice(5)}`,
  });
  expect(got.joinedAt).toEqual(expect.any(String));
});
