/**
 * What the client was sent, row by row (`wf_timesheet.sent_rows`), and what a re-send changed.
 *
 * The column keeps the rows of the last send keyed by record id, each with the values the
 * client sees. A re-send also keeps, on each row that changed, its values before (`was.*`) and
 * the rows that left the timesheet (marked `change: removed`): the last changes are read from
 * that one column, with no history table. `#meta` counts the sends, so a first send (everything
 * new) is told apart from a re-send that changed nothing.
 */
import type { TimesheetChanges, TimesheetRowChange, TimesheetSentValues, WorkRecordRow } from '@shiftdesk/shared/api';

type Cell = string | number | null;
export type StoredRows = Record<string, Record<string, Cell>>;
/** Record id → the row as sent */
export type SentRows = Record<string, SentRow>;

export interface SentRow extends TimesheetSentValues {
  workerName: string;
  shiftDate: string;
}

const VALUES = [
  'clockInAt',
  'clockOutAt',
  'breakMinutes',
  'billMinutes',
  'otMinutes',
  'phMinutes',
  'billAmount',
] as const;
const META = '#meta';
const WAS = 'was.';

export function sentRowOf(r: WorkRecordRow): SentRow {
  return {
    workerName: r.workerName,
    shiftDate: r.shiftDate,
    clockInAt: r.clockInAt,
    clockOutAt: r.clockOutAt,
    breakMinutes: r.breakMinutes,
    billMinutes: r.billMinutes,
    otMinutes: r.otMinutes,
    phMinutes: r.phMinutes,
    billAmount: r.billAmount,
  };
}

const valuesOf = (r: Record<string, Cell>): TimesheetSentValues =>
  Object.fromEntries(VALUES.map((k) => [k, r[k] ?? null])) as TimesheetSentValues;

const same = (a: TimesheetSentValues, b: TimesheetSentValues) => VALUES.every((k) => a[k] === b[k]);

function change(id: string, row: SentRow, before: TimesheetSentValues | null, after: TimesheetSentValues | null) {
  return { workRecordId: Number(id), workerName: row.workerName, shiftDate: row.shiftDate, before, after };
}

const byDateThenId = (a: TimesheetRowChange, b: TimesheetRowChange) =>
  a.shiftDate.localeCompare(b.shiftDate) || a.workRecordId - b.workRecordId;

/** Rows added, removed and changed (hours, punches, amounts) from `previous` to `current`. */
export function sentDiff(previous: SentRows, current: SentRows): TimesheetChanges {
  const out: TimesheetChanges = { added: [], removed: [], changed: [] };
  for (const [id, row] of Object.entries(current)) {
    const was = previous[id];
    if (!was) out.added.push(change(id, row, null, valuesOf(row as never)));
    else if (!same(valuesOf(was as never), valuesOf(row as never)))
      out.changed.push(change(id, row, valuesOf(was as never), valuesOf(row as never)));
  }
  for (const [id, row] of Object.entries(previous))
    if (!current[id]) out.removed.push(change(id, row, valuesOf(row as never), null));
  out.added.sort(byDateThenId);
  out.removed.sort(byDateThenId);
  out.changed.sort(byDateThenId);
  return out;
}

/** The rows of the last send (without the kept differences). */
export function currentOf(stored: StoredRows | null): SentRows {
  const out: SentRows = {};
  for (const [id, r] of Object.entries(stored ?? {})) {
    if (id === META || r.change === 'removed') continue;
    out[id] = {
      workerName: String(r.workerName ?? ''),
      shiftDate: String(r.shiftDate ?? ''),
      ...valuesOf(r),
    };
  }
  return out;
}

/** What to store on a send: the rows sent now, with the differences from the send before. */
export function storeSend(
  stored: StoredRows | null,
  current: SentRows,
): { stored: StoredRows; changes: TimesheetChanges | null } {
  const sends = Number(stored?.[META]?.sends ?? 0) + 1;
  const changes = sends > 1 ? sentDiff(currentOf(stored), current) : null;
  const out: StoredRows = { [META]: { sends } };
  for (const [id, row] of Object.entries(current)) out[id] = { ...row };
  for (const c of changes?.changed ?? []) {
    const r = out[String(c.workRecordId)];
    r.change = 'changed';
    for (const k of VALUES) r[WAS + k] = c.before?.[k] ?? null;
  }
  for (const c of changes?.added ?? []) out[String(c.workRecordId)].change = 'added';
  for (const c of changes?.removed ?? [])
    out[String(c.workRecordId)] = {
      workerName: c.workerName,
      shiftDate: c.shiftDate,
      ...c.before,
      change: 'removed',
    };
  return { stored: out, changes };
}

/** The differences the last send made (null before a re-send). */
export function changesOf(stored: StoredRows | null): TimesheetChanges | null {
  if (!stored || Number(stored[META]?.sends ?? 0) < 2) return null;
  const out: TimesheetChanges = { added: [], removed: [], changed: [] };
  for (const [id, r] of Object.entries(stored)) {
    if (id === META) continue;
    const row = { workerName: String(r.workerName ?? ''), shiftDate: String(r.shiftDate ?? '') } as SentRow;
    const before = Object.fromEntries(VALUES.map((k) => [k, r[WAS + k] ?? null])) as TimesheetSentValues;
    if (r.change === 'added') out.added.push(change(id, row, null, valuesOf(r)));
    else if (r.change === 'removed') out.removed.push(change(id, row, valuesOf(r), null));
    else if (r.change === 'changed') out.changed.push(change(id, row, before, valuesOf(r)));
  }
  out.added.sort(byDateThenId);
  out.removed.sort(byDateThenId);
  out.changed.sort(byDateThenId);
  return out;
}
