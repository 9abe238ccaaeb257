/**
 * The SMS log (Jobs → SMS log): every SMS the system queued, as the send queue left it. Read
 * only; the recipient is masked on the way out (`+65****1234`), in the list and the export.
 */
import type { SmsLogListQuery, SmsLogRow } from '@shiftdesk/shared/api';
import { maskPhone, sgDate } from '@shiftdesk/shared/rules';
import ExcelJS from 'exceljs';
import { sgTime } from '../../../core/base/time';
import { iso } from '../../../core/data/caller';
import { defineList, filter } from '../../../core/lists/list-query';
import type { Db } from '../../../db/client';
import { wfSmsLog } from '../../../db/schema';

type LogDb = typeof wfSmsLog.$inferSelect;

const list = defineList<SmsLogListQuery, NonNullable<SmsLogListQuery['orderBy']>>({
  table: wfSmsLog,
  filters: {
    code: filter.exact(wfSmsLog.code),
    status: filter.exact(wfSmsLog.status),
    dateRange: filter.dateRange(wfSmsLog.createdAt),
    keyword: filter.contains(wfSmsLog.eventKey),
  },
  sort: {
    id: wfSmsLog.id,
    code: wfSmsLog.code,
    status: wfSmsLog.status,
    createdAt: wfSmsLog.createdAt,
    sentAt: wfSmsLog.sentAt,
  },
  defaultSort: 'createdAt',
  defaultDir: 'desc',
  tieBreak: wfSmsLog.id,
});

const logOut = (r: LogDb): SmsLogRow => ({
  id: r.id,
  code: r.code as SmsLogRow['code'],
  lang: r.lang as SmsLogRow['lang'],
  phone: maskPhone(r.phone),
  body: r.body,
  provider: r.provider,
  providerId: r.providerId,
  status: r.status as SmsLogRow['status'],
  attempts: r.attempts,
  error: r.error,
  eventKey: r.eventKey,
  createdAt: iso(r.createdAt),
  sentAt: r.sentAt ? iso(r.sentAt) : null,
});

/** The log is the office's, not a department's: everyone with the rule sees all of it. */
export function listSmsLogs(db: Db, q: SmsLogListQuery) {
  return list.run(db, q, wfSmsLog, { map: logOut });
}

const HEADERS = [
  'No.',
  'Code',
  'Language',
  'Phone',
  'Text',
  'Provider',
  'Provider id',
  'Status',
  'Attempts',
  'Error',
  'Event',
  'Queued at',
  'Sent at',
];

const at = (s: string | null) => (s ? `${sgDate(new Date(s))} ${sgTime(new Date(s))}` : '');

/** The list (its filters, every page up to 10,000 rows) as XLSX. */
export async function exportSmsLogs(db: Db, q: SmsLogListQuery): Promise<{ fileName: string; xlsx: Buffer }> {
  const { list: rows } = await listSmsLogs(db, { ...q, pageNum: 1, pageSize: 10_000 });
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('SMS log');
  ws.addRow(HEADERS).font = { bold: true };
  for (const r of rows)
    ws.addRow([
      r.id,
      r.code,
      r.lang,
      r.phone,
      r.body,
      r.provider,
      r.providerId ?? '',
      r.status,
      r.attempts,
      r.error,
      r.eventKey,
      at(r.createdAt),
      at(r.sentAt),
    ]);
  return { fileName: 'sms-log.xlsx', xlsx: Buffer.from(await wb.xlsx.writeBuffer()) };
}
