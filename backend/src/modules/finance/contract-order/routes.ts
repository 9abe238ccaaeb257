/**
 * /finance/contractOrder/{list,get,add,edit,delete,revise} and the machine's
 * PUT /finance/contractOrder/{activate,terminate}. Thin: the service checks.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContractOrderAddBody,
  ContractOrderApi,
  ContractOrderEditBody,
  ContractOrderListQuery,
  ContractOrderReviseBody,
  ContractOrderRow,
  CreatedId,
  contractOrderMachine,
} from '@shiftdesk/shared/api';
import { callerOf } from '../../../core/data/caller';
import { assertInScope, registerCrudRoutes } from '../../../core/routes/crud-routes';
import { ok } from '../../../core/base/envelope';
import { t } from '../../../core/base/i18n';
import { registerTransitionRoutes } from '../../../core/routes/transition-routes';
import { withTransaction } from '../../../core/data/unit-of-work';
import { finContractOrder } from '../../../db/schema';
import {
  addContractOrder,
  contractOrderScope,
  deleteContractOrders,
  editContractOrder,
  getContractOrder,
  listContractOrders,
  onActivate,
  reviseContractOrder,
} from './service';
import { routeOptions } from '../../../core/routes/route-options';

export const contractOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerCrudRoutes(app, {
    api: ContractOrderApi,
    schemas: {
      query: ContractOrderListQuery,
      row: ContractOrderRow,
      add: ContractOrderAddBody,
      edit: ContractOrderEditBody,
    },
    summaries: { list: 'Contract orders (paged; data scope), with rates', get: 'A contract order with its policy and rates', add: 'Add a contract order (draft)', edit: 'Edit a draft contract order (409 otherwise)', delete: 'Delete draft contract orders' },
    scope: contractOrderScope,
    service: {
      list: listContractOrders,
      get: getContractOrder,
      add: addContractOrder,
      edit: editContractOrder,
      remove: deleteContractOrders,
    },
  });
  app.post(
    ContractOrderApi.path.revise,
    routeOptions(ContractOrderApi.rule.revise, 'Revise an active contract order: a new draft version from a date', { body: ContractOrderReviseBody, reply: CreatedId }),
    async (req) => {
      await assertInScope(app, req, contractOrderScope, [req.body.id]);
      return ok(
        {
          id: await withTransaction(app.ctx, (tx) =>
            reviseContractOrder(tx, callerOf(req), req.body.id, req.body.validFrom),
          ),
        },
        t(req.lang, 'common.saved'),
      );
    },
  );

  registerTransitionRoutes(app, {
    machine: contractOrderMachine,
    table: finContractOrder,
    scope: contractOrderScope,
    effects: { activate: (tx, moved) => onActivate(tx, moved.actor, moved.id) },
  });
};
