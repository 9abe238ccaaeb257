/**
 * /finance/payroll/item/*: list, get, POST add (a deduction or back pay for a worker), PUT cancel
 * with `ids` and a reason (bulk, all or nothing), GET export (XLSX of the list). Thin: the
 * service checks; each change is one transaction. Every route keeps to the data scope of the
 * items' workers.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdQuery,
  PayrollItemActionResult,
  PayrollItemAddBody,
  PayrollItemApi,
  PayrollItemCancelBody,
  PayrollItemListQuery,
  PayrollItemRow,
} from '@shiftdesk/shared/api';
import { ok } from '../../../../core/base/envelope';
import { t } from '../../../../core/base/i18n';
import { callerOf } from '../../../../core/data/caller';
import { withTransaction } from '../../../../core/data/unit-of-work';
import {
  assertInScope,
  registerListRoute,
  registerXlsxExportRoute,
  scopeCheck,
} from '../../../../core/routes/crud-routes';
import { routeOptions } from '../../../../core/routes/route-options';
import { walletScope } from '../../wallet/service';
import {
  addPayrollItem,
  cancelPayrollItems,
  exportPayrollItems,
  getPayrollItem,
  getPayrollItems,
  listPayrollItems,
  payrollItemScope,
} from './service';

export const payrollItemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.ctx.db;
  // Also makes an item's History readable only where the item is.
  const itemInScope = scopeCheck(app, 'payrollItem', payrollItemScope);

  registerListRoute(app, {
    path: PayrollItemApi.path.list,
    rule: PayrollItemApi.rule.list,
    summary:
      'Payroll items: deductions and back pay (paged; data scope of their workers): worker, kind, status, month of origin',
    query: PayrollItemListQuery,
    row: PayrollItemRow,
    list: listPayrollItems,
  });

  app.get(
    PayrollItemApi.path.get,
    routeOptions(PayrollItemApi.rule.get, 'A payroll item', { query: IdQuery, reply: PayrollItemRow }),
    async (req) => {
      await itemInScope(req, [req.query.id]);
      return ok(await getPayrollItem(db, req.query.id));
    },
  );

  app.post(
    PayrollItemApi.path.add,
    routeOptions(
      PayrollItemApi.rule.add,
      'Add a deduction (Employment Act type and consent reference; at most 50% of a month’s pay is taken) or back pay for a locked month (paid as an adjustment line of the next month calculated)',
      { body: PayrollItemAddBody, reply: PayrollItemRow },
    ),
    async (req) => {
      await assertInScope(app, req, walletScope, [req.body.workerId]);
      const id = await withTransaction(app.ctx, (tx) => addPayrollItem(tx, callerOf(req), req.body));
      return ok(await getPayrollItem(db, id), t(req.lang, 'payrollItem.added'));
    },
  );

  app.put(
    PayrollItemApi.path.cancel,
    routeOptions(
      PayrollItemApi.rule.cancel,
      'Cancel open payroll items nothing was taken of yet, with a reason (bulk; all or nothing)',
      { body: PayrollItemCancelBody, reply: PayrollItemActionResult },
    ),
    async (req) => {
      const { ids, reason } = req.body;
      await itemInScope(req, ids);
      await withTransaction(app.ctx, (tx) => cancelPayrollItems(tx, callerOf(req).actor, ids, reason));
      return ok({ list: await getPayrollItems(db, ids) }, t(req.lang, 'payrollItem.cancelled', { count: ids.length }));
    },
  );

  registerXlsxExportRoute(app, {
    path: PayrollItemApi.path.export,
    rule: PayrollItemApi.rule.export,
    summary: 'The payroll items of the list (its filters and data scope, every page) as XLSX',
    query: PayrollItemListQuery,
    run: exportPayrollItems,
  });
};
