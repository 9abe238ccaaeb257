/**
 * Settling invoices: payments, credit notes, debit notes, credit applied to another invoice, and
 * the receivables ageing. Every amount reaches an invoice as an allocation row, and the invoice's
 * `paid` / `credited` sums move in the same transaction under its row lock; the database refuses
 * a balance below zero (fin_invoice_settled_ck) even if a check here were wrong.
 */
import type {
  InvoiceAgeing,
  InvoiceAgeingQuery,
  InvoiceApplyCreditBody,
  InvoiceCreditNoteBody,
  InvoiceDebitNoteBody,
  InvoicePayBody,
} from '@shiftdesk/shared/api';
import { AGEING_BUCKETS } from '@shiftdesk/shared/api';
import { allocationError, balanceOf } from '@shiftdesk/shared/rules';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { BadRequestError, ConflictError } from '../../../core/base/errors';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { sgDate } from '../../../core/base/time';
import { type Actor, recordAudit, recordCreated } from '../../../core/data/audit-trail';
import type { Caller } from '../../../core/data/caller';
import { stateLabel } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/migrate';
import { finAllocation, finClient, finInvoice, finInvoiceLine, finPayment } from '../../../db/schema';
import type { ListScope } from '../../../core/routes/crud-routes';
import { dataScopeFilter } from '../../../core/lists/data-scope';
import { issuePatch } from './issue';
import { type InvoiceDb, lockInvoice } from './service';

/** An issued invoice or debit note: what payments and credits are applied to. */
function assertReceivable(inv: InvoiceDb): void {
  if (inv.kind === 'credit_note') throw new ConflictError('invoice.notReceivable', { number: inv.number ?? '' });
  if (inv.status !== 'issued') throw new ConflictError('invoice.notIssued', { state: stateLabel(inv.status) });
}

function assertFits(inv: InvoiceDb, amount: number): void {
  const err = allocationError(inv, amount);
  if (err === 'overBalance')
    throw new BadRequestError('invoice.overBalance', {
      balance: formatMoney(balanceOf(inv)),
      number: inv.number ?? '',
    });
  if (err) throw new BadRequestError('invoice.amountPositive');
}

