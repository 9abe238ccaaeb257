/**
 * /workforce/workerDevice/{list,add,revoke}: staff manage the worker app's devices of the workers
 * in their data scope (a device is seen by whoever may see its worker). `add` answers the token
 * this once. Thin: the service checks.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  WorkerDeviceAddBody,
  WorkerDeviceApi,
  WorkerDeviceCreated,
  WorkerDeviceList,
  WorkerDeviceListQuery,
  WorkerDeviceRevokeBody,
} from '@shiftdesk/shared/api';
import { ok } from '../../../core/base/envelope';
import { t } from '../../../core/base/i18n';
import { callerOf } from '../../../core/data/caller';
import { withTransaction } from '../../../core/data/unit-of-work';
import { assertInScope, ownedScope, scopeCheck } from '../../../core/routes/crud-routes';
import { NoData, routeOptions } from '../../../core/routes/route-options';
import { wfWorker, wfWorkerDevice } from '../../../db/schema';
import { workerOwnedScope } from '../conduct/worker';
import { addDevice, listDevices, revokeDevice, WORKER_DEVICE_ENTITY } from './service';

const workerScope = ownedScope(wfWorker, 'worker.notFound');
const deviceScope = workerOwnedScope(wfWorkerDevice, wfWorkerDevice.workerId, 'workerDevice.notFound');

export const workerDeviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // By id (revoke) and History: only where the device's worker is in the caller's scope.
  const inScope = scopeCheck(app, WORKER_DEVICE_ENTITY, deviceScope);

  app.get(
    WorkerDeviceApi.path.list,
    routeOptions(WorkerDeviceApi.rule.list, 'A worker’s app devices (never their tokens)', {
      query: WorkerDeviceListQuery,
      reply: WorkerDeviceList,
    }),
    async (req) => {
      await assertInScope(app, req, workerScope, [req.query.workerId]);
      return ok(await listDevices(app.ctx.db, req.query.workerId));
    },
  );

  app.post(
    WorkerDeviceApi.path.add,
    routeOptions(
      WorkerDeviceApi.rule.add,
      'Add a worker app device for a worker; the answer holds its token, shown this once',
      { body: WorkerDeviceAddBody, reply: WorkerDeviceCreated },
    ),
    async (req) => {
      await assertInScope(app, req, workerScope, [req.body.workerId]);
      return ok(
        await withTransaction(app.ctx, (tx) => addDevice(tx, callerOf(req), req.body)),
        t(req.lang, 'common.saved'),
      );
    },
  );

  app.put(
    WorkerDeviceApi.path.revoke,
    routeOptions(
      WorkerDeviceApi.rule.revoke,
      'Revoke a worker app device (its token is refused from its next request on)',
      {
        body: WorkerDeviceRevokeBody,
        reply: NoData,
      },
    ),
    async (req) => {
      await inScope(req, [req.body.id]);
      await withTransaction(app.ctx, (tx) => revokeDevice(tx, callerOf(req), req.body.id));
      return ok(null, t(req.lang, 'common.saved'));
    },
  );
};
