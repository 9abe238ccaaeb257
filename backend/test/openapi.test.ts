/**
 * Issue 3, item 1: every API route is in the OpenAPI document with its request and response
 * schemas. Generated from the server's own route table, so a new route is checked too.
 *
 * @one-database: runs once, on PostgreSQL when the test command has one (tooling/test.mjs): the API document is built from the route table.
 */
import { buildApp } from '../src/app';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('every API route is documented with its request and response schemas', async () => {
  const doc = (await t.get('/backend/docs/json')).json();
  const missing: string[] = [];
  for (const route of t.app.apiRoutes) {
    const where = `${route.method} ${route.url}`;
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const op = doc.paths[path]?.[route.method.toLowerCase()];
    if (!op) {
      missing.push(`${where}: not in the document`);
      continue;
    }
    const ok = op.responses?.['200']?.content?.['application/json']?.schema;
    if (!ok) missing.push(`${where}: no 200 response schema`);
    const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
    if (schema?.body && !op.requestBody?.content) missing.push(`${where}: body schema not documented`);
    if (schema?.querystring && !(op.parameters ?? []).some((p: { in: string }) => p.in === 'query')) {
      missing.push(`${where}: query schema not documented`);
    }
    if (route.protection.auth !== 'public' && !op.security) missing.push(`${where}: no bearer security`);
  }
  expect(missing).toEqual([]);
  expect(t.app.apiRoutes.filter((r) => r.url.startsWith('/backend/api/v1/system/')).length).toBeGreaterThan(60);
});

// Issue 14: the document as a contract (operationIds, tags, security, errors, no static routes).
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, { $ref?: string }>;
}

function operations(doc: { paths: Record<string, Record<string, Operation>> }) {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

test('every operation has a unique operationId named after its permission rule, a summary and a module tag', async () => {
  const doc = (await t.get('/backend/docs/json')).json();
  const ops = operations(doc);
  const ids = ops.map((o) => o.op.operationId);
  expect(new Set(ids).size).toBe(ids.length);
  for (const { method, path, op } of ops) {
    expect({ where: `${method} ${path}`, summary: Boolean(op.summary?.trim()), tags: op.tags?.length }).toEqual({
      where: `${method} ${path}`,
      summary: true,
      tags: 1,
    });
  }
  const byPath = (p: string, m: string) => doc.paths[`/backend/api/v1/${p}`][m] as Operation;
  // The rule, camel-cased: one name in the permission table, the path and the client.
  expect(byPath('system/user/add', 'post').operationId).toBe('systemUserAdd');
  expect(byPath('system/dict/data/getDictData', 'get').operationId).toBe('systemDictDataGetDictData');
  expect(byPath('system/notification/vapid-key', 'get').operationId).toBe('systemNotificationVapidKey');
  // Public routes have no rule: named by their path.
  expect(byPath('pub/captcha/get', 'get').operationId).toBe('pubCaptchaGet');
  expect(byPath('system/login', 'post').operationId).toBe('systemLogin');
  // A route borrowing another operation's rule (dept tree needs user/list) is named by its own path.
  expect(byPath('system/dept/treeSelect', 'get').operationId).toBe('systemDeptTreeSelect');
  for (const route of t.app.apiRoutes) {
    if (!route.protection.rule) continue;
    const op = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')][route.method.toLowerCase()] as Operation;
    if (`/backend/${route.protection.rule}` === route.url) {
      const camel = route.protection.rule
        .replace(/^api\/v1\//, '')
        .split(/[/_-]/)
        .map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1)))
        .join('');
      expect(op.operationId).toBe(camel);
    }
    expect(op.tags?.[0]).toBe(route.url.split('/').slice(4, 6).join('/'));
  }
  expect(doc.tags.map((x: { name: string }) => x.name)).toEqual(expect.arrayContaining(['system/user', 'pub']));
  expect(doc['x-tagGroups'].map((g: { name: string }) => g.name)).toEqual(expect.arrayContaining(['pub', 'system']));
});

test('public routes say so; the others require the bearer token', async () => {
  const doc = (await t.get('/backend/docs/json')).json();
  for (const route of t.app.apiRoutes) {
    const op = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')][route.method.toLowerCase()] as Operation;
    expect({ route: route.url, security: op.security }).toEqual({
      route: route.url,
      security: route.protection.auth === 'public' ? [] : [{ bearerAuth: [] }],
    });
  }
  expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
});

test('4xx answers are declared from the shared error responses, by what can go wrong', async () => {
  const doc = (await t.get('/backend/docs/json')).json();
  const codes = (p: string, m: string) => {
    const op = doc.paths[`/backend/api/v1/${p}`][m] as Operation;
    return Object.keys(op.responses).filter((c) => c.startsWith('4'));
  };
  expect(codes('system/user/edit', 'put')).toEqual(['400', '401', '403', '404', '409', '413']);
  expect(codes('system/user/list', 'get')).toEqual(['400', '401', '403']);
  expect(codes('system/user/getUserMenus', 'get')).toEqual(['401']);
  expect(codes('system/login', 'post')).toEqual(['400', '413', '429']);
  const edit = doc.paths['/backend/api/v1/system/user/edit'].put as Operation;
  expect(edit.responses['400'].$ref).toBe('#/components/responses/BadRequest');
  expect(edit.responses['500'].$ref).toBe('#/components/responses/ServerError');
  expect(doc.components.responses.BadRequest.content['application/json'].schema.$ref).toBe(
    '#/components/schemas/ValidationErrorEnvelope',
  );
  expect(doc.components.schemas.ErrorEnvelope.properties.code.type).toBe('integer');
  // Every operation names every error status it declares through a shared response.
  for (const { op } of operations(doc)) {
    for (const [code, r] of Object.entries(op.responses)) {
      if (!code.startsWith('2')) expect(r.$ref).toMatch(/^#\/components\/responses\/\w+$/);
    }
  }
});

test('static, SPA, upload and socket routes are not in the API document', async () => {
  const doc = (await t.get('/backend/docs/json')).json();
  const paths = Object.keys(doc.paths);
  expect(paths.filter((p) => !p.startsWith('/backend/api/'))).toEqual([]);
  // OpenAPI 3.0 schemas take `example`, never a JSON Schema `examples` array (anyOf branches too).
  expect(JSON.stringify(doc.paths)).not.toMatch(/"examples":\[/);
  expect(JSON.stringify(doc.components.schemas)).not.toMatch(/"examples":\[/);
});

describe('the server refuses to start with an undocumented API route', () => {
  const build = (extraRoutes: Parameters<typeof buildApp>[0]['extraRoutes']) =>
    buildApp({ database: t.database, dataDir: t.dataDir, jwtSecret: 'x'.repeat(32), logLevel: false, extraRoutes });

  test('a route without a summary', async () => {
    await expect(
      build((app) => {
        app.get('/backend/api/v1/system/nosummary', { config: { auth: 'login' } }, async () => ({ code: 0 }));
      }),
    ).rejects.toThrow(/GET \/backend\/api\/v1\/system\/nosummary must declare schema\.summary/);
  });

  test('two routes that would share an operationId', async () => {
    await expect(
      build((app) => {
        const schema = { summary: 'Twin' };
        app.get('/backend/api/v1/system/twin', { config: { auth: 'login' }, schema }, async () => ({ code: 0 }));
        app.post('/backend/api/v1/system/twin', { config: { auth: 'login' }, schema: { ...schema } }, async () => ({
          code: 0,
        }));
      }),
    ).rejects.toThrow(/would share operationId "systemTwin"/);
  });
});
