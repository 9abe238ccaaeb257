/**
 * GET /workforce/worker/importTemplate (the XLSX to fill in) and POST /workforce/worker/import
 * (multipart field "file"): every row checked first — any bad row refuses the whole file with
 * 400 and `data.rows` naming each — then written all or nothing, inline for small files or as
 * a job with progress over the socket for large ones.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyEnvelope, Envelope, WorkerApi, WorkerImportErrorEnvelope, WorkerImportResult } from '@shiftdesk/shared/api';
import { Type } from 'typebox';
import { callerOf } from '../../../core/data/caller';
import { ok } from '../../../core/base/envelope';
import { AppError, BadRequestError } from '../../../core/base/errors';
import { t } from '../../../core/base/i18n';
import { receiveUpload, registerUploads } from '../../../core/files/upload';
import { withTransaction } from '../../../core/data/unit-of-work';
import { IMPORT_WORKERS_QUEUE } from '../../../jobs/handlers/import-workers';
import { checkImport } from './check';
import { INLINE_MAX_ROWS, IMPORT_MAX_ROWS, stageImport, writeWorkers } from './service';
import { readWorkbook, templateWorkbook } from './sheet';

const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const workerImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await registerUploads(app, IMPORT_MAX_BYTES);

  app.get(
    WorkerApi.path.importTemplate,
    {
      config: { rule: WorkerApi.rule.importTemplate },
      schema: {
        summary: 'The worker import template (XLSX: headers, an example row, a notes sheet)',
        response: {
          200: {
            description: 'The XLSX workbook; errors come as the JSON envelope',
            content: {
              [XLSX_TYPE]: { schema: Type.String({ format: 'binary' }) },
              'application/json': { schema: EmptyEnvelope },
            },
          },
        },
      },
    },
    async (_req, reply) =>
      reply
        .type(XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="worker-import-template.xlsx"')
        // Bytes are sent as is (never serialised); the typed reply only knows the JSON shapes.
        .send((await templateWorkbook()) as never),
  );

  app.post(
    WorkerApi.path.import,
    {
      config: { rule: WorkerApi.rule.import },
      schema: {
        summary: 'Import workers from XLSX (multipart "file"): all rows or none; large files run as a job',
        consumes: ['multipart/form-data'],
        response: { 200: Envelope(WorkerImportResult), '4xx': WorkerImportErrorEnvelope },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const file = await receiveUpload(req, { maxBytes: IMPORT_MAX_BYTES, types: ['xlsx'], badTypeKey: 'worker.importNotXlsx' });
      const rows = await readWorkbook(file.buffer);
      if (!rows) throw new BadRequestError('worker.importNotXlsx');
      if (!rows.length) throw new BadRequestError('worker.importEmpty');
      if (rows.length > IMPORT_MAX_ROWS) throw new BadRequestError('worker.importTooMany', { max: IMPORT_MAX_ROWS });
      const checked = await checkImport(app.ctx.db, caller.lang, rows);
      if (checked.errors.length) {
        const count = new Set(checked.errors.map((e) => e.row)).size;
        // `errors` as every 400 has it (the first few, by row), `rows` the full list.
        const errors = checked.errors.slice(0, 20).map((e) => ({ field: `row ${e.row}.${e.field}`, message: e.message }));
        throw new AppError(400, 'worker.importRefused', { count }, { errors, rows: checked.errors });
      }
      const owner = { actor: caller.actor, deptId: caller.deptId };
      if (checked.values.length <= INLINE_MAX_ROWS) {
        const imported = await withTransaction(app.ctx, (tx) => writeWorkers(tx, owner, checked.values));
        return ok({ imported, jobId: null }, t(req.lang, 'worker.imported', { count: imported }));
      }
      const batchId = await withTransaction(app.ctx, (tx) => stageImport(tx, owner, checked.values));
      const jobId = await app.ctx.jobs.send(
        IMPORT_WORKERS_QUEUE,
        { batchId, actorName: caller.actor.name },
        { requestedBy: caller.actor.id ?? undefined },
      );
      return ok({ imported: 0, jobId }, t(req.lang, 'worker.importQueued'));
    },
  );
};
