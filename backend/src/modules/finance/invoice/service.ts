/**
 * Invoices, credit notes and debit notes (issue 30; golden path steps 16–18): reading them. The
 * writes live beside this file: generate.ts (drafts from approved timesheets, a draft's
 * adjustments), issue.ts (numbers, GST, void, the sequence report), settle.ts (payments, notes,
 * applied credits, ageing). Payment status and overdue are computed from the stored sums and
 * the due date, never stored.
 */
import {
  type InvoiceAllocation,
  type InvoiceDetail,
  type InvoiceLine,
  type InvoiceListQuery,
  type InvoicePayment,
  type InvoiceRow,
  InvoiceApi,
  invoiceMachine,
} from '@shiftdesk/shared/api';
import { balanceOf, paymentStatusOf } from '@shiftdesk/shared/rules';
import { asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { NotFoundError } from '../../../core/base/errors';
import { sgDate } from '../../../core/base/time';
import { iso } from '../../../core/data/caller';
import { firstOr404 } from '../../../core/data/crud';
import { registerHistoryRule, registerMachineTable } from '../../../core/data/machine-registry';
import type { Tx } from '../../../core/data/unit-of-work';
import { defineList, filter } from '../../../core/lists/list-query';
import type { ListScope, RowScope } from '../../../core/routes/crud-routes';
import type { Db } from '../../../db/client';
import {
  finAllocation,
  finClient,
  finContractDept,
  finInvoice,
  finInvoiceLine,
  finInvoiceLineRecord,
  finPayment,
  finPosition,
  sysUser,
  wfWorkRecord,
} from '../../../db/schema';

export type Runner = Db | Tx;
export type InvoiceDb = typeof finInvoice.$inferSelect;

const SCOPE = { dept: finInvoice.deptId, user: finInvoice.createdBy };
export const invoiceScope: RowScope = { table: finInvoice, columns: SCOPE, notFound: 'invoice.notFound' };

registerMachineTable(invoiceMachine, {
  table: finInvoice,
  sample: async (tx, state) => {
    const [client] = await tx.select({ id: finClient.id }).from(finClient).orderBy(asc(finClient.id)).limit(1);
    const n = Math.floor(Math.random() * 1e9);
    const [row] = await tx
      .insert(finInvoice)
      .values({
        clientId: client.id,
        status: state,
        // Only drafts go without a number.
        number: state === 'draft' ? null : `SAMPLE-${n}`,
        issueDate: state === 'draft' ? null : sgDate(new Date()),
      })
      .returning({ id: finInvoice.id });
    return row.id;
  },
});
registerHistoryRule('invoice', InvoiceApi.rule.get);

const original = alias(finInvoice, 'original');

export function selectInvoices(db: Runner) {
  return db
    .select({
      i: finInvoice,
      clientName: finClient.name,
      deptName: finContractDept.name,
      originalNumber: original.number,
      originalIssueDate: original.issueDate,
    })
    .from(finInvoice)
    .innerJoin(finClient, eq(finClient.id, finInvoice.clientId))
    .leftJoin(finContractDept, eq(finContractDept.id, finInvoice.contractDeptId))
    .leftJoin(original, eq(original.id, finInvoice.originalId))
    .$dynamic();
}

type Selected = {
  i: InvoiceDb;
  clientName: string;
  deptName: string | null;
  originalNumber: string | null;
  originalIssueDate: string | null;
};

/** Owed on an issued invoice or debit note (a credit note owes nothing: its balance is credit left). */
const receivable = (i: Pick<InvoiceDb, 'kind' | 'status'>) => i.kind !== 'credit_note' && i.status === 'issued';

export function invoiceOut(s: Selected, today = sgDate(new Date())): InvoiceRow {
  const i = s.i;
  const settlement = { total: i.total, paid: i.paid, credited: i.credited };
  const balance = i.status === 'issued' ? balanceOf(settlement) : i.status === 'draft' ? i.total : 0;
  return {
    id: i.id,
    kind: i.kind as InvoiceRow['kind'],
    number: i.number,
    clientId: i.clientId,
    clientName: s.clientName,
    contractDeptId: i.contractDeptId,
    deptName: s.deptName,
    poNumber: i.poNumber,
    periodFrom: i.periodFrom,
    periodTo: i.periodTo,
    originalId: i.originalId,
    originalNumber: s.originalNumber,
    originalIssueDate: s.originalIssueDate,
    status: i.status as InvoiceRow['status'],
    paymentStatus: receivable(i) ? paymentStatusOf(settlement) : 'unpaid',
    overdue: receivable(i) && balance > 0 && !!i.dueDate && i.dueDate < today,
    issueDate: i.issueDate,
    dueDate: i.dueDate,
    subtotal: i.subtotal,
    gstRateBp: i.gstRateBp,
    gstRate: i.gstRateBp === null ? null : i.gstRateBp / 100,
    gst: i.gst,
    total: i.total,
    paid: i.paid,
    credited: i.credited,
    balance,
    reason: i.reason,
    createdAt: iso(i.createdAt),
  };
}

const balanceSql = sql`(${finInvoice.total} - ${finInvoice.paid} - ${finInvoice.credited})`;
const receivableSql = sql`(${finInvoice.status} = 'issued' and ${finInvoice.kind} <> 'credit_note')`;

const PAYMENT_STATUS: Record<NonNullable<InvoiceListQuery['paymentStatus']>, SQL> = {
  paid: sql`${receivableSql} and ${balanceSql} <= 0`,
  partially_paid: sql`${receivableSql} and ${balanceSql} > 0 and ${finInvoice.paid} > 0`,
  unpaid: sql`${receivableSql} and ${balanceSql} > 0 and ${finInvoice.paid} = 0`,
};

export const invoiceList = defineList<InvoiceListQuery, NonNullable<InvoiceListQuery['orderBy']>>({
  table: finInvoice,
  filters: {
    kind: filter.exact(finInvoice.kind),
    clientId: filter.exact(finInvoice.clientId),
    contractDeptId: filter.exact(finInvoice.contractDeptId),
    status: filter.exact(finInvoice.status),
    originalId: filter.exact(finInvoice.originalId),
    paymentStatus: (v) => PAYMENT_STATUS[v],
    overdue: (v: boolean) => {
      const due = sql`${receivableSql} and ${balanceSql} > 0 and ${finInvoice.dueDate} < ${sgDate(new Date())}`;
      return v ? due : sql`not (${due})`;
    },
    number: filter.contains(finInvoice.number),
    issueFrom: (d: string) => sql`${finInvoice.issueDate} >= ${d}`,
    issueTo: (d: string) => sql`${finInvoice.issueDate} <= ${d}`,
  },
  sort: {
    id: finInvoice.id,
    issueDate: finInvoice.issueDate,
    dueDate: finInvoice.dueDate,
    total: finInvoice.total,
    number: finInvoice.number,
    balance: balanceSql,
  },
  defaultSort: 'id',
  defaultDir: 'desc',
  tieBreak: finInvoice.id,
  scope: SCOPE,
});

export function listInvoices(db: Db, q: InvoiceListQuery, scope: ListScope) {
  const today = sgDate(new Date());
  return invoiceList.run(db, q, selectInvoices(db), { scope, map: (r: Selected) => invoiceOut(r, today) });
}

/** The document's lines with the records each covers and the timesheets those are on (one query each). */
async function linesOf(db: Runner, id: number): Promise<InvoiceLine[]> {
  const lines = await db
    .select({ l: finInvoiceLine, positionName: finPosition.name })
    .from(finInvoiceLine)
    .leftJoin(finPosition, eq(finPosition.id, finInvoiceLine.positionId))
    .where(eq(finInvoiceLine.invoiceId, id))
    .orderBy(asc(finInvoiceLine.sort), asc(finInvoiceLine.id));
  const ids = lines.map((x) => x.l.id);
  const covered = ids.length
    ? await db
        .select({
          lineId: finInvoiceLineRecord.lineId,
          recordId: wfWorkRecord.id,
          timesheetId: wfWorkRecord.timesheetId,
        })
        .from(finInvoiceLineRecord)
        .innerJoin(wfWorkRecord, eq(wfWorkRecord.id, finInvoiceLineRecord.workRecordId))
        .where(inArray(finInvoiceLineRecord.lineId, ids))
        .orderBy(asc(wfWorkRecord.id))
    : [];
  return lines.map(({ l, positionName }) => {
    const mine = covered.filter((c) => c.lineId === l.id);
    return {
      id: l.id,
      type: l.type as InvoiceLine['type'],
      description: l.description,
      positionId: l.positionId,
      positionName,
      dateFrom: l.dateFrom,
      dateTo: l.dateTo,
      minutes: l.minutes,
      unitRate: l.unitRate,
      amount: l.amount,
      reason: l.reason,
      recordIds: mine.map((c) => c.recordId),
      timesheetIds: [...new Set(mine.map((c) => c.timesheetId).filter((t): t is number => t !== null))],
      sourceLineId: l.sourceLineId,
    };
  });
}

const creditNote = alias(finInvoice, 'credit_note');
const target = alias(finInvoice, 'target');

/** What was applied to the document, and for a credit note also where it was applied. */
async function allocationsOf(db: Runner, id: number): Promise<InvoiceAllocation[]> {
  const rows = await db
    .select({
      a: finAllocation,
      invoiceNumber: target.number,
      creditNoteNumber: creditNote.number,
    })
    .from(finAllocation)
    .innerJoin(target, eq(target.id, finAllocation.invoiceId))
    .leftJoin(creditNote, eq(creditNote.id, finAllocation.creditNoteId))
    .where(or(eq(finAllocation.invoiceId, id), eq(finAllocation.creditNoteId, id)))
    .orderBy(asc(finAllocation.id));
  return rows.map(({ a, invoiceNumber, creditNoteNumber }) => ({
    id: a.id,
    invoiceId: a.invoiceId,
    invoiceNumber,
    paymentId: a.paymentId,
    creditNoteId: a.creditNoteId,
    creditNoteNumber,
    amount: a.amount,
    createdAt: iso(a.createdAt),
  }));
}

async function paymentsOf(db: Runner, id: number): Promise<InvoicePayment[]> {
  const rows = await db
    .select({ p: finPayment, amount: finAllocation.amount, createdBy: sysUser.userName })
    .from(finAllocation)
    .innerJoin(finPayment, eq(finPayment.id, finAllocation.paymentId))
    .leftJoin(sysUser, eq(sysUser.id, finPayment.createdBy))
    .where(eq(finAllocation.invoiceId, id))
    .orderBy(asc(finPayment.date), asc(finPayment.id));
  return rows.map(({ p, amount, createdBy }) => ({
    id: p.id,
    date: p.date,
    method: p.method as InvoicePayment['method'],
    reference: p.reference,
    amount,
    createdBy,
    createdAt: iso(p.createdAt),
  }));
}

export async function getInvoice(db: Runner, id: number): Promise<InvoiceDetail> {
  const today = sgDate(new Date());
  const s = await firstOr404(selectInvoices(db).where(eq(finInvoice.id, id)), 'invoice.notFound');
  const notes = await selectInvoices(db).where(eq(finInvoice.originalId, id)).orderBy(asc(finInvoice.id));
  return {
    ...invoiceOut(s, today),
    lines: await linesOf(db, id),
    payments: await paymentsOf(db, id),
    allocations: await allocationsOf(db, id),
    notes: notes.map((n) => invoiceOut(n, today)),
    supplier: s.i.supplier ?? null,
    customer: s.i.customer ?? null,
    bank: s.i.bank,
    voidReason: s.i.voidReason,
    version: s.i.version,
  };
}

/** Locks the document for a change and answers it (404 when absent). */
export async function lockInvoice(tx: Tx, id: number): Promise<InvoiceDb> {
  const [row] = await tx.select().from(finInvoice).where(eq(finInvoice.id, id)).for('update');
  if (!row) throw new NotFoundError('invoice.notFound');
  return row;
}
