/**
 * /workforce/worker/{list,get,add,edit,delete}, the machine's PUT /workforce/worker/<action>
 * (suspend with its until date declared here), GET revealNric (audited) and POST avatar.
 * Thin: the service checks.
 */
import crypto from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Envelope,
  IdQuery,
  TransitionResult,
  WorkerAddBody,
  WorkerApi,
  WorkerCreated,
  WorkerEditBody,
  WorkerListQuery,
  WorkerRevealed,
  WorkerRow,
  WorkerSuspendBody,
  workerMachine,
} from '@shiftdesk/shared/api';
import { Type } from 'typebox';
import { getAccess, holdsRule } from '../../../core/auth/access';
import { callerOf } from '../../../core/data/caller';
import { assertInScope, ownedScope, registerCrudRoutes } from '../../../core/routes/crud-routes';
import { ok } from '../../../core/base/envelope';
import { registerFileKind } from '../../../core/files/files';
import { t } from '../../../core/base/i18n';
import { reencodeImage } from '../../../core/files/image';
import { registerTransitionRoutes } from '../../../core/routes/transition-routes';
import { IMAGE_TYPES, receiveUpload, registerUploads } from '../../../core/files/upload';
import { withTransaction } from '../../../core/data/unit-of-work';
import { wfWorker } from '../../../db/schema';
import {
  addWorker,
  afterWorkerMove,
  deleteWorkers,
  editWorker,
  getWorker,
  listWorkers,
  revealWorker,
  setWorkerAvatar,
  suspendWorker,
} from './service';
import { routeOptions } from '../../../core/routes/route-options';

const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
const PHOTO_KIND = 'workerPhoto';

// Worker photos are personal data: staff who may read the worker may read the photo.
registerFileKind({
  name: PHOTO_KIND,
  public: false,
  canRead: async (req) => holdsRule(await getAccess(req), WorkerApi.rule.get),
});

/** Workers belong to a staff department: by id, a caller reaches only what their list shows. */
const workerScope = ownedScope(wfWorker, 'worker.notFound');

export const workerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await registerUploads(app, PHOTO_MAX_BYTES);
  registerCrudRoutes(app, {
    scope: workerScope,
    api: WorkerApi,
    schemas: { query: WorkerListQuery, row: WorkerRow, add: WorkerAddBody, edit: WorkerEditBody },
    summaries: { list: 'Workers (paged; data scope; NRIC masked, searchable by its last 4 only)', get: 'A worker (NRIC and bank account masked)', add: 'Add a worker (pending verification); 409 naming the worker who has the NRIC or phone', edit: 'Edit a worker: only the fields sent change', delete: 'Delete workers still pending verification and not referred to' },
    service: { list: listWorkers, get: getWorker, add: addWorker, edit: editWorker, remove: deleteWorkers },
    created: {
      schema: WorkerCreated,
      data: async (db, id) => {
        const { status } = await getWorker(db, id);
        return { id, status };
      },
    },
  });

  registerTransitionRoutes(app, {
    machine: workerMachine,
    table: wfWorker,
    scope: workerScope,
    except: ['suspend'],
    effects: {
      verify: (tx, m) => afterWorkerMove(tx, 'verify', [m.id]),
      reinstate: (tx, m) => afterWorkerMove(tx, 'reinstate', [m.id]),
    },
  });

  app.put(
    WorkerApi.path.suspend,
    routeOptions(WorkerApi.rule.suspend, 'Suspend an active worker until a day (active → suspended; the daily sweep reinstates)', { body: WorkerSuspendBody, reply: TransitionResult }),
    async (req) => {
      await assertInScope(app, req, workerScope, [req.body.id]);
      const moved = await withTransaction(app.ctx, (tx) => suspendWorker(tx, callerOf(req), req.body));
      return ok({ ...moved, status: moved.to }, t(req.lang, 'common.saved'));
    },
  );

  app.get(
    WorkerApi.path.revealNric,
    routeOptions(WorkerApi.rule.revealNric, "A worker's whole NRIC and bank account (every reveal is audited)", { query: IdQuery, reply: WorkerRevealed }),
    async (req) => {
      await assertInScope(app, req, workerScope, [req.query.id]);
      return ok(await withTransaction(app.ctx, (tx) => revealWorker(tx, callerOf(req), req.query.id)));
    },
  );

  app.post(
    WorkerApi.path.avatar,
    {
      config: { rule: WorkerApi.rule.avatar },
      schema: {
        summary: 'Upload a worker\'s photo (multipart: field "file" PNG/JPEG/WebP/GIF ≤ 2 MB, field "id")',
        consumes: ['multipart/form-data'],
        response: { 200: Envelope(Type.Object({ avatarUrl: Type.String() })) },
      },
    },
    async (req) => {
      const file = await receiveUpload(req, {
        maxBytes: PHOTO_MAX_BYTES,
        types: IMAGE_TYPES,
        noFileKey: 'worker.noFile',
        badTypeKey: 'worker.notImage',
      });
      const id = Number(file.fields.id);
      if (Number.isInteger(id) && id > 0) await assertInScope(app, req, workerScope, [id]);
      // The photo is stored only as a fresh encoding: nothing riding in the upload survives.
      const image = await reencodeImage(file.buffer, 'worker.notImage', { maxSide: 1024 });
      const key = `${PHOTO_KIND}/${crypto.randomBytes(16).toString('hex')}.${image.kind}`;
      const { storage } = app.ctx;
      const previous = await withTransaction(app.ctx, async (tx) => {
        const prev = await setWorkerAvatar(tx, callerOf(req), Number.isInteger(id) && id > 0 ? id : 0, key);
        await storage.put(key, image.buffer, { contentType: file.contentType });
        return prev;
      });
      if (previous) await storage.delete(previous).catch(() => undefined);
      const { avatarUrl } = await getWorker(app.ctx.db, id);
      return ok({ avatarUrl: avatarUrl ?? '' }, t(req.lang, 'common.saved'));
    },
  );
};
