/**
 * Job bookings: reads (the list and the by-id read) and the machine's table. A booking is owned
 * through its job's staff department (data scope), like the job's work records. Writes are in
 * `actions.ts`, the making of confirmed places in `place.ts`, the clock's work in `sweeps.ts`.
 */
import { type BookingListQuery, type BookingRow, BookingApi, bookingMachine } from '@shiftdesk/shared/api';
import { type SQL, and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { sgDayEnd, sgDayStart } from '../../../core/base/time';
import { iso } from '../../../core/data/caller';
import { firstOr404 } from '../../../core/data/crud';
import { registerHistoryRule, registerMachineTable } from '../../../core/data/machine-registry';
import type { Tx } from '../../../core/data/unit-of-work';
import { unrestricted } from '../../../core/lists/data-scope';
import { defineList, filter } from '../../../core/lists/list-query';
import type { ListScope, RowScope } from '../../../core/routes/crud-routes';
import type { Db } from '../../../db/client';
import { finClient, finContractDept, wfBooking, wfJob, wfWorker } from '../../../db/schema';
import { sampleWorker } from '../conduct/sample';
import { type BookingParams, bookingParams, cachedBookingParams } from './params';
import { sampleJob } from '../job/sample';

type Runner = Db | Tx;
export type BookingDb = typeof wfBooking.$inferSelect;

const SCOPE = { dept: wfJob.deptId, user: wfJob.createdBy };
export const bookingScope: RowScope = {
  table: wfBooking,
  columns: SCOPE,
  via: { table: wfJob, on: eq(wfJob.id, wfBooking.jobId) },
  notFound: 'booking.notFound',
};

registerMachineTable(bookingMachine, {
  table: wfBooking,
  sample: async (tx, state) => {
    const jobId = await sampleJob(tx, 'published');
    const workerId = await sampleWorker(tx);
    const [job] = await tx.select().from(wfJob).where(eq(wfJob.id, jobId));
    const [row] = await tx
      .insert(wfBooking)
      .values({
        jobId,
        workerId,
        clientId: job.clientId,
        shiftDate: job.shiftDate,
        startAt: job.startAt,
        source: 'self_apply',
        status: state,
      })
      .returning({ id: wfBooking.id });
    return row.id;
  },
});
registerHistoryRule('booking', BookingApi.rule.get);

function selectBookings(db: Runner) {
  return db
    .select({
      b: wfBooking,
      workerName: wfWorker.name,
      jobCode: wfJob.code,
      jobTitle: wfJob.title,
      jobStatus: wfJob.status,
      endAt: wfJob.endAt,
      clientName: finClient.name,
      deptName: finContractDept.name,
    })
    .from(wfBooking)
    .innerJoin(wfJob, eq(wfJob.id, wfBooking.jobId))
    .innerJoin(wfWorker, eq(wfWorker.id, wfBooking.workerId))
    .innerJoin(finClient, eq(finClient.id, wfBooking.clientId))
    .innerJoin(finContractDept, eq(finContractDept.id, wfJob.contractDeptId))
    .$dynamic();
}

type Selected = {
  b: BookingDb;
  workerName: string;
  jobCode: string;
  jobTitle: string;
  jobStatus: string;
  endAt: Date;
  clientName: string;
  deptName: string;
};

const isoOrNull = (d: Date | null) => (d ? iso(d) : null);
const HOUR_MS = 3_600_000;

function bookingOut(s: Selected, params: BookingParams): BookingRow {
  const b = s.b;
  return {
    id: b.id,
    jobId: b.jobId,
    jobCode: s.jobCode,
    jobTitle: s.jobTitle,
    jobStatus: s.jobStatus,
    clientId: b.clientId,
    clientName: s.clientName,
    deptName: s.deptName,
    shiftDate: b.shiftDate,
    startAt: iso(b.startAt),
    endAt: iso(s.endAt),
    workerId: b.workerId,
    workerName: s.workerName,
    source: b.source as BookingRow['source'],
    status: b.status as BookingRow['status'],
    decidedBy: b.decidedBy,
    decidedAt: isoOrNull(b.decidedAt),
    waitlistedAt: isoOrNull(b.waitlistedAt),
    cancelledBy: b.cancelledBy as BookingRow['cancelledBy'],
    noticeHours: b.noticeMinutes === null ? null : Math.round(b.noticeMinutes / 6) / 10,
    reason: b.reason,
    remindedAt: isoOrNull(b.remindedAt),
    reconfirmedAt: isoOrNull(b.reconfirmedAt),
    lateCancelHours: params.lateCancelHours,
    reconfirmOpensAt: iso(new Date(b.startAt.getTime() - params.reconfirmFromHours * HOUR_MS)),
    workRecordId: b.workRecordId,
    createdAt: iso(b.createdAt),
  };
}

const list = defineList<BookingListQuery, NonNullable<BookingListQuery['orderBy']>>({
  table: wfBooking,
  filters: {
    keyword: filter.containsIn(wfBooking.workerId, wfWorker.id, wfWorker.name, wfWorker.phone),
    jobId: filter.exact(wfBooking.jobId),
    workerId: filter.exact(wfBooking.workerId),
    clientId: filter.exact(wfBooking.clientId),
    status: filter.exact(wfBooking.status),
    source: filter.exact(wfBooking.source),
    // The day as a range of starts: on the sort's index.
    dateFrom: (d) => gte(wfBooking.startAt, sgDayStart(d)),
    dateTo: (d) => lt(wfBooking.startAt, sgDayEnd(d)),
    awaitingReconfirm: (on) =>
      on ? and(eq(wfBooking.status, 'confirmed'), isNull(wfBooking.reconfirmedAt)) : undefined,
  },
  sort: {
    id: wfBooking.id,
    startAt: wfBooking.startAt,
    workerName: wfWorker.name,
    status: wfBooking.status,
    createdAt: wfBooking.createdAt,
  },
  defaultSort: 'startAt',
  defaultDir: 'desc',
  tieBreak: wfBooking.id,
  scope: SCOPE,
});

/**
 * `fields` over the bookings joined as the filters need: the job for a restricted data scope (the
 * keyword reads the workers in its own subquery). The join follows a non-null foreign key, so a
 * count without it is the same.
 */
function joinedBookings(db: Db, fields: Record<string, SQL>, scope: ListScope) {
  let query = db.select(fields).from(wfBooking).$dynamic();
  if (!unrestricted(scope.access)) query = query.innerJoin(wfJob, eq(wfJob.id, wfBooking.jobId));
  return query;
}

export async function listBookings(db: Db, q: BookingListQuery, scope: ListScope) {
  // The rows say what the parameters make of them, so the page never assumes a default.
  const params = await cachedBookingParams(db);
  return list.run(db, q, selectBookings(db), {
    scope,
    count: joinedBookings(db, { n: sql<number>`count(*)` }, scope),
    ids: joinedBookings(db, { id: sql`${wfBooking.id}` }, scope),
    map: (s: Selected) => bookingOut(s, params),
  });
}

export async function getBooking(db: Runner, id: number): Promise<BookingRow> {
  const found = await firstOr404(selectBookings(db).where(eq(wfBooking.id, id)), 'booking.notFound');
  return bookingOut(found, await bookingParams(db));
}
