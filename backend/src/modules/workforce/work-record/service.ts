/**
 * Work records: reads (the list every desk lives in, the by-id read) and the machine's table.
 * A record is owned through its job's staff department (data scope), so a caller sees the
 * records of the jobs they see. Writes are in `actions.ts`, the hours in `hours.ts`.
 */
import { type WorkRecordListQuery, type WorkRecordRow, WorkRecordApi, workRecordMachine } from '@shiftdesk/shared/api';
import { type SQL, eq, gte, lt, sql } from 'drizzle-orm';
import { sgDayEnd, sgDayStart } from '../../../core/base/time';
import { iso } from '../../../core/data/caller';
import { firstOr404 } from '../../../core/data/crud';
import { registerHistoryRule, registerMachineTable } from '../../../core/data/machine-registry';
import type { Tx } from '../../../core/data/unit-of-work';
import type { ListScope, RowScope } from '../../../core/routes/crud-routes';
import { unrestricted } from '../../../core/lists/data-scope';
import { defineList, filter } from '../../../core/lists/list-query';
import type { Db } from '../../../db/client';
import { finClient, finContractDept, wfJob, wfWorker, wfWorkRecord } from '../../../db/schema';
import { sampleWorker } from '../conduct/sample';
import { sampleJob } from '../job/sample';

type Runner = Db | Tx;
export type WorkRecordDb = typeof wfWorkRecord.$inferSelect;

/** Owned through the job: its department and creator are the record's data scope. */
const SCOPE = { dept: wfJob.deptId, user: wfJob.createdBy };
export const workRecordScope: RowScope = {
  table: wfWorkRecord,
  columns: SCOPE,
  via: { table: wfJob, on: eq(wfJob.id, wfWorkRecord.jobId) },
  notFound: 'workRecord.notFound',
};

registerMachineTable(workRecordMachine, {
  table: wfWorkRecord,
  sample: async (tx, state) => {
    const jobId = await sampleJob(tx, 'published');
    const workerId = await sampleWorker(tx);
    const [job] = await tx.select().from(wfJob).where(eq(wfJob.id, jobId));
    const [row] = await tx
      .insert(wfWorkRecord)
      .values({
        jobId,
        workerId,
        clientId: job.clientId,
        contractDeptId: job.contractDeptId,
        shiftDate: job.shiftDate,
        scheduledStartAt: job.startAt,
        scheduledEndAt: job.endAt,
        breakMinutes: job.breakMinutes,
        breakPaid: job.breakPaid,
        status: state,
      })
      .returning({ id: wfWorkRecord.id });
    return row.id;
  },
});
registerHistoryRule('workRecord', WorkRecordApi.rule.get);

export function selectRecords(db: Runner) {
  return db
    .select({
      r: wfWorkRecord,
      workerName: wfWorker.name,
      jobCode: wfJob.code,
      jobTitle: wfJob.title,
      payRate: wfJob.payRate,
      billRate: wfJob.billRate,
      clientName: finClient.name,
      deptName: finContractDept.name,
    })
    .from(wfWorkRecord)
    .innerJoin(wfJob, eq(wfJob.id, wfWorkRecord.jobId))
    .innerJoin(wfWorker, eq(wfWorker.id, wfWorkRecord.workerId))
    .innerJoin(finClient, eq(finClient.id, wfWorkRecord.clientId))
    .innerJoin(finContractDept, eq(finContractDept.id, wfWorkRecord.contractDeptId))
    .$dynamic();
}

type Selected = {
  r: WorkRecordDb;
  workerName: string;
  jobCode: string;
  jobTitle: string;
  payRate: number;
  billRate: number;
  clientName: string;
  deptName: string;
};

const isoOrNull = (d: Date | null) => (d ? iso(d) : null);

/** The numbers a record stores (what verify answers per record). */
export function numbersOf(r: WorkRecordDb) {
  return {
    rawMinutes: r.rawMinutes,
    payMinutes: r.payMinutes,
    billMinutes: r.billMinutes,
    normalMinutes: r.normalMinutes,
    otMinutes: r.otMinutes,
    billNormalMinutes: r.billNormalMinutes,
    billOtMinutes: r.billOtMinutes,
    phMinutes: r.phMinutes,
    sentHomePayMinutes: r.sentHomePayMinutes,
    sentHomeBillMinutes: r.sentHomeBillMinutes,
    cancellationPayMinutes: r.cancellationPayMinutes,
    lateMinutes: r.lateMinutes,
    earlyLeaveMinutes: r.earlyLeaveMinutes,
    payAmount: r.payAmount,
    billAmount: r.billAmount,
  };
}

