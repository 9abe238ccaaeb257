/** /workforce/banRecord/{list,get,add} and the machine's PUT /workforce/banRecord/lift. Thin: the service checks. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BanRecordAddBody, BanRecordApi, BanRecordListQuery, BanRecordRow, banRecordMachine } from '@shiftdesk/shared/api';
import { registerSomeCrudRoutes } from '../../../core/routes/crud-routes';
import { registerTransitionRoutes } from '../../../core/routes/transition-routes';
import { wfBanRecord } from '../../../db/schema';
import { workerOwnedScope } from '../conduct/worker';
import { addBan, getBan, listBans, onLift } from './service';

/** Owned through the worker, as in the list. */
const banScope = workerOwnedScope(wfBanRecord, wfBanRecord.workerId, 'banRecord.notFound');

export const banRecordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerSomeCrudRoutes(app, {
    scope: banScope,
    api: BanRecordApi,
    schemas: { query: BanRecordListQuery, row: BanRecordRow, add: BanRecordAddBody },
    summaries: { list: 'Ban records (paged; by worker, scope, state, client)', get: 'A ban record', add: 'Ban a worker (platform, client or department; a platform ban moves an active worker to banned)' },
    service: { list: listBans, get: getBan, add: (tx, caller, b) => addBan(tx, caller, b) },
  });
  registerTransitionRoutes(app, {
    machine: banRecordMachine,
    table: wfBanRecord,
    scope: banScope,
    effects: { lift: (tx, moved) => onLift(tx, moved.actor, moved.id, moved.reason) },
  });
};
