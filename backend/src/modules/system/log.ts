/**
 * Operation log (list with filters, get, delete, clear) and login log (list, delete, clear).
 * The rows are written by core/http/audit.ts; deleting and clearing are themselves logged (the
 * operation log of a clear is the first row of the new log).
 */
import {
  ClearLogBody,
  DeletedResult,
  IdQuery,
  IdsBody,
  LoginLogListQuery,
  LoginLogRow,
  OperLogListQuery,
  OperLogRow,
} from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { count, inArray, sql } from 'drizzle-orm';
import { getOr404 } from '../../core/data/crud';
import { registerListRoute } from '../../core/routes/crud-routes';
import { routeOptions } from '../../core/routes/route-options';
import { ok } from '../../core/base/envelope';
import { defineList, filter } from '../../core/lists/list-query';
import { t } from '../../core/base/i18n';
import { sysLoginLog, sysOperLog } from '../../db/schema';

const operRow = (r: typeof sysOperLog.$inferSelect) => ({ ...r, operTime: r.operTime.toISOString() });
const loginRow = (r: typeof sysLoginLog.$inferSelect) => ({ ...r, loginTime: r.loginTime.toISOString() });

/**
 * Big tables (millions of rows): sorted on indexed columns only, large totals estimated. Newest
 * first is by time (then id): each filter's index ends in (time, id), so a filtered page, a date
 * range and a keyset seek are all one range scan that stops after the page (schema/system.ts).
 */
const list = {
  oper: defineList<OperLogListQuery, NonNullable<OperLogListQuery['orderBy']>>({
    table: sysOperLog,
    filters: {
      title: filter.contains(sysOperLog.title, sysOperLog.module, sysOperLog.operUrl),
      operName: filter.contains(sysOperLog.operName),
      requestMethod: filter.exact(sysOperLog.requestMethod),
      status: filter.exact(sysOperLog.status),
      dateRange: filter.dateRange(sysOperLog.operTime),
    },
    sort: { id: sysOperLog.id, operTime: sysOperLog.operTime, costMs: sysOperLog.costMs },
    defaultSort: 'operTime',
    defaultDir: 'desc',
    tieBreak: sysOperLog.id,
    estimateTotals: true,
  }),
  login: defineList<LoginLogListQuery, NonNullable<LoginLogListQuery['orderBy']>>({
    table: sysLoginLog,
    filters: {
      loginName: filter.contains(sysLoginLog.loginName),
      ipaddr: filter.startsWith(sysLoginLog.ipaddr),
      status: filter.exact(sysLoginLog.status),
      dateRange: filter.dateRange(sysLoginLog.loginTime),
    },
    sort: { id: sysLoginLog.id, loginTime: sysLoginLog.loginTime },
    defaultSort: 'loginTime',
    defaultDir: 'desc',
    tieBreak: sysLoginLog.id,
    estimateTotals: true,
  }),
};

/**
 * Delete (by ids) and clear of a log table. Clearing counts then deletes (no RETURNING of a
 * possibly huge table) and refreshes the statistics the unfiltered list's estimated total uses.
 */
function deleteAndClearRoutes(app: Parameters<FastifyPluginAsyncTypebox>[0], entity: string, table: typeof sysOperLog | typeof sysLoginLog, what: string) {
  const db = () => app.ctx.db;
  const rule = (action: string) => `api/v1/system/${entity}/${action}`;
  app.delete(`/${entity}/delete`, routeOptions(rule('delete'), `Delete ${what} rows`, { body: IdsBody, reply: DeletedResult }), async (req) => {
    const gone = await db().delete(table).where(inArray(table.id, req.body.ids)).returning({ id: table.id });
    return ok({ deleted: gone.length }, t(req.lang, 'common.deleted'));
  });
  app.delete(`/${entity}/clear`, routeOptions(rule('clear'), `Clear the ${what} (body {})`, { body: ClearLogBody, reply: DeletedResult }), async (req) => {
    const [{ n }] = await db().select({ n: count() }).from(table);
    await db().delete(table);
    await db().execute(sql`analyze ${table}`);
    return ok({ deleted: Number(n) }, t(req.lang, 'common.deleted'));
  });
}

export const logRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerListRoute(app, {
    path: '/operLog/list',
    rule: 'api/v1/system/operLog/list',
    summary: 'Operation log (paged, newest first)',
    query: OperLogListQuery,
    row: OperLogRow,
    list: (db, q) => list.oper.run(db, q, sysOperLog, { map: operRow }),
  });
  app.get('/operLog/get', routeOptions('api/v1/system/operLog/get', 'One operation-log row', { query: IdQuery, reply: OperLogRow }), async (req) =>
    ok(operRow(await getOr404(app.ctx.db, sysOperLog, req.query.id, 'operLog.notFound'))),
  );
  registerListRoute(app, {
    path: '/loginLog/list',
    rule: 'api/v1/system/loginLog/list',
    summary: 'Login log (paged, newest first)',
    query: LoginLogListQuery,
    row: LoginLogRow,
    list: (db, q) => list.login.run(db, q, sysLoginLog, { map: loginRow }),
  });
  deleteAndClearRoutes(app, 'operLog', sysOperLog, 'operation log');
  deleteAndClearRoutes(app, 'loginLog', sysLoginLog, 'login log');
};
