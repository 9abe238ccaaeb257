/**
 * Putting eligible workers on a job: each gets a scheduled work record (its schedule copied from
 * the job) and a confirmed booking holding it, in a few set-based statements. Used by assign and
 * pre-booking (new bookings), by confirming a pending or waitlisted booking and by the waitlist's
 * promotion (existing bookings). The caller has locked the job and checked eligibility and
 * headcount. A place made inside the re-confirmation window counts as re-confirmed: staff just
 * spoke to the worker, and a reminder would come too late to answer.
 */
import type { BookingSource } from '@shiftdesk/shared/api';
import { sql } from 'drizzle-orm';
import { type Actor, recordAudit } from '../../../core/data/audit-trail';
import type { Tx } from '../../../core/data/unit-of-work';
import { wfBooking, type wfJob, wfWorkRecord } from '../../../db/schema';
import { refreshFill } from '../job/service';
import { bookingParams } from './params';

type JobDb = typeof wfJob.$inferSelect;

export interface Place {
  workerId: number;
  /** An existing booking (pending or waitlisted, already moved to confirmed) to attach the record to */
  bookingId?: number;
}

/** Answers the work records made, in the order of `places`. */
export async function placeWorkers(
  tx: Tx,
  actor: Actor,
  job: JobDb,
  places: readonly Place[],
  source: BookingSource,
  now = new Date(),
): Promise<number[]> {
  if (!places.length) return [];
  const inserted = await tx
    .insert(wfWorkRecord)
    .values(
      places.map(({ workerId }) => ({
        jobId: job.id,
        workerId,
        clientId: job.clientId,
        contractDeptId: job.contractDeptId,
        shiftDate: job.shiftDate,
        scheduledStartAt: job.startAt,
        scheduledEndAt: job.endAt,
        breakMinutes: job.breakMinutes,
        breakPaid: job.breakPaid,
        status: 'scheduled',
        deptId: job.deptId,
        createdBy: actor.id,
        updatedBy: actor.id,
      })),
    )
    .returning({ id: wfWorkRecord.id, workerId: wfWorkRecord.workerId });
  const recordOf = new Map(inserted.map((r) => [r.workerId, r.id]));
  const { reconfirmFromHours } = await bookingParams(tx);
  const inWindow = job.startAt.getTime() - now.getTime() <= reconfirmFromHours * 3_600_000;
  const reconfirmedAt = inWindow ? now : null;

  const stamp = now.toISOString();
  const attach = places.filter((p) => p.bookingId !== undefined);
  if (attach.length)
    await tx.execute(sql`
      update wf_booking b set work_record_id = v.record_id, decided_by = ${actor.id}, decided_at = ${stamp}::timestamptz,
        reconfirmed_at = coalesce(b.reconfirmed_at, ${reconfirmedAt ? stamp : null}::timestamptz),
        updated_by = ${actor.id}, updated_at = ${stamp}::timestamptz
      from (values ${sql.join(
        attach.map((p) => sql`(${p.bookingId}::int, ${recordOf.get(p.workerId)}::int)`),
        sql`, `,
      )}) as v(booking_id, record_id)
      where b.id = v.booking_id`);
  const fresh = places.filter((p) => p.bookingId === undefined);
  const made = fresh.length
    ? await tx
        .insert(wfBooking)
        .values(
          fresh.map(({ workerId }) => ({
            jobId: job.id,
            workerId,
            clientId: job.clientId,
            shiftDate: job.shiftDate,
            startAt: job.startAt,
            source,
            status: 'confirmed',
            decidedBy: actor.id,
            decidedAt: now,
            reconfirmedAt,
            workRecordId: recordOf.get(workerId),
            deptId: job.deptId,
            createdBy: actor.id,
            updatedBy: actor.id,
          })),
        )
        .returning({ id: wfBooking.id, workerId: wfBooking.workerId })
    : [];
  await recordAudit(tx, [
    ...inserted.map((r) => ({
      entity: 'workRecord',
      entityId: r.id,
      action: 'created',
      actor,
      to: 'scheduled',
      data: { jobId: job.id, workerId: r.workerId },
    })),
    ...made.map((b) => ({
      entity: 'booking',
      entityId: b.id,
      action: 'created',
      actor,
      to: 'confirmed',
      data: { jobId: job.id, workerId: b.workerId, source, workRecordId: recordOf.get(b.workerId) },
    })),
  ]);
  await refreshFill(tx, [job.id], actor);
  return places.map((p) => recordOf.get(p.workerId) as number);
}
