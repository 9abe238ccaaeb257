/**
 * The SMS the booking clock owes workers (`workforce.shiftReminders`, every 10 minutes):
 * - SHIFT_REMINDER_24H: confirmed bookings of open jobs starting in (now + 23 h 45 min, now + 24 h]:
 *   the schedule's 10-minute step plus 5 minutes of slack for a late run (the overlap is harmless,
 *   the event key makes it once);
 * - BOOKING_CONFIRMED: bookings confirmed in the last day whose shift is still ahead (the booking
 *   module confirms in several places; noticing them here sends one SMS whichever it was).
 * Both are read set-based and queued with `queueSmsMany` under one event key per booking, so a
 * rerun, an overlapping window or a restart queues nothing twice.
 */
import { sgDate } from '@shiftdesk/shared/rules';
import { and, asc, eq, gt, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import { sgTime } from '../../../core/base/time';
import type { Tx } from '../../../core/data/unit-of-work';
import { wfBooking, wfJob, wfWorker, wfWorkRecord } from '../../../db/schema';
import { queueSmsMany, type SmsMessage } from './queue';

const MINUTE = 60_000;
/** 23 h 50 min less 5 minutes of slack, so a run a little late leaves no gap to the one before. */
export const REMINDER_FROM_MINUTES = 23 * 60 + 45;
export const REMINDER_UNTIL_MINUTES = 24 * 60;
/** How far back a confirmation is still told (covers a queue that was down for a while) */
const CONFIRMED_WITHIN_MINUTES = 24 * 60;

export const shiftReminderKey = (bookingId: number) => `SHIFT_REMINDER_24H:booking:${bookingId}`;
export const bookingConfirmedKey = (bookingId: number) => `BOOKING_CONFIRMED:booking:${bookingId}`;
export const reconfirmRequestKey = (bookingId: number) => `RECONFIRM_REQUEST:booking:${bookingId}`;
export const noShowWarningKey = (workRecordId: number) => `NO_SHOW_WARNING:workRecord:${workRecordId}`;

function confirmedBookings(tx: Tx) {
  return tx
    .select({
      id: wfBooking.id,
      phone: wfWorker.phone,
      name: wfWorker.name,
      jobTitle: wfJob.title,
      site: wfJob.address,
      startAt: wfBooking.startAt,
    })
    .from(wfBooking)
    .innerJoin(wfJob, eq(wfJob.id, wfBooking.jobId))
    .innerJoin(wfWorker, eq(wfWorker.id, wfBooking.workerId))
    .$dynamic();
}

interface Found {
  id: number;
  phone: string;
  name: string;
  jobTitle: string;
  site: string;
  startAt: Date;
}

const varsOf = (b: Found) => ({
  name: b.name,
  jobTitle: b.jobTitle,
  shiftDate: sgDate(b.startAt),
  startTime: sgTime(b.startAt),
  site: b.site,
});

/** Queues the 24 h reminders due at `now`; answers the SMS log ids written. */
export async function queueShiftReminders(tx: Tx, now = new Date()): Promise<number[]> {
  const due = await confirmedBookings(tx)
    .where(
      and(
        eq(wfBooking.status, 'confirmed'),
        inArray(wfJob.status, ['published', 'filled']),
        gt(wfBooking.startAt, new Date(now.getTime() + REMINDER_FROM_MINUTES * MINUTE)),
        lte(wfBooking.startAt, new Date(now.getTime() + REMINDER_UNTIL_MINUTES * MINUTE)),
      ),
    )
    .orderBy(asc(wfBooking.id));
  return queueSmsMany(
    tx,
    due.map(
      (b): SmsMessage => ({ code: 'SHIFT_REMINDER_24H', key: shiftReminderKey(b.id), phone: b.phone, vars: varsOf(b) }),
    ),
  );
}

/** Queues BOOKING_CONFIRMED for bookings confirmed lately whose shift is ahead; answers the log ids written. */
export async function queueBookingConfirmations(tx: Tx, now = new Date()): Promise<number[]> {
  const found = await confirmedBookings(tx)
    .where(
      and(
        eq(wfBooking.status, 'confirmed'),
        isNotNull(wfBooking.decidedAt),
        gte(wfBooking.decidedAt, new Date(now.getTime() - CONFIRMED_WITHIN_MINUTES * MINUTE)),
        gt(wfBooking.startAt, now),
      ),
    )
    .orderBy(asc(wfBooking.id));
  return queueSmsMany(
    tx,
    found.map(
      (b): SmsMessage => ({
        code: 'BOOKING_CONFIRMED',
        key: bookingConfirmedKey(b.id),
        phone: b.phone,
        vars: varsOf(b),
      }),
    ),
  );
}

/** The whole sweep (confirmations first: they precede the reminder of the same booking). */
export async function smsSweep(tx: Tx, now = new Date()): Promise<number[]> {
  return [...(await queueBookingConfirmations(tx, now)), ...(await queueShiftReminders(tx, now))];
}

/**
 * RECONFIRM_REQUEST for the bookings the booking clock has just reminded (booking/sweeps.ts), with
 * the deadline: `untilHours` before the start, when an unconfirmed booking is released.
 */
export async function queueReconfirmRequests(
  tx: Tx,
  bookingIds: readonly number[],
  untilHours: number,
): Promise<number[]> {
  if (!bookingIds.length) return [];
  const due = await confirmedBookings(tx)
    .where(inArray(wfBooking.id, [...bookingIds]))
    .orderBy(asc(wfBooking.id));
  return queueSmsMany(
    tx,
    due.map((b): SmsMessage => {
      const deadline = new Date(b.startAt.getTime() - untilHours * 60 * MINUTE);
      return {
        code: 'RECONFIRM_REQUEST',
        key: reconfirmRequestKey(b.id),
        phone: b.phone,
        vars: { ...varsOf(b), deadline: `${sgDate(deadline)} ${sgTime(deadline)}` },
      };
    }),
  );
}

/** NO_SHOW_WARNING for the work records the shift clock has just marked no-show (work-record/actions.ts). */
export async function queueNoShowWarnings(tx: Tx, workRecordIds: readonly number[]): Promise<number[]> {
  if (!workRecordIds.length) return [];
  const marked = await tx
    .select({
      id: wfWorkRecord.id,
      phone: wfWorker.phone,
      name: wfWorker.name,
      jobTitle: wfJob.title,
      site: wfJob.address,
      startAt: wfWorkRecord.scheduledStartAt,
    })
    .from(wfWorkRecord)
    .innerJoin(wfJob, eq(wfJob.id, wfWorkRecord.jobId))
    .innerJoin(wfWorker, eq(wfWorker.id, wfWorkRecord.workerId))
    .where(inArray(wfWorkRecord.id, [...workRecordIds]))
    .orderBy(asc(wfWorkRecord.id));
  return queueSmsMany(
    tx,
    marked.map(
      (r): SmsMessage => ({ code: 'NO_SHOW_WARNING', key: noShowWarningKey(r.id), phone: r.phone, vars: varsOf(r) }),
    ),
  );
}
