/**
 * The system module (/backend/api/v1/system/*). Each entity is its own file of routes;
 * issue 3 adds role.ts, post.ts, menu.ts, dict.ts, config.ts, notice.ts, logs, online, monitor.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerMessages } from '../../core/base/i18n';
import { named, registerAll } from '../../core/routes/route-module';
import type { TokenService } from '../../core/auth/session';
import { demoProgress } from '../../jobs/handlers/demo-progress';
import { purgeExpiredSessions } from '../../jobs/handlers/purge-sessions';
import type { ModuleJobs } from '../../jobs/registry';
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
import { systemMessages } from './messages';

// On load, not when the plugin runs: tests that call a service without building an app still
// get its texts, as long as something imported the module (helpers.ts does, through app.ts).
registerMessages(systemMessages);

export const systemJobs: ModuleJobs = {
  queues: [purgeExpiredSessions, demoProgress],
  schedules: [
    // 03:30 is the quietest hour of the back office; expired and revoked sessions are only dead weight.
    { queue: 'system.purgeExpiredSessions', cron: '30 3 * * *' },
  ],
};

export interface SystemModuleOptions {
  tokens: TokenService;
  loginRateLimit: number;
}

export const systemModule: FastifyPluginAsyncTypebox<SystemModuleOptions> = async (app, opts) => {
  await app.register(named(authRoutes), { tokens: opts.tokens, loginRateLimit: opts.loginRateLimit });
  await app.register(named(personalRoutes), { tokens: opts.tokens });
  // In this order the route table and the OpenAPI document list them.
  await registerAll(app, [
    (await import('./lock')).lockRoutes, menuRoutes, dictRoutes, configRoutes, noticeRoutes, logRoutes, onlineRoutes,
    monitorRoutes, (await import('./monitor-jobs')).monitorJobRoutes, (await import('./file')).fileRoutes,
    notificationRoutes, userRoutes, deptRoutes, roleRoutes, postRoutes, (await import('./remote')).remoteRoutes,
    (await import('./audit')).auditRoutes, (await import('./role-trees')).roleTreeRoutes,
    (await import('./outbox')).outboxRoutes,
  ]);
};
