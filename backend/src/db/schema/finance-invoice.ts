/**
 * Invoices, credit notes and debit notes (DOMAIN.md "Money"; issue 30). One table of documents
 * (`kind`): a note points at the invoice it corrects (`original_id`). Numbers come from
 * `fin_document_series` at issue, in the issuing transaction (the counter row is locked until
 * the commit, and a rollback gives the number back), so a series has no gap; drafts have none.
 * A work record is billed once: `wf_work_record.invoice_id` names the invoice that bills it.
 * Payments and applied credit notes are allocations (`fin_allocation`); the invoice keeps their
 * sums (`paid`, `credited`) in the same transaction, and its balance is total − paid − credited.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cents, isoDate, owned, ownedIndexes, ts } from './columns';
import { finClient, finContractDept, finPosition } from './finance';
import { wfWorkRecord } from './workforce-job';

/** A party as printed on an issued document. */
export interface PartySnapshot {
  name: string;
  address: string;
  uen: string;
  gstRegNo: string;
  email: string;
}

/** The last number each series gave: `INV-2026`, `CN-2026`, `DN-2026`. */
export const finDocumentSeries = pgTable('fin_document_series', {
  series: varchar('series', { length: 20 }).primaryKey(),
  lastNo: integer('last_no').notNull().default(0),
});

export const finInvoice = pgTable(
  'fin_invoice',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 12 }).notNull().default('invoice'),
    series: varchar('series', { length: 20 }),
    number: varchar('number', { length: 30 }),
    clientId: integer('client_id')
      .notNull()
      .references(() => finClient.id),
    contractDeptId: integer('contract_dept_id').references(() => finContractDept.id),
    poNumber: varchar('po_number', { length: 50 }).notNull().default(''),
    periodFrom: isoDate('period_from'),
    periodTo: isoDate('period_to'),
    originalId: integer('original_id'),
    status: varchar('status', { length: 12 }).notNull().default('draft'),
    issueDate: isoDate('issue_date'),
    dueDate: isoDate('due_date'),
    subtotal: cents('subtotal').notNull().default(0),
    gstRateBp: integer('gst_rate_bp'),
    gst: cents('gst').notNull().default(0),
    total: cents('total').notNull().default(0),
    paid: cents('paid').notNull().default(0),
    credited: cents('credited').notNull().default(0),
    /** A note's reason */
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    voidReason: varchar('void_reason', { length: 500 }).notNull().default(''),
    supplier: jsonb('supplier').$type<PartySnapshot>(),
    customer: jsonb('customer').$type<PartySnapshot>(),
    bank: text('bank').notNull().default(''),
    /** Bumped by every change: an edit that read an older version is refused (409). */
    version: integer('version').notNull().default(0),
    ...owned(),
  },
  (t) => [
    uniqueIndex('fin_invoice_number_uq').on(t.number),
    index('fin_invoice_client_idx').on(t.clientId, t.issueDate),
    index('fin_invoice_contract_dept_idx').on(t.contractDeptId),
    index('fin_invoice_status_idx').on(t.status, t.dueDate),
    index('fin_invoice_issue_date_idx').on(t.issueDate, t.id),
    index('fin_invoice_original_idx').on(t.originalId),
    index('fin_invoice_kind_idx').on(t.kind, t.id),
    ...ownedIndexes('fin_invoice', t),
    check(
      'fin_invoice_settled_ck',
      sql`${t.paid} >= 0 and ${t.credited} >= 0 and ${t.paid} + ${t.credited} <= greatest(${t.total}, 0)`,
    ),
  ],
);

export const finInvoiceLine = pgTable(
  'fin_invoice_line',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => finInvoice.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    type: varchar('type', { length: 20 }).notNull(),
    description: varchar('description', { length: 300 }).notNull(),
    positionId: integer('position_id').references(() => finPosition.id),
    dateFrom: isoDate('date_from'),
    dateTo: isoDate('date_to'),
    minutes: integer('minutes').notNull().default(0),
    unitRate: integer('unit_rate'),
    amount: cents('amount').notNull(),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    /** A note's line: the original invoice's line it credits */
    sourceLineId: integer('source_line_id'),
  },
  (t) => [index('fin_invoice_line_invoice_idx').on(t.invoiceId, t.sort)],
);

/** The work records a line covers (a record's normal and OT parts are on two lines). */
export const finInvoiceLineRecord = pgTable(
  'fin_invoice_line_record',
  {
    lineId: integer('line_id')
      .notNull()
      .references(() => finInvoiceLine.id, { onDelete: 'cascade' }),
    workRecordId: integer('work_record_id')
      .notNull()
      .references(() => wfWorkRecord.id),
  },
  (t) => [
    uniqueIndex('fin_invoice_line_record_pk').on(t.lineId, t.workRecordId),
    index('fin_invoice_line_record_record_idx').on(t.workRecordId),
  ],
);

export const finPayment = pgTable(
  'fin_payment',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => finClient.id),
    date: isoDate('date').notNull(),
    method: varchar('method', { length: 20 }).notNull(),
    reference: varchar('reference', { length: 100 }).notNull().default(''),
    amount: cents('amount').notNull(),
    ...owned(),
  },
  (t) => [index('fin_payment_client_idx').on(t.clientId, t.date), check('fin_payment_amount_ck', sql`${t.amount} > 0`)],
);

/** A payment's or a credit note's amount applied to one invoice (or debit note). */
export const finAllocation = pgTable(
  'fin_allocation',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => finInvoice.id),
    paymentId: integer('payment_id').references(() => finPayment.id),
    creditNoteId: integer('credit_note_id').references(() => finInvoice.id),
    amount: cents('amount').notNull(),
    createdBy: integer('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('fin_allocation_invoice_idx').on(t.invoiceId),
    index('fin_allocation_payment_idx').on(t.paymentId),
    index('fin_allocation_credit_note_idx').on(t.creditNoteId),
    check('fin_allocation_amount_ck', sql`${t.amount} > 0`),
    check('fin_allocation_source_ck', sql`(${t.paymentId} is null) <> (${t.creditNoteId} is null)`),
  ],
);
