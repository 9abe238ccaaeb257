/**
 * Hostile input, GENERATED from the route table (issue 11, Done-means 1; bad-input.test.ts
 * covers the missing required fields, wrong types and oversized lists of every body schema):
 * - a NUL character in every string field of every body schema, in every query parameter of
 *   every querystring schema, in an undeclared query parameter of every route and in the
 *   headers the server reads → 400 whose data.errors names the field;
 * - every mutating route sent malformed multipart (no boundary, mismatched boundary, truncated
 *   body), a text/plain body and a bodiless JSON call → 4xx (never 500);
 * and the database is unchanged throughout (row counts + md5 of every row, db-snapshot.ts).
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import type { ApiRoute } from '../src/core/auth/guard';
import { API, type InjectResponse, type TestApp, createTestApp } from './helpers';
import { snapshot } from './support/db-snapshot';
import { type JsonSchema, clone, fields, kindOf, sample, setAt } from './support/schema-inputs';
import { adminToken } from './support/sessions';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await adminToken(t)).token;
}, 180_000);
afterAll(async () => {
  // Operation-log rows are written after each answer: let the last ones land.
  await new Promise((r) => setTimeout(r, 1000));
  await t.close();
});

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const NUL = 'a\u0000b';

function send(r: ApiRoute, opts: { url?: string; payload?: unknown; headers?: Record<string, string> }): Promise<InjectResponse> {
  return t.app.inject({
    method: r.method as 'POST',
    url: opts.url ?? r.url,
    headers: { authorization: `Bearer ${token}`, ...(opts.headers ?? {}) },
    ...(opts.payload === undefined ? {} : { payload: opts.payload as string }),
  });
}

/** Paths of the string-typed fields of a schema (nested objects walked). */
function stringFields(s: JsonSchema) {
  return fields(s).filter((f) => kindOf(f.schema) === 'string');
}

function namesField(res: InjectResponse, field: string): string | undefined {
  if (res.statusCode !== 400) return `got ${res.statusCode} ${res.body.slice(0, 200)}`;
  const body = res.json();
  const errors: { field: string; message: string }[] = body.data?.errors ?? [];
  if (!errors.some((e) => e.field === field)) return `400 does not name ${field}: ${res.body.slice(0, 200)}`;
  if (!/NUL/.test(body.message)) return `message does not say NUL: ${body.message}`;
  return undefined;
}

test('the route table has routes of every kind to probe', () => {
  const routes = t.app.apiRoutes;
  expect(routes.filter((r) => (r.schema.body as JsonSchema | undefined)?.properties).length).toBeGreaterThan(15);
  expect(routes.filter((r) => (r.schema.querystring as JsonSchema | undefined)?.properties).length).toBeGreaterThan(10);
  expect(routes.some((r) => (r.schema.consumes as string[] | undefined)?.includes('multipart/form-data'))).toBe(true);
});

test('a NUL byte in any body field, query parameter or input header → 400 naming it; database unchanged', async () => {
  const failures: string[] = [];
  let checked = 0;
  const before = await snapshot(t.db);
  for (const r of t.app.apiRoutes) {
    const body = r.schema.body as JsonSchema | undefined;
    if (body?.properties) {
      const base = sample({ ...body, required: Object.keys(body.properties) }) as Record<string, unknown>;
      for (const f of stringFields(body)) {
        const payload = clone(base);
        setAt(payload, f.path, NUL);
        const problem = namesField(await send(r, { payload }), ['body', ...f.path].join('.'));
        checked++;
        if (problem) failures.push(`${r.method} ${r.url} body.${f.path.join('.')}: ${problem}`);
      }
    }
    const query = r.schema.querystring as JsonSchema | undefined;
    for (const f of query ? stringFields(query) : []) {
      const name = f.path.join('.');
      const problem = namesField(await send(r, { url: `${r.url}?${name}=a%00b` }), `query.${name}`);
      checked++;
      if (problem) failures.push(`${r.method} ${r.url} query.${name}: ${problem}`);
    }
    // An undeclared parameter is refused too (it could still reach a handler that reads req.query).
    const problem = namesField(await send(r, { url: `${r.url}?zzz=a%00b` }), 'query.zzz');
    checked++;
    if (problem) failures.push(`${r.method} ${r.url} query.zzz: ${problem}`);
  }
  expect(failures).toEqual([]);
  expect(checked).toBeGreaterThan(200);
  expect(await snapshot(t.db)).toEqual(before);
}, 600_000);

test('a lone UTF-16 surrogate in any body field → 400 naming it; database unchanged', async () => {
  const failures: string[] = [];
  let checked = 0;
  const before = await snapshot(t.db);
  for (const r of t.app.apiRoutes) {
    const body = r.schema.body as JsonSchema | undefined;
    if (!body?.properties) continue;
    const base = sample({ ...body, required: Object.keys(body.properties) }) as Record<string, unknown>;
    for (const f of stringFields(body)) {
      const payload = clone(base);
      // Alone, and as the high half of a pair whose low half is missing, inside other text.
      setAt(payload, f.path, checked % 2 ? '\ud800' : 'MC\udbff-123');
      const res = await send(r, { payload });
      const field = ['body', ...f.path].join('.');
      checked++;
      if (res.statusCode !== 400) failures.push(`${r.method} ${r.url} ${field}: got ${res.statusCode} ${res.body.slice(0, 200)}`);
      else if (!res.json().data?.errors?.some((e: { field: string }) => e.field === field)) failures.push(`${r.method} ${r.url}: 400 does not name ${field}`);
      else if (!/surrogate/.test(res.json().message)) failures.push(`${r.method} ${r.url} ${field}: message ${res.json().message}`);
    }
  }
  expect(failures).toEqual([]);
  expect(checked).toBeGreaterThan(200);
  expect(await snapshot(t.db)).toEqual(before);
}, 600_000);

