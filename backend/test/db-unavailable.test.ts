/** A database that cannot be reached answers a retryable 503 envelope, not a 500 (issue 11). */
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
