/** /workforce/allowance/{list,get,add} and the machine's PUT /workforce/allowance/{approve,reject}. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AllowanceAddBody, AllowanceApi, AllowanceListQuery, AllowanceRow, allowanceMachine } from '@shiftdesk/shared/api';
import { registerSomeCrudRoutes } from '../../../core/routes/crud-routes';
import { registerTransitionRoutes, type TransitionEffectInput } from '../../../core/routes/transition-routes';
import type { Tx } from '../../../core/data/unit-of-work';
import { wfAllowance } from '../../../db/schema';
import { workerOwnedScope } from '../conduct/worker';
import { addAllowance, getAllowance, listAllowances, onAllowanceDecided } from './service';

/** Owned through the worker, as in the list. */
const allowanceScope = workerOwnedScope(wfAllowance, wfAllowance.workerId, 'allowance.notFound');

export const allowanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerSomeCrudRoutes(app, {
    scope: allowanceScope,
    api: AllowanceApi,
    schemas: { query: AllowanceListQuery, row: AllowanceRow, add: AllowanceAddBody },
    summaries: { list: 'Allowances (paged; by worker, type, state)', get: 'An allowance', add: 'Add an allowance (pending) for a day or a work record' },
    service: { list: listAllowances, get: getAllowance, add: addAllowance },
  });
  const decided = (tx: Tx, moved: TransitionEffectInput) =>
    onAllowanceDecided(tx, moved.actor, moved.id, moved.reason);
  registerTransitionRoutes(app, {
    machine: allowanceMachine,
    table: wfAllowance,
    scope: allowanceScope,
    effects: { approve: decided, reject: decided },
  });
};
