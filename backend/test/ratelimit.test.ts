/** Login rate limit → 429 envelope. Own app: the limit is per IP and per app instance. */
import { API, type TestApp, createTestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: 3 });
});
afterAll(() => t.close());

test('the 4th login attempt within a minute from one IP answers 429 in the envelope', async () => {
  const attempt = () =>
    t.app.inject({ method: 'POST', url: `${API}/system/login`, payload: { username: 'x', password: 'y', verifyCode: '', verifyKey: '' } });
  for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400);
  const res = await attempt();
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ code: 429, message: expect.stringMatching(/Too many requests/), data: null });
  // Other endpoints are not limited by it.
  expect((await t.get(`${API}/pub/health`)).statusCode).toBe(200);
});