/** Applies `amount` of a payment or credit note to an invoice (locked by the caller). */
async function allocate(
  tx: Tx,
  inv: InvoiceDb,
  source: { paymentId: number } | { creditNoteId: number },
  amount: number,
  actor: Actor,
): Promise<void> {
  assertFits(inv, amount);
  await tx.insert(finAllocation).values({ invoiceId: inv.id, ...source, amount, createdBy: actor.id });
  const column = 'paymentId' in source ? finInvoice.paid : finInvoice.credited;
  await tx
    .update(finInvoice)
    .set({
      ['paymentId' in source ? 'paid' : 'credited']: sql`${column} + ${amount}`,
      version: sql`${finInvoice.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(finInvoice.id, inv.id));
}

/** A payment against one issued invoice or debit note (partial allowed; never above the balance). */
export async function payInvoice(tx: Tx, caller: Caller, b: InvoicePayBody): Promise<number> {
  const inv = await lockInvoice(tx, b.id);
  assertReceivable(inv);
  assertFits(inv, b.amount);
  const [p] = await tx
    .insert(finPayment)
    .values({
      clientId: inv.clientId,
      date: b.date,
      method: b.method,
      reference: b.reference.trim(),
      amount: b.amount,
      deptId: caller.deptId,
      createdBy: caller.actor.id,
      updatedBy: caller.actor.id,
    })
    .returning({ id: finPayment.id });
  await allocate(tx, inv, { paymentId: p.id }, b.amount, caller.actor);
  await recordAudit(tx, {
    entity: 'invoice',
    entityId: inv.id,
    action: 'paymentRecorded',
    actor: caller.actor,
    data: { paymentId: p.id, date: b.date, method: b.method, reference: b.reference, amount: b.amount },
  });
  return p.id;
}

/** A new note of an issued invoice, issued at once (its own series) at the original's GST rate. */
async function makeNote(
  tx: Tx,
  caller: Caller,
  original: InvoiceDb,
  kind: 'credit_note' | 'debit_note',
  reason: string,
  lines: {
    description: string;
    amount: number;
    sourceLineId?: number | null;
    minutes?: number;
    unitRate?: number | null;
    type?: string;
    positionId?: number | null;
    dateFrom?: string | null;
    dateTo?: string | null;
  }[],
): Promise<InvoiceDb> {
  const [note] = await tx
    .insert(finInvoice)
    .values({
      kind,
      clientId: original.clientId,
      contractDeptId: original.contractDeptId,
      poNumber: original.poNumber,
      periodFrom: original.periodFrom,
      periodTo: original.periodTo,
      originalId: original.id,
      reason: reason.trim(),
      deptId: caller.deptId,
      createdBy: caller.actor.id,
      updatedBy: caller.actor.id,
    })
    .returning();
  await tx.insert(finInvoiceLine).values(
    lines.map((l, i) => ({
      invoiceId: note.id,
      sort: i + 1,
      type: l.type ?? 'adjustment',
      description: l.description.trim(),
      positionId: l.positionId ?? null,
      dateFrom: l.dateFrom ?? null,
      dateTo: l.dateTo ?? null,
      minutes: l.minutes ?? 0,
      unitRate: l.unitRate ?? null,
      amount: l.amount,
      reason: reason.trim(),
      sourceLineId: l.sourceLineId ?? null,
    })),
  );
  // A note corrects the original's supply: the same rate, whatever is in force today.
  const patch = await issuePatch(tx, note, { rateBp: original.gstRateBp ?? undefined });
  const [issued] = await tx
    .update(finInvoice)
    .set({ ...patch, status: 'issued', updatedBy: caller.actor.id })
    .where(eq(finInvoice.id, note.id))
    .returning();
  await recordCreated(tx, caller.actor, 'invoice', note.id, {
    to: 'issued',
    reason,
    data: { kind, number: issued.number, original: original.number, total: issued.total },
  });
  await recordAudit(tx, {
    entity: 'invoice',
    entityId: original.id,
    action: kind === 'credit_note' ? 'creditNote' : 'debitNote',
    actor: caller.actor,
    reason,
    data: { noteId: note.id, number: issued.number, total: issued.total },
  });
  return issued;
}

/**
 * A credit note of chosen lines of an issued invoice (all by default), each for what of it is not
 * credited yet; applied to the original, or to another open invoice of the same client, up to its
 * balance (the rest stays on the note to apply later).
 */
export async function creditNote(tx: Tx, caller: Caller, b: InvoiceCreditNoteBody): Promise<number> {
  const original = await lockInvoice(tx, b.id);
  if (original.kind === 'credit_note' || original.status !== 'issued')
    throw new ConflictError('invoice.notCreditable', {
      number: original.number ?? '',
      state: stateLabel(original.status),
    });
  const lines = await tx
    .select()
    .from(finInvoiceLine)
    .where(
      and(
        eq(finInvoiceLine.invoiceId, original.id),
        b.lineIds?.length ? inArray(finInvoiceLine.id, b.lineIds) : undefined,
      ),
    )
    .orderBy(asc(finInvoiceLine.sort), asc(finInvoiceLine.id));
  if (b.lineIds?.length && lines.length !== new Set(b.lineIds).size)
    throw new BadRequestError('invoice.lineNotOnInvoice');
  // What earlier (not void) credit notes already took from each line.
  const taken = rowsOf<{ line_id: number; amount: string | number }>(
    await tx.execute(sql`
      select l.${sql.identifier('source_line_id')} as line_id, sum(l.amount) as amount
      from ${finInvoiceLine} l join ${finInvoice} n on n.id = l.invoice_id
      where n.original_id = ${original.id} and n.kind = 'credit_note' and n.status <> 'void'
      group by 1`),
  );
  const left = (lineId: number, amount: number) =>
    amount - Number(taken.find((t) => t.line_id === lineId)?.amount ?? 0);
  const credit = lines
    .map((l) => ({ ...l, amount: left(l.id, l.amount) }))
    .filter((l) => l.amount > 0)
    .map((l) => ({
      description: l.description,
      amount: l.amount,
      sourceLineId: l.id,
      minutes: l.minutes,
      unitRate: l.unitRate,
      type: l.type,
      positionId: l.positionId,
      dateFrom: l.dateFrom,
      dateTo: l.dateTo,
    }));
  if (!credit.length) throw new ConflictError('invoice.alreadyCredited', { number: original.number ?? '' });
  const note = await makeNote(tx, caller, original, 'credit_note', b.reason, credit);

  const target = b.applyToId && b.applyToId !== original.id ? await lockInvoice(tx, b.applyToId) : original;
  if (target.clientId !== original.clientId) throw new BadRequestError('invoice.otherClient');
  assertReceivable(target);
  const amount = Math.min(note.total, balanceOf(target));
  if (amount > 0) await applyNote(tx, caller.actor, note, target, amount);
  return note.id;
}

/**
 * The billed difference of a correction after the client's approval, as a note of the issued
 * invoice that billed the record: a debit note for more, a credit note for less, applied to the
 * original up to its balance (the rest stays on the note, as with any credit note).
 */
export async function adjustmentNote(
  tx: Tx,
  caller: Caller,
  invoiceId: number,
  d: { amount: number; minutes: number; description: string; date: string; reason: string },
): Promise<InvoiceDb> {
  const original = await lockInvoice(tx, invoiceId);
  const kind = d.amount > 0 ? 'debit_note' : 'credit_note';
  const note = await makeNote(tx, caller, original, kind, d.reason, [
    {
      description: d.description,
      amount: Math.abs(d.amount),
      minutes: Math.abs(d.minutes),
      type: 'adjustment',
      dateFrom: d.date,
      dateTo: d.date,
    },
  ]);
  if (kind === 'credit_note') {
    const amount = Math.min(note.total, balanceOf(original));
    if (amount > 0) await applyNote(tx, caller.actor, note, original, amount);
  }
  return note;
}

/** Moves `amount` of a credit note onto an invoice: both rows locked, both sums moved together. */
async function applyNote(tx: Tx, actor: Actor, note: InvoiceDb, inv: InvoiceDb, amount: number): Promise<void> {
  await allocate(tx, inv, { creditNoteId: note.id }, amount, actor);
  // On a credit note, `credited` is how much of it has been applied (its balance is the credit left).
  await tx
    .update(finInvoice)
    .set({ credited: sql`${finInvoice.credited} + ${amount}`, version: sql`${finInvoice.version} + 1` })
    .where(eq(finInvoice.id, note.id));
  await recordAudit(tx, {
    entity: 'invoice',
    entityId: inv.id,
    action: 'applyCredit',
    actor,
    data: { creditNoteId: note.id, number: note.number, amount },
  });
}

/** What is left of a credit note, onto an open invoice of the same client. */
export async function applyCredit(tx: Tx, caller: Caller, b: InvoiceApplyCreditBody): Promise<void> {
  // Lower id first: two applications crossing the same pair cannot deadlock.
  const [first, second] = [b.creditNoteId, b.invoiceId].sort((x, y) => x - y);
  const rows = new Map<number, InvoiceDb>();
  rows.set(first, await lockInvoice(tx, first));
  if (second !== first) rows.set(second, await lockInvoice(tx, second));
  const note = rows.get(b.creditNoteId) as InvoiceDb;
  const inv = rows.get(b.invoiceId) as InvoiceDb;
  if (note.kind !== 'credit_note' || note.status !== 'issued') throw new ConflictError('invoice.notCreditNote');
  if (inv.clientId !== note.clientId) throw new BadRequestError('invoice.otherClient');
  assertReceivable(inv);
  const creditLeft = note.total - note.credited;
  if (b.amount > creditLeft) throw new BadRequestError('invoice.overCredit', { left: formatMoney(creditLeft) });
  await applyNote(tx, caller.actor, note, inv, b.amount);
}

/** A debit note raising an issued invoice's amount: a receivable of its own, due by the client's terms. */
export async function debitNote(tx: Tx, caller: Caller, b: InvoiceDebitNoteBody): Promise<number> {
  const original = await lockInvoice(tx, b.id);
  if (original.kind !== 'invoice' || original.status !== 'issued')
    throw new ConflictError('invoice.notDebitable', {
      number: original.number ?? '',
      state: stateLabel(original.status),
    });
  const note = await makeNote(tx, caller, original, 'debit_note', b.reason, b.lines);
  return note.id;
}

/**
 * Receivables by client on `asOf`: the balances of issued invoices and debit notes in the
 * buckets by days past due, summed in SQL (one statement), within the caller's data scope.
 */
export async function receivablesAgeing(db: Db, q: InvoiceAgeingQuery, scope: ListScope): Promise<InvoiceAgeing> {
  const asOf = q.asOf ?? sgDate(new Date());
  const balance = sql`(${finInvoice.total} - ${finInvoice.paid} - ${finInvoice.credited})`;
  const late = sql`(${asOf}::date - ${finInvoice.dueDate})`;
  const bucket = (cond: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(case when ${cond} then ${balance} end), 0)`.mapWith(Number);
  const inScope = dataScopeFilter(scope.access, scope.user, { dept: finInvoice.deptId, user: finInvoice.createdBy });
  const list = await db
    .select({
      clientId: finInvoice.clientId,
      clientName: finClient.name,
      current: bucket(sql`${late} <= 0`),
      d1_30: bucket(sql`${late} between 1 and 30`),
      d31_60: bucket(sql`${late} between 31 and 60`),
      d61_90: bucket(sql`${late} between 61 and 90`),
      d90_plus: bucket(sql`${late} > 90`),
      total: sql<number>`sum(${balance})`.mapWith(Number),
    })
    .from(finInvoice)
    .innerJoin(finClient, eq(finClient.id, finInvoice.clientId))
    .where(
      and(
        eq(finInvoice.status, 'issued'),
        ne(finInvoice.kind, 'credit_note'),
        sql`${balance} > 0`,
        sql`${finInvoice.issueDate} <= ${asOf}`,
        q.clientId ? eq(finInvoice.clientId, q.clientId) : undefined,
        inScope,
      ),
    )
    .groupBy(finInvoice.clientId, finClient.name)
    .orderBy(sql`sum(${balance}) desc`, asc(finInvoice.clientId));
  const totals = Object.fromEntries(
    [...AGEING_BUCKETS, 'total' as const].map((k) => [k, list.reduce((s, r) => s + r[k], 0)]),
  ) as InvoiceAgeing['totals'];
  return { asOf, list, totals };
}
