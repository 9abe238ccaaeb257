/**
 * Micro-frontend registry administration (ARCHITECTURE §3): list the remotes with their versions,
 * switch the active version, register a version by URL, enable/disable, and a health check.
 * Every change emits `remotesChanged` (the socket broadcasts `remotesUpdated`; open shells
 * re-register live). Rules: list (list, health), add (addVersion), activate (setActive), edit (setEnabled).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  RemoteAddVersionBody,
  RemoteAdminList,
  RemoteHealthQuery,
  RemoteHealthResult,
  RemoteSetActiveBody,
  RemoteSetEnabledBody,
  type SharedDepCheck,
} from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import { ok } from '../../core/envelope';
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors';
import { sysRemote, sysRemoteVersion } from '../../db/schema';
import { REPO_ROOT } from '../../static';
import { NoData, routeOptions } from '../../core/route-options';

/** The shared singletons of ARCHITECTURE §3 whose versions are compared with the host's. */
export const SHARED_CHECKED = ['react', 'react-dom', 'react-router-dom', 'antd', '@ant-design/icons', 'jotai', 'i18next', 'react-i18next', 'axios'];
const SAFE_SEGMENT = /^[A-Za-z0-9._@-]+$/;

let hostSharedCache: Record<string, string> | undefined;
/** Versions the host shell is built with (host-shell/package.json, exact pins). */
export function hostShared(): Record<string, string> {
  if (hostSharedCache) return hostSharedCache;
  const out: Record<string, string> = {};
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'host-shell/package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    for (const n of SHARED_CHECKED) {
      const v = pkg.dependencies?.[n];
      if (v) out[n] = v.replace(/^[\^~>=<\s]+/, '');
    }
  } catch {
    /* no host package: nothing to compare with */
  }
  hostSharedCache = out;
  return out;
}

const major = (v: string) => /^(\d+)/.exec(v.replace(/^[\^~>=<\s]+/, ''))?.[1];

/** Compares a manifest's `shared` list with the host's versions (compatible when the majors match). */
export function compareShared(manifest: unknown, host: Record<string, string>): SharedDepCheck[] {
  const shared = (manifest as { shared?: { name?: string; version?: string }[] })?.shared ?? [];
  const remote = new Map<string, string>();
  for (const s of shared) {
    if (!s?.name) continue;
    // Sub-paths (react-dom/client, @ant-design/icons/es/icons/X) count as their package.
    const parts = s.name.split('/');
    const pkg = s.name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    if (!remote.has(pkg) && s.version) remote.set(pkg, s.version);
  }
  return Object.entries(host).map(([name, hv]) => {
    const rv = remote.get(name) ?? '';
    return { name, remote: rv, host: hv, compatible: !rv || major(rv) === major(hv) };
  });
}

