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
import { index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
    basicPay: cents('basic_pay').notNull().default(0),
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
    otPay: cents('ot_pay').notNull().default(0),
    phPay: cents('ph_pay').notNull().default(0),
    amount: cents('amount').notNull(),
  },
  (t) => [
    index('fin_payroll_line_detail_idx').on(t.detailId),
    index('fin_payroll_line_month_ref_idx').on(t.monthId, t.refType),
  ],
);
