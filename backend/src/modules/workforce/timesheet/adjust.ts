/**
 * A correction after the client's approval (issue 29; POST timesheet/adjust). After approval
 * nothing is un-approved and the record keeps the numbers the client signed: the punches as they
 * should have been are computed by the same rules as an edit, and the difference against what was
 * signed (plus earlier corrections of the record) is kept as an entry with its reason. It flows on
 * to the invoice as a credit or debit note (adjustment-notes.ts: at once when the record's invoice
 * is issued, otherwise when it is) and to payroll as a payroll item: back pay for more, an
 * overpayment deduction (Employment Act s.27) for less.
 */
import { TIMESHEET_ADJUSTABLE, type TimesheetAdjustBody, type TimesheetStatus } from '@shiftdesk/shared/api';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { BadRequestError, ConflictError, NotFoundError } from '../../../core/base/errors';
import { recordAudit } from '../../../core/data/audit-trail';
import { type Caller, fieldError } from '../../../core/data/caller';
import { stateLabel } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import { wfTimesheet, wfTimesheetAdjustment, wfWorker, wfWorkRecord } from '../../../db/schema';
import { isIssuedInvoice, postAdjustmentNote } from '../../finance/invoice/adjustment-notes';
import { addPayrollItem, sgMonth } from '../../finance/payroll/item/service';
import { punchesOf } from '../work-record/actions';
import { previewNumbers } from '../work-record/hours';

const DIFFS = ['payMinutes', 'billMinutes', 'payAmount', 'billAmount'] as const;
type Diffs = Record<(typeof DIFFS)[number], number>;

/** What the record stands at now: as signed, plus its earlier corrections. */
async function standing(tx: Tx, r: Diffs & { id: number }): Promise<Diffs> {
  const a = wfTimesheetAdjustment;
  const sum = (c: PgColumn): SQL<number> => sql<string>`coalesce(sum(${c}), 0)`.mapWith(Number);
  const [earlier] = await tx
    .select({
      payMinutes: sum(a.payMinutes),
      billMinutes: sum(a.billMinutes),
      payAmount: sum(a.payAmount),
      billAmount: sum(a.billAmount),
    })
    .from(a)
    .where(eq(a.workRecordId, r.id));
  return Object.fromEntries(DIFFS.map((k) => [k, Number(r[k]) + earlier[k]])) as Diffs;
}

/** Answers the new adjustment's id. */
export async function adjustTimesheet(tx: Tx, caller: Caller, b: TimesheetAdjustBody, now = new Date()) {
  const [t] = await tx.select().from(wfTimesheet).where(eq(wfTimesheet.id, b.id)).for('update');
  if (!t) throw new NotFoundError('timesheet.notFound');
  if (!TIMESHEET_ADJUSTABLE.includes(t.status as TimesheetStatus))
    throw new ConflictError('timesheet.adjustNotApproved', { number: t.number, state: stateLabel(t.status) });
  if (b.version !== undefined && b.version !== t.version)
    throw new ConflictError('timesheet.adjustStale', { number: t.number });
  const [r] = await tx
    .select()
    .from(wfWorkRecord)
    .where(and(eq(wfWorkRecord.id, b.recordId), eq(wfWorkRecord.timesheetId, t.id)))
    .for('update');
  if (!r) throw fieldError(caller.lang, 'recordId', 'timesheet.recordNotOn', { id: b.recordId, number: t.number });
  const reason = b.reason.trim();
  if (!reason) throw fieldError(caller.lang, 'reason', 'timesheet.adjustReason');

  const punches = punchesOf(caller, r, { ...b, id: r.id });
  const clockInAt = new Date(b.clockInAt);
  const clockOutAt = new Date(b.clockOutAt);
  const after = await previewNumbers(tx, r, punches);
  const before = await standing(tx, r);
  const diff = Object.fromEntries(DIFFS.map((k) => [k, after[k] - before[k]])) as Diffs;
  if (!diff.payAmount && !diff.billAmount) throw new BadRequestError('timesheet.adjustNoChange');

  const [row] = await tx
    .insert(wfTimesheetAdjustment)
    .values({
      timesheetId: t.id,
      workRecordId: r.id,
      workerId: r.workerId,
      clockInAt,
      clockOutAt,
      sentHomeEarly: punches.sentHomeEarly,
      ...diff,
      reason: reason.slice(0, 500),
      createdBy: caller.actor.id,
    })
    .returning({ id: wfTimesheetAdjustment.id });

  let payrollItemId: number | null = null;
  if (diff.payAmount) {
    // Back pay names the record only once a locked month paid it; before that payroll pays the
    // record as signed and this item beside it.
    const month = [r.shiftDate.slice(0, 7), sgMonth(now)].sort()[0];
    payrollItemId = await addPayrollItem(
      tx,
      caller,
      diff.payAmount > 0
        ? {
            workerId: r.workerId,
            kind: 'backPay',
            amount: diff.payAmount,
            originMonth: month,
            reason: `${t.number}: ${reason}`.slice(0, 500),
            ...(r.payrollMonthId !== null ? { workRecordId: r.id } : {}),
          }
        : {
            workerId: r.workerId,
            kind: 'deduction',
            amount: -diff.payAmount,
            originMonth: month,
            reason: `${t.number}: ${reason}`.slice(0, 500),
            deductionType: 'overpayment',
            consentRef: `${t.number} adjustment #${row.id}`,
          },
      now,
    );
  }
  let note: { id: number; number: string | null } | null = null;
  if (diff.billAmount && r.invoiceId !== null && (await isIssuedInvoice(tx, r.invoiceId))) {
    const [w] = await tx.select({ name: wfWorker.name }).from(wfWorker).where(eq(wfWorker.id, r.workerId));
    note = await postAdjustmentNote(tx, caller, r.invoiceId, {
      id: row.id,
      billAmount: diff.billAmount,
      billMinutes: diff.billMinutes,
      reason,
      sheetNumber: t.number,
      workerName: w.name,
      shiftDate: r.shiftDate,
    });
  }
  await tx.update(wfTimesheetAdjustment).set({ payrollItemId }).where(eq(wfTimesheetAdjustment.id, row.id));

  const data = {
    adjustmentId: row.id,
    timesheet: t.number,
    workRecordId: r.id,
    shiftDate: r.shiftDate,
    clockInAt: [r.clockInAt?.toISOString() ?? null, clockInAt.toISOString()],
    clockOutAt: [r.clockOutAt?.toISOString() ?? null, clockOutAt.toISOString()],
    ...diff,
    note: note?.number ?? null,
    payrollItemId,
  };
  await recordAudit(tx, [
    { entity: 'timesheet', entityId: t.id, action: 'adjustedAfterApproval', actor: caller.actor, reason, data },
    { entity: 'workRecord', entityId: r.id, action: 'adjustedAfterApproval', actor: caller.actor, reason, data },
  ]);
  return row.id;
}
