/**
 * The two requests of every spreadsheet import: fetch its template and save it, and send one
 * XLSX file (multipart, the page's language, a long timeout: the server reads the whole sheet).
 * The import dialog and pages with their own review step (the attendance sheet) share them.
 */
import { api, request } from '../http/request';
import { downloadBlob } from './exportXlsx';
import { langHeaders } from './feedback';

export async function downloadTemplate(url: string, fileName: string): Promise<void> {
  downloadBlob(await request.get<unknown, Blob>(url, { responseType: 'blob' }), fileName);
}

/** POSTs the file as `file`; errors are the caller's to show (silent). */
export function uploadSheet<T>(url: string, file: File): Promise<T> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post<T>(url, body, {
    silent: true,
    headers: { ...langHeaders(), 'Content-Type': 'multipart/form-data' },
    timeout: 300_000,
  });
}
