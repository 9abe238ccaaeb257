/** Public endpoints (/backend/api/v1/pub/*): captcha, remote registry, health, the client's timesheet sign-off, the public job board and its sign-up, the website's live banners. */
import { Envelope, HealthResult, RemoteListResult } from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, sql } from 'drizzle-orm';
import { ok } from '../../core/base/envelope';
import { sysRemote, sysRemoteVersion } from '../../db/schema';
import { brandRoutes } from './brand';
import { captchaRoutes } from './captcha';
import { publicBannerRoutes } from '../website/banner/public-routes';
import { publicApplyRoutes } from '../workforce/applicant/public-routes';
import { publicJobRoutes } from '../workforce/job/public-routes';
import { timesheetSignoffRoutes } from '../workforce/timesheet/public-routes';
import { named, registerAll } from '../../core/routes/route-module';

export const pubModule: FastifyPluginAsyncTypebox<{ applyRateLimit?: number }> = async (app, opts) => {
  await registerAll(app, [captchaRoutes, brandRoutes, timesheetSignoffRoutes, publicJobRoutes, publicBannerRoutes]);
  await app.register(named(publicApplyRoutes), { perMinute: opts.applyRateLimit });

  app.get(
    '/remotes',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Micro-frontend registry (all remotes; the client skips disabled ones)',
        response: { 200: Envelope(RemoteListResult) },
      },
    },
    async () => {
      const rows = await app.ctx.db
        .select({
          name: sysRemote.name,
          version: sysRemote.activeVersion,
          enabled: sysRemote.enabled,
          entry: sysRemoteVersion.entry,
        })
        .from(sysRemote)
        .leftJoin(
          sysRemoteVersion,
          sql`${sysRemoteVersion.remoteName} = ${sysRemote.name} and ${sysRemoteVersion.version} = ${sysRemote.activeVersion}`,
        )
        .orderBy(asc(sysRemote.id));
      return ok({
        list: rows.map((r) => ({
          name: r.name,
          version: r.version,
          entry: r.entry ?? `/admin/remotes/${r.name}/${r.version}/mf-manifest.json`,
          enabled: r.enabled,
        })),
      });
    },
  );

  app.get(
    '/health',
    { config: { auth: 'public' }, schema: { summary: 'Health check', response: { 200: Envelope(HealthResult) } } },
    async () => {
      await app.ctx.db.execute(sql`select 1`);
      return ok({ status: 'ok' as const, db: app.ctx.dbKind });
    },
  );
};
