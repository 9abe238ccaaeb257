/** Lock screen unlock: POST /system/personal/unlock checks the current user's password, rate limited per session. */
import { UnlockLimiter } from '../src/modules/system/lock';
import { API, createTestApp, createUser, TEST_USER_PASSWORD, type TestApp } from './helpers';

let t: TestApp;
const unlock = (token: string | undefined, password: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/system/personal/unlock`,
    payload: { password } as object,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, { userName: 'locker', dept: 'Recruitment', roles: ['common'] });
});
afterAll(() => t.close());

test('needs a login', async () => {
  const res = await unlock(undefined, 'x');
  expect(res.statusCode).toBe(401);
  expect(res.json().code).toBe(401);
});

test('right password unlocks; wrong password says so (en and zh-cn); bad body is 400', async () => {
  const token = await t.login('locker', TEST_USER_PASSWORD);
  const good = await unlock(token, TEST_USER_PASSWORD);
  expect(good.statusCode).toBe(200);
  expect(good.json()).toMatchObject({ code: 0, data: { unlocked: true } });
  const bad = await unlock(token, 'nope');
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toEqual({ code: 400, message: 'The password is incorrect', data: null });
  const zh = await unlock(token, 'nope', { 'accept-language': 'zh-CN' });
  expect(zh.json().message).toBe('密码不正确');
  expect((await unlock(token, '')).statusCode).toBe(400);
  expect((await unlock(token, 12)).statusCode).toBe(400);
  const extra = await t.app.inject({
    method: 'POST',
    url: `${API}/system/personal/unlock`,
    payload: { password: 'x', userName: 'admin' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(extra.statusCode).toBe(400);
});

test('5 wrong tries per session → 429 (even for the right password); another session is not affected', async () => {
  const a = await t.login('locker', TEST_USER_PASSWORD);
  const b = await t.login('locker', TEST_USER_PASSWORD);
  for (let i = 0; i < 5; i++) expect((await unlock(a, `wrong-${i}`)).statusCode).toBe(400);
  const limited = await unlock(a, TEST_USER_PASSWORD);
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toMatchObject({
    code: 429,
    data: null,
    message: expect.stringMatching(/Too many wrong passwords.*minutes?/),
  });
  expect(limited.headers['retry-after']).toBeDefined();
  expect((await unlock(b, TEST_USER_PASSWORD)).statusCode).toBe(200);
});

test('a right password clears the counter', async () => {
  const a = await t.login('locker', TEST_USER_PASSWORD);
  for (let i = 0; i < 4; i++) expect((await unlock(a, 'bad')).statusCode).toBe(400);
  expect((await unlock(a, TEST_USER_PASSWORD)).statusCode).toBe(200);
  for (let i = 0; i < 4; i++) expect((await unlock(a, 'bad')).statusCode).toBe(400);
  expect((await unlock(a, TEST_USER_PASSWORD)).statusCode).toBe(200);
});

test('UnlockLimiter: window of 5 minutes', () => {
  const l = new UnlockLimiter(5, 300_000);
  const t0 = 1_000_000;
  for (let i = 0; i < 5; i++) l.fail('s', t0 + i * 1000);
  expect(l.blockedFor('s', t0 + 5000)).toBe(300_000 - 5000);
  expect(l.blockedFor('other', t0 + 5000)).toBe(0);
  expect(l.blockedFor('s', t0 + 299_999)).toBe(1);
  // sliding window: the oldest failure leaves it after 5 minutes
  expect(l.blockedFor('s', t0 + 300_000)).toBe(0);
  l.clear('s');
  expect(l.blockedFor('s', t0)).toBe(0);
});
