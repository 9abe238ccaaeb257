/**
 * Bookings follow what happens to their work record and job, set-based and audited: a cancelled
 * record cancels the confirmed booking holding it (who cancelled and the notice kept), a cancelled
 * job cancels its confirmed bookings and rejects the pending and waitlisted ones, and a job that
 * started converts its confirmed bookings (the record is the worker's shift from then on).
 * Imports only the kernel, so the work-record and job services can call it.
 */
import { bookingMachine } from '@shiftdesk/shared/api';
import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { type Actor, SYSTEM_ACTOR } from '../../../core/data/audit-trail';
import { transitionMany } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import { wfBooking } from '../../../db/schema';

const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);

export async function cancelBookingsOfRecords(
  tx: Tx,
  actor: Actor,
  recordIds: readonly number[],
  how: { cancelledBy: string; reason: string; noticeMinutes: number | null },
): Promise<number[]> {
  if (!recordIds.length) return [];
  const ids = idsOf(
    await tx
      .select({ id: wfBooking.id })
      .from(wfBooking)
      .where(and(inArray(wfBooking.workRecordId, [...recordIds]), eq(wfBooking.status, 'confirmed'))),
  );
  await transitionMany(tx, {
    machine: bookingMachine,
    table: wfBooking,
    ids,
    action: 'cancel',
    actor,
    reason: how.reason,
    patch: {
      cancelledBy: how.cancelledBy,
      reason: how.reason,
      noticeMinutes: how.noticeMinutes,
      updatedBy: actor.id,
      updatedAt: new Date(),
    },
    data: { cancelledBy: how.cancelledBy, noticeMinutes: how.noticeMinutes },
  });
  return ids;
}

/** A cancelled job: its confirmed bookings are cancelled by the client, the others it had turned down. */
export async function closeBookingsOfJob(tx: Tx, actor: Actor, jobId: number, reason: string): Promise<void> {
  const open = await tx
    .select({ id: wfBooking.id, status: wfBooking.status })
    .from(wfBooking)
    .where(and(eq(wfBooking.jobId, jobId), inArray(wfBooking.status, ['pending', 'waitlisted', 'confirmed'])));
  const why = `job cancelled: ${reason}`;
  const now = new Date();
  await transitionMany(tx, {
    machine: bookingMachine,
    table: wfBooking,
    ids: idsOf(open.filter((b) => b.status === 'confirmed')),
    action: 'cancel',
    actor,
    reason: why,
    patch: { cancelledBy: 'client', reason: why, updatedBy: actor.id, updatedAt: now },
  });
  await transitionMany(tx, {
    machine: bookingMachine,
    table: wfBooking,
    ids: idsOf(open.filter((b) => b.status !== 'confirmed')),
    action: 'reject',
    actor,
    reason: why,
    patch: { reason: why, decidedBy: actor.id, decidedAt: now, updatedBy: actor.id, updatedAt: now },
  });
}

/** The clock: confirmed bookings whose shift has started become their work record. */
export async function convertStartedBookings(tx: Tx, now = new Date()): Promise<number[]> {
  const ids = idsOf(
    await tx
      .select({ id: wfBooking.id })
      .from(wfBooking)
      .where(and(eq(wfBooking.status, 'confirmed'), isNotNull(wfBooking.workRecordId), lt(wfBooking.startAt, now)))
      .orderBy(asc(wfBooking.id)),
  );
  await transitionMany(tx, {
    machine: bookingMachine,
    table: wfBooking,
    ids,
    action: 'convert',
    actor: SYSTEM_ACTOR,
  });
  return ids;
}
