/**
 * Attendance from a client's sign-in sheet (issue 28; `attendance-import.ts`):
 * GET /workforce/workRecord/attendanceTemplate (the XLSX to send the client; the check's rule),
 * POST /workforce/workRecord/attendanceCheck (multipart "file": each row matched and the diff
 * answered, nothing written), PUT /workforce/workRecord/attendanceApply (the chosen rows set in
 * one transaction; 409 and nothing written when a record changed since the check).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ATTENDANCE_IMPORT_MAX_ROWS,
  AttendanceApplyBody,
  AttendanceApplyResult,
  AttendanceCheckResult,
  AttendanceImportApi,
  EmptyEnvelope,
  Envelope,
} from '@shiftdesk/shared/api';
import { Type } from 'typebox';
import { ok } from '../../../core/base/envelope';
import { BadRequestError } from '../../../core/base/errors';
import { t } from '../../../core/base/i18n';
import { getAccess } from '../../../core/auth/access';
import { callerOf } from '../../../core/data/caller';
import { withTransaction } from '../../../core/data/unit-of-work';
import { CONTENT_TYPES, receiveUpload, registerUploads } from '../../../core/files/upload';
import { assertInScope } from '../../../core/routes/crud-routes';
import { routeOptions } from '../../../core/routes/route-options';
import { applyAttendance, attendanceTemplate, checkAttendance, readAttendanceSheet } from './attendance-import';
import { workRecordScope } from './service';

const SHEET_MAX_BYTES = 10 * 1024 * 1024;
const { path, rule } = AttendanceImportApi;

/** The client's file name as sent, without control characters, short enough for a reason. */
const cleanName = (name: string) =>
  name
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f\ud800-\udfff]/g, '')
    .trim()
    .slice(0, 200);

export const attendanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await registerUploads(app, SHEET_MAX_BYTES);

  app.get(
    path.attendanceTemplate,
    {
      config: { rule: rule.attendanceCheck },
      schema: {
        summary: 'The client attendance sheet template (XLSX: headers, example rows, a notes sheet)',
        response: {
          200: {
            description: 'The XLSX workbook; errors come as the JSON envelope',
            content: {
              [CONTENT_TYPES.xlsx]: { schema: Type.String({ format: 'binary' }) },
              'application/json': { schema: EmptyEnvelope },
            },
          },
        },
      },
    },
    async (_req, reply) =>
      reply
        .type(CONTENT_TYPES.xlsx)
        .header('content-disposition', 'attachment; filename="attendance-template.xlsx"')
        // Bytes are sent as is (never serialised); the typed reply only knows the JSON shapes.
        .send((await attendanceTemplate()) as never),
  );

  app.post(
    path.attendanceCheck,
    {
      config: { rule: rule.attendanceCheck },
      schema: {
        summary:
          'Check a client attendance sheet (multipart "file"): each row matched to a work record by worker and shift date, the change and its numbers; nothing written',
        consumes: ['multipart/form-data'],
        response: { 200: Envelope(AttendanceCheckResult) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const file = await receiveUpload(req, {
        maxBytes: SHEET_MAX_BYTES,
        types: ['xlsx'],
        badTypeKey: 'workRecord.attendanceNotXlsx',
      });
      const rows = await readAttendanceSheet(file.buffer);
      if (!rows) throw new BadRequestError('workRecord.attendanceNotXlsx');
      if (!rows.length) throw new BadRequestError('workRecord.attendanceEmpty');
      if (rows.length > ATTENDANCE_IMPORT_MAX_ROWS)
        throw new BadRequestError('workRecord.attendanceTooMany', { max: ATTENDANCE_IMPORT_MAX_ROWS });
      const scope = { access: await getAccess(req), user: req.user! };
      // Read-only, but in a transaction: the weeks are read locked so each preview matches its edit.
      return ok(
        await withTransaction(app.ctx, (tx) => checkAttendance(tx, caller, rows, scope, cleanName(file.filename))),
      );
    },
  );

  app.put(
    path.attendanceApply,
    routeOptions(
      rule.attendanceApply,
      'Apply checked rows of a client attendance sheet: each record’s punches set with the reason (→ pending verification, the week computed again), all or nothing; 409 when a record changed since its `version`',
      { body: AttendanceApplyBody, reply: AttendanceApplyResult },
    ),
    async (req) => {
      await assertInScope(
        app,
        req,
        workRecordScope,
        req.body.rows.map((r) => r.id),
      );
      const caller = callerOf(req);
      const done = await withTransaction(app.ctx, (tx) => applyAttendance(tx, caller, req.body));
      return ok(done, t(req.lang, 'workRecord.attendanceApplied', { count: done.count }));
    },
  );
};
