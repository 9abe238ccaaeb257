/**
 * Reading payroll: months (every holder of the rule sees every month: a month is the whole
 * company's), payroll details (step 23; the caller's data scope through the worker) with their
 * lines, and the working hours of a month per worker per day, aggregated in SQL and paged there.
 * Starting a calculation lives here too: it opens the month on first use and moves it to
 * `calculating`; the job does the rest (calculate.ts).
 */
import {
  type PageResultOf,
  PayrollApi,
  type PayrollDetail,
  type PayrollDetailListQuery,
  type PayrollDetailRow,
  type PayrollLine,
  type PayrollListQuery,
  type PayrollMonthRow,
  payrollMonthMachine,
  type WorkingHoursListQuery,
  type WorkingHoursRow,
} from '@shiftdesk/shared/api';
import { PART_IV_CAPS, periodRange } from '@shiftdesk/shared/rules';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { BadRequestError, NotFoundError } from '../../../core/base/errors';
import { sgDate } from '../../../core/base/time';
import { type Caller, iso } from '../../../core/data/caller';
import { transition } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import { registerHistoryRule, registerMachineTable, sampleRow } from '../../../core/data/machine-registry';
import { dataScopeFilter } from '../../../core/lists/data-scope';
import { defineList, filter } from '../../../core/lists/list-query';
import type { ListScope } from '../../../core/routes/crud-routes';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/migrate';
import { finPayrollDetail, finPayrollItem, finPayrollLine, finPayrollMonth, sysUser, wfWorker } from '../../../db/schema';
import { countWithWorker, WORKER_SCOPE, workerOwnedScope } from '../../workforce/conduct/worker';

export const payrollDetailScope = workerOwnedScope(
  finPayrollDetail,
  finPayrollDetail.workerId,
  'payroll.detailNotFound',
);

registerMachineTable(payrollMonthMachine, {
  table: finPayrollMonth,
  // Months far from any real one, so the machine walk never meets a month a test uses.
  sample: sampleRow(finPayrollMonth, (n, status) => ({
    month: `${1000 + (n % 900)}-${String((Math.floor(n / 900) % 12) + 1).padStart(2, '0')}`,
    status,
  })),
});
registerHistoryRule('payrollMonth', PayrollApi.rule.get);

const approver = alias(sysUser, 'approver');
type MonthDb = typeof finPayrollMonth.$inferSelect;
const isoOrNull = (d: Date | null) => (d ? iso(d) : null);

const monthOut = (r: { m: MonthDb; approvedByName: string | null }): PayrollMonthRow => ({
  id: r.m.id,
  month: r.m.month,
  status: r.m.status as PayrollMonthRow['status'],
  workers: r.m.workers,
  grossPay: r.m.grossPay,
  cpfEmployee: r.m.cpfEmployee,
  cpfEmployer: r.m.cpfEmployer,
  sdl: r.m.sdl,
  netPay: r.m.netPay,
  progressDone: r.m.progressDone,
  progressTotal: r.m.progressTotal,
  error: r.m.error,
  calculatedAt: isoOrNull(r.m.calculatedAt),
  approvedAt: isoOrNull(r.m.approvedAt),
  approvedByName: r.approvedByName,
  paidAt: isoOrNull(r.m.paidAt),
  updatedAt: iso(r.m.updatedAt),
});

const selectMonths = (db: Db | Tx) =>
  db
    .select({ m: finPayrollMonth, approvedByName: approver.userName })
    .from(finPayrollMonth)
    .leftJoin(approver, eq(approver.id, finPayrollMonth.approvedBy))
    .$dynamic();

const monthList = defineList<PayrollListQuery, NonNullable<PayrollListQuery['orderBy']>>({
  table: finPayrollMonth,
  filters: {
    status: filter.exact(finPayrollMonth.status),
    year: (y) => sql`${finPayrollMonth.month} like ${`${y}-%`}`,
  },
  sort: { month: finPayrollMonth.month, grossPay: finPayrollMonth.grossPay, netPay: finPayrollMonth.netPay },
  defaultSort: 'month',
  defaultDir: 'desc',
  tieBreak: finPayrollMonth.id,
});

export function listMonths(db: Db, q: PayrollListQuery, scope: ListScope) {
  return monthList.run(db, q, selectMonths(db), { scope, map: monthOut });
}

export async function getMonth(db: Db | Tx, id: number): Promise<PayrollMonthRow> {
  const [r] = await selectMonths(db).where(eq(finPayrollMonth.id, id));
  if (!r) throw new NotFoundError('payroll.notFound');
  return monthOut(r);
}

