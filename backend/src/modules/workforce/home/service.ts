/**
 * The workforce /home summary (issue 34): one answer for all of this remote's widgets, each
 * section computed only for a caller holding its widget's rule, each by one aggregate query
 * under the caller's data scope on the same columns as the list the widget links to (a job's
 * own; a work record's through its job; a timesheet's and a certificate's own). Counts and sums
 * are the database's, over every matching row: no page of rows is added up here.
 */
import { CERTIFICATES_EXPIRING_DAYS, WORKFORCE_HOME_RULES, type WorkforceHomeSummary } from '@shiftdesk/shared/api';
import { addDays, sgDate } from '@shiftdesk/shared/rules';
import { and, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import { holdsRule } from '../../../core/auth/access';
import { sgDayEnd, sgDayStart } from '../../../core/base/time';
import { dataScopeFilter } from '../../../core/lists/data-scope';
import type { ListScope } from '../../../core/routes/crud-routes';
import type { Db } from '../../../db/client';
import { wfJob, wfTimesheet, wfWorkerCertificate, wfWorkRecord } from '../../../db/schema';
import { jobScope } from '../job/service';
import { timesheetScope } from '../timesheet/service';
import { aggregateRecords, workRecordScope } from '../work-record/service';

type Section<K extends keyof WorkforceHomeSummary> = NonNullable<WorkforceHomeSummary[K]>;

/** A count as a number (`count(*)` is bigint, text on the wire). */
const n = (v: unknown) => Number(v ?? 0);
/** `count(*) filter (where …)` */
const countWhere = (cond: SQL) => sql<string>`count(*) filter (where ${cond})`;

/** Today's jobs (their start's Singapore day, as the job list's date filter), cancelled ones apart. */
async function todayShifts(db: Db, scope: ListScope, day: string): Promise<Section<'todayShifts'>> {
  const live = sql`${wfJob.status} <> 'cancelled'`;
  // A job still taking workers, as the job list marks it (isUnfilled on the page).
  const open = sql`${wfJob.status} in ('draft', 'published') and ${wfJob.assigned} < ${wfJob.headcount}`;
  const [r] = await db
    .select({
      shifts: countWhere(live),
      headcount: sql<string>`coalesce(sum(${wfJob.headcount}) filter (where ${live}), 0)`,
      assigned: sql<string>`coalesce(sum(least(${wfJob.assigned}, ${wfJob.headcount})) filter (where ${live}), 0)`,
      unfilled: sql<string>`coalesce(sum(${wfJob.headcount} - ${wfJob.assigned}) filter (where ${open}), 0)`,
      unfilledJobs: countWhere(open),
      cancelled: countWhere(sql`${wfJob.status} = 'cancelled'`),
    })
    .from(wfJob)
    .where(
      and(
        gte(wfJob.startAt, sgDayStart(day)),
        lt(wfJob.startAt, sgDayEnd(day)),
        dataScopeFilter(scope.access, scope.user, jobScope.columns),
      ),
    );
  return {
    day,
    shifts: n(r?.shifts),
    headcount: n(r?.headcount),
    assigned: n(r?.assigned),
    unfilled: n(r?.unfilled),
    unfilledJobs: n(r?.unfilledJobs),
    cancelled: n(r?.cancelled),
  };
}

/** Work records waiting for verification (scoped through their job, as the work-record list). */
async function pendingVerification(db: Db, scope: ListScope): Promise<Section<'pendingVerification'>> {
  const [r] = await aggregateRecords(db, { records: sql<string>`count(*)` }, scope).where(
    and(
      eq(wfWorkRecord.status, 'pending_verification'),
      dataScopeFilter(scope.access, scope.user, workRecordScope.columns),
    ),
  );
  return { records: n(r?.records) };
}

/** Timesheets with the client: sent and waiting for the answer, or disputed (to correct). */
async function timesheets(db: Db, scope: ListScope): Promise<Section<'timesheets'>> {
  const [r] = await db
    .select({
      sent: countWhere(sql`${wfTimesheet.status} = 'sent_to_client'`),
      disputed: countWhere(sql`${wfTimesheet.status} = 'disputed'`),
    })
    .from(wfTimesheet)
    .where(
      and(
        // On the (status, period) index: only the two states are read.
        inArray(wfTimesheet.status, ['sent_to_client', 'disputed']),
        dataScopeFilter(scope.access, scope.user, timesheetScope.columns),
      ),
    );
  return { sent: n(r?.sent), disputed: n(r?.disputed) };
}

/**
 * Verified certificates expiring from today to CERTIFICATES_EXPIRING_DAYS ahead (the certificate
 * list's `expiringWithinDays`, so the number is the rows its link opens).
 */
async function certificatesExpiring(db: Db, scope: ListScope, today: string): Promise<Section<'certificatesExpiring'>> {
  const days = CERTIFICATES_EXPIRING_DAYS;
  const [r] = await db
    .select({ certificates: sql<string>`count(*)` })
    .from(wfWorkerCertificate)
    .where(
      and(
        eq(wfWorkerCertificate.status, 'verified'),
        gte(wfWorkerCertificate.expiresOn, today),
        lte(wfWorkerCertificate.expiresOn, addDays(today, days)),
        dataScopeFilter(scope.access, scope.user, {
          dept: wfWorkerCertificate.deptId,
          user: wfWorkerCertificate.createdBy,
        }),
      ),
    );
  return { certificates: n(r?.certificates), days };
}

/** The sections the caller's rules allow, computed in parallel. */
export async function workforceHomeSummary(db: Db, scope: ListScope, now = new Date()): Promise<WorkforceHomeSummary> {
  const may = (k: keyof typeof WORKFORCE_HOME_RULES) => holdsRule(scope.access, WORKFORCE_HOME_RULES[k]);
  const today = sgDate(now);
  const [a, b, c, d] = await Promise.all([
    may('todayShifts') ? todayShifts(db, scope, today) : undefined,
    may('pendingVerification') ? pendingVerification(db, scope) : undefined,
    may('timesheets') ? timesheets(db, scope) : undefined,
    may('certificatesExpiring') ? certificatesExpiring(db, scope, today) : undefined,
  ]);
  const out: WorkforceHomeSummary = {};
  if (a) out.todayShifts = a;
  if (b) out.pendingVerification = b;
  if (c) out.timesheets = c;
  if (d) out.certificatesExpiring = d;
  return out;
}
