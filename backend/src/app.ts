/**
 * `buildApp(opts)`: the Fastify application over an already-migrated database. Used by
 * main.ts and by the tests (which pass an in-memory PGlite or a throw-away PostgreSQL db).
 */
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from './db/client';
import type { AppContext } from './core/context';
import './core/context';
import { AuthCache, wireAuthCacheEvents } from './core/auth-cache';
import { registerOperationLog } from './core/audit';
import { registerErrorHandling } from './core/error-handler';
import { DomainEventBus } from './core/events';
import { TooManyRequestsError } from './core/errors';
import { registerGuard } from './core/guard';
import { registerInputGuard } from './core/input-guard';
import { loggerOptions } from './core/logger';
import { databaseRateLimitStore } from './core/rate-limit-store';
import { trustProxyOption } from './core/trust-proxy';
import { parseQueryString } from './core/querystring';
import { TokenService } from './core/session';
import { pubModule } from './modules/pub';
import { systemModule } from './modules/system';
import { LocalBus, type RealtimeBus } from './realtime/bus';
import { registerRealtime } from './realtime/plugin';
import { type NoticePushOptions, registerNoticePush } from './realtime/push';
import { type StaticOptions, defaultStaticOptions, registerStatic } from './static';

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
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      // Never write credentials to the log: URLs, errors and messages pass core/redact.ts.
      opts.logLevel === false ? false : loggerOptions(opts.logLevel ?? 'info', opts.logStream),
    // X-Forwarded-For is believed only from the configured proxies (TRUST_PROXY); otherwise a
    // client could pick its own address and walk around the login rate limit.
    trustProxy: trustProxyOption(opts.trustProxy ?? []),
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: false },
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
  };
  const offAuthCache = wireAuthCacheEvents(ctx.authCache, ctx.events);
  app.addHook('onClose', async () => {
    for (const off of offAuthCache) off();
  });
  app.decorate('ctx', ctx);
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
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Shiftdesk API',
        version: '0.1.0',
        description:
          'Every answer is `{code, message, data}`; code 0 is success, otherwise the HTTP status. ' +
          'Log in with POST /backend/api/v1/system/login and send `Authorization: Bearer <token>`.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/backend/docs' });

  await app.register(pubModule, { prefix: '/backend/api/v1/pub' });
  await app.register(systemModule, {
    prefix: '/backend/api/v1/system',
    tokens,
    loginRateLimit: opts.loginRateLimit ?? 10,
  });
  const bus: RealtimeBus = opts.realtimeBus ?? new LocalBus();
  ctx.sockets = await registerRealtime(app, { tokens, bus });
  // Invalidations other instances sent while our bus was disconnected were missed: start over.
  const offReconnect = bus.onReconnected?.(() => ctx.authCache.invalidate({ all: true }, { notify: false }));
  if (offReconnect) app.addHook('onClose', async () => offReconnect());
  registerNoticePush(app, opts.push);
  if (opts.extraRoutes) await app.register(async (scope) => opts.extraRoutes!(scope));

  await registerStatic(app, { ...defaultStaticOptions(opts.dataDir), ...opts.static });
  await app.ready();
  return app;
}
