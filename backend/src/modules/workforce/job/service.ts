/**
 * Jobs (DOMAIN.md "Job"; golden path steps 8–9): made from a contract order in force on the
 * shift's date, whose position rates and policy are copied onto the job (`ratesForJob`) and never
 * follow the order again. Only drafts are edited or deleted; publishing checks the client and
 * the order again, on the shift's date. `assigned` counts the job's live work records and moves
 * the job between published and filled (`refreshFill`).
 */
import {
  type JobAddBody,
  type JobCopyBody,
  type JobCopyResult,
  type JobEditBody,
  type JobListQuery,
  type JobRow,
  type JobRoster,
  type JobRosterQuery,
  JobApi,
  jobMachine,
  workRecordMachine,
} from '@shiftdesk/shared/api';
import { addDays, shiftDate } from '@shiftdesk/shared/rules';
import { and, asc, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type Actor,
  changedFields,
  recordAudit,
  recordCreated,
  recordEdited,
  SYSTEM_ACTOR,
} from '../../../core/data/audit-trail';
import { type Caller, fieldError, iso } from '../../../core/data/caller';
import { assertIdsExist, firstOr404, getOr404 } from '../../../core/data/crud';
import { registerMachineTable, registerHistoryRule } from '../../../core/data/machine-registry';
import { ConflictError, NotFoundError } from '../../../core/base/errors';
import { sgDayEnd, sgDayStart } from '../../../core/base/time';
import { transition, transitionMany } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import { ownedScope, type ListScope } from '../../../core/routes/crud-routes';
import { defineList, filter } from '../../../core/lists/list-query';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/migrate';
import {
  finClient,
  finContractDept,
  finContractOrder,
  finPosition,
  refPublicHoliday,
  wfCertificateType,
  wfJob,
  wfWorker,
  wfWorkRecord,
} from '../../../db/schema';
import { ratesForJob } from '../../finance/contract-order/service';
import { closeBookingsOfJob } from '../booking/follow';
import { payClientCancellation } from '../work-record/cancellation-pay';
import { sampleJob } from './sample';

type Runner = Db | Tx;
type JobDb = typeof wfJob.$inferSelect;

/** Work records that hold a place on their job (what `assigned` counts). */
export const LIVE_RECORD_STATES = [
  'scheduled',
  'clocked_in',
  'clocked_out',
  'pending_verification',
  'verified',
  'credited',
  'paid',
  'disputed',
] as const;

/** The longest shift a job may be (a 24-hour event crew shift). */
const MAX_SHIFT_MS = 24 * 60 * 60 * 1000;

export const jobScope = ownedScope(wfJob, 'job.notFound');

registerMachineTable(jobMachine, { table: wfJob, sample: sampleJob });
registerHistoryRule('job', JobApi.rule.get);

const order = alias(finContractOrder, 'job_order');

function selectJobs(db: Runner) {
  return db
    .select({
      j: wfJob,
      clientName: finClient.name,
      deptName: finContractDept.name,
      positionName: finPosition.name,
      contractOrderNumber: order.number,
    })
    .from(wfJob)
    .innerJoin(finClient, eq(finClient.id, wfJob.clientId))
    .innerJoin(finContractDept, eq(finContractDept.id, wfJob.contractDeptId))
    .innerJoin(finPosition, eq(finPosition.id, wfJob.positionId))
    .innerJoin(order, eq(order.id, wfJob.contractOrderId))
    .$dynamic();
}

type JobSelected = {
  j: JobDb;
  clientName: string;
  deptName: string;
  positionName: string;
  contractOrderNumber: string;
};

export function jobOut(r: JobSelected): JobRow {
  const j = r.j;
  return {
    id: j.id,
    code: j.code,
    contractOrderId: j.contractOrderId,
    contractOrderNumber: r.contractOrderNumber,
    contractDeptId: j.contractDeptId,
    deptName: r.deptName,
    clientId: j.clientId,
    clientName: r.clientName,
    positionId: j.positionId,
    positionName: r.positionName,
    title: j.title,
    description: j.description,
    dressCode: j.dressCode,
    siteContact: j.siteContact,
    address: j.address,
    shiftDate: j.shiftDate,
    startAt: iso(j.startAt),
    endAt: iso(j.endAt),
    breakMinutes: j.breakMinutes,
    breakPaid: j.breakPaid,
    headcount: j.headcount,
    assigned: j.assigned,
    requiredCertificateTypeIds: j.requiredCertificateTypeIds,
    minimumAge: j.minimumAge,
    residencies: j.residencies as JobRow['residencies'],
    minimumCreditScore: j.minimumCreditScore,
    payRate: j.payRate,
    billRate: j.billRate,
    policy: j.policy,
    publicHoliday: j.publicHoliday,
    visibility: j.visibility as JobRow['visibility'],
    bookingMode: j.bookingMode as JobRow['bookingMode'],
    status: j.status as JobRow['status'],
    cancelReason: j.cancelReason,
    createdAt: iso(j.createdAt),
  };
}

