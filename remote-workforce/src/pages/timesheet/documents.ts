/** A timesheet's PDF or XLSX, or a zip of several, fetched with the session and saved. */
import { downloadBlob, request } from '@shiftdesk/shared';
import { TimesheetApi } from '@shiftdesk/shared/api';

export type DocumentFormat = 'pdf' | 'xlsx';

/** The server names the file (`TS-2026-000001.pdf`, `timesheets-3.zip`); this is the fallback. */
export async function downloadTimesheets(ids: readonly number[], format: DocumentFormat, fallbackName: string) {
  const blob = await request.get<unknown, Blob>(TimesheetApi.url.export, {
    params: { ids, format },
    responseType: 'blob',
  });
  downloadBlob(blob, ids.length > 1 ? `${fallbackName}.zip` : `${fallbackName}.${format}`);
}
