/**
 * `buildApp(opts)`: the Fastify application over an already-migrated database. Used by
 * main.ts and by the tests (which pass an in-memory PGlite or a throw-away PostgreSQL db).
 */
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './core/routes/context';
import type { Database } from './db/client';
import './core/routes/context';
import { registerOperationLog } from './core/http/audit';
import { AuthCache, wireAuthCacheEvents } from './core/auth/auth-cache';
import { registerErrorHandling } from './core/http/error-handler';
import { TooManyRequestsError } from './core/base/errors';
import { DomainEventBus } from './core/base/events';
import { registerGuard } from './core/auth/guard';
import { registerInputGuard } from './core/http/input-guard';
import { loggerOptions } from './core/http/logger';
import { databaseRateLimitStore } from './core/http/rate-limit-store';
import { trustProxyOption } from './core/http/trust-proxy';
import { registerOpenapi, registerResponseValidation, responseValidationWanted } from './core/http/openapi';
import { parseQueryString } from './core/http/querystring';
import { TokenService } from './core/auth/session';
import { financeJobs, financeModule } from './modules/finance';
import { workforceJobs, workforceModule } from './modules/workforce';
import { pubModule } from './modules/pub';
import { appModule } from './modules/app';
import { registerWebsite } from './modules/website';
import { websiteApiModule } from './modules/website/api';
import { systemJobs, systemModule } from './modules/system';
import { LocalBus, type RealtimeBus } from './realtime/bus';
import { registerRealtime } from './realtime/plugin';
import { type NoticePushOptions, registerNoticePush } from './realtime/push';
import { defaultStaticOptions, registerStatic, type StaticOptions } from './static';
import { type JobsOptions, disabledJobs, startJobs } from './jobs/queue';
import { registerJobs } from './jobs/registry';
import { type Storage, createStorage } from './core/files/storage';
import { type PendingSchemas, schemaCompilers } from './core/http/validators';
import type { S3Config } from './config';
import { named } from './core/routes/route-module';

// On load, not per buildApp: the queues and schedules are the same for every app of the
// process, and tests read QUEUES / SCHEDULES before they build one.
registerJobs(systemJobs, financeJobs, workforceJobs);

