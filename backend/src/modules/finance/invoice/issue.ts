/**
 * Issuing (golden path step 17), voiding, and the numbering behind both.
 *
 * Numbers have no gaps per series (`INV-2026`, `CN-2026`, `DN-2026`): the next number is taken by
 * an upsert on the series' counter row inside the issuing transaction. The row stays locked until
 * the commit, so two issues at once get consecutive numbers, and a rollback gives the number back.
 * A voided document keeps its number; the sequence report lists every number a series gave.
 */
import type { InvoiceKind, InvoiceSequence, InvoiceSequenceQuery } from '@shiftdesk/shared/api';
import { invoiceMachine } from '@shiftdesk/shared/api';
import { documentNumber, documentTotals, dueDateOf } from '@shiftdesk/shared/rules';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { BadRequestError, ConflictError } from '../../../core/base/errors';
import { sgDate } from '../../../core/base/time';
import type { Actor } from '../../../core/data/audit-trail';
import type { Caller } from '../../../core/data/caller';
import { stateLabel, transition } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/migrate';
import {
  finClient,
  finDocumentSeries,
  finInvoice,
  finInvoiceLine,
  type PartySnapshot,
  sysConfig,
  wfWorkRecord,
} from '../../../db/schema';
import { inForce, lockReferenceRows } from '../reference/service';
import { type InvoiceDb, lockInvoice } from './service';

/** The supplier as printed on every tax invoice (system parameters; name to bank are required to issue). */
export const SUPPLIER_KEYS = {
  name: 'finance.supplier.name',
  address: 'finance.supplier.address',
  uen: 'finance.supplier.uen',
  gstRegNo: 'finance.supplier.gstRegNo',
  bank: 'finance.supplier.bank',
  email: 'finance.supplier.email',
} as const;
const REQUIRED: (keyof typeof SUPPLIER_KEYS)[] = ['name', 'address', 'uen', 'gstRegNo', 'bank'];

const PREFIX: Record<InvoiceKind, string> = { invoice: 'INV', credit_note: 'CN', debit_note: 'DN' };

export const seriesOf = (kind: InvoiceKind, date: string) => `${PREFIX[kind]}-${date.slice(0, 4)}`;

/** The supplier's particulars; refuses (400, naming the missing parameters) until they are set. */
export async function supplierParty(tx: Tx | Db): Promise<{ party: PartySnapshot; bank: string }> {
  const rows = await tx
    .select({ k: sysConfig.configKey, v: sysConfig.configValue })
    .from(sysConfig)
    .where(inArray(sysConfig.configKey, Object.values(SUPPLIER_KEYS)));
  const get = (k: keyof typeof SUPPLIER_KEYS) => rows.find((r) => r.k === SUPPLIER_KEYS[k])?.v.trim() ?? '';
  const missing = REQUIRED.filter((k) => !get(k));
  if (missing.length)
    throw new BadRequestError('invoice.supplierMissing', { keys: missing.map((k) => SUPPLIER_KEYS[k]).join(', ') });
  return {
    party: {
      name: get('name'),
      address: get('address'),
      uen: get('uen'),
      gstRegNo: get('gstRegNo'),
      email: get('email'),
    },
    bank: get('bank'),
  };
}

export async function customerParty(tx: Tx, clientId: number): Promise<{ party: PartySnapshot; termsDays: number }> {
  const [c] = await tx.select().from(finClient).where(eq(finClient.id, clientId));
  return {
    party: { name: c.name, address: c.billingAddress, uen: c.uen, gstRegNo: c.gstRegNo ?? '', email: c.billingEmail },
    termsDays: c.paymentTermsDays,
  };
}

/** The next number of the document's series, held by this transaction until it ends. */
export async function nextNumber(tx: Tx, kind: InvoiceKind, date: string): Promise<{ series: string; number: string }> {
  const series = seriesOf(kind, date);
  const [row] = await tx
    .insert(finDocumentSeries)
    .values({ series, lastNo: 1 })
    .onConflictDoUpdate({ target: finDocumentSeries.series, set: { lastNo: sql`${finDocumentSeries.lastNo} + 1` } })
    .returning({ lastNo: finDocumentSeries.lastNo });
  return { series, number: documentNumber(series, row.lastNo) };
}

/**
 * The document as issued: number, dates, the GST rate in force on the issue date (the time of
 * supply: payments come only after issue), totals with one GST rounding, both parties as
 * printed. The GST row becomes read-only (it is now on a locked document).
 */
