/**
 * Finance → Invoices (DOMAIN.md "Money"; golden path steps 16–18): tax invoices generated from
 * approved timesheets, and the credit and debit notes that correct an issued one. One table of
 * documents (`kind`), each with its own gapless number series assigned at issue. Payments and
 * credits reach an invoice as allocations, so its balance is always
 * `total − paid − credited` and a partial credit never makes it paid.
 */
import { type Static, Type } from 'typebox';
import { defineEntity } from '../entity';
import { Id, PageQuery } from '../envelope';
import { IsoDate, Text } from './common';

export const InvoiceApi = defineEntity('finance', 'invoice', [
  'list',
  'get',
  'generate',
  'generateAll',
  'edit',
  'issue',
  'void',
  'pay',
  'creditNote',
  'debitNote',
  'applyCredit',
  'pdf',
  'xml',
  'sequence',
  'ageing',
  'export',
]);

export const INVOICE_KINDS = ['invoice', 'credit_note', 'debit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_STATUSES = ['draft', 'issued', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** Computed from the allocations: never stored, never set by hand. */
export const PAYMENT_STATUSES = ['unpaid', 'partially_paid', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const INVOICE_LINE_TYPES = [
  'normal',
  'ot',
  'public_holiday',
  'allowance',
  'cancellation_fee',
  'adjustment',
] as const;
export type InvoiceLineType = (typeof INVOICE_LINE_TYPES)[number];
export const PAYMENT_METHODS = ['bank_transfer', 'paynow', 'giro', 'cheque', 'cash', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const AGEING_BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'd90_plus'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** Signed cents of an adjustment (a debit or a credit on a draft), up to S$10M either way. */
const SignedCents = Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000 });
const PositiveCents = Type.Integer({ minimum: 1, maximum: 1_000_000_000 });
const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);

export const InvoiceOrderBy = Type.Enum(['id', 'issueDate', 'dueDate', 'total', 'number', 'balance']);

/** GET /backend/api/v1/finance/invoice/list */
export const InvoiceListQuery = Type.Object({
  ...PageQuery.properties,
  kind: Type.Optional(Type.Enum(INVOICE_KINDS)),
  clientId: Type.Optional(Id),
  contractDeptId: Type.Optional(Id),
  status: Type.Optional(Type.Enum(INVOICE_STATUSES)),
  paymentStatus: Type.Optional(Type.Enum(PAYMENT_STATUSES)),
  /** Issued, unpaid and past the due date */
  overdue: Type.Optional(Type.Boolean()),
  /** The number, or its tail */
  number: Type.Optional(Text(30)),
  issueFrom: Type.Optional(IsoDate()),
  issueTo: Type.Optional(IsoDate()),
  /** The notes of one invoice */
  originalId: Type.Optional(Id),
  orderBy: Type.Optional(InvoiceOrderBy),
});
export type InvoiceListQuery = Static<typeof InvoiceListQuery>;

export const InvoiceRow = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(INVOICE_KINDS),
  /** Assigned at issue; null on a draft */
  number: NullableString,
  clientId: Type.Integer(),
  clientName: Type.String(),
  contractDeptId: NullableInt,
  deptName: NullableString,
  poNumber: Type.String(),
  periodFrom: NullableString,
  periodTo: NullableString,
  /** The invoice a note corrects */
  originalId: NullableInt,
  originalNumber: NullableString,
  /** The corrected invoice's issue date (printed on the note, IRAS) */
  originalIssueDate: NullableString,
  status: Type.Enum(INVOICE_STATUSES),
  paymentStatus: Type.Enum(PAYMENT_STATUSES),
  overdue: Type.Boolean(),
  issueDate: NullableString,
  dueDate: NullableString,
  subtotal: Type.Integer(),
  /** Basis points (900 = 9%): today's rate on a draft, fixed at issue */
  gstRateBp: NullableInt,
  /** The same as a percentage (9), for display */
  gstRate: Type.Union([Type.Number(), Type.Null()]),
  gst: Type.Integer(),
  total: Type.Integer(),
  paid: Type.Integer(),
  credited: Type.Integer(),
  balance: Type.Integer(),
  reason: Type.String(),
  createdAt: Type.String(),
});
export type InvoiceRow = Static<typeof InvoiceRow>;

