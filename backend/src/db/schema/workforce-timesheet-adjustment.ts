/**
 * Corrections after the client's approval (issue 29). An approved timesheet is never un-approved
 * and its records keep the numbers the client signed; a correction found later is an entry of its
 * own: the punches as they should have been, the difference in paid and billed minutes and money
 * (signed), and its reason. The billed difference reaches the client as a credit or debit note of
 * the invoice that bills the record (at once if it is issued, otherwise when it is); the paid
 * difference reaches the worker as a payroll item (back pay, or an overpayment deduction).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { cents, ts } from './columns';
import { wfWorkRecord } from './workforce-job';
import { wfTimesheet } from './workforce-timesheet';

export const wfTimesheetAdjustment = pgTable(
  'wf_timesheet_adjustment',
  {
    id: serial('id').primaryKey(),
    timesheetId: integer('timesheet_id')
      .notNull()
      .references(() => wfTimesheet.id),
    workRecordId: integer('work_record_id')
      .notNull()
      .references(() => wfWorkRecord.id),
    workerId: integer('worker_id').notNull(),
    /** The punches as corrected */
    clockInAt: ts('clock_in_at').notNull(),
    clockOutAt: ts('clock_out_at').notNull(),
    sentHomeEarly: boolean('sent_home_early').notNull().default(false),
    /** Differences against the record as signed plus the earlier adjustments of it (signed) */
    payMinutes: integer('pay_minutes').notNull(),
    billMinutes: integer('bill_minutes').notNull(),
    payAmount: cents('pay_amount').notNull(),
    billAmount: cents('bill_amount').notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    /** The credit or debit note that billed the difference (null while its invoice is not issued) */
    noteId: integer('note_id'),
    /** The payroll item that pays or recovers the difference (null when the pay did not change) */
    payrollItemId: integer('payroll_item_id'),
    createdBy: integer('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('wf_timesheet_adjustment_sheet_idx').on(t.timesheetId, t.id),
    index('wf_timesheet_adjustment_record_idx').on(t.workRecordId),
    // Issuing an invoice looks for the differences of its records still waiting for a note.
    index('wf_timesheet_adjustment_pending_idx')
      .on(t.workRecordId)
      .where(sql`${t.noteId} is null and ${t.billAmount} <> 0`),
    check('wf_timesheet_adjustment_change_ck', sql`${t.payAmount} <> 0 or ${t.billAmount} <> 0`),
  ],
);