/**
 * Opens the month on first use and moves it to `calculating` (from open, or from review for a
 * recalculation). A month that has not begun has nothing to pay yet.
 */
export async function startCalculation(tx: Tx, caller: Caller, month: string, now = new Date()): Promise<number> {
  if (month > sgDate(now).slice(0, 7)) throw new BadRequestError('payroll.futureMonth', { month });
  await tx.insert(finPayrollMonth).values({ month }).onConflictDoNothing();
  const [m] = await tx.select({ id: finPayrollMonth.id }).from(finPayrollMonth).where(eq(finPayrollMonth.month, month));
  await transition(tx, {
    machine: payrollMonthMachine,
    table: finPayrollMonth,
    id: m.id,
    action: 'calculate',
    actor: caller.actor,
    patch: { progressDone: 0, progressTotal: 0, error: '', updatedAt: now },
  });
  return m.id;
}

// ─── payroll details ─────────────────────────────────────────────────────────────────────────

type DetailDb = typeof finPayrollDetail.$inferSelect;

const detailOut = (r: { d: DetailDb; workerName: string; status: string }): PayrollDetailRow => {
  const { createdAt: _c, owSubject: _o, awSubject: _a, ...d } = r.d;
  return {
    ...d,
    workerName: r.workerName,
    status: r.status as PayrollDetailRow['status'],
    engagementType: d.engagementType as PayrollDetailRow['engagementType'],
    residency: d.residency as PayrollDetailRow['residency'],
  };
};

const selectDetails = (db: Db | Tx) =>
  db
    .select({ d: finPayrollDetail, workerName: wfWorker.name, status: finPayrollMonth.status })
    .from(finPayrollDetail)
    .innerJoin(wfWorker, eq(wfWorker.id, finPayrollDetail.workerId))
    .innerJoin(finPayrollMonth, eq(finPayrollMonth.id, finPayrollDetail.monthId))
    .$dynamic();

const detailList = defineList<PayrollDetailListQuery, NonNullable<PayrollDetailListQuery['orderBy']>>({
  table: finPayrollDetail,
  filters: {
    month: filter.exact(finPayrollDetail.month),
    monthId: filter.exact(finPayrollDetail.monthId),
    workerId: filter.exact(finPayrollDetail.workerId),
    keyword: filter.contains(wfWorker.name),
    engagementType: filter.exact(finPayrollDetail.engagementType),
    residency: filter.exact(finPayrollDetail.residency),
    withAdjustments: (v) => (v ? sql`${finPayrollDetail.adjustments} <> 0` : undefined),
  },
  sort: {
    workerName: wfWorker.name,
    grossPay: finPayrollDetail.grossPay,
    netPay: finPayrollDetail.netPay,
    cpfEmployee: finPayrollDetail.cpfEmployee,
    month: finPayrollDetail.month,
  },
  defaultSort: 'workerName',
  defaultDir: 'asc',
  tieBreak: finPayrollDetail.id,
  scope: WORKER_SCOPE,
});

export function listDetails(db: Db, q: PayrollDetailListQuery, scope: ListScope) {
  const count = countWithWorker(db, finPayrollDetail, finPayrollDetail.workerId);
  return detailList.run(db, q, selectDetails(db), { scope, count, map: detailOut });
}

export async function getDetail(db: Db | Tx, id: number): Promise<PayrollDetail> {
  const [r] = await selectDetails(db).where(eq(finPayrollDetail.id, id));
  if (!r) throw new NotFoundError('payroll.detailNotFound');
  const lines = await selectLines(db)
    .where(eq(finPayrollLine.detailId, id))
    .orderBy(asc(finPayrollLine.workDate), asc(finPayrollLine.id));
  return {
    ...detailOut(r),
    lines: lines.map((row) => {
      const { detailId: _d, ...l } = lineOut(row);
      return l;
    }),
  };
}

/** Payslip lines with, for a deduction, the s.27 type and consent of its payroll item. */
export function selectLines(db: Db | Tx) {
  return db
    .select({
      line: finPayrollLine,
      deductionType: finPayrollItem.deductionType,
      consentRef: finPayrollItem.consentRef,
    })
    .from(finPayrollLine)
    .leftJoin(
      finPayrollItem,
      and(eq(finPayrollLine.refType, 'payrollItem'), eq(finPayrollItem.id, finPayrollLine.refId)),
    );
}

