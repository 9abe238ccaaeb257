/** Operation and login logs: rows carry what the spec lists, never a secret; filters; delete; clear. */
import { count, sql } from 'drizzle-orm';
import { estimatedRows, fitTotal, listTotal } from '../src/core/lists/paged-total';
import { sha256 } from '../src/core/auth/session';
import { sysOperLog } from '../src/db/schema';
import { rowsOf } from '../src/db/migrate';
import { API, ADMIN_PASSWORD, type TestApp, createTestApp, createUser, eventually, TEST_USER_PASSWORD } from './helpers';

let t: TestApp;
let admin: string;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `${API}${url}`, payload: payload as object, headers: { authorization: `Bearer ${token}`, ...headers } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

test('no password, hash or token ever appears in an operation-log row', async () => {
  await createUser(t.db, { userName: 'pwuser', dept: 'IT', roles: ['common'] });
  const secrets = [ADMIN_PASSWORD, TEST_USER_PASSWORD, 'Wrong-Pass-999', 'N3w-Secret-Pass1', 'N3w-Secret-Pass2'];
  const tokens: string[] = [admin];
  await t.app.inject({ method: 'POST', url: `${API}/system/login`, payload: { username: 'pwuser', password: 'Wrong-Pass-999', verifyCode: '', verifyKey: '' } });
  let user = await t.login('pwuser', TEST_USER_PASSWORD);
  tokens.push(user);
  const r1 = await call('PUT', '/system/personal/resetPwd', { oldPassword: 'Wrong-Pass-999', newPassword: 'N3w-Secret-Pass1' }, user);
  expect(r1.statusCode).toBe(400);
  const r2 = await call('PUT', '/system/personal/resetPwd', { oldPassword: TEST_USER_PASSWORD, newPassword: 'N3w-Secret-Pass1' }, user);
  expect(r2.statusCode).toBe(200);
  user = r2.json().data.token;
  tokens.push(user);
  const r3 = await call('PUT', '/system/personal/edit', { userNickname: 'PW', description: `token ${admin}` }, user);
  tokens.push(r3.json().data.token);
  // secrets nested anywhere and a token in a query string
  await t.app.inject({
    method: 'POST',
    url: `${API}/system/config/add?token=${admin}`,
    payload: { configName: 'n', configKey: 'k.x', configValue: 'v', remark: 'r', nested: { password: 'N3w-Secret-Pass2', secretKey: 'N3w-Secret-Pass2' } },
    headers: { authorization: `Bearer ${admin}` },
  });
  await call('POST', '/system/notification/subscription', { endpoint: 'https://push.example.com/x', keys: { p256dh: 'N3w-Secret-Pass2', auth: 'N3w-Secret-Pass2' } });
  const rows = await eventually(async () => {
    const all = await t.db.select().from(sysOperLog);
    return all.length >= 6 && all;
  });
  const hashes = tokens.map(sha256);
  for (const r of rows) {
    const text = JSON.stringify(r);
    for (const s of [...secrets, ...tokens, ...hashes]) expect(text).not.toContain(s);
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
  }
  expect(rows.some((r) => r.operParam.includes('******'))).toBe(true);
});

test('operation-log rows carry module, operator, department, URL, method, host, location, params, error, status', async () => {
  await call('POST', '/system/config/add', { configName: 'Log me', configKey: 'log.me', configValue: '1' });
  await call('DELETE', '/system/config/delete', { ids: [2147483647] }); // 404 → exception row
  await eventually(async () => (await call('GET', '/system/operLog/list?status=1&requestMethod=DELETE')).json().data.total > 0);
  const list = (await call('GET', '/system/operLog/list?title=config&pageSize=50')).json().data;
  const okRow = list.list.find((r: { operParam: string; status: number }) => r.operParam.includes('log.me') && r.status === 0);
  expect(okRow).toMatchObject({
    module: 'system',
    operName: 'admin',
    deptName: 'Shiftdesk HQ',
    operUrl: '/backend/api/v1/system/config/add',
    requestMethod: 'POST',
    operIp: expect.any(String),
    operLocation: expect.any(String),
    errorMsg: '',
    status: 0,
    operTime: expect.stringMatching(/Z$/),
  });
  const failed = (await call('GET', '/system/operLog/list?status=1&requestMethod=DELETE')).json().data.list;
  expect(failed[0]).toMatchObject({ status: 1, httpStatus: 404, errorMsg: expect.any(String) });
  expect(failed[0].errorMsg.length).toBeGreaterThan(0);
  expect((await call('GET', `/system/operLog/get?id=${okRow.id}`)).json().data.id).toBe(okRow.id);
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  expect((await call('GET', `/system/operLog/list?dateRange[]=${today}&dateRange[]=${today}`)).json().data.total).toBeGreaterThan(0);
  expect((await call('GET', '/system/operLog/list?dateRange[]=2001-01-01&dateRange[]=2001-01-02')).json().data.total).toBe(0);
  expect((await call('GET', '/system/operLog/list?operName=nobody')).json().data.total).toBe(0);
  expect((await call('GET', '/system/operLog/list?orderBy=oper_param')).statusCode).toBe(400);
  const del = await call('DELETE', '/system/operLog/delete', { ids: [okRow.id] });
  expect(del.json().data.deleted).toBe(1);
  expect((await call('GET', `/system/operLog/get?id=${okRow.id}`)).statusCode).toBe(404);
});