export const InvoiceLine = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(INVOICE_LINE_TYPES),
  description: Type.String(),
  positionId: NullableInt,
  positionName: NullableString,
  dateFrom: NullableString,
  dateTo: NullableString,
  /** Billed minutes (hours on the document) */
  minutes: Type.Integer(),
  /** Cents an hour, as billed (OT at its multiple) */
  unitRate: NullableInt,
  amount: Type.Integer(),
  /** Why an adjustment line was added */
  reason: Type.String(),
  /** The work records the line covers */
  recordIds: Type.Array(Type.Integer()),
  /** The timesheets those records are on */
  timesheetIds: Type.Array(Type.Integer()),
  /** A note's line: the line of the original invoice it credits */
  sourceLineId: NullableInt,
});
export type InvoiceLine = Static<typeof InvoiceLine>;

export const InvoicePayment = Type.Object({
  id: Type.Integer(),
  date: Type.String(),
  method: Type.Enum(PAYMENT_METHODS),
  reference: Type.String(),
  amount: Type.Integer(),
  createdBy: NullableString,
  createdAt: Type.String(),
});
export type InvoicePayment = Static<typeof InvoicePayment>;

/** A payment or a credit note applied to an invoice. */
export const InvoiceAllocation = Type.Object({
  id: Type.Integer(),
  invoiceId: Type.Integer(),
  invoiceNumber: NullableString,
  paymentId: NullableInt,
  creditNoteId: NullableInt,
  creditNoteNumber: NullableString,
  amount: Type.Integer(),
  createdAt: Type.String(),
});
export type InvoiceAllocation = Static<typeof InvoiceAllocation>;

/** A party as printed on the document (snapshotted at issue). */
export const InvoiceParty = Type.Object({
  name: Type.String(),
  address: Type.String(),
  uen: Type.String(),
  gstRegNo: Type.String(),
  email: Type.String(),
});
export type InvoiceParty = Static<typeof InvoiceParty>;

export const InvoiceDetail = Type.Object({
  ...InvoiceRow.properties,
  lines: Type.Array(InvoiceLine),
  payments: Type.Array(InvoicePayment),
  /** Payments and credits applied to this invoice; for a credit note, where it was applied */
  allocations: Type.Array(InvoiceAllocation),
  /** Credit and debit notes of this invoice */
  notes: Type.Array(InvoiceRow),
  supplier: Type.Union([InvoiceParty, Type.Null()]),
  customer: Type.Union([InvoiceParty, Type.Null()]),
  /** The supplier's bank details as printed (parameters, snapshotted at issue) */
  bank: Type.String(),
  voidReason: Type.String(),
  version: Type.Integer(),
});
export type InvoiceDetail = Static<typeof InvoiceDetail>;

/** POST generate (golden path step 16): one draft per contract department and PO number. */
export const InvoiceGenerateBody = Type.Object(
  { timesheetIds: Type.Array(Id, { minItems: 1, maxItems: 200 }) },
  { additionalProperties: false },
);
export type InvoiceGenerateBody = Static<typeof InvoiceGenerateBody>;

export const InvoiceGenerateResult = Type.Object({
  ...InvoiceDetail.properties,
  /** Every draft made (the first is the one answered in full) */
  ids: Type.Array(Type.Integer()),
});
export type InvoiceGenerateResult = Static<typeof InvoiceGenerateResult>;

/**
 * POST generateAll: a draft for every approved timesheet of a month (its period ending in the
 * month) with records not billed yet, as a queued job (progress over the socket).
 */
export const InvoiceGenerateAllBody = Type.Object(
  { month: Type.String({ maxLength: 7, pattern: '^\\d{4}-(0[1-9]|1[0-2])$', examples: ['2026-11'] }) },
  { additionalProperties: false },
);
export type InvoiceGenerateAllBody = Static<typeof InvoiceGenerateAllBody>;

export const InvoiceAdjustmentInput = Type.Object(
  { description: Text(200, { minLength: 1 }), amount: SignedCents, reason: Text(500, { minLength: 1 }) },
  { additionalProperties: false },
);
export type InvoiceAdjustmentInput = Static<typeof InvoiceAdjustmentInput>;

/** PUT edit: a draft's adjustment lines and PO number (other lines come from the records). */
export const InvoiceEditBody = Type.Object(
  {
    id: Id,
    adjustments: Type.Array(InvoiceAdjustmentInput, { maxItems: 50 }),
    version: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
  },
  { additionalProperties: false },
);
export type InvoiceEditBody = Static<typeof InvoiceEditBody>;