export interface BuildAppOptions {
  database: Database;
  dataDir: string;
  jwtSecret: string;
  /** false = CAPTCHA=off */
  captcha?: boolean;
  /** pino level, or false for no logging (tests) */
  logLevel?: string | false;
  /** Login attempts per IP per minute (default 10) */
  loginRateLimit?: number;
  /** Website sign-ups per minute from one address (default 5; tests that probe every route raise it). */
  applyRateLimit?: number;
  /** Where the built front end is (defaults: host-shell/dist and remote-<name>/dist in the repo) */
  static?: Partial<StaticOptions>;
  /** Realtime fan-out between instances (PostgreSQL LISTEN/NOTIFY); in-process by default */
  realtimeBus?: RealtimeBus;
  /** Web Push delivery options (VAPID subject, TLS agent) */
  push?: NoticePushOptions;
  /** Where the pino log goes (default stdout; tests capture it) */
  logStream?: NodeJS.WritableStream;
  /** Proxy addresses / CIDRs whose X-Forwarded-For is believed (TRUST_PROXY); none by default */
  trustProxy?: string[];
  /** Extra routes registered after the guard (tests use it to check the startup check) */
  extraRoutes?: (app: FastifyInstance) => void | Promise<void>;
  /** The job queue (pg-boss): started when given (main.ts does); off by default so tests opt in */
  jobs?: JobsOptions | false;
  /** Uploaded files in an S3-compatible bucket (config S3_*); DATA_DIR/upload otherwise */
  s3?: S3Config;
  /** A ready storage (tests); wins over s3 */
  storage?: Storage;
  /** Check every API answer against its declared response schema (default: VALIDATE_RESPONSES=1) */
  validateResponses?: boolean;
  /**
   * Compile each route's validators and serializers on its first request, not at start
   * (core/http/validators.ts): the tests' apps, which reach a few routes each. Off for the server.
   */
  lazySchemas?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The route schemas a lazy app has not compiled yet (test/route-schemas.test.ts) */
    routeSchemas: PendingSchemas;
  }
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const compilers = schemaCompilers({ lazy: opts.lazySchemas ?? false });
  const app = Fastify({
    logger:
      // Never write credentials to the log: URLs, errors and messages pass core/base/redact.ts.
      opts.logLevel === false ? false : loggerOptions(opts.logLevel ?? 'info', opts.logStream),
    // X-Forwarded-For is believed only from the configured proxies (TRUST_PROXY); otherwise a
    // client could pick its own address and walk around the login rate limit.
    trustProxy: trustProxyOption(opts.trustProxy ?? []),
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: false },
    // Bodies strictly typed, the query and path coerced from text (core/http/validators.ts).
    schemaController: { compilersFactory: compilers.compilersFactory },
    ajv: {
      customOptions: {
        // Unknown fields are rejected (schemas say additionalProperties:false where it matters)
        // instead of silently dropped; every failing field is reported.
        removeAdditional: false,
        allErrors: true,
        coerceTypes: 'array',
        useDefaults: true,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const ctx: AppContext = {
    db: opts.database.db,
    dbKind: opts.database.kind,
    database: opts.database,
    captcha: opts.captcha ?? true,
    jwtSecret: opts.jwtSecret,
    dataDir: opts.dataDir,
    events: new DomainEventBus(),
    authCache: new AuthCache(),
    jobs: disabledJobs,
    storage: opts.storage ?? createStorage(opts.dataDir, opts.s3),
  };
  const offAuthCache = wireAuthCacheEvents(ctx.authCache, ctx.events);
  app.addHook('onClose', async () => {
    for (const off of offAuthCache) off();
  });
  app.decorate('ctx', ctx);
  app.decorate('routeSchemas', compilers.schemas);
  const tokens = new TokenService(opts.jwtSecret);

  registerErrorHandling(app);
  registerInputGuard(app);
  registerGuard(app, tokens);
  registerOperationLog(app);

  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
  await app.register(rateLimit, {
    global: false,
    // Counters in the database: every instance on one PostgreSQL enforces the same limit.
    store: databaseRateLimitStore(() => app.ctx.db),
    errorResponseBuilder: (_req, context) => new TooManyRequestsError(context.after),
  });
  // The OpenAPI document (core/http/openapi.ts); tests may check every answer against its schema.
  await registerOpenapi(app);
  if (opts.validateResponses ?? responseValidationWanted()) registerResponseValidation(app);

  await app.register(named(pubModule), { prefix: '/backend/api/v1/pub', applyRateLimit: opts.applyRateLimit });
  await app.register(named(systemModule), {
    prefix: '/backend/api/v1/system',
    tokens,
    loginRateLimit: opts.loginRateLimit ?? 10,
  });
  await app.register(named(financeModule), { prefix: '/backend/api/v1/finance' });
  await app.register(named(workforceModule), { prefix: '/backend/api/v1/workforce' });
  await app.register(named(websiteApiModule), { prefix: '/backend/api/v1/website' });
  await app.register(named(appModule), { prefix: '/backend/api/v1/app' });
  const bus: RealtimeBus = opts.realtimeBus ?? new LocalBus();
  ctx.sockets = await registerRealtime(app, { tokens, bus });
  // Invalidations other instances sent while our bus was disconnected were missed: start over.
  const offReconnect = bus.onReconnected?.(() => ctx.authCache.invalidate({ all: true }, { notify: false }));
  if (offReconnect) app.addHook('onClose', async () => offReconnect());
  registerNoticePush(app, opts.push);
  if (opts.extraRoutes) await app.register(named(async (scope: FastifyInstance) => opts.extraRoutes!(scope), 'extraRoutes'));
  if (opts.jobs) {
    // Started last so no handler runs before the routes and the realtime layer are in place;
    // stopped first on close (hooks run in reverse), before the database goes away.
    ctx.jobs = await startJobs(
      { database: opts.database, events: ctx.events, log: app.log, dataDir: ctx.dataDir, storage: ctx.storage },
      opts.jobs,
    );
    app.addHook('onClose', async () => ctx.jobs.stop());
  }

  const staticOptions = { ...defaultStaticOptions(opts.dataDir), ...opts.static };
  // The server-rendered job pages: their routes are more specific than the SPA's /admin/*.
  await registerWebsite(app, { remotesRoot: staticOptions.remotesRoot });
  await registerStatic(app, staticOptions);
  await app.ready();
  return app;
}
