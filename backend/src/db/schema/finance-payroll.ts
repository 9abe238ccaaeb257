/**
 * Payroll months, their payroll details (one payslip per worker) and each payslip's lines
 * (DOMAIN.md "Payroll month", "Payroll detail"; issue 32).
 *
 * A detail stores every figure of the payslip as calculated (CPF wage, employee and employer
 * CPF, SDL), not only the month's totals, so a locked month reads back exactly what was paid.
 * A line is one item paid: a work record's pay, an approved allowance, or either of them carried
 * from a month already locked (`kind = 'adjustment'`, `origin_month` naming the month it belongs
 * to); a credited incentive record (`kind = 'incentive'`, Additional Wages, `ref_type =
 * 'incentiveRecord'`); an accepted appeal (`kind = 'adjustment'`, `ref_type = 'appeal'`, reason
 * `Appeal #<id>`, `origin_month` the appeal's). Approval stamps `payroll_month_id` on the records and allowances a month paid, so the next
 * month's calculation finds what is left in one indexed query.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cents, isoDate, ts } from './columns';
import { wfWorker } from './workforce';

export const finPayrollMonth = pgTable(
  'fin_payroll_month',
  {
    id: serial('id').primaryKey(),
    month: varchar('month', { length: 7 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('open'),
    workers: integer('workers').notNull().default(0),
    grossPay: cents('gross_pay').notNull().default(0),
    cpfEmployee: cents('cpf_employee').notNull().default(0),
    cpfEmployer: cents('cpf_employer').notNull().default(0),
    /** What the employer pays: the levies summed and rounded down to the dollar */
    sdl: cents('sdl').notNull().default(0),
    netPay: cents('net_pay').notNull().default(0),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    error: varchar('error', { length: 1000 }).notNull().default(''),
    jobId: varchar('job_id', { length: 64 }),
    calculatedAt: ts('calculated_at'),
    calculatedBy: integer('calculated_by'),
    approvedAt: ts('approved_at'),
    approvedBy: integer('approved_by'),
    paidAt: ts('paid_at'),
    paidBy: integer('paid_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fin_payroll_month_month_uq').on(t.month), index('fin_payroll_month_status_idx').on(t.status)],
);

