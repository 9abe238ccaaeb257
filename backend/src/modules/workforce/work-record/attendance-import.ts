/**
 * Attendance from a client's sign-in sheet (issue 28; DOMAIN.md "Work record", "Hours and pay").
 *
 * The sheet (`ATTENDANCE_IMPORT_COLUMNS`, template below): one row per worker and shift — the
 * worker's NRIC/FIN or phone, their name (informational), the shift's Singapore date (the date
 * the shift STARTED), clock in and clock out as HH:mm (an out earlier than the in is the next
 * morning), optional remarks. Every bad cell is a row error `{row, field, message}`; it never
 * stops the other rows.
 *
 * Matching: a row belongs to the worker's work record whose shift date is the row's date — the
 * shift the punch was assigned to, never another calendar day's (an overnight shift's clock-out
 * the next morning closes the shift that started on the date). Only records in the caller's data
 * scope are seen (`workRecordScope`). A record takes punches in the states the machine's
 * `adjust` accepts; another state is "not editable (state)" unless the sheet says what it
 * already holds. Loading is set-based: one query for the sheet's workers, one for their records
 * over the sheet's date span.
 *
 * Check answers per row change / same / error with the record's id and version, its punches now
 * and the sheet's, and the numbers the change would store (`previewEdit`, as the edit page's
 * preview, each worker's rows made together as the apply makes them). Apply sets the
 * chosen rows through `editPunches` (version-guarded, the worker's week computed again) in the
 * caller's one transaction: all or nothing.
 */
