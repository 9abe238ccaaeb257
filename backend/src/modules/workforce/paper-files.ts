/**
 * The file of a worker's paper (a certificate, an extra document), for both entities: upload
 * (multipart field "file", PDF or image judged by its bytes, images stored re-encoded so nothing
 * rides along, ≤ 10 MB) answering the key the add/edit form then sends, and the download of a
 * record's file behind the entity's own `file` rule. Files live under `<entity>/<random>.<ext>`
 * in the storage; they are never public, and a record's file is reached only within the
 * caller's data scope (as the record itself).
 */
import crypto from 'node:crypto';
import { DOCUMENT_FILE_TYPES, DOCUMENT_MAX_BYTES, Envelope, FileOfQuery, UploadedFile } from '@shiftdesk/shared/api';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../../core/data/caller';
import { assertInScope, type RowScope } from '../../core/routes/crud-routes';
import { ok } from '../../core/base/envelope';
import { NotFoundError } from '../../core/base/errors';
import { sendStoredFile } from '../../core/files/files';
import { type Lang, t } from '../../core/base/i18n';
import { reencodeImage } from '../../core/files/image';
import { downloadOptions } from '../../core/routes/route-options';
import type { Storage } from '../../core/files/storage';
import { contentTypeOf } from '../../core/files/storage';
import { receiveUpload, registerUploads } from '../../core/files/upload';

export interface PaperFileSpec {
  /** The entity's descriptor (paths and rules of `upload` and `file`) */
  api: { entity: string; path: { upload: string; file: string }; rule: { upload: string; file: string } };
  table: PgTable & { id: PgColumn; fileKey: PgColumn };
  /** The entity's scope: a record's file is downloaded only where the record is seen (its 404 otherwise) */
  scope: RowScope;
}

/** The MIME type a stored key is served with. */
export const fileTypeOf = (key: string) => contentTypeOf(key);

/** Refuses a key that was not uploaded (a 400 on `fileKey`): a record never points at nothing. */
export async function assertUploaded(storage: Storage, lang: Lang, key: string): Promise<void> {
  const file = await storage.get(key);
  if (!file) throw fieldError(lang, 'fileKey', 'paper.fileMissing');
  file.stream.destroy();
}

export async function registerPaperFiles(app: FastifyInstance, spec: PaperFileSpec): Promise<void> {
  const { api, table } = spec;
  await registerUploads(app, DOCUMENT_MAX_BYTES);
  app.post(
    api.path.upload,
    {
      config: { rule: api.rule.upload },
      schema: {
        summary: `Upload the file of a ${api.entity} (multipart field "file"; PDF, PNG, JPEG or WebP, ≤ 10 MB)`,
        consumes: ['multipart/form-data'],
        response: { 200: Envelope(UploadedFile) },
      },
    },
    async (req) => {
      const file = await receiveUpload(req, {
        maxBytes: DOCUMENT_MAX_BYTES,
        types: [...DOCUMENT_FILE_TYPES],
        badTypeKey: 'paper.badType',
      });
      // Images are stored as a fresh encoding (core/files/image.ts); a PDF is stored as sent and only
      // ever served as an attachment with nosniff.
      const body = file.type === 'pdf' ? file.buffer : (await reencodeImage(file.buffer, 'paper.badType')).buffer;
      const fileKey = `${api.entity}/${crypto.randomBytes(16).toString('hex')}.${file.type}`;
      await app.ctx.storage.put(fileKey, body, { contentType: file.contentType });
      return ok({ fileKey, contentType: file.contentType, size: body.length }, t(req.lang, 'common.saved'));
    },
  );
  app.get(
    api.path.file,
    downloadOptions(api.rule.file, `Download the file of a ${api.entity}`, FileOfQuery),
    async (req, reply) => {
      const { id } = req.query as { id: number };
      await assertInScope(app, req, spec.scope, [id]);
      const [row] = await app.ctx.db
        .select({ fileKey: table.fileKey })
        .from(table as PgTable)
        .where(eq(table.id, id));
      if (!row) throw new NotFoundError(spec.scope.notFound);
      const file = await app.ctx.storage.get(String(row.fileKey));
      if (!file) throw new NotFoundError('paper.fileMissing');
      // PDFs too are shown inline (the preview), sandboxed so a script in one cannot run here.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return sendStoredFile(reply, file, String(row.fileKey), true);
    },
  );
}
