/**
 * Online users = live sessions (not revoked, not idle-expired, within the 7-day maximum).
 * The list never carries the token or its hash. forceLogout revokes sessions: the next request
 * of each answers 401; `sessionsRevoked` lets the realtime layer close their sockets.
 * Forcing out your own session is allowed (the answer says so and `self` is true).
 */
import { ForceLogoutBody, ForceLogoutResult, OnlineListQuery, OnlineRow, PageResult } from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { ok } from '../../core/base/envelope';
import { defineList, filter } from '../../core/lists/list-query';
import { t } from '../../core/base/i18n';
import { SESSION_MAX_MS } from '../../core/auth/session';
import { sysDept, sysSession, sysUser } from '../../db/schema';
import { locationOf } from '../../core/base/request-info';
import { routeOptions } from '../../core/routes/route-options';

const list = defineList<OnlineListQuery, NonNullable<OnlineListQuery['orderBy']>>({
  table: sysSession,
  filters: { userName: filter.contains(sysUser.userName), ip: filter.contains(sysSession.ip) },
  sort: { lastSeenAt: sysSession.lastSeenAt, createdAt: sysSession.createdAt, userName: sysUser.userName, ip: sysSession.ip },
  defaultSort: 'lastSeenAt',
  defaultDir: 'desc',
  tieBreak: sysSession.id,
});

export const onlineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.ctx.db;

  app.get(
    '/online/list',
    routeOptions('api/v1/system/online/list', 'Online users (live sessions; never a token)', { query: OnlineListQuery, reply: PageResult(OnlineRow) }),
    async (req) => {
      const now = new Date();
      const live = and(
        isNull(sysSession.revokedAt),
        gt(sysSession.expiresAt, now),
        gt(sysSession.createdAt, new Date(now.getTime() - SESSION_MAX_MS)),
        isNull(sysUser.deletedAt),
      );
      const joined = <T extends PgSelect>(qb: T) => qb.innerJoin(sysUser, eq(sysUser.id, sysSession.userId));
      // Explicit columns: token_hash / prev_token_hash are never selected.
      const rows = db()
        .select({
          sessionId: sysSession.id,
          userId: sysUser.id,
          userName: sysUser.userName,
          userNickname: sysUser.userNickname,
          deptName: sysDept.deptName,
          ip: sysSession.ip,
          browser: sysSession.browser,
          os: sysSession.os,
          createdAt: sysSession.createdAt,
          lastSeenAt: sysSession.lastSeenAt,
        })
        .from(sysSession)
        .$dynamic();
      const total = db().select({ n: count() }).from(sysSession).$dynamic();
      const result = await list.run(db(), req.query, joined(rows).leftJoin(sysDept, eq(sysDept.id, sysUser.deptId)), {
        where: live,
        count: joined(total),
        map: (r) => ({
        ...r,
        deptName: r.deptName ?? '',
        location: locationOf(r.ip),
        createdAt: r.createdAt.toISOString(),
        lastSeenAt: r.lastSeenAt.toISOString(),
          current: r.sessionId === req.user!.sessionId,
        }),
      });
      return ok(result);
    },
  );

  app.put(
    '/online/forceLogout',
    routeOptions('api/v1/system/online/forceLogout', 'Force sessions out (their next request answers 401)', { body: ForceLogoutBody, reply: ForceLogoutResult }),
    async (req) => {
      const ids = req.body.ids.map((id) => id.toLowerCase());
      const revoked = await db()
        .update(sysSession)
        .set({ revokedAt: new Date() })
        .where(and(inArray(sysSession.id, ids), isNull(sysSession.revokedAt)))
        .returning({ id: sysSession.id });
      const sessionIds = revoked.map((r) => r.id);
      if (sessionIds.length) app.ctx.events.emit('sessionsRevoked', { sessionIds });
      const self = sessionIds.includes(req.user!.sessionId);
      const msg = t(req.lang, self ? 'online.forcedSelf' : 'online.forced', { count: sessionIds.length });
      return ok({ revoked: sessionIds.length, self }, msg);
    },
  );
};
