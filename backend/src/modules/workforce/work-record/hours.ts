/**
 * The hours and amounts of a worker's records, computed by the rules library and stored. OT
 * beyond the weekly normal hours depends on every other record of the worker's ISO week, so a
 * change to one record computes the whole week again in the same transaction (`recomputeWeeks`),
 * in start order: a credited or paid record, or one on a timesheet the client has, keeps its
 * numbers but still comes first in its week; records without both punches, rejected, cancelled
 * or no-show ones count for nothing.
 */
import { TIMESHEET_OPEN, type WorkRecordNumbers } from '@shiftdesk/shared/api';
import {
  computeWorkerShifts,
  isoWeek,
  isoWeekDates,
  type ShiftResult,
  type WorkerShift,
  type WorkPolicy,
} from '@shiftdesk/shared/rules';
import { and, asc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { iso } from '../../../core/data/caller';
import type { Tx } from '../../../core/data/unit-of-work';
import { wfJob, wfTimesheet, wfWorkRecord } from '../../../db/schema';
import type { WorkRecordDb } from './service';

/** States whose punches are computed again when their week changes. */
const COMPUTED = new Set(['clocked_out', 'pending_verification', 'verified']);
/** States whose numbers are final (money has moved) but still count in their week. */
const FIXED = new Set(['credited', 'paid', 'disputed']);

type Loaded = {
  r: WorkRecordDb;
  policy: WorkPolicy;
  payRate: number;
  billRate: number;
  publicHoliday: boolean;
  /** On a timesheet the client has (sent, answered, invoiced): its numbers are the ones sent. */
  held: boolean;
};

/**
 * Whether a record keeps its numbers while its week is computed again (it still counts in it);
 * one being edited (or its correction previewed) is computed with its new punches.
 */
const keepsNumbers = (l: Loaded, status: string, edited = false) =>
  FIXED.has(status) || (!edited && l.held && COMPUTED.has(status));

export type Punches = Pick<
  WorkRecordDb,
  'clockInAt' | 'clockOutAt' | 'earlyStartApproved' | 'overtimeApproved' | 'sentHomeEarly'
>;

/** The worker's records of these ISO weeks with their jobs' terms, locked, in start order. */
async function loadWeeks(tx: Tx, workerId: number, weeks: readonly string[]): Promise<Loaded[]> {
  const ranges = weeks.map((w) => {
    const days = isoWeekDates(w);
    return and(sql`${wfWorkRecord.shiftDate} >= ${days[0]}`, sql`${wfWorkRecord.shiftDate} <= ${days[6]}`) as SQL;
  });
  const rows = await tx
    .select({
      r: wfWorkRecord,
      policy: wfJob.policy,
      payRate: wfJob.payRate,
      billRate: wfJob.billRate,
      publicHoliday: wfJob.publicHoliday,
      held: sql<boolean>`coalesce(${notInArray(wfTimesheet.status, [...TIMESHEET_OPEN])}, false)`,
    })
    .from(wfWorkRecord)
    .innerJoin(wfJob, eq(wfJob.id, wfWorkRecord.jobId))
    .leftJoin(wfTimesheet, eq(wfTimesheet.id, wfWorkRecord.timesheetId))
    .where(and(eq(wfWorkRecord.workerId, workerId), or(...ranges)))
    .orderBy(asc(wfWorkRecord.scheduledStartAt), asc(wfWorkRecord.id))
    .for('update', { of: wfWorkRecord });
  return rows as Loaded[];
}

function shiftOf(l: Loaded, p: Punches): WorkerShift | null {
  if (!p.clockInAt || !p.clockOutAt) return null;
  return {
    policy: l.policy,
    input: {
      scheduledStartAt: iso(l.r.scheduledStartAt),
      scheduledEndAt: iso(l.r.scheduledEndAt),
      clockInAt: iso(p.clockInAt),
      clockOutAt: iso(p.clockOutAt),
      breakMinutes: l.r.breakMinutes,
      breakPaid: l.r.breakPaid,
      earlyStartApproved: p.earlyStartApproved,
      overtimeApproved: p.overtimeApproved,
      sentHomeEarly: p.sentHomeEarly,
      payRateCents: l.payRate,
      billRateCents: l.billRate,
      publicHoliday: l.publicHoliday,
    },
  };
}

export function numbersFrom(s: ShiftResult | null): WorkRecordNumbers {
  return {
    rawMinutes: s?.rawMinutes ?? 0,
    payMinutes: s?.payMinutes ?? 0,
    billMinutes: s?.billMinutes ?? 0,
    normalMinutes: s?.normalMinutes ?? 0,
    otMinutes: s?.otMinutes ?? 0,
    billNormalMinutes: s?.billNormalMinutes ?? 0,
    billOtMinutes: s?.billOtMinutes ?? 0,
    phMinutes: s?.phMinutes ?? 0,
    sentHomePayMinutes: s?.sentHomePayMinutes ?? 0,
    sentHomeBillMinutes: s?.sentHomeBillMinutes ?? 0,
    // Only a cancelled record has it, and a cancelled record is never computed.
    cancellationPayMinutes: 0,
    lateMinutes: s?.lateMinutes ?? 0,
    earlyLeaveMinutes: s?.earlyLeaveMinutes ?? 0,
    payAmount: s?.payAmount ?? 0,
    billAmount: s?.billAmount ?? 0,
  };
}

/**
 * Computes the weeks with `overrides`' punches on their records (edits, or their preview) and
 * answers every computed record's numbers by id.
 */
async function computeWeeks(
  tx: Tx,
  workerId: number,
  weeks: readonly string[],
  overrides?: ReadonlyMap<number, Punches>,
): Promise<{ loaded: Loaded[]; numbers: Map<number, WorkRecordNumbers> }> {
  const loaded = await loadWeeks(tx, workerId, weeks);
  const shifts: WorkerShift[] = [];
  const ids: number[] = [];
  for (const l of loaded) {
    const edited = overrides?.get(l.r.id);
    const punches = edited ?? l.r;
    // An edit moves the record to pending verification (the machine's adjust).
    const status = edited ? 'pending_verification' : l.r.status;
    if (!COMPUTED.has(status) && !FIXED.has(status)) continue;
    const shift = shiftOf(l, punches);
    if (!shift) continue;
    if (keepsNumbers(l, status, Boolean(edited))) {
      shift.fixed = {
        shiftDate: l.r.shiftDate,
        payMinutes: l.r.payMinutes,
        billMinutes: l.r.billMinutes,
        normalMinutes: l.r.normalMinutes,
        billNormalMinutes: l.r.billNormalMinutes,
      };
    }
    shifts.push(shift);
    ids.push(l.r.id);
  }
  const results = computeWorkerShifts(shifts);
  const numbers = new Map<number, WorkRecordNumbers>();
  results.forEach((r, i) => {
    if (r) numbers.set(ids[i], numbersFrom(r));
  });
  return { loaded, numbers };
}

/** What an edit of one record's punches would store on it, nothing written. */
export async function previewNumbers(tx: Tx, record: WorkRecordDb, punches: Punches): Promise<WorkRecordNumbers> {
  return (await previewWorkerEdits(tx, record.workerId, [{ record, punches }])).get(record.id) ?? numbersFrom(null);
}

/**
 * What several edits of one worker's records would store on each, made together as an apply
 * makes them (two shifts of one week share its overtime), nothing written.
 */
export async function previewWorkerEdits(
  tx: Tx,
  workerId: number,
  edits: readonly { record: WorkRecordDb; punches: Punches }[],
): Promise<Map<number, WorkRecordNumbers>> {
  const weeks = [...new Set(edits.map((e) => isoWeek(e.record.shiftDate)))];
  const { numbers } = await computeWeeks(tx, workerId, weeks, new Map(edits.map((e) => [e.record.id, e.punches])));
  return numbers;
}

/**
 * Computes the worker's weeks again and stores every record whose numbers changed (its version
 * bumped: a screen showing the old numbers must read them again). Answers the ids changed.
 */
export async function recomputeWeeks(tx: Tx, workerId: number, shiftDates: readonly string[]): Promise<number[]> {
  const weeks = [...new Set(shiftDates.map(isoWeek))];
  const { loaded, numbers } = await computeWeeks(tx, workerId, weeks);
  const changed: number[] = [];
  for (const l of loaded) {
    const n = numbers.get(l.r.id);
    if (!n || keepsNumbers(l, l.r.status)) continue;
    const same = (Object.keys(n) as (keyof WorkRecordNumbers)[]).every((k) => Number(l.r[k]) === n[k]);
    if (same) continue;
    await tx
      .update(wfWorkRecord)
      .set({ ...n, version: sql`${wfWorkRecord.version} + 1`, updatedAt: new Date() })
      .where(eq(wfWorkRecord.id, l.r.id));
    changed.push(l.r.id);
  }
  return changed;
}

/** Records are grouped by worker for recomputing: one pass per worker and their weeks. */
export async function recomputeFor(tx: Tx, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const rows = await tx
    .select({ workerId: wfWorkRecord.workerId, shiftDate: wfWorkRecord.shiftDate })
    .from(wfWorkRecord)
    .where(inArray(wfWorkRecord.id, [...ids]));
  const byWorker = new Map<number, string[]>();
  for (const r of rows) byWorker.set(r.workerId, [...(byWorker.get(r.workerId) ?? []), r.shiftDate]);
  for (const [workerId, dates] of byWorker) await recomputeWeeks(tx, workerId, dates);
}
