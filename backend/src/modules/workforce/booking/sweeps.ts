/**
 * The booking clock, every few minutes (`workforce.bookingClock`), for a given instant:
 * - the re-confirmation window opens (start − 36 h by default): the worker is reminded once
 *   (`reminded_at`, History; the SMS itself is the SMS templates' to send);
 * - it closes (start − 16 h) with the booking still not re-confirmed: when the release parameter
 *   is on, its scheduled record is cancelled (no credit event: nobody cancelled), the booking
 *   goes back to the waitlist and the place is offered to the next worker in line;
 * - the shift started: confirmed bookings are converted (the work record carries on).
 */
import { bookingMachine, workRecordMachine } from '@shiftdesk/shared/api';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { recordAudit, SYSTEM_ACTOR } from '../../../core/data/audit-trail';
import { transitionMany } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import { wfBooking, wfJob, wfWorkRecord } from '../../../db/schema';
import { refreshFill } from '../job/service';
import { convertStartedBookings } from './follow';
import { bookingParams } from './params';
import { promoteWaitlist, RELEASED_REASON } from './waitlist';
import { queueReconfirmRequests } from '../sms/reminders';

const HOUR = 3_600_000;

/** Confirmed bookings of open jobs, not re-confirmed, starting in (now + after h, now + until h]. */
function unconfirmed(tx: Tx, now: Date, afterHours: number, untilHours: number) {
  return tx
    .select({ id: wfBooking.id, jobId: wfBooking.jobId, workRecordId: wfBooking.workRecordId })
    .from(wfBooking)
    .innerJoin(wfJob, eq(wfJob.id, wfBooking.jobId))
    .where(
      and(
        eq(wfBooking.status, 'confirmed'),
        isNull(wfBooking.reconfirmedAt),
        inArray(wfJob.status, ['published', 'filled']),
        gt(wfBooking.startAt, new Date(now.getTime() + afterHours * HOUR)),
        lte(wfBooking.startAt, new Date(now.getTime() + untilHours * HOUR)),
      ),
    )
    .orderBy(asc(wfBooking.id));
}

export async function remindToReconfirm(tx: Tx, now = new Date()): Promise<number[]> {
  const p = await bookingParams(tx);
  const due = (await unconfirmed(tx, now, p.reconfirmUntilHours, p.reconfirmFromHours)).map((b) => b.id);
  if (!due.length) return [];
  // Only the ones not reminded yet: a rerun of the sweep reminds nobody twice.
  const reminded = await tx
    .update(wfBooking)
    .set({ remindedAt: now })
    .where(and(inArray(wfBooking.id, due), isNull(wfBooking.remindedAt)))
    .returning({ id: wfBooking.id });
  await recordAudit(
    tx,
    reminded.map((b) => ({ entity: 'booking', entityId: b.id, action: 'reminded', actor: SYSTEM_ACTOR })),
  );
  // The worker is asked by SMS too, once per booking, with the deadline.
  await queueReconfirmRequests(
    tx,
    reminded.map((b) => b.id),
    p.reconfirmUntilHours,
  );
  return reminded.map((b) => b.id);
}

export async function releaseUnconfirmed(tx: Tx, now = new Date()): Promise<number[]> {
  const p = await bookingParams(tx);
  if (!p.releaseUnconfirmed) return [];
  const due = await unconfirmed(tx, now, 0, p.reconfirmUntilHours);
  if (!due.length) return [];
  const records = due.map((b) => b.workRecordId).filter((id): id is number => id !== null);
  const scheduled = records.length
    ? (
        await tx
          .select({ id: wfWorkRecord.id })
          .from(wfWorkRecord)
          .where(and(inArray(wfWorkRecord.id, records), eq(wfWorkRecord.status, 'scheduled')))
      ).map((r) => r.id)
    : [];
  await transitionMany(tx, {
    machine: workRecordMachine,
    table: wfWorkRecord,
    ids: scheduled,
    action: 'cancel',
    actor: SYSTEM_ACTOR,
    reason: RELEASED_REASON,
    patch: { cancelledBy: 'staff', reason: RELEASED_REASON, updatedAt: now },
  });
  // An edit form open on one of these records must not write over the cancel.
  if (scheduled.length)
    await tx
      .update(wfWorkRecord)
      .set({ version: sql`${wfWorkRecord.version} + 1` })
      .where(inArray(wfWorkRecord.id, scheduled));
  const ids = due.map((b) => b.id);
  await transitionMany(tx, {
    machine: bookingMachine,
    table: wfBooking,
    ids,
    action: 'release',
    actor: SYSTEM_ACTOR,
    reason: RELEASED_REASON,
    patch: { reason: RELEASED_REASON, waitlistedAt: now, workRecordId: null, updatedAt: now },
  });
  const jobIds = [...new Set(due.map((b) => b.jobId))];
  await refreshFill(tx, jobIds, SYSTEM_ACTOR);
  await promoteWaitlist(tx, SYSTEM_ACTOR, jobIds, now);
  return ids;
}

/** The whole clock; answers the bookings it touched. */
export async function bookingClock(tx: Tx, now = new Date()): Promise<number[]> {
  const converted = await convertStartedBookings(tx, now);
  const released = await releaseUnconfirmed(tx, now);
  const reminded = await remindToReconfirm(tx, now);
  return [...converted, ...released, ...reminded];
}