const list = defineList<JobListQuery, NonNullable<JobListQuery['orderBy']>>({
  table: wfJob,
  filters: {
    keyword: filter.contains(wfJob.title, wfJob.code),
    // The day as a range of starts: on the sort's index.
    dateFrom: (d) => gte(wfJob.startAt, sgDayStart(d)),
    dateTo: (d) => lt(wfJob.startAt, sgDayEnd(d)),
    clientId: filter.exact(wfJob.clientId),
    contractDeptId: filter.exact(wfJob.contractDeptId),
    positionId: filter.exact(wfJob.positionId),
    status: filter.exact(wfJob.status),
    fill: (f) => (f === 'unfilled' ? lt(wfJob.assigned, wfJob.headcount) : gte(wfJob.assigned, wfJob.headcount)),
  },
  sort: {
    id: wfJob.id,
    code: wfJob.code,
    startAt: wfJob.startAt,
    title: wfJob.title,
    clientName: finClient.name,
    status: wfJob.status,
    headcount: wfJob.headcount,
    createdAt: wfJob.createdAt,
  },
  defaultSort: 'startAt',
  defaultDir: 'desc',
  tieBreak: wfJob.id,
  scope: { dept: wfJob.deptId, user: wfJob.createdBy },
});

export function listJobs(db: Db, q: JobListQuery, scope: ListScope) {
  return list.run(db, q, selectJobs(db), {
    scope,
    count: db
      .select({ n: sql<number>`count(*)` })
      .from(wfJob)
      .innerJoin(finClient, eq(finClient.id, wfJob.clientId))
      .$dynamic(),
    map: jobOut,
  });
}

export async function getJob(db: Runner, id: number): Promise<JobRow> {
  return jobOut(await firstOr404(selectJobs(db).where(eq(wfJob.id, id)), 'job.notFound'));
}

/** A job's row, locked for the rest of the transaction. */
export async function lockJob(tx: Tx, id: number): Promise<JobDb> {
  const [j] = await tx.select().from(wfJob).where(eq(wfJob.id, id)).for('update');
  if (!j) throw new NotFoundError('job.notFound');
  return j;
}

async function isPublicHoliday(db: Runner, date: string): Promise<boolean> {
  const [h] = await db
    .select({ id: refPublicHoliday.id })
    .from(refPublicHoliday)
    .where(eq(refPublicHoliday.date, date));
  return Boolean(h);
}

type JobForm = Omit<JobAddBody, never>;

/** The shift's instants, checked: an end after the start, at most a day later. */
function shiftTimes(caller: Caller, b: Pick<JobForm, 'startAt' | 'endAt' | 'breakMinutes'>) {
  const startAt = new Date(b.startAt);
  const endAt = new Date(b.endAt);
  const span = endAt.getTime() - startAt.getTime();
  if (!(span > 0)) throw fieldError(caller.lang, 'endAt', 'job.endBeforeStart');
  if (span > MAX_SHIFT_MS) throw fieldError(caller.lang, 'endAt', 'job.tooLong');
  if (b.breakMinutes * 60_000 >= span) throw fieldError(caller.lang, 'breakMinutes', 'job.breakTooLong');
  return { startAt, endAt, shiftDate: shiftDate(startAt.toISOString()) };
}