/** File of a same-origin /admin/remotes/<name>/<version>/<file> URL, resolved like static.ts serves it. */
export function localManifestFile(entry: string, dataDir: string): string | null {
  const m = /^\/admin\/remotes\/([^/]+)\/([^/]+)\/(.+)$/.exec(entry.split(/[?#]/)[0]);
  if (!m) return null;
  const [, name, version, rest] = m;
  const parts = rest.split('/').filter(Boolean);
  if (!SAFE_SEGMENT.test(name) || !SAFE_SEGMENT.test(version) || parts.some((p) => p === '..' || p === '.')) return null;
  const published = path.join(dataDir, 'remotes', name, version);
  if (fs.existsSync(published)) return path.join(published, ...parts);
  const pkgDir = path.join(REPO_ROOT, `remote-${name}`);
  try {
    const v = (JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { version?: string }).version;
    if (v === version) return path.join(pkgDir, 'dist', ...parts);
  } catch {
    /* unknown remote package */
  }
  return path.join(published, ...parts);
}

export const remoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.ctx.db;
  const changed = () => app.ctx.events.emit('remotesChanged', {});

  async function remoteOf(name: string) {
    const [r] = await db().select().from(sysRemote).where(eq(sysRemote.name, name));
    if (!r) throw new NotFoundError('remote.notFound');
    return r;
  }

  app.get(
    '/remote/list',
    routeOptions('api/v1/system/remote/list', 'Micro-frontend registry: remotes with their versions', { reply: RemoteAdminList }),
    async () => {
      const remotes = await db().select().from(sysRemote).orderBy(asc(sysRemote.id));
      const versions = await db().select().from(sysRemoteVersion).orderBy(asc(sysRemoteVersion.id));
      return ok({
        list: remotes.map((r) => {
          const vs = versions
            .filter((v) => v.remoteName === r.name)
            .map((v) => ({ version: v.version, entry: v.entry, createdAt: v.createdAt.toISOString() }))
            .reverse();
          return {
            name: r.name,
            version: r.activeVersion,
            entry: vs.find((v) => v.version === r.activeVersion)?.entry ?? `/admin/remotes/${r.name}/${r.activeVersion}/mf-manifest.json`,
            enabled: r.enabled,
            updatedAt: r.updatedAt.toISOString(),
            versions: vs,
          };
        }),
      });
    },
  );

  app.put(
    '/remote/setActive',
    routeOptions('api/v1/system/remote/activate', 'Switch the active version of a remote (one of its versions)', { body: RemoteSetActiveBody, reply: NoData }),
    async (req) => {
      const { name, version } = req.body;
      await remoteOf(name);
      const [v] = await db()
        .select()
        .from(sysRemoteVersion)
        .where(and(eq(sysRemoteVersion.remoteName, name), eq(sysRemoteVersion.version, version)));
      if (!v) throw new ValidationError([{ field: 'body.version', message: `Version ${version} is not registered for ${name}` }], `Version ${version} is not registered for ${name}`);
      await db().update(sysRemote).set({ activeVersion: version, updatedAt: new Date() }).where(eq(sysRemote.name, name));
      changed();
      return ok(null);
    },
  );

  app.post(
    '/remote/addVersion',
    routeOptions('api/v1/system/remote/add', 'Register a version of a remote by its manifest URL', { body: RemoteAddVersionBody, reply: NoData }),
    async (req) => {
      const { name, version, entry, activate } = req.body;
      const [exists] = await db()
        .select({ id: sysRemoteVersion.id })
        .from(sysRemoteVersion)
        .where(and(eq(sysRemoteVersion.remoteName, name), eq(sysRemoteVersion.version, version)));
      if (exists) throw new ConflictError(`Version ${version} of ${name} is already registered`);
      await db().insert(sysRemoteVersion).values({ remoteName: name, version, entry });
      const [r] = await db().select().from(sysRemote).where(eq(sysRemote.name, name));
      if (!r) await db().insert(sysRemote).values({ name, activeVersion: version, enabled: true });
      else if (activate) await db().update(sysRemote).set({ activeVersion: version, updatedAt: new Date() }).where(eq(sysRemote.name, name));
      changed();
      return ok(null);
    },
  );

  app.put(
    '/remote/setEnabled',
    routeOptions('api/v1/system/remote/edit', 'Enable or disable a remote (disabled remotes are skipped by the shell)', { body: RemoteSetEnabledBody, reply: NoData }),
    async (req) => {
      await remoteOf(req.body.name);
      await db().update(sysRemote).set({ enabled: req.body.enabled, updatedAt: new Date() }).where(eq(sysRemote.name, req.body.name));
      changed();
      return ok(null);
    },
  );

  app.get(
    '/remote/health',
    routeOptions('api/v1/system/remote/list', 'Manifest reachability and shared-dependency compatibility (server-side for /admin/remotes/ entries only)', { query: RemoteHealthQuery, reply: RemoteHealthResult }),
    async (req) => {
      const r = await remoteOf(req.query.name);
      const version = req.query.version ?? r.activeVersion;
      const [v] = await db()
        .select()
        .from(sysRemoteVersion)
        .where(and(eq(sysRemoteVersion.remoteName, r.name), eq(sysRemoteVersion.version, version)));
      if (!v && req.query.version) throw new NotFoundError('remote.versionNotFound');
      const entry = v?.entry ?? `/admin/remotes/${r.name}/${version}/mf-manifest.json`;
      const host = hostShared();
      const base = { name: r.name, version, entry, hostShared: host };
      const file = entry.startsWith('/admin/remotes/') ? localManifestFile(entry, app.ctx.dataDir) : null;
      if (!file) {
        // External URL: never fetched from the server (no SSRF); the browser checks it.
        return ok({ ...base, checkedBy: 'browser' as const, reachable: null, error: '', shared: [], compatible: null });
      }
      try {
        const manifest = JSON.parse(await fs.promises.readFile(file, 'utf8'));
        const shared = compareShared(manifest, host);
        return ok({ ...base, checkedBy: 'server' as const, reachable: true, error: '', shared, compatible: shared.every((s) => s.compatible) });
      } catch (e) {
        const error = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'Manifest not found' : 'Manifest is not valid JSON';
        return ok({ ...base, checkedBy: 'server' as const, reachable: false, error, shared: [], compatible: null });
      }
    },
  );
};
