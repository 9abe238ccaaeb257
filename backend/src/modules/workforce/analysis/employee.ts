/**
 * The employee dashboard (issue 34): per period of the shift date, applications and approvals,
 * the workers who worked, their shifts, no-shows, lateness and late cancels; beside it the credit
 * scores of the active workers and their verified certificates running out. Two statements: the
 * periods with their totals (each figure's source aggregated by grouping sets, so a distinct
 * count such as active workers is distinct over the range too), and the workers now.
 */
import type { AnalysisQuery, EmployeeAnalysis, EmployeeFigures } from '@shiftdesk/shared/api';
import { basisPoints, CREDIT_SCORE_BANDS } from '@shiftdesk/shared/rules';
import { type SQL, sql } from 'drizzle-orm';
import { sgDate } from '../../../core/base/time';
import { dataScopeFilter } from '../../../core/lists/data-scope';
import type { ListScope } from '../../../core/routes/crud-routes';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/migrate';
import { wfApplicant, wfWorker } from '../../../db/schema';
import { cachedBookingParams } from '../booking/params';
import {
  andWhere,
  jobWhere,
  num,
  periodOf,
  periodsWithTotals,
  type Range,
  rangeOf,
  sgDay,
  splitTotals,
} from './periods';

/** A worked shift: the worker came and clocked out (what `shifts` counts). */
const WORKED_STATES = ['clocked_out', 'pending_verification', 'verified', 'credited', 'paid'];
const WORKED = sql.raw(`(${WORKED_STATES.map((s) => `'${s}'`).join(', ')})`);
/** A shift that was due: worked, or a no-show (excused or not). */
const DUE = sql.raw(`(${[...WORKED_STATES, 'no_show', 'excused'].map((s) => `'${s}'`).join(', ')})`);

type Row = { p: string | null; period: string | null } & Record<string, unknown>;

/** One source's figures by period, with its totals row: `(p, …aggregates)` grouped by sets ((p), ()). */
function byPeriod(r: Range, day: SQL, aggregates: SQL, from: SQL): SQL {
  return sql`(select p, ${aggregates} from (select ${periodOf(r, day)} as p, x.* from ${from} x) y
    group by grouping sets ((p), ()))`;
}

