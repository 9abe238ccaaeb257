/**
 * Demo jobs and work records, made through the services after the workers and their
 * certificates exist: eight weeks of shifts around today at the demo clients' departments
 * (five weeks back, three ahead), and before them sparser work (a small job every other day)
 * back to the first day of the month before last, so the payroll demo has two whole past months
 * to close whatever the day. Past shifts were worked (punches set by staff with small lateness
 * and overruns, most verified, some waiting, one rejected), a few were no-shows (the clock's
 * sweep marks them, credit events follow) or cancelled by the worker; today's are in
 * progress; future ones are published, partly filled, with a few drafts and a cancelled job, and
 * workers' applications to them pending, waitlisted or turned down (bookings; the assigned ones
 * have theirs from the assign).
 * Workers are picked among those the eligibility check accepts, as the assign screen would.
 */
import { bookingMachine, type JobAddBody, jobMachine, workRecordMachine } from '@shiftdesk/shared/api';
import { addDays, sgDate } from '@shiftdesk/shared/rules';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type Caller, SYSTEM_CALLER } from '../core/data/caller';
import { DomainEventBus } from '../core/base/events';
import { transition } from '../core/data/transition';
import { type Tx, withTransaction } from '../core/data/unit-of-work';
import type { Db } from '../db/client';
import { finClient, finContractDept, finContractOrder, finContractOrderRate, wfBooking, wfJob, wfWorker } from '../db/schema';
import { applyBooking, onDecided } from '../modules/workforce/booking/actions';
import { bookingClock } from '../modules/workforce/booking/sweeps';
import { assignWorkers } from '../modules/workforce/job/assign';
import { addJob, advanceJobs, checkPublishable, onJobCancelled } from '../modules/workforce/job/service';
import {
  cancelRecord,
  editPunches,
  markNoShows,
  onRejected,
  verifyRecords,
} from '../modules/workforce/work-record/actions';

const WEEKS_BACK = 5;
const WEEKS_AHEAD = 3;
/** The older days' own sequence: the recent weeks stay as they were before those days existed. */
const OLDER_SEED = 20261127;
/** Shift patterns (Singapore times): morning, day, evening, overnight. */
const SHIFTS: [start: string, end: string, breakMinutes: number][] = [
  ['07:00', '15:00', 30],
  ['09:00', '18:00', 60],
  ['15:00', '23:00', 30],
  ['22:00', '06:00', 60],
];

export interface DemoJobCounts {
  jobs: number;
  records: number;
}

