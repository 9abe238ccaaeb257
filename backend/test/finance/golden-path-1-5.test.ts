/**
 * Golden path steps 1–5 (shared/spec/golden-path.md), with its exact paths and field names:
 * a client, its department, a position, a contract order with the example policy and rates,
 * activated. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { type TestApp, createTestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken } from '../support/sessions';

let t: TestApp;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
});
afterAll(() => t.close());

const run = Date.now().toString(36);

test('steps 1–5: client → department → position → contract order → active', async () => {
  // 1
  const client = await A.post('/finance/client/add', {
    name: `Marina Bay Events ${run}`,
    uen: '201912345K',
    gstRegistered: true,
    gstRegNo: '201912345K',
    billingAddress: '10 Bayfront Avenue, Singapore 018956',
    billingEmail: 'accounts@marinabayevents.com.sg',
    paymentTermsDays: 30,
    billingFrequency: 'monthly',
  });
  expect(client.json()).toMatchObject({ code: 0, data: { id: expect.any(Number) } });
  const clientId = client.json().data.id;

  // 2
  const dept = await A.post('/finance/contractDept/add', {
    clientId,
    name: 'Convention Hall B',
    siteAddress: '10 Bayfront Avenue, Level 4',
    postalCode: '018956',
  });
  expect(dept.json()).toMatchObject({ code: 0, data: { id: expect.any(Number) } });
  const contractDeptId = dept.json().data.id;

  // 3
  const position = await A.post('/finance/position/add', { name: `Event crew ${run}` });
  expect(position.json()).toMatchObject({ code: 0, data: { id: expect.any(Number) } });
  const positionId = position.json().data.id;

  // 4
  const policy = {
    dailyNormalHours: 8,
    weeklyNormalHours: 44,
    otPayMultiplier: 1.5,
    otBillMultiplier: 1.5,
    payRounding: { unitMinutes: 15, mode: 'floor' },
    billRounding: { unitMinutes: 15, mode: 'ceil' },
  };
  const order = await A.post('/finance/contractOrder/add', {
    contractDeptId,
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    policy,
    rates: [{ positionId, payRate: 1200, billRate: 1800 }],
  });
  expect(order.json()).toMatchObject({ code: 0, data: { id: expect.any(Number) } });
  const id = order.json().data.id;

  // 5
  const activated = await A.put('/finance/contractOrder/activate', { id });
  expect(activated.json()).toMatchObject({ code: 0, data: { id, status: 'active' } });

  // What the later steps rely on: the order answers its terms as sent.
  const got = (await A.get(`/finance/contractOrder/get?id=${id}`)).json().data;
  expect(got).toMatchObject({
    status: 'active',
    contractDeptId,
    clientId,
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    policy,
    rates: [{ positionId, payRate: 1200, billRate: 1800, markupBp: 5000 }],
  });
  expect(got.number).toMatch(/^CO-\d{4}-\d{5}$/);
});
