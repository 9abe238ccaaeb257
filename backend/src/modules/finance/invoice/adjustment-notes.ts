/**
 * Timesheet corrections after approval reach the client as notes (issue 29). A correction of a
 * record whose invoice is issued gets its note at once; one whose invoice is a draft, or not made
 * yet, waits: the invoice bills what the client signed, and issuing it posts the notes of the
 * corrections waiting for it, so a tax invoice never silently differs from the signed timesheet.
 * An invoice with a standing note cannot be voided; once its notes and it are void, the records'
 * next invoice posts the corrections' notes again.
 */
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import type { Caller } from '../../../core/data/caller';
import type { Tx } from '../../../core/data/unit-of-work';
import { finInvoice, wfTimesheet, wfTimesheetAdjustment, wfWorker, wfWorkRecord } from '../../../db/schema';
import { issueInvoice } from './issue';
import { adjustmentNote } from './settle';

export interface PendingAdjustment {
  id: number;
  billAmount: number;
  billMinutes: number;
  reason: string;
  sheetNumber: string;
  workerName: string;
  shiftDate: string;
}

/** One correction's note on the record's issued invoice; the correction keeps the note's id. */
export async function postAdjustmentNote(tx: Tx, caller: Caller, invoiceId: number, a: PendingAdjustment) {
  const note = await adjustmentNote(tx, caller, invoiceId, {
    amount: a.billAmount,
    minutes: a.billMinutes,
    description: `Timesheet ${a.sheetNumber} · ${a.workerName} · ${a.shiftDate}: adjustment`,
    date: a.shiftDate,
    reason: a.reason,
  });
  await tx.update(wfTimesheetAdjustment).set({ noteId: note.id }).where(eq(wfTimesheetAdjustment.id, a.id));
  return note;
}

/** Whether the invoice is issued, so a correction of its records is billed at once. */
export async function isIssuedInvoice(tx: Tx, invoiceId: number): Promise<boolean> {
  const [inv] = await tx
    .select({ status: finInvoice.status, kind: finInvoice.kind })
    .from(finInvoice)
    .where(eq(finInvoice.id, invoiceId));
  return inv?.kind === 'invoice' && inv.status === 'issued';
}

const note = alias(finInvoice, 'note');

/** Step 17, then the notes of the corrections of its records that waited for it. */
export async function issueInvoiceWithAdjustments(tx: Tx, caller: Caller, id: number, issueDate?: string) {
  const moved = await issueInvoice(tx, caller, id, issueDate);
  const pending = await tx
    .select({
      id: wfTimesheetAdjustment.id,
      billAmount: wfTimesheetAdjustment.billAmount,
      billMinutes: wfTimesheetAdjustment.billMinutes,
      reason: wfTimesheetAdjustment.reason,
      sheetNumber: wfTimesheet.number,
      workerName: wfWorker.name,
      shiftDate: wfWorkRecord.shiftDate,
    })
    .from(wfTimesheetAdjustment)
    .innerJoin(wfWorkRecord, eq(wfWorkRecord.id, wfTimesheetAdjustment.workRecordId))
    .innerJoin(wfTimesheet, eq(wfTimesheet.id, wfTimesheetAdjustment.timesheetId))
    .innerJoin(wfWorker, eq(wfWorker.id, wfTimesheetAdjustment.workerId))
    // A note voided with the invoice it corrected (the records billed again): the correction waits again.
    .leftJoin(note, eq(note.id, wfTimesheetAdjustment.noteId))
    .where(
      and(
        eq(wfWorkRecord.invoiceId, id),
        or(isNull(wfTimesheetAdjustment.noteId), eq(note.status, 'void')),
        ne(wfTimesheetAdjustment.billAmount, 0),
      ),
    )
    .orderBy(asc(wfTimesheetAdjustment.id))
    .for('update', { of: wfTimesheetAdjustment });
  for (const a of pending) await postAdjustmentNote(tx, caller, id, a);
  return moved;
}
