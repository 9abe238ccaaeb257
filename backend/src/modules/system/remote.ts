/**
 * Micro-frontend registry administration (ARCHITECTURE §3): list the remotes with their versions,
 * switch the active version, register a version by URL, enable/disable, and a health check;
 * issue 15 adds checks before activation, gradual rollout / promote / rollback (remote-rollout.ts),
 * uploads and deploy tokens for team pipelines, and the shells' error reports per version.
 * Every change emits `remotesChanged` (the socket broadcasts `remotesUpdated`; open shells
 * re-register live). Rules: list (list, health), add (addVersion, upload), activate (setActive),
 * edit (setEnabled), rollout, promote, rollback, delete (deleteVersion; issue 25: retention after addVersion,
 * remote-retention.ts), tokenList/tokenAdd/tokenRevoke.
 */
import fs from 'node:fs';
import {
  RemoteAddVersionBody,
  RemoteAdminList,
  RemoteDeleteVersionBody,
  RemoteErrorReportBody,
  RemoteHealthQuery,
  RemoteHealthResult,
  RemoteMineResult,
  RemoteNameBody,
  RemoteRolloutBody,
  RemoteSetActiveBody,
  RemoteSetEnabledBody,
} from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { getAccess } from '../../core/auth/access';
import { deployActorOf } from '../../core/auth/deploy-auth';
import { ok } from '../../core/base/envelope';
import { NotFoundError } from '../../core/base/errors';
import { t } from '../../core/base/i18n';
import { NoData, routeOptions } from '../../core/routes/route-options';
import { sysRemote, sysRemoteVersion } from '../../db/schema';
import { deployTokenRoutes } from './deploy-token';
import { compareShared, hostShared, localManifestFile } from './remote-checks';
import { countError, errorCounts } from './remote-errors';
import { activateVersion, promote, registerVersion, rollback, startRollout, versionFor } from './remote-rollout';
import { deleteVersion, pruneVersions } from './remote-retention';
import { remoteUploadRoutes } from './remote-upload';
import { registerAll } from '../../core/routes/route-module';

export { SHARED_CHECKED, compareShared, hostShared, localManifestFile } from './remote-checks';