/** The job's columns from a form: terms copied from the order in force on the shift's date. */
async function jobValues(tx: Tx, caller: Caller, b: JobForm) {
  const times = shiftTimes(caller, b);
  const terms = await ratesForJob(tx, b.contractOrderId, b.positionId, times.shiftDate);
  const [o] = await tx
    .select({
      deptId: finContractOrder.contractDeptId,
      clientId: finContractDept.clientId,
      siteAddress: finContractDept.siteAddress,
    })
    .from(finContractOrder)
    .innerJoin(finContractDept, eq(finContractDept.id, finContractOrder.contractDeptId))
    .where(eq(finContractOrder.id, terms.contractOrderId));
  await assertIdsExist(
    tx,
    caller.lang,
    'requiredCertificateTypeIds',
    b.requiredCertificateTypeIds,
    wfCertificateType,
    'job.unknownCertificateTypes',
  );
  return {
    contractOrderId: terms.contractOrderId,
    contractDeptId: o.deptId,
    clientId: o.clientId,
    positionId: b.positionId,
    title: b.title.trim(),
    description: b.description?.trim() ?? '',
    dressCode: b.dressCode?.trim() ?? '',
    siteContact: b.siteContact?.trim() ?? '',
    address: b.address?.trim() || o.siteAddress,
    shiftDate: times.shiftDate,
    startAt: times.startAt,
    endAt: times.endAt,
    breakMinutes: b.breakMinutes,
    breakPaid: b.breakPaid,
    headcount: b.headcount,
    requiredCertificateTypeIds: [...new Set(b.requiredCertificateTypeIds ?? [])].sort((x, y) => x - y),
    minimumAge: b.minimumAge ?? null,
    residencies: [...new Set(b.residencies ?? [])],
    minimumCreditScore: b.minimumCreditScore ?? null,
    payRate: terms.payRate,
    billRate: terms.billRate,
    policy: terms.policy,
    publicHoliday: await isPublicHoliday(tx, times.shiftDate),
    visibility: b.visibility ?? 'public',
    bookingMode: b.bookingMode ?? 'review',
  };
}

async function nextCode(tx: Tx, date: string): Promise<string> {
  const [{ n }] = rowsOf<{ n: string | number }>(await tx.execute(sql`select nextval('wf_job_seq') as n`));
  return `J-${date.slice(0, 4)}-${String(n).padStart(6, '0')}`;
}

export async function addJob(tx: Tx, caller: Caller, b: JobAddBody): Promise<number> {
  const v = await jobValues(tx, caller, b);
  const [row] = await tx
    .insert(wfJob)
    .values({
      ...v,
      code: await nextCode(tx, v.shiftDate),
      status: jobMachine.initial,
      deptId: caller.deptId,
      createdBy: caller.actor.id,
      updatedBy: caller.actor.id,
    })
    .returning({ id: wfJob.id });
  await recordCreated(tx, caller.actor, 'job', row.id, {
    to: jobMachine.initial,
    data: { title: v.title, startAt: iso(v.startAt), headcount: v.headcount, payRate: v.payRate, billRate: v.billRate },
  });
  return row.id;
}

function assertDraft(j: JobDb) {
  if (j.status !== 'draft') throw new ConflictError('job.notDraft', { code: j.code, state: j.status });
}

export async function editJob(tx: Tx, caller: Caller, b: JobEditBody): Promise<void> {
  const before = await lockJob(tx, b.id);
  assertDraft(before);
  const { id, ...form } = b;
  const v = await jobValues(tx, caller, form);
  await tx
    .update(wfJob)
    .set({ ...v, updatedBy: caller.actor.id, updatedAt: new Date() })
    .where(eq(wfJob.id, id));
  const norm = (x: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(x).map(([k, val]) => [k, val instanceof Date ? iso(val) : val]));
  await recordEdited(tx, caller.actor, 'job', id, changedFields(norm(before), norm(v)));
}

export async function deleteJobs(tx: Tx, ids: number[]): Promise<void> {
  const rows = await tx.select().from(wfJob).where(inArray(wfJob.id, ids)).for('update');
  for (const j of rows) assertDraft(j);
  const [used] = await tx
    .select({ jobId: wfWorkRecord.jobId })
    .from(wfWorkRecord)
    .where(inArray(wfWorkRecord.jobId, ids))
    .limit(1);
  if (used) throw new ConflictError('job.hasRecords', { id: used.jobId });
  await tx.delete(wfJob).where(inArray(wfJob.id, ids));
}

/**
 * Before publish: the client must be active and the order still in force on the shift's date
 * (an order may have expired or been suspended since the draft was made).
 */
export async function checkPublishable(tx: Tx, id: number): Promise<void> {
  const j = await lockJob(tx, id);
  const [c] = await tx
    .select({ name: finClient.name, status: finClient.status })
    .from(finClient)
    .where(eq(finClient.id, j.clientId));
  if (c.status !== 'active') throw new ConflictError('job.clientNotActive', { name: c.name, state: c.status });
  await ratesForJob(tx, j.contractOrderId, j.positionId, j.shiftDate);
}

/**
 * After cancel: its reason kept; the job's scheduled records and its bookings closed with it
 * (History on each), a late cancel paying the records the contract's cancellation hours.
 */
