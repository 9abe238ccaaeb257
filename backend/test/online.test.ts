/** Online users: never a token or hash; force logout → next request 401 + sessionsRevoked. */
import { sha256 } from '../src/core/auth/session';
import { API, ADMIN_PASSWORD, type TestApp, createTestApp, createUser, TEST_USER_PASSWORD } from './helpers';

let t: TestApp;
let admin: string;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `${API}${url}`, payload: payload as object, headers: { authorization: `Bearer ${token}`, ...headers } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await createUser(t.db, { userName: 'walker', dept: 'Sales', roles: ['common'] });
});
afterAll(() => t.close());

function allValues(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) v.forEach((x) => allValues(x, out));
  else if (v && typeof v === 'object') Object.values(v).forEach((x) => allValues(x, out));
  else out.push(String(v));
  return out;
}

test('the online-user list carries no token or token hash', async () => {
  const walker = await t.app.inject({
    method: 'POST',
    url: `${API}/system/login`,
    payload: { username: 'walker', password: TEST_USER_PASSWORD, verifyCode: '', verifyKey: '' },
    headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/126.0 Safari/537.36' },
  });
  const walkerToken = walker.json().data.token as string;
  const res = await call('GET', '/system/online/list?pageSize=100');
  expect(res.statusCode).toBe(200);
  const data = res.json().data;
  expect(data.total).toBe(2);
  const values = allValues(data);
  for (const tok of [admin, walkerToken]) {
    expect(values).not.toContain(tok);
    expect(values).not.toContain(sha256(tok));
    expect(res.body).not.toContain(tok);
    expect(res.body).not.toContain(sha256(tok));
  }
  expect(res.body).not.toMatch(/tokenHash|token_hash|prevToken/i);
  const row = data.list.find((r: { userName: string }) => r.userName === 'walker');
  expect(row).toMatchObject({
    sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    browser: 'Chrome 126',
    os: 'Windows',
    ip: expect.any(String),
    deptName: 'Sales',
    createdAt: expect.stringMatching(/Z$/),
    lastSeenAt: expect.stringMatching(/Z$/),
    current: false,
  });
  expect(data.list.find((r: { userName: string }) => r.userName === 'admin').current).toBe(true);
  expect((await call('GET', '/system/online/list?userName=walk')).json().data.total).toBe(1);
});

test("force logout: that session's next request gets 401, an event names it; the list drops it", async () => {
  const walkerToken = await t.login('walker', TEST_USER_PASSWORD);
  expect((await call('GET', '/system/user/getUserMenus', undefined, walkerToken)).statusCode).toBe(200);
  const list = (await call('GET', '/system/online/list?userName=walker')).json().data.list as { sessionId: string }[];
  const events: string[][] = [];
  const off = t.app.ctx.events.on('sessionsRevoked', (p) => events.push(p.sessionIds));
  const res = await call('PUT', '/system/online/forceLogout', { ids: list.map((r) => r.sessionId) });
  off();
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toEqual({ revoked: list.length, self: false });
  expect(events).toHaveLength(1);
  expect([...events[0]].sort()).toEqual(list.map((r) => r.sessionId).sort());
  const next = await call('GET', '/system/user/getUserMenus', undefined, walkerToken);
  expect(next.statusCode).toBe(401);
  expect((await call('GET', '/system/online/list?userName=walker')).json().data.total).toBe(0);
  // bad ids are a 400
  expect((await call('PUT', '/system/online/forceLogout', { ids: ["1' or '1'='1"] })).statusCode).toBe(400);
  expect((await call('PUT', '/system/online/forceLogout', { ids: [] })).statusCode).toBe(400);
});

test('forcing out your own session is allowed and says so', async () => {
  const second = await t.login('admin', ADMIN_PASSWORD);
  const mine = (await call('GET', '/system/online/list', undefined, second)).json().data.list.find((r: { current: boolean }) => r.current);
  const res = await call('PUT', '/system/online/forceLogout', { ids: [mine.sessionId] }, second);
  expect(res.json().data).toEqual({ revoked: 1, self: true });
  expect(res.json().message).toMatch(/your own/);
  expect((await call('GET', '/system/online/list', undefined, second)).statusCode).toBe(401);
  expect((await call('GET', '/system/online/list')).statusCode).toBe(200);
});