export const remoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.ctx.db;
  const changed = () => app.ctx.events.emit('remotesChanged', {});
  const rctx = () => ({ db: app.ctx.db, events: app.ctx.events, dataDir: app.ctx.dataDir });
  const callerOf = (req: FastifyRequest) => ({ actor: deployActorOf(req), lang: req.lang });
  await registerAll(app, [deployTokenRoutes, remoteUploadRoutes]);

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
      const errors = await errorCounts(db());
      return ok({
        list: remotes.map((r) => {
          const vs = versions
            .filter((v) => v.remoteName === r.name)
            .map((v) => {
              const e = errors.get(`${v.remoteName}@${v.version}`);
              return { version: v.version, entry: v.entry, createdAt: v.createdAt.toISOString(), errors: e?.count ?? 0, lastError: e?.lastMessage ?? '' };
            })
            .reverse();
          return {
            id: r.id,
            name: r.name,
            version: r.activeVersion,
            entry: vs.find((v) => v.version === r.activeVersion)?.entry ?? `/admin/remotes/${r.name}/${r.activeVersion}/mf-manifest.json`,
            enabled: r.enabled,
            updatedAt: r.updatedAt.toISOString(),
            versions: vs,
            candidateVersion: r.candidateVersion,
            rolloutPercent: r.rolloutPercent,
            rolloutRoleIds: r.rolloutRoleIds,
          };
        }),
      });
    },
  );

  app.put(
    '/remote/setActive',
    routeOptions(
      { rule: 'api/v1/system/remote/activate', deploy: true },
      'Switch the active version of a remote for everyone (ends a rollout); refused with the reason when the version fails the checks',
      { body: RemoteSetActiveBody, reply: NoData },
    ),
    async (req) => {
      await remoteOf(req.body.name);
      await activateVersion(rctx(), callerOf(req), req.body.name, req.body.version);
      return ok(null);
    },
  );

  app.post(
    '/remote/addVersion',
    routeOptions(
      { rule: 'api/v1/system/remote/add', deploy: true },
      'Register a version of a remote by its manifest URL (`activate`: then activate it, if it passes the checks)',
      { body: RemoteAddVersionBody, reply: NoData },
    ),
    async (req) => {
      try {
        await registerVersion(rctx(), callerOf(req), req.body);
      } finally {
        // Registered even when the activation is refused: the retention applies either way.
        await pruneVersions(rctx(), callerOf(req), req.body.name).catch((err) =>
          req.log.error({ err }, 'failed to prune old remote versions'),
        );
      }
      return ok(null);
    },
  );

  app.delete(
    '/remote/deleteVersion',
    routeOptions(
      { rule: 'api/v1/system/remote/delete', deploy: true },
      'Delete an inactive version of a remote and its uploaded files (409 for the active version or one in a rollout)',
      { body: RemoteDeleteVersionBody, reply: NoData },
    ),
    async (req) => {
      await remoteOf(req.body.name);
      await deleteVersion(rctx(), callerOf(req), req.body.name, req.body.version);
      return ok(null, t(req.lang, 'common.deleted'));
    },
  );

  app.post(
    '/remote/rollout',
    routeOptions('api/v1/system/remote/rollout', 'Roll a version out to a share of users (sticky per user) and/or chosen roles', {
      body: RemoteRolloutBody,
      reply: NoData,
    }),
    async (req) => {
      await startRollout(rctx(), callerOf(req), req.body);
      return ok(null);
    },
  );

  app.post(
    '/remote/promote',
    routeOptions('api/v1/system/remote/promote', "Make the rollout's version active for everyone", { body: RemoteNameBody, reply: NoData }),
    async (req) => {
      await promote(rctx(), callerOf(req), req.body.name);
      return ok(null);
    },
  );

  app.post(
    '/remote/rollback',
    routeOptions('api/v1/system/remote/rollback', 'Drop the rollout in progress, or restore the previously active version', {
      body: RemoteNameBody,
      reply: Type.Object({ version: Type.String() }),
    }),
    async (req) => ok(await rollback(rctx(), callerOf(req), req.body.name)),
  );

  app.get(
    '/remote/mine',
    routeOptions({ auth: 'login' }, "The registry as the caller's shell should load it (rollouts decided per user)", { reply: RemoteMineResult }),
    async (req) => {
      const roleIds = (await getAccess(req)).roles.map((r) => r.id);
      const remotes = await db().select().from(sysRemote).orderBy(asc(sysRemote.id));
      const versions = await db().select().from(sysRemoteVersion);
      const entryOf = (name: string, version: string) =>
        versions.find((v) => v.remoteName === name && v.version === version)?.entry ?? `/admin/remotes/${name}/${version}/mf-manifest.json`;
      return ok({
        list: remotes.map((r) => {
          const version = versionFor(r, req.user?.id ?? null, roleIds);
          return { name: r.name, version, entry: entryOf(r.name, version), enabled: r.enabled };
        }),
      });
    },
  );

  app.post(
    '/remote/reportError',
    // Shells post here from their error boundary: capped per client, not an operation-log line each.
    routeOptions(
      { auth: 'login', operLog: false, rateLimit: { max: 30, timeWindow: '1 minute' } },
      'A remote page failed to load or render in a shell (counted per version)',
      { body: RemoteErrorReportBody, reply: NoData },
    ),
    async (req) => {
      await countError(db(), req.body);
      return ok(null);
    },
  );

  app.put(
    '/remote/setEnabled',
    routeOptions('api/v1/system/remote/edit', 'Enable or disable a remote (disabled remotes are skipped by the shell)', {
      body: RemoteSetEnabledBody,
      reply: NoData,
    }),
    async (req) => {
      await remoteOf(req.body.name);
      await db().update(sysRemote).set({ enabled: req.body.enabled, updatedAt: new Date() }).where(eq(sysRemote.name, req.body.name));
      changed();
      return ok(null);
    },
  );

  app.get(
    '/remote/health',
    routeOptions(
      'api/v1/system/remote/list',
      'Manifest reachability and shared-dependency compatibility (server-side for /admin/remotes/ entries only)',
      { query: RemoteHealthQuery, reply: RemoteHealthResult },
    ),
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
