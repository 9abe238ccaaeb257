/**
 * Deploy tokens (issue 15), under System → Micro-frontends: an admin creates a token for one or
 * more remotes with an expiry, sees it once, and can revoke it; the token's History lists every
 * use (core/auth/deploy-auth.ts writes those). Rules: tokenList, tokenAdd, tokenRevoke.
 */
import {
  DeployTokenAddBody,
  DeployTokenCreated,
  DeployTokenList,
  DeployTokenRevokeBody,
} from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { desc, eq } from 'drizzle-orm';
import { actorOf, recordAudit } from '../../core/data/audit-trail';
import { DEPLOY_TOKEN_ENTITY, newDeployToken } from '../../core/auth/deploy-auth';
import { ok } from '../../core/base/envelope';
import { NotFoundError } from '../../core/base/errors';
import { NoData, routeOptions } from '../../core/routes/route-options';
import { registerHistoryRule } from '../../core/data/machine-registry';
import { sysDeployToken } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
registerHistoryRule(DEPLOY_TOKEN_ENTITY, 'api/v1/system/remote/tokenList');

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const statusOf = (r: typeof sysDeployToken.$inferSelect) =>
  (r.revokedAt ? 'revoked' : r.expiresAt.getTime() <= Date.now() ? 'expired' : 'active') as
    | 'active'
    | 'expired'
    | 'revoked';

export const deployTokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.ctx.db;

  app.get(
    '/remote/token/list',
    routeOptions('api/v1/system/remote/tokenList', 'Deploy tokens (never the tokens themselves)', { reply: DeployTokenList }),
    async () => {
      const rows = await db().select().from(sysDeployToken).orderBy(desc(sysDeployToken.id));
      return ok({
        list: rows.map((r) => ({
          id: r.id,
          name: r.name,
          remotes: r.remotes,
          tokenPrefix: r.tokenPrefix,
          expiresAt: r.expiresAt.toISOString(),
          revokedAt: iso(r.revokedAt),
          lastUsedAt: iso(r.lastUsedAt),
          createdBy: r.createdBy,
          createdAt: r.createdAt.toISOString(),
          status: statusOf(r),
        })),
      });
    },
  );

  app.post(
    '/remote/token/add',
    routeOptions('api/v1/system/remote/tokenAdd', 'Create a deploy token for some remotes; the answer holds the token, shown this once', {
      body: DeployTokenAddBody,
      reply: DeployTokenCreated,
    }),
    async (req) => {
      const { token, hash, prefix } = newDeployToken();
      const expiresAt = new Date(Date.now() + req.body.expiresInDays * DAY_MS);
      const actor = actorOf(req);
      const id = await db().transaction(async (tx) => {
        const [row] = await tx
          .insert(sysDeployToken)
          .values({
            name: req.body.name,
            remotes: req.body.remotes,
            tokenHash: hash,
            tokenPrefix: prefix,
            expiresAt,
            createdBy: actor.name,
          })
          .returning({ id: sysDeployToken.id });
        await recordAudit(tx, {
          entity: DEPLOY_TOKEN_ENTITY,
          entityId: row.id,
          action: 'created',
          actor,
          data: { remotes: req.body.remotes, expiresAt: expiresAt.toISOString() },
        });
        return row.id;
      });
      return ok({ id, token, expiresAt: expiresAt.toISOString() });
    },
  );

  app.put(
    '/remote/token/revoke',
    routeOptions('api/v1/system/remote/tokenRevoke', 'Revoke a deploy token (refused from its next request on)', {
      body: DeployTokenRevokeBody,
      reply: NoData,
    }),
    async (req) => {
      await db().transaction(async (tx) => {
        const [row] = await tx.select().from(sysDeployToken).where(eq(sysDeployToken.id, req.body.id)).for('update');
        if (!row) throw new NotFoundError('deployToken.notFound');
        if (row.revokedAt) return;
        await tx.update(sysDeployToken).set({ revokedAt: new Date() }).where(eq(sysDeployToken.id, row.id));
        await recordAudit(tx, {
          entity: DEPLOY_TOKEN_ENTITY,
          entityId: row.id,
          action: 'revoked',
          actor: actorOf(req),
        });
      });
      return ok(null);
    },
  );
};
