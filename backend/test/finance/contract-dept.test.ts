/** Contract departments: postal code validation, unique name per client, list filters/sort/paging, delete refused while orders exist, 403. */
import { ContractDeptApi } from '@shiftdesk/shared/api';
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

test('a bad postal code answers 400 naming postalCode with its own message; unknown client 400', async () => {
  const clientId = await makeClient(A);
  const bad = await A.post('/finance/contractDept/add', {
    clientId,
    name: 'Kitchen',
    siteAddress: '1 Jurong West',
    postalCode: '64012',
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().data.errors[0]).toEqual({ field: 'body.postalCode', message: 'Postal code: 6 digits' });
  const noClient = await A.post('/finance/contractDept/add', {
    clientId: 999999,
    name: 'Kitchen',
    siteAddress: '1 Jurong West',
    postalCode: '640123',
  });
  expect(noClient.statusCode).toBe(400);
  expect(noClient.json().data.errors[0].field).toBe('body.clientId');
});

test('add/get/edit with approvers; the same name twice for one client → 409, for another client fine', async () => {
  const c1 = await makeClient(A);
  const c2 = await makeClient(A);
  const id = await makeDept(A, c1, {
    name: 'Central Kitchen',
    approverName: 'Tan Mei Ling',
    approverEmail: 'meiling.tan@example.sg',
    otherApprovers: [{ name: 'Raj Kumar', email: 'raj@example.sg' }],
    costCentre: 'CK-01',
  });
  expect((await A.get(`/finance/contractDept/get?id=${id}`)).json().data).toMatchObject({
    clientId: c1,
    name: 'Central Kitchen',
    approverEmail: 'meiling.tan@example.sg',
    otherApprovers: [{ name: 'Raj Kumar', email: 'raj@example.sg' }],
    timesheetTemplateId: null,
    costCentre: 'CK-01',
    status: 'active',
    orderCount: 0,
  });
  // Only further approvers named: the first of them becomes the timesheet approver.
  const onlyOthers = await makeDept(A, c2, {
    otherApprovers: [
      { name: 'Raj Kumar', email: 'raj@example.sg', phone: '+6591234567' },
      { name: 'Siti Nurhaliza', email: 'siti@example.sg' },
    ],
  });
  expect((await A.get(`/finance/contractDept/get?id=${onlyOthers}`)).json().data).toMatchObject({
    approverName: 'Raj Kumar',
    approverEmail: 'raj@example.sg',
    approverPhone: '+6591234567',
    otherApprovers: [{ name: 'Siti Nurhaliza', email: 'siti@example.sg' }],
  });
  const dup = await A.post('/finance/contractDept/add', {
    clientId: c1,
    name: 'Central Kitchen',
    siteAddress: 'x',
    postalCode: '123456',
  });
  expect(dup.statusCode).toBe(409);
  expect(dup.json().message).toContain('Central Kitchen');
  expect(dup.json().data.errors).toEqual([{ field: 'body.name', message: dup.json().message }]);
  await makeDept(A, c2, { name: 'Central Kitchen' });
  const edited = await A.put('/finance/contractDept/edit', {
    id,
    clientId: c1,
    name: 'Central Kitchen 2',
    siteAddress: '2 Jurong',
    postalCode: '640002',
    status: 'inactive',
  });
  expect(edited.json().code).toBe(0);
  expect((await A.get(`/finance/contractDept/get?id=${id}`)).json().data).toMatchObject({
    name: 'Central Kitchen 2',
    status: 'inactive',
    postalCode: '640002',
  });
});

test('list: by client, status, keyword; sort by name; paging', async () => {
  const c = await makeClient(A);
  for (const name of ['Dock A', 'Dock B', 'Dock C']) await makeDept(A, c, { name });
  const q = (s: string) => A.get(`/finance/contractDept/list?clientId=${c}${s}`).then((r) => r.json().data);
  const page = await q('&orderBy=name&orderDir=desc&pageSize=2');
  expect(page.total).toBe(3);
  expect(page.list.map((d: { name: string }) => d.name)).toEqual(['Dock C', 'Dock B']);
  expect((await q('&keyword=Dock A')).list.map((d: { name: string }) => d.name)).toEqual(['Dock A']);
  expect((await q('&status=inactive')).total).toBe(0);
  expect((await A.get('/finance/contractDept/list?orderBy=siteAddress')).statusCode).toBe(400);
});

test('delete is refused while contract orders hang off the department', async () => {
  const c = await makeClient(A);
  const d = await makeDept(A, c, { name: 'Ward 5' });
  const p = await makePosition(A);
  const o = await makeOrder(A, d, [{ positionId: p, payRate: 1500, billRate: 2100 }]);
  const res = await A.del('/finance/contractDept/delete', { ids: [d] });
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe('Department "Ward 5" has 1 contract order(s); delete them first');
  await A.del('/finance/contractOrder/delete', { ids: [o] });
  expect((await A.del('/finance/contractDept/delete', { ids: [d] })).json().code).toBe(0);
});

test('403 without the rule', async () => {
  const none = await userWith(t, { rules: [ContractDeptApi.rule.get] });
  expect((await api(t, none.token).get('/finance/contractDept/list')).statusCode).toBe(403);
});