async function periodFigures(db: Db, q: AnalysisQuery, scope: ListScope, r: Range) {
  const { lateCancelHours } = await cachedBookingParams(db);
  const job = andWhere(jobWhere(q, scope));
  const applicantScope = andWhere(
    dataScopeFilter(scope.access, scope.user, { dept: wfApplicant.deptId, user: wfApplicant.createdBy }),
  );
  // Received by the day it was created; approved by the day of its decision (decided_at: set
  // when it was approved, where updated_at would move with a later edit).
  const applicants = byPeriod(
    r,
    sgDay(sql`created_at`),
    sql`count(*) as applicants`,
    sql`(select wf_applicant.created_at from wf_applicant
      where wf_applicant.created_at >= ${r.start}::timestamptz and wf_applicant.created_at < ${r.end}::timestamptz
      ${applicantScope})`,
  );
  const approvals = byPeriod(
    r,
    sgDay(sql`decided_at`),
    sql`count(*) as approvals`,
    sql`(select wf_applicant.decided_at from wf_applicant
      where wf_applicant.status = 'approved'
        and wf_applicant.decided_at >= ${r.start}::timestamptz and wf_applicant.decided_at < ${r.end}::timestamptz
      ${applicantScope})`,
  );
  const records = byPeriod(
    r,
    sql`shift_date`,
    sql`count(distinct worker_id) filter (where worked) as active_workers,
      count(*) filter (where worked) as shifts,
      coalesce(sum(pay_minutes) filter (where worked), 0) as worked_minutes,
      count(*) as due_shifts,
      count(*) filter (where status = 'no_show') as no_shows,
      count(*) filter (where worked and late_minutes > 0) as late_shifts`,
    sql`(select wf_work_record.shift_date, wf_work_record.worker_id, wf_work_record.status,
        wf_work_record.pay_minutes, wf_work_record.late_minutes, wf_work_record.status in ${WORKED} as worked
      from wf_work_record join wf_job on wf_job.id = wf_work_record.job_id
      where wf_work_record.shift_date between ${r.from}::date and ${r.to}::date
        and wf_work_record.status in ${DUE}
        ${job})`,
  );
  // By the start (indexed); a shift's date is the Singapore day of its start, so the same bookings.
  const bookings = byPeriod(
    r,
    sql`shift_date`,
    sql`count(*) as bookings, count(*) filter (where late) as late_cancels`,
    sql`(select wf_booking.shift_date,
        (wf_booking.status = 'cancelled' and wf_booking.cancelled_by = 'worker'
          and wf_booking.notice_minutes < ${Math.round(lateCancelHours * 60)}) as late
      from wf_booking join wf_job on wf_job.id = wf_booking.job_id
      where wf_booking.start_at >= ${r.start}::timestamptz and wf_booking.start_at < ${r.end}::timestamptz
        ${job})`,
  );
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select to_char(s.p, 'YYYY-MM-DD') as p, s.period,
        a.applicants, d.approvals, w.active_workers, w.shifts, w.worked_minutes, w.due_shifts, w.no_shows,
        w.late_shifts, b.bookings, b.late_cancels
      from ${periodsWithTotals(r)} s
        left join ${applicants} a on a.p is not distinct from s.p
        left join ${approvals} d on d.p is not distinct from s.p
        left join ${records} w on w.p is not distinct from s.p
        left join ${bookings} b on b.p is not distinct from s.p
      order by s.p nulls last`),
  );
  return splitTotals(rows);
}

function figures(row: Row): EmployeeFigures {
  const shifts = num(row.shifts);
  const dueShifts = num(row.due_shifts);
  const noShows = num(row.no_shows);
  const lateShifts = num(row.late_shifts);
  const bookings = num(row.bookings);
  const lateCancels = num(row.late_cancels);
  return {
    applicants: num(row.applicants),
    approvals: num(row.approvals),
    activeWorkers: num(row.active_workers),
    shifts,
    workedMinutes: num(row.worked_minutes),
    dueShifts,
    noShows,
    noShowRate: basisPoints(noShows, dueShifts),
    lateShifts,
    latenessRate: basisPoints(lateShifts, shifts),
    bookings,
    lateCancels,
    lateCancelRate: basisPoints(lateCancels, bookings),
  };
}

/** The active workers now (in the caller's scope): by credit-score band, and certificates running out. */
async function workersNow(db: Db, scope: ListScope) {
  const inScope = andWhere(
    dataScopeFilter(scope.access, scope.user, { dept: wfWorker.deptId, user: wfWorker.createdBy }),
  );
  const today = sgDate(new Date());
  const bands = sql.join(
    CREDIT_SCORE_BANDS.map(
      (b, i) =>
        sql`count(*) filter (where wf_worker.credit_score between ${b.min} and ${b.max}) as ${sql.identifier(`b${i}`)}`,
    ),
    sql`, `,
  );
  // Days from today to the expiry, of the active workers' verified certificates within 90 days.
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with c as (
        select wf_worker_certificate.expires_on - ${today}::date as d
        from wf_worker_certificate join wf_worker on wf_worker.id = wf_worker_certificate.worker_id
        where wf_worker_certificate.status = 'verified'
          and wf_worker_certificate.expires_on between ${today}::date and ${today}::date + 90
          and wf_worker.status = 'active' ${inScope})
      select ${bands},
        (select count(*) from c where d <= 30) as within30,
        (select count(*) from c where d between 31 and 60) as within60,
        (select count(*) from c where d >= 61) as within90
      from wf_worker where wf_worker.status = 'active' ${inScope}`),
  );
  return {
    creditScores: CREDIT_SCORE_BANDS.map((b, i) => ({ band: b.band, workers: num(row[`b${i}`]) })),
    certificatesExpiring: { within30: num(row.within30), within60: num(row.within60), within90: num(row.within90) },
  };
}

export async function employeeAnalysis(db: Db, q: AnalysisQuery, scope: ListScope): Promise<EmployeeAnalysis> {
  const r = rangeOf(q);
  const [{ periods, totals }, now] = await Promise.all([periodFigures(db, q, scope, r), workersNow(db, scope)]);
  return {
    periods: periods.map((p) => ({ period: p.period as string, periodStart: p.p as string, ...figures(p) })),
    totals: figures(totals),
    ...now,
  };
}
