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
  EmptyEnvelope,
  Envelope,
  IdQuery,
  IdsBody,
  PageResult,
  contractOrderMachine,
} from '@shiftdesk/shared/api';
import { getAccess } from '../../../core/access';
import { ok } from '../../../core/envelope';
import { t } from '../../../core/i18n';
import { registerTransitionRoutes } from '../../../core/transition-routes';
import { withTransaction } from '../../../core/unit-of-work';
import { finContractOrder } from '../../../db/schema';
import { callerOf } from '../caller';
import {
  addContractOrder,
  deleteContractOrders,
  editContractOrder,
  getContractOrder,
  listContractOrders,
  onActivate,
  reviseContractOrder,
} from './service';

export const contractOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ContractOrderApi.path.list,
    {
      config: { rule: ContractOrderApi.rule.list },
      schema: { summary: 'Contract orders (paged; data scope), with rates', querystring: ContractOrderListQuery, response: { 200: Envelope(PageResult(ContractOrderRow)) } },
    },
    async (req) => ok(await listContractOrders(app.ctx.db, req.query, { access: await getAccess(req), user: req.user! })),
  );
  app.get(
    ContractOrderApi.path.get,
    { config: { rule: ContractOrderApi.rule.get }, schema: { summary: 'A contract order with its policy and rates', querystring: IdQuery, response: { 200: Envelope(ContractOrderRow) } } },
    async (req) => ok(await getContractOrder(app.ctx.db, req.query.id)),
  );
  app.post(
    ContractOrderApi.path.add,
    { config: { rule: ContractOrderApi.rule.add }, schema: { summary: 'Add a contract order (draft)', body: ContractOrderAddBody, response: { 200: Envelope(CreatedId) } } },
    async (req) => ok({ id: await withTransaction(app.ctx, (tx) => addContractOrder(tx, callerOf(req), req.body)) }, t(req.lang, 'common.saved')),
  );
  app.put(
    ContractOrderApi.path.edit,
    { config: { rule: ContractOrderApi.rule.edit }, schema: { summary: 'Edit a draft contract order (409 otherwise)', body: ContractOrderEditBody, response: { 200: EmptyEnvelope } } },
    async (req) => {
      await withTransaction(app.ctx, (tx) => editContractOrder(tx, callerOf(req), req.body));
      return ok(null, t(req.lang, 'common.saved'));
    },
  );
  app.delete(
    ContractOrderApi.path.delete,
    { config: { rule: ContractOrderApi.rule.delete }, schema: { summary: 'Delete draft contract orders', body: IdsBody, response: { 200: EmptyEnvelope } } },
    async (req) => {
      await withTransaction(app.ctx, (tx) => deleteContractOrders(tx, [...new Set(req.body.ids)]));
      return ok(null, t(req.lang, 'common.deleted'));
    },
  );
  app.post(
    ContractOrderApi.path.revise,
    {
      config: { rule: ContractOrderApi.rule.revise },
      schema: { summary: 'Revise an active contract order: a new draft version from a date', body: ContractOrderReviseBody, response: { 200: Envelope(CreatedId) } },
    },
    async (req) => ok({ id: await withTransaction(app.ctx, (tx) => reviseContractOrder(tx, callerOf(req), req.body.id, req.body.validFrom)) }, t(req.lang, 'common.saved')),
  );

  registerTransitionRoutes(app, {
    machine: contractOrderMachine,
    table: finContractOrder,
    effects: { activate: (tx, moved) => onActivate(tx, moved.actor, moved.id) },
  });
};
