/**
 * Serving of the built front end (ARCHITECTURE §2):
 *   /                                   → 302 /admin/
 *   /admin/remotes/<name>/<version>/*   → DATA_DIR/remotes/<name>/<version>/ (published versions),
 *                                         else remote-<name>/dist/ when <version> is the version
 *                                         in remote-<name>/package.json (the built-in one)
 *   /admin/*                            → host-shell/dist, SPA fallback to index.html
 *   /backend/upload/<kind>/*            → the file storage, public kinds only (avatars; core/files/files.ts)
 * Hashed assets are cached for a year; entry files (index.html, sw.js, manifests,
 * remoteEntry.js) are revalidated on every load. A missing build answers a clear 503 page.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NotFoundError } from './core/base/errors';
import { getBrandName } from './core/data/params';
import { fileKindOf } from './core/files/files';
import { assertKey } from './core/files/storage';
import { REPO_ROOT } from './paths';

export interface StaticOptions {
  /** host-shell/dist */
  hostDist: string;
  /** Folder holding remote-<name>/ packages (the repo root) */
  remotesRoot: string;
  dataDir: string;
}

/** Repo root, independent of the cwd (re-exported: the remote registry reads it from here). */
export { REPO_ROOT };

export function defaultStaticOptions(dataDir: string): StaticOptions {
  return { hostDist: path.join(REPO_ROOT, 'host-shell/dist'), remotesRoot: REPO_ROOT, dataDir };
}

const NO_CACHE = /(^|\/)(index\.html|sw\.js|manifest\.webmanifest|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/;
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2?|png|svg|jpe?g|gif|webp|ico|json|map)$/i;
const SAFE_SEGMENT = /^[A-Za-z0-9._@-]+$/;

function cacheControl(file: string): string {
  if (NO_CACHE.test(file)) return 'no-cache';
  if (HASHED.test(file)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

function notBuilt(reply: FastifyReply, what: string) {
  return reply
    .code(503)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><meta charset="utf-8"><title>Shiftdesk — not built</title>` +
        `<h1>Shiftdesk: ${what} is not built</h1>` +
        `<p>Run <code>pnpm build</code> (or <code>pnpm start</code>, which builds what is missing) in the repository root, then reload.</p>`,
    );
}

/** Sends `rel` from `root` with our cache policy; rejects traversal. */
function sendFrom(reply: FastifyReply, root: string, rel: string) {
  const parts = rel.split('/').filter(Boolean);
  if (parts.some((p) => p === '..' || (p.startsWith('.') && p.length > 1 && p[1] === '.'))) throw new NotFoundError();
  const file = parts.join('/');
  reply.header('cache-control', cacheControl(file));
  return reply.sendFile(file, root, { cacheControl: false });
}

function readPackageVersion(dir: string): string | undefined {
  try {
    return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}

export async function registerStatic(app: FastifyInstance, opts: StaticOptions) {
  await app.register(fastifyStatic, { root: opts.remotesRoot, serve: false, decorateReply: true });

  app.get('/', (_req, reply) => reply.redirect('/admin/', 302));
  app.get('/admin', (_req, reply) => reply.redirect('/admin/', 302));

  app.get<{ Params: { name: string; version: string; '*': string } }>(
    '/admin/remotes/:name/:version/*',
    (req, reply) => {
      const { name, version } = req.params;
      if (!SAFE_SEGMENT.test(name) || !SAFE_SEGMENT.test(version)) throw new NotFoundError();
      const published = path.join(opts.dataDir, 'remotes', name, version);
      if (fs.existsSync(published)) return sendFrom(reply, published, req.params['*']);
      const pkgDir = path.join(opts.remotesRoot, `remote-${name}`);
      if (readPackageVersion(pkgDir) !== version) throw new NotFoundError();
      const dist = path.join(pkgDir, 'dist');
      if (!fs.existsSync(dist)) return notBuilt(reply, `remote "${name}"`);
      return sendFrom(reply, dist, req.params['*']);
    },
  );

  // The web app manifest carries the brand (sys.brand.name): the built file with name and
  // short_name replaced. no-cache, like the other entry files.
  app.get('/admin/manifest.webmanifest', async (_req, reply) => {
    const file = path.join(opts.hostDist, 'manifest.webmanifest');
    if (!fs.existsSync(file)) throw new NotFoundError();
    const manifest = JSON.parse(await fs.promises.readFile(file, 'utf8')) as Record<string, unknown>;
    let brand = 'Shiftdesk';
    try {
      brand = await getBrandName(app.ctx.db);
    } catch {
      /* no database (static-only tests): the default brand */
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify({ ...manifest, name: brand, short_name: brand, description: `${brand} back office` }));
  });

  app.get<{ Params: { '*': string } }>('/admin/*', (req, reply) => {
    const rel = req.params['*'];
    // The worker controls /admin/ (its own folder, so no Service-Worker-Allowed is needed; sent anyway).
    if (rel === 'sw.js') reply.header('service-worker-allowed', '/admin/');
    // /admin/api/* is the realtime socket's space, never the SPA.
    if (rel.startsWith('api/')) throw new NotFoundError();
    if (!fs.existsSync(path.join(opts.hostDist, 'index.html'))) return notBuilt(reply, 'the host shell');
    const last = rel.split('/').pop() ?? '';
    if (last.includes('.')) return sendFrom(reply, opts.hostDist, rel);
    // History routing: every other path is the app.
    return sendFrom(reply, opts.hostDist, 'index.html');
  });

  // Only public kinds (avatars) here; other files go through the permission-checked API route.
  app.get<{ Params: { '*': string } }>('/backend/upload/*', async (req, reply) => {
    const key = req.params['*'];
    try {
      assertKey(key);
    } catch {
      throw new NotFoundError();
    }
    if (!fileKindOf(key)?.public) throw new NotFoundError();
    const file = await app.ctx.storage.get(key);
    if (!file) throw new NotFoundError();
    // Stored names are random and never reused, so a file under one name never changes.
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff');
    if (file.size) reply.header('content-length', file.size);
    return reply.type(file.contentType).send(file.stream);
  });
}
