/**
 * Jobs and work records (DOMAIN.md "Jobs, bookings, work records"). A job is one shift of one
 * position at one contract department; its pay and bill rate and the whole policy are copied
 * from the contract order in force on its date when it is made (`rate`, `policy`: later changes
 * of the order never reach it). A work record is one worker on one job: its schedule is copied
 * from the job, its punches are set by the worker app or by staff with a reason, and its minutes
 * and amounts are what the rules library computed from them (stored, so lists, timesheets,
 * invoices and payroll read one number). `client_id`, `contract_dept_id` and `shift_date` are
 * repeated on the record because the busiest list of the product filters by them.
 */
import type { PolicyRecord } from '@shiftdesk/shared/api';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cents, isoDate, owned, ownedIndexes, summedNumbers, ts, tsMs } from './columns';
import { finClient, finContractDept, finContractOrder, finPosition } from './finance';
import { wfWorker } from './workforce';
import { wfTimesheet } from './workforce-timesheet';

/** Job codes `J-2026-000001`. */
export const wfJobSeq = pgSequence('wf_job_seq', { startWith: 1, increment: 1 });

export const wfJob = pgTable(
  'wf_job',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 20 }).notNull(),
    contractOrderId: integer('contract_order_id')
      .notNull()
      .references(() => finContractOrder.id),
    contractDeptId: integer('contract_dept_id')
      .notNull()
      .references(() => finContractDept.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => finClient.id),
    positionId: integer('position_id')
      .notNull()
      .references(() => finPosition.id),
    title: varchar('title', { length: 200 }).notNull(),
    description: varchar('description', { length: 2000 }).notNull().default(''),
    dressCode: varchar('dress_code', { length: 200 }).notNull().default(''),
    siteContact: varchar('site_contact', { length: 200 }).notNull().default(''),
    address: varchar('address', { length: 500 }).notNull().default(''),
    /** The Singapore date of the start: a shift past midnight belongs to the day it started. */
    shiftDate: isoDate('shift_date').notNull(),
    startAt: tsMs('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    breakMinutes: integer('break_minutes').notNull(),
    breakPaid: boolean('break_paid').notNull(),
    headcount: integer('headcount').notNull(),
    /** Live work records (not cancelled, rejected or no-show), kept by the service for the fill. */
    assigned: integer('assigned').notNull().default(0),
    requiredCertificateTypeIds: integer('required_certificate_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    minimumAge: integer('minimum_age'),
    residencies: text('residencies').array().notNull().default(sql`'{}'::text[]`),
    minimumCreditScore: integer('minimum_credit_score'),
    payRate: cents('pay_rate').notNull(),
    billRate: cents('bill_rate').notNull(),
    policy: jsonb('policy').$type<PolicyRecord>().notNull(),
    publicHoliday: boolean('public_holiday').notNull().default(false),
    visibility: varchar('visibility', { length: 20 }).notNull().default('public'),
    bookingMode: varchar('booking_mode', { length: 20 }).notNull().default('review'),
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    cancelReason: varchar('cancel_reason', { length: 1000 }).notNull().default(''),
    ...owned(),
  },
  (t) => [
    uniqueIndex('wf_job_code_uq').on(t.code),
    index('wf_job_shift_date_idx').on(t.shiftDate),
    index('wf_job_start_at_idx').on(t.startAt),
    index('wf_job_status_start_idx').on(t.status, t.startAt),
    index('wf_job_client_start_idx').on(t.clientId, t.startAt),
    index('wf_job_contract_dept_start_idx').on(t.contractDeptId, t.startAt),
    index('wf_job_contract_order_idx').on(t.contractOrderId),
    index('wf_job_position_idx').on(t.positionId),
    ...ownedIndexes('wf_job', t),
  ],
);

