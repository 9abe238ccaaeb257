/**
 * /finance/incentive/*: schemes {list, get, add, edit, delete} (drafts only for edit and delete),
 * PUT activate / end, POST sweep (queued; inline where the queue is not running), GET export
 * (XLSX); records: GET records, PUT verify / reject / credit with `ids` (bulk, all or nothing;
 * data scope of the records' workers). Thin: the services check; each change is one transaction.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IncentiveAddBody,
  IncentiveApi,
  IncentiveEditBody,
  IncentiveListQuery,
  IncentiveRecordActionBody,
  IncentiveRecordActionResult,
  IncentiveRecordListQuery,
  IncentiveRecordRow,
  IncentiveSchemeActionBody,
  IncentiveSchemeRow,
  IncentiveSweepBody,
  IncentiveSweepResult,
} from '@shiftdesk/shared/api';
import { ok } from '../../../core/base/envelope';
import { t } from '../../../core/base/i18n';
import { callerOf } from '../../../core/data/caller';
import { getOr404 } from '../../../core/data/crud';
import { withTransaction } from '../../../core/data/unit-of-work';
import {
  registerCrudRoutes,
  registerListRoute,
  registerXlsxExportRoute,
  scopeCheck,
} from '../../../core/routes/crud-routes';
import { routeOptions } from '../../../core/routes/route-options';
import { finIncentiveScheme } from '../../../db/schema';
import { JobsDisabledError } from '../../../jobs/queue';
import { SWEEP_INCENTIVES_QUEUE, type SweepIncentivesData } from '../../../jobs/handlers/sweep-incentives';
import {
  addScheme,
  deleteSchemes,
  editScheme,
  exportSchemes,
  getRecords,
  getScheme,
  type IncentiveRecordAction,
  incentiveRecordScope,
  listRecords,
  listSchemes,
  moveRecords,
  moveScheme,
} from './service';
import { sweepIncentives } from './sweep';

const RECORD_ACTIONS: { action: IncentiveRecordAction; summary: string }[] = [
  { action: 'verify', summary: 'Verify pending incentive records (bulk; all or nothing)' },
  { action: 'reject', summary: 'Reject pending or verified incentive records with a reason' },
  {
    action: 'credit',
    summary:
      'Credit verified incentive records to the wallets: one `incentive` entry each, once (credited ones are answered as they are)',
  },
];

export const incentiveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.ctx.db;
  const recordInScope = scopeCheck(app, 'incentiveRecord', incentiveRecordScope);

  registerCrudRoutes(app, {
    scope: 'shared',
    api: IncentiveApi,
    schemas: { query: IncentiveListQuery, row: IncentiveSchemeRow, add: IncentiveAddBody, edit: IncentiveEditBody },
    summaries: {
      list: 'Incentive schemes (paged): name, type, status, active on a date; with their records by state',
      get: 'An incentive scheme with its records by state',
      add: 'Add a draft incentive scheme (criteria checked per type)',
      edit: 'Edit a draft incentive scheme (an active one is ended, not edited)',
      delete: 'Delete draft incentive schemes',
    },
    service: { list: listSchemes, get: getScheme, add: addScheme, edit: editScheme, remove: deleteSchemes },
  });

  for (const action of ['activate', 'end'] as const) {
    app.put(
      IncentiveApi.path[action],
      routeOptions(
        IncentiveApi.rule[action],
        action === 'activate'
          ? 'Activate a draft scheme: the sweep evaluates it from now on'
          : 'End an active scheme (reason optional): the sweep stops; its records stay',
        { body: IncentiveSchemeActionBody, reply: IncentiveSchemeRow },
      ),
      async (req) => {
        const { id, reason } = req.body;
        await withTransaction(app.ctx, (tx) => moveScheme(tx, callerOf(req).actor, id, action, reason ?? ''));
        const s = await getScheme(db, id);
        return ok(s, t(req.lang, 'incentive.schemeMoved', { name: s.name, status: s.status }));
      },
    );
  }

  app.post(
    IncentiveApi.path.sweep,
    routeOptions(
      IncentiveApi.rule.sweep,
      'Run the incentive sweep now (one scheme, or every active one) as a job; pending records are written or updated',
      { body: IncentiveSweepBody, reply: IncentiveSweepResult },
    ),
    async (req) => {
      const schemeId = req.body.id;
      if (schemeId !== undefined) await getOr404(db, finIncentiveScheme, schemeId, 'incentive.notFound');
      const caller = callerOf(req);
      const data: SweepIncentivesData = { schemeId: schemeId ?? null };
      try {
        const jobId = await app.ctx.jobs.send(SWEEP_INCENTIVES_QUEUE, data, {
          requestedBy: caller.actor.id ?? undefined,
        });
        return ok({ jobId }, t(req.lang, 'incentive.sweepQueued'));
      } catch (err) {
        // No queue on this instance (tests that opt out): sweep in the request.
        if (!(err instanceof JobsDisabledError)) throw err;
        await withTransaction(app.ctx, (tx) => sweepIncentives(tx, schemeId));
        return ok({ jobId: null }, t(req.lang, 'incentive.swept'));
      }
    },
  );

  registerXlsxExportRoute(app, {
    path: IncentiveApi.path.export,
    rule: IncentiveApi.rule.export,
    summary: 'The schemes of the list (its filters, every page) as XLSX',
    query: IncentiveListQuery,
    run: exportSchemes,
  });

  registerListRoute(app, {
    path: IncentiveApi.path.records,
    rule: IncentiveApi.rule.records,
    summary: 'Incentive records (paged; data scope of their workers): scheme, worker, status',
    query: IncentiveRecordListQuery,
    row: IncentiveRecordRow,
    list: listRecords,
  });

  for (const { action, summary } of RECORD_ACTIONS) {
    app.put(
      IncentiveApi.path[action],
      routeOptions(IncentiveApi.rule[action], summary, {
        body: IncentiveRecordActionBody,
        reply: IncentiveRecordActionResult,
      }),
      async (req) => {
        const { ids, reason } = req.body;
        await recordInScope(req, ids);
        await withTransaction(app.ctx, (tx) => moveRecords(tx, callerOf(req).actor, ids, action, reason ?? ''));
        return ok({ list: await getRecords(db, ids) }, t(req.lang, 'incentive.moved', { count: ids.length }));
      },
    );
  }
};
