/** /finance/client/{list,get,add,edit,delete} and the machine's PUT /finance/client/{suspend,reactivate}. Thin: the service checks. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ClientAddBody,
  ClientApi,
  ClientEditBody,
  ClientListQuery,
  ClientRow,
  clientMachine,
} from '@shiftdesk/shared/api';
import type { RouteProtection } from '../../../core/routes/context';
import { registerCrudRoutes } from '../../../core/routes/crud-routes';
import { registerTransitionRoutes } from '../../../core/routes/transition-routes';
import { finClient } from '../../../db/schema';
import { addClient, clientScope, deleteClients, editClient, getClient, listClients } from './service';

const FIELD_MESSAGES: RouteProtection['fieldMessages'] = {
  'body.name': ['client.nameRequired'],
  'body.uen': ['client.uenInvalid', 'client.uenInvalid'],
  'body.billingEmail': ['client.emailInvalid', 'client.emailInvalid'],
  'body.billingPhone': ['client.phoneInvalid', 'client.phoneInvalid'],
};

export const clientRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerCrudRoutes(app, {
    api: ClientApi,
    schemas: { query: ClientListQuery, row: ClientRow, add: ClientAddBody, edit: ClientEditBody },
    summaries: { list: 'Clients (paged; data scope of the owning department)', get: 'A client', add: 'Add a client (active)', edit: 'Edit a client', delete: 'Delete clients (refused while they have contract departments)' },
    fieldMessages: FIELD_MESSAGES,
    scope: clientScope,
    service: { list: listClients, get: getClient, add: addClient, edit: editClient, remove: deleteClients },
  });
  registerTransitionRoutes(app, { machine: clientMachine, table: finClient, scope: clientScope });
};
