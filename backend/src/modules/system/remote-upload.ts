/**
 * Uploading a build (issue 15): a pipeline PUTs each file of remote-<name>/dist to
 * DATA_DIR/remotes/<name>/<version>/<path> (served at /admin/remotes/<name>/<version>/, see
 * static.ts), then registers the version with addVersion. A version's files are frozen once it
 * is registered: shells may already have loaded them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EmptyEnvelope, RemoteUploadQuery } from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { ok } from '../../core/base/envelope';
import { BadRequestError, ConflictError } from '../../core/base/errors';
import { UPLOAD_HARD_MAX_BYTES } from '../../core/files/upload';
import { sysRemoteVersion } from '../../db/schema';

export const remoteUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // This plugin only: a build file arrives as raw bytes, whatever its type.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: UPLOAD_HARD_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.put(
    '/remote/upload',
    {
      config: { rule: 'api/v1/system/remote/add', deploy: true, logTitle: 'Upload a file of a remote build' },
      bodyLimit: UPLOAD_HARD_MAX_BYTES,
      schema: {
        summary:
          'Upload one file of a remote build (body: the bytes, application/octet-stream); register the version afterwards',
        querystring: RemoteUploadQuery,
        response: { 200: EmptyEnvelope },
      },
    },
    async (req) => {
      const { name, version, path: rel } = req.query;
      const [registered] = await app.ctx.db
        .select({ id: sysRemoteVersion.id })
        .from(sysRemoteVersion)
        .where(and(eq(sysRemoteVersion.remoteName, name), eq(sysRemoteVersion.version, version)));
      if (registered) throw new ConflictError('remote.versionExists', { name, version });
      const parts = rel.split('/');
      // The query pattern allows only safe characters; '.' and '..' segments are refused here.
      if (parts.some((p) => p === '.' || p === '..')) throw new BadRequestError('error.badRequest');
      const target = path.join(app.ctx.dataDir, 'remotes', name, version, ...parts);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.writeFile(target, Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
      return ok(null);
    },
  );
};
