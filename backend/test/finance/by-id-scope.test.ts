/**
 * Data scope by id: a user who cannot see a client, contract department or contract order in
 * its list gets the entity's 404 from get / edit / delete / state actions and a 403 on its History,
 * exactly as if the row did not exist; the rows of their own department work as usual.
 */
import { ClientApi, ContractDeptApi, ContractOrderApi } from '@shiftdesk/shared/api';
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken, userWith } from '../support/sessions';
import { makeClient, makeDept, makeOrder, makePosition, POLICY } from './fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
let M: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
  const rules = [ClientApi, ContractDeptApi, ContractOrderApi].flatMap((e) => Object.values(e.rule));
  // Own department only (3), in Operations; the admin's rows belong to another department.
  M = api(t, (await userWith(t, { rules, dataScope: 3, dept: 'Operations' })).token);
});
afterAll(() => t.close());

async function records(As: ReturnType<typeof api>) {
  const client = await makeClient(As);
  const dept = await makeDept(As, client);
  const position = await makePosition(A);
  const order = await makeOrder(As, dept, [{ positionId: position, payRate: 1200, billRate: 1800 }]);
  return { client, dept, order };
}

test('out of scope: get, edit, delete, actions and History answer as if the row did not exist', async () => {
  const theirs = await records(A);
  const notFound = async (p: Promise<{ statusCode: number; json(): { message: string } }>, message: string) => {
    const res = await p;
    expect([res.statusCode, res.json().message]).toEqual([404, message]);
  };
  const client = (await A.get(`/finance/client/get?id=${theirs.client}`)).json().data;
  await notFound(M.get(`/finance/client/get?id=${theirs.client}`), 'The client does not exist');
  const { name, uen, gstRegistered, billingAddress, billingEmail, billingFrequency } = client;
  const clientBody = { id: theirs.client, name, uen, gstRegistered, billingAddress, billingEmail, billingFrequency, remark: 'x' };
  await notFound(M.put('/finance/client/edit', clientBody), 'The client does not exist');
  await notFound(M.put('/finance/client/suspend', { id: theirs.client, reason: 'x' }), 'The client does not exist');
  await notFound(M.del('/finance/client/delete', { ids: [theirs.client] }), 'The client does not exist');

  const dept = (await A.get(`/finance/contractDept/get?id=${theirs.dept}`)).json().data;
  const deptBody = { id: theirs.dept, clientId: dept.clientId, name: dept.name, siteAddress: 'y', postalCode: dept.postalCode };
  await notFound(M.get(`/finance/contractDept/get?id=${theirs.dept}`), 'The contract department does not exist');
  await notFound(M.put('/finance/contractDept/edit', deptBody), 'The contract department does not exist');
  await notFound(M.del('/finance/contractDept/delete', { ids: [theirs.dept] }), 'The contract department does not exist');

  await notFound(M.get(`/finance/contractOrder/get?id=${theirs.order}`), 'The contract order does not exist');
  await notFound(M.put('/finance/contractOrder/activate', { id: theirs.order }), 'The contract order does not exist');
  await notFound(M.del('/finance/contractOrder/delete', { ids: [theirs.order] }), 'The contract order does not exist');

  for (const [entity, id] of [
    ['client', theirs.client],
    ['contractDept', theirs.dept],
    ['contractOrder', theirs.order],
  ] as const)
    expect((await M.get(`/system/audit/history?entity=${entity}&entityId=${id}`)).statusCode).toBe(403);

  // Nothing changed for the owner.
  expect((await A.get(`/finance/client/get?id=${theirs.client}`)).json().data).toMatchObject({ status: 'active', remark: client.remark });
  expect((await A.get(`/finance/contractOrder/get?id=${theirs.order}`)).json().data.status).toBe('draft');
});

test('in scope: the same calls work on the rows of their own department', async () => {
  const mine = await records(M);
  expect((await M.get(`/finance/client/get?id=${mine.client}`)).statusCode).toBe(200);
  expect((await M.get(`/finance/contractDept/get?id=${mine.dept}`)).statusCode).toBe(200);
  const order = (await M.get(`/finance/contractOrder/get?id=${mine.order}`)).json().data;
  const edited = await M.put('/finance/contractOrder/edit', {
    id: mine.order,
    contractDeptId: order.contractDeptId,
    validFrom: order.validFrom,
    validTo: order.validTo,
    policy: POLICY,
    rates: order.rates.map(({ positionId, payRate }: { positionId: number; payRate: number }) => ({
      positionId,
      payRate,
      billRate: 1900,
    })),
  });
  expect(edited.json().code).toBe(0);
  expect((await M.put('/finance/contractOrder/activate', { id: mine.order })).json().code).toBe(0);
  expect((await M.get(`/system/audit/history?entity=contractOrder&entityId=${mine.order}`)).statusCode).toBe(200);
  expect((await M.del('/finance/contractOrder/delete', { ids: [mine.order] })).statusCode).toBe(409);
  // The admin (all) sees them too.
  expect((await A.get(`/finance/client/get?id=${mine.client}`)).statusCode).toBe(200);
});
