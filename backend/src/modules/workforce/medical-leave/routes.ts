/**
 * /workforce/medicalLeave/{list,get,add,upload} and the machine's PUT
 * /workforce/medicalLeave/{approve,reject}. The MC scan is uploaded first (PDF, PNG or JPEG;
 * images are re-encoded) and its key sent with add.
 */
import crypto from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Envelope,
  MedicalLeaveAddBody,
  MedicalLeaveApi,
  MedicalLeaveListQuery,
  MedicalLeaveRow,
  MedicalLeaveUploadResult,
  medicalLeaveMachine,
} from '@shiftdesk/shared/api';
import { getAccess, holdsRule } from '../../../core/auth/access';
import { registerSomeCrudRoutes } from '../../../core/routes/crud-routes';
import { ok } from '../../../core/base/envelope';
import { registerFileKind } from '../../../core/files/files';
import { t } from '../../../core/base/i18n';
import { reencodeImage } from '../../../core/files/image';
import { CONTENT_TYPES, type FileType, receiveUpload, registerUploads } from '../../../core/files/upload';
import { registerTransitionRoutes, type TransitionEffectInput } from '../../../core/routes/transition-routes';
import type { Tx } from '../../../core/data/unit-of-work';
import { wfMedicalLeave } from '../../../db/schema';
import { workerOwnedScope } from '../conduct/worker';
import { addMedicalLeave, getMedicalLeave, listMedicalLeaves, mcFileUrl, onMedicalLeaveDecided } from './service';

/** An MC scan: a phone photo or the clinic's PDF. */
const MC_MAX_BYTES = 10 * 1024 * 1024;

registerFileKind({
  name: 'medicalLeave',
  public: false,
  canRead: async (req) => holdsRule(await getAccess(req), MedicalLeaveApi.rule.get),
});

/** Owned through the worker, as in the list. */
const medicalLeaveScope = workerOwnedScope(wfMedicalLeave, wfMedicalLeave.workerId, 'medicalLeave.notFound');

export const medicalLeaveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await registerUploads(app, MC_MAX_BYTES);
  registerSomeCrudRoutes(app, {
    scope: medicalLeaveScope,
    api: MedicalLeaveApi,
    schemas: { query: MedicalLeaveListQuery, row: MedicalLeaveRow, add: MedicalLeaveAddBody },
    summaries: { list: 'Medical-leave records (paged; by worker, state, kind)', get: 'A medical-leave record', add: 'Add a medical-leave record (submitted), with the uploaded MC scan' },
    service: { list: listMedicalLeaves, get: getMedicalLeave, add: addMedicalLeave },
  });
  app.post(
    MedicalLeaveApi.path.upload,
    {
      config: { rule: MedicalLeaveApi.rule.upload },
      schema: {
        summary: 'Upload an MC scan (multipart field "file"; PDF, PNG or JPEG, ≤ 10 MB); add takes its key',
        consumes: ['multipart/form-data'],
        response: { 200: Envelope(MedicalLeaveUploadResult) },
      },
    },
    async (req) => {
      const file = await receiveUpload(req, {
        maxBytes: MC_MAX_BYTES,
        types: ['pdf', 'png', 'jpg'],
        badTypeKey: 'medicalLeave.badFile',
      });
      // Images are stored only as a fresh encoding; a PDF is served as a download (nosniff).
      const stored =
        file.type === 'pdf'
          ? { kind: 'pdf', buffer: file.buffer }
          : await reencodeImage(file.buffer, 'medicalLeave.badFile', { maxSide: 3000 });
      const key = `medicalLeave/${crypto.randomBytes(16).toString('hex')}.${stored.kind}`;
      await app.ctx.storage.put(key, stored.buffer, { contentType: CONTENT_TYPES[stored.kind as FileType] });
      return ok({ key, url: mcFileUrl(key) }, t(req.lang, 'common.saved'));
    },
  );
  const decided = (tx: Tx, moved: TransitionEffectInput) =>
    onMedicalLeaveDecided(tx, moved.actor, moved.id, moved.reason).then(() => undefined);
  registerTransitionRoutes(app, {
    machine: medicalLeaveMachine,
    table: wfMedicalLeave,
    scope: medicalLeaveScope,
    effects: { approve: decided, reject: decided },
  });
};
