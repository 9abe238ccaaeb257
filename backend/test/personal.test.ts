/** Personal centre: info, edit (fresh token), resetPwd, avatar upload, signature. */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { sysUser } from '../src/db/schema';
import { API, type TestApp, createTestApp, createUser, TEST_USER_PASSWORD } from './helpers';

let t: TestApp;
let token: string;
let uid: number;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, tok = token, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `${API}${url}`, payload: payload as object, headers: { authorization: `Bearer ${tok}`, ...headers } });

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
function multipart(name: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = '----shiftdeskTestBoundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (name: string, content: Buffer, type?: string, tok = token) => {
  const m = multipart(name, content, type);
  return t.app.inject({ method: 'POST', url: `${API}/system/personal/avatar`, payload: m.payload, headers: { ...m.headers, authorization: `Bearer ${tok}` } });
};

beforeAll(async () => {
  t = await createTestApp();
  uid = await createUser(t.db, { userName: 'me', dept: 'Recruitment', roles: ['common'], mobile: '+65 91234567' });
  token = await t.login('me', TEST_USER_PASSWORD);
});
afterAll(() => t.close());

test('getPersonalInfo: user, dept, roles, posts; never password data', async () => {
  const res = await call('GET', '/system/personal/getPersonalInfo');
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({
    user: { id: uid, userName: 'me', mobile: '+65 91234567', avatar: '', signature: null },
    dept: { deptName: 'Recruitment' },
    roles: [{ roleKey: 'common' }],
    posts: [],
  });
  expect(res.body).not.toMatch(/password|argon2|hash/i);
});

test('edit returns a fresh token and userInfo; the old token still works briefly; validation', async () => {
  const res = await call('PUT', '/system/personal/edit', { userNickname: 'New Me', mobile: '8123 4567', email: 'me@example.sg', sex: 2, description: 'hi' });
  expect(res.statusCode).toBe(200);
  const { token: fresh, userInfo } = res.json().data;
  expect(fresh).not.toBe(token);
  expect(userInfo).toMatchObject({ userName: 'me', userNickname: 'New Me', roles: ['common'] });
  const [u] = await t.db.select().from(sysUser).where(eq(sysUser.id, uid));
  expect(u).toMatchObject({ userNickname: 'New Me', mobile: '8123 4567', email: 'me@example.sg', sex: 2, description: 'hi' });
  token = fresh;
  expect((await call('PUT', '/system/personal/edit', { userNickname: 'x', mobile: '12345' })).statusCode).toBe(400);
  expect((await call('PUT', '/system/personal/edit', { userNickname: 'x', email: 'not-an-email' })).statusCode).toBe(400);
  expect((await call('PUT', '/system/personal/edit', { userNickname: 'x', userName: 'root' })).statusCode).toBe(400);
  expect((await call('PUT', '/system/personal/edit', { userNickname: 'x', status: 1 })).statusCode).toBe(400);
});

test('resetPwd: wrong old password → 400; right one rotates the token and logs out other sessions', async () => {
  const other = await t.login('me', TEST_USER_PASSWORD);
  const wrong = await call('PUT', '/system/personal/resetPwd', { oldPassword: 'nope-nope-1', newPassword: 'Better-Pass-1' });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().message).toBe('The old password is incorrect');
  const zh = await call('PUT', '/system/personal/resetPwd', { oldPassword: 'nope-nope-1', newPassword: 'Better-Pass-1' }, token, { 'accept-language': 'zh-CN' });
  expect(zh.json().message).toBe('旧密码不正确');
  expect((await call('PUT', '/system/personal/resetPwd', { oldPassword: TEST_USER_PASSWORD, newPassword: 'short' })).statusCode).toBe(400);
  const okRes = await call('PUT', '/system/personal/resetPwd', { oldPassword: TEST_USER_PASSWORD, newPassword: 'Better-Pass-1' });
  expect(okRes.statusCode).toBe(200);
  token = okRes.json().data.token;
  expect((await call('GET', '/system/personal/getPersonalInfo', undefined, other)).statusCode).toBe(401);
  expect((await call('GET', '/system/personal/getPersonalInfo')).statusCode).toBe(200);
  await expect(t.login('me', TEST_USER_PASSWORD)).rejects.toThrow();
  token = await t.login('me', 'Better-Pass-1');
});

