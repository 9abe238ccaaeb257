/**
 * The system module (/backend/api/v1/system/*). Each entity is its own file of routes;
 * issue 3 adds role.ts, post.ts, menu.ts, dict.ts, config.ts, notice.ts, logs, online, monitor.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TokenService } from '../../core/session';
import { authRoutes } from './auth';
import { deptRoutes } from './dept';
import { personalRoutes } from './personal';
import { configRoutes } from './config';
import { dictRoutes } from './dict';
import { logRoutes } from './log';
import { menuRoutes } from './menu';
import { monitorRoutes } from './monitor';
import { noticeRoutes } from './notice';
import { notificationRoutes } from './notification';
import { onlineRoutes } from './online';
import { userRoutes } from './user';
import { roleRoutes } from './role';
import { postRoutes } from './post';

export interface SystemModuleOptions {
  tokens: TokenService;
  loginRateLimit: number;
}

export const systemModule: FastifyPluginAsyncTypebox<SystemModuleOptions> = async (app, opts) => {
  await app.register(authRoutes, { tokens: opts.tokens, loginRateLimit: opts.loginRateLimit });
  await app.register(personalRoutes, { tokens: opts.tokens });
  await app.register((await import('./lock')).lockRoutes);
  await app.register(menuRoutes);
  await app.register(dictRoutes);
  await app.register(configRoutes);
  await app.register(noticeRoutes);
  await app.register(logRoutes);
  await app.register(onlineRoutes);
  await app.register(monitorRoutes);
  await app.register((await import('./monitor-jobs')).monitorJobRoutes);
  await app.register((await import('./file')).fileRoutes);
  await app.register(notificationRoutes);
  await app.register(userRoutes);
  await app.register(deptRoutes);
  await app.register(roleRoutes);
  await app.register(postRoutes);
  await app.register((await import('./remote')).remoteRoutes);
  await app.register((await import('./audit')).auditRoutes);
  await app.register((await import('./role-trees')).roleTreeRoutes);
};
