/**
 * The business audit trail: System → Audit (every row, filtered and paged) and the History of
 * one record, readable by whoever may read that record (its entity's `get` rule).
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditHistory, AuditHistoryQuery, AuditListQuery, AuditRow, PageResult } from '@shiftdesk/shared/api';
import { and, desc, eq } from 'drizzle-orm';
import { getAccess, holdsRule } from '../../core/auth/access';
import { ok } from '../../core/base/envelope';
import { BadRequestError, ForbiddenError } from '../../core/base/errors';
import { historyRule, historyScope } from '../../core/data/machine-registry';
import { defineList, filter } from '../../core/lists/list-query';
import { auditLog } from '../../db/schema';
import { routeOptions } from '../../core/routes/route-options';

const HISTORY_LIMIT = 500;

/** System → Audit: the table grows with every change, so unfiltered totals are estimated. */
const list = defineList<AuditListQuery, NonNullable<AuditListQuery['orderBy']>>({
  table: auditLog,
  filters: {
    entity: filter.exact(auditLog.entity),
    entityId: filter.exact(auditLog.entityId),
    actor: filter.contains(auditLog.actorName),
    action: (v) => (v.trim() ? eq(auditLog.action, v.trim()) : undefined),
    dateRange: filter.dateRange(auditLog.at),
  },
  sort: { at: auditLog.at, id: auditLog.id },
  defaultSort: 'at',
  defaultDir: 'desc',
  tieBreak: auditLog.id,
  estimateTotals: true,
});

const auditRow = (r: typeof auditLog.$inferSelect) => ({ ...r, at: r.at.toISOString() });

export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.ctx.db;

  app.get(
    '/audit/list',
    routeOptions('api/v1/system/audit/list', 'Business audit trail (paged, newest first)', { query: AuditListQuery, reply: PageResult(AuditRow) }),
    async (req) => ok(await list.run(db(), req.query, auditLog, { map: auditRow })),
  );

  // The rule depends on the record's entity, so it is checked below.
  app.get(
    '/audit/history',
    routeOptions({ auth: 'login' }, "One record's History (newest first); needs the entity's own `get` rule", { query: AuditHistoryQuery, reply: AuditHistory }),
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
