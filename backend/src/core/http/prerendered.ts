/**
 * An answer rendered once and sent many times as bytes (a cached JSON envelope). Browsers ask
 * with `Accept-Encoding: gzip`; without this, the compression plugin would gzip the same bytes
 * again on every request (for the 26 KB menu answer, more work than the whole request). So the
 * gzip of a large answer is made once, on first demand, and kept beside the plain bytes.
 */
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this size the compression plugin leaves answers alone too (app.ts threshold). */
const GZIP_FROM = 1024;

export class Prerendered {
  private gz?: Buffer;
  constructor(readonly body: Buffer) {}
  get gzip(): Buffer {
    this.gz ??= gzipSync(this.body);
    return this.gz;
  }
}

/** True when the Accept-Encoding header accepts gzip (`gzip` or `*`, not with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (!header) return false;
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== 'gzip' && name.trim() !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) return true;
  }
  return false;
}

/** Sends the bytes (gzipped when the client takes it); the compression plugin then skips it. */
export function sendPrerendered(req: FastifyRequest, reply: FastifyReply, r: Prerendered): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (r.body.length < GZIP_FROM) return reply.send(r.body);
  reply.header('vary', 'accept-encoding');
  if (!acceptsGzip(req.headers['accept-encoding'])) return reply.send(r.body);
  return reply.header('content-encoding', 'gzip').header('content-length', r.gzip.length).send(r.gzip);
}
