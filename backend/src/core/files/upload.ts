/**
 * Receiving one uploaded file from a multipart request, for any route: the type comes from the
 * file's first bytes (the browser's Content-Type header and the file name are not trusted), the
 * size is capped while streaming (→ 413), and whatever else the client sends is a 400 envelope,
 * never a 500: not multipart, no boundary, a boundary that does not match, a truncated body
 * (`upload.malformed`), the file under another form field than the route's (`upload.wrongField`),
 * a second file or too many parts (`upload.tooManyParts`), a NUL character in a text field.
 * The route's plugin registers @fastify/multipart (see registerUploads).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, BadRequestError } from '../base/errors';
import type { MessageKey } from '../base/i18n';
import { badTextFields, refuseBadText } from '../http/input-guard';

export type FileType = 'png' | 'jpg' | 'gif' | 'webp' | 'pdf' | 'xlsx';
export const IMAGE_TYPES: FileType[] = ['png', 'jpg', 'gif', 'webp'];
/** No upload anywhere may exceed this, whatever a route or parameter asks. */
export const UPLOAD_HARD_MAX_BYTES = 20 * 1024 * 1024;

export const CONTENT_TYPES: Record<FileType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The file's type from its first bytes (signatures of the formats we accept), or null. */
export function sniffType(buf: Buffer): FileType | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpg';
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString('latin1'))) return 'gif';
  if (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  if (buf.length >= 5 && buf.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  // A ZIP container: an XLSX workbook if the reader can open it as one (the route checks).
  if (buf.length >= 4 && buf.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  return null;
}

/** Multipart parsing for the routes of one plugin (one file per request). */
export async function registerUploads(app: FastifyInstance, maxBytes = UPLOAD_HARD_MAX_BYTES): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: Math.min(maxBytes, UPLOAD_HARD_MAX_BYTES), files: 1, fields: 5, parts: 6 },
  });
}

export interface ReceiveOptions {
  maxBytes: number;
  types: FileType[];
  /** Message when no file was sent (default upload.noFile) */
  noFileKey?: MessageKey;
  /** Message when the file is not one of `types` (default upload.badType) */
  badTypeKey?: MessageKey;
  /** The form field the file must come in (default "file") */
  field?: string;
}

export interface ReceivedFile {
  buffer: Buffer;
  type: FileType;
  contentType: string;
  /** The text fields sent with the file */
  fields: Record<string, string>;
  /** The name the client gave the file (informational only: never trusted for its type) */
  filename: string;
}

/** A boundary parameter that busboy can work with (RFC 2046: 1–70 characters). */
export function hasUsableBoundary(contentType: string | undefined): boolean {
  if (!contentType || !/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return false;
  return /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(;|$)/i.test(contentType);
}

/** Maps the multipart plugin's and busboy's errors onto 400/413 answers. */
function uploadError(err: unknown): Error {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, 'error.tooLarge');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new BadRequestError('upload.tooManyParts', { field: 'file' });
  }
  // Anything else from the parser is a body we could not read: the client's fault.
  return new BadRequestError('upload.malformed');
}

export async function receiveUpload(req: FastifyRequest, opts: ReceiveOptions): Promise<ReceivedFile> {
  const noFile = opts.noFileKey ?? 'upload.noFile';
  const field = opts.field ?? 'file';
  if (!req.isMultipart() || !hasUsableBoundary(req.headers['content-type']))
    throw new BadRequestError('upload.malformed');
  const maxBytes = Math.min(opts.maxBytes, UPLOAD_HARD_MAX_BYTES);
  let buffer: Buffer | undefined;
  let filename = '';
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== field) {
          part.file.resume();
          throw new BadRequestError('upload.wrongField', { field });
        }
        buffer = await part.toBuffer();
        filename = part.filename ?? '';
        if (part.file.truncated) throw new AppError(413, 'error.tooLarge');
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (err) {
    throw uploadError(err);
  }
  refuseBadText(req, badTextFields(fields, 'body'));
  if (!buffer || buffer.length === 0) throw new BadRequestError(noFile);
  if (buffer.length > maxBytes) throw new AppError(413, 'error.tooLarge');
  const type = sniffType(buffer);
  if (!type || !opts.types.includes(type)) throw new BadRequestError(opts.badTypeKey ?? 'upload.badType');
  return { buffer, type, contentType: CONTENT_TYPES[type], fields, filename };
}
