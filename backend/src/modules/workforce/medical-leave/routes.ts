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
} from '@shiftdesk/shared/api';
import { getAccess, holdsRule } from '../../../core/auth/access';
import { ok } from '../../../core/base/envelope';
import { registerFileKind } from '../../../core/files/files';
import { t } from '../../../core/base/i18n';
import { reencodeImage } from '../../../core/files/image';
import { CONTENT_TYPES, type FileType, receiveUpload, registerUploads } from '../../../core/files/upload';
import { registerWorkerRecordRoutes } from '../conduct/record-routes';
import { mcFileUrl, medicalLeaveRecord } from './service';

/** An MC scan: a phone photo or the clinic's PDF. */
const MC_MAX_BYTES = 10 * 1024 * 1024;

registerFileKind({
  name: 'medicalLeave',
  public: false,
  canRead: async (req) => holdsRule(await getAccess(req), MedicalLeaveApi.rule.get),
});

export const medicalLeaveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await registerUploads(app, MC_MAX_BYTES);
  registerWorkerRecordRoutes(app, medicalLeaveRecord, {
    api: MedicalLeaveApi,
    schemas: { query: MedicalLeaveListQuery, row: MedicalLeaveRow, add: MedicalLeaveAddBody },
    addSummary: 'Add a medical-leave record (submitted), with the uploaded MC scan',
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
};
