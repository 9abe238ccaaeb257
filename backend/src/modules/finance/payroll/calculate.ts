/**
 * A payroll month's calculation (golden path step 22), run by the `finance.calculatePayroll`
 * job. It pays every verified record and approved allowance that no locked month paid yet:
 * those dated in the month, and those of an earlier month that was locked before they were
 * verified (adjustment lines naming their month). It also pays the credited incentive records
 * no month paid yet whose credit month is the month or earlier (`incentive` lines, Additional
 * Wages) and the accepted appeals not paid yet (`adjustment` lines "Appeal #id" naming the
 * appeal's month of origin), the open back pay (`adjustment` lines naming its reason and month
 * of origin), and takes the open deductions of the workers it pays anyway (`deduction` lines, up
 * to the 50% cap; a worker with nothing else to be paid is not given a payslip for a deduction,
 * it waits). Workers go in chunks: each chunk is read in a
 * handful of set-based queries, computed by the rules (`computePayslip`) and written in bulk in
 * its own transaction, and the month's progress is published after it. Running it again (a
 * retry, or a reviewer's recalculation) first removes the month's details, so it is idempotent.
 */
import type { PayrollProgressEvent } from '@shiftdesk/shared/api';
import { payrollMonthMachine } from '@shiftdesk/shared/api';
import {
  computePayslip,
  type CpfCeilingRow,
  type CpfRateRow,
  isRestDay,
  periodRange,
  recordPayParts,
  type SdlRow,
  sdlPayableTotal,
} from '@shiftdesk/shared/rules';
import { eq, sql } from 'drizzle-orm';
import type { DomainEventBus } from '../../../core/base/events';
import type { Actor } from '../../../core/data/audit-trail';
import { transition } from '../../../core/data/transition';
import { type Tx, withTransaction } from '../../../core/data/unit-of-work';
import { getParam } from '../../../core/data/params';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/migrate';
import { finPayrollDetail, finPayrollLine, finPayrollMonth } from '../../../db/schema';
import { cpfRatesInForce, inForce } from '../reference/service';

/** Workers per chunk: a few thousand records read and written per transaction. */
export const PAYROLL_CHUNK = 250;
/** Rows per INSERT (16 columns a line stays far below PostgreSQL's 65,535 parameters). */
const INSERT_BATCH = 1000;
const LOCKED = sql`('approved', 'paid')`;

/** The parameter naming the workers' weekly rest day (ISO weekday; 0 = none itemised). */
export const REST_DAY_PARAM = 'finance.payroll.restDay';

interface Rows {
  rates: CpfRateRow[];
  ceilings: CpfCeilingRow[];
  sdl: SdlRow;
  restDay: number;
}

async function rowsInForce(db: Db, month: string): Promise<Rows> {
  const day = `${month}-01`;
  const rates = (
    await Promise.all((['citizen', 'pr1', 'pr2'] as const).map((c) => cpfRatesInForce(db, day, c)))
  ).flat();
  return {
    rates,
    ceilings: [await inForce(db, 'cpfCeiling', day)],
    sdl: await inForce(db, 'sdlRate', day),
    restDay: await restDayOf(db),
  };
}

/** 1–7, or 0 when the parameter says no rest day is itemised; Sunday when unset or unreadable. */
async function restDayOf(db: Db): Promise<number> {
  const n = Number.parseInt((await getParam(db, REST_DAY_PARAM)) ?? '', 10);
  return Number.isInteger(n) && n >= 0 && n <= 7 ? n : 7;
}

