/**
 * An answer rendered once and sent many times as bytes (a cached JSON envelope). Browsers ask
 * with `Accept-Encoding: gzip`; without this, the compression plugin would gzip the same bytes
 * again on every request (for the 26 KB menu answer, more work than the whole request). So the
 * gzip of a large answer is made once, on first demand, and kept beside the plain bytes.
 *
 * Each carries a validator (a weak ETag of its bytes, weak because the gzip and the plain bytes
 * are the same answer): a browser that asks again with it gets 304 and no body, so an unchanged
 * menu tree or dictionary crosses the network once (issue 35). `private, no-cache` keeps the
 * answer in the user's own browser only, and asked about each time it is used.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this size the compression plugin leaves answers alone too (app.ts threshold). */
const GZIP_FROM = 1024;

export class Prerendered {
  private gz?: Buffer;
  private tag?: string;
  constructor(readonly body: Buffer) {}
  get gzip(): Buffer {
    this.gz ??= gzipSync(this.body);
    return this.gz;
  }
  get etag(): string {
    this.tag ??= `W/"${createHash('sha256').update(this.body).digest('base64url').slice(0, 27)}"`;
    return this.tag;
  }
}

/** True when an If-None-Match header names `etag` (or `*`), compared weakly as RFC 9110 says. */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const want = opaque(etag);
  return String(header)
    .split(',')
    .some((tag) => tag.trim() === '*' || opaque(tag) === want);
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

/**
 * Sends the bytes (gzipped when the client takes it; the compression plugin then skips them), or
 * 304 without them when the client already holds these very bytes.
 */
export function sendPrerendered(req: FastifyRequest, reply: FastifyReply, r: Prerendered): FastifyReply {
  reply.header('etag', r.etag).header('cache-control', 'private, no-cache');
  if (r.body.length >= GZIP_FROM) reply.header('vary', 'accept-encoding');
  if (matchesEtag(req.headers['if-none-match'], r.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (r.body.length < GZIP_FROM) return reply.send(r.body);
  if (!acceptsGzip(req.headers['accept-encoding'])) return reply.send(r.body);
  return reply.header('content-encoding', 'gzip').header('content-length', r.gzip.length).send(r.gzip);
}
