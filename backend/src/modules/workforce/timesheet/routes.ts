/**
 * /workforce/timesheet/{list,get}, POST generate (golden path step 13), the machine's PUT send
 * (step 14; the records summed again, unbilled ones released, unverified ones refused) and
 * dispute, and PUT approve (step 15: the signer and the drawn signature). Thin: the service checks.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdQuery,
  TimesheetApi,
  TimesheetApproveBody,
  TimesheetDetail,
  TimesheetGenerateBody,
  TimesheetListQuery,
  TimesheetRow,
  TransitionResult,
  timesheetMachine,
} from '@shiftdesk/shared/api';
import { ok } from '../../../core/base/envelope';
import { t } from '../../../core/base/i18n';
import { callerOf } from '../../../core/data/caller';
import { withTransaction } from '../../../core/data/unit-of-work';
import { assertInScope, registerListRoute } from '../../../core/routes/crud-routes';
import { routeOptions } from '../../../core/routes/route-options';
import { registerTransitionRoutes } from '../../../core/routes/transition-routes';
import { wfTimesheet } from '../../../db/schema';
import {
  approveTimesheet,
  generateTimesheet,
  getTimesheet,
  listTimesheets,
  prepareSend,
  timesheetScope,
} from './service';

export const timesheetRoutes: FastifyPluginAsyncTypebox = async (app) => {
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

  registerTransitionRoutes(app, {
    machine: timesheetMachine,
    table: wfTimesheet,
    scope: timesheetScope,
    // approve carries the signer and the signature.
    except: ['approve'],
    effects: { send: (tx, m) => prepareSend(tx, m.id) },
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
};