export async function onJobCancelled(tx: Tx, actor: Actor, id: number, reason: string): Promise<number[]> {
  await tx.update(wfJob).set({ cancelReason: reason, updatedAt: new Date() }).where(eq(wfJob.id, id));
  const scheduled = await tx
    .select({ id: wfWorkRecord.id })
    .from(wfWorkRecord)
    .where(and(eq(wfWorkRecord.jobId, id), eq(wfWorkRecord.status, 'scheduled')));
  const ids = scheduled.map((r) => r.id);
  if (ids.length) {
    await transitionMany(tx, {
      machine: workRecordMachine,
      table: wfWorkRecord,
      ids,
      action: 'cancel',
      actor,
      reason: `job cancelled: ${reason}`,
      patch: { cancelledBy: 'client', reason },
    });
    await payClientCancellation(tx, actor, ids, new Date());
    await refreshFill(tx, [id], actor);
  }
  await closeBookingsOfJob(tx, actor, id, reason);
  return ids;
}

/**
 * Counts each job's live work records into `assigned` (one statement for all of them) and moves a
 * published job that reached its headcount to filled, a filled one that lost a worker back.
 */
export async function refreshFill(tx: Tx, jobIds: readonly number[], actor: Actor): Promise<void> {
  const ids = [...new Set(jobIds)];
  if (!ids.length) return;
  const live = sql.join(
    LIVE_RECORD_STATES.map((s) => sql`${s}`),
    sql`, `,
  );
  await tx.execute(sql`
    update wf_job j set assigned = coalesce(
      (select count(*) from wf_work_record r where r.job_id = j.id and r.status in (${live})), 0)
    where j.id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`);
  const rows = await tx
    .select({ id: wfJob.id, status: wfJob.status, assigned: wfJob.assigned, headcount: wfJob.headcount })
    .from(wfJob)
    .where(inArray(wfJob.id, ids));
  for (const j of rows) {
    if (j.status === 'published' && j.assigned >= j.headcount)
      await transition(tx, {
        machine: jobMachine,
        table: wfJob,
        id: j.id,
        action: 'fill',
        actor,
        reason: `${j.assigned}/${j.headcount}`,
      });
    else if (j.status === 'filled' && j.assigned < j.headcount)
      await transition(tx, {
        machine: jobMachine,
        table: wfJob,
        id: j.id,
        action: 'unfill',
        actor,
        reason: `${j.assigned}/${j.headcount}`,
      });
  }
}

