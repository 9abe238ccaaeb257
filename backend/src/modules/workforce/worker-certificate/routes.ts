/**
 * /workforce/workerCertificate/{list,get,add,edit,delete,upload,file} and the machine's
 * PUT /workforce/workerCertificate/{verify,reject}. Thin: the service checks.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  WorkerCertificateAddBody,
  WorkerCertificateApi,
  WorkerCertificateEditBody,
  WorkerCertificateListQuery,
  WorkerCertificateRow,
  workerCertificateMachine,
} from '@shiftdesk/shared/api';
import { ownedScope, registerCrudRoutes } from '../../../core/routes/crud-routes';
import { registerTransitionRoutes } from '../../../core/routes/transition-routes';
import { wfWorkerCertificate } from '../../../db/schema';
import { registerPaperFiles } from '../paper-files';
import {
  addWorkerCertificate,
  deleteWorkerCertificates,
  editWorkerCertificate,
  getWorkerCertificate,
  listWorkerCertificates,
  onMoved,
} from './service';

/** A certificate belongs to the department that recorded it, as in the list. */
const certificateScope = ownedScope(wfWorkerCertificate, 'workerCertificate.notFound');

export const workerCertificateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const storage = () => app.ctx.storage;
  registerCrudRoutes(app, {
    scope: certificateScope,
    api: WorkerCertificateApi,
    schemas: {
      query: WorkerCertificateListQuery,
      row: WorkerCertificateRow,
      add: WorkerCertificateAddBody,
      edit: WorkerCertificateEditBody,
    },
    summaries: { list: 'Worker certificates (paged; data scope)', get: 'A worker certificate', add: 'Add a worker certificate (pending until verified)', edit: 'Edit a pending worker certificate (409 otherwise)', delete: 'Delete pending or rejected worker certificates' },
    service: {
      list: listWorkerCertificates,
      get: getWorkerCertificate,
      add: (tx, caller, b) => addWorkerCertificate(tx, storage(), caller, b),
      edit: (tx, caller, b) => editWorkerCertificate(tx, storage(), caller, b),
      remove: deleteWorkerCertificates,
    },
  });
  await registerPaperFiles(app, {
    api: WorkerCertificateApi,
    table: wfWorkerCertificate,
    scope: certificateScope,
  });
  registerTransitionRoutes(app, {
    machine: workerCertificateMachine,
    table: wfWorkerCertificate,
    scope: certificateScope,
    effects: { verify: onMoved, reject: onMoved },
  });
};