export function lineOut(r: {
  line: typeof finPayrollLine.$inferSelect;
  deductionType: string | null;
  consentRef: string | null;
}): PayrollLine & { detailId: number } {
  const { monthId: _m, ...l } = r.line;
  return { ...l, kind: l.kind as PayrollLine['kind'], deductionType: r.deductionType, consentRef: r.consentRef };
}

/** Every detail of a month, in worker-name order (documents of the whole month). */
export async function monthDetails(db: Db, monthId: number): Promise<PayrollDetailRow[]> {
  const rows = await selectDetails(db)
    .where(eq(finPayrollDetail.monthId, monthId))
    .orderBy(asc(wfWorker.name), asc(finPayrollDetail.id));
  return rows.map(detailOut);
}

// ─── working hours ───────────────────────────────────────────────────────────────────────────

const HOURS_SORT: Record<NonNullable<WorkingHoursListQuery['orderBy']>, string> = {
  workDate: 'work_date',
  workerName: 'worker_name',
  totalMinutes: 'total_minutes',
  otMinutes: 'ot_minutes',
};

/**
 * A month's verified work per worker per day, with the records behind each day. Grouped, capped
 * and paged in SQL; the sort column comes from a fixed map, never from the query text.
 */
export async function listWorkingHours(
  db: Db,
  q: WorkingHoursListQuery,
  scope: ListScope,
): Promise<PageResultOf<WorkingHoursRow>> {
  const { from, to } = periodRange(q.month);
  const pageSize = q.pageSize ?? 20;
  const offset = ((q.pageNum ?? 1) - 1) * pageSize;
  const where = and(
    sql`r.shift_date between ${from}::date and ${to}::date`,
    sql`r.status in ('verified', 'credited', 'paid')`,
    q.workerId ? sql`r.worker_id = ${q.workerId}` : undefined,
    q.keyword?.trim() ? sql`w.name ilike ${`%${q.keyword.trim().replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
    dataScopeFilter(scope.access, scope.user, WORKER_SCOPE),
  );
  const day = PART_IV_CAPS.dayMaxMinutes;
  const month = PART_IV_CAPS.monthOtMaxMinutes;
  const dir = q.orderDir === 'asc' ? sql`asc` : sql`desc`;
  const by = sql.raw(HOURS_SORT[q.orderBy ?? 'workDate']);
  const grouped = sql`
    select r.worker_id, w.name as worker_name, r.shift_date::text as work_date,
           sum(r.normal_minutes)::int as normal_minutes, sum(r.ot_minutes)::int as ot_minutes,
           sum(r.ph_minutes)::int as ph_minutes, sum(r.normal_minutes + r.ot_minutes)::int as total_minutes,
           array_agg(r.id order by r.id) as record_ids,
           sum(sum(r.ot_minutes)) over (partition by r.worker_id)::int as month_ot_minutes
      from wf_work_record r join wf_worker w on w.id = r.worker_id
     where ${where}
     group by r.worker_id, w.name, r.shift_date`;
  const capped = q.capsOnly ? sql`where total_minutes > ${day} or month_ot_minutes > ${month}` : sql``;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select g.*, count(*) over () as total from (${grouped}) g ${capped}
       order by ${by} ${dir}, worker_id asc, work_date asc
       limit ${pageSize} offset ${offset}`),
  );
  const list: WorkingHoursRow[] = rows.map((r) => ({
    workerId: Number(r.worker_id),
    workerName: String(r.worker_name),
    workDate: String(r.work_date),
    normalMinutes: Number(r.normal_minutes),
    otMinutes: Number(r.ot_minutes),
    phMinutes: Number(r.ph_minutes),
    totalMinutes: Number(r.total_minutes),
    recordIds: (r.record_ids as (number | string)[]).map(Number),
    dayCapExceeded: Number(r.total_minutes) > day,
    monthOtMinutes: Number(r.month_ot_minutes),
    monthOtCapExceeded: Number(r.month_ot_minutes) > month,
  }));
  const total = rows.length ? Number(rows[0].total) : await countWorkingDays(db, grouped, capped);
  return { list, total, currentPage: q.pageNum ?? 1 };
}

/** A page past the end still answers the true total. */
async function countWorkingDays(
  db: Db,
  grouped: ReturnType<typeof sql>,
  capped: ReturnType<typeof sql>,
): Promise<number> {
  const [r] = rowsOf<{ n: string | number }>(await db.execute(sql`select count(*) as n from (${grouped}) g ${capped}`));
  return Number(r?.n ?? 0);
}
