/**
 * The client's sign-off, without login (`/backend/api/v1/pub/timesheet/signoff…`): the token of
 * the mailed link is the only credential, so each route is rate limited per address and answers
 * nothing beyond what that one link shows. Thin: ./signoff.ts checks and moves.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  TimesheetSignoffApproveBody,
  TimesheetSignoffDisputeBody,
  TimesheetSignoffPaths,
  TimesheetSignoffQuery,
  TimesheetSignoffResult,
  TimesheetSignoffView,
} from '@shiftdesk/shared/api';
import { eq } from 'drizzle-orm';
import { ok } from '../../../core/base/envelope';
import { t } from '../../../core/base/i18n';
import { withTransaction } from '../../../core/data/unit-of-work';
import { routeOptions } from '../../../core/routes/route-options';
import { wfTimesheet } from '../../../db/schema';
import { approveByLink, disputeByLink, signoffView } from './signoff';

/** Per address: far above one person at a page, low enough that a flood of 700 KB signatures is cut off. */
const open = (max: number) => ({ auth: 'public' as const, rateLimit: { max, timeWindow: '1 minute' } });

export const timesheetSignoffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = async (id: number) => {
    const [row] = await app.ctx.db
      .select({ status: wfTimesheet.status, number: wfTimesheet.number })
      .from(wfTimesheet)
      .where(eq(wfTimesheet.id, id));
    return row;
  };

  app.get(
    TimesheetSignoffPaths.get,
    routeOptions(
      open(120),
      'The timesheet a sign-off link shows (rows with masked NRICs, totals, deadline, changes, comments)',
      {
        query: TimesheetSignoffQuery,
        reply: TimesheetSignoffView,
      },
    ),
    async (req) => ok(await signoffView(app.ctx.db, req.query.token)),
  );

  app.post(
    TimesheetSignoffPaths.approve,
    routeOptions(
      open(60),
      'Approve the timesheet of a sign-off link: the signer and the drawn signature (the link is then used)',
      {
        body: TimesheetSignoffApproveBody,
        reply: TimesheetSignoffResult,
      },
    ),
    async (req) => {
      const moved = await withTransaction(app.ctx, (tx) => approveByLink(tx, app.ctx.storage, req.body));
      return ok(await answer(moved.id), t(req.lang, 'common.saved'));
    },
  );

  app.post(
    TimesheetSignoffPaths.dispute,
    routeOptions(
      open(60),
      'Dispute the timesheet of a sign-off link: what is wrong, on the whole sheet and on rows (the link is then used)',
      {
        body: TimesheetSignoffDisputeBody,
        reply: TimesheetSignoffResult,
      },
    ),
    async (req) => {
      const moved = await withTransaction(app.ctx, (tx) => disputeByLink(tx, req.body));
      return ok(await answer(moved.id), t(req.lang, 'common.saved'));
    },
  );
};