/** A small deterministic sequence, so every demo install looks alike. */
function sequence(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

export async function seedDemoJobs(db: Db, owner: Caller = SYSTEM_CALLER, now = new Date()): Promise<DemoJobCounts> {
  const ctx = { db, events: new DomainEventBus() };
  return withTransaction(ctx, async (tx) => {
    const orders = await tx
      .select({
        orderId: finContractOrder.id,
        positionId: finContractOrderRate.positionId,
        deptName: finContractDept.name,
        deptId: finContractOrder.contractDeptId,
        validFrom: finContractOrder.validFrom,
        validTo: finContractOrder.validTo,
      })
      .from(finContractOrder)
      .innerJoin(finContractOrderRate, eq(finContractOrderRate.contractOrderId, finContractOrder.id))
      .innerJoin(finContractDept, eq(finContractDept.id, finContractOrder.contractDeptId))
      .innerJoin(finClient, eq(finClient.id, finContractDept.clientId))
      .where(and(eq(finContractOrder.status, 'active'), eq(finClient.status, 'active')))
      .orderBy(asc(finContractOrder.id), asc(finContractOrderRate.positionId));
    const workers = (
      await tx.select({ id: wfWorker.id }).from(wfWorker).where(eq(wfWorker.status, 'active')).orderBy(asc(wfWorker.id))
    ).map((w) => w.id);
    if (!orders.length || workers.length < 10) return { jobs: 0, records: 0 };
    // Every version of the orders, last year's expired ones too: a shift outside the picked
    // order's dates (in January, the weeks of December and November) is made on its department's
    // order of that date, as the desk would.
    const versions = await tx
      .select({
        orderId: finContractOrder.id,
        deptId: finContractOrder.contractDeptId,
        positionId: finContractOrderRate.positionId,
        validFrom: finContractOrder.validFrom,
        validTo: finContractOrder.validTo,
      })
      .from(finContractOrder)
      .innerJoin(finContractOrderRate, eq(finContractOrderRate.contractOrderId, finContractOrder.id))
      .where(inArray(finContractOrder.status, ['active', 'expired']))
      .orderBy(asc(finContractOrder.id));
    const inForce = (o: (typeof orders)[number], date: string) =>
      o.validFrom <= date && date <= o.validTo
        ? o.orderId
        : (versions.find(
            (v) => v.deptId === o.deptId && v.positionId === o.positionId && v.validFrom <= date && date <= v.validTo,
          )?.orderId ?? o.orderId);
    const today = sgDate(now);
    const first = addDays(today, -7 * WEEKS_BACK);
    // The first day of the month before last: at least 59 days back, so always before `first`.
    const older = `${addDays(`${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
    let jobs = 0;
    let records = 0;
    const toVerify: number[] = [];

    /** The day's jobs, drawn from `random`: their workers assigned, the past ones worked. */
    const shiftsOn = async (date: string, perDay: number, random: () => number, headcounts: number) => {
      const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
      for (let k = 0; k < perDay; k++) {
        const o = pick(orders);
        const [start, end, breakMinutes] = pick(SHIFTS);
        const startAt = new Date(`${date}T${start}:00+08:00`);
        let endAt = new Date(`${date}T${end}:00+08:00`);
        if (endAt <= startAt) endAt = new Date(endAt.getTime() + 86_400_000);
        const body: JobAddBody = {
          contractOrderId: inForce(o, date),
          positionId: o.positionId,
          title: `${o.deptName} shift`,
          startAt: startAt.toISOString(),
          endAt: endAt.toISOString(),
          breakMinutes,
          breakPaid: false,
          headcount: 1 + Math.floor(random() * headcounts),
        };
        let jobId: number;
        try {
          jobId = await addJob(tx, owner, body);
        } catch {
          continue; // No order in force on that date for the position: the desk would not offer it.
        }
        jobs++;
        const future = startAt > now;
        // A few future jobs stay drafts; one in twenty is called off by the client.
        if (future && random() < 0.12) continue;
        await checkPublishable(tx, jobId);
        await transition(tx, { machine: jobMachine, table: wfJob, id: jobId, action: 'publish', actor: owner.actor });
        if (future && random() < 0.05) {
          await transition(tx, {
            machine: jobMachine,
            table: wfJob,
            id: jobId,
            action: 'cancel',
            actor: owner.actor,
            reason: 'Event postponed by the client',
          });
          await onJobCancelled(tx, owner.actor, jobId, 'Event postponed by the client');
          continue;
        }
        // Candidates the assign screen would show as eligible; future jobs are left partly open.
        const candidates = Array.from({ length: 6 }, () => pick(workers));
        const check = await assignWorkers(tx, owner, { jobId, workerIds: candidates, check: true });
        const refused = new Set(check.rules.map((r) => r.workerId));
        const want = future ? Math.floor(random() * (body.headcount + 1)) : body.headcount;
        const eligible = [...new Set(candidates.filter((w) => !refused.has(w)))];
        const chosen = eligible.slice(0, want);
        if (future) await demoApplications(tx, owner, jobId, eligible.slice(want, want + 2), random, now);
        if (!chosen.length) continue;
        const { workRecordIds } = await assignWorkers(tx, owner, { jobId, workerIds: chosen });
        records += workRecordIds.length;
        if (future) {
          // Now and then a worker cancels ahead (an early cancel, a credit event).
          if (random() < 0.08)
            await cancelRecord(
              tx,
              owner,
              { id: workRecordIds[0], cancelledBy: 'worker', reason: 'Clashing exam' },
              now,
            );
          continue;
        }
        for (const id of workRecordIds) {
          // Worked shifts end before now; a shift still running keeps its schedule.
          if (endAt > now) continue;
          const fate = random();
          if (fate < 0.05) continue; // nobody clocked in: the sweep below makes it a no-show
          const late = fate < 0.25 ? Math.floor(random() * 20) : 0;
          const over = Math.floor(random() * 25) - 5;
          await editPunches(tx, owner, {
            id,
            clockInAt: new Date(startAt.getTime() + (late - 5) * 60_000).toISOString(),
            clockOutAt: new Date(endAt.getTime() + over * 60_000).toISOString(),
            reason: 'Site attendance sheet',
          });
          // Most of the past is verified; the last days wait for a verifier.
          if (addDays(date, 3) < today) toVerify.push(id);
        }
      }
    };

    const random = sequence(20261126);
    for (let day = 0; day < 7 * (WEEKS_BACK + WEEKS_AHEAD); day++) {
      const date = addDays(first, day);
      await shiftsOn(date, 1 + Math.floor(random() * 2), random, 3);
    }
    // One rejected record of the recent weeks (the site disputed it).
    const rejected = toVerify.pop();
    // The older days: one job every other day (the 1st always) of one or two workers, all of it
    // worked and verified (but for the odd no-show). After the recent weeks, which so stay as they
    // were (ids, codes and workers), and sparse: each job costs the first start some time.
    const olderRandom = sequence(OLDER_SEED);
    for (let date = older; date < first; date = addDays(date, 2)) await shiftsOn(date, 1, olderRandom, 2);
    // The rejected one, then the rest verified in one go.
    if (rejected) {
      await transition(tx, {
        machine: workRecordMachine,
        id: rejected,
        action: 'reject',
        actor: owner.actor,
        reason: 'Not on the client’s sign-in sheet',
      });
      await onRejected(tx, owner.actor, rejected, 'Not on the client’s sign-in sheet');
    }
    for (let i = 0; i < toVerify.length; i += 200) await verifyRecords(tx, owner, toVerify.slice(i, i + 200));
    await markNoShows(tx, now);
    await advanceJobs(tx, now);
    await bookingClock(tx, now);
    return { jobs, records };
  });
}

/**
 * Workers who applied to a future job (the job reviews its bookings): most wait for a decision,
 * some were put on the waitlist, some turned down.
 */
async function demoApplications(
  tx: Tx,
  owner: Caller,
  jobId: number,
  workerIds: number[],
  random: () => number,
  now: Date,
): Promise<void> {
  for (const workerId of workerIds) {
    const { id } = await applyBooking(tx, owner, { jobId, workerId }, now);
    const fate = random();
    const action = fate < 0.2 ? 'waitlist' : fate < 0.35 ? 'reject' : null;
    if (!action) continue;
    const reason = action === 'reject' ? 'Prefers workers who know the site' : '';
    await transition(tx, { machine: bookingMachine, table: wfBooking, id, action, actor: owner.actor, reason });
    await onDecided(tx, owner.actor, id, reason, now);
  }
}
