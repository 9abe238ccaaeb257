/**
 * The job-order dashboard (issue 34): per period of the jobs' shift dates, the jobs, their fill,
 * time to fill, cancellations and what their billable records earned; the same by client,
 * department or position (top 50 by revenue); beside it the open receivables by age. Two
 * statements: the jobs with their records and bookings, aggregated by grouping sets (periods,
 * groups, totals in one pass), and the receivables.
 */
import type { AnalysisGroup, AnalysisQuery, JobOrderAnalysis, JobOrderFigures } from '@shiftdesk/shared/api';
import { basisPoints, grossMargin, RECEIVABLE_BANDS } from '@shiftdesk/shared/rules';
import { and, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { sgDate } from '../../../core/base/time';
import { dataScopeFilter } from '../../../core/lists/data-scope';
import type { ListScope } from '../../../core/routes/crud-routes';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/migrate';
import { finClient, finContractDept, finInvoice, finPosition, wfJob } from '../../../db/schema';
import { LIVE_RECORD_STATES } from '../job/service';
import { andWhere, jobWhere, num, periodOf, periodsWithTotals, type Range, rangeOf } from './periods';

/** How many groups the breakdown shows. */
const TOP_GROUPS = 50;

/** The breakdown's key on the job, and the table and column naming it. */
const GROUPS: Record<AnalysisGroup, { key: PgColumn; names: PgTable; id: PgColumn; name: PgColumn }> = {
  client: { key: wfJob.clientId, names: finClient, id: finClient.id, name: finClient.name },
  department: { key: wfJob.contractDeptId, names: finContractDept, id: finContractDept.id, name: finContractDept.name },
  position: { key: wfJob.positionId, names: finPosition, id: finPosition.id, name: finPosition.name },
};

/** The aggregates every row of the statement carries (agg's columns but its grouping keys). */
const FIGURES = sql.raw(
  [
    'jobs',
    'headcount',
    'filled',
    'filled_jobs',
    'fill_seconds',
    'fill_count',
    'cancelled_jobs',
    'cancelled_bookings',
    'billed_minutes',
    'revenue',
    'pay_cost',
  ]
    .map((c) => `a.${c}`)
    .join(', '),
);

const LIVE = sql.raw(`(${LIVE_RECORD_STATES.map((s) => `'${s}'`).join(', ')})`);

type Row = {
  kind: 'p' | 't' | 'g';
  p: string | null;
  period: string | null;
  id: number | null;
  name: string | null;
} & Record<string, unknown>;

function statement(q: AnalysisQuery, scope: ListScope, r: Range, groupBy: AnalysisGroup): SQL {
  const g = GROUPS[groupBy];
  return sql`
    with j as (
      -- Jobs published at least once: any state but draft, and of the cancelled ones those whose
      -- History has a publish (a draft may be cancelled too).
      select wf_job.id, ${periodOf(r, sql`wf_job.shift_date`)} as p, ${g.key} as g, wf_job.headcount,
        wf_job.assigned, wf_job.created_at, wf_job.status = 'cancelled' as cancelled
      from wf_job
      -- By the start, whose Singapore day the shift date is: the start leads the job's composite
      -- indexes (client, contract department, status), so a filtered range is one index range.
      where wf_job.start_at >= ${r.start}::timestamptz and wf_job.start_at < ${r.end}::timestamptz
        and wf_job.status <> 'draft'
        and (wf_job.status <> 'cancelled' or exists (select 1 from audit_log a
          where a.entity = 'job' and a.entity_id = wf_job.id and a.action = 'publish'))
        ${andWhere(jobWhere(q, scope))}
    ),
    r as (
      select wf_work_record.job_id, sum(wf_work_record.bill_minutes) as billed_minutes,
        sum(wf_work_record.bill_amount) as revenue,
        sum(wf_work_record.pay_amount + wf_work_record.allowance_amount) as pay_cost
      from wf_work_record
      where wf_work_record.shift_date between ${r.from}::date and ${r.to}::date
        and wf_work_record.status in ('verified', 'credited', 'paid')
        and wf_work_record.job_id in (select id from j)
      group by wf_work_record.job_id
    ),
    b as (
      select wf_booking.job_id, count(*) as cancelled_bookings
      from wf_booking
      where wf_booking.start_at >= ${r.start}::timestamptz and wf_booking.start_at < ${r.end}::timestamptz
        and wf_booking.status = 'cancelled' and wf_booking.job_id in (select id from j)
      group by wf_booking.job_id
    ),
    f as (
      -- A filled job's time to fill: its creation to the creation of its headcount-th live record.
      select j.id, floor(extract(epoch from (
        select x.created_at from wf_work_record x where x.job_id = j.id and x.status in ${LIVE}
        order by x.created_at, x.id offset greatest(j.headcount, 1) - 1 limit 1) - j.created_at))::bigint as seconds
      from j where not j.cancelled and j.assigned >= j.headcount
    ),
    agg as (
      select grouping(j.p) as gp, grouping(j.g) as gg, j.p, j.g,
        count(*) as jobs,
        coalesce(sum(j.headcount) filter (where not j.cancelled), 0) as headcount,
        coalesce(sum(least(j.assigned, j.headcount)) filter (where not j.cancelled), 0) as filled,
        count(*) filter (where not j.cancelled and j.assigned >= j.headcount) as filled_jobs,
        coalesce(sum(f.seconds), 0) as fill_seconds, count(f.seconds) as fill_count,
        count(*) filter (where j.cancelled) as cancelled_jobs,
        coalesce(sum(b.cancelled_bookings), 0) as cancelled_bookings,
        coalesce(sum(r.billed_minutes), 0) as billed_minutes,
        coalesce(sum(r.revenue), 0) as revenue,
        coalesce(sum(r.pay_cost), 0) as pay_cost
      from j left join r on r.job_id = j.id left join b on b.job_id = j.id left join f on f.id = j.id
      group by grouping sets ((j.p), (j.g), ())
    )
    select case when s.p is null then 't' else 'p' end as kind, to_char(s.p, 'YYYY-MM-DD') as p, s.period,
      null::integer as id, null::text as name, ${FIGURES}
    from ${periodsWithTotals(r)} s
      left join agg a on a.gg = 1 and (case when s.p is null then a.gp = 1 else a.gp = 0 and a.p = s.p end)
    union all
    select * from (
      select 'g', null, null, a.g, ${g.name}, ${FIGURES}
      from agg a left join ${g.names} on ${g.id} = a.g
      where a.gp = 1 and a.gg = 0
      order by a.revenue desc, ${g.name}, a.g
      limit ${TOP_GROUPS}
    ) top`;
}

function figures(row: Row): JobOrderFigures {
  const headcount = num(row.headcount);
  const filled = num(row.filled);
  const fillCount = num(row.fill_count);
  const revenue = num(row.revenue);
  const payCost = num(row.pay_cost);
  const margin = grossMargin(revenue, payCost);
  return {
    jobs: num(row.jobs),
    headcount,
    filled,
    fillRate: basisPoints(filled, headcount),
    filledJobs: num(row.filled_jobs),
    // A mean of whole seconds in minutes (not money: a float's rounding is fine here).
    minutesToFill: fillCount > 0 ? Math.round(num(row.fill_seconds) / (fillCount * 60)) : null,
    cancelledJobs: num(row.cancelled_jobs),
    cancelledBookings: num(row.cancelled_bookings),
    billedMinutes: num(row.billed_minutes),
    revenue,
    payCost,
    margin,
    marginRate: basisPoints(margin, revenue),
  };
}

/**
 * Open receivables now by days past the due date: issued invoices and debit notes with a balance
 * (a credit note owes nothing), of the client the filters name (a contract department's client),
 * in the caller's scope over the invoice's own department and creator.
 */
async function receivables(db: Db, q: AnalysisQuery, scope: ListScope): Promise<JobOrderAnalysis['receivables']> {
  const today = sgDate(new Date());
  const where = and(
    q.clientId === undefined ? undefined : sql`${finInvoice.clientId} = ${q.clientId}`,
    q.contractDeptId === undefined
      ? undefined
      : sql`${finInvoice.clientId} = (select ${finContractDept.clientId} from ${finContractDept} where ${finContractDept.id} = ${q.contractDeptId})`,
    dataScopeFilter(scope.access, scope.user, { dept: finInvoice.deptId, user: finInvoice.createdBy }),
  );
  const rows = rowsOf<{ band: string; invoices: unknown; balance: unknown }>(
    await db.execute(sql`
      select band, count(*) as invoices, sum(balance) as balance from (
        select fin_invoice.total - fin_invoice.paid - fin_invoice.credited as balance,
          case
            when fin_invoice.due_date is null or fin_invoice.due_date >= ${today}::date then 'current'
            when fin_invoice.due_date >= ${today}::date - 30 then 'd1_30'
            when fin_invoice.due_date >= ${today}::date - 60 then 'd31_60'
            when fin_invoice.due_date >= ${today}::date - 90 then 'd61_90'
            else 'over90' end as band
        from fin_invoice
        where fin_invoice.status = 'issued' and fin_invoice.kind <> 'credit_note'
          and fin_invoice.total - fin_invoice.paid - fin_invoice.credited > 0 ${andWhere(where)}) x
      group by band`),
  );
  const byBand = new Map(rows.map((r) => [r.band, r]));
  return RECEIVABLE_BANDS.map((band) => ({
    band,
    invoices: num(byBand.get(band)?.invoices),
    balance: num(byBand.get(band)?.balance),
  }));
}

export async function jobOrderAnalysis(db: Db, q: AnalysisQuery, scope: ListScope): Promise<JobOrderAnalysis> {
  const r = rangeOf(q);
  const groupBy = q.groupBy ?? 'client';
  const [rows, owed] = await Promise.all([
    db.execute(statement(q, scope, r, groupBy)).then((res) => rowsOf<Row>(res)),
    receivables(db, q, scope),
  ]);
  const totals = rows.find((x) => x.kind === 't');
  if (!totals) throw new Error('analysis: the statement lost its totals row');
  const groups = rows
    .filter((x) => x.kind === 'g')
    .map((x) => ({ id: num(x.id), name: x.name ?? '', ...figures(x) }))
    // Union all keeps no order: the statement picked the top ones, this orders them.
    .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name) || a.id - b.id);
  return {
    periods: rows
      .filter((x) => x.kind === 'p')
      .sort((a, b) => ((a.p as string) < (b.p as string) ? -1 : 1))
      .map((x) => ({ period: x.period as string, periodStart: x.p as string, ...figures(x) })),
    totals: figures(totals),
    groupBy,
    groups,
    receivables: owed,
  };
}
