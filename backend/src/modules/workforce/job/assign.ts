/**
 * Putting workers on a job (golden path step 10), or pre-booking them on a draft one: every worker
 * gets a confirmed booking and a scheduled work record (`booking/place.ts`), through the one eligibility
 * function of the rules library (`eligibilityFailures`), with what it reads loaded for all of
 * them in a few set-based queries. A refusal is all or nothing and names every failed rule of
 * every worker (409, `data.rules`); `check: true` answers the same verdicts without writing,
 * for the assign screen.
 */
import type { EligibilityFailureRow, JobAssignBody, JobAssignResult, Residency } from '@shiftdesk/shared/api';
import {
  addDays,
  type BanInput,
  eligibilityFailures,
  isoWeek,
  isoWeekDates,
  type OtherShift,
  scheduledMinutes,
} from '@shiftdesk/shared/rules';
import { and, eq, gte, inArray, lt, ne, or, type SQL } from 'drizzle-orm';
import { AppError, ConflictError } from '../../../core/base/errors';
import { recordAudit } from '../../../core/data/audit-trail';
import { type Caller, fieldError, iso } from '../../../core/data/caller';
import { sgDayEnd, sgDayStart } from '../../../core/base/time';
import type { Tx } from '../../../core/data/unit-of-work';
import { wfBanRecord, wfJob, wfWorker, wfWorkerCertificate, wfWorkRecord } from '../../../db/schema';
import { inForceAt } from '../ban-record/service';
import { placeWorkers } from '../booking/place';
import { LIVE_RECORD_STATES, lockJob } from './service';

type JobDb = typeof wfJob.$inferSelect;

/**
 * Jobs a worker can be put on: a draft (pre-booking, before it is published), published (or full,
 * a swap), or already running (back-fill).
 */
const ASSIGNABLE = new Set(['draft', 'published', 'filled', 'in_progress']);

/** First and last day the Part IV month check reads: the week holding the 1st through the month's end. */
function monthWindow(date: string): { from: string; to: string } {
  const first = `${date.slice(0, 7)}-01`;
  const from = isoWeekDates(isoWeek(first))[0];
  const next = addDays(first, 32).slice(0, 7);
  return { from, to: addDays(`${next}-01`, -1) };
}

