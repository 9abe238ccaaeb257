/**
 * What every module can reach through `app.ctx`, and the typing of route `config` and of
 * `request.user` (Fastify declaration merging).
 */
import type { Database, Db, DbKind } from '../../db/client';
import type { Lang } from '../base/i18n';
import type { ApiRoute, AuthUser, RouteProtection } from '../auth/auth-types';
import type { UserAccess } from '../auth/access';
import type { AuthCache } from '../auth/auth-cache';
import type { DomainEventBus } from '../base/events';
import type { SocketHub } from '../../realtime/hub';
import type { Jobs } from '../../jobs/queue';
import type { Storage } from '../files/storage';

export interface AppContext {
  db: Db;
  dbKind: DbKind;
  database: Database;
  /** false when CAPTCHA=off: any verifyCode is accepted */
  captcha: boolean;
  jwtSecret: string;
  dataDir: string;
  /** Domain events (permission changes, revoked sessions, published notices…) */
  events: DomainEventBus;
  /** Cached sessions, access and menu trees of this instance (core/auth/auth-cache.ts) */
  authCache: AuthCache;
  /** This instance's realtime sockets (set once the socket route is registered) */
  sockets?: SocketHub;
  /** The job queue: `ctx.jobs.send(queue, data, opts)` (jobs/registry.ts lists the queues) */
  jobs: Jobs;
  /** Uploaded files: DATA_DIR/upload, or the S3 bucket when S3_* are set (core/files/storage.ts) */
  storage: Storage;
}

export type { AuthUser, RouteProtection } from '../auth/auth-types';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every /backend/api route (method, url, protection, schema), collected by the guard */
    apiRoutes: ApiRoute[];
  }
  interface FastifyRequest {
    user: AuthUser | null;
    lang: Lang;
    /** Memoised effective roles/permissions of `user` (see core/auth/access.ts getAccess) */
    accessCache?: Promise<UserAccess>;
  }
  interface FastifyContextConfig extends RouteProtection {}
}