export async function issuePatch(tx: Tx, inv: InvoiceDb, o: { rateBp?: number; issueDate?: string } = {}) {
  const issueDate = o.issueDate ?? sgDate(new Date());
  const supplier = await supplierParty(tx);
  const customer = await customerParty(tx, inv.clientId);
  const rateBp = o.rateBp ?? (await inForce(tx, 'gstRate', issueDate)).rateBp;
  await lockReferenceRows(tx, [{ kind: 'gstRate', date: issueDate }]);
  const amounts = await tx
    .select({ a: finInvoiceLine.amount })
    .from(finInvoiceLine)
    .where(eq(finInvoiceLine.invoiceId, inv.id));
  if (!amounts.length) throw new BadRequestError('invoice.noLines');
  const totals = documentTotals(
    amounts.map((x) => x.a),
    rateBp,
  );
  if (totals.subtotal <= 0) throw new BadRequestError('invoice.notPositive');
  const { series, number } = await nextNumber(tx, inv.kind as InvoiceKind, issueDate);
  return {
    series,
    number,
    issueDate,
    dueDate: inv.kind === 'credit_note' ? null : dueDateOf(issueDate, customer.termsDays),
    gstRateBp: rateBp,
    ...totals,
    supplier: supplier.party,
    customer: customer.party,
    bank: supplier.bank,
    version: sql`${finInvoice.version} + 1`,
    updatedAt: new Date(),
  };
}

/** Step 17: a draft becomes a numbered tax invoice, read-only from here. (`issueDate`: the demo's back-dating.) */
export async function issueInvoice(tx: Tx, caller: Caller, id: number, issueDate?: string) {
  const inv = await lockInvoice(tx, id);
  if (inv.status !== 'draft') {
    // The machine says the same; said here before a number is taken for nothing.
    throw new ConflictError('invoice.notDraft', { state: stateLabel(inv.status) });
  }
  const patch = await issuePatch(tx, inv, { issueDate });
  return transition(tx, {
    machine: invoiceMachine,
    table: finInvoice,
    id,
    action: 'issue',
    actor: caller.actor,
    patch: { ...patch, updatedBy: caller.actor.id },
    data: { number: patch.number, total: patch.total, gst: patch.gst, gstRateBp: patch.gstRateBp },
  });
}

/**
 * Voiding (the machine's transition already happened in this transaction): refused while money or
 * credit is applied to it, or while a note of it stands (a debit note, a timesheet correction's
 * note: each bills a difference from this invoice, which would then bill nothing); an invoice's
 * records can be billed again, a note's nothing changes (a correction whose note is void waits for
 * the next issue of an invoice of its record: `issueInvoiceWithAdjustments`).
 */
export async function afterVoid(tx: Tx, id: number, reason: string, actor: Actor): Promise<void> {
  const inv = await lockInvoice(tx, id);
  if (inv.paid > 0 || inv.credited > 0) {
    throw new ConflictError(inv.kind === 'credit_note' ? 'invoice.voidApplied' : 'invoice.voidSettled', {
      number: inv.number ?? '',
    });
  }
  if (inv.kind === 'invoice') {
    const notes = await tx
      .select({ number: finInvoice.number })
      .from(finInvoice)
      .where(and(eq(finInvoice.originalId, id), ne(finInvoice.status, 'void')))
      .orderBy(finInvoice.id);
    if (notes.length) {
      throw new ConflictError('invoice.voidNoted', {
        number: inv.number ?? '',
        notes: notes.map((n) => n.number ?? '').join(', '),
      });
    }
  }
  await tx
    .update(finInvoice)
    .set({ voidReason: reason, updatedBy: actor.id, version: sql`${finInvoice.version} + 1`, updatedAt: new Date() })
    .where(eq(finInvoice.id, id));
  if (inv.kind === 'invoice') {
    await tx
      .update(wfWorkRecord)
      .set({ invoiceId: null, version: sql`${wfWorkRecord.version} + 1`, updatedAt: new Date() })
      .where(eq(wfWorkRecord.invoiceId, id));
  }
}

/** Every number a series gave, proving there is no gap and no duplicate (set-based: one statement each). */
export async function sequenceReport(db: Db, q: InvoiceSequenceQuery): Promise<InvoiceSequence> {
  const series = `${PREFIX[q.kind]}-${q.year}`;
  const [counter] = await db
    .select({ lastNo: finDocumentSeries.lastNo })
    .from(finDocumentSeries)
    .where(eq(finDocumentSeries.series, series));
  const last = counter?.lastNo ?? 0;
  const missing = rowsOf<{ number: string }>(
    await db.execute(sql`
      select ${series} || '-' || lpad(n::text, 6, '0') as number
      from generate_series(1, ${last}::int) n
      where not exists (
        select 1 from ${finInvoice}
        where ${finInvoice.series} = ${series} and ${finInvoice.number} = ${series} || '-' || lpad(n::text, 6, '0'))
      order by n`),
  ).map((r) => r.number);
  const duplicates = rowsOf<{ number: string }>(
    await db.execute(
      sql`select ${finInvoice.number} as number from ${finInvoice} where ${finInvoice.series} = ${series} group by 1 having count(*) > 1 order by 1`,
    ),
  ).map((r) => r.number);
  const rows = await db
    .select({ id: finInvoice.id, number: finInvoice.number, status: finInvoice.status, reason: finInvoice.voidReason })
    .from(finInvoice)
    .where(and(eq(finInvoice.series, series)))
    .orderBy(finInvoice.number);
  const voided = rows
    .filter((r) => r.status === 'void')
    .map((r) => ({ id: r.id, number: r.number ?? '', reason: r.reason }));
  return { series, last, issued: rows.length - voided.length, void: voided.length, missing, duplicates, voided };
}
