/**
 * The business audit trail: System → Audit (every row, filtered and paged) and the History of
 * one record, readable by whoever may read that record (its entity's `get` rule).
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditHistory, AuditHistoryQuery, AuditListQuery, AuditRow, Envelope, PageResult } from '@shiftdesk/shared/api';
import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { getAccess, holdsRule } from '../../core/access';
import { ok, page, paging } from '../../core/envelope';
import { BadRequestError, ForbiddenError } from '../../core/errors';
import { historyRule, historyScope } from '../../core/machine-registry';
import { fitTotal, listTotal } from '../../core/paged-total';
import { containsPattern } from '../../core/sql';
import { sgDayEnd, sgDayStart } from '../../core/time';
import { auditLog } from '../../db/schema';

const HISTORY_LIMIT = 500;
const ORDER = { at: auditLog.at, id: auditLog.id } as const;

const auditRow = (r: typeof auditLog.$inferSelect) => ({ ...r, at: r.at.toISOString() });

export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.ctx.db;

  app.get(
    '/audit/list',
    {
      config: { rule: 'api/v1/system/audit/list' },
      schema: {
        summary: 'Business audit trail (paged, newest first)',
        querystring: AuditListQuery,
        response: { 200: Envelope(PageResult(AuditRow)) },
      },
    },
    async (req) => {
      const q = req.query;
      const { pageNum, pageSize, offset } = paging(q);
      const conds: (SQL | undefined)[] = [];
      if (q.entity) conds.push(eq(auditLog.entity, q.entity));
      if (q.entityId !== undefined) conds.push(eq(auditLog.entityId, q.entityId));
      if (q.actor?.trim()) conds.push(ilike(auditLog.actorName, containsPattern(q.actor.trim())));
      if (q.action?.trim()) conds.push(eq(auditLog.action, q.action.trim()));
      if (q.dateRange) {
        const [from, to] = [...q.dateRange].sort();
        conds.push(gte(auditLog.at, sgDayStart(from)), lt(auditLog.at, sgDayEnd(to)));
      }
      const where = and(...conds);
      const col = ORDER[q.orderBy ?? 'at'];
      const [total, rows] = await Promise.all([
        listTotal({
          db: db(),
          table: 'audit_log',
          filtered: conds.length > 0,
          exact: async () => (await db().select({ n: count() }).from(auditLog).where(where))[0].n,
        }),
        db()
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(
            q.orderDir === 'asc' ? asc(col) : desc(col),
            q.orderDir === 'asc' ? asc(auditLog.id) : desc(auditLog.id),
          )
          .limit(pageSize)
          .offset(offset),
      ]);
      return ok(page(rows.map(auditRow), fitTotal(total, offset, rows.length, pageSize), pageNum));
    },
  );

  app.get(
    '/audit/history',
    {
      // The rule depends on the record's entity, so it is checked below.
      config: { auth: 'login' },
      schema: {
        summary: "One record's History (newest first); needs the entity's own `get` rule",
        querystring: AuditHistoryQuery,
        response: { 200: Envelope(AuditHistory) },
      },
    },
    async (req) => {
      const { entity, entityId } = req.query;
      const rule = historyRule(entity);
      if (!rule) throw new BadRequestError('audit.unknownEntity', { entity });
      if (!holdsRule(await getAccess(req), rule)) throw new ForbiddenError();
      const scope = historyScope(entity);
      if (scope && !(await scope(req, entityId))) throw new ForbiddenError();
      const rows = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(HISTORY_LIMIT);
      return ok(rows.map(auditRow));
    },
  );
};
