/**
 * The worker app's punches (issue 28; docs/worker-app-api.md). A worker's device clocks in and
 * out on ONE work record, named by id: a punch belongs to the shift it was made for, never to the
 * shift of its calendar date, so an overnight shift's clock-out the next morning closes that
 * shift. The time is the server's (`now`, a parameter for the tests); the phone's location is
 * kept beside it. Workers never edit punches: a second clock-in is refused, corrections are staff
 * adjustments with a reason (`editPunches` in actions.ts).
 *
 * - clock-in: a scheduled record of the device's worker, from 2 hours before the scheduled start
 *   until the scheduled end (the machine's system action `clockIn`);
 * - clock-out: a clocked-in record, until 12 hours after the scheduled end (`clockOut`, then
 *   `submit` → pending verification); the hours and amounts are computed as a staff edit does
 *   (`recomputeWeeks`: the worker's whole ISO week). An early clock-in is kept as punched; the
 *   rules count from the scheduled start unless the early start was approved.
 *
 * Every move is a History line of the record, by the actor `worker #<id> (<device>)`.
 */
import { type PunchLocation, type WorkerAppShift, workRecordMachine } from '@shiftdesk/shared/api';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DeviceAuth } from '../../../core/auth/device-auth';
import type { Actor } from '../../../core/data/audit-trail';
import { iso } from '../../../core/data/caller';
import { ConflictError, NotFoundError } from '../../../core/base/errors';
import { sgDate, sgDayEnd, sgDayStart, sgTime } from '../../../core/base/time';
import { stateLabel, transition } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { wfJob, wfWorkRecord } from '../../../db/schema';
import { recomputeWeeks } from './hours';
import type { WorkRecordDb } from './service';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A clock-in is taken from this long before the scheduled start. */
export const CLOCK_IN_EARLY_MS = 2 * HOUR_MS;
/** A clock-out is taken until this long after the scheduled end. */
export const CLOCK_OUT_LATE_MS = 12 * HOUR_MS;

/** Who punched, as History names it (a worker has no staff account). */
export const deviceActor = (d: DeviceAuth): Actor => ({
  id: null,
  name: `worker #${d.workerId} (${d.name})`.slice(0, 64),
});

/** `2026-11-10 21:55` in Singapore: how the messages name an instant. */
const sgAt = (d: Date) => `${sgDate(d)} ${sgTime(d)}`;

/** The record, locked, if it is the device's worker's; 404 otherwise (someone else's is not there). */
async function lockOwnRecord(tx: Tx, device: DeviceAuth, id: number): Promise<WorkRecordDb> {
  const [r] = await tx
    .select()
    .from(wfWorkRecord)
    .where(and(eq(wfWorkRecord.id, id), eq(wfWorkRecord.workerId, device.workerId)))
    .for('update');
  if (!r) throw new NotFoundError('workRecord.notFound');
  return r;
}

/** Where the phone was, as stored (only the fields the app may send). */
const locationOf = (l: PunchLocation): PunchLocation =>
  l.accuracy === undefined ? { lat: l.lat, lng: l.lng } : { lat: l.lat, lng: l.lng, accuracy: l.accuracy };

async function bumpVersion(tx: Tx, id: number, set: Partial<WorkRecordDb>): Promise<void> {
  await tx
    .update(wfWorkRecord)
    .set({ ...set, version: sql`${wfWorkRecord.version} + 1` })
    .where(eq(wfWorkRecord.id, id));
}

/** Clock in on one of the worker's scheduled shifts, at `now`. */
export async function clockIn(
  tx: Tx,
  device: DeviceAuth,
  b: { workRecordId: number; location: PunchLocation },
  now = new Date(),
): Promise<WorkerAppShift> {
  const r = await lockOwnRecord(tx, device, b.workRecordId);
  if (r.clockInAt) throw new ConflictError('workerApp.alreadyClockedIn', { id: r.id, at: sgAt(r.clockInAt) });
  if (r.status !== 'scheduled')
    throw new ConflictError('workerApp.notScheduled', { id: r.id, state: stateLabel(r.status) });
  const opensAt = new Date(r.scheduledStartAt.getTime() - CLOCK_IN_EARLY_MS);
  if (now < opensAt) throw new ConflictError('workerApp.clockInTooEarly', { id: r.id, at: sgAt(opensAt) });
  if (now > r.scheduledEndAt) throw new ConflictError('workerApp.shiftOver', { id: r.id, at: sgAt(r.scheduledEndAt) });
  const location = locationOf(b.location);
  await transition(tx, {
    machine: workRecordMachine,
    table: wfWorkRecord,
    id: r.id,
    action: 'clockIn',
    actor: deviceActor(device),
    patch: { clockInAt: now, updatedAt: now },
    data: { at: iso(now), location, deviceId: device.id },
  });
  await bumpVersion(tx, r.id, { clockInLocation: location });
  return appShift(tx, r.id);
}

