/**
 * Deploy tokens on the API (issue 15). A team's pipeline sends `Authorization: Bearer sdt_…`
 * (or `X-Deploy-Token: sdt_…`); such a request is NOT a user session: it may reach only the
 * routes that declare `config.deploy`, and only for the remotes the token names. The token row
 * is read on every request (no cache), so a revoked or expired token is refused at once, and
 * every use, refused ones included, leaves a History line on the token.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { sysDeployToken } from '../../db/schema';
import { type Actor, actorOf, recordAudit } from '../data/audit-trail';
import type { RouteProtection } from './auth-types';
import { AppError, ForbiddenError } from '../base/errors';
import { sha256 } from './session';

export const DEPLOY_TOKEN_PREFIX = 'sdt_';
export const DEPLOY_TOKEN_ENTITY = 'deployToken';

/** The token of an authenticated deploy request. */
export interface DeployTokenAuth {
  id: number;
  name: string;
  remotes: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set instead of `user` when the request came with a valid deploy token */
    deployToken?: DeployTokenAuth;
  }
}

/** A new token: a random 32-byte secret; only its sha256 is stored. */
export function newDeployToken(): { token: string; hash: string; prefix: string } {
  const token = DEPLOY_TOKEN_PREFIX + crypto.randomBytes(32).toString('base64url');
  return { token, hash: sha256(token), prefix: token.slice(0, 10) };
}

/** The deploy token a request carries, if any (a user's session JWT never starts with sdt_). */
export function deployTokenOf(req: FastifyRequest): string | null {
  const header = req.headers['x-deploy-token'];
  if (typeof header === 'string' && header.startsWith(DEPLOY_TOKEN_PREFIX)) return header;
  const m = /^Bearer\s+(sdt_\S+)$/i.exec(req.headers.authorization ?? '');
  return m ? m[1] : null;
}

export const tokenActor = (name: string): Actor => ({ id: null, name: `token:${name}`.slice(0, 64) });

/** Who acted: the user, or the deploy token. */
export function deployActorOf(req: FastifyRequest): Actor {
  return req.deployToken ? tokenActor(req.deployToken.name) : actorOf(req);
}

const remoteOfRequest = (req: FastifyRequest): string | undefined => {
  const fromBody = (req.body as { name?: unknown } | undefined)?.name;
  const fromQuery = (req.query as { name?: unknown } | undefined)?.name;
  const v = typeof fromBody === 'string' ? fromBody : fromQuery;
  return typeof v === 'string' ? v : undefined;
};

async function audit(
  app: FastifyInstance,
  tokenId: number,
  name: string,
  action: 'used' | 'refused',
  data: Record<string, unknown>,
) {
  await app.ctx.db.transaction((tx) =>
    recordAudit(tx, { entity: DEPLOY_TOKEN_ENTITY, entityId: tokenId, action, actor: tokenActor(name), data }),
  );
}

/**
 * onRequest part: resolves the token (401 when unknown, expired or revoked) and refuses any
 * route that is not a deploy route (403). Called by the guard instead of the session check.
 */
export async function authenticateDeployToken(
  app: FastifyInstance,
  req: FastifyRequest,
  token: string,
  p: RouteProtection,
): Promise<void> {
  const [row] = await app.ctx.db
    .select()
    .from(sysDeployToken)
    .where(eq(sysDeployToken.tokenHash, sha256(token)));
  const where = { method: req.method, url: req.routeOptions.url };
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) {
    if (row) await audit(app, row.id, row.name, 'refused', { ...where, why: row.revokedAt ? 'revoked' : 'expired' });
    throw new AppError(401, 'deploy.tokenInvalid');
  }
  req.deployToken = { id: row.id, name: row.name, remotes: row.remotes };
  if (!p.deploy) throw new ForbiddenError('deploy.routeForbidden');
}

/** The scope check (needs the parsed body) and the History line of every use. */
export function registerDeployAuth(app: FastifyInstance): void {
  app.addHook('preHandler', async (req) => {
    const tok = req.deployToken;
    if (!tok) return;
    const remote = remoteOfRequest(req);
    if (!remote || !tok.remotes.includes(remote)) throw new ForbiddenError('deploy.outOfScope', { name: remote ?? '' });
  });
  app.addHook('onResponse', async (req, reply) => {
    const tok = req.deployToken;
    if (!tok) return;
    try {
      await app.ctx.db.update(sysDeployToken).set({ lastUsedAt: new Date() }).where(eq(sysDeployToken.id, tok.id));
      await audit(app, tok.id, tok.name, 'used', {
        method: req.method,
        url: req.routeOptions.url,
        remote: remoteOfRequest(req) ?? null,
        status: reply.statusCode,
      });
    } catch (err) {
      req.log.error({ err }, 'failed to record a deploy token use');
    }
  });
}
