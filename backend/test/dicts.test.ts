/** Dictionaries: getDictData shape, language, default, cache invalidation; types and data CRUD. */
import { eq } from 'drizzle-orm';
import { sysDictData } from '../src/db/schema';
import { API, ADMIN_PASSWORD, type TestApp, createTestApp, createUser, TEST_USER_PASSWORD } from './helpers';

let t: TestApp;
let admin: string;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `${API}${url}`, payload: payload as object, headers: { authorization: `Bearer ${token}`, ...headers } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

test('getDictData: {info, values:[{key, value, isDefault}]} in the request language; any logged-in user', async () => {
  await createUser(t.db, { userName: 'norole', dept: 'Sales' });
  const token = await t.login('norole', TEST_USER_PASSWORD);
  const en = (await call('GET', '/system/dict/data/getDictData?dictType=sys_user_sex', undefined, token)).json();
  expect(en.code).toBe(0);
  expect(en.data.info).toMatchObject({ type: 'sys_user_sex', name: 'Gender' });
  expect(en.data.values).toEqual([
    { key: '0', value: 'Unknown', isDefault: true },
    { key: '1', value: 'Male', isDefault: false },
    { key: '2', value: 'Female', isDefault: false },
  ]);
  const zh = (await call('GET', '/system/dict/data/getDictData?dictType=sys_user_sex&defaultValue=2', undefined, token, { 'accept-language': 'zh-CN,zh;q=0.9' })).json();
  expect(zh.data.values).toEqual([
    { key: '0', value: '未知', isDefault: false },
    { key: '1', value: '男', isDefault: false },
    { key: '2', value: '女', isDefault: true },
  ]);
  expect((await t.get(`${API}/system/dict/data/getDictData?dictType=sys_user_sex`)).statusCode).toBe(401);
  const unknown = (await call('GET', '/system/dict/data/getDictData?dictType=nope_nope')).json();
  expect(unknown.data).toEqual({ info: null, values: [] });
  expect((await call('GET', "/system/dict/data/getDictData?dictType=x'%20or%201=1")).statusCode).toBe(400);
});

test('getDictData is cached and an edit invalidates it at once (and its ETag with it)', async () => {
  const url = '/system/dict/data/getDictData?dictType=sys_yes_no';
  const firstRes = await call('GET', url);
  const first = firstRes.json().data.values;
  const tag = String(firstRes.headers.etag);
  // A change behind the API's back is not seen (served from the cache)…
  await t.db.update(sysDictData).set({ dictLabel: 'YES!' }).where(eq(sysDictData.dictType, 'sys_yes_no'));
  expect((await call('GET', url)).json().data.values).toEqual(first);
  // …so a browser holding those bytes is told they still hold, without them.
  const held = await call('GET', url, undefined, admin, { 'if-none-match': tag });
  expect(held.statusCode).toBe(304);
  expect(held.rawPayload.length).toBe(0);
  // …an edit through the API is.
  const [row] = (await call('GET', '/system/dict/data/list?dictType=sys_yes_no&dictLabel=YES')).json().data.list;
  const edit = await call('PUT', '/system/dict/data/edit', { dictCode: row.dictCode, dictType: 'sys_yes_no', dictLabel: 'Yes', dictLabelZh: '是的', dictValue: row.dictValue, dictSort: row.dictSort });
  expect(edit.statusCode).toBe(200);
  const after = (await call('GET', '/system/dict/data/getDictData?dictType=sys_yes_no', undefined, admin, { 'accept-language': 'zh' })).json().data.values;
  expect(after.map((v: { value: string }) => v.value)).toContain('是的');
  // The edited dictionary is new bytes: the old tag gets them in full, under a new tag.
  const changed = await call('GET', url, undefined, admin, { 'if-none-match': tag });
  expect(changed.statusCode).toBe(200);
  expect(changed.json().data.values.map((v: { value: string }) => v.value)).toContain('Yes');
  expect(changed.headers.etag).not.toBe(tag);
});

