/**
 * What staff and the clock do to work records (golden path steps 11–12): staff set punches with
 * a reason (`editPunches`, guarded by the version read), verify in bulk (all or nothing; refused
 * for missing punches), reject, cancel (a worker's cancel is a credit event, late or early by its
 * notice), excuse a no-show (its penalty reversed). The no-show sweep marks records nobody
 * clocked into by start + the policy's no-show minutes. Each change computes the worker's week
 * again (`hours.ts`) and keeps the job's fill (`refreshFill`).
 */
import {
  type WorkRecordCancelBody,
  type WorkRecordEditBody,
  type WorkRecordNumbers,
  type WorkRecordPreviewBody,
  type WorkRecordVerified,
  workRecordMachine,
} from '@shiftdesk/shared/api';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { type Actor, SYSTEM_ACTOR } from '../../../core/data/audit-trail';
import { type Caller, fieldError, SYSTEM_CALLER } from '../../../core/data/caller';
import { ConflictError, NotFoundError } from '../../../core/base/errors';
import { transition, transitionMany } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import { wfCreditEvent, wfJob, wfWorkRecord } from '../../../db/schema';
import { recordCreditEvent, reverseCreditEvents } from '../credit-event/service';
import { cancelBookingsOfRecords } from '../booking/follow';
import { payClientCancellation } from './cancellation-pay';
import { bookingParams } from '../booking/params';
import { promoteWaitlist } from '../booking/waitlist';
import { refreshFill } from '../job/service';
import { assertRecordsOpen } from '../timesheet/service';
import { numbersFrom, previewNumbers, previewWorkerEdits, type Punches, recomputeWeeks } from './hours';
import { numbersOf, type WorkRecordDb } from './service';
import { queueNoShowWarnings } from '../sms/reminders';

/** A punch may be at most this far from its shift: it belongs to that shift, not to another day's. */
const PUNCH_SLACK_MS = 12 * 60 * 60 * 1000;

async function lockRecord(tx: Tx, id: number): Promise<WorkRecordDb> {
  const [r] = await tx.select().from(wfWorkRecord).where(eq(wfWorkRecord.id, id)).for('update');
  if (!r) throw new NotFoundError('workRecord.notFound');
  return r;
}

function assertVersion(r: WorkRecordDb, version: number | undefined) {
  if (version !== undefined && version !== r.version) throw new ConflictError('workRecord.changed', { id: r.id });
}

/**
 * The punches of a form, checked against the record's own shift: out after in, and both within
 * 12 hours of the scheduled span. A punch is matched to the shift it was assigned to, never by
 * calendar date: an overnight shift's clock-out the next morning closes this shift.
 */
export function punchesOf(caller: Caller, r: WorkRecordDb, b: WorkRecordPreviewBody): Punches {
  const clockInAt = new Date(b.clockInAt);
  const clockOutAt = new Date(b.clockOutAt);
  if (!(clockOutAt > clockInAt)) throw fieldError(caller.lang, 'clockOutAt', 'workRecord.outBeforeIn');
  const from = r.scheduledStartAt.getTime() - PUNCH_SLACK_MS;
  const to = r.scheduledEndAt.getTime() + PUNCH_SLACK_MS;
  if (clockInAt.getTime() < from || clockInAt.getTime() > to)
    throw fieldError(caller.lang, 'clockInAt', 'workRecord.punchOutsideShift');
  if (clockOutAt.getTime() < from || clockOutAt.getTime() > to)
    throw fieldError(caller.lang, 'clockOutAt', 'workRecord.punchOutsideShift');
  return {
    clockInAt,
    clockOutAt,
    earlyStartApproved: b.earlyStartApproved ?? r.earlyStartApproved,
    overtimeApproved: b.overtimeApproved ?? r.overtimeApproved,
    sentHomeEarly: b.sentHomeEarly ?? r.sentHomeEarly,
  };
}

export async function previewEdit(tx: Tx, caller: Caller, b: WorkRecordPreviewBody): Promise<WorkRecordNumbers> {
  const r = await lockRecord(tx, b.id);
  return previewNumbers(tx, r, punchesOf(caller, r, b));
}

/**
 * The numbers of several edits made together (an attendance sheet's rows): each worker's weeks
 * computed once with all of that worker's edits, as applying them all stores. An edit whose
 * punches are refused answers its error and is left out of the others' numbers.
 */
export async function previewEdits(
  tx: Tx,
  caller: Caller,
  bodies: readonly WorkRecordPreviewBody[],
): Promise<Map<number, { numbers: WorkRecordNumbers } | { error: unknown }>> {
  const out = new Map<number, { numbers: WorkRecordNumbers } | { error: unknown }>();
  const byWorker = new Map<number, { record: WorkRecordDb; punches: Punches }[]>();
  // Locked in id order, as an apply locks them.
  for (const b of [...bodies].sort((x, y) => x.id - y.id)) {
    try {
      const record = await lockRecord(tx, b.id);
      const edit = { record, punches: punchesOf(caller, record, b) };
      byWorker.set(record.workerId, [...(byWorker.get(record.workerId) ?? []), edit]);
    } catch (error) {
      out.set(b.id, { error });
    }
  }
  for (const [workerId, edits] of byWorker) {
    const numbers = await previewWorkerEdits(tx, workerId, edits);
    for (const e of edits) out.set(e.record.id, { numbers: numbers.get(e.record.id) ?? numbersFrom(null) });
  }
  return out;
}