export const finPayrollDetail = pgTable(
  'fin_payroll_detail',
  {
    id: serial('id').primaryKey(),
    monthId: integer('month_id')
      .notNull()
      .references(() => finPayrollMonth.id),
    month: varchar('month', { length: 7 }).notNull(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => wfWorker.id),
    engagementType: varchar('engagement_type', { length: 12 }).notNull(),
    residency: varchar('residency', { length: 12 }).notNull(),
    rateClass: varchar('rate_class', { length: 12 }),
    ageBand: varchar('age_band', { length: 12 }),
    hourlyRate: cents('hourly_rate').notNull().default(0),
    normalMinutes: integer('normal_minutes').notNull().default(0),
    otMinutes: integer('ot_minutes').notNull().default(0),
    phMinutes: integer('ph_minutes').notNull().default(0),
    /** Minutes worked on rest days (parameter `finance.payroll.restDay`) */
    restDayMinutes: integer('rest_day_minutes').notNull().default(0),
    basicPay: cents('basic_pay').notNull().default(0),
    /** Basic pay of the rest days' work, itemised apart from `basic_pay` */
    restDayPay: cents('rest_day_pay').notNull().default(0),
    otPay: cents('ot_pay').notNull().default(0),
    phPay: cents('ph_pay').notNull().default(0),
    grossPay: cents('gross_pay').notNull().default(0),
    allowances: cents('allowances').notNull().default(0),
    incentives: cents('incentives').notNull().default(0),
    adjustments: cents('adjustments').notNull().default(0),
    deductions: cents('deductions').notNull().default(0),
    ow: cents('ow').notNull().default(0),
    aw: cents('aw').notNull().default(0),
    /** OW and AW after their ceilings: what the year's later months count as already subject */
    owSubject: cents('ow_subject').notNull().default(0),
    awSubject: cents('aw_subject').notNull().default(0),
    cpfWage: cents('cpf_wage').notNull().default(0),
    cpfEmployee: cents('cpf_employee').notNull().default(0),
    cpfEmployer: cents('cpf_employer').notNull().default(0),
    sdl: cents('sdl').notNull().default(0),
    netPay: cents('net_pay').notNull().default(0),
    records: integer('records').notNull().default(0),
    otFrom: isoDate('ot_from'),
    otTo: isoDate('ot_to'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fin_payroll_detail_month_worker_uq').on(t.monthId, t.workerId),
    index('fin_payroll_detail_worker_idx').on(t.workerId, t.month),
    index('fin_payroll_detail_month_idx').on(t.month),
    index('fin_payroll_detail_adjustments_idx').on(t.monthId).where(sql`${t.adjustments} <> 0`),
  ],
);

export const finPayrollLine = pgTable(
  'fin_payroll_line',
  {
    id: serial('id').primaryKey(),
    detailId: integer('detail_id')
      .notNull()
      .references(() => finPayrollDetail.id, { onDelete: 'cascade' }),
    monthId: integer('month_id').notNull(),
    kind: varchar('kind', { length: 12 }).notNull(),
    refType: varchar('ref_type', { length: 20 }).notNull(),
    refId: integer('ref_id'),
    workDate: isoDate('work_date'),
    originMonth: varchar('origin_month', { length: 7 }).notNull(),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    /** The record's basic rate per hour (0 for an allowance): a payslip shows basic pay per rate */
    rate: cents('rate').notNull().default(0),
    normalMinutes: integer('normal_minutes').notNull().default(0),
    otMinutes: integer('ot_minutes').notNull().default(0),
    phMinutes: integer('ph_minutes').notNull().default(0),
    basicPay: cents('basic_pay').notNull().default(0),
    restDayPay: cents('rest_day_pay').notNull().default(0),
    otPay: cents('ot_pay').notNull().default(0),
    phPay: cents('ph_pay').notNull().default(0),
    amount: cents('amount').notNull(),
  },
  (t) => [
    index('fin_payroll_line_detail_idx').on(t.detailId),
    index('fin_payroll_line_month_ref_idx').on(t.monthId, t.refType),
  ],
);

/**
 * Deductions and back pay (`shared/src/api/finance/payroll-item.ts`). `taken` is what approved
 * months took so far (a deduction the 50% cap held back is taken over several months); the month
 * that takes the rest stamps `payroll_month_id` and the item is `paid`.
 */
export const finPayrollItem = pgTable(
  'fin_payroll_item',
  {
    id: serial('id').primaryKey(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => wfWorker.id),
    /** deduction | backPay */
    kind: varchar('kind', { length: 10 }).notNull(),
    amount: cents('amount').notNull(),
    taken: cents('taken').notNull().default(0),
    originMonth: varchar('origin_month', { length: 7 }).notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    /** Employment Act s.27 type of a deduction */
    deductionType: varchar('deduction_type', { length: 16 }),
    consentRef: varchar('consent_ref', { length: 100 }).notNull().default(''),
    workRecordId: integer('work_record_id'),
    status: varchar('status', { length: 10 }).notNull().default('open'),
    cancelReason: varchar('cancel_reason', { length: 500 }).notNull().default(''),
    payrollMonthId: integer('payroll_month_id'),
    createdBy: integer('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('fin_payroll_item_worker_idx').on(t.workerId, t.id),
    index('fin_payroll_item_status_idx').on(t.status, t.id),
    index('fin_payroll_item_kind_idx').on(t.kind, t.id),
    index('fin_payroll_item_origin_idx').on(t.originMonth),
    index('fin_payroll_item_amount_idx').on(t.amount),
    index('fin_payroll_item_record_idx').on(t.workRecordId),
    index('fin_payroll_item_open_idx').on(t.workerId).where(sql`${t.status} = 'open'`),
    check('fin_payroll_item_amount_ck', sql`${t.amount} > 0 and ${t.taken} >= 0 and ${t.taken} <= ${t.amount}`),
    check('fin_payroll_item_kind_ck', sql`${t.kind} in ('deduction', 'backPay')`),
  ],
);
