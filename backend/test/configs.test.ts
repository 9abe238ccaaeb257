/** Parameters: CRUD, built-ins protected, cached value changes at once on edit; public brand. */
import { eq } from 'drizzle-orm';
import { getConfigValue } from '../src/core/data/params';
import { sysConfig, sysOperLog } from '../src/db/schema';
import { API, ADMIN_PASSWORD, type TestApp, createTestApp } from './helpers';

let t: TestApp;
let admin: string;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `${API}${url}`, payload: payload as object, headers: { authorization: `Bearer ${token}`, ...headers } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const brandRow = async () => (await t.db.select().from(sysConfig).where(eq(sysConfig.configKey, 'sys.brand.name')))[0];

test('public brand; an edited parameter is seen at once everywhere (cache invalidated)', async () => {
  expect((await t.get(`${API}/pub/brand`)).json()).toEqual({ code: 0, message: 'success', data: { name: 'Shiftdesk' } });
  expect(await getConfigValue(t.db, 'sys.brand.name')).toBe('Shiftdesk');
  // cached: a change behind the API's back is not seen…
  await t.db.update(sysConfig).set({ configValue: 'Sneaky' }).where(eq(sysConfig.configKey, 'sys.brand.name'));
  expect((await t.get(`${API}/pub/brand`)).json().data.name).toBe('Shiftdesk');
  // …an edit through the API is, at once.
  const row = await brandRow();
  const res = await call('PUT', '/system/config/edit', { id: row.id, configName: row.configName, configKey: row.configKey, configValue: 'Acme Staffing' });
  expect(res.statusCode).toBe(200);
  expect((await t.get(`${API}/pub/brand`)).json().data.name).toBe('Acme Staffing');
  expect(await getConfigValue(t.db, 'sys.brand.name')).toBe('Acme Staffing');
});

test('built-in parameters cannot be deleted (409) nor re-keyed; custom ones can', async () => {
  const row = await brandRow();
  const del = await call('DELETE', '/system/config/delete', { ids: [row.id] });
  expect(del.statusCode).toBe(409);
  expect(del.json().message).toContain('sys.brand.name');
  expect(await brandRow()).toBeDefined();
  const rekey = await call('PUT', '/system/config/edit', { id: row.id, configName: 'x', configKey: 'sys.brand.other', configValue: 'x' });
  expect(rekey.statusCode).toBe(409);

  const add = await call('POST', '/system/config/add', { configName: 'Support email', configKey: 'app.support.email', configValue: 'help@example.sg' });
  expect(add.statusCode).toBe(200);
  const id = add.json().data.id;
  expect(await getConfigValue(t.db, 'app.support.email')).toBe('help@example.sg');
  expect((await call('POST', '/system/config/add', { configName: 'Dup', configKey: 'app.support.email', configValue: 'x' })).statusCode).toBe(409);
  expect((await call('GET', `/system/config/get?id=${id}`)).json().data).toMatchObject({ configType: false, configKey: 'app.support.email' });
  const list = (await call('GET', '/system/config/list?configKey=support')).json().data;
  expect(list).toMatchObject({ total: 1, currentPage: 1 });
  expect((await call('GET', '/system/config/list?configType=true')).json().data.list.every((r: { configType: boolean }) => r.configType)).toBe(true);
  // mixing a built-in into a delete refuses the whole request
  expect((await call('DELETE', '/system/config/delete', { ids: [id, row.id] })).statusCode).toBe(409);
  expect((await call('DELETE', '/system/config/delete', { ids: [id] })).statusCode).toBe(200);
  expect(await getConfigValue(t.db, 'app.support.email')).toBeUndefined();
});

test('spec §5 messages: name, key and value cannot be empty (en and zh)', async () => {
  const res = await call('POST', '/system/config/add', { configName: ' ', configKey: 'a.b', configValue: ' ' });
  expect(res.statusCode).toBe(400);
  expect(res.json().data.errors.map((e: { field: string }) => e.field)).toEqual(['body.configName', 'body.configValue']);
  expect(res.json().message).toBe('Parameter name cannot be empty');
  const zh = await call('POST', '/system/config/add', { configName: 'n', configKey: 'a.b', configValue: ' ' }, admin, { 'accept-language': 'zh-CN' });
  expect(zh.json().message).toBe('参数键值不能为空');
  expect((await call('POST', '/system/config/add', { configName: 'n', configKey: 'bad key!', configValue: 'v' })).statusCode).toBe(400);
});

test('a secret parameter (the SMTP password) is masked in list, get and the operation log; an edit keeping the mask keeps it', async () => {
  const [pw] = await t.db.select().from(sysConfig).where(eq(sysConfig.configKey, 'sys.mail.smtpPassword'));
  const set = await call('PUT', '/system/config/edit', { id: pw.id, configName: pw.configName, configKey: pw.configKey, configValue: 'hunter2-smtp' });
  expect(set.statusCode).toBe(200);
  expect(await getConfigValue(t.db, 'sys.mail.smtpPassword')).toBe('hunter2-smtp');
  const got = (await call('GET', `/system/config/get?id=${pw.id}`)).json().data;
  expect(got.configValue).toBe('******');
  const listed = (await call('GET', '/system/config/list?configKey=smtpPassword')).json().data.list;
  expect(listed.map((r: { configValue: string }) => r.configValue)).toEqual(['******']);
  // The form sends the mask back untouched: the stored secret stays.
  await call('PUT', '/system/config/edit', { id: pw.id, configName: 'SMTP password', configKey: pw.configKey, configValue: '******' });
  expect(await getConfigValue(t.db, 'sys.mail.smtpPassword')).toBe('hunter2-smtp');
  const logged = await t.db.select({ p: sysOperLog.operParam }).from(sysOperLog);
  expect(logged.some((r) => (r.p ?? '').includes('hunter2'))).toBe(false);
});