/** The same shift on other days: same times of day and length, terms of the order on each date. */
export async function copyJob(tx: Tx, caller: Caller, b: JobCopyBody): Promise<JobCopyResult> {
  const src = await getOr404(tx, wfJob, b.id, 'job.notFound');
  const dates = [...new Set(b.dates)].sort();
  const shifts: JobCopyResult['shifts'] = [];
  const bodies: JobAddBody[] = [];
  for (const date of dates) {
    const days = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${src.shiftDate}T00:00:00Z`)) / 86_400_000);
    const startAt = new Date(src.startAt.getTime() + days * 86_400_000).toISOString();
    const endAt = new Date(src.endAt.getTime() + days * 86_400_000).toISOString();
    let terms;
    try {
      terms = await ratesForJob(tx, src.contractOrderId, src.positionId, date);
    } catch (e) {
      if (e instanceof ConflictError) throw fieldError(caller.lang, 'dates', 'job.copyNotInForce', { date });
      throw e;
    }
    shifts.push({ date, startAt, endAt, payRate: terms.payRate, billRate: terms.billRate });
    bodies.push({
      contractOrderId: src.contractOrderId,
      positionId: src.positionId,
      title: src.title,
      description: src.description,
      dressCode: src.dressCode,
      siteContact: src.siteContact,
      address: src.address,
      startAt,
      endAt,
      breakMinutes: src.breakMinutes,
      breakPaid: src.breakPaid,
      headcount: src.headcount,
      requiredCertificateTypeIds: src.requiredCertificateTypeIds,
      minimumAge: src.minimumAge,
      residencies: src.residencies as JobAddBody['residencies'],
      minimumCreditScore: src.minimumCreditScore,
      visibility: src.visibility as JobAddBody['visibility'],
      bookingMode: src.bookingMode as JobAddBody['bookingMode'],
    });
  }
  if (b.preview) return { ids: [], shifts };
  const ids: number[] = [];
  for (const body of bodies) ids.push(await addJob(tx, caller, body));
  await recordAudit(tx, {
    entity: 'job',
    entityId: src.id,
    action: 'copied',
    actor: caller.actor,
    data: { ids, dates },
  });
  return { ids, shifts };
}

/** A week of jobs as a grid: rows are departments (or workers, through their records), columns days. */
export async function jobRoster(db: Db, q: JobRosterQuery, scope: ListScope): Promise<JobRoster> {
  const days = Array.from({ length: 7 }, (_, i) => addDays(q.weekOf, i));
  const where = and(
    gte(wfJob.startAt, sgDayStart(days[0])),
    lt(wfJob.startAt, sgDayEnd(days[6])),
    notInArray(wfJob.status, ['cancelled']),
    q.clientId ? eq(wfJob.clientId, q.clientId) : undefined,
    list.where({} as JobListQuery, { scope }).where,
  );
  const cell = {
    jobId: wfJob.id,
    code: wfJob.code,
    title: wfJob.title,
    startAt: wfJob.startAt,
    endAt: wfJob.endAt,
    status: wfJob.status,
    headcount: wfJob.headcount,
    assigned: wfJob.assigned,
    shiftDate: wfJob.shiftDate,
  };
  type Cell = {
    jobId: number;
    code: string;
    title: string;
    startAt: Date;
    endAt: Date;
    status: string;
    headcount: number;
    assigned: number;
    shiftDate: string;
  };
  let rows: (Cell & { key: string; label: string })[];
  if (q.by === 'worker') {
    rows = (await db
      .select({ ...cell, key: sql<string>`'w' || ${wfWorker.id}`, label: wfWorker.name })
      .from(wfJob)
      .innerJoin(
        wfWorkRecord,
        and(eq(wfWorkRecord.jobId, wfJob.id), inArray(wfWorkRecord.status, [...LIVE_RECORD_STATES])),
      )
      .innerJoin(wfWorker, eq(wfWorker.id, wfWorkRecord.workerId))
      .where(where)
      .orderBy(asc(wfWorker.name), asc(wfJob.startAt))) as (Cell & { key: string; label: string })[];
  } else {
    rows = (await db
      .select({
        ...cell,
        key: sql<string>`'d' || ${finContractDept.id}`,
        label: sql<string>`${finClient.name} || ' · ' || ${finContractDept.name}`,
      })
      .from(wfJob)
      .innerJoin(finContractDept, eq(finContractDept.id, wfJob.contractDeptId))
      .innerJoin(finClient, eq(finClient.id, wfJob.clientId))
      .where(where)
      .orderBy(asc(finClient.name), asc(finContractDept.name), asc(wfJob.startAt))) as (Cell & {
      key: string;
      label: string;
    })[];
  }
  const byKey = new Map<string, JobRoster['rows'][number]>();
  for (const r of rows) {
    let row = byKey.get(r.key);
    if (!row) {
      row = { key: r.key, label: r.label, days: days.map(() => []) };
      byKey.set(r.key, row);
    }
    const day = days.indexOf(r.shiftDate);
    if (day >= 0)
      row.days[day].push({
        jobId: r.jobId,
        code: r.code,
        title: r.title,
        startAt: iso(r.startAt),
        endAt: iso(r.endAt),
        status: r.status as JobRow['status'],
        headcount: r.headcount,
        assigned: r.assigned,
      });
  }
  return { days, rows: [...byKey.values()] };
}

/**
 * The clock's moves of jobs: published or filled jobs whose start has passed are in progress; in
 * progress ones past their end with no record still open (scheduled, punched, awaiting
 * verification) are completed. Answers the jobs moved.
 */
export async function advanceJobs(tx: Tx, now = new Date()): Promise<number[]> {
  const starting = await tx
    .select({ id: wfJob.id })
    .from(wfJob)
    .where(and(inArray(wfJob.status, ['published', 'filled']), lt(wfJob.startAt, now)))
    .orderBy(asc(wfJob.id));
  const startIds = starting.map((j) => j.id);
  if (startIds.length)
    await transitionMany(tx, {
      machine: jobMachine,
      table: wfJob,
      ids: startIds,
      action: 'start',
      actor: SYSTEM_ACTOR,
    });
  const open = sql.join(
    ['scheduled', 'clocked_in', 'clocked_out', 'pending_verification'].map((s) => sql`${s}`),
    sql`, `,
  );
  const done = await tx
    .select({ id: wfJob.id })
    .from(wfJob)
    .where(
      and(
        eq(wfJob.status, 'in_progress'),
        lt(wfJob.endAt, now),
        sql`not exists (select 1 from wf_work_record r where r.job_id = ${wfJob.id} and r.status in (${open}))`,
      ),
    )
    .orderBy(asc(wfJob.id));
  const doneIds = done.map((j) => j.id);
  if (doneIds.length)
    await transitionMany(tx, {
      machine: jobMachine,
      table: wfJob,
      ids: doneIds,
      action: 'complete',
      actor: SYSTEM_ACTOR,
    });
  return [...startIds, ...doneIds];
}