test('a lone surrogate in a text field or a JSON key → 400 naming it, in English and Chinese', async () => {
  const menu = (payload: unknown, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `${API}/system/menu/add`,
      payload: payload as string,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang, 'content-type': 'application/json' },
    });
  // Stored as U+FFFD before the fix: what was kept differed from what was sent.
  const title = await menu(JSON.stringify({ menuType: 'M', name: 'probeMenu', title: 'Roster \udc00', pid: 0 }));
  expect(title.statusCode).toBe(400);
  expect(title.json()).toMatchObject({
    message: 'Invalid request: body.title must be valid Unicode text (a lone UTF-16 surrogate is not a character)',
    data: { errors: [{ field: 'body.title', message: 'must be valid Unicode text (holds a lone UTF-16 surrogate)' }] },
  });
  const zh = await menu(JSON.stringify({ menuType: 'M', name: 'probeMenu', title: '\ud800' }), 'zh-CN');
  expect(zh.json().message).toBe('请求参数错误：body.title 必须是有效的 Unicode 文本（孤立的 UTF-16 代理项不是字符）');
  const key = await menu(JSON.stringify({ menuType: 'M', name: 'probeMenu', 'x\ud800': 1 }));
  expect(key.json().data.errors[0].field).toBe('body.x\\ud800');
  // A well-formed pair (an emoji) is text like any other.
  const emoji = await menu(JSON.stringify({ menuType: 'M', name: 'probeMenu', 'x😀': 1 }));
  expect(JSON.stringify(emoji.json().data?.errors ?? [])).not.toMatch(/surrogate/);
});

test('a NUL in the login name, a header, or a JSON key → 400 naming it, in English and Chinese', async () => {
  const login = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `${API}/system/login`, payload: payload as string, headers });
  const creds = { username: 'ad\u0000min', password: 'x', verifyCode: '', verifyKey: '' };
  const en = await login(creds);
  expect(en.statusCode).toBe(400);
  expect(en.json()).toMatchObject({
    code: 400,
    message: 'Invalid request: body.username must not contain a NUL character (\\0)',
    data: { errors: [{ field: 'body.username', message: 'must not contain a NUL character (\\0)' }] },
  });
  const zh = await login(creds, { 'accept-language': 'zh-CN' });
  expect(zh.json().message).toBe('请求参数错误：body.username 不能包含空字符（\\0）');
  const ua = await login({ ...creds, username: 'admin' }, { 'user-agent': 'Mozilla\u0000/5.0' });
  expect(ua.json().data.errors).toEqual([{ field: 'headers.user-agent', message: expect.any(String) }]);
  const key = await login(JSON.stringify({ ...creds, username: 'admin', 'x\u0000y': 1 }), { 'content-type': 'application/json' });
  expect(key.statusCode).toBe(400);
  expect(key.json().data.errors[0].field).toBe('body.x\\0y');
});

test('malformed multipart, text/plain and bodiless JSON on every mutating route → 4xx, database unchanged', async () => {
  const B = 'hostileBoundary';
  const good = `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n--${B}--\r\n`;
  const variants: [string, string, string][] = [
    ['multipart without boundary', 'multipart/form-data', good],
    ['multipart, mismatched boundary', 'multipart/form-data; boundary=other', good],
    ['multipart, truncated', `multipart/form-data; boundary=${B}`, good.slice(0, 60)],
    ['text/plain body', 'text/plain', 'username=admin&password=x'],
    ['broken JSON', 'application/json', '{"a":'],
  ];
  const failures: string[] = [];
  const before = await snapshot(t.db);
  // Logout would end the session the probe uses: it gets its own bodiless check below.
  const routes = t.app.apiRoutes.filter((r) => MUTATING.has(r.method) && !r.url.endsWith('/logout'));
  for (const r of routes) {
    for (const [what, type, payload] of variants) {
      const res = await send(r, { payload, headers: { 'content-type': type } });
      if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`${r.method} ${r.url} ${what}: ${res.statusCode} ${res.body.slice(0, 150)}`);
      else if (res.json().code !== res.statusCode) failures.push(`${r.method} ${r.url} ${what}: not an envelope`);
    }
    // Bodiless call with a JSON content type: routes with a body schema refuse it as a
    // validation error; the others would act (so only routes with a body are probed here).
    if ((r.schema.body as JsonSchema | undefined)?.properties) {
      const res = await send(r, { headers: { 'content-type': 'application/json' } });
      if (res.statusCode !== 400) failures.push(`${r.method} ${r.url} bodiless JSON: ${res.statusCode} ${res.body.slice(0, 150)}`);
    }
  }
  expect(failures).toEqual([]);
  expect(await snapshot(t.db)).toEqual(before);
}, 600_000);

test('a bodiless action sent with Content-Type: application/json works (logout)', async () => {
  const { token: own } = await adminToken(t);
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/system/logout`,
    headers: { authorization: `Bearer ${own}`, 'content-type': 'application/json' },
  });
  expect(res.json()).toMatchObject({ code: 0 });
  expect((await t.get(`${API}/system/personal/getPersonalInfo`, own)).statusCode).toBe(401);
});
