/**
 * Files in one interface: put, get (a stream), delete, and the route the file is served at.
 * A local folder (DATA_DIR/upload) by default; an S3-compatible bucket (AWS, MinIO, R2…) when
 * the S3_* settings are given, signed with AWS Signature v4 (aws4fetch), path-style URLs so
 * any S3-compatible endpoint works.
 *
 * Keys are relative paths of safe segments, e.g. `avatar/3f2c….png`; the first segment is the
 * kind of file, which decides who may read it (core/files/files.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Config } from '../../config';

export interface StoredFile {
  stream: Readable;
  contentType: string;
  size?: number;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer | Readable, opts: { contentType: string }): Promise<void>;
  /** null when there is no such file */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Where the server answers for this file, relative to /backend/ (what records store). */
  route(key: string): string;
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;

/** Throws on a key that could escape its folder or is not ours to make. */
export function assertKey(key: string): void {
  const parts = key.split('/');
  if (parts.length < 2 || parts.length > 6 || !parts.every((p) => SEGMENT.test(p) && !p.includes('..'))) {
    throw new Error(`invalid storage key ${JSON.stringify(key)}`);
  }
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};
export const contentTypeOf = (key: string) => TYPES[path.extname(key).slice(1).toLowerCase()] ?? 'application/octet-stream';

/** Files served by the server itself from routes under /backend/upload/. */
const uploadRoute = (key: string) => `upload/${key}`;

export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  constructor(readonly root: string) {}

  private file(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer | Readable, _opts: { contentType: string }): Promise<void> {
    const file = this.file(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    // Written beside and renamed, so a reader never sees half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    if (Buffer.isBuffer(body)) await fs.promises.writeFile(tmp, body, { mode: 0o644 });
    else await pipeline(body, fs.createWriteStream(tmp, { mode: 0o644 }));
    await fs.promises.rename(tmp, file);
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.file(key);
    try {
      const st = await fs.promises.stat(file);
      if (!st.isFile()) return null;
      return { stream: fs.createReadStream(file), contentType: contentTypeOf(key), size: st.size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.file(key), { force: true });
  }

  route = uploadRoute;
}

async function toBuffer(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c));
  return Buffer.concat(chunks);
}

export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private client: Promise<import('aws4fetch').AwsClient>;

  constructor(private readonly cfg: S3Config) {
    this.client = import('aws4fetch').then(
      ({ AwsClient }) =>
        new AwsClient({ accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey, region: cfg.region, service: 's3', retries: 2 }),
    );
  }

  private url(key: string): string {
    assertKey(key);
    const base = this.cfg.endpoint.replace(/\/+$/, '');
    return `${base}/${encodeURIComponent(this.cfg.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  private async send(method: string, key: string, init: { body?: Buffer; headers?: Record<string, string> } = {}) {
    const client = await this.client;
    // Uploads are size-limited before they get here, so the body is signed whole (no unsigned payloads).
    return client.fetch(this.url(key), { method, headers: init.headers, body: init.body ? new Uint8Array(init.body) : undefined });
  }

  async put(key: string, body: Buffer | Readable, opts: { contentType: string }): Promise<void> {
    const buf = await toBuffer(body);
    // aws4fetch sends S3 bodies as UNSIGNED-PAYLOAD unless the hash is given: give it, so the
    // bucket checks the bytes it receives are the bytes we signed.
    const hash = crypto.createHash('sha256').update(buf).digest('hex');
    const res = await this.send('PUT', key, { body: buf, headers: { 'content-type': opts.contentType, 'x-amz-content-sha256': hash } });
    if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${await res.text().catch(() => '')}`.trim());
  }

  async get(key: string): Promise<StoredFile | null> {
    const res = await this.send('GET', key);
    if (res.status === 404) return null;
    if (!res.ok || !res.body) throw new Error(`S3 GET ${key} failed: ${res.status}`);
    const size = Number(res.headers.get('content-length'));
    return {
      stream: Readable.fromWeb(res.body as import('node:stream/web').ReadableStream),
      contentType: res.headers.get('content-type') ?? contentTypeOf(key),
      ...(Number.isFinite(size) && size > 0 ? { size } : {}),
    };
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
  }

  route = uploadRoute;
}

/** The storage the settings ask for. */
export function createStorage(dataDir: string, s3?: S3Config): Storage {
  return s3 ? new S3Storage(s3) : new LocalStorage(path.join(dataDir, 'upload'));
}
