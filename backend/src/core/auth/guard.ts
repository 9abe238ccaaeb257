/**
 * Route protection. Every /backend/api route must declare how it is protected in its route
 * config — `auth: 'public'`, `auth: 'login'`, `rule: '<api rule>'` or, for the worker app,
 * `auth: 'device'` (device-auth.ts) — and the server refuses to start otherwise, so the route
 * table itself is the authorization matrix.
 *
 * The onRoute hook also gives each API route's response schema the error envelope (4xx, 5xx),
 * which the serializer uses for error answers; core/http/openapi.ts documents the rest.
 */
import { ErrorEnvelope } from '@shiftdesk/shared/api';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { getAccess, holdsRule } from './access';
import { authenticateDeployToken, deployTokenOf, registerDeployAuth } from './deploy-auth';
import { authenticateDevice } from './device-auth';
import type { ApiRoute, RouteProtection } from './auth-types';
import { ForbiddenError, UnauthorizedError } from '../base/errors';
import { langOf } from '../base/i18n';
import { authenticate, bearerOf, type TokenService } from './session';

export const API_PREFIX = '/backend/api/';

export class RouteProtectionError extends Error {}

export type { ApiRoute } from './auth-types';

export function protectionOf(route: Pick<RouteOptions, 'config'>): RouteProtection {
  return (route.config ?? {}) as RouteProtection;
}

export function registerGuard(app: FastifyInstance, tokens: TokenService) {
  app.decorateRequest('user', null);
  app.decorateRequest('lang', 'en');
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const p = protectionOf(route);
    const declared =
      p.auth === 'public' ||
      p.auth === 'login' ||
      p.auth === 'device' ||
      (typeof p.rule === 'string' && p.rule.length > 0);
    if (!declared || (p.auth && p.rule)) {
      const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
      throw new RouteProtectionError(
        `Route ${methods} ${route.url} must declare exactly one of config.auth ('public' | 'login' | 'device') or config.rule ('api/v1/…')`,
      );
    }
    const schema = (route.schema ??= {}) as Record<string, unknown> & { response?: Record<string, unknown> };
    // Errors are serialized as the envelope; the rest of the documentation is core/http/openapi.ts's.
    if (schema.response) {
      schema.response['4xx'] ??= ErrorEnvelope;
      schema.response['5xx'] ??= ErrorEnvelope;
    }
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, protection: p, schema });
    }
  });

  registerDeployAuth(app);
  // Worker app routes (device-auth.ts): the token is checked once the input is validated.
  app.addHook('preHandler', async (req) => {
    const p = req.routeOptions.config as RouteProtection | undefined;
    if (p?.auth === 'device' && req.routeOptions.url?.startsWith(API_PREFIX)) await authenticateDevice(app, req);
  });
  app.addHook('onRequest', async (req) => {
    req.lang = langOf(req.headers['accept-language']);
    const p = req.routeOptions.config as RouteProtection | undefined;
    if (!p || !req.routeOptions.url?.startsWith(API_PREFIX) || p.auth === 'public') return;
    // A device route never takes a staff session or a deploy token; no credential at all is refused here.
    if (p.auth === 'device') return req.headers.authorization ? undefined : authenticateDevice(app, req);
    const deployToken = deployTokenOf(req);
    if (deployToken) return authenticateDeployToken(app, req, deployToken, p);
    const token = bearerOf(req.headers.authorization);
    const user = token ? await authenticate(app.ctx.db, tokens, token, app.ctx.authCache) : null;
    if (!user) throw new UnauthorizedError();
    req.user = user;
    if (p.rule) {
      const access = await getAccess(req);
      if (!holdsRule(access, p.rule) && !p.alsoRules?.some((r) => holdsRule(access, r))) throw new ForbiddenError();
    }
  });
}
