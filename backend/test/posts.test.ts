/** Posts: paged list, whitelisted sort, validation messages, unique code, 409 while in use. */
import { sysUserPost } from '../src/db/schema';
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

test('list: paging, filters, user counts, whitelisted sort', async () => {
  const d = (await A.get('/system/post/list?pageSize=3')).json().data;
  expect(d).toMatchObject({ total: 6, currentPage: 1 });
  expect(d.list[0]).toMatchObject({ postCode: 'ceo', postName: 'CEO', userCount: 1 });
  expect((await A.get('/system/post/list?postName=recr')).json().data.list.map((p: { postCode: string }) => p.postCode)).toEqual(['recruiter']);
  const desc = (await A.get('/system/post/list?orderBy=postCode&orderDir=desc&pageSize=1')).json().data.list;
  expect(desc[0].postCode).toBe('scheduler');
  expect((await A.get('/system/post/list?orderBy=remark')).statusCode).toBe(400);
});

test('add/edit/get: spec messages, unique code → 409', async () => {
  expect((await A.post('/system/post/add', { postCode: 'x', postName: '', postSort: 1 })).json().message).toBe('Post name cannot be empty');
  expect((await A.post('/system/post/add', { postCode: '', postName: 'X', postSort: 1 })).json().message).toBe('Post code cannot be empty');
  const noSort = await A.post('/system/post/add', { postCode: 'x', postName: 'X' });
  expect(noSort.json()).toMatchObject({ code: 400, message: 'Post order cannot be empty' });
  expect((await A.post('/system/post/add', { postCode: 'ceo', postName: 'Another', postSort: 1 })).statusCode).toBe(409);
  const id = (await A.post('/system/post/add', { postCode: 'driver', postName: 'Driver', postSort: 9, remark: 'vans' })).json().data.id;
  expect((await A.get(`/system/post/get?id=${id}`)).json().data).toMatchObject({ postCode: 'driver', remark: 'vans', userCount: 0 });
  expect((await A.put('/system/post/edit', { id, postCode: 'ceo', postName: 'Driver', postSort: 9 })).statusCode).toBe(409);
  expect((await A.put('/system/post/edit', { id, postCode: 'driver2', postName: 'Driver 2', postSort: 9, status: 0 })).json().code).toBe(0);
  expect((await A.get(`/system/post/get?id=${id}`)).json().data).toMatchObject({ postCode: 'driver2', status: 0 });
});

test('delete: 409 while users hold the post, then deleted', async () => {
  const id = (await A.post('/system/post/add', { postCode: 'temp', postName: 'Temp', postSort: 1 })).json().data.id;
  const u = await createBareUser(t.db);
  await t.db.insert(sysUserPost).values({ userId: u, postId: id });
  const res = await A.del('/system/post/delete', { ids: [id] });
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toMatch(/held by 1 user/);
  await A.del('/system/user/delete', { ids: [u] });
  expect((await A.del('/system/post/delete', { ids: [id] })).json().code).toBe(0);
  expect((await A.get(`/system/post/get?id=${id}`)).statusCode).toBe(404);
});