/** PUT issue (step 17) */
export const InvoiceIssueBody = Type.Object({ id: Id }, { additionalProperties: false });
export type InvoiceIssueBody = Static<typeof InvoiceIssueBody>;

/** PUT void: an issued invoice with nothing applied to it; its number stays used. */
export const InvoiceVoidBody = Type.Object(
  { id: Id, reason: Text(500, { minLength: 1 }) },
  { additionalProperties: false },
);
export type InvoiceVoidBody = Static<typeof InvoiceVoidBody>;

/** POST pay: a payment against an issued invoice or debit note (partial allowed, never above the balance). */
export const InvoicePayBody = Type.Object(
  {
    id: Id,
    date: IsoDate(),
    method: Type.Enum(PAYMENT_METHODS),
    reference: Text(100),
    amount: PositiveCents,
  },
  { additionalProperties: false },
);
export type InvoicePayBody = Static<typeof InvoicePayBody>;

/** POST creditNote: credits chosen lines of an issued invoice (all when none are named). */
export const InvoiceCreditNoteBody = Type.Object(
  {
    id: Id,
    lineIds: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
    reason: Text(500, { minLength: 1 }),
    /** Another open invoice of the same client to apply the credit to (default: the original) */
    applyToId: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type InvoiceCreditNoteBody = Static<typeof InvoiceCreditNoteBody>;

/** POST debitNote: raises an issued invoice's amount by the given lines. */
export const InvoiceDebitNoteBody = Type.Object(
  {
    id: Id,
    lines: Type.Array(
      Type.Object({ description: Text(200, { minLength: 1 }), amount: PositiveCents }, { additionalProperties: false }),
      { minItems: 1, maxItems: 50 },
    ),
    reason: Text(500, { minLength: 1 }),
  },
  { additionalProperties: false },
);
export type InvoiceDebitNoteBody = Static<typeof InvoiceDebitNoteBody>;

/** PUT applyCredit: what is left of a credit note, onto an open invoice of the same client. */
export const InvoiceApplyCreditBody = Type.Object(
  { creditNoteId: Id, invoiceId: Id, amount: PositiveCents },
  { additionalProperties: false },
);
export type InvoiceApplyCreditBody = Static<typeof InvoiceApplyCreditBody>;

export const INVOICE_DOCUMENT_LANGS = ['en', 'zh-CN'] as const;
/** GET pdf / xml */
export const InvoiceDocumentQuery = Type.Object({ id: Id });
export type InvoiceDocumentQuery = Static<typeof InvoiceDocumentQuery>;

/** GET sequence: the numbers of a series, proving it has no gap. */
export const InvoiceSequenceQuery = Type.Object({
  kind: Type.Enum(INVOICE_KINDS),
  year: Type.Integer({ minimum: 2000, maximum: 2100 }),
});
export type InvoiceSequenceQuery = Static<typeof InvoiceSequenceQuery>;

export const InvoiceSequence = Type.Object({
  series: Type.String(),
  /** The last number the series gave (0 before the first) */
  last: Type.Integer(),
  issued: Type.Integer(),
  void: Type.Integer(),
  /** Numbers of the series that no document carries: empty for a sound series */
  missing: Type.Array(Type.String()),
  /** Numbers carried by more than one document: empty for a sound series */
  duplicates: Type.Array(Type.String()),
  voided: Type.Array(Type.Object({ id: Type.Integer(), number: Type.String(), reason: Type.String() })),
});
export type InvoiceSequence = Static<typeof InvoiceSequence>;

/** GET ageing: receivables by client (one client with clientId), on a date (default today). */
export const InvoiceAgeingQuery = Type.Object({
  clientId: Type.Optional(Id),
  asOf: Type.Optional(IsoDate()),
});
export type InvoiceAgeingQuery = Static<typeof InvoiceAgeingQuery>;

export const InvoiceAgeingRow = Type.Object({
  clientId: Type.Integer(),
  clientName: Type.String(),
  current: Type.Integer(),
  d1_30: Type.Integer(),
  d31_60: Type.Integer(),
  d61_90: Type.Integer(),
  d90_plus: Type.Integer(),
  total: Type.Integer(),
});
export type InvoiceAgeingRow = Static<typeof InvoiceAgeingRow>;

export const InvoiceAgeing = Type.Object({
  asOf: Type.String(),
  list: Type.Array(InvoiceAgeingRow),
  totals: Type.Omit(InvoiceAgeingRow, ['clientId', 'clientName']),
});
export type InvoiceAgeing = Static<typeof InvoiceAgeing>;