/** Every failed rule of every worker for this job (empty: all eligible). */
export async function eligibilityOf(
  tx: Tx,
  job: JobDb,
  workerIds: readonly number[],
): Promise<EligibilityFailureRow[]> {
  const ids = [...new Set(workerIds)].sort((a, b) => a - b);
  const workers = await tx.select().from(wfWorker).where(inArray(wfWorker.id, ids));
  const window = monthWindow(job.shiftDate);
  const scopes: SQL[] = [
    eq(wfBanRecord.scope, 'platform'),
    and(eq(wfBanRecord.scope, 'client'), eq(wfBanRecord.clientId, job.clientId)) as SQL,
    and(eq(wfBanRecord.scope, 'department'), eq(wfBanRecord.contractDeptId, job.contractDeptId)) as SQL,
  ];
  // One after the other: a transaction's client runs one statement at a time.
  const bans = await tx
    .select({
      workerId: wfBanRecord.workerId,
      scope: wfBanRecord.scope,
      clientId: wfBanRecord.clientId,
      contractDeptId: wfBanRecord.contractDeptId,
    })
    .from(wfBanRecord)
    .where(and(inArray(wfBanRecord.workerId, ids), inForceAt(job.startAt), or(...scopes)));
  const certificates = job.requiredCertificateTypeIds.length
    ? await tx
        .select({
          workerId: wfWorkerCertificate.workerId,
          typeId: wfWorkerCertificate.typeId,
          status: wfWorkerCertificate.status,
          expiresOn: wfWorkerCertificate.expiresOn,
        })
        .from(wfWorkerCertificate)
        .where(
          and(
            inArray(wfWorkerCertificate.workerId, ids),
            inArray(wfWorkerCertificate.typeId, job.requiredCertificateTypeIds),
          ),
        )
    : [];
  const others = await tx
    .select({
      id: wfWorkRecord.id,
      workerId: wfWorkRecord.workerId,
      startAt: wfWorkRecord.scheduledStartAt,
      endAt: wfWorkRecord.scheduledEndAt,
      breakMinutes: wfWorkRecord.breakMinutes,
      breakPaid: wfWorkRecord.breakPaid,
      clockInAt: wfWorkRecord.clockInAt,
      payMinutes: wfWorkRecord.payMinutes,
    })
    .from(wfWorkRecord)
    .where(
      and(
        inArray(wfWorkRecord.workerId, ids),
        ne(wfWorkRecord.jobId, job.id),
        inArray(wfWorkRecord.status, [...LIVE_RECORD_STATES]),
        gte(wfWorkRecord.scheduledStartAt, sgDayStart(window.from)),
        lt(wfWorkRecord.scheduledStartAt, sgDayEnd(window.to)),
      ),
    );
  const onThisJob = await tx
    .select({ workerId: wfWorkRecord.workerId })
    .from(wfWorkRecord)
    .where(
      and(
        eq(wfWorkRecord.jobId, job.id),
        inArray(wfWorkRecord.workerId, ids),
        inArray(wfWorkRecord.status, [...LIVE_RECORD_STATES]),
      ),
    );
  const already = new Set(onThisJob.map((r) => r.workerId));

  const failures: EligibilityFailureRow[] = [];
  for (const w of workers) {
    if (already.has(w.id)) {
      failures.push({ workerId: w.id, rule: 'already_assigned' });
      continue;
    }
    const workerBans: BanInput[] = bans
      .filter((b) => b.workerId === w.id)
      .map((b) => ({
        scope: b.scope as BanInput['scope'],
        scopeId: b.scope === 'client' ? b.clientId : b.scope === 'department' ? b.contractDeptId : null,
        // Loaded in force at the shift's start: in force on its date.
        status: 'active',
        startsOn: job.shiftDate,
        endsOn: null,
      }));
    const shifts: OtherShift[] = others
      .filter((o) => o.workerId === w.id)
      .map((o) => ({
        id: o.id,
        startAt: iso(o.startAt),
        endAt: iso(o.endAt),
        // Worked records count as paid; planned ones as they are scheduled.
        minutes: o.clockInAt
          ? o.payMinutes
          : scheduledMinutes({
              startAt: iso(o.startAt),
              endAt: iso(o.endAt),
              breakMinutes: o.breakMinutes,
              breakPaid: o.breakPaid,
            }),
      }));
    const failed = eligibilityFailures({
      job: {
        startAt: iso(job.startAt),
        endAt: iso(job.endAt),
        breakMinutes: job.breakMinutes,
        breakPaid: job.breakPaid,
        clientId: job.clientId,
        departmentId: job.contractDeptId,
        requiredCertificateTypeIds: job.requiredCertificateTypeIds,
        minimumAge: job.minimumAge,
        residencies: job.residencies as Residency[],
        minimumCreditScore: job.minimumCreditScore,
      },
      worker: {
        status: w.status,
        dateOfBirth: w.dateOfBirth,
        residency: w.residency as Residency,
        passExpiry: w.passExpiry,
        creditScore: w.creditScore,
      },
      bans: workerBans,
      certificates: certificates.filter((c) => c.workerId === w.id),
      others: shifts,
      policy: job.policy,
    });
    for (const f of failed)
      failures.push({ workerId: w.id, rule: f.rule, ...(f.ref !== undefined ? { ref: f.ref } : {}) });
  }
  return failures;
}

export async function assignWorkers(tx: Tx, caller: Caller, b: JobAssignBody): Promise<JobAssignResult> {
  const job = await lockJob(tx, b.jobId);
  if (!ASSIGNABLE.has(job.status)) throw new ConflictError('job.notAssignable', { code: job.code, state: job.status });
  const workerIds = [...new Set(b.workerIds)];
  // The workers are locked too: two staff assigning one worker to two overlapping shifts at once
  // are taken one after the other, and the second sees the first's record as an overlap.
  const found = await tx
    .select({ id: wfWorker.id })
    .from(wfWorker)
    .where(inArray(wfWorker.id, workerIds))
    .orderBy(wfWorker.id)
    .for('update');
  const missing = workerIds.filter((id) => !found.some((f) => f.id === id));
  if (missing.length) throw fieldError(caller.lang, 'workerIds', 'job.unknownWorkers', { ids: missing.join(', ') });
  const rules = await eligibilityOf(tx, job, workerIds);
  if (b.check) return { workRecordIds: [], rules };
  if (rules.length) {
    const refused = [...new Set(rules.map((r) => r.workerId))];
    throw new AppError(
      409,
      'job.ineligible',
      { count: refused.length, rules: [...new Set(rules.map((r) => r.rule))].join(', ') },
      { rules },
    );
  }
  if (job.assigned + workerIds.length > job.headcount)
    throw new ConflictError('job.overHeadcount', { code: job.code, headcount: job.headcount, assigned: job.assigned });
  const workRecordIds = await placeWorkers(
    tx,
    caller.actor,
    job,
    workerIds.map((workerId) => ({ workerId })),
    job.status === 'draft' ? 'pre_booking' : 'staff_assign',
  );
  await recordAudit(tx, [
    { entity: 'job', entityId: job.id, action: 'assigned', actor: caller.actor, data: { workerIds, workRecordIds } },
  ]);
  return { workRecordIds, rules: [] };
}
