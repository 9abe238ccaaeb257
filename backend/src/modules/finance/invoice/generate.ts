/**
 * Draft invoices from approved timesheets (golden path step 16) and a draft's adjustment lines.
 *
 * A record is billed once: generate claims the records of the chosen timesheets that no invoice
 * bills yet, locking them (`for update`), so of two generate calls at once the second waits and
 * then finds them taken. One draft per contract department and PO number (the PO is part of the
 * job's policy snapshot); lines by position, type and unit rate, each amount the sum of its
 * records' parts (billedParts), so the lines always add up to the records' billed amounts.
 */
import {
  type InvoiceEditBody,
  type InvoiceGenerateBody,
  type InvoiceLineType,
  invoiceMachine,
  timesheetMachine,
} from '@shiftdesk/shared/api';
import { billedParts, documentTotals } from '@shiftdesk/shared/rules';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AppError, BadRequestError, ConflictError } from '../../../core/base/errors';
import { sgDate } from '../../../core/base/time';
import { recordAudit, recordCreated } from '../../../core/data/audit-trail';
import type { Caller } from '../../../core/data/caller';
import { stateLabel, transition } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import {
  finContractDept,
  finInvoice,
  finInvoiceLine,
  finInvoiceLineRecord,
  finPosition,
  wfJob,
  wfTimesheet,
  wfWorkRecord,
} from '../../../db/schema';
import { BILLABLE } from '../../workforce/timesheet/service';
import { inForce } from '../reference/service';
import { lockInvoice } from './service';

/** Timesheets an invoice may bill: approved by the client (or by its deadline), or billed in part. */
const BILLABLE_SHEETS = ['approved', 'auto_approved', 'invoiced'];

const TYPE_WORDS: Record<InvoiceLineType, string> = {
  normal: 'normal hours',
  ot: 'overtime hours',
  public_holiday: 'public holiday premium',
  allowance: 'allowance',
  cancellation_fee: 'late cancellation fee',
  adjustment: 'adjustment',
};

/** Today's GST rate for a draft's preview (null when the table has none in force: issue will say so). */
async function draftRateBp(tx: Tx): Promise<number | null> {
  try {
    return (await inForce(tx, 'gstRate', sgDate(new Date()))).rateBp;
  } catch (e) {
    if (e instanceof AppError) return null;
    throw e;
  }
}

/** A draft's subtotal, and its GST and total at today's rate (fixed again at issue). */
export async function refreshDraftTotals(tx: Tx, id: number): Promise<void> {
  const amounts = await tx
    .select({ a: finInvoiceLine.amount })
    .from(finInvoiceLine)
    .where(eq(finInvoiceLine.invoiceId, id));
  const rateBp = await draftRateBp(tx);
  const totals = documentTotals(
    amounts.map((x) => x.a),
    rateBp ?? 0,
  );
  await tx
    .update(finInvoice)
    .set({ ...totals, gstRateBp: rateBp, version: sql`${finInvoice.version} + 1`, updatedAt: new Date() })
    .where(eq(finInvoice.id, id));
}

interface Claimed {
  id: number;
  contractDeptId: number;
  clientId: number;
  shiftDate: string;
  positionId: number;
  positionName: string;
  billRate: number;
  otBillMultiplier: number;
  poNumber: string;
  billNormalMinutes: number;
  billOtMinutes: number;
  sentHomeBillMinutes: number;
  cancellationPayMinutes: number;
  billAmount: number;
}

interface LineDraft {
  type: InvoiceLineType;
  positionId: number;
  positionName: string;
  unitRate: number | null;
  minutes: number;
  amount: number;
  dateFrom: string;
  dateTo: string;
  recordIds: number[];
}