export function workRecordOut(s: Selected): WorkRecordRow {
  const r = s.r;
  return {
    id: r.id,
    jobId: r.jobId,
    jobCode: s.jobCode,
    jobTitle: s.jobTitle,
    workerId: r.workerId,
    workerName: s.workerName,
    clientId: r.clientId,
    clientName: s.clientName,
    contractDeptId: r.contractDeptId,
    deptName: s.deptName,
    shiftDate: r.shiftDate,
    scheduledStartAt: iso(r.scheduledStartAt),
    scheduledEndAt: iso(r.scheduledEndAt),
    breakMinutes: r.breakMinutes,
    breakPaid: r.breakPaid,
    clockInAt: isoOrNull(r.clockInAt),
    clockOutAt: isoOrNull(r.clockOutAt),
    adjustReason: r.adjustReason,
    earlyStartApproved: r.earlyStartApproved,
    overtimeApproved: r.overtimeApproved,
    sentHomeEarly: r.sentHomeEarly,
    ...numbersOf(r),
    payRate: s.payRate,
    billRate: s.billRate,
    status: r.status as WorkRecordRow['status'],
    reason: r.reason,
    cancelledBy: r.cancelledBy as WorkRecordRow['cancelledBy'],
    verifiedBy: r.verifiedBy,
    verifiedAt: isoOrNull(r.verifiedAt),
    version: r.version,
    createdAt: iso(r.createdAt),
  };
}

/** The list of every work-record desk (the grant list in `grant.ts` reads it too). */
export const workRecordList = defineList<WorkRecordListQuery, NonNullable<WorkRecordListQuery['orderBy']>>({
  table: wfWorkRecord,
  filters: {
    keyword: filter.containsIn(wfWorkRecord.workerId, wfWorker.id, wfWorker.name, wfWorker.phone),
    workerId: filter.exact(wfWorkRecord.workerId),
    jobId: filter.exact(wfWorkRecord.jobId),
    clientId: filter.exact(wfWorkRecord.clientId),
    contractDeptId: filter.exact(wfWorkRecord.contractDeptId),
    status: filter.exact(wfWorkRecord.status),
    // A shift belongs to its start's Singapore date: the day as a range of starts, on the sort's index.
    dateFrom: (d) => gte(wfWorkRecord.scheduledStartAt, sgDayStart(d)),
    dateTo: (d) => lt(wfWorkRecord.scheduledStartAt, sgDayEnd(d)),
  },
  sort: {
    id: wfWorkRecord.id,
    scheduledStartAt: wfWorkRecord.scheduledStartAt,
    workerName: wfWorker.name,
    status: wfWorkRecord.status,
    payAmount: wfWorkRecord.payAmount,
    billAmount: wfWorkRecord.billAmount,
  },
  defaultSort: 'scheduledStartAt',
  defaultDir: 'desc',
  tieBreak: wfWorkRecord.id,
  scope: SCOPE,
  estimateTotals: true,
});

/**
 * Counts and sums under the list's filters, joining only what they read: the job for a
 * restricted data scope (the keyword reads the workers in a subquery of its own). The join
 * follows a non-null foreign key, so leaving it out never changes a count; it saves a join of
 * every matching row (issue 28's bench: the count was most of a filtered page's time).
 */
export function aggregateRecords(db: Db, fields: Record<string, SQL>, scope: ListScope) {
  const query = db.select(fields).from(wfWorkRecord).$dynamic();
  return unrestricted(scope.access) ? query : query.innerJoin(wfJob, eq(wfJob.id, wfWorkRecord.jobId));
}

export function listWorkRecords(db: Db, q: WorkRecordListQuery, scope: ListScope) {
  return workRecordList.run(db, q, selectRecords(db), {
    scope,
    count: aggregateRecords(db, { n: sql<number>`count(*)` }, scope),
    ids: aggregateRecords(db, { id: sql`${wfWorkRecord.id}` }, scope),
    map: workRecordOut,
  });
}

export async function getWorkRecord(db: Runner, id: number): Promise<WorkRecordRow> {
  return workRecordOut(await firstOr404(selectRecords(db).where(eq(wfWorkRecord.id, id)), 'workRecord.notFound'));
}
