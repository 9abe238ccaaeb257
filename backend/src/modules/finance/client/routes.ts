/** /finance/client/{list,get,add,edit,delete} and the machine's PUT /finance/client/{suspend,reactivate}. Thin: the service checks. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ClientAddBody,
  ClientApi,
  ClientEditBody,
  ClientListQuery,
  ClientRow,
  CreatedId,
  EmptyEnvelope,
  Envelope,
  IdQuery,
  IdsBody,
  PageResult,
  clientMachine,
} from '@shiftdesk/shared/api';
import { getAccess } from '../../../core/access';
import type { RouteProtection } from '../../../core/context';
import { ok } from '../../../core/envelope';
import { t } from '../../../core/i18n';
import { registerTransitionRoutes } from '../../../core/transition-routes';
import { withTransaction } from '../../../core/unit-of-work';
import { finClient } from '../../../db/schema';
import { callerOf } from '../caller';
import { addClient, deleteClients, editClient, getClient, listClients } from './service';

const FIELD_MESSAGES: RouteProtection['fieldMessages'] = {
  'body.name': ['client.nameRequired'],
  'body.uen': ['client.uenInvalid', 'client.uenInvalid'],
  'body.billingEmail': ['client.emailInvalid', 'client.emailInvalid'],
  'body.billingPhone': ['client.phoneInvalid', 'client.phoneInvalid'],
};

export const clientRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ClientApi.path.list,
    {
      config: { rule: ClientApi.rule.list },
      schema: { summary: 'Clients (paged; data scope of the owning department)', querystring: ClientListQuery, response: { 200: Envelope(PageResult(ClientRow)) } },
    },
    async (req) => ok(await listClients(app.ctx.db, req.query, { access: await getAccess(req), user: req.user! })),
  );

  app.get(
    ClientApi.path.get,
    { config: { rule: ClientApi.rule.get }, schema: { summary: 'A client', querystring: IdQuery, response: { 200: Envelope(ClientRow) } } },
    async (req) => ok(await getClient(app.ctx.db, req.query.id)),
  );

  app.post(
    ClientApi.path.add,
    {
      config: { rule: ClientApi.rule.add, fieldMessages: FIELD_MESSAGES },
      schema: { summary: 'Add a client (active)', body: ClientAddBody, response: { 200: Envelope(CreatedId) } },
    },
    async (req) => {
      const id = await withTransaction(app.ctx, (tx) => addClient(tx, callerOf(req), req.body));
      return ok({ id }, t(req.lang, 'common.saved'));
    },
  );

  app.put(
    ClientApi.path.edit,
    {
      config: { rule: ClientApi.rule.edit, fieldMessages: FIELD_MESSAGES },
      schema: { summary: 'Edit a client', body: ClientEditBody, response: { 200: EmptyEnvelope } },
    },
    async (req) => {
      await withTransaction(app.ctx, (tx) => editClient(tx, callerOf(req), req.body));
      return ok(null, t(req.lang, 'common.saved'));
    },
  );

  app.delete(
    ClientApi.path.delete,
    {
      config: { rule: ClientApi.rule.delete },
      schema: { summary: 'Delete clients (refused while they have contract departments)', body: IdsBody, response: { 200: EmptyEnvelope } },
    },
    async (req) => {
      await withTransaction(app.ctx, (tx) => deleteClients(tx, [...new Set(req.body.ids)]));
      return ok(null, t(req.lang, 'common.deleted'));
    },
  );

  registerTransitionRoutes(app, { machine: clientMachine, table: finClient });
};
