/**
 * Receiving one uploaded file, for every upload route (the avatar now; storage-backed uploads
 * later). Whatever the client sends, the answer is an envelope, never a 500:
 * - not multipart, no boundary, a boundary that does not match, a truncated body → 400
 *   `upload.malformed`;
 * - the file under another form field than expected, a second file, extra parts → 400;
 * - more bytes than allowed → 413.
 * Fields must also be free of NUL characters (see input-guard.ts). Register
 * `registerMultipart` in the plugin that owns the upload routes.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, BadRequestError } from './errors';
import { nulFields, refuseNul } from './input-guard';

/** Parts a single-file form may carry besides its file (e.g. a filename field some clients add). */
const MAX_FIELDS = 5;

export async function registerMultipart(app: FastifyInstance, maxFileBytes: number) {
  await app.register(multipart, { limits: { fileSize: maxFileBytes, files: 1, fields: MAX_FIELDS, parts: MAX_FIELDS + 1 } });
}

export interface ReceivedFile {
  buffer: Buffer;
  /** As the client named it (never used as a storage path) */
  filename: string;
  /** As the client declared it (not trusted: check the bytes) */
  mimetype: string;
  fields: Record<string, string>;
}

const malformed = () => new BadRequestError('upload.malformed');

/** A boundary parameter that busboy can work with (RFC 2046: 1–70 characters). */
export function hasUsableBoundary(contentType: string | undefined): boolean {
  if (!contentType || !/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return false;
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(;|$)/i.exec(contentType);
  return Boolean(m);
}

/** Maps the multipart plugin's and busboy's errors onto 400/413 answers. */
function uploadError(err: unknown, maxBytes: number): Error {
  if (err instanceof AppError) return err;
  const e = err as { code?: string; message?: string; statusCode?: number };
  switch (e.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, 'error.tooLarge', { maxBytes });
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new BadRequestError('upload.tooManyParts');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_PROTO_VIOLATION':
    case 'FST_NO_FORM_DATA':
      return malformed();
  }
  // busboy: "Unexpected end of form", "Malformed part header", "Boundary not found", …
  if (typeof e.message === 'string' && /form|part|boundary|multipart|header|stream/i.test(e.message)) return malformed();
  return err as Error;
}

/**
 * Reads exactly one file sent under form field `field`. Refuses anything else (see file
 * comment). The whole file is buffered: callers pass a small `maxBytes`.
 */
export async function receiveSingleFile(req: FastifyRequest, opts: { field: string; maxBytes: number }): Promise<ReceivedFile> {
  if (!req.isMultipart() || !hasUsableBoundary(req.headers['content-type'])) throw malformed();
  let file: Omit<ReceivedFile, 'fields'> | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts({ limits: { fileSize: opts.maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== opts.field) {
          part.file.resume();
          throw new BadRequestError('upload.wrongField', { field: opts.field });
        }
        const buffer = await part.toBuffer();
        if (part.file.truncated || buffer.length > opts.maxBytes) throw new AppError(413, 'error.tooLarge');
        file = { buffer, filename: part.filename ?? '', mimetype: part.mimetype ?? '' };
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (err) {
    throw uploadError(err, opts.maxBytes);
  }
  refuseNul(req, nulFields(fields, 'body'));
  if (!file) throw new BadRequestError('upload.wrongField', { field: opts.field });
  return { ...file, fields };
}
