/**
 * /finance/payroll/*: months (list, get, POST calculate = golden path step 22, PUT approve and
 * pay), the month's documents (GET payslip = step 24, payslips as a zip, bankFile, cpfSummary),
 * /finance/payroll/detail/{list,get} (step 23) and /finance/payroll/workingHours/list. Thin: the
 * services check; each change is one transaction and answers the month as it now is.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EmptyEnvelope,
  IdQuery,
  PayrollApi,
  PayrollCalculateBody,
  PayrollCalculateResult,
  PayrollDetail,
  PayrollDetailApi,
  PayrollDetailListQuery,
  PayrollDetailRow,
  PayrollListQuery,
  PayrollMonthQuery,
  PayrollMonthRow,
  TransitionBody,
  WorkingHoursApi,
  WorkingHoursListQuery,
  WorkingHoursRow,
} from '@shiftdesk/shared/api';
import { Type } from 'typebox';
import { ok } from '../../../core/base/envelope';
import { t } from '../../../core/base/i18n';
import { callerOf } from '../../../core/data/caller';
import { withTransaction } from '../../../core/data/unit-of-work';
import { registerListRoute, scopeCheck } from '../../../core/routes/crud-routes';
import { routeOptions } from '../../../core/routes/route-options';
import { eq } from 'drizzle-orm';
import { finPayrollMonth } from '../../../db/schema';
import { CALCULATE_PAYROLL_QUEUE, type CalculatePayrollData } from '../../../jobs/handlers/calculate-payroll';
import { cpfSummary, payrollBankFile, payslipDocument, payslipsZip } from './documents';
import { approveMonth, payMonth } from './lock';
import {
  getDetail,
  getMonth,
  listDetails,
  listMonths,
  listWorkingHours,
  payrollDetailScope,
  startCalculation,
} from './service';

const fileReply = (type: string, what: string) => ({
  200: {
    description: `${what}; errors come as the JSON envelope`,
    content: { [type]: { schema: Type.String({ format: 'binary' }) }, 'application/json': { schema: EmptyEnvelope } },
  },
});
// Bytes are sent as is (never serialised); the typed reply only knows the JSON shapes.
const attachment = (name: string) => `attachment; filename="${name}"`;

export const payrollRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.ctx.db;
  const detailInScope = scopeCheck(app, 'payrollDetail', payrollDetailScope);

  registerListRoute(app, {
    path: PayrollApi.path.list,
    rule: PayrollApi.rule.list,
    summary: 'Payroll months (paged): status, year; with their totals and the progress of a running calculation',
    query: PayrollListQuery,
    row: PayrollMonthRow,
    list: listMonths,
  });

  app.get(
    PayrollApi.path.get,
    routeOptions(PayrollApi.rule.get, 'A payroll month with its totals', { query: IdQuery, reply: PayrollMonthRow }),
    async (req) => ok(await getMonth(db, req.query.id)),
  );

  app.post(
    PayrollApi.path.calculate,
    routeOptions(
      PayrollApi.rule.calculate,
      'Calculate a month (opened on first use; again while in review) as a job: `payrollProgress` over the socket',
      { body: PayrollCalculateBody, reply: PayrollCalculateResult },
    ),
    async (req) => {
      const caller = callerOf(req);
      const id = await withTransaction(app.ctx, (tx) => startCalculation(tx, caller, req.body.month));
      const data: CalculatePayrollData = { monthId: id, userId: caller.actor.id, actorName: caller.actor.name };
      const jobId = await app.ctx.jobs.send(CALCULATE_PAYROLL_QUEUE, data, {
        requestedBy: caller.actor.id ?? undefined,
      });
      await db.update(finPayrollMonth).set({ jobId }).where(eq(finPayrollMonth.id, id));
      return ok({ ...(await getMonth(db, id)), jobId }, t(req.lang, 'payroll.calculating', { month: req.body.month }));
    },
  );

  const moves = [
    {
      action: 'approve',
      run: approveMonth,
      summary: 'Approve a month in review: it is locked, and the CPF the wallets held is settled',
    },
    { action: 'pay', run: payMonth, summary: 'Mark an approved month paid: its credited records become paid' },
  ] as const;
  for (const { action, run, summary } of moves) {
    app.put(
      PayrollApi.path[action],
      routeOptions(PayrollApi.rule[action], summary, { body: TransitionBody, reply: PayrollMonthRow }),
      async (req) => {
        await withTransaction(app.ctx, (tx) => run(tx, callerOf(req).actor, req.body.id));
        const m = await getMonth(db, req.body.id);
        return ok(m, t(req.lang, action === 'approve' ? 'payroll.approved' : 'payroll.paid', { month: m.month }));
      },
    );
  }

  registerListRoute(app, {
    path: PayrollDetailApi.path.list,
    rule: PayrollDetailApi.rule.list,
    summary:
      'Payroll details, one payslip per worker and month (paged; data scope of the workers): month, worker, engagement, residency, with adjustments',
    query: PayrollDetailListQuery,
    row: PayrollDetailRow,
    list: listDetails,
  });

  app.get(
    PayrollDetailApi.path.get,
    routeOptions(PayrollDetailApi.rule.get, 'A payslip with its lines (records, allowances, items of locked months)', {
      query: IdQuery,
      reply: PayrollDetail,
    }),
    async (req) => {
      await detailInScope(req, [req.query.id]);
      return ok(await getDetail(db, req.query.id));
    },
  );

  registerListRoute(app, {
    path: WorkingHoursApi.path.list,
    rule: WorkingHoursApi.rule.list,
    summary:
      'A month’s verified hours per worker per day (normal, OT, public holiday) with their records; days over 12 hours and workers over 72 OT hours flagged',
    query: WorkingHoursListQuery,
    row: WorkingHoursRow,
    list: listWorkingHours,
  });

  /** A month's document (a file, or the JSON envelope for an error), made by `make`. */
  const monthFile = (
    action: 'payslips' | 'bankFile' | 'cpfSummary',
    type: string,
    summary: string,
    make: (id: number) => Promise<{ fileName: string; body: Buffer | string; headers?: Record<string, string> }>,
  ) =>
    app.get(
      PayrollApi.path[action],
      {
        config: { rule: PayrollApi.rule[action] },
        schema: { summary, querystring: PayrollMonthQuery, response: fileReply(type.split(';')[0], 'The file') },
      },
      async (req, reply) => {
        const { fileName, body, headers } = await make(req.query.id);
        return reply
          .type(type)
          .headers({ ...headers, 'content-disposition': attachment(fileName) })
          .send(body as never);
      },
    );

  app.get(
    PayrollApi.path.payslip,
    {
      config: { rule: PayrollApi.rule.payslip },
      schema: {
        summary: 'A payslip (a statement for a contractor) as a PDF with every MOM itemised field',
        querystring: IdQuery,
        response: fileReply('application/pdf', 'The PDF'),
      },
    },
    async (req, reply) => {
      await detailInScope(req, [req.query.id]);
      const { fileName, pdf } = await payslipDocument(db, req.query.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(fileName))
        .send(pdf as never);
    },
  );

  monthFile('payslips', 'application/zip', 'Every payslip of a month, zipped', async (id) => {
    const { fileName, zip } = await payslipsZip(db, id);
    return { fileName, body: zip };
  });
  monthFile(
    'bankFile',
    'text/csv; charset=utf-8',
    'The bank payment file (CSV, GIRO-style) of a month’s net pay',
    async (id) => {
      const f = await payrollBankFile(db, id);
      return { fileName: f.fileName, body: f.csv, headers: { 'x-payout-count': String(f.count) } };
    },
  );
  monthFile(
    'cpfSummary',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'The month’s CPF contributions per worker and in total, with SDL (XLSX)',
    async (id) => {
      const { fileName, xlsx } = await cpfSummary(db, id);
      return { fileName, body: xlsx };
    },
  );
};