/** The lines of one invoice: by position, type and unit rate, in position then type order. */
function linesOf(records: Claimed[]): LineDraft[] {
  const byKey = new Map<string, LineDraft>();
  for (const r of records) {
    for (const p of billedParts(r, r.billRate, r.otBillMultiplier)) {
      const key = `${r.positionId}|${p.type}|${p.unitRate}`;
      const line = byKey.get(key) ?? {
        type: p.type,
        positionId: r.positionId,
        positionName: r.positionName,
        unitRate: p.unitRate,
        minutes: 0,
        amount: 0,
        dateFrom: r.shiftDate,
        dateTo: r.shiftDate,
        recordIds: [],
      };
      line.minutes += p.minutes;
      line.amount += p.amount;
      if (r.shiftDate < line.dateFrom) line.dateFrom = r.shiftDate;
      if (r.shiftDate > line.dateTo) line.dateTo = r.shiftDate;
      line.recordIds.push(r.id);
      byKey.set(key, line);
    }
  }
  const order: InvoiceLineType[] = ['normal', 'ot', 'public_holiday', 'cancellation_fee'];
  return [...byKey.values()].sort(
    (a, b) =>
      a.positionName.localeCompare(b.positionName) ||
      order.indexOf(a.type) - order.indexOf(b.type) ||
      (a.unitRate ?? 0) - (b.unitRate ?? 0),
  );
}