test('dictionary types: list/get/add/edit (rename moves data)/delete (409 while in use)', async () => {
  const list = (await call('GET', '/system/dict/type/list?pageSize=100')).json().data;
  expect(list.total).toBeGreaterThanOrEqual(10);
  expect(list.currentPage).toBe(1);
  const add = await call('POST', '/system/dict/type/add', { dictName: 'Shift kind', dictType: 'shift_kind', remark: 'r' });
  expect(add.statusCode).toBe(200);
  const id = add.json().data.id;
  expect((await call('POST', '/system/dict/type/add', { dictName: 'Dup', dictType: 'shift_kind' })).statusCode).toBe(409);
  const empty = await call('POST', '/system/dict/type/add', { dictName: ' ', dictType: 'x_y' }, admin, { 'accept-language': 'zh-CN' });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().message).toBe('字典名称不能为空');
  expect((await call('GET', `/system/dict/type/get?id=${id}`)).json().data).toMatchObject({ dictType: 'shift_kind', dictName: 'Shift kind', status: 1 });
  const d1 = await call('POST', '/system/dict/data/add', { dictType: 'shift_kind', dictLabel: 'Day', dictLabelZh: '白班', dictValue: 'day', dictSort: 1, isDefault: true });
  expect(d1.statusCode).toBe(200);
  await call('POST', '/system/dict/data/add', { dictType: 'shift_kind', dictLabel: 'Night', dictValue: 'night', dictSort: 2, isDefault: true });
  // one default per type
  const vals = (await call('GET', '/system/dict/data/getDictData?dictType=shift_kind')).json().data.values;
  expect(vals).toEqual([{ key: 'day', value: 'Day', isDefault: false }, { key: 'night', value: 'Night', isDefault: true }]);
  expect((await call('POST', '/system/dict/data/add', { dictType: 'shift_kind', dictLabel: 'Again', dictValue: 'day', dictSort: 3 })).statusCode).toBe(409);
  expect((await call('POST', '/system/dict/data/add', { dictType: 'no_such_type', dictLabel: 'X', dictValue: 'x', dictSort: 3 })).statusCode).toBe(400);
  const noSort = await call('POST', '/system/dict/data/add', { dictType: 'shift_kind', dictLabel: 'X', dictValue: 'x' });
  expect(noSort.json().data.errors.map((e: { field: string }) => e.field)).toContain('body.dictSort');
  // rename the type: data follows
  expect((await call('PUT', '/system/dict/type/edit', { id, dictName: 'Shift kinds', dictType: 'shift_kinds' })).statusCode).toBe(200);
  expect((await call('GET', '/system/dict/data/getDictData?dictType=shift_kinds')).json().data.values).toHaveLength(2);
  expect((await call('GET', '/system/dict/data/getDictData?dictType=shift_kind')).json().data.values).toHaveLength(0);
  // delete while data exists → 409 naming it; after removing data → ok
  const busy = await call('DELETE', '/system/dict/type/delete', { ids: [id] });
  expect(busy.statusCode).toBe(409);
  expect(busy.json().message).toContain('shift_kinds');
  const codes = (await call('GET', '/system/dict/data/list?dictType=shift_kinds')).json().data.list.map((r: { dictCode: number }) => r.dictCode);
  expect((await call('GET', `/system/dict/data/get?dictCode=${codes[0]}`)).json().data.dictType).toBe('shift_kinds');
  expect((await call('DELETE', '/system/dict/data/delete', { ids: codes })).statusCode).toBe(200);
  expect((await call('DELETE', '/system/dict/type/delete', { ids: [id] })).statusCode).toBe(200);
  expect((await call('GET', `/system/dict/type/get?id=${id}`)).statusCode).toBe(404);
});

test('dictionary admin routes need their rules', async () => {
  await createUser(t.db, { userName: 'commoner', dept: 'Sales', roles: ['common'] });
  const token = await t.login('commoner', TEST_USER_PASSWORD);
  expect((await call('GET', '/system/dict/type/list', undefined, token)).statusCode).toBe(403);
  expect((await call('POST', '/system/dict/data/add', { dictType: 'sys_yes_no', dictLabel: 'X', dictValue: 'x', dictSort: 1 }, token)).statusCode).toBe(403);
});