import {
  ATTENDANCE_IMPORT_COLUMNS,
  type AttendanceApplyBody,
  type AttendanceApplyResult,
  type AttendanceCellError,
  type AttendanceCheckResult,
  type AttendanceCheckRow,
  type AttendanceImportColumn,
  type WorkRecordStatus,
  workRecordMachine,
} from '@shiftdesk/shared/api';
import { maskNric, normalizeNric, normalizeSgPhone } from '@shiftdesk/shared/rules';
import { and, asc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import { AppError, BadRequestError, ValidationError } from '../../../core/base/errors';
import { type Lang, type MessageKey, type MessageParams, t } from '../../../core/base/i18n';
import { type Caller, iso } from '../../../core/data/caller';
import { stateLabel } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import { readSheet, type SheetRow, sheetTemplate } from '../../../core/files/workbook';
import { dataScopeFilter } from '../../../core/lists/data-scope';
import type { ListScope } from '../../../core/routes/crud-routes';
import { wfJob, wfWorker, wfWorkRecord } from '../../../db/schema';
import { editPunches, previewEdits } from './actions';
import { numbersOf, type WorkRecordDb, workRecordScope } from './service';

type Col = AttendanceImportColumn;
export type AttendanceSheetRow = SheetRow<Col>;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const SG_OFFSET_MS = 8 * 3_600_000;

/** The states whose punches staff may set (the machine's `adjust`). */
// A sheet never reopens a verified record: staff correct one by hand, with its own reason.
const ADJUSTABLE: readonly string[] = workRecordMachine.actions.adjust.from.filter((s) => s !== 'verified');

// ── The sheet ──

/** Header cells are matched loosely: case, spaces and punctuation do not matter; a few common names too. */
const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const HEADER_ALIASES: Record<string, Col> = {
  nricfin: 'nric',
  fin: 'nric',
  workernric: 'nric',
  workernricfin: 'nric',
  workerphone: 'phone',
  mobile: 'phone',
  name: 'workerName',
  worker: 'workerName',
  shiftdate: 'date',
  in: 'clockIn',
  timein: 'clockIn',
  out: 'clockOut',
  timeout: 'clockOut',
  remark: 'remarks',
};
export function attendanceHeader(text: string): Col | undefined {
  const k = squash(text);
  return ATTENDANCE_IMPORT_COLUMNS.find((c) => squash(c) === k) ?? HEADER_ALIASES[k];
}

/** A date cell as typed: the time of day for the clock columns (to the minute), the day otherwise. */
function dateCell(d: Date, column: Col): string {
  const rounded = new Date(Math.round(d.getTime() / MINUTE_MS) * MINUTE_MS).toISOString();
  return column === 'clockIn' || column === 'clockOut' ? rounded.slice(11, 16) : d.toISOString().slice(0, 10);
}

/** The uploaded sheet's rows; null when the file is no workbook. */
export function readAttendanceSheet(buf: Buffer): Promise<AttendanceSheetRow[] | null> {
  return readSheet(buf, { columns: ATTENDANCE_IMPORT_COLUMNS, header: attendanceHeader, dateText: dateCell });
}

const EXAMPLES: Record<Col, string>[] = [
  {
    nric: 'S1234567D',
    phone: '',
    workerName: 'Tan Ah Kow',
    date: '2026-03-02',
    clockIn: '08:58',
    clockOut: '18:05',
    remarks: '',
  },
  {
    nric: '',
    phone: '+6591234567',
    workerName: 'Siti Nurhaliza',
    date: '2026-03-02',
    clockIn: '21:55',
    clockOut: '06:03',
    remarks: 'Night shift: out the next morning',
  },
];

const NOTES: [string, string][] = [
  [
    'One worker and shift per row, from row 2; keep the header row.',
    '每行一名员工的一个班次，从第 2 行开始；请保留表头行。',
  ],
  [
    'nric or phone: one of them names the worker (NRIC/FIN, or a Singapore phone number). workerName is for reading only.',
    'nric 或 phone：填写其一以确定员工（NRIC/FIN 或新加坡电话号码）。workerName 仅供阅读。',
  ],
  [
    'date: the date the shift STARTED, YYYY-MM-DD or DD/MM/YYYY (Singapore).',
    'date：班次开始的日期，YYYY-MM-DD 或 DD/MM/YYYY（新加坡）。',
  ],
  [
    'clockIn, clockOut: 24-hour HH:mm, Singapore time. A clockOut earlier than clockIn is the next morning.',
    'clockIn、clockOut：24 小时制 HH:mm，新加坡时间。clockOut 早于 clockIn 表示次日早上。',
  ],
  ['remarks: optional.', 'remarks：选填。'],
  [
    'Each row is matched to the worker’s shift on that date; you see every change before anything is applied.',
    '每行按员工及日期匹配班次；应用前会显示所有变更。',
  ],
];

export function attendanceTemplate(): Promise<Buffer> {
  return sheetTemplate({ sheet: 'Attendance', columns: ATTENDANCE_IMPORT_COLUMNS, examples: EXAMPLES, notes: NOTES });
}

// ── Reading the cells ──

/** YYYY-MM-DD, DD/MM/YYYY (Singapore's order; also with - or .), or an Excel day number. */
export function parseSheetDate(text: string): string | null {
  if (/^\d{5}(\.0+)?$/.test(text))
    return new Date(Date.UTC(1899, 11, 30) + Number.parseInt(text, 10) * DAY_MS).toISOString().slice(0, 10);
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dmy = ymd ? null : /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (!ymd && !dmy) return null;
  const [y, m, d] = ymd
    ? [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])]
    : [Number(dmy?.[3]), Number(dmy?.[2]), Number(dmy?.[1])];
  const at = new Date(Date.UTC(y, m - 1, d));
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== m - 1 || at.getUTCDate() !== d) return null;
  return at.toISOString().slice(0, 10);
}

/** Minutes after midnight of `H:mm`, `HH:mm(:ss)`, `HHmm`, `h:mm am/pm`, or an Excel fraction of a day. */
export function parseSheetTime(text: string): number | null {
  const s = text.trim().toLowerCase();
  let hit = /^(\d{1,2})[:.](\d{2})(?::\d{2})?\s*(am|pm|a\.m\.|p\.m\.)?$/.exec(s) ?? /^(\d{1,2})(\d{2})$/.exec(s);
  if (hit) {
    let h = Number(hit[1]);
    const m = Number(hit[2]);
    const half = hit[3]?.[0];
    if (half) {
      if (h < 1 || h > 12) return null;
      h = (h % 12) + (half === 'p' ? 12 : 0);
    }
    return h < 24 && m < 60 ? h * 60 + m : null;
  }
  hit = /^0?\.\d+$/.exec(s);
  if (hit) return Math.round(Number(s) * 1440) % 1440;
  return null;
}

