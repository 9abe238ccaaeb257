/**
 * Online users = live sessions (not revoked, not idle-expired, within the 7-day maximum).
 * The list never carries the token or its hash. forceLogout revokes sessions: the next request
 * of each answers 401; `sessionsRevoked` lets the realtime layer close their sockets.
 * Forcing out your own session is allowed (the answer says so and `self` is true).
 */
import { Envelope, ForceLogoutBody, ForceLogoutResult, OnlineListQuery, OnlineRow, PageResult } from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type SQL, and, count, desc, eq, gt, ilike, inArray, isNull } from 'drizzle-orm';
import { ok, page, paging } from '../../core/envelope';
import { t } from '../../core/i18n';
import { SESSION_MAX_MS } from '../../core/session';
import { containsPattern } from '../../core/sql';
import { sysDept, sysSession, sysUser } from '../../db/schema';
import { locationOf } from '../../core/request-info';

export const onlineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.ctx.db;

  app.get(
    '/online/list',
    {
      config: { rule: 'api/v1/system/online/list' },
      schema: { summary: 'Online users (live sessions; never a token)', querystring: OnlineListQuery, response: { 200: Envelope(PageResult(OnlineRow)) } },
    },
    async (req) => {
      const q = req.query;
      const { pageNum, pageSize, offset } = paging(q);
      const now = new Date();
      const conds: (SQL | undefined)[] = [
        isNull(sysSession.revokedAt),
        gt(sysSession.expiresAt, now),
        gt(sysSession.createdAt, new Date(now.getTime() - SESSION_MAX_MS)),
        isNull(sysUser.deletedAt),
      ];
      if (q.userName?.trim()) conds.push(ilike(sysUser.userName, containsPattern(q.userName.trim())));
      if (q.ip?.trim()) conds.push(ilike(sysSession.ip, containsPattern(q.ip.trim())));
      const where = and(...conds);
      const [{ total }] = await db()
        .select({ total: count() })
        .from(sysSession)
        .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
        .where(where);
      // Explicit columns: token_hash / prev_token_hash are never selected.
      const rows = await db()
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
        .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
        .leftJoin(sysDept, eq(sysDept.id, sysUser.deptId))
        .where(where)
        .orderBy(desc(sysSession.lastSeenAt), desc(sysSession.createdAt))
        .limit(pageSize)
        .offset(offset);
      const list = rows.map((r) => ({
        ...r,
        deptName: r.deptName ?? '',
        location: locationOf(r.ip),
        createdAt: r.createdAt.toISOString(),
        lastSeenAt: r.lastSeenAt.toISOString(),
        current: r.sessionId === req.user!.sessionId,
      }));
      return ok(page(list, total, pageNum));
    },
  );

  app.put(
    '/online/forceLogout',
    {
      config: { rule: 'api/v1/system/online/forceLogout' },
      schema: { summary: 'Force sessions out (their next request answers 401)', body: ForceLogoutBody, response: { 200: Envelope(ForceLogoutResult) } },
    },
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