/** Staff set the punches (adjust: → pending_verification), then the worker's week is computed again. */
export async function editPunches(tx: Tx, caller: Caller, b: WorkRecordEditBody) {
  const r = await lockRecord(tx, b.id);
  assertVersion(r, b.version);
  // The client has the timesheet it is on: a correction waits for a dispute.
  await assertRecordsOpen(tx, [r.id]);
  const p = punchesOf(caller, r, b);
  const reason = b.reason.trim();
  const moved = await transition(tx, {
    machine: workRecordMachine,
    table: wfWorkRecord,
    id: r.id,
    action: 'adjust',
    actor: caller.actor,
    reason,
    patch: { ...p, adjustReason: reason, updatedBy: caller.actor.id, updatedAt: new Date() },
    data: {
      clockInAt: [r.clockInAt?.toISOString() ?? null, p.clockInAt?.toISOString()],
      clockOutAt: [r.clockOutAt?.toISOString() ?? null, p.clockOutAt?.toISOString()],
      ...(p.sentHomeEarly !== r.sentHomeEarly ? { sentHomeEarly: [r.sentHomeEarly, p.sentHomeEarly] } : {}),
    },
  });
  await tx
    .update(wfWorkRecord)
    .set({ version: sql`${wfWorkRecord.version} + 1` })
    .where(eq(wfWorkRecord.id, r.id));
  // The punches show the worker came: the sweep's no-show was wrong, and so was its penalty.
  if (r.status === 'no_show') await reverseNoShowPenalty(tx, caller.actor, r.id, reason);
  await recomputeWeeks(tx, r.workerId, [r.shiftDate]);
  await refreshFill(tx, [r.jobId], caller.actor);
  return moved;
}

/** Verify records, all or nothing; each must be pending verification with both punches. */
export async function verifyRecords(tx: Tx, caller: Caller, ids: number[]): Promise<WorkRecordVerified> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await tx
    .select()
    .from(wfWorkRecord)
    .where(inArray(wfWorkRecord.id, sorted))
    .orderBy(asc(wfWorkRecord.id))
    .for('update');
  const missing = sorted.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length) throw new NotFoundError('workRecord.notFound');
  const unpunched = rows.filter((r) => !r.clockInAt || !r.clockOutAt).map((r) => r.id);
  if (unpunched.length) throw new ConflictError('workRecord.missingPunches', { ids: unpunched.join(', #') });
  const now = new Date();
  await transitionMany(tx, {
    machine: workRecordMachine,
    table: wfWorkRecord,
    ids: sorted,
    action: 'verify',
    actor: caller.actor,
    patch: { verifiedBy: caller.actor.id, verifiedAt: now, updatedAt: now },
  });
  await tx
    .update(wfWorkRecord)
    .set({ version: sql`${wfWorkRecord.version} + 1` })
    .where(inArray(wfWorkRecord.id, sorted));
  const after = await tx.select().from(wfWorkRecord).where(inArray(wfWorkRecord.id, sorted));
  const byId = new Map(after.map((r) => [r.id, r]));
  return {
    list: ids.map((id) => {
      const r = byId.get(id) as WorkRecordDb;
      return { id, status: r.status as WorkRecordVerified['list'][number]['status'], ...numbersOf(r) };
    }),
  };
}

/** After reject: the reason kept, the record no longer counts in its week, the job's fill again. */
export async function onRejected(tx: Tx, actor: Actor, id: number, reason: string): Promise<void> {
  const [r] = await tx
    .update(wfWorkRecord)
    .set({ reason, version: sql`${wfWorkRecord.version} + 1`, updatedAt: new Date() })
    .where(eq(wfWorkRecord.id, id))
    .returning();
  await recomputeWeeks(tx, r.workerId, [r.shiftDate]);
  await refreshFill(tx, [r.jobId], actor);
}

/**
 * Cancel a scheduled shift. A worker's cancel is a credit event: late with less notice than the
 * parameter's hours before the start, early otherwise; a client's or staff's costs the worker
 * nothing, and a client's late one pays them the contract's cancellation hours (cancellation-pay.ts).
 */
