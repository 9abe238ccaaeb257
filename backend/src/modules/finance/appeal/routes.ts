/**
 * /finance/appeal/*: list, get, POST add (staff for the worker), PUT review / reject / close with
 * `ids` (bulk, all or nothing), PUT accept (one appeal, with the granted amount), GET export
 * (XLSX of the list). Thin: the service checks; each change is one transaction. Every route
 * keeps to the data scope of the appeals' workers.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AppealAcceptBody,
  AppealActionBody,
  AppealActionResult,
  AppealAddBody,
  AppealApi,
  AppealListQuery,
  AppealRow,
  IdQuery,
} from '@shiftdesk/shared/api';
import { ok } from '../../../core/base/envelope';
import { t } from '../../../core/base/i18n';
import { callerOf } from '../../../core/data/caller';
import { withTransaction } from '../../../core/data/unit-of-work';
import {
  assertInScope,
  registerListRoute,
  registerXlsxExportRoute,
  scopeCheck,
} from '../../../core/routes/crud-routes';
import { routeOptions } from '../../../core/routes/route-options';
import { walletScope } from '../wallet/service';
import {
  type AppealAction,
  acceptAppeal,
  addAppeal,
  appealScope,
  appealWindowHours,
  exportAppeals,
  getAppeal,
  getAppeals,
  listAppeals,
  moveAppeals,
} from './service';

const ACTIONS: { action: AppealAction; summary: string }[] = [
  { action: 'review', summary: 'Take submitted appeals under review (bulk; all or nothing)' },
  {
    action: 'reject',
    summary: 'Reject appeals under review with a reason: their shifts go back to credited',
  },
  { action: 'close', summary: 'Close accepted or rejected appeals (bulk; all or nothing)' },
];

export const appealRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.ctx.db;
  // Also makes an appeal's History readable only where the appeal is.
  const appealInScope = scopeCheck(app, 'appeal', appealScope);

  registerListRoute(app, {
    path: AppealApi.path.list,
    rule: AppealApi.rule.list,
    summary: 'Transaction appeals (paged; data scope of their workers): worker, status, category, dates filed',
    query: AppealListQuery,
    row: AppealRow,
    list: listAppeals,
  });

  app.get(
    AppealApi.path.get,
    routeOptions(AppealApi.rule.get, 'A transaction appeal', { query: IdQuery, reply: AppealRow }),
    async (req) => {
      await appealInScope(req, [req.query.id]);
      return ok(await getAppeal(db, req.query.id));
    },
  );

  app.post(
    AppealApi.path.add,
    routeOptions(
      AppealApi.rule.add,
      'File an appeal for a worker against one of their credits (earning, allowance, incentive) within the window; its shift is disputed meanwhile',
      { body: AppealAddBody, reply: AppealRow },
    ),
    async (req) => {
      await assertInScope(app, req, walletScope, [req.body.workerId]);
      // Read before the transaction: the embedded database has one connection.
      const windowHours = await appealWindowHours(db);
      const id = await withTransaction(app.ctx, (tx) => addAppeal(tx, callerOf(req), req.body, windowHours));
      return ok(await getAppeal(db, id), t(req.lang, 'appeal.filed'));
    },
  );

  for (const { action, summary } of ACTIONS) {
    app.put(
      AppealApi.path[action],
      routeOptions(AppealApi.rule[action], summary, { body: AppealActionBody, reply: AppealActionResult }),
      async (req) => {
        const { ids, reason } = req.body;
        await appealInScope(req, ids);
        await withTransaction(app.ctx, (tx) => moveAppeals(tx, callerOf(req).actor, ids, action, reason ?? ''));
        return ok({ list: await getAppeals(db, ids) }, t(req.lang, 'appeal.moved', { count: ids.length }));
      },
    );
  }

  app.put(
    AppealApi.path.accept,
    routeOptions(
      AppealApi.rule.accept,
      'Accept an appeal under review with the amount granted (at most the claim): an appeal_adjustment is posted to the wallet once',
      { body: AppealAcceptBody, reply: AppealActionResult },
    ),
    async (req) => {
      await appealInScope(req, [req.body.id]);
      await withTransaction(app.ctx, (tx) => acceptAppeal(tx, callerOf(req), req.body));
      return ok(
        { list: await getAppeals(db, [req.body.id]) },
        t(req.lang, 'appeal.accepted', { amount: (req.body.amount / 100).toFixed(2) }),
      );
    },
  );

  registerXlsxExportRoute(app, {
    path: AppealApi.path.export,
    rule: AppealApi.rule.export,
    summary: 'The appeals of the list (its filters and data scope, every page) as XLSX',
    query: AppealListQuery,
    run: exportAppeals,
  });
};
