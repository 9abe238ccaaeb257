/**
 * GET /backend/api/v1/system/file?key=<kind>/…: a stored file for a logged-in caller whom its kind's
 * check admits (core/files/files.ts). Unknown kinds and missing files are 404; refused reads are 403.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ForbiddenError, NotFoundError } from '../../core/base/errors';
import { fileKindOf, sendStoredFile } from '../../core/files/files';
import { downloadOptions } from '../../core/routes/route-options';
import { assertKey } from '../../core/files/storage';

export const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/file',
    downloadOptions({ auth: 'login' }, 'Download a stored file (permission checked per kind of file)', Type.Object({ key: Type.String({ minLength: 3, maxLength: 500 }) })),
    async (req, reply) => {
      const { key } = req.query;
      try {
        assertKey(key);
      } catch {
        throw new NotFoundError('file.notFound');
      }
      const kind = fileKindOf(key);
      if (!kind) throw new NotFoundError('file.notFound');
      if (!kind.public && !(await kind.canRead?.(req, key))) throw new ForbiddenError();
      const file = await app.ctx.storage.get(key);
      if (!file) throw new NotFoundError('file.notFound');
      return sendStoredFile(reply, file, key, file.contentType.startsWith('image/'));
    },
  );
};