export async function cancelRecord(tx: Tx, caller: Caller, b: WorkRecordCancelBody, now = new Date()) {
  const r = await lockRecord(tx, b.id);
  const reason = b.reason.trim();
  const noticeHours = (r.scheduledStartAt.getTime() - now.getTime()) / 3_600_000;
  const moved = await transition(tx, {
    machine: workRecordMachine,
    table: wfWorkRecord,
    id: r.id,
    action: 'cancel',
    actor: caller.actor,
    reason,
    patch: { cancelledBy: b.cancelledBy, reason, updatedAt: now },
    data: { cancelledBy: b.cancelledBy, noticeHours: Math.round(noticeHours * 10) / 10 },
  });
  await tx
    .update(wfWorkRecord)
    .set({ version: sql`${wfWorkRecord.version} + 1` })
    .where(eq(wfWorkRecord.id, r.id));
  if (b.cancelledBy === 'worker') {
    const kind = noticeHours < (await bookingParams(tx)).lateCancelHours ? 'late_cancel' : 'early_cancel';
    await recordCreditEvent(tx, caller, { workerId: r.workerId, kind, occurredAt: now, workRecordId: r.id }, now);
  }
  if (b.cancelledBy === 'client') await payClientCancellation(tx, caller.actor, [r.id], now);
  await refreshFill(tx, [r.jobId], caller.actor);
  await cancelBookingsOfRecords(tx, caller.actor, [r.id], {
    cancelledBy: b.cancelledBy,
    reason,
    noticeMinutes: Math.round(noticeHours * 60),
  });
  await promoteWaitlist(tx, caller.actor, [r.jobId], now);
  return moved;
}

/** After excuse (an approved MC or appeal): the no-show's penalty reversed. */
export async function onExcused(
  tx: Tx,
  actor: Actor,
  id: number,
  reason: string,
  medicalLeaveId: number | null = null,
): Promise<number[]> {
  await tx
    .update(wfWorkRecord)
    .set({ reason, version: sql`${wfWorkRecord.version} + 1`, updatedAt: new Date() })
    .where(eq(wfWorkRecord.id, id));
  return reverseNoShowPenalty(tx, actor, id, reason, medicalLeaveId);
}

/** The record's no-show credit events not yet reversed, reversed (the score follows). */
async function reverseNoShowPenalty(
  tx: Tx,
  actor: Actor,
  id: number,
  reason: string,
  medicalLeaveId: number | null = null,
): Promise<number[]> {
  const events = await tx
    .select({ id: wfCreditEvent.id })
    .from(wfCreditEvent)
    .where(
      and(eq(wfCreditEvent.workRecordId, id), eq(wfCreditEvent.kind, 'no_show'), isNull(wfCreditEvent.reversedAt)),
    );
  return reverseCreditEvents(
    tx,
    actor,
    events.map((e) => e.id),
    reason,
    medicalLeaveId,
  );
}

/**
 * Moves the no-shows covered by an approved MC to `excused` (their penalties are reversed by the
 * MC itself); answers the records moved.
 */
export async function excuseNoShows(tx: Tx, actor: Actor, ids: readonly number[], reason: string): Promise<number[]> {
  if (!ids.length) return [];
  const noShows = await tx
    .select({ id: wfWorkRecord.id })
    .from(wfWorkRecord)
    .where(and(inArray(wfWorkRecord.id, [...ids]), eq(wfWorkRecord.status, 'no_show')));
  const moving = noShows.map((r) => r.id);
  if (moving.length)
    await transitionMany(tx, {
      machine: workRecordMachine,
      table: wfWorkRecord,
      ids: moving,
      action: 'excuse',
      actor,
      reason,
    });
  return moving;
}

/**
 * The no-show sweep: scheduled records whose start + the job's no-show minutes has passed with
 * no clock-in become no-shows, each with its credit event (which may trigger the automatic ban).
 */
export async function markNoShows(tx: Tx, now = new Date()): Promise<number[]> {
  const due = await tx
    .select({
      id: wfWorkRecord.id,
      workerId: wfWorkRecord.workerId,
      jobId: wfWorkRecord.jobId,
      startAt: wfWorkRecord.scheduledStartAt,
    })
    .from(wfWorkRecord)
    .innerJoin(wfJob, eq(wfJob.id, wfWorkRecord.jobId))
    .where(
      and(
        eq(wfWorkRecord.status, 'scheduled'),
        isNull(wfWorkRecord.clockInAt),
        lt(
          sql`${wfWorkRecord.scheduledStartAt} + make_interval(mins => coalesce((${wfJob.policy}->>'noShowAfterMinutes')::int, 60))`,
          now,
        ),
      ),
    )
    .orderBy(asc(wfWorkRecord.id));
  if (!due.length) return [];
  const ids = due.map((d) => d.id);
  await transitionMany(tx, {
    machine: workRecordMachine,
    table: wfWorkRecord,
    ids,
    action: 'markNoShow',
    actor: SYSTEM_ACTOR,
    reason: 'no clock-in',
  });
  for (const d of due)
    await recordCreditEvent(
      tx,
      SYSTEM_CALLER,
      { workerId: d.workerId, kind: 'no_show', occurredAt: d.startAt, workRecordId: d.id },
      now,
    );
  await refreshFill(tx, [...new Set(due.map((d) => d.jobId))], SYSTEM_ACTOR);
  // The worker hears of it (once per record): an excused absence can still be shown with an MC.
  await queueNoShowWarnings(tx, ids);
  return ids;
}