/** What the month pays: dated in it, or in an earlier month locked before it was verified. */
function unpaidIn(dateSql: ReturnType<typeof sql>, from: string, to: string) {
  return sql`${dateSql} <= ${to}::date and (${dateSql} >= ${from}::date or to_char(${dateSql}, 'YYYY-MM') in (select month from fin_payroll_month where status in ${LOCKED}))`;
}
const RECORD_DATE = sql`r.shift_date`;
const ALLOWANCE_DATE = sql`coalesce(a.work_date, (a.decided_at at time zone 'Asia/Singapore')::date)`;
const RECORD_UNPAID = sql`r.payroll_month_id is null and r.status in ('verified', 'credited', 'paid')`;
const ALLOWANCE_UNPAID = sql`a.payroll_month_id is null and a.status = 'approved'`;
/** Credited incentives (Additional Wages) whose credit month is the month or earlier. */
const INCENTIVE_UNPAID = sql`i.payroll_month_id is null and i.status = 'credited'`;
const incentiveDue = (month: string) => sql`coalesce(t.month, to_char(s.period_end, 'YYYY-MM')) <= ${month}`;
/** Accepted appeals not paid yet: an adjustment of their month of origin. */
const APPEAL_UNPAID = sql`ap.payroll_month_id is null and ap.status in ('accepted', 'closed') and ap.accepted_amount <> 0`;
const appealDue = (month: string) =>
  sql`coalesce(ap.origin_month, to_char(coalesce(ap.decided_at, ap.updated_at) at time zone 'Asia/Singapore', 'YYYY-MM')) <= ${month}`;
/** Open payroll items of the month or an earlier one (fin_payroll_item_open_idx). */
const itemDue = (month: string) => sql`pi.status = 'open' and pi.origin_month <= ${month}`;

async function workersToPay(db: Db | Tx, from: string, to: string): Promise<number[]> {
  const month = from.slice(0, 7);
  const rows = rowsOf<{ worker_id: number }>(
    await db.execute(sql`
      select worker_id from wf_work_record r where ${RECORD_UNPAID} and ${unpaidIn(RECORD_DATE, from, to)}
      union
      select worker_id from wf_allowance a where ${ALLOWANCE_UNPAID} and ${unpaidIn(ALLOWANCE_DATE, from, to)}
      union
      select i.worker_id from fin_incentive_record i
        join fin_incentive_scheme s on s.id = i.scheme_id
        left join fin_wallet_transaction t on t.id = i.transaction_id
       where ${INCENTIVE_UNPAID} and ${incentiveDue(month)}
      union
      select ap.worker_id from fin_appeal ap where ${APPEAL_UNPAID} and ${appealDue(month)}
      union
      select pi.worker_id from fin_payroll_item pi where ${itemDue(month)} and pi.kind = 'backPay'
      order by worker_id`),
  );
  return rows.map((r) => Number(r.worker_id));
}

interface RecordRow {
  id: number;
  worker_id: number;
  work_date: string;
  normal_minutes: number;
  ot_minutes: number;
  ph_minutes: number;
  not_worked: number;
  pay_amount: string | number;
  pay_rate: string | number;
  ot_multiplier: string | number;
}
interface AllowanceRow {
  id: number;
  worker_id: number;
  work_date: string;
  amount: string | number;
}
interface IncentiveRow {
  id: number;
  worker_id: number;
  origin_month: string;
  scheme_name: string;
  amount: string | number;
}
interface AppealRow {
  id: number;
  worker_id: number;
  origin_month: string;
  amount: string | number;
}
/** An open deduction or back pay; `remaining` is what is left to pay or take. */
interface ItemRow {
  id: number;
  worker_id: number;
  kind: 'deduction' | 'backPay';
  origin_month: string;
  reason: string;
  deduction_type: string | null;
  consent_ref: string;
  remaining: string | number;
}
interface WorkerRow {
  id: number;
  residency: 'citizen' | 'pr' | 'foreigner';
  pr_start_date: string | null;
  date_of_birth: string;
  engagement_type: 'employee' | 'contractor';
  ow_before: string | number;
  aw_before: string | number;
}

type LineInsert = typeof finPayrollLine.$inferInsert;
type DetailInsert = typeof finPayrollDetail.$inferInsert;

const dateText = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));

