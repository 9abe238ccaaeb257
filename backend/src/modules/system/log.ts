/**
 * Operation log (list with filters, get, delete, clear) and login log (list, delete, clear).
 * The rows are written by core/audit.ts; deleting and clearing are themselves logged (the
 * operation log of a clear is the first row of the new log).
 */
import {
  ClearLogBody,
  DeletedResult,
  Envelope,
  IdQuery,
  IdsBody,
  LoginLogListQuery,
  LoginLogRow,
  OperLogListQuery,
  OperLogRow,
  PageResult,
} from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { count, inArray, sql } from 'drizzle-orm';
import { getOr404 } from '../../core/crud';
import { ok } from '../../core/envelope';
import { defineList, filter } from '../../core/list-query';
import { t } from '../../core/i18n';
import { sysLoginLog, sysOperLog } from '../../db/schema';

const operRow = (r: typeof sysOperLog.$inferSelect) => ({ ...r, operTime: r.operTime.toISOString() });
const loginRow = (r: typeof sysLoginLog.$inferSelect) => ({ ...r, loginTime: r.loginTime.toISOString() });

/** Big tables (millions of rows): sorted on indexed columns only, unfiltered totals estimated. */
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
    defaultSort: 'id',
    defaultDir: 'desc',
    tieBreak: sysOperLog.id,
    estimateTotals: true,
  }),
  login: defineList<LoginLogListQuery, NonNullable<LoginLogListQuery['orderBy']>>({
    table: sysLoginLog,
    filters: {
      loginName: filter.contains(sysLoginLog.loginName),
      ipaddr: filter.contains(sysLoginLog.ipaddr),
      status: filter.exact(sysLoginLog.status),
      dateRange: filter.dateRange(sysLoginLog.loginTime),
    },
    sort: { id: sysLoginLog.id, loginTime: sysLoginLog.loginTime },
    defaultSort: 'id',
    defaultDir: 'desc',
    tieBreak: sysLoginLog.id,
    estimateTotals: true,
  }),
};

export const logRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.ctx.db;

  app.get(
    '/operLog/list',
    {
      config: { rule: 'api/v1/system/operLog/list' },
      schema: { summary: 'Operation log (paged, newest first)', querystring: OperLogListQuery, response: { 200: Envelope(PageResult(OperLogRow)) } },
    },
    async (req) => {
      return ok(await list.oper.run(db(), req.query, db().select().from(sysOperLog).$dynamic(), { map: operRow }));
    },
  );

  app.get(
    '/operLog/get',
    {
      config: { rule: 'api/v1/system/operLog/get' },
      schema: { summary: 'One operation-log row', querystring: IdQuery, response: { 200: Envelope(OperLogRow) } },
    },
    async (req) => {
      const r = await getOr404(db(), sysOperLog, req.query.id, 'operLog.notFound');
      return ok(operRow(r));
    },
  );

  app.delete(
    '/operLog/delete',
    {
      config: { rule: 'api/v1/system/operLog/delete' },
      schema: { summary: 'Delete operation-log rows', body: IdsBody, response: { 200: Envelope(DeletedResult) } },
    },
    async (req) => {
      const gone = await db().delete(sysOperLog).where(inArray(sysOperLog.id, req.body.ids)).returning({ id: sysOperLog.id });
      return ok({ deleted: gone.length }, t(req.lang, 'common.deleted'));
    },
  );

  app.delete(
    '/operLog/clear',
    {
      config: { rule: 'api/v1/system/operLog/clear' },
      schema: { summary: 'Clear the operation log (body {})', body: ClearLogBody, response: { 200: Envelope(DeletedResult) } },
    },
    async (req) => {
      // Count then delete (no RETURNING of a possibly huge table).
      const [{ n }] = await db().select({ n: count() }).from(sysOperLog);
      await db().delete(sysOperLog);
      // fresh statistics: the list's total of an unfiltered big log comes from them
      await db().execute(sql`analyze sys_oper_log`);
      return ok({ deleted: Number(n) }, t(req.lang, 'common.deleted'));
    },
  );

  app.get(
    '/loginLog/list',
    {
      config: { rule: 'api/v1/system/loginLog/list' },
      schema: { summary: 'Login log (paged, newest first)', querystring: LoginLogListQuery, response: { 200: Envelope(PageResult(LoginLogRow)) } },
    },
    async (req) => {
      return ok(await list.login.run(db(), req.query, db().select().from(sysLoginLog).$dynamic(), { map: loginRow }));
    },
  );

  app.delete(
    '/loginLog/delete',
    {
      config: { rule: 'api/v1/system/loginLog/delete' },
      schema: { summary: 'Delete login-log rows', body: IdsBody, response: { 200: Envelope(DeletedResult) } },
    },
    async (req) => {
      const gone = await db().delete(sysLoginLog).where(inArray(sysLoginLog.id, req.body.ids)).returning({ id: sysLoginLog.id });
      return ok({ deleted: gone.length }, t(req.lang, 'common.deleted'));
    },
  );

  app.delete(
    '/loginLog/clear',
    {
      config: { rule: 'api/v1/system/loginLog/clear' },
      schema: { summary: 'Clear the login log (body {})', body: ClearLogBody, response: { 200: Envelope(DeletedResult) } },
    },
    async (req) => {
      // Count then delete (no RETURNING of a possibly huge table).
      const [{ n }] = await db().select({ n: count() }).from(sysLoginLog);
      await db().delete(sysLoginLog);
      // fresh statistics: the list's total of an unfiltered big log comes from them
      await db().execute(sql`analyze sys_login_log`);
      return ok({ deleted: Number(n) }, t(req.lang, 'common.deleted'));
    },
  );
};
