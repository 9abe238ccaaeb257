/** Positions: unique names, certificate types, list, delete refused while an order rates the position, 403. */
import { PositionApi } from '@shiftdesk/shared/api';
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken, userWith } from '../support/sessions';
import { makeClient, makeDept, makeOrder, makePosition } from './fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
});
afterAll(() => t.close());

test('add with certificate types; names are unique (409); empty certificate list is stored as none', async () => {
  const type = async (name: string) =>
    (await A.post('/workforce/certificateType/add', { name, expires: true, blocksEligibility: true })).json().data.id;
  const [first, second] = [await type('Food Hygiene P'), await type('First Aid P')];
  const id = (
    await A.post('/finance/position/add', {
      name: 'Food handler',
      description: 'Kitchen prep',
      certificateTypeIds: [second, first, second],
    })
  ).json().data.id;
  expect((await A.get(`/finance/position/get?id=${id}`)).json().data).toMatchObject({
    name: 'Food handler',
    certificateTypeIds: [first, second],
    status: 'active',
  });
  const dup = await A.post('/finance/position/add', { name: 'Food handler' });
  expect(dup.statusCode).toBe(409);
  expect(dup.json().message).toBe('Position "Food handler" already exists');
  expect(dup.json().data.errors).toEqual([{ field: 'body.name', message: 'Position "Food handler" already exists' }]);
  expect(
    (await A.put('/finance/position/edit', { id, name: 'Food handler', certificateTypeIds: [] })).json().code,
  ).toBe(0);
  expect((await A.get(`/finance/position/get?id=${id}`)).json().data.certificateTypeIds).toBeNull();
  expect((await A.post('/finance/position/add', { name: '' })).statusCode).toBe(400);
});

test('list: name filter, sort, paging', async () => {
  for (const name of ['Usher zz1', 'Usher zz2', 'Usher zz3']) await makePosition(A, { name });
  const d = (await A.get('/finance/position/list?name=zz&orderBy=name&orderDir=desc&pageSize=2')).json().data;
  expect(d.total).toBe(3);
  expect(d.list.map((p: { name: string }) => p.name)).toEqual(['Usher zz3', 'Usher zz2']);
});

test('delete is refused while a contract order rates the position', async () => {
  const p = await makePosition(A, { name: 'Forklift driver' });
  const o = await makeOrder(A, await makeDept(A, await makeClient(A)), [
    { positionId: p, payRate: 1600, billRate: 2300 },
  ]);
  const res = await A.del('/finance/position/delete', { ids: [p] });
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe('Position "Forklift driver" is rated in 1 contract order(s)');
  await A.del('/finance/contractOrder/delete', { ids: [o] });
  expect((await A.del('/finance/position/delete', { ids: [p] })).json().code).toBe(0);
});

test('403 without the rule', async () => {
  const u = await userWith(t, { rules: [PositionApi.rule.list] });
  expect((await api(t, u.token).post('/finance/position/add', { name: 'Nope' })).statusCode).toBe(403);
});