/** One worker's payslip and lines from their rows. */
function payslipOf(
  month: string,
  monthId: number,
  w: WorkerRow,
  records: RecordRow[],
  allowances: AllowanceRow[],
  incentives: IncentiveRow[],
  appeals: AppealRow[],
  items: ItemRow[],
  rows: Rows,
): { detail: DetailInsert; lines: Omit<LineInsert, 'detailId'>[] } {
  const lines: Omit<LineInsert, 'detailId'>[] = [];
  const sums = {
    normal: 0,
    ot: 0,
    ph: 0,
    restDayMinutes: 0,
    basic: 0,
    restDayPay: 0,
    otPay: 0,
    phPay: 0,
    allowances: 0,
    incentives: 0,
    adjustments: 0,
  };
  const minutesByRate = new Map<number, number>();
  let otFrom: string | null = null;
  let otTo: string | null = null;
  for (const r of records) {
    const workDate = dateText(r.work_date);
    const originMonth = workDate.slice(0, 7);
    const amount = Number(r.pay_amount);
    const rate = Number(r.pay_rate);
    const parts = recordPayParts({
      payRateCents: rate,
      otPayMultiplier: Number(r.ot_multiplier),
      normalMinutes: r.normal_minutes,
      otMinutes: r.ot_minutes,
      paidNotWorkedMinutes: r.not_worked,
      payAmount: amount,
      restDay: isRestDay(workDate, rows.restDay),
    });
    const carried = originMonth !== month;
    lines.push({
      monthId,
      kind: carried ? 'adjustment' : 'work',
      refType: 'workRecord',
      refId: r.id,
      workDate,
      originMonth,
      rate,
      normalMinutes: r.normal_minutes,
      otMinutes: r.ot_minutes,
      phMinutes: r.ph_minutes,
      basicPay: parts.basic,
      restDayPay: parts.restDay,
      otPay: parts.ot,
      phPay: parts.ph,
      amount,
    });
    if (carried) {
      sums.adjustments += amount;
      continue;
    }
    sums.normal += r.normal_minutes;
    sums.ot += r.ot_minutes;
    sums.ph += r.ph_minutes;
    sums.basic += parts.basic;
    sums.restDayPay += parts.restDay;
    if (parts.restDay) sums.restDayMinutes += r.normal_minutes + r.ot_minutes;
    sums.otPay += parts.ot;
    sums.phPay += parts.ph;
    minutesByRate.set(rate, (minutesByRate.get(rate) ?? 0) + r.normal_minutes + r.ot_minutes);
    if (r.ot_minutes > 0) {
      if (otFrom === null || workDate < otFrom) otFrom = workDate;
      if (otTo === null || workDate > otTo) otTo = workDate;
    }
  }
  for (const a of allowances) {
    const workDate = dateText(a.work_date);
    const originMonth = workDate.slice(0, 7);
    const carried = originMonth !== month;
    const amount = Number(a.amount);
    lines.push({
      monthId,
      kind: carried ? 'adjustment' : 'allowance',
      refType: 'allowance',
      refId: a.id,
      workDate,
      originMonth,
      amount,
    });
    if (carried) sums.adjustments += amount;
    else sums.allowances += amount;
  }
  // Credited incentives are Additional Wages of the month they are paid in.
  for (const i of incentives) {
    const amount = Number(i.amount);
    lines.push({
      monthId,
      kind: 'incentive',
      refType: 'incentiveRecord',
      refId: i.id,
      originMonth: i.origin_month,
      reason: i.scheme_name.slice(0, 500),
      amount,
    });
    sums.incentives += amount;
  }
  // An accepted appeal corrects the pay of its month of origin: an adjustment (signed).
  for (const a of appeals) {
    const amount = Number(a.amount);
    lines.push({
      monthId,
      kind: 'adjustment',
      refType: 'appeal',
      refId: a.id,
      originMonth: a.origin_month,
      reason: `Appeal #${a.id}`,
      amount,
    });
    sums.adjustments += amount;
  }
  // Back pay found after its month was locked: an adjustment (Ordinary Wages) naming its month.
  for (const b of items) {
    if (b.kind !== 'backPay') continue;
    const amount = Number(b.remaining);
    lines.push({
      monthId,
      kind: 'adjustment',
      refType: 'payrollItem',
      refId: Number(b.id),
      originMonth: b.origin_month,
      reason: b.reason.slice(0, 500),
      amount,
    });
    sums.adjustments += amount;
  }
  // What is left of each open deduction, oldest first: the rules take them up to the 50% cap.
  const deductions = items.filter((d) => d.kind === 'deduction');
  const slip = computePayslip({
    month,
    engagementType: w.engagement_type,
    residency: w.residency,
    prStartDate: w.pr_start_date ? dateText(w.pr_start_date) : null,
    dateOfBirth: dateText(w.date_of_birth),
    basicPay: sums.basic,
    restDayPay: sums.restDayPay,
    otPay: sums.otPay,
    phPay: sums.phPay,
    allowances: sums.allowances,
    incentives: sums.incentives,
    adjustments: sums.adjustments,
    owSubjectEarlierInYear: Number(w.ow_before),
    awSubjectEarlierInYear: Number(w.aw_before),
    rates: rows.rates,
    ceilings: rows.ceilings,
    sdl: rows.sdl,
    deductions: deductions.map((d) => ({
      amount: Number(d.remaining),
      legalType: d.deduction_type ?? '',
      consentRef: d.consent_ref,
    })),
  });
  deductions.forEach((d, i) => {
    const taken = slip.deductionsTaken[i] ?? 0;
    if (taken <= 0) return;
    lines.push({
      monthId,
      kind: 'deduction',
      refType: 'payrollItem',
      refId: Number(d.id),
      originMonth: d.origin_month,
      reason: d.reason.slice(0, 500),
      amount: taken,
    });
  });
  // The basic rate is the rate of most of the month's hours (a worker may hold several jobs).
  const hourlyRate = [...minutesByRate.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 0;
  return {
    detail: {
      monthId,
      month,
      workerId: w.id,
      engagementType: w.engagement_type,
      residency: w.residency,
      rateClass: slip.rateClass,
      ageBand: slip.ageBand,
      hourlyRate,
      normalMinutes: sums.normal,
      otMinutes: sums.ot,
      phMinutes: sums.ph,
      restDayMinutes: sums.restDayMinutes,
      basicPay: sums.basic,
      restDayPay: sums.restDayPay,
      otPay: sums.otPay,
      phPay: sums.phPay,
      grossPay: slip.grossPay,
      allowances: sums.allowances,
      incentives: sums.incentives,
      adjustments: sums.adjustments,
      deductions: slip.deductions,
      ow: slip.ow,
      aw: slip.aw,
      owSubject: slip.owSubject,
      awSubject: slip.awSubject,
      cpfWage: slip.cpfWage,
      cpfEmployee: slip.cpfEmployee,
      cpfEmployer: slip.cpfEmployer,
      sdl: slip.sdl,
      netPay: slip.netPay,
      records: records.length,
      otFrom,
      otTo,
    },
    lines,
  };
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

function groupBy<T extends { worker_id: number }>(rows: T[]): Map<number, T[]> {
  const m = new Map<number, T[]>();
  for (const r of rows) {
    const k = Number(r.worker_id);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
}

/** Reads, computes and writes one chunk of workers in the caller's transaction. */
async function calculateChunk(
  tx: Tx,
  m: { id: number; month: string },
  workerIds: number[],
  rows: Rows,
): Promise<void> {
  const { from, to } = periodRange(m.month);
  const ids = idList(workerIds);
  const yearStart = `${m.month.slice(0, 4)}-01`;
  const [records, allowances, incentives, appeals, items, workers] = [
    rowsOf<RecordRow>(
      await tx.execute(sql`
        select r.id, r.worker_id, r.shift_date::text as work_date, r.normal_minutes, r.ot_minutes, r.ph_minutes,
               r.sent_home_pay_minutes + r.cancellation_pay_minutes as not_worked, r.pay_amount, j.pay_rate,
               coalesce(j.policy->>'otPayMultiplier', '1.5') as ot_multiplier
          from wf_work_record r join wf_job j on j.id = r.job_id
         where r.worker_id in (${ids}) and ${RECORD_UNPAID} and ${unpaidIn(RECORD_DATE, from, to)}
         order by r.worker_id, r.shift_date, r.id`),
    ),
    rowsOf<AllowanceRow>(
      await tx.execute(sql`
        select a.id, a.worker_id, (${ALLOWANCE_DATE})::text as work_date, a.amount
          from wf_allowance a
         where a.worker_id in (${ids}) and ${ALLOWANCE_UNPAID} and ${unpaidIn(ALLOWANCE_DATE, from, to)}
         order by a.worker_id, a.id`),
    ),
    rowsOf<IncentiveRow>(
      await tx.execute(sql`
        select i.id, i.worker_id, coalesce(t.month, to_char(s.period_end, 'YYYY-MM')) as origin_month,
               s.name as scheme_name, i.amount
          from fin_incentive_record i
          join fin_incentive_scheme s on s.id = i.scheme_id
          left join fin_wallet_transaction t on t.id = i.transaction_id
         where i.worker_id in (${ids}) and ${INCENTIVE_UNPAID} and ${incentiveDue(m.month)}
         order by i.worker_id, i.id`),
    ),
    rowsOf<AppealRow>(
      await tx.execute(sql`
        select ap.id, ap.worker_id,
               coalesce(ap.origin_month, to_char(coalesce(ap.decided_at, ap.updated_at) at time zone 'Asia/Singapore', 'YYYY-MM')) as origin_month,
               ap.accepted_amount as amount
          from fin_appeal ap
         where ap.worker_id in (${ids}) and ${APPEAL_UNPAID} and ${appealDue(m.month)}
         order by ap.worker_id, ap.id`),
    ),
    rowsOf<ItemRow>(
      await tx.execute(sql`
        select pi.id, pi.worker_id, pi.kind, pi.origin_month, pi.reason, pi.deduction_type, pi.consent_ref,
               pi.amount - pi.taken as remaining
          from fin_payroll_item pi
         where pi.worker_id in (${ids}) and ${itemDue(m.month)} and pi.amount > pi.taken
         order by pi.worker_id, pi.id`),
    ),
    rowsOf<WorkerRow>(
      await tx.execute(sql`
        select w.id, w.residency, w.pr_start_date::text as pr_start_date, w.date_of_birth::text as date_of_birth, w.engagement_type,
               coalesce(y.ow, 0) as ow_before, coalesce(y.aw, 0) as aw_before
          from wf_worker w
          left join (
            select d.worker_id, sum(d.ow_subject) as ow, sum(d.aw_subject) as aw
              from fin_payroll_detail d join fin_payroll_month pm on pm.id = d.month_id
             where pm.status in ${LOCKED} and d.month >= ${yearStart} and d.month < ${m.month} and d.worker_id in (${ids})
             group by d.worker_id
          ) y on y.worker_id = w.id
         where w.id in (${ids})`),
    ),
  ];
  const byWorkerRecords = groupBy(records);
  const byWorkerAllowances = groupBy(allowances);
  const byWorkerIncentives = groupBy(incentives);
  const byWorkerAppeals = groupBy(appeals);
  const byWorkerItems = groupBy(items);
  const slips = workers
    .map((w) => ({ ...w, id: Number(w.id) }))
    .sort((a, b) => a.id - b.id)
    .map((w) =>
      payslipOf(
        m.month,
        m.id,
        w,
        byWorkerRecords.get(w.id) ?? [],
        byWorkerAllowances.get(w.id) ?? [],
        byWorkerIncentives.get(w.id) ?? [],
        byWorkerAppeals.get(w.id) ?? [],
        byWorkerItems.get(w.id) ?? [],
        rows,
      ),
    );
  if (!slips.length) return;
  const made = await tx
    .insert(finPayrollDetail)
    .values(slips.map((s) => s.detail))
    .returning({ id: finPayrollDetail.id, workerId: finPayrollDetail.workerId });
  const detailOf = new Map(made.map((d) => [d.workerId, d.id]));
  const lines = slips.flatMap((s) =>
    s.lines.map((l) => ({ ...l, detailId: detailOf.get(s.detail.workerId) as number })),
  );
  for (let i = 0; i < lines.length; i += INSERT_BATCH)
    await tx.insert(finPayrollLine).values(lines.slice(i, i + INSERT_BATCH));
}

export interface PayrollRunContext {
  db: Db;
  events: DomainEventBus;
}

function announce(events: DomainEventBus, e: PayrollProgressEvent): void {
  events.emit('payrollProgress', e);
}

/** The whole run of a month that is `calculating`; answers the number of payslips. */
export async function runPayroll(ctx: PayrollRunContext, monthId: number, actor: Actor): Promise<number> {
  const [m] = await ctx.db.select().from(finPayrollMonth).where(eq(finPayrollMonth.id, monthId));
  // A retry after the month moved on has nothing to do.
  if (m?.status !== 'calculating') return 0;
  const { from, to } = periodRange(m.month);
  try {
    const rows = await rowsInForce(ctx.db, m.month);
    const workerIds = await withTransaction(ctx, async (tx) => {
      await tx.delete(finPayrollDetail).where(eq(finPayrollDetail.monthId, m.id));
      const ids = await workersToPay(tx, from, to);
      await tx
        .update(finPayrollMonth)
        .set({ progressDone: 0, progressTotal: ids.length, error: '', updatedAt: new Date() })
        .where(eq(finPayrollMonth.id, m.id));
      return ids;
    });
    announce(ctx.events, { id: m.id, month: m.month, status: 'calculating', done: 0, total: workerIds.length });
    for (let i = 0; i < workerIds.length; i += PAYROLL_CHUNK) {
      const chunk = workerIds.slice(i, i + PAYROLL_CHUNK);
      const done = i + chunk.length;
      await withTransaction(ctx, async (tx) => {
        await calculateChunk(tx, m, chunk, rows);
        await tx.update(finPayrollMonth).set({ progressDone: done }).where(eq(finPayrollMonth.id, m.id));
      });
      announce(ctx.events, { id: m.id, month: m.month, status: 'calculating', done, total: workerIds.length });
    }
    await withTransaction(ctx, (tx) => finish(tx, m.id, actor));
    announce(ctx.events, {
      id: m.id,
      month: m.month,
      status: 'review',
      done: workerIds.length,
      total: workerIds.length,
    });
    return workerIds.length;
  } catch (err) {
    const message = (err as Error).message.slice(0, 1000);
    await withTransaction(ctx, async (tx) => {
      await transition(tx, {
        machine: payrollMonthMachine,
        table: finPayrollMonth,
        id: m.id,
        action: 'fail',
        actor,
        reason: message.slice(0, 500),
        patch: { error: message, updatedAt: new Date() },
      });
    });
    announce(ctx.events, { id: m.id, month: m.month, status: 'open', done: 0, total: 0 });
    throw err;
  }
}

/** The month's totals from its details, and `calculating → review`. */
async function finish(tx: Tx, monthId: number, actor: Actor): Promise<void> {
  const [t] = rowsOf<Record<string, string | number>>(
    await tx.execute(sql`
      select count(*) as workers, coalesce(sum(gross_pay), 0) as gross, coalesce(sum(cpf_employee), 0) as ee,
             coalesce(sum(cpf_employer), 0) as er, coalesce(sum(sdl), 0) as sdl, coalesce(sum(net_pay), 0) as net
        from fin_payroll_detail where month_id = ${monthId}`),
  );
  await transition(tx, {
    machine: payrollMonthMachine,
    table: finPayrollMonth,
    id: monthId,
    action: 'calculated',
    actor,
    patch: {
      workers: Number(t.workers),
      grossPay: Number(t.gross),
      cpfEmployee: Number(t.ee),
      cpfEmployer: Number(t.er),
      sdl: sdlPayableTotal([Number(t.sdl)]),
      netPay: Number(t.net),
      calculatedAt: new Date(),
      calculatedBy: actor.id,
      updatedAt: new Date(),
    },
  });
}
