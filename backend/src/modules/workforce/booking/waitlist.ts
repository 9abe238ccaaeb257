/**
 * The waitlist's promotion: when a place on a job frees (a cancel, a release), the waitlisted
 * bookings are offered it in the order they joined the waitlist, each through the eligibility
 * check as it stands now; the first eligible ones get the free places (confirmed, with their
 * work record). A booking released for not re-confirming is not offered a place again
 * automatically: the worker did not answer, so staff decide.
 */
import { bookingMachine } from '@shiftdesk/shared/api';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Actor } from '../../../core/data/audit-trail';
import { transitionMany } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import { wfBooking } from '../../../db/schema';
import { eligibilityOf } from '../job/assign';
import { lockJob } from '../job/service';
import { placeWorkers } from './place';

/** Reason kept on a booking the re-confirmation sweep released. */
export const RELEASED_REASON = 'not re-confirmed in time';
/** Jobs whose free places can still be offered. */
const OPEN_JOBS = new Set(['published', 'filled']);

/** Answers the bookings promoted. */
export async function promoteWaitlist(
  tx: Tx,
  actor: Actor,
  jobIds: readonly number[],
  now = new Date(),
): Promise<number[]> {
  const promoted: number[] = [];
  for (const jobId of [...new Set(jobIds)].sort((a, b) => a - b)) {
    const job = await lockJob(tx, jobId);
    const free = job.headcount - job.assigned;
    if (free <= 0 || !OPEN_JOBS.has(job.status) || job.startAt <= now) continue;
    const waiting = await tx
      .select({ id: wfBooking.id, workerId: wfBooking.workerId })
      .from(wfBooking)
      .where(and(eq(wfBooking.jobId, jobId), eq(wfBooking.status, 'waitlisted'), ne(wfBooking.reason, RELEASED_REASON)))
      .orderBy(asc(wfBooking.waitlistedAt), asc(wfBooking.id));
    if (!waiting.length) continue;
    const failed = new Set((await eligibilityOf(tx, job, waiting.map((w) => w.workerId))).map((f) => f.workerId));
    const chosen = waiting.filter((w) => !failed.has(w.workerId)).slice(0, free);
    if (!chosen.length) continue;
    await transitionMany(tx, {
      machine: bookingMachine,
      table: wfBooking,
      ids: chosen.map((c) => c.id),
      action: 'confirm',
      actor,
      reason: 'a place freed',
    });
    await placeWorkers(
      tx,
      actor,
      job,
      chosen.map((c) => ({ workerId: c.workerId, bookingId: c.id })),
      'self_apply',
      now,
    );
    promoted.push(...chosen.map((c) => c.id));
  }
  return promoted;
}
