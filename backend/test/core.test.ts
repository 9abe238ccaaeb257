/** Envelope on every kind of answer, route-protection startup check, OpenAPI, query parsing. */
import { buildApp } from '../src/app';
import { parseQueryString } from '../src/core/http/querystring';
import { API, ADMIN_PASSWORD, type TestApp, createTestApp } from './helpers';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

test('success envelope: health', async () => {
  const res = await t.get(`${API}/pub/health`);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ code: 0, message: 'success', data: { status: 'ok', db: expect.stringMatching(/pglite|postgres/) } });
});

test('unknown API path → 404 envelope', async () => {
  const res = await t.get(`${API}/system/nothing/here`);
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ code: 404, message: 'API Endpoint Not Found', data: null });
  const post = await t.app.inject({ method: 'POST', url: '/backend/api/v2/x', payload: {} });
  expect(post.json().code).toBe(404);
});

test('validation errors → 400 envelope naming the fields', async () => {
  const res = await t.get(`${API}/system/user/list?pageSize=0&orderBy=password_hash`, admin);
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.code).toBe(400);
  const fields = body.data.errors.map((e: { field: string }) => e.field);
  expect(fields).toEqual(expect.arrayContaining(['querystring.pageSize', 'querystring.orderBy']));
  expect(body.message).toContain('querystring.pageSize');

  const login = await t.app.inject({ method: 'POST', url: `${API}/system/login`, payload: { username: '' } });
  expect(login.statusCode).toBe(400);
  expect(login.json().data.errors.map((e: { field: string }) => e.field)).toEqual(
    expect.arrayContaining(['body.username', 'body.password']),
  );
});

test('malformed JSON → 400 envelope', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/system/login`,
    headers: { 'content-type': 'application/json' },
    payload: '{"username":',
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 400, data: null });
});

test('401 envelope without / with a bad token, in English and Chinese', async () => {
  const none = await t.get(`${API}/system/user/getUserMenus`);
  expect(none.statusCode).toBe(401);
  expect(none.json()).toEqual({ code: 401, message: 'Your session has expired. Please log in again.', data: null });
  const bad = await t.get(`${API}/system/user/getUserMenus`, 'not.a.token', { 'accept-language': 'zh-CN,zh;q=0.9' });
  expect(bad.statusCode).toBe(401);
  expect(bad.json().message).toBe('登录状态已过期，请重新登录。');
});

test('a route without a protection declaration stops the server from starting', async () => {
  await expect(
    buildApp({
      database: t.database,
      dataDir: t.dataDir,
      jwtSecret: 'x'.repeat(32),
      logLevel: false,
      extraRoutes: (app) => {
        app.get('/backend/api/v1/system/undeclared', async () => ({ code: 0 }));
      },
    }),
  ).rejects.toThrow(/must declare exactly one of config\.auth/);
});

test('every API route declares its protection (the route table is enumerable)', async () => {
  const doc = (await t.get('/backend/docs/json')).json();
  const paths = Object.keys(doc.paths);
  for (const p of [
    '/backend/api/v1/pub/captcha/get',
    '/backend/api/v1/pub/remotes',
    '/backend/api/v1/pub/health',
    '/backend/api/v1/system/login',
    '/backend/api/v1/system/logout',
    '/backend/api/v1/system/user/getUserMenus',
    '/backend/api/v1/system/user/list',
    '/backend/api/v1/system/dept/treeSelect',
    '/backend/api/v1/system/personal/refreshToken',
  ]) {
    expect(paths).toContain(p);
  }
  const list = doc.paths['/backend/api/v1/system/user/list'].get;
  expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['pageNum', 'keyWords', 'deptId']));
  expect(list.responses['200'].content['application/json'].schema.properties.data).toBeDefined();
  expect(list.security).toEqual([{ bearerAuth: [] }]);
  expect(doc.paths['/backend/api/v1/system/login'].post.requestBody).toBeDefined();
  expect(doc.components.securitySchemes.bearerAuth.scheme).toBe('bearer');
  expect(doc.info.title).toBe('Shiftdesk API');
});

test('swagger UI is served at /backend/docs', async () => {
  const res = await t.get('/backend/docs/static/swagger-ui.css');
  expect(res.statusCode).toBe(200);
});

test('query strings: bracket arrays, repeated keys, dotted nesting, no prototype pollution', () => {
  expect(parseQueryString('dateRange[]=2026-01-01&dateRange[]=2026-01-31&pageNum=2')).toEqual({
    dateRange: ['2026-01-01', '2026-01-31'],
    pageNum: '2',
  });
  expect(parseQueryString('ids[0]=1&ids[1]=2&a=1&a=2')).toEqual({ ids: ['1', '2'], a: ['1', '2'] });
  expect(parseQueryString('filter.status=1&filter.name=x')).toEqual({ filter: { status: '1', name: 'x' } });
  const polluted = parseQueryString('__proto__.x=1&constructor.prototype.y=2') as Record<string, unknown>;
  expect(({} as Record<string, unknown>).x).toBeUndefined();
  expect(Object.keys(polluted)).toEqual([]);
});

test('responses are gzip-compressed when large and asked for', async () => {
  const res = await t.get(`${API}/system/user/getUserMenus`, admin, { 'accept-encoding': 'gzip' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('gzip');
});