export const wfWorkRecord = pgTable(
  'wf_work_record',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => wfJob.id),
    workerId: integer('worker_id')
      .notNull()
      .references(() => wfWorker.id),
    clientId: integer('client_id').notNull(),
    contractDeptId: integer('contract_dept_id').notNull(),
    shiftDate: isoDate('shift_date').notNull(),
    scheduledStartAt: tsMs('scheduled_start_at').notNull(),
    scheduledEndAt: ts('scheduled_end_at').notNull(),
    breakMinutes: integer('break_minutes').notNull(),
    breakPaid: boolean('break_paid').notNull(),
    clockInAt: ts('clock_in_at'),
    clockOutAt: ts('clock_out_at'),
    /** Where the worker app punched: {lat, lng, accuracy} */
    clockInLocation: jsonb('clock_in_location').$type<{ lat: number; lng: number; accuracy?: number }>(),
    clockOutLocation: jsonb('clock_out_location').$type<{ lat: number; lng: number; accuracy?: number }>(),
    adjustReason: varchar('adjust_reason', { length: 500 }).notNull().default(''),
    earlyStartApproved: boolean('early_start_approved').notNull().default(false),
    overtimeApproved: boolean('overtime_approved').notNull().default(false),
    /** The client sent the worker home before the end: the policy's minimum paid hours apply. */
    sentHomeEarly: boolean('sent_home_early').notNull().default(false),
    lateMinutes: integer('late_minutes').notNull().default(0),
    earlyLeaveMinutes: integer('early_leave_minutes').notNull().default(0),
    rawMinutes: integer('raw_minutes').notNull().default(0),
    ...summedNumbers(),
    /** Top-up to the minimum paid hours of a worker sent home early (paid and billed; not worked time). */
    sentHomePayMinutes: integer('sent_home_pay_minutes').notNull().default(0),
    sentHomeBillMinutes: integer('sent_home_bill_minutes').notNull().default(0),
    /** A cancelled shift the client cancelled late: the policy's cancellation hours, paid and billed (not worked time). */
    cancellationPayMinutes: integer('cancellation_pay_minutes').notNull().default(0),
    allowanceAmount: cents('allowance_amount').notNull().default(0),
    status: varchar('status', { length: 24 }).notNull().default('scheduled'),
    /** The last reject / cancel / excuse reason */
    reason: varchar('reason', { length: 1000 }).notNull().default(''),
    cancelledBy: varchar('cancelled_by', { length: 10 }),
    verifiedBy: integer('verified_by'),
    verifiedAt: ts('verified_at'),
    /** Bumped by every change: an edit that read an older version is refused (409). */
    version: integer('version').notNull().default(0),
    /** The timesheet the record is on (at most one) */
    timesheetId: integer('timesheet_id').references(() => wfTimesheet.id),
    /** The invoice that bills the record (at most one; released when that invoice is voided).
     * No foreign key here: fin_invoice's schema file points back at this table. */
    invoiceId: integer('invoice_id'),
    /** The approved payroll month that paid the record (no foreign key: fin_payroll_month's file points back at workers) */
    payrollMonthId: integer('payroll_month_id'),
    ...owned(),
  },
  (t) => [
    index('wf_work_record_shift_date_idx').on(t.shiftDate, t.id),
    // The list sorts by the start and filters its dates on it too (a Singapore day is a range of
    // starts), so each filter's index walks in the list's order and stops after the page.
    index('wf_work_record_status_start_idx').on(t.status, t.scheduledStartAt),
    index('wf_work_record_client_start_idx').on(t.clientId, t.scheduledStartAt),
    index('wf_work_record_contract_dept_start_idx').on(t.contractDeptId, t.scheduledStartAt),
    index('wf_work_record_job_idx').on(t.jobId),
    // A worker's week (weekly OT, overlaps, Part IV): by worker, in start order.
    index('wf_work_record_worker_start_idx').on(t.workerId, t.scheduledStartAt),
    index('wf_work_record_start_idx').on(t.scheduledStartAt),
    index('wf_work_record_timesheet_idx').on(t.timesheetId),
    index('wf_work_record_invoice_idx').on(t.invoiceId),
    // Payroll takes the verified records no locked month paid yet, by date.
    index('wf_work_record_unpaid_idx')
      .on(t.shiftDate)
      .where(sql`${t.payrollMonthId} is null and ${t.status} in ('verified', 'credited', 'paid')`),
    ...ownedIndexes('wf_work_record', t),
  ],
);

/**
 * A worker's place on a job (DOMAIN.md "Job booking"). A confirmed booking holds the scheduled
 * work record it made (`work_record_id`); a worker has at most one live booking per job (the
 * partial unique index; cancelled and rejected ones stay as history). `client_id`, `shift_date`
 * and `start_at` are repeated from the job for the list's filters and the re-confirmation sweep.
 */
export const wfBooking = pgTable(
  'wf_booking',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => wfJob.id),
    workerId: integer('worker_id')
      .notNull()
      .references(() => wfWorker.id),
    clientId: integer('client_id').notNull(),
    shiftDate: isoDate('shift_date').notNull(),
    startAt: tsMs('start_at').notNull(),
    source: varchar('source', { length: 20 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    decidedBy: integer('decided_by'),
    decidedAt: ts('decided_at'),
    waitlistedAt: ts('waitlisted_at'),
    cancelledBy: varchar('cancelled_by', { length: 10 }),
    /** Minutes between the cancel and the start */
    noticeMinutes: integer('notice_minutes'),
    /** The last reject / cancel / release reason */
    reason: varchar('reason', { length: 1000 }).notNull().default(''),
    remindedAt: ts('reminded_at'),
    reconfirmedAt: ts('reconfirmed_at'),
    workRecordId: integer('work_record_id').references(() => wfWorkRecord.id),
    ...owned(),
  },
  (t) => [
    uniqueIndex('wf_booking_live_uq')
      .on(t.jobId, t.workerId)
      .where(sql`status in ('pending', 'confirmed', 'waitlisted')`),
    index('wf_booking_job_status_idx').on(t.jobId, t.status),
    index('wf_booking_worker_idx').on(t.workerId, t.startAt),
    index('wf_booking_client_start_idx').on(t.clientId, t.startAt),
    index('wf_booking_start_idx').on(t.startAt, t.id),
    index('wf_booking_status_start_idx').on(t.status, t.startAt),
    index('wf_booking_work_record_idx').on(t.workRecordId),
    ...ownedIndexes('wf_booking', t),
  ],
);
