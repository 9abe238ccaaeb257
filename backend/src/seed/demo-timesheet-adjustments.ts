/**
 * A demo correction after approval (issue 29), made through the service once invoices and payroll
 * exist: the first record of an invoiced timesheet whose invoice is issued, its clock-out an hour
 * earlier than signed, as a client's gate log found later would show. The timesheet shows it
 * under Adjustments; the invoice gets its credit note; the worker an open overpayment deduction
 * for the next payroll calculation. Runs once with the rest of the demo.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { AppError } from '../core/base/errors';
import { DomainEventBus } from '../core/base/events';
import { type Caller, SYSTEM_CALLER } from '../core/data/caller';
import { withTransaction } from '../core/data/unit-of-work';
import type { Db } from '../db/client';
import { finInvoice, wfTimesheet, wfWorkRecord } from '../db/schema';
import { adjustTimesheet } from '../modules/workforce/timesheet/adjust';

const HOUR = 3_600_000;

export async function seedDemoTimesheetAdjustments(db: Db, owner: Caller = SYSTEM_CALLER, now = new Date()) {
  const ctx = { db, events: new DomainEventBus() };
  return withTransaction(ctx, async (tx) => {
    const [r] = await tx
      .select({
        id: wfWorkRecord.id,
        timesheetId: wfTimesheet.id,
        clockInAt: wfWorkRecord.clockInAt,
        clockOutAt: wfWorkRecord.clockOutAt,
      })
      .from(wfWorkRecord)
      .innerJoin(wfTimesheet, eq(wfTimesheet.id, wfWorkRecord.timesheetId))
      .innerJoin(finInvoice, eq(finInvoice.id, wfWorkRecord.invoiceId))
      .where(
        and(
          eq(wfTimesheet.status, 'invoiced'),
          eq(finInvoice.status, 'issued'),
          isNotNull(wfWorkRecord.clockInAt),
          isNotNull(wfWorkRecord.clockOutAt),
        ),
      )
      .orderBy(asc(wfWorkRecord.id))
      .limit(1);
    if (!r?.clockInAt || !r.clockOutAt) return 0;
    try {
      await adjustTimesheet(
        tx,
        owner,
        {
          id: r.timesheetId,
          recordId: r.id,
          clockInAt: r.clockInAt.toISOString(),
          clockOutAt: new Date(r.clockOutAt.getTime() - HOUR).toISOString(),
          reason: 'The client’s gate log, found after approval, shows the worker left an hour earlier',
        },
        now,
      );
      return 1;
    } catch (e) {
      // An hour that changes nothing (a sent-home minimum, say): the demo goes without.
      if (e instanceof AppError && e.messageKey === 'timesheet.adjustNoChange') return 0;
      throw e;
    }
  });
}
