/**
 * GET /backend/api/v1/system/file/<key>: a stored file for a logged-in caller whom its kind's
 * check admits (core/files.ts). Unknown kinds and missing files are 404; refused reads are 403.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ForbiddenError, NotFoundError } from '../../core/errors';
import { fileKindOf } from '../../core/files';
import { assertKey } from '../../core/storage';

export const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get<{ Params: { '*': string } }>(
    '/file/*',
    {
      config: { auth: 'login' },
      schema: { summary: 'Download a stored file (permission checked per kind of file)', hide: false },
    },
    async (req, reply) => {
      const key = req.params['*'];
      try {
        assertKey(key);
      } catch {
        throw new NotFoundError();
      }
      const kind = fileKindOf(key);
      if (!kind) throw new NotFoundError();
      if (!kind.public && !(await kind.canRead?.(req, key))) throw new ForbiddenError();
      const file = await app.ctx.storage.get(key);
      if (!file) throw new NotFoundError();
      const inline = file.contentType.startsWith('image/');
      reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${key.split('/').pop()}"`);
      if (file.size) reply.header('content-length', file.size);
      return reply.type(file.contentType).send(file.stream);
    },
  );
};
