/** A database that cannot be reached answers a retryable 503 envelope, not a 500 (issue 11). */
import { sql } from 'drizzle-orm';
import { isDatabaseUnavailable } from '../src/core/http/error-handler';
import { rowsOf } from '../src/db/migrate';
import { API, type TestApp, createTestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extraRoutes: (app) => {
      // What drizzle throws when PostgreSQL goes away: a query error whose cause is pg's.
      app.get('/backend/api/v1/test/db-down', { config: { auth: 'public' }, schema: { summary: 'Test: database gone' } }, async () => {
        throw new Error('Failed query: select 1', { cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) });
      });
      app.get('/backend/api/v1/test/db-refused', { config: { auth: 'public' }, schema: { summary: 'Test: database refused' } }, async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      });
      app.get('/backend/api/v1/test/bug', { config: { auth: 'public' }, schema: { summary: 'Test: a bug' } }, async () => {
        throw new Error('a plain bug');
      });
    },
  });
}, 180_000);
afterAll(() => t.close());

test('database gone → 503 with Retry-After, in both languages; other errors stay 500', async () => {
  for (const url of ['/test/db-down', '/test/db-refused']) {
    const res = await t.get(`${API}${url}`);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ code: 503, message: 'The service is briefly unavailable. Please try again in a few seconds.', data: null });
  }
  const zh = await t.get(`${API}/test/db-down`, undefined, { 'accept-language': 'zh-CN' });
  expect(zh.json().message).toBe('服务暂时不可用，请几秒后重试。');
  expect((await t.get(`${API}/test/bug`)).statusCode).toBe(500);
});

// PostgreSQL only: PGlite has no connections to drop.
const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;

onPostgres('a transaction whose connection the server drops between two statements fails with a 503; the pool recovers', async () => {
  // Before the fix, pg emitted 'error' on the checked-out client with no listener: an uncaught
  // exception that took the whole server down (the fault drill stopping PostgreSQL under load).
  // Jest's sandbox does not surface that exception to the test, so the test holds the cause:
  // every client the pool hands out listens for 'error'.
  const err = await t.db
    .transaction(async (tx) => {
      const client = (tx as unknown as { session: { client: { listenerCount(e: string): number } } }).session.client;
      expect(client.listenerCount('error')).toBeGreaterThan(0);
      const [{ pid }] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
      // Another connection ends this one while the transaction waits between statements.
      await t.db.execute(sql`select pg_terminate_backend(${pid})`);
      await new Promise((r) => setTimeout(r, 300));
      await tx.execute(sql`select 1`);
    })
    .then(
      () => null,
      (e: unknown) => e,
    );
  expect(isDatabaseUnavailable(err)).toBe(true);
  // The pool discarded the dropped client: the next statements work.
  for (let i = 0; i < 12; i++) expect(rowsOf(await t.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
});
