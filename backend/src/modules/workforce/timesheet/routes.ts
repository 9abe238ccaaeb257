/**
 * /workforce/timesheet/{list,get}, POST generate (golden path step 13) and generateAll (every
 * department of a period, as a job), the machine's PUT send
 * (step 14; the records summed again, unbilled ones released, unverified ones refused) and
 * dispute, PUT approve (step 15: the signer and the drawn signature), and GET export (PDF or
 * XLSX, a zip for several; documents.ts). Thin: the service checks. Every send also issues the
 * client's sign-off link and mails it after the commit (signoff.ts). POST adjust: a correction
 * after approval, billed as a note and paid as a payroll item (adjust.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EmptyEnvelope,
  IdQuery,
  TimesheetAdjustBody,
  TimesheetApi,
  TimesheetApproveBody,
  TimesheetDetail,
  TimesheetExportQuery,
  TimesheetGenerateAllBody,
  TimesheetGenerateAllResult,
  TimesheetGenerateBody,
  TimesheetListQuery,
  TimesheetRow,
  TransitionResult,
  timesheetMachine,
} from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { periodRange } from '@shiftdesk/shared/rules';
import { Type } from 'typebox';
import { ok } from '../../../core/base/envelope';
import { BadRequestError } from '../../../core/base/errors';
import { t } from '../../../core/base/i18n';
import { callerOf } from '../../../core/data/caller';
import { withTransaction } from '../../../core/data/unit-of-work';
import { assertInScope, registerListRoute } from '../../../core/routes/crud-routes';
import { routeOptions } from '../../../core/routes/route-options';
import { registerTransitionRoutes } from '../../../core/routes/transition-routes';
import { wfTimesheet } from '../../../db/schema';
import { GENERATE_TIMESHEETS_QUEUE, type GenerateTimesheetsData } from '../../../jobs/handlers/generate-timesheets';
import { adjustTimesheet } from './adjust';
import { timesheetDocuments } from './documents';
import {
  approveTimesheet,
  generateTimesheet,
  getTimesheet,
  listTimesheets,
  prepareSend,
  timesheetScope,
} from './service';
import { fallbackOrigin, recordSend, recordStaffComment, rememberOrigin } from './signoff';

const BINARY = Type.String({ format: 'binary' });

export const timesheetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const host = { db: app.ctx.db, dataDir: app.ctx.dataDir, storage: app.ctx.storage };
  // Links are built on the address staff work at unless sys.site.publicUrl says otherwise.
  app.addHook('onRequest', async (req) => rememberOrigin(app.ctx.db, `${req.protocol}://${req.host}`));

  app.get(
    TimesheetApi.path.export,
    {
      config: { rule: TimesheetApi.rule.export },
      schema: {
        summary:
          'Timesheets as PDF (by their template) or XLSX: one file for one id, a zip of one file each for several',
        querystring: TimesheetExportQuery,
        response: {
          200: {
            description: 'The file; errors come as the JSON envelope',
            content: {
              'application/pdf': { schema: BINARY },
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: BINARY },
              'application/zip': { schema: BINARY },
              'application/json': { schema: EmptyEnvelope },
            },
          },
        },
      },
    },
    async (req, reply) => {
      await assertInScope(app, req, timesheetScope, req.query.ids);
      const file = await timesheetDocuments(app.ctx.db, app.ctx.storage, req.query.ids, req.query.format);
      return (
        reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          // Bytes are sent as is (never serialised); the typed reply only knows the JSON shapes.
          .send(file.body as never)
      );
    },
  );

  registerListRoute(app, {
    path: TimesheetApi.path.list,
    rule: TimesheetApi.rule.list,
    summary: 'Timesheets (paged; data scope): client, contract department, period, status',
    query: TimesheetListQuery,
    row: TimesheetRow,
    list: listTimesheets,
  });

  app.get(
    TimesheetApi.path.get,
    routeOptions(TimesheetApi.rule.get, 'A timesheet with its totals and its work records in shift order', {
      query: IdQuery,
      reply: TimesheetDetail,
    }),
    async (req) => {
      await assertInScope(app, req, timesheetScope, [req.query.id]);
      return ok(await getTimesheet(app.ctx.db, req.query.id));
    },
  );

  app.post(
    TimesheetApi.path.generate,
    routeOptions(
      TimesheetApi.rule.generate,
      'Generate a draft timesheet of a contract department’s verified records of a period (ISO week or month, by the client’s billing frequency) that are on no timesheet yet',
      { body: TimesheetGenerateBody, reply: TimesheetDetail },
    ),
    async (req) => {
      const id = await withTransaction(app.ctx, (tx) => generateTimesheet(tx, callerOf(req), req.body));
      return ok(await getTimesheet(app.ctx.db, id), t(req.lang, 'common.saved'));
    },
  );

  app.post(
    TimesheetApi.path.generateAll,
    routeOptions(
      TimesheetApi.rule.generateAll,
      'Generate the draft timesheets of a period for every contract department whose client is billed by that kind of period, as a job (progress over the socket)',
      { body: TimesheetGenerateAllBody, reply: TimesheetGenerateAllResult },
    ),
    async (req) => {
      // The schema allows week 53 of any year and so on: refused here rather than in the job.
      try {
        periodRange(req.body.period);
      } catch {
        throw new BadRequestError('timesheet.periodInvalid', { period: req.body.period });
      }
      const caller = callerOf(req);
      const data: GenerateTimesheetsData = {
        period: req.body.period,
        userId: caller.actor.id,
        actorName: caller.actor.name,
        deptId: caller.deptId,
        lang: caller.lang,
      };
      const jobId = await app.ctx.jobs.send(GENERATE_TIMESHEETS_QUEUE, data, {
        requestedBy: caller.actor.id ?? undefined,
      });
      return ok({ jobId }, t(req.lang, 'timesheet.generateAllQueued', { period: req.body.period }));
    },
  );

  registerTransitionRoutes(app, {
    machine: timesheetMachine,
    table: wfTimesheet,
    scope: timesheetScope,
    // approve carries the signer and the signature.
    except: ['approve'],
    effects: {
      // The totals first: the rows recorded as sent and the link's version are the final ones.
      send: async (tx, m) => {
        await prepareSend(tx, m.id);
        await recordSend(tx, host, m.id, m.caller, fallbackOrigin(app.ctx.db));
      },
      dispute: (tx, m) => recordStaffComment(tx, m.id, m.caller, m.reason),
    },
  });

  app.put(
    TimesheetApi.path.approve,
    routeOptions(
      TimesheetApi.rule.approve,
      'Record the client’s approval: the signer’s name and drawn signature (PNG), bound to a hash of the rows and totals shown (409 when `version` is older)',
      { body: TimesheetApproveBody, reply: TransitionResult },
    ),
    async (req) => {
      await assertInScope(app, req, timesheetScope, [req.body.id]);
      const moved = await withTransaction(app.ctx, (tx) =>
        approveTimesheet(tx, callerOf(req), app.ctx.storage, req.body),
      );
      return ok({ ...moved, status: moved.to }, t(req.lang, 'common.saved'));
    },
  );

  app.post(
    TimesheetApi.path.adjust,
    routeOptions(
      TimesheetApi.rule.adjust,
      'Correct a record of an approved timesheet with a reason: the record keeps what the client signed; the difference becomes a credit or debit note of its invoice (when issued) and a payroll item (back pay or an overpayment deduction)',
      { body: TimesheetAdjustBody, reply: TimesheetDetail },
    ),
    async (req) => {
      await assertInScope(app, req, timesheetScope, [req.body.id]);
      const id = await withTransaction(app.ctx, (tx) => adjustTimesheet(tx, callerOf(req), req.body));
      const d = await getTimesheet(app.ctx.db, req.body.id);
      const a = d.adjustments?.find((x) => x.id === id);
      return ok(
        d,
        t(req.lang, 'timesheet.adjusted', { bill: formatMoney(a?.billAmount ?? 0), pay: formatMoney(a?.payAmount ?? 0) }),
      );
    },
  );
};
