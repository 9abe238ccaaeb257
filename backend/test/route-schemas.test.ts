/**
 * The tests' apps compile each route's validators and serializers on its first request
 * (`lazySchemas`, core/http/validators.ts), the server at its start. Here: every route's schemas
 * compile the lazy way too, and a lazy app refuses and shapes answers exactly as an eager one.
 *
 * @one-database: runs once, on PostgreSQL when the test command has one (tooling/test.mjs): schemas compile without the database.
 */
import { ADMIN_PASSWORD, API, createTestApp, type TestApp } from './helpers';

let lazy: TestApp;
let eager: TestApp;
let eagerToken: string;
beforeAll(async () => {
  lazy = await createTestApp();
  eager = await createTestApp({ lazySchemas: false });
  eagerToken = await eager.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => {
  await lazy?.close();
  await eager?.close();
});

test('the eager app compiled everything at its start; the lazy one compiles every route part on demand, once', () => {
  expect(eager.app.routeSchemas.compileAll()).toBe(0);
  // about four hundred routes, each with a query or body and a response schema
  expect(lazy.app.routeSchemas.compileAll()).toBeGreaterThan(500);
  expect(lazy.app.routeSchemas.compileAll()).toBe(0);
});

test('a lazy app answers bad input, a list and a coerced query exactly as an eager one', async () => {
  const lazyFresh = await createTestApp();
  try {
    const token = await lazyFresh.login('admin', ADMIN_PASSWORD);
    const ask = async (t: TestApp, tok: string) => {
      const bad = await t.app.inject({
        method: 'POST',
        url: `${API}/system/post/add`,
        headers: { authorization: `Bearer ${tok}`, 'content-type': 'application/json' },
        payload: { postName: 5, postCode: 'x'.repeat(500), extra: true },
      });
      const list = await t.app.inject({
        method: 'GET',
        url: `${API}/system/post/list?pageNum=1&pageSize=2`,
        headers: { authorization: `Bearer ${tok}` },
      });
      return { bad: [bad.statusCode, bad.json()], list: [list.statusCode, list.json()] };
    };
    const fromLazy = await ask(lazyFresh, token);
    const fromEager = await ask(eager, eagerToken);
    expect(fromLazy.bad[0]).toBe(400);
    expect(fromLazy.list[0]).toBe(200);
    expect(fromLazy).toEqual(fromEager);
    // The same app, the second time: the compiled functions are kept.
    expect(await ask(lazyFresh, token)).toEqual(fromLazy);
  } finally {
    await lazyFresh.close();
  }
});
