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
import { type SQL, and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import { ok, page, paging } from '../../core/envelope';
import { NotFoundError } from '../../core/errors';
import { t } from '../../core/i18n';
import { fitTotal, listTotal } from '../../core/paged-total';
import { containsPattern } from '../../core/sql';
import { sgDayEnd, sgDayStart } from '../../core/time';
import { sysLoginLog, sysOperLog } from '../../db/schema';

const operRow = (r: typeof sysOperLog.$inferSelect) => ({ ...r, operTime: r.operTime.toISOString() });
const loginRow = (r: typeof sysLoginLog.$inferSelect) => ({ ...r, loginTime: r.loginTime.toISOString() });

const OPER_ORDER = { id: sysOperLog.id, operTime: sysOperLog.operTime, costMs: sysOperLog.costMs } as const;
const LOGIN_ORDER = { id: sysLoginLog.id, loginTime: sysLoginLog.loginTime } as const;

export const logRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.ctx.db;

  app.get(
    '/operLog/list',
    {
      config: { rule: 'api/v1/system/operLog/list' },
      schema: { summary: 'Operation log (paged, newest first)', querystring: OperLogListQuery, response: { 200: Envelope(PageResult(OperLogRow)) } },
    },
    async (req) => {
      const q = req.query;
      const { pageNum, pageSize, offset } = paging(q);
      const conds: (SQL | undefined)[] = [];
      if (q.title?.trim()) {
        const like = containsPattern(q.title.trim());
        conds.push(or(ilike(sysOperLog.title, like), ilike(sysOperLog.module, like), ilike(sysOperLog.operUrl, like)));
      }
      if (q.operName?.trim()) conds.push(ilike(sysOperLog.operName, containsPattern(q.operName.trim())));
      if (q.requestMethod) conds.push(eq(sysOperLog.requestMethod, q.requestMethod));
      if (q.status !== undefined) conds.push(eq(sysOperLog.status, q.status));
      if (q.dateRange) {
        const [from, to] = [...q.dateRange].sort();
        conds.push(gte(sysOperLog.operTime, sgDayStart(from)), lt(sysOperLog.operTime, sgDayEnd(to)));
      }
      const where = and(...conds);
      const col = OPER_ORDER[q.orderBy ?? 'id'];
      const [total, rows] = await Promise.all([
        listTotal({
          db: db(),
          table: 'sys_oper_log',
          filtered: conds.length > 0,
          exact: async () => (await db().select({ n: count() }).from(sysOperLog).where(where))[0].n,
        }),
        db()
          .select()
          .from(sysOperLog)
          .where(where)
          .orderBy(q.orderDir === 'asc' ? asc(col) : desc(col), desc(sysOperLog.id))
          .limit(pageSize)
          .offset(offset),
      ]);
      return ok(page(rows.map(operRow), fitTotal(total, offset, rows.length, pageSize), pageNum));
    },
  );

  app.get(
    '/operLog/get',
    {
      config: { rule: 'api/v1/system/operLog/get' },
      schema: { summary: 'One operation-log row', querystring: IdQuery, response: { 200: Envelope(OperLogRow) } },
    },
    async (req) => {
      const [r] = await db().select().from(sysOperLog).where(eq(sysOperLog.id, req.query.id));
      if (!r) throw new NotFoundError();
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
      const q = req.query;
      const { pageNum, pageSize, offset } = paging(q);
      const conds: (SQL | undefined)[] = [];
      if (q.loginName?.trim()) conds.push(ilike(sysLoginLog.loginName, containsPattern(q.loginName.trim())));
      if (q.ipaddr?.trim()) conds.push(ilike(sysLoginLog.ipaddr, containsPattern(q.ipaddr.trim())));
      if (q.status !== undefined) conds.push(eq(sysLoginLog.status, q.status));
      if (q.dateRange) {
        const [from, to] = [...q.dateRange].sort();
        conds.push(gte(sysLoginLog.loginTime, sgDayStart(from)), lt(sysLoginLog.loginTime, sgDayEnd(to)));
      }
      const where = and(...conds);
      const col = LOGIN_ORDER[q.orderBy ?? 'id'];
      const [total, rows] = await Promise.all([
        listTotal({
          db: db(),
          table: 'sys_login_log',
          filtered: conds.length > 0,
          exact: async () => (await db().select({ n: count() }).from(sysLoginLog).where(where))[0].n,
        }),
        db()
          .select()
          .from(sysLoginLog)
          .where(where)
          .orderBy(q.orderDir === 'asc' ? asc(col) : desc(col), desc(sysLoginLog.id))
          .limit(pageSize)
          .offset(offset),
      ]);
      return ok(page(rows.map(loginRow), fitTotal(total, offset, rows.length, pageSize), pageNum));
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
