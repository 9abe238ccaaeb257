/**
 * Uploads that go wrong (issue 11): malformed multipart → 400, too large → 413, wrong field →
 * 400, a GIF/HTML polyglot refused, served files carry nosniff. Each refusal leaves the
 * database and the upload folder as they were.
 *
 * @one-database: runs once, on PostgreSQL when the test command has one (tooling/test.mjs): the refusals come before anything is stored.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { API, type TestApp, createTestApp, createUser, TEST_USER_PASSWORD } from './helpers';
import { snapshot } from './support/db-snapshot';

let t: TestApp;
let token: string;
const URL = `${API}/system/personal/avatar`;
const B = 'xBoundary123';

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, { userName: 'up', dept: 'Recruitment', roles: ['common'], mobile: '+65 91234567' });
  token = await t.login('up', TEST_USER_PASSWORD);
}, 180_000);
afterAll(() => t.close());

const png = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#123' } }).png().toBuffer();

function part(field: string, content: Buffer, filename = 'a.png', boundary = B) {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    content,
    Buffer.from('\r\n'),
  ]);
}
const end = (boundary = B) => Buffer.from(`--${boundary}--\r\n`);

function post(payload: Buffer, contentType: string) {
  return t.app.inject({ method: 'POST', url: URL, payload, headers: { authorization: `Bearer ${token}`, 'content-type': contentType } });
}

function uploadFiles() {
  const dir = path.join(t.dataDir, 'upload', 'avatar');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

test('a well-formed upload works (baseline for the cases below)', async () => {
  const res = await post(Buffer.concat([part('file', await png()), end()]), `multipart/form-data; boundary=${B}`);
  expect(res.json()).toMatchObject({ code: 0 });
});

test('malformed multipart, wrong field, too large, polyglot: 4xx envelopes, nothing stored', async () => {
  const img = await png();
  const good = Buffer.concat([part('file', img), end()]);
  const polyglot = Buffer.concat([
    Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;<html><script>alert(document.domain)</script></html>', 'latin1'),
  ]);
  const cases: [string, Buffer, string, number, RegExp][] = [
    ['no boundary', good, 'multipart/form-data', 400, /not a valid multipart/],
    ['empty boundary', good, 'multipart/form-data; boundary=', 400, /not a valid multipart/],
    ['mismatched boundary', good, 'multipart/form-data; boundary=otherBoundary', 400, /multipart|form field/],
    ['truncated body', good.subarray(0, good.length - 30), `multipart/form-data; boundary=${B}`, 400, /not a valid multipart/],
    ['truncated headers', good.subarray(0, 40), `multipart/form-data; boundary=${B}`, 400, /not a valid multipart/],
    ['empty body', Buffer.alloc(0), `multipart/form-data; boundary=${B}`, 400, /multipart|form field/],
    ['garbage', Buffer.from('hello world'), `multipart/form-data; boundary=${B}`, 400, /multipart|form field/],
    ['wrong field name', Buffer.concat([part('avatar', img), end()]), `multipart/form-data; boundary=${B}`, 400, /form field "file"/],
    ['two files', Buffer.concat([part('file', img), part('file', img), end()]), `multipart/form-data; boundary=${B}`, 400, /exactly one file/],
    ['too large', Buffer.concat([part('file', Buffer.alloc(2 * 1024 * 1024 + 1, 7)), end()]), `multipart/form-data; boundary=${B}`, 413, /too large/],
    ['GIF/HTML polyglot', Buffer.concat([part('file', polyglot, 'a.gif'), end()]), `multipart/form-data; boundary=${B}`, 400, /PNG, JPEG, WebP or GIF/],
    ['not multipart', Buffer.from('{"file":"x"}'), 'application/json', 400, /not a valid multipart/],
  ];
  const before = await snapshot(t.db);
  const filesBefore = uploadFiles();
  const failures: string[] = [];
  for (const [what, payload, type, status, message] of cases) {
    const res = await post(payload, type);
    const body = res.json();
    if (res.statusCode !== status || body.code !== status || !message.test(body.message)) {
      failures.push(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
  }
  expect(failures).toEqual([]);
  expect(await snapshot(t.db)).toEqual(before);
  expect(uploadFiles()).toEqual(filesBefore);
});

test('refusals are translated (zh-cn)', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: URL,
    payload: Buffer.from('x'),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data', 'accept-language': 'zh-CN' },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('上传内容不是有效的 multipart/form-data 请求');
});

test('a NUL byte in a multipart text field is refused naming the field', async () => {
  const field = Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="note"\r\n\r\na\u0000b\r\n`);
  const res = await post(Buffer.concat([field, part('file', await png()), end()]), `multipart/form-data; boundary=${B}`);
  expect(res.statusCode).toBe(400);
  expect(res.json().data.errors).toEqual([{ field: 'body.note', message: expect.stringMatching(/NUL/) }]);
});
