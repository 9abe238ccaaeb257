/**
 * /workforce/workRecord/{list,get}, GET grantList (the verified records waiting for the wallet,
 * with totals; `grant.ts`), PUT grant (credits them to the wallets: step 19), PUT edit (staff set punches with a reason; golden path step 11),
 * POST preview (the numbers an edit would store), PUT verify (bulk; step 12), PUT cancel (who
 * cancelled decides the credit event), and the machine's reject and excuse. Thin: the services
 * check.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  TransitionResult,
  WorkRecordApi,
  WorkRecordCancelBody,
  WorkRecordEditBody,
  WorkRecordGrantBody,
  WorkRecordGranted,
  WorkRecordGrantListQuery,
  WorkRecordGrantPage,
  WorkRecordListQuery,
  WorkRecordNumbers,
  WorkRecordPreviewBody,
  WorkRecordRow,
  WorkRecordVerified,
  WorkRecordVerifyBody,
  workRecordMachine,
} from '@shiftdesk/shared/api';
import { ok } from '../../../core/base/envelope';
import { t } from '../../../core/base/i18n';
import { getAccess } from '../../../core/auth/access';
import { callerOf } from '../../../core/data/caller';
import { withTransaction } from '../../../core/data/unit-of-work';
import { assertInScope, registerSomeCrudRoutes } from '../../../core/routes/crud-routes';
import { routeOptions } from '../../../core/routes/route-options';
import { registerTransitionRoutes } from '../../../core/routes/transition-routes';
import { wfWorkRecord } from '../../../db/schema';
import { grantRecords } from '../../finance/wallet/credit';
import { listGrantable } from './grant';
import { cancelRecord, editPunches, onExcused, onRejected, previewEdit, verifyRecords } from './actions';
import { getWorkRecord, listWorkRecords, workRecordScope } from './service';

export const workRecordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerSomeCrudRoutes(app, {
    scope: workRecordScope,
    api: WorkRecordApi,
    schemas: { query: WorkRecordListQuery, row: WorkRecordRow },
    summaries: {
      list: 'Work records (paged; data scope of their jobs): date range, client, status, worker keyword',
      get: 'A work record with its punches and computed hours and amounts',
    },
    service: { list: listWorkRecords, get: getWorkRecord },
  });

  app.get(
    WorkRecordApi.path.grantList,
    routeOptions(
      WorkRecordApi.rule.grantList,
      'Grant list: verified records waiting to be credited to the wallet (paged; data scope of their jobs), with totals over all that match',
      { query: WorkRecordGrantListQuery, reply: WorkRecordGrantPage },
    ),
    async (req) => ok(await listGrantable(app.ctx.db, req.query, { access: await getAccess(req), user: req.user! })),
  );

  registerTransitionRoutes(app, {
    machine: workRecordMachine,
    table: wfWorkRecord,
    scope: workRecordScope,
    // adjust is PUT edit (punches in the body); verify takes ids; cancel says who cancelled.
    except: ['adjust', 'verify', 'cancel', 'credit'],
    effects: {
      reject: (tx, m) => onRejected(tx, m.actor, m.id, m.reason),
      excuse: async (tx, m) => {
        await onExcused(tx, m.actor, m.id, m.reason);
      },
    },
  });

  app.put(
    WorkRecordApi.path.edit,
    routeOptions(
      WorkRecordApi.rule.edit,
      'Set the punches of a record with a reason (→ pending verification; the worker’s week is computed again; 409 when changed since `version`)',
      {
        body: WorkRecordEditBody,
        reply: TransitionResult,
      },
    ),
    async (req) => {
      await assertInScope(app, req, workRecordScope, [req.body.id]);
      const moved = await withTransaction(app.ctx, (tx) => editPunches(tx, callerOf(req), req.body));
      return ok({ ...moved, status: moved.to }, t(req.lang, 'common.saved'));
    },
  );

  app.post(
    WorkRecordApi.path.preview,
    routeOptions(
      WorkRecordApi.rule.edit,
      'The hours and amounts an edit of the punches would store (nothing written)',
      {
        body: WorkRecordPreviewBody,
        reply: WorkRecordNumbers,
      },
    ),
    async (req) => {
      await assertInScope(app, req, workRecordScope, [req.body.id]);
      // Read-only, but in a transaction: the week is read locked so the preview matches the edit.
      return ok(await withTransaction(app.ctx, (tx) => previewEdit(tx, callerOf(req), req.body)));
    },
  );

  app.put(
    WorkRecordApi.path.grant,
    routeOptions(
      WorkRecordApi.rule.grant,
      'Credit verified records to their workers’ wallets (golden path step 19): one earning each, once by its key; records already credited are answered as they are',
      { body: WorkRecordGrantBody, reply: WorkRecordGranted },
    ),
    async (req) => {
      await assertInScope(app, req, workRecordScope, req.body.ids);
      const granted = await withTransaction(app.ctx, (tx) => grantRecords(tx, callerOf(req), req.body.ids));
      return ok(granted, t(req.lang, 'workRecord.granted', { count: granted.list.length }));
    },
  );

  app.put(
    WorkRecordApi.path.verify,
    routeOptions(
      WorkRecordApi.rule.verify,
      'Verify records (all or nothing; each pending verification with both punches); answers each one’s numbers',
      {
        body: WorkRecordVerifyBody,
        reply: WorkRecordVerified,
      },
    ),
    async (req) => {
      await assertInScope(app, req, workRecordScope, req.body.ids);
      return ok(
        await withTransaction(app.ctx, (tx) => verifyRecords(tx, callerOf(req), req.body.ids)),
        t(req.lang, 'common.saved'),
      );
    },
  );

  app.put(
    WorkRecordApi.path.cancel,
    routeOptions(
      WorkRecordApi.rule.cancel,
      'Cancel a scheduled shift; a worker’s cancel is a late or early cancel credit event by its notice',
      {
        body: WorkRecordCancelBody,
        reply: TransitionResult,
      },
    ),
    async (req) => {
      await assertInScope(app, req, workRecordScope, [req.body.id]);
      const moved = await withTransaction(app.ctx, (tx) => cancelRecord(tx, callerOf(req), req.body));
      return ok({ ...moved, status: moved.to }, t(req.lang, 'common.saved'));
    },
  );
};
