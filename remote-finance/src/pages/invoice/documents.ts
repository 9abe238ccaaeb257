/** An invoice's PDF or InvoiceNow (Peppol UBL) XML, fetched with the session. */
import { downloadBlob, request } from '@shiftdesk/shared';
import { InvoiceApi } from '@shiftdesk/shared/api';

export type InvoiceDocument = 'pdf' | 'xml';

export const fetchInvoiceDocument = (id: number, format: InvoiceDocument) =>
  request.get<unknown, Blob>(InvoiceApi.url[format], { params: { id }, responseType: 'blob' });

/** The server names the file; `name` (the number, or `invoice-<id>` for a draft) is the fallback. */
export async function downloadInvoice(id: number, format: InvoiceDocument, name: string) {
  downloadBlob(await fetchInvoiceDocument(id, format), `${name}.${format}`);
}

export const fileNameOf = (r: { id: number; number: string | null }) => r.number ?? `invoice-${r.id}`;
