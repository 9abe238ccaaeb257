/**
 * No password, token or hash in any log (issue 11, Done-means 2). A run that logs in (right
 * and wrong, as JSON, text/plain and broken JSON), adds a user, resets passwords, uploads
 * (right and wrong), opens the socket URL with its token, fails with an SQL error carrying a
 * hash, and sends NUL bytes — then the operation log, the login log and the captured pino
 * output are searched for every secret of the run and for anything shaped like one.
 */
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { hashPassword } from '../src/core/auth/password';
import { sysLoginLog, sysOperLog, sysUser } from '../src/db/schema';
import { ADMIN_PASSWORD, API, type InjectResponse, type TestApp, createTestApp, eventually } from './helpers';

let t: TestApp;
let logText = '';
const stream = new PassThrough();
stream.on('data', (c: Buffer) => {
  logText += c.toString('utf8');
});

/** Everything secret the run handles (filled as it goes). */
const secrets = new Set<string>([ADMIN_PASSWORD]);
let failingHash = '';

beforeAll(async () => {
  failingHash = await hashPassword('never-logged-1');
  secrets.add(failingHash);
  t = await createTestApp({
    logLevel: 'info',
    logStream: stream,
    // A route whose SQL fails with a hash among its parameters, as a failed password update would.
    extraRoutes: (app) => {
      app.post('/backend/api/v1/test/fail', { config: { auth: 'public' }, schema: { summary: 'Test: an SQL error with a hash parameter' } }, async () => {
        await app.ctx.db.execute(sql`select ${failingHash}::integer`);
        return {};
      });
    },
  });
}, 180_000);
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${API}${url}`, payload: payload as string, headers });
const put = (url: string, payload: unknown, token: string) =>
  t.app.inject({ method: 'PUT', url: `${API}${url}`, payload: payload as string, headers: { authorization: `Bearer ${token}` } });

function tokenOf(res: InjectResponse): string {
  const token = res.json().data?.token;
  if (typeof token !== 'string') throw new Error(`no token: ${res.body.slice(0, 200)}`);
  secrets.add(token);
  return token;
}

test('after a run of logins, resets, uploads and failures, no log holds a secret', async () => {
  const creds = (username: string, password: string) => ({ username, password, verifyCode: '', verifyKey: '' });
  const admin = tokenOf(await post('/system/login', creds('admin', ADMIN_PASSWORD)));
  expect((await post('/system/login', creds('admin', 'Wrong-Pass-77'))).statusCode).toBe(400);
  secrets.add('Wrong-Pass-77');
  // Bodies that fail to parse, carrying the real password.
  expect((await post('/system/login', JSON.stringify(creds('admin', ADMIN_PASSWORD)), { 'content-type': 'text/plain' })).statusCode).toBe(400);
  expect((await post('/system/login', `username=admin&password=${ADMIN_PASSWORD}`, { 'content-type': 'text/plain' })).statusCode).toBe(400);
  expect(
    (await post('/system/login', `{"username":"admin","password":"${ADMIN_PASSWORD}"`, { 'content-type': 'application/json' })).statusCode,
  ).toBe(400);
  // A token typed into the name field.
  await post('/system/login', creds(admin, 'x'));

  const [dept] = await t.db.select({ id: sysUser.deptId }).from(sysUser).limit(1);
  const pw1 = 'First-Pass-123';
  const pw2 = 'Second-Pass-456';
  const pw3 = 'Third-Pass-789';
  for (const p of [pw1, pw2, pw3]) secrets.add(p);
  const add = await post(
    '/system/user/add',
    { userName: 'logcheck', userNickname: 'L', deptId: dept.id, mobile: '91234567', userType: 1, password: pw1, roleIds: [], postIds: [] },
    { authorization: `Bearer ${admin}` },
  );
  expect(add.json()).toMatchObject({ code: 0 });
  const id = add.json().data.id;
  expect((await put('/system/user/resetPwd', { id, password: pw2 }, admin)).json()).toMatchObject({ code: 0 });
  // A weak password is refused (and must not be logged either).
  expect((await put('/system/user/resetPwd', { id, password: 'weakpw' }, admin)).statusCode).toBe(400);
  secrets.add('weakpw');
  const user = tokenOf(await post('/system/login', creds('logcheck', pw2)));
  const rotated = tokenOf(
    await t.app.inject({
      method: 'PUT',
      url: `${API}/system/personal/resetPwd`,
      payload: { oldPassword: pw2, newPassword: pw3 },
      headers: { authorization: `Bearer ${user}` },
    }),
  );

  // Uploads: one good, one malformed, one under a wrong field name, one too large.
  const img = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
  const B = 'secretsBoundary';
  const form = (field: string, content: Buffer) =>
    Buffer.concat([
      Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${B}--\r\n`),
    ]);
  const upload = (payload: Buffer, type = `multipart/form-data; boundary=${B}`) =>
    t.app.inject({ method: 'POST', url: `${API}/system/personal/avatar`, payload, headers: { authorization: `Bearer ${rotated}`, 'content-type': type } });
  expect((await upload(form('file', img))).statusCode).toBe(200);
  expect((await upload(form('file', img), 'multipart/form-data')).statusCode).toBe(400);
  expect((await upload(form('avatar', img))).statusCode).toBe(400);
  expect((await upload(form('file', Buffer.alloc(2 * 1024 * 1024 + 5)))).statusCode).toBe(413);

  // The socket URL carries the token; a NUL byte; an SQL error with a hash parameter.
  await t.app.inject({ method: 'GET', url: `/admin/api/v1/websocket?token=${rotated}` });
  await t.get(`${API}/system/user/list?keyWords=a%00b&token=${admin}`, admin);
  expect((await t.app.inject({ method: 'POST', url: '/backend/api/v1/test/fail' })).statusCode).toBe(500);

  // Every stored hash is a secret too.
  for (const u of await t.db.select({ h: sysUser.passwordHash }).from(sysUser)) secrets.add(u.h);

  // The operation-log rows are written after each answer.
  const opRows = await eventually(async () => {
    const rows = await t.db.select().from(sysOperLog);
    return rows.length >= 14 && rows;
  });
  const loginRows = await t.db.select().from(sysLoginLog);
  expect(loginRows.length).toBeGreaterThanOrEqual(3);
  expect(logText).toMatch(/incoming request/);
  expect(logText).toMatch(/websocket\?token=\*\*\*\*\*\*/);

  const places: [string, string][] = [
    ['operation log', JSON.stringify(opRows)],
    ['login log', JSON.stringify(loginRows)],
    ['server log', logText],
  ];
  const leaks: string[] = [];
  for (const [where, text] of places) {
    for (const s of secrets) {
      const at = text.indexOf(s);
      // The context before the leak says which log line it is (the secret itself is not shown).
      if (at >= 0) leaks.push(`${where} holds ${s.slice(0, 12)}… after: ${text.slice(Math.max(0, at - 150), at)}`);
    }
    if (/\$argon2(id|i|d)\$/.test(text)) leaks.push(`${where} holds an argon2 hash`);
    if (/eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]+/.test(text)) leaks.push(`${where} holds a JWT`);
    if (/Bearer\s+(?!\*)\S+/i.test(text)) leaks.push(`${where} holds a bearer credential`);
  }
  expect(leaks).toEqual([]);
  // The redaction did not throw the evidence away: the failed text/plain login is in the
  // operation log, with its user name and its password masked.
  expect(opRows.some((r) => r.operParam.includes('admin') && r.operParam.includes('******'))).toBe(true);
  // …and the SQL failure is in the server log, without its parameter.
  expect(logText).toMatch(/unhandled error/);
}, 300_000);
