/**
 * File storage: the local folder and the S3-compatible bucket behind one interface (the bucket
 * is a small HTTP fake here that checks the signed request shape: there is no network), the
 * upload helper's refusals (type by magic bytes, size → 413, malformed multipart → 400), public
 * avatars at /backend/upload, and the permission-checked download route per kind of file.
 *
 * @one-database: runs once, on PostgreSQL when the test command has one (tooling/test.mjs): files go through the storage interface, not the database.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ConfigError, loadConfig, type S3Config } from '../src/config';
import sharp from 'sharp';
import { registerFileKind } from '../src/core/files/files';
import { LocalStorage, S3Storage, assertKey } from '../src/core/files/storage';
import { sniffType } from '../src/core/files/upload';
import { API, ADMIN_PASSWORD, createTestApp, createUser, TEST_USER_PASSWORD, type TestApp } from './helpers';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A bucket that keeps objects in memory and records every request it was sent. */
async function fakeS3(): Promise<{ url: string; seen: SeenRequest[]; objects: Map<string, { body: Buffer; type: string }>; close(): Promise<void> }> {
  const seen: SeenRequest[] = [];
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server = http.createServer(async (req, res) => {
    const body = await readAll(req);
    seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
    // Unsigned requests are refused, as a real bucket would.
    if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 ')) {
      res.writeHead(403).end();
      return;
    }
    const key = decodeURIComponent(req.url!);
    if (!key.startsWith('/shiftdesk-files/')) {
      res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchBucket</Code></Error>');
      return;
    }
    if (req.method === 'PUT') {
      objects.set(key, { body, type: String(req.headers['content-type'] ?? '') });
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const o = objects.get(key);
      if (!o) res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
      else res.writeHead(200, { 'content-type': o.type, 'content-length': o.body.length }).end(o.body);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, objects, close: () => new Promise((r) => server.close(() => r())) };
}

const S3: Omit<S3Config, 'endpoint'> = {
  bucket: 'shiftdesk-files',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  region: 'ap-southeast-1',
};

describe('storage keys and type sniffing', () => {
  it('accepts kind/name keys and refuses traversal, absolute and odd keys', () => {
    expect(() => assertKey('avatar/0a1b.png')).not.toThrow();
    for (const bad of ['../etc/passwd', 'avatar/../../x', '/avatar/x.png', 'avatar', 'avatar//x', 'avatar/.hidden', 'a/b c.png']) {
      expect(() => assertKey(bad)).toThrow();
    }
  });

  it('sniffs the type from the first bytes, not the name', () => {
    expect(sniffType(PNG)).toBe('png');
    expect(sniffType(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffType(Buffer.from('<script>alert(1)</script>'))).toBeNull();
    expect(sniffType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

describe('local folder storage', () => {
  let dir: string;
  let storage: LocalStorage;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-storage-'));
    storage = new LocalStorage(dir);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('puts a buffer or a stream, gets it back as a stream, deletes it', async () => {
    await storage.put('avatar/a.png', PNG, { contentType: 'image/png' });
    await storage.put('doc/b.pdf', Readable.from([Buffer.from('%PDF-'), Buffer.from('1.7')]), { contentType: 'application/pdf' });
    expect(fs.readFileSync(path.join(dir, 'avatar/a.png'))).toEqual(PNG);
    const a = await storage.get('avatar/a.png');
    expect(a).toMatchObject({ contentType: 'image/png', size: PNG.length });
    expect(await readAll(a!.stream)).toEqual(PNG);
    expect((await readAll((await storage.get('doc/b.pdf'))!.stream)).toString()).toBe('%PDF-1.7');
    expect(storage.route('avatar/a.png')).toBe('upload/avatar/a.png');
    await storage.delete('avatar/a.png');
    await storage.delete('avatar/a.png'); // missing: not an error
    expect(await storage.get('avatar/a.png')).toBeNull();
    await expect(storage.put('../x.png', PNG, { contentType: 'image/png' })).rejects.toThrow(/invalid storage key/);
  });
});

describe('S3-compatible storage', () => {
  let s3: Awaited<ReturnType<typeof fakeS3>>;
  let storage: S3Storage;
  beforeAll(async () => {
    s3 = await fakeS3();
    storage = new S3Storage({ ...S3, endpoint: s3.url });
  });
  afterAll(async () => s3.close());

  it('sends SigV4-signed path-style requests with the payload hash, and reads, misses and deletes', async () => {
    await storage.put('avatar/c.png', PNG, { contentType: 'image/png' });
    const put = s3.seen.at(-1)!;
    expect(put.method).toBe('PUT');
    expect(put.url).toBe('/shiftdesk-files/avatar/c.png');
    expect(put.headers['content-type']).toBe('image/png');
    expect(put.body).toEqual(PNG);
    const date = String(put.headers['x-amz-date']);
    expect(date).toMatch(/^\d{8}T\d{6}Z$/);
    // The body is signed, not sent as UNSIGNED-PAYLOAD.
    expect(put.headers['x-amz-content-sha256']).toBe(crypto.createHash('sha256').update(PNG).digest('hex'));
    const auth = String(put.headers.authorization);
    expect(auth).toMatch(
      new RegExp(`^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/${date.slice(0, 8)}/ap-southeast-1/s3/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$`),
    );
    const signed = /SignedHeaders=([^,]+)/.exec(auth)![1].split(';');
    expect(signed).toEqual(expect.arrayContaining(['host', 'x-amz-content-sha256', 'x-amz-date']));
    expect(auth).not.toContain(S3.secretAccessKey);

    const got = await storage.get('avatar/c.png');
    expect(got?.contentType).toBe('image/png');
    expect(await readAll(got!.stream)).toEqual(PNG);
    expect(s3.seen.at(-1)).toMatchObject({ method: 'GET', url: '/shiftdesk-files/avatar/c.png' });
    expect(await storage.get('avatar/none.png')).toBeNull();

    await storage.delete('avatar/c.png');
    expect(s3.seen.at(-1)).toMatchObject({ method: 'DELETE', url: '/shiftdesk-files/avatar/c.png' });
    expect(s3.objects.size).toBe(0);
    expect(storage.route('avatar/c.png')).toBe('upload/avatar/c.png');
  });

  it('reports a refused request as an error', async () => {
    const bad = new S3Storage({ ...S3, endpoint: `${s3.url}/nowhere` });
    await expect(bad.put('avatar/x.png', PNG, { contentType: 'image/png' })).rejects.toThrow(/S3 PUT avatar\/x.png failed: 404/);
  });
});

describe('S3_* settings', () => {
  const all = {
    S3_ENDPOINT: 'https://s3.ap-southeast-1.amazonaws.com',
    S3_BUCKET: 'shiftdesk-files',
    S3_ACCESS_KEY_ID: 'AKID',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_REGION: 'ap-southeast-1',
  };
  it('uses the bucket when all five are set, the local folder when none is', () => {
    expect(loadConfig({ ...all }).s3).toEqual({
      endpoint: all.S3_ENDPOINT,
      bucket: all.S3_BUCKET,
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      region: 'ap-southeast-1',
    });
    expect(loadConfig({}).s3).toBeUndefined();
  });
  it('JOBS=off makes an instance that queues but runs no workers (default on)', () => {
    expect(loadConfig({}).jobWorker).toBe(true);
    expect(loadConfig({ JOBS: 'off' }).jobWorker).toBe(false);
    expect(() => loadConfig({ JOBS: 'maybe' })).toThrow(/JOBS/);
  });
  it('refuses some-but-not-all, a bad endpoint, bucket or region, naming the variable', () => {
    expect(() => loadConfig({ ...all, S3_REGION: '' })).toThrow(/S3_REGION/);
    expect(() => loadConfig({ ...all, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...all, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...all, S3_REGION: 'Singapore!' })).toThrow(ConfigError);
    // The secret never appears in the message.
    try {
      loadConfig({ ...all, S3_BUCKET: 'x' });
    } catch (e) {
      expect(String(e)).not.toContain('secret');
    }
  });
});

function multipart(name: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = `----shiftdesk${crypto.randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each([
  { name: 'local folder', s3: false },
  { name: 'S3 bucket', s3: true },
])('uploads and downloads through the app ($name)', ({ s3: useS3 }) => {
  let t: TestApp;
  let bucket: Awaited<ReturnType<typeof fakeS3>> | undefined;
  let token: string;
  let ownerToken: string;
  let ownerId: number;
  let offKind: () => void;

  beforeAll(async () => {
    bucket = useS3 ? await fakeS3() : undefined;
    t = await createTestApp(bucket ? { s3: { ...S3, endpoint: bucket.url } } : {});
    token = await t.login('admin', ADMIN_PASSWORD);
    ownerId = await createUser(t.db, { userName: `owner${useS3 ? 's3' : 'fs'}`, dept: 'Recruitment', roles: ['common'] });
    ownerToken = await t.login(`owner${useS3 ? 's3' : 'fs'}`, TEST_USER_PASSWORD);
    // A private kind whose owner is named in the key: what a module with real records registers.
    offKind = registerFileKind({ name: 'private', public: false, canRead: async (req, key) => key.split('/')[1] === String(req.user!.id) });
  });
  afterAll(async () => {
    offKind?.();
    await t?.close();
    await bucket?.close();
  });

  const upload = (name: string, content: Buffer, type?: string, tok = token) => {
    const { payload, headers } = multipart(name, content, type);
    return t.app.inject({ method: 'POST', url: `${API}/system/personal/avatar`, payload, headers: { ...headers, authorization: `Bearer ${tok}` } });
  };

  it('stores an avatar in the storage and serves it publicly at /backend/upload', async () => {
    // Avatars are decoded and re-encoded (core/files/image.ts): upload a real image.
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#246' } }).png().toBuffer();
    const res = await upload('me.png', png, 'image/png');
    expect(res.statusCode).toBe(200);
    const avatar = res.json().data.avatar as string;
    expect(avatar).toMatch(/^upload\/avatar\/[0-9a-f]{32}\.png$/);
    const key = avatar.slice('upload/'.length);
    const stored = bucket ? bucket.objects.get(`/${S3.bucket}/${key}`)?.body : fs.readFileSync(path.join(t.dataDir, 'upload', key));
    expect(await sharp(stored as Buffer).metadata()).toMatchObject({ format: 'png', width: 4, height: 4 });
    const served = await t.app.inject({ method: 'GET', url: `/backend/${avatar}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload).toEqual(stored);
    // A new avatar removes the previous file.
    const next = (await upload('again.png', png, 'image/png')).json().data.avatar as string;
    expect(next).not.toBe(avatar);
    expect((await t.app.inject({ method: 'GET', url: `/backend/${avatar}` })).statusCode).toBe(404);
  });

  it('refuses a disguised file (400), an oversized one (413) and a malformed multipart body (400, not 500)', async () => {
    const disguised = await upload('evil.png', Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(disguised.statusCode).toBe(400);
    const big = await upload('big.png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'image/png');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 413 });
    const malformed = await t.app.inject({
      method: 'POST',
      url: `${API}/system/personal/avatar`,
      headers: { 'content-type': 'multipart/form-data; boundary=abc', authorization: `Bearer ${token}` },
      payload: '--abc\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\n\r\n\x89PNG', // never closed
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe(400);
  });

  it('serves non-public kinds only through the checked route: owner yes, others 403, anonymous 401', async () => {
    const key = `private/${ownerId}/contract.pdf`;
    await t.app.ctx.storage.put(key, Buffer.from('%PDF-1.7 contract'), { contentType: 'application/pdf' });
    const mine = await t.get(`${API}/system/file?key=${key}`, ownerToken);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toBe('attachment; filename="contract.pdf"');
    expect(mine.body).toBe('%PDF-1.7 contract');
    expect((await t.get(`${API}/system/file?key=${key}`, token)).statusCode).toBe(403);
    expect((await t.get(`${API}/system/file?key=${key}`)).statusCode).toBe(401);
    // Not public: the open upload path does not serve it.
    expect((await t.get(`/backend/upload/${key}`)).statusCode).toBe(404);
    expect((await t.get(`${API}/system/file?key=unknownkind/x.pdf`, token)).statusCode).toBe(404);
    expect((await t.get(`${API}/system/file?key=private/${ownerId}/missing.pdf`, ownerToken)).statusCode).toBe(404);
  });
});