/** A real image of `format`, `w`×`h` pixels. */
const image = (format: 'png' | 'jpeg' | 'gif' | 'webp', w = 8, h = 8) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#3a7' } }).toFormat(format).toBuffer();

test('avatar: images only (by magic bytes, re-encoded), ≤ 2 MB (413), stored and served under /backend/upload', async () => {
  const png = await image('png');
  const res = await upload('me.png', png, 'image/png');
  expect(res.statusCode).toBe(200);
  const { avatar, userInfo } = res.json().data;
  expect(avatar).toMatch(/^upload\/avatar\/[0-9a-f]{32}\.png$/);
  expect(userInfo.avatar).toBe(avatar);
  // Stored as a fresh encoding of the same picture.
  const stored = fs.readFileSync(path.join(t.dataDir, avatar));
  expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 8, height: 8 });
  const served = await t.app.inject({ method: 'GET', url: `/backend/${avatar}` });
  expect(served.statusCode).toBe(200);
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  expect(served.rawPayload).toEqual(stored);
  expect((await call('GET', '/system/personal/refreshToken')).json().data.userInfo.avatar).toBe(avatar);

  // a script named .png, an SVG, a PDF: refused
  for (const [name, body, type] of [
    ['evil.png', Buffer.from('<script>alert(1)</script>'), 'image/png'],
    ['x.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    ['x.pdf', Buffer.from('%PDF-1.7 ...'), 'application/pdf'],
  ] as const) {
    const r = await upload(name, body, type);
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toMatch(/PNG, JPEG, WebP or GIF/);
  }
  // > 2 MB → 413 envelope
  const big = await upload('big.png', Buffer.concat([PNG_HEAD, Buffer.alloc(2 * 1024 * 1024 + 10)]), 'image/png');
  expect(big.statusCode).toBe(413);
  expect(big.json()).toMatchObject({ code: 413, data: null });
  // jpeg, gif, webp accepted; the previous file is removed
  const jpg = await upload('a.jpg', await image('jpeg'));
  expect(jpg.json().data.avatar).toMatch(/\.jpg$/);
  expect(fs.existsSync(path.join(t.dataDir, avatar))).toBe(false);
  expect((await upload('a.gif', await image('gif'))).json().data.avatar).toMatch(/\.gif$/);
  expect((await upload('a.webp', await image('webp'))).json().data.avatar).toMatch(/\.webp$/);
  // Right magic bytes but no decodable image behind them: refused.
  const fake = Buffer.concat([PNG_HEAD, Buffer.alloc(200, 1)]);
  expect((await upload('fake.png', fake, 'image/png')).statusCode).toBe(400);
  // not multipart
  expect((await call('POST', '/system/personal/avatar', { file: 'x' })).statusCode).toBeGreaterThanOrEqual(400);
  // anonymous
  expect((await upload('me.png', png, 'image/png', 'bad')).statusCode).toBe(401);
});

test('signature: PNG data URL ≤ 500 KB stored on the user; anything else refused', async () => {
  const sig = `data:image/png;base64,${Buffer.concat([PNG_HEAD, Buffer.alloc(100)]).toString('base64')}`;
  expect((await call('PUT', '/system/personal/signature', { signature: sig })).statusCode).toBe(200);
  expect((await call('GET', '/system/personal/getPersonalInfo')).json().data.user.signature).toBe(sig);
  const notPng = `data:image/png;base64,${Buffer.from('hello world!').toString('base64')}`;
  expect((await call('PUT', '/system/personal/signature', { signature: notPng })).statusCode).toBe(400);
  expect((await call('PUT', '/system/personal/signature', { signature: 'data:text/html;base64,PHA+' })).statusCode).toBe(400);
  const huge = `data:image/png;base64,${Buffer.concat([PNG_HEAD, Buffer.alloc(510 * 1024)]).toString('base64')}`;
  expect((await call('PUT', '/system/personal/signature', { signature: huge })).statusCode).toBe(400);
  expect((await call('PUT', '/system/personal/signature', { signature: '' })).statusCode).toBe(200);
  expect((await call('GET', '/system/personal/getPersonalInfo')).json().data.user.signature).toBeNull();
});