/** Draft invoices of the timesheets' records not billed yet: one per department and PO. Answers their ids. */
export async function generateInvoices(tx: Tx, caller: Caller, b: InvoiceGenerateBody): Promise<number[]> {
  const ids = [...new Set(b.timesheetIds)].sort((x, y) => x - y);
  const sheets = await tx
    .select({ id: wfTimesheet.id, number: wfTimesheet.number, status: wfTimesheet.status })
    .from(wfTimesheet)
    .where(inArray(wfTimesheet.id, ids))
    .orderBy(asc(wfTimesheet.id))
    .for('update');
  const missing = ids.filter((id) => !sheets.some((s) => s.id === id));
  if (missing.length) throw new BadRequestError('invoice.timesheetMissing', { ids: missing.join(', #') });
  const unapproved = sheets.find((s) => !BILLABLE_SHEETS.includes(s.status));
  if (unapproved)
    throw new ConflictError('invoice.timesheetNotApproved', {
      number: unapproved.number,
      state: stateLabel(unapproved.status),
    });

  const records: Claimed[] = await tx
    .select({
      id: wfWorkRecord.id,
      contractDeptId: wfWorkRecord.contractDeptId,
      clientId: wfWorkRecord.clientId,
      shiftDate: wfWorkRecord.shiftDate,
      positionId: wfJob.positionId,
      positionName: finPosition.name,
      billRate: wfJob.billRate,
      otBillMultiplier: sql<number>`(${wfJob.policy}->>'otBillMultiplier')::numeric`.mapWith(Number),
      poNumber: sql<string>`coalesce(${wfJob.policy}->>'poNumber', '')`,
      billNormalMinutes: wfWorkRecord.billNormalMinutes,
      billOtMinutes: wfWorkRecord.billOtMinutes,
      sentHomeBillMinutes: wfWorkRecord.sentHomeBillMinutes,
      cancellationPayMinutes: wfWorkRecord.cancellationPayMinutes,
      billAmount: wfWorkRecord.billAmount,
    })
    .from(wfWorkRecord)
    .innerJoin(wfJob, eq(wfJob.id, wfWorkRecord.jobId))
    .innerJoin(finPosition, eq(finPosition.id, wfJob.positionId))
    .where(
      and(
        inArray(wfWorkRecord.timesheetId, ids),
        isNull(wfWorkRecord.invoiceId),
        inArray(wfWorkRecord.status, [...BILLABLE]),
      ),
    )
    .orderBy(asc(wfWorkRecord.id))
    .for('update', { of: wfWorkRecord });
  if (!records.length) throw new BadRequestError('invoice.nothingToInvoice');

  const groups = new Map<string, Claimed[]>();
  for (const r of records) {
    const key = `${r.contractDeptId}|${r.poNumber}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const made: number[] = [];
  for (const group of groups.values()) {
    const first = group[0];
    const dates = group.map((r) => r.shiftDate).sort();
    const [inv] = await tx
      .insert(finInvoice)
      .values({
        kind: 'invoice',
        clientId: first.clientId,
        contractDeptId: first.contractDeptId,
        poNumber: first.poNumber,
        periodFrom: dates[0],
        periodTo: dates[dates.length - 1],
        status: invoiceMachine.initial,
        deptId: caller.deptId,
        createdBy: caller.actor.id,
        updatedBy: caller.actor.id,
      })
      .returning({ id: finInvoice.id });
    const lines = linesOf(group);
    const inserted = await tx
      .insert(finInvoiceLine)
      .values(
        lines.map((l, i) => ({
          invoiceId: inv.id,
          sort: i + 1,
          type: l.type,
          description: `${l.positionName} — ${TYPE_WORDS[l.type]}`,
          positionId: l.positionId,
          dateFrom: l.dateFrom,
          dateTo: l.dateTo,
          minutes: l.minutes,
          unitRate: l.unitRate,
          amount: l.amount,
        })),
      )
      .returning({ id: finInvoiceLine.id });
    await tx
      .insert(finInvoiceLineRecord)
      .values(lines.flatMap((l, i) => l.recordIds.map((workRecordId) => ({ lineId: inserted[i].id, workRecordId }))));
    await tx
      .update(wfWorkRecord)
      .set({ invoiceId: inv.id, version: sql`${wfWorkRecord.version} + 1`, updatedAt: new Date() })
      .where(
        inArray(
          wfWorkRecord.id,
          group.map((r) => r.id),
        ),
      );
    await refreshDraftTotals(tx, inv.id);
    const [dept] = await tx
      .select({ name: finContractDept.name })
      .from(finContractDept)
      .where(eq(finContractDept.id, first.contractDeptId));
    await recordCreated(tx, caller.actor, 'invoice', inv.id, {
      to: invoiceMachine.initial,
      data: { dept: dept?.name, poNumber: first.poNumber, records: group.length, timesheetIds: ids },
    });
    made.push(inv.id);
  }
  // Their records are billed: the approved timesheets are locked from here.
  for (const s of sheets) {
    if (s.status === 'invoiced') continue;
    await transition(tx, {
      machine: timesheetMachine,
      table: wfTimesheet,
      id: s.id,
      action: 'invoice',
      actor: caller.actor,
      data: { invoiceIds: made },
    });
  }
  return made;
}

/** A draft's adjustment lines, replaced as a whole (each with its reason); other lines come from records. */
export async function editDraft(tx: Tx, caller: Caller, b: InvoiceEditBody): Promise<void> {
  const inv = await lockInvoice(tx, b.id);
  if (inv.status !== 'draft') throw new ConflictError('invoice.notDraft', { state: stateLabel(inv.status) });
  if (b.version !== undefined && b.version !== inv.version) throw new ConflictError('invoice.changed');
  const before = await tx
    .select({ description: finInvoiceLine.description, amount: finInvoiceLine.amount, reason: finInvoiceLine.reason })
    .from(finInvoiceLine)
    .where(and(eq(finInvoiceLine.invoiceId, inv.id), eq(finInvoiceLine.type, 'adjustment')));
  await tx
    .delete(finInvoiceLine)
    .where(and(eq(finInvoiceLine.invoiceId, inv.id), eq(finInvoiceLine.type, 'adjustment')));
  if (b.adjustments.length) {
    await tx.insert(finInvoiceLine).values(
      b.adjustments.map((a, i) => ({
        invoiceId: inv.id,
        sort: 10_000 + i,
        type: 'adjustment',
        description: a.description.trim(),
        amount: a.amount,
        reason: a.reason.trim(),
      })),
    );
  }
  await refreshDraftTotals(tx, inv.id);
  const [after] = await tx.select({ subtotal: finInvoice.subtotal }).from(finInvoice).where(eq(finInvoice.id, inv.id));
  if (after.subtotal < 0) throw new BadRequestError('invoice.negativeTotal');
  await recordAudit(tx, {
    entity: 'invoice',
    entityId: inv.id,
    action: 'edited',
    actor: caller.actor,
    data: { adjustments: [before, b.adjustments], subtotal: [inv.subtotal, after.subtotal] },
  });
}