test('login log: an IP is searched by its start (a subnet), through the pattern index of migration 0028', async () => {
  const ips = ['10.3.42.7', '10.3.42.250', '10.3.4.2', '110.3.42.9', '10.3.420.1', 'fe80::10:3:42'];
  await t.db.execute(
    sql`insert into sys_login_log (login_name, ipaddr, status) select 'subnet-probe', ip, 0 from unnest(${`{${ips.join(',')}}`}::text[]) as ip`,
  );
  const found = async (ipaddr: string) =>
    ((await call('GET', `/system/loginLog/list?loginName=subnet-probe&ipaddr=${encodeURIComponent(ipaddr)}`)).json().data.list as { ipaddr: string }[])
      .map((r) => r.ipaddr)
      .sort();
  expect(await found('10.3.42.')).toEqual(['10.3.42.250', '10.3.42.7']);
  expect(await found('10.3.4')).toEqual(['10.3.4.2', '10.3.42.250', '10.3.42.7', '10.3.420.1']);
  // Not "contains": the middle of an address finds nothing; LIKE's wildcards are plain characters.
  expect(await found('3.42.')).toEqual([]);
  expect(await found('10.3.4_.')).toEqual([]);
  expect(await found('10.3.42%')).toEqual([]);
  expect(await found(' fe80:: ')).toEqual(['fe80::10:3:42']);
  const indexes = rowsOf<{ indexdef: string }>(await t.db.execute(sql`select indexdef from pg_indexes where tablename = 'sys_login_log'`)).map((r) => r.indexdef);
  expect(indexes.some((d) => /\(ipaddr text_pattern_ops\)/.test(d))).toBe(true);
  // The trigram index it replaced, which digits and dots left nothing to narrow, is gone.
  expect(indexes.some((d) => /gin_trgm_ops/.test(d) && /ipaddr/.test(d))).toBe(false);
});

test('login log: list with filters, delete, clear; operation log clear', async () => {
  const list = (await call('GET', '/system/loginLog/list?loginName=pwuser')).json().data;
  expect(list.total).toBeGreaterThanOrEqual(2);
  const failures = (await call('GET', '/system/loginLog/list?loginName=pwuser&status=1')).json().data.list;
  expect(failures[0]).toMatchObject({ loginName: 'pwuser', status: 1, ipaddr: expect.any(String), browser: expect.any(String) });
  expect((await call('DELETE', '/system/loginLog/delete', { ids: [failures[0].id] })).json().data.deleted).toBe(1);
  expect((await call('DELETE', '/system/loginLog/clear', {})).statusCode).toBe(200);
  expect((await call('GET', '/system/loginLog/list')).json().data.total).toBe(0);
  expect((await call('DELETE', '/system/operLog/clear', { all: true })).statusCode).toBe(400);
  const cleared = await call('DELETE', '/system/operLog/clear', {});
  expect(cleared.json().data.deleted).toBeGreaterThan(0);
  // the clear itself is the first row of the new log
  const rows = await eventually(async () => {
    const r = (await call('GET', '/system/operLog/list')).json().data;
    return r.total > 0 && r;
  });
  expect(rows.list[rows.list.length - 1].operUrl).toBe('/backend/api/v1/system/operLog/clear');
});

describe('the total of a big unfiltered log', () => {
  test('exact under the threshold; the planner estimate above it, corrected by the page at the end', async () => {
    await t.db.insert(sysOperLog).values(
      Array.from({ length: 1500 }, (_, i) => ({ title: `bulk ${i}`, module: 'bench', operName: 'admin', requestMethod: 'GET', operUrl: '/x', status: 1, costMs: 1 })),
    );
    await t.db.execute(sql`analyze sys_oper_log`);
    const [{ n }] = await t.db.select({ n: count() }).from(sysOperLog);
    const exact = jest.fn(async () => Number(n));
    // under the threshold: the exact count
    expect(await listTotal({ db: t.db, table: 'sys_oper_log', filtered: false, exact })).toBe(Number(n));
    expect(exact).toHaveBeenCalledTimes(1);
    // above it: the statistics, no count
    const estimate = await estimatedRows(t.db, 'sys_oper_log');
    expect(estimate).toBeGreaterThan(1000);
    expect(await listTotal({ db: t.db, table: 'sys_oper_log', filtered: false, exact, estimateFrom: 1000 })).toBe(estimate);
    expect(exact).toHaveBeenCalledTimes(1);
    // a filter always counts exactly
    expect(await listTotal({ db: t.db, table: 'sys_oper_log', filtered: true, exact, estimateFrom: 1000 })).toBe(Number(n));
    expect(exact).toHaveBeenCalledTimes(2);
  });

  test('the page corrects an estimate: a short page is the last one, a full one proves a lower bound', () => {
    expect(fitTotal(1_000_000, 40, 7, 20)).toBe(47);
    expect(fitTotal(1_000_000, 0, 0, 20)).toBe(0);
    expect(fitTotal(10, 100, 20, 20)).toBe(120);
    expect(fitTotal(500, 20, 20, 20)).toBe(500);
    // a page past the end keeps the total so the pager can go back to the last page
    expect(fitTotal(35, 60, 0, 20)).toBe(35);
  });

  test('the list API still answers the exact total below the threshold, and after a clear', async () => {
    const [{ n }] = await t.db.select({ n: count() }).from(sysOperLog);
    const listed = (await call('GET', '/system/operLog/list?pageSize=10')).json().data;
    expect(listed.total).toBe(Number(n));
    await call('DELETE', '/system/operLog/clear', {});
    const after = (await call('GET', '/system/operLog/list')).json().data;
    expect(after.total).toBe(after.list.length);
  });
});
