/**
 * Timesheet documents (DOMAIN.md "Timesheet": exports PDF and XLSX): one timesheet as a file,
 * several as a zip of one file each, named by the timesheet number.
 */
import { zipSync } from 'fflate';
import type { Storage } from '../../../core/files/storage';
import type { Db } from '../../../db/client';
import { loadSheet } from './document-data';
import { sheetPdf } from './document-pdf';
import { sheetXlsx } from './document-xlsx';

export { timesheetLayout } from './document-data';

export type TimesheetFormat = 'pdf' | 'xlsx';

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
} as const;

export async function timesheetPdf(db: Db, storage: Storage, id: number): Promise<Buffer> {
  return sheetPdf(await loadSheet(db, id), storage);
}

export async function timesheetXlsx(db: Db, id: number): Promise<Buffer> {
  return sheetXlsx(await loadSheet(db, id));
}

export interface TimesheetFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

export async function timesheetDocuments(
  db: Db,
  storage: Storage,
  ids: readonly number[],
  format: TimesheetFormat,
): Promise<TimesheetFile> {
  const files: { name: string; body: Buffer }[] = [];
  // One at a time: each document is built whole in memory, so a batch of 100 in parallel
  // would hold a hundred half-built ones.
  for (const id of [...new Set(ids)]) {
    const sheet = await loadSheet(db, id);
    const body = format === 'pdf' ? await sheetPdf(sheet, storage) : await sheetXlsx(sheet);
    files.push({ name: `${sheet.head.number}.${format}`, body });
  }
  if (files.length === 1) return { filename: files[0].name, contentType: CONTENT_TYPES[format], body: files[0].body };
  // Both formats are compressed already: stored as they are.
  const zip = zipSync(Object.fromEntries(files.map((f) => [f.name, new Uint8Array(f.body)])), { level: 0 });
  return { filename: `timesheets-${files.length}.zip`, contentType: CONTENT_TYPES.zip, body: Buffer.from(zip) };
}
