/** /workforce/workerDocument/{list,get,add,edit,delete,upload,file}. Thin: the service checks. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  WorkerDocumentAddBody,
  WorkerDocumentApi,
  WorkerDocumentEditBody,
  WorkerDocumentListQuery,
  WorkerDocumentRow,
} from '@shiftdesk/shared/api';
import { ownedScope, registerCrudRoutes } from '../../../core/routes/crud-routes';
import { wfWorkerDocument } from '../../../db/schema';
import { registerPaperFiles } from '../paper-files';
import {
  addWorkerDocument,
  deleteWorkerDocuments,
  editWorkerDocument,
  getWorkerDocument,
  listWorkerDocuments,
} from './service';

/** An extra document belongs to the department that recorded it, as in the list. */
const documentScope = ownedScope(wfWorkerDocument, 'workerDocument.notFound');

export const workerDocumentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const storage = () => app.ctx.storage;
  registerCrudRoutes(app, {
    scope: documentScope,
    api: WorkerDocumentApi,
    schemas: {
      query: WorkerDocumentListQuery,
      row: WorkerDocumentRow,
      add: WorkerDocumentAddBody,
      edit: WorkerDocumentEditBody,
    },
    summaries: { list: 'Extra documents of workers (paged; data scope)', get: 'An extra document', add: 'Add an extra document to a worker', edit: 'Edit an extra document', delete: 'Delete extra documents' },
    service: {
      list: listWorkerDocuments,
      get: getWorkerDocument,
      add: (tx, caller, b) => addWorkerDocument(tx, storage(), caller, b),
      edit: (tx, caller, b) => editWorkerDocument(tx, storage(), caller, b),
      remove: deleteWorkerDocuments,
    },
  });
  await registerPaperFiles(app, { api: WorkerDocumentApi, table: wfWorkerDocument, scope: documentScope });
};
