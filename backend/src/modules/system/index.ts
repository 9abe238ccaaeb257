/**
 * The system module (/backend/api/v1/system/*). Each entity is its own file of routes;
 * issue 3 adds role.ts, post.ts, menu.ts, dict.ts, config.ts, notice.ts, logs, online, monitor.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TokenService } from '../../core/session';
import { authRoutes } from './auth';
import { deptRoutes } from './dept';
import { personalRoutes } from './personal';
import { userRoutes } from './user';

export interface SystemModuleOptions {
  tokens: TokenService;
  loginRateLimit: number;
}

export const systemModule: FastifyPluginAsyncTypebox<SystemModuleOptions> = async (app, opts) => {
  await app.register(authRoutes, { tokens: opts.tokens, loginRateLimit: opts.loginRateLimit });
  await app.register(personalRoutes, { tokens: opts.tokens });
  await app.register(userRoutes);
  await app.register(deptRoutes);
};
