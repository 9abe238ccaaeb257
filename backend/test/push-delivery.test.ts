/**
 * Web Push of published notices to stored subscriptions, against a fake push service on
 * loopback: encrypted, VAPID-signed deliveries to the receivers only, gone subscriptions removed.
 */
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { sysPushSubscription } from '../src/db/schema';
import { createTestApp, createUser, eventually, type TestApp } from './helpers';

interface Hit {
  path: string;
  headers: http.IncomingHttpHeaders;
  bytes: number;
}

let t: TestApp;
let service: http.Server;
let base: string;
const hits: Hit[] = [];

function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') };
}

/** A throw-away self-signed certificate for 127.0.0.1 (push services are HTTPS only). */
function selfSigned() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  const pair = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

beforeAll(async () => {
  const tls = selfSigned();
  service = https.createServer(tls, (req, res) => {
    let bytes = 0;
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => {
      hits.push({ path: req.url ?? '', headers: req.headers, bytes });
      res.statusCode = req.url?.startsWith('/gone') ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((r) => service.listen(0, '127.0.0.1', r));
  base = `https://127.0.0.1:${(service.address() as AddressInfo).port}`;
  t = await createTestApp({ push: { agent: new https.Agent({ ca: tls.cert }) } });
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => service.close(r));
});

test('a published notice is pushed to its receivers, and gone subscriptions are deleted', async () => {
  const reader = await createUser(t.db, { userName: 'push_reader', dept: 'Finance', roles: ['common'] });
  const other = await createUser(t.db, { userName: 'push_other', dept: 'Finance', roles: ['common'] });
  await t.db.insert(sysPushSubscription).values([
    { userId: reader, endpoint: `${base}/ok/reader`, ...browserKeys() },
    { userId: reader, endpoint: `${base}/gone/reader-old-browser`, ...browserKeys() },
    { userId: other, endpoint: `${base}/ok/other`, ...browserKeys() },
  ]);

  t.app.ctx.events.emit('noticePublished', { id: 9, title: 'Payroll closed', tag: 3, type: 1, all: false, userIds: [reader] });
  await eventually(async () => hits.length >= 2 && (await t.db.select().from(sysPushSubscription).where(eq(sysPushSubscription.userId, reader))).length === 1);

  expect(hits.map((h) => h.path).sort()).toEqual(['/gone/reader-old-browser', '/ok/reader']);
  const delivered = hits.find((h) => h.path === '/ok/reader')!;
  expect(delivered.headers['content-encoding']).toBe('aes128gcm');
  expect(delivered.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
  expect(Number(delivered.headers.ttl)).toBeGreaterThan(0);
  expect(delivered.bytes).toBeGreaterThan(0);
  const left = await t.db.select({ endpoint: sysPushSubscription.endpoint }).from(sysPushSubscription);
  expect(left.map((r) => r.endpoint).sort()).toEqual([`${base}/ok/other`, `${base}/ok/reader`]);

  hits.length = 0;
  t.app.ctx.events.emit('noticePublished', { id: 10, title: 'Everyone', tag: 12, type: 1, all: true, userIds: [] });
  await eventually(async () => hits.length >= 2);
  expect(hits.map((h) => h.path).sort()).toEqual(['/ok/other', '/ok/reader']);
});
