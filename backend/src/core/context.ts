/**
 * What every module can reach through `app.ctx`, and the typing of route `config` and of
 * `request.user` (Fastify declaration merging).
 */
import type { Database, Db, DbKind } from '../db/client';
import type { Lang, MessageKey } from './i18n';
import type { UserAccess } from './access';
import type { AuthCache } from './auth-cache';
import type { DomainEventBus } from './events';
import type { SocketHub } from '../realtime/hub';
import type { Jobs } from '../jobs/queue';
import type { Storage } from './storage';

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
  /** Cached sessions, access and menu trees of this instance (core/auth-cache.ts) */
  authCache: AuthCache;
  /** This instance's realtime sockets (set once the socket route is registered) */
  sockets?: SocketHub;
  /** The job queue: `ctx.jobs.send(queue, data, opts)` (jobs/registry.ts lists the queues) */
  jobs: Jobs;
  /** Uploaded files: DATA_DIR/upload, or the S3 bucket when S3_* are set (core/storage.ts) */
  storage: Storage;
}

/** The logged-in user of a request (set by the auth hook for non-public routes). */
export interface AuthUser {
  id: number;
  userName: string;
  userNickname: string;
  avatar: string;
  deptId: number | null;
  sessionId: string;
  lastLoginAt: Date | null;
}

/**
 * Route protection, declared on EVERY /backend/api route (checked at startup):
 * - `auth: 'public'` — anyone;
 * - `auth: 'login'` — any logged-in user;
 * - `rule: 'api/v1/system/user/list'` — logged-in users holding that API rule (or '*' + '/*' + '/*').
 */
export interface RouteProtection {
  auth?: 'public' | 'login';
  rule?: string;
  /**
   * Further rules that open the route too (any one is enough): a helper endpoint that serves
   * several actions' forms (the role form's trees serve both role/add and role/edit).
   */
  alsoRules?: readonly string[];
  /**
   * A deploy token (issue 15) may call this route too, for the remotes it is scoped to (the
   * remote named by the body's or query's `name`); tokens are refused on every other route.
   */
  deploy?: boolean;
  /** Operation-log title override (defaults to the route's schema summary) */
  logTitle?: string;
  /** Set false to skip the operation log of a mutating route (e.g. high-volume pings) */
  operLog?: boolean;
  /**
   * Localised messages of schema validation errors, by field (`body.userName`): `[empty, invalid?]`
   * — `empty` when the value is missing or blank, `invalid` (if given) otherwise (spec §5 messages).
   */
  fieldMessages?: Record<string, [MessageKey, MessageKey?]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every /backend/api route (method, url, protection, schema), collected by the guard */
    apiRoutes: import('./guard').ApiRoute[];
  }
  interface FastifyRequest {
    user: AuthUser | null;
    lang: Lang;
    /** Memoised effective roles/permissions of `user` (see core/access.ts getAccess) */
    accessCache?: Promise<UserAccess>;
  }
  interface FastifyContextConfig extends RouteProtection {}
}
