/**
 * A payroll month's files, fetched with the session as the invoice PDF is and saved from the blob:
 * a payslip (or a contractor's statement) as PDF, all of them as ZIP, the bank file as CSV and
 * the CPF summary as XLSX. A refusal arrives as a blob of its JSON envelope: its message is shown.
 */
import { ApiError, downloadBlob, getUiFeedback, i18n, request } from '@shiftdesk/shared';
import { PayrollApi } from '@shiftdesk/shared/api';
import { NS } from '../../i18n';

export type PayrollDocument = 'payslip' | 'payslips' | 'bankFile' | 'cpfSummary';

export const EXTENSION: Record<PayrollDocument, string> = {
  payslip: 'pdf',
  payslips: 'zip',
  bankFile: 'csv',
  cpfSummary: 'xlsx',
};

/** The server's message of a refusal, which a blob request receives as a blob of its envelope. */
export async function refusalOf(e: unknown): Promise<string> {
  if (!(e instanceof ApiError)) return String(e);
  if (typeof Blob !== 'undefined' && e.data instanceof Blob) {
    try {
      const body = JSON.parse(await e.data.text()) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) return body.message;
    } catch {
      // Not an envelope: the transport's message stands.
    }
  }
  return e.message;
}

export const fetchPayrollDocument = (kind: PayrollDocument, id: number) =>
  request.get<unknown, Blob>(PayrollApi.url[kind], { params: { id }, responseType: 'blob', silent: true });

/** Downloads `kind` of the record `id` (a detail's id for a payslip, else the month's) as `<name>.<ext>`. */
export async function downloadPayrollDocument(kind: PayrollDocument, id: number, name: string) {
  try {
    downloadBlob(await fetchPayrollDocument(kind, id), `${name}.${EXTENSION[kind]}`);
  } catch (e) {
    if (e instanceof ApiError && e.code === 401) return;
    const message = await refusalOf(e);
    getUiFeedback().message.error(i18n.t(`${NS}:payroll.documents.failed`, { message }));
  }
}

/** The file names: `payslips-2026-11`, `payslip-2026-11-tan-mei-ling`. */
export const fileName = (kind: string, month: string, who?: string) =>
  [
    kind,
    month,
    who
      ?.trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, ''),
  ]
    .filter(Boolean)
    .join('-');
