/**
 * The corrections after approval of a timesheet (wf_timesheet_adjustment), oldest first, with their
 * note's number. A voided note is no note: the correction waits for its record's next invoice.
 */
import type { TimesheetAdjustment } from '@shiftdesk/shared/api';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { finInvoice, sysUser, wfTimesheetAdjustment, wfWorker, wfWorkRecord } from '../../../db/schema';

export async function adjustmentsOf(db: Db | Tx, timesheetId: number): Promise<TimesheetAdjustment[]> {
  const a = wfTimesheetAdjustment;
  const rows = await db
    .select({
      a,
      workerName: wfWorker.name,
      shiftDate: wfWorkRecord.shiftDate,
      noteNumber: finInvoice.number,
      createdByName: sysUser.userName,
    })
    .from(a)
    .innerJoin(wfWorkRecord, eq(wfWorkRecord.id, a.workRecordId))
    .innerJoin(wfWorker, eq(wfWorker.id, a.workerId))
    .leftJoin(finInvoice, and(eq(finInvoice.id, a.noteId), ne(finInvoice.status, 'void')))
    .leftJoin(sysUser, eq(sysUser.id, a.createdBy))
    .where(eq(a.timesheetId, timesheetId))
    .orderBy(asc(a.id));
  return rows.map((r) => ({
    id: r.a.id,
    workRecordId: r.a.workRecordId,
    workerId: r.a.workerId,
    workerName: r.workerName,
    shiftDate: r.shiftDate,
    clockInAt: r.a.clockInAt.toISOString(),
    clockOutAt: r.a.clockOutAt.toISOString(),
    payMinutes: r.a.payMinutes,
    billMinutes: r.a.billMinutes,
    payAmount: r.a.payAmount,
    billAmount: r.a.billAmount,
    reason: r.a.reason,
    noteId: r.noteNumber ? r.a.noteId : null,
    noteNumber: r.noteNumber ?? null,
    payrollItemId: r.a.payrollItemId,
    createdByName: r.createdByName ?? null,
    createdAt: r.a.createdAt.toISOString(),
  }));
}