/**
 * Clock out of the shift clocked into, at `now` (→ clocked out → pending verification); the
 * hours and amounts of the worker's week are computed again.
 */
export async function clockOut(
  tx: Tx,
  device: DeviceAuth,
  b: { workRecordId: number; location: PunchLocation },
  now = new Date(),
): Promise<WorkerAppShift> {
  const r = await lockOwnRecord(tx, device, b.workRecordId);
  if (r.status !== 'clocked_in' || !r.clockInAt) {
    throw new ConflictError(r.clockOutAt ? 'workerApp.alreadyClockedOut' : 'workerApp.notClockedIn', {
      id: r.id,
      state: stateLabel(r.status),
    });
  }
  const closesAt = new Date(r.scheduledEndAt.getTime() + CLOCK_OUT_LATE_MS);
  if (now > closesAt) throw new ConflictError('workerApp.clockOutTooLate', { id: r.id, at: sgAt(closesAt) });
  // A clock-out cannot come before its own clock-in (a server clock step back).
  if (now <= r.clockInAt) throw new ConflictError('workerApp.clockOutBeforeIn', { id: r.id, at: sgAt(r.clockInAt) });
  const location = locationOf(b.location);
  const actor = deviceActor(device);
  await transition(tx, {
    machine: workRecordMachine,
    table: wfWorkRecord,
    id: r.id,
    action: 'clockOut',
    actor,
    patch: { clockOutAt: now, updatedAt: now },
    data: { at: iso(now), location, deviceId: device.id },
  });
  await bumpVersion(tx, r.id, { clockOutLocation: location });
  await transition(tx, { machine: workRecordMachine, table: wfWorkRecord, id: r.id, action: 'submit', actor });
  await recomputeWeeks(tx, r.workerId, [r.shiftDate]);
  return appShift(tx, r.id);
}

function selectAppShifts(db: Db | Tx) {
  return db
    .select({ r: wfWorkRecord, jobCode: wfJob.code, jobTitle: wfJob.title, address: wfJob.address })
    .from(wfWorkRecord)
    .innerJoin(wfJob, eq(wfJob.id, wfWorkRecord.jobId))
    .$dynamic();
}

function appShiftOut(s: { r: WorkRecordDb; jobCode: string; jobTitle: string; address: string }): WorkerAppShift {
  const r = s.r;
  return {
    workRecordId: r.id,
    jobCode: s.jobCode,
    jobTitle: s.jobTitle,
    siteAddress: s.address,
    shiftDate: r.shiftDate,
    scheduledStartAt: iso(r.scheduledStartAt),
    scheduledEndAt: iso(r.scheduledEndAt),
    breakMinutes: r.breakMinutes,
    status: r.status as WorkerAppShift['status'],
    clockInAt: r.clockInAt ? iso(r.clockInAt) : null,
    clockOutAt: r.clockOutAt ? iso(r.clockOutAt) : null,
    clockInLocation: r.clockInLocation ?? null,
    clockOutLocation: r.clockOutLocation ?? null,
    payMinutes: r.payMinutes,
    payAmount: r.payAmount,
  };
}

async function appShift(tx: Tx, id: number): Promise<WorkerAppShift> {
  const [s] = await selectAppShifts(tx).where(eq(wfWorkRecord.id, id));
  return appShiftOut(s);
}

/** The worker's shifts starting from yesterday to 7 days after today (Singapore dates), in start order. */
export async function listAppShifts(db: Db | Tx, device: DeviceAuth, now = new Date()): Promise<WorkerAppShift[]> {
  const from = sgDayStart(sgDate(new Date(now.getTime() - DAY_MS)));
  const to = sgDayEnd(sgDate(new Date(now.getTime() + 7 * DAY_MS)));
  const rows = await selectAppShifts(db)
    .where(
      and(
        eq(wfWorkRecord.workerId, device.workerId),
        gte(wfWorkRecord.scheduledStartAt, from),
        lt(wfWorkRecord.scheduledStartAt, to),
      ),
    )
    .orderBy(asc(wfWorkRecord.scheduledStartAt), asc(wfWorkRecord.id));
  return rows.map(appShiftOut);
}
