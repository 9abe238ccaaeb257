/** Departments: tree list with filters, get, add/edit validation, cycles, 409 on delete. */
import { eq } from 'drizzle-orm';
import { sysDept } from '../src/db/schema';
import { type TestApp, createTestApp } from './helpers';
import { api } from './support/http';
import { adminToken, createBareUser } from './support/sessions';

let t: TestApp;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
});
afterAll(() => t.close());
const idOf = async (name: string) => (await t.db.select().from(sysDept).where(eq(sysDept.deptName, name)))[0].id;

test('list is a tree with all fields; filters keep matches', async () => {
  const { list } = (await A.get('/system/dept/list')).json().data;
  expect(list[0]).toMatchObject({ deptName: 'Shiftdesk HQ', leader: 'Admin', parentId: 0, status: 1 });
  expect(list[0].children[0].children.map((c: { deptName: string }) => c.deptName)).toEqual(['Recruitment', 'Scheduling']);
  const f = (await A.get('/system/dept/list?deptName=sched')).json().data.list;
  expect(f.map((d: { deptName: string }) => d.deptName)).toEqual(['Scheduling']);
  expect((await A.get('/system/dept/list?status=0')).json().data.list).toEqual([]);
  expect((await A.get(`/system/dept/get?id=${await idOf('IT')}`)).json().data).toMatchObject({ deptName: 'IT' });
  expect((await A.get('/system/dept/get?id=999999')).statusCode).toBe(404);
});

test('add/edit: name required (spec message), valid email/phone, parent exists, no cycles', async () => {
  const ops = await idOf('Operations');
  const empty = await A.post('/system/dept/add', { parentId: ops, deptName: '' });
  expect(empty.json()).toMatchObject({ code: 400, message: 'Department name cannot be empty' });
  expect((await A.post('/system/dept/add', { parentId: ops, deptName: ' ' })).json().message).toBe('Department name cannot be empty');
  expect((await A.post('/system/dept/add', { parentId: ops, deptName: 'X', email: 'nope' })).json().message).toBe('Please enter a valid email address');
  expect((await A.post('/system/dept/add', { parentId: 999999, deptName: 'X' })).statusCode).toBe(400);
  const res = await A.post('/system/dept/add', {
    parentId: ops, deptName: 'Night desk', leader: 'Siti', phone: '+65 61234567', email: 'night@example.com', orderNum: 3,
  });
  const id = res.json().data.id;
  expect((await A.get(`/system/dept/get?id=${id}`)).json().data).toMatchObject({ leader: 'Siti', phone: '+65 61234567', orderNum: 3 });
  const own = await A.put('/system/dept/edit', { id: ops, parentId: id, deptName: 'Operations' });
  expect(own.json()).toMatchObject({ code: 400, data: { errors: [{ field: 'body.parentId' }] } });
  expect((await A.put('/system/dept/edit', { id: ops, parentId: ops, deptName: 'Operations' })).statusCode).toBe(400);
  expect((await A.put('/system/dept/edit', { id, parentId: await idOf('IT'), deptName: 'Night desk 2' })).json().code).toBe(0);
  expect((await A.get(`/system/dept/get?id=${id}`)).json().data).toMatchObject({ deptName: 'Night desk 2', leader: '' });
});

test('delete: 409 with children or users (saying so), then soft-deleted', async () => {
  const kids = await A.del('/system/dept/delete', { ids: [await idOf('Operations')] });
  expect(kids.statusCode).toBe(409);
  expect(kids.json().message).toMatch(/has 2 sub-department/);
  const fin = await idOf('Finance');
  const u = await createBareUser(t.db, { dept: 'Finance' });
  const users = await A.del('/system/dept/delete', { ids: [fin] });
  expect(users.statusCode).toBe(409);
  expect(users.json().message).toMatch(/still has 1 user/);
  expect((await A.del('/system/user/delete', { ids: [u] })).json().code).toBe(0);
  expect((await A.del('/system/dept/delete', { ids: [fin] })).json().code).toBe(0);
  const tree = JSON.stringify((await A.get('/system/dept/treeSelect')).json().data);
  expect(tree).not.toContain('"Finance"');
  expect((await A.del('/system/dept/delete', { ids: [fin] })).statusCode).toBe(404);
});
