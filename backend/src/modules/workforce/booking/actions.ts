/**
 * What workers and staff do to bookings: apply (auto-accept jobs confirm an eligible worker at
 * once while places are free, and waitlist when full; review jobs wait as pending), confirm (the
 * eligibility check and the headcount again, then the work record), reject, waitlist, cancel
 * (through the work record's cancel, which writes the credit event and frees the place for the
 * waitlist) and re-confirm.
 */
import type {
  BookingApplied,
  BookingApplyBody,
  BookingCancelBody,
  BookingSource,
  BookingStatus,
} from '@shiftdesk/shared/api';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError, ConflictError, NotFoundError } from '../../../core/base/errors';
import { type Actor, recordAudit } from '../../../core/data/audit-trail';
import { type Caller, fieldError } from '../../../core/data/caller';
import type { TransitionResult } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import { wfBooking, wfWorker } from '../../../db/schema';
import { eligibilityOf } from '../job/assign';
import { lockJob } from '../job/service';
import { cancelRecord } from '../work-record/actions';
import { placeWorkers } from './place';
import type { BookingDb } from './service';

/** Jobs a worker can apply to. */
const OPEN_JOBS = new Set(['published', 'filled']);

async function lockBooking(tx: Tx, id: number): Promise<BookingDb> {
  const [b] = await tx.select().from(wfBooking).where(eq(wfBooking.id, id)).for('update');
  if (!b) throw new NotFoundError('booking.notFound');
  return b;
}

/** Every failed rule of the worker, as job/assign refuses it (409, `data.rules`). */
async function assertEligible(tx: Tx, job: Awaited<ReturnType<typeof lockJob>>, workerId: number) {
  const rules = await eligibilityOf(tx, job, [workerId]);
  if (rules.length)
    throw new AppError(
      409,
      'job.ineligible',
      { count: 1, rules: [...new Set(rules.map((r) => r.rule))].join(', ') },
      { rules },
    );
}

export async function applyBooking(tx: Tx, caller: Caller, b: BookingApplyBody, now = new Date()): Promise<BookingApplied> {
  const job = await lockJob(tx, b.jobId);
  if (!OPEN_JOBS.has(job.status) || job.startAt <= now)
    throw new ConflictError('booking.jobClosed', { code: job.code, state: job.status });
  const [worker] = await tx.select({ id: wfWorker.id }).from(wfWorker).where(eq(wfWorker.id, b.workerId)).for('update');
  if (!worker) throw fieldError(caller.lang, 'workerId', 'job.unknownWorkers', { ids: String(b.workerId) });
  const [live] = await tx
    .select({ id: wfBooking.id, status: wfBooking.status })
    .from(wfBooking)
    .where(
      and(
        eq(wfBooking.jobId, job.id),
        eq(wfBooking.workerId, b.workerId),
        inArray(wfBooking.status, ['pending', 'confirmed', 'waitlisted']),
      ),
    );
  if (live) throw new ConflictError('booking.exists', { id: live.id, state: live.status });
  await assertEligible(tx, job, b.workerId);
  const full = job.assigned >= job.headcount;
  const status: BookingStatus = job.bookingMode === 'auto_accept' ? (full ? 'waitlisted' : 'confirmed') : 'pending';
  const [made] = await tx
    .insert(wfBooking)
    .values({
      jobId: job.id,
      workerId: b.workerId,
      clientId: job.clientId,
      shiftDate: job.shiftDate,
      startAt: job.startAt,
      source: 'self_apply',
      // A confirmed one gets its work record just below.
      status,
      waitlistedAt: status === 'waitlisted' ? now : null,
      deptId: job.deptId,
      createdBy: caller.actor.id,
      updatedBy: caller.actor.id,
    })
    .returning({ id: wfBooking.id });
  await recordAudit(tx, [
    {
      entity: 'booking',
      entityId: made.id,
      action: 'created',
      actor: caller.actor,
      to: status,
      data: { jobId: job.id, workerId: b.workerId, source: 'self_apply', bookingMode: job.bookingMode },
    },
  ]);
  const workRecordId =
    status === 'confirmed'
      ? (await placeWorkers(tx, caller.actor, job, [{ workerId: b.workerId, bookingId: made.id }], 'self_apply', now))[0]
      : null;
  return { id: made.id, status, workRecordId };
}

/** After confirm (pending or waitlisted → confirmed): the check and the headcount again, then the record. */
export async function onConfirmed(tx: Tx, actor: Actor, id: number, now = new Date()): Promise<void> {
  const b = await lockBooking(tx, id);
  const job = await lockJob(tx, b.jobId);
  if (!OPEN_JOBS.has(job.status) || job.startAt <= now)
    throw new ConflictError('booking.jobClosed', { code: job.code, state: job.status });
  if (job.assigned >= job.headcount)
    throw new ConflictError('booking.full', { code: job.code, headcount: job.headcount });
  await assertEligible(tx, job, b.workerId);
  await placeWorkers(tx, actor, job, [{ workerId: b.workerId, bookingId: b.id }], b.source as BookingSource, now);
}

/** After reject or waitlist: who decided, and when it joined the waitlist (its place in line). */
export async function onDecided(tx: Tx, actor: Actor, id: number, reason: string, now = new Date()): Promise<void> {
  const b = await lockBooking(tx, id);
  await tx
    .update(wfBooking)
    .set({
      decidedBy: actor.id,
      decidedAt: now,
      reason,
      ...(b.status === 'waitlisted' ? { waitlistedAt: now } : {}),
      updatedBy: actor.id,
      updatedAt: now,
    })
    .where(eq(wfBooking.id, id));
}

/**
 * Cancel a confirmed booking: its work record is cancelled the way work-record/cancel does it
 * (a worker's cancel is a late or early credit event by its notice; the place goes to the
 * waitlist), and the booking follows with who cancelled and the notice.
 */
export async function cancelBooking(
  tx: Tx,
  caller: Caller,
  body: BookingCancelBody,
  now = new Date(),
): Promise<TransitionResult> {
  const b = await lockBooking(tx, body.id);
  if (b.status !== 'confirmed' || b.workRecordId === null)
    throw new ConflictError('booking.notCancellable', { id: b.id, state: b.status });
  await cancelRecord(
    tx,
    caller,
    { id: b.workRecordId, cancelledBy: body.cancelledBy, reason: body.reason },
    now,
  );
  return { id: b.id, from: 'confirmed', to: 'cancelled' };
}

/** The worker confirmed they will come (phoned in, or the worker app). Idempotent. */
export async function reconfirmBooking(tx: Tx, caller: Caller, id: number, now = new Date()): Promise<void> {
  const b = await lockBooking(tx, id);
  if (b.status !== 'confirmed') throw new ConflictError('booking.notReconfirmable', { id: b.id, state: b.status });
  if (b.reconfirmedAt) return;
  await tx
    .update(wfBooking)
    .set({ reconfirmedAt: now, updatedBy: caller.actor.id, updatedAt: now })
    .where(eq(wfBooking.id, id));
  await recordAudit(tx, [{ entity: 'booking', entityId: id, action: 'reconfirmed', actor: caller.actor }]);
}
