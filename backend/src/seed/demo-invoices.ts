/**
 * Demo invoices, made through the services after the demo's timesheets: the demo supplier's
 * particulars (only where the parameters are still empty); timesheets sent for a period that
 * ended over ten days ago are approved automatically, as their deadline would have done; then
 * one invoice per approved timesheet, issued two days after its period (so the older ones are overdue), the newest kept as
 * a draft; the first paid in full, the second in part, the third corrected by a credit note.
 */
import { timesheetMachine } from '@shiftdesk/shared/api';
import { addDays, sgDate } from '@shiftdesk/shared/rules';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { SYSTEM_ACTOR } from '../core/data/audit-trail';
import { transitionMany } from '../core/data/transition';
import { DomainEventBus } from '../core/base/events';
import { type Caller, SYSTEM_CALLER } from '../core/data/caller';
import { withTransaction } from '../core/data/unit-of-work';
import type { Db } from '../db/client';
import { finInvoice, finInvoiceLine, sysConfig, wfTimesheet } from '../db/schema';
import { generateInvoices } from '../modules/finance/invoice/generate';
import { issueInvoiceWithAdjustments } from '../modules/finance/invoice/adjustment-notes';
import { SUPPLIER_KEYS } from '../modules/finance/invoice/issue';
import { creditNote, payInvoice } from '../modules/finance/invoice/settle';

const DEMO_SUPPLIER: Record<keyof typeof SUPPLIER_KEYS, string> = {
  name: 'Shiftdesk Staffing Pte. Ltd.',
  address: '10 Anson Road, #20-05 International Plaza, Singapore 079903',
  uen: '201912345K',
  gstRegNo: '201912345K',
  bank: 'DBS Bank Ltd · Shiftdesk Staffing Pte. Ltd. · 072-123456-7 · PayNow UEN 201912345K',
  email: 'accounts@shiftdesk.example.sg',
};

export async function seedDemoInvoices(db: Db, owner: Caller = SYSTEM_CALLER, now = new Date()): Promise<number> {
  const ctx = { db, events: new DomainEventBus() };
  return withTransaction(ctx, async (tx) => {
    for (const [k, v] of Object.entries(DEMO_SUPPLIER) as [keyof typeof SUPPLIER_KEYS, string][]) {
      await tx
        .update(sysConfig)
        .set({ configValue: v })
        .where(and(eq(sysConfig.configKey, SUPPLIER_KEYS[k]), eq(sysConfig.configValue, '')));
    }
    // Their clients' deadlines (days after the send) would long have passed.
    const stale = await tx
      .select({ id: wfTimesheet.id })
      .from(wfTimesheet)
      .where(and(eq(wfTimesheet.status, 'sent_to_client'), lt(wfTimesheet.periodTo, addDays(sgDate(now), -10))))
      .orderBy(asc(wfTimesheet.id));
    if (stale.length)
      await transitionMany(tx, {
        machine: timesheetMachine,
        table: wfTimesheet,
        ids: stale.map((s) => s.id),
        action: 'autoApprove',
        actor: SYSTEM_ACTOR,
        reason: 'The client did not answer by the deadline',
        data: { automatic: true },
      });
    const sheets = await tx
      .select({ id: wfTimesheet.id, periodTo: wfTimesheet.periodTo })
      .from(wfTimesheet)
      .where(inArray(wfTimesheet.status, ['approved', 'auto_approved']))
      .orderBy(asc(wfTimesheet.periodTo), asc(wfTimesheet.id));
    const issued: number[] = [];
    for (const [i, s] of sheets.entries()) {
      const [id] = await generateInvoices(tx, owner, { timesheetIds: [s.id] });
      if (i === sheets.length - 1) break;
      await issueInvoiceWithAdjustments(tx, owner, id, addDays(s.periodTo, 2));
      issued.push(id);
    }
    const rows = issued.length
      ? await tx
          .select()
          .from(finInvoice)
          .where(inArray(finInvoice.id, issued.slice(0, 3)))
          .orderBy(asc(finInvoice.id))
      : [];
    const [full, part, corrected] = rows;
    const today = sgDate(now);
    // Paid some weeks after issue, never in the future.
    const paidOn = (inv: typeof full) => {
      return [addDays(inv.issueDate ?? today, 20), today].sort()[0];
    };
    if (full) {
      await payInvoice(tx, owner, {
        id: full.id,
        date: paidOn(full),
        method: 'giro',
        reference: `GIRO ${full.number}`,
        amount: full.total,
      });
    }
    if (part) {
      await payInvoice(tx, owner, {
        id: part.id,
        date: paidOn(part),
        method: 'paynow',
        reference: `PAYNOW ${part.number}`,
        amount: Math.floor(part.total / 2),
      });
    }
    if (corrected) {
      const [line] = await tx
        .select({ id: finInvoiceLine.id })
        .from(finInvoiceLine)
        .where(eq(finInvoiceLine.invoiceId, corrected.id))
        .orderBy(asc(finInvoiceLine.sort))
        .limit(1);
      await creditNote(tx, owner, {
        id: corrected.id,
        lineIds: [line.id],
        reason: 'Client disputed one line after approval: credited as agreed by phone',
      });
    }
    return sheets.length;
  });
}