const hhmm = (min: number) => `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;

/** The instant of Singapore wall time `min` on `date` plus `days`. */
const sgAt = (date: string, min: number, days = 0) =>
  new Date(Date.parse(`${date}T00:00:00.000Z`) - SG_OFFSET_MS + days * DAY_MS + min * MINUTE_MS);

/**
 * The sheet's punches on the record's own shift: the in is the time on the shift's date, or on
 * the day before or after when that is nearer the scheduled start (a late in after midnight of a
 * shift that started the evening before); the out is the first such time after the in.
 */
function punchesFor(r: WorkRecordDb, inMin: number, outMin: number): { clockInAt: Date; clockOutAt: Date } {
  const start = r.scheduledStartAt.getTime();
  const clockInAt = [-1, 0, 1]
    .map((days) => sgAt(r.shiftDate, inMin, days))
    .reduce((a, b) => (Math.abs(b.getTime() - start) < Math.abs(a.getTime() - start) ? b : a));
  const ahead = (outMin - inMin + 1440) % 1440;
  return { clockInAt, clockOutAt: new Date(clockInAt.getTime() + ahead * MINUTE_MS) };
}

/** A stored punch as the sheet would write it (to the minute). */
const toMinute = (d: Date | null) => (d ? Math.floor(d.getTime() / MINUTE_MS) : null);

// ── Check ──

interface Parsed {
  row: number;
  errors: AttendanceCellError[];
  nric: string;
  phone: string;
  name: string;
  date: string | null;
  dateText: string;
  inMin: number | null;
  outMin: number | null;
  remarks: string;
}

function parseRow(lang: Lang, { row, raw }: AttendanceSheetRow): Parsed {
  const errors: AttendanceCellError[] = [];
  const err = (field: Col, key: MessageKey, params: MessageParams = {}) =>
    errors.push({ field, message: t(lang, key, { column: field, ...params }) });
  // A masked NRIC (as a timesheet prints it, `S****567D`) names nobody: the phone has to.
  const nric = raw.nric && !raw.nric.includes('*') ? normalizeNric(raw.nric) : '';
  const phone = raw.phone ? (normalizeSgPhone(raw.phone) ?? raw.phone.trim()) : '';
  if (!nric && !phone) err('nric', 'workRecord.attendanceNoWorkerKey');
  const date = raw.date ? parseSheetDate(raw.date) : null;
  if (!raw.date) err('date', 'workRecord.attendanceRequired');
  else if (!date) err('date', 'workRecord.attendanceBadDate');
  const time = (field: 'clockIn' | 'clockOut') => {
    const text = raw[field];
    if (!text) {
      err(field, 'workRecord.attendanceRequired');
      return null;
    }
    const min = parseSheetTime(text);
    if (min === null) err(field, 'workRecord.attendanceBadTime');
    return min;
  };
  const inMin = time('clockIn');
  const outMin = time('clockOut');
  if (inMin !== null && outMin !== null && inMin === outMin) err('clockOut', 'workRecord.attendanceSameTimes');
  return {
    row,
    errors,
    nric,
    phone,
    name: (raw.workerName ?? '').slice(0, 200),
    date,
    dateText: date ?? (raw.date ?? '').slice(0, 40),
    inMin,
    outMin,
    remarks: (raw.remarks ?? '').slice(0, 500),
  };
}

type Worker = { id: number; name: string; nric: string; phone: string };
type Matched = { r: WorkRecordDb; jobCode: string };

/** The row's punches errors from the edit's own checks (a 400 naming clockInAt / clockOutAt). */
function previewErrors(lang: Lang, e: unknown): AttendanceCellError[] {
  if (e instanceof ValidationError) {
    const list = (e.data as { errors: { field: string; message: string }[] }).errors;
    return list.map((x) => ({ field: x.field.endsWith('clockOutAt') ? 'clockOut' : 'clockIn', message: x.message }));
  }
  if (e instanceof AppError) return [{ field: 'clockIn', message: t(lang, e.messageKey as MessageKey, e.params) }];
  throw e;
}

export async function checkAttendance(
  tx: Tx,
  caller: Caller,
  sheet: readonly AttendanceSheetRow[],
  scope: ListScope,
  fileName: string,
): Promise<AttendanceCheckResult> {
  const lang = caller.lang;
  const parsed = sheet.map((r) => parseRow(lang, r));

  // The sheet's workers: one query by every NRIC and phone it names.
  const nrics = [...new Set(parsed.map((p) => p.nric).filter(Boolean))];
  const phones = [...new Set(parsed.map((p) => p.phone).filter(Boolean))];
  const workers: Worker[] =
    nrics.length || phones.length
      ? await tx
          .select({ id: wfWorker.id, name: wfWorker.name, nric: wfWorker.nric, phone: wfWorker.phone })
          .from(wfWorker)
          .where(
            or(
              nrics.length ? inArray(wfWorker.nric, nrics) : undefined,
              phones.length ? inArray(wfWorker.phone, phones) : undefined,
            ),
          )
      : [];
  const byNric = new Map(workers.map((w) => [w.nric, w]));
  const byPhone = new Map(workers.map((w) => [w.phone, w]));
  const workerOf = new Map<number, Worker>();
  for (const p of parsed) {
    if (!p.nric && !p.phone) continue;
    const n = p.nric ? byNric.get(p.nric) : undefined;
    const ph = p.phone ? byPhone.get(p.phone) : undefined;
    if (p.nric && !n)
      p.errors.push({
        field: 'nric',
        message: t(lang, 'workRecord.attendanceUnknownNric', { nric: maskNric(p.nric) }),
      });
    else if (!p.nric && !ph)
      p.errors.push({ field: 'phone', message: t(lang, 'workRecord.attendanceUnknownPhone', { phone: p.phone }) });
    else if (n && ph && n.id !== ph.id)
      p.errors.push({
        field: 'phone',
        message: t(lang, 'workRecord.attendanceOtherWorker', { id: ph.id, name: ph.name }),
      });
    else workerOf.set(p.row, (n ?? ph) as Worker);
  }

  // Their records over the sheet's dates, in the caller's data scope: one query.
  const keyed = parsed.filter((p) => p.date && workerOf.has(p.row));
  const records = new Map<string, Matched[]>();
  if (keyed.length) {
    const dates = keyed.map((p) => p.date as string).sort();
    const ids = [...new Set(keyed.map((p) => (workerOf.get(p.row) as Worker).id))];
    const rows = await tx
      .select({ r: wfWorkRecord, jobCode: wfJob.code })
      .from(wfWorkRecord)
      .innerJoin(wfJob, eq(wfJob.id, wfWorkRecord.jobId))
      .where(
        and(
          inArray(wfWorkRecord.workerId, ids),
          gte(wfWorkRecord.shiftDate, dates[0]),
          lte(wfWorkRecord.shiftDate, dates[dates.length - 1]),
          dataScopeFilter(scope.access, scope.user, workRecordScope.columns),
        ),
      )
      .orderBy(asc(wfWorkRecord.scheduledStartAt), asc(wfWorkRecord.id));
    for (const m of rows) {
      const k = `${m.r.workerId}|${m.r.shiftDate}`;
      records.set(k, [...(records.get(k) ?? []), m]);
    }
  }

  const claimed = new Map<number, number>();
  const out: AttendanceCheckRow[] = [];
  const changes: { base: AttendanceCheckRow; errors: AttendanceCellError[] }[] = [];
  for (const p of parsed) {
    const w = workerOf.get(p.row);
    const base: AttendanceCheckRow = {
      row: p.row,
      status: 'error',
      errors: p.errors,
      workerId: w?.id ?? null,
      workerName: w?.name ?? p.name,
      date: p.dateText,
      sheetIn: p.inMin === null ? '' : hhmm(p.inMin),
      sheetOut: p.outMin === null ? '' : hhmm(p.outMin),
      remarks: p.remarks,
      id: null,
      version: null,
      recordStatus: null,
      jobCode: '',
      scheduledStartAt: null,
      scheduledEndAt: null,
      clockInAt: null,
      clockOutAt: null,
      newClockInAt: null,
      newClockOutAt: null,
      now: null,
      after: null,
    };
    out.push(base);
    if (!w || !p.date) continue;

    const all = records.get(`${w.id}|${p.date}`) ?? [];
    const editable = all.filter((m) => ADJUSTABLE.includes(m.r.status));
    // A cancelled or closed shift beside a live one on the same day does not make the row ambiguous.
    const pick = editable.length ? editable : all;
    if (!pick.length) {
      p.errors.push({
        field: 'date',
        message: t(lang, 'workRecord.attendanceNoShift', { name: w.name, date: p.date }),
      });
      continue;
    }
    if (pick.length > 1) {
      const ids = pick.map((m) => m.r.id).join(', #');
      p.errors.push({
        field: 'date',
        message: t(lang, 'workRecord.attendanceTwoShifts', { name: w.name, date: p.date, count: pick.length, ids }),
      });
      continue;
    }
    const { r, jobCode } = pick[0];
    Object.assign(base, {
      id: r.id,
      version: r.version,
      recordStatus: r.status as WorkRecordStatus,
      jobCode,
      scheduledStartAt: iso(r.scheduledStartAt),
      scheduledEndAt: iso(r.scheduledEndAt),
      clockInAt: r.clockInAt ? iso(r.clockInAt) : null,
      clockOutAt: r.clockOutAt ? iso(r.clockOutAt) : null,
      now: numbersOf(r),
    });
    const other = claimed.get(r.id);
    if (other !== undefined) {
      p.errors.push({ field: 'date', message: t(lang, 'workRecord.attendanceRepeats', { other }) });
      continue;
    }
    claimed.set(r.id, p.row);
    if (p.errors.length || p.inMin === null || p.outMin === null) continue;

    const punches = punchesFor(r, p.inMin, p.outMin);
    base.newClockInAt = iso(punches.clockInAt);
    base.newClockOutAt = iso(punches.clockOutAt);
    const same =
      toMinute(r.clockInAt) === toMinute(punches.clockInAt) && toMinute(r.clockOutAt) === toMinute(punches.clockOutAt);
    if (same) {
      base.status = 'same';
      continue;
    }
    if (!editable.length) {
      p.errors.push({
        field: 'date',
        message: t(lang, 'workRecord.attendanceNotEditable', { id: r.id, state: stateLabel(r.status) }),
      });
      continue;
    }
    changes.push({ base, errors: p.errors });
  }

  // The changes' numbers, made together: two rows in one week of a worker share its overtime.
  const previews = await previewEdits(
    tx,
    caller,
    changes.map(({ base }) => ({
      id: base.id as number,
      clockInAt: base.newClockInAt as string,
      clockOutAt: base.newClockOutAt as string,
    })),
  );
  for (const { base, errors } of changes) {
    const got = previews.get(base.id as number);
    if (got && 'numbers' in got) {
      base.after = got.numbers;
      base.status = 'change';
    } else errors.push(...previewErrors(lang, got?.error));
  }

  const counts = { change: 0, same: 0, error: 0 };
  for (const r of out) counts[r.status]++;
  return {
    fileName,
    reason: defaultReason(lang, fileName),
    rows: out,
    counts,
  };
}

const defaultReason = (lang: Lang, fileName: string) =>
  t(lang, 'workRecord.attendanceReason', { file: fileName }).trim().slice(0, 500);

// ── Apply ──

/** The chosen rows' punches set with the reason, in id order, in the caller's transaction (all or nothing). */
export async function applyAttendance(
  tx: Tx,
  caller: Caller,
  body: AttendanceApplyBody,
): Promise<AttendanceApplyResult> {
  const seen = new Set<number>();
  for (const r of body.rows) {
    if (seen.has(r.id)) throw new BadRequestError('workRecord.attendanceDuplicateIds', { id: r.id });
    seen.add(r.id);
  }
  const reason = body.reason?.trim() || defaultReason(caller.lang, body.fileName ?? '');
  for (const r of [...body.rows].sort((a, b) => a.id - b.id)) {
    await editPunches(tx, caller, {
      id: r.id,
      clockInAt: r.clockInAt,
      clockOutAt: r.clockOutAt,
      version: r.version,
      reason,
    });
  }
  return { count: body.rows.length, ids: body.rows.map((r) => r.id) };
}
