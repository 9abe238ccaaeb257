/**
 * Finance → Payroll items (DOMAIN.md "Payroll detail"; issue 32): what a payroll pays or takes
 * beyond the work records, allowances, incentives and appeals.
 *
 * - A **deduction** names its Employment Act s.27 type and the worker's written consent. The
 *   payroll of its month (or the first one after it) takes it up to the 50% cap of the period's
 *   pay, other deductions first in the order they were added; what the cap held back stays open
 *   for the next month. A worker with no pay in a month is not paid a negative payslip: the
 *   deduction waits.
 * - **Back pay** is money owed for a month already locked (a record found underpaid, a rate
 *   corrected): the next month calculated pays it as an `adjustment` line naming its reason and
 *   the month it belongs to (`originMonth`), Ordinary Wages of the month it is paid in.
 *
 * Both are open until the month that takes them in full is approved (`paid`, system), and may
 * be cancelled with a reason while nothing of them has been taken.
 */
import { type Static, Type } from 'typebox';
import { defineEntity } from '../entity';
import { Id, PageQuery } from '../envelope';
import { NullableInt, NullableString, WorkerRef } from '../workforce/conduct-common';
import { Text } from './common';
import { PayrollMonthString } from './payroll';

export const PayrollItemApi = defineEntity('finance', 'payroll/item', ['list', 'get', 'add', 'cancel', 'export']);

export const PAYROLL_ITEM_KINDS = ['deduction', 'backPay'] as const;
export type PayrollItemKind = (typeof PAYROLL_ITEM_KINDS)[number];
export const PAYROLL_ITEM_STATUSES = ['open', 'paid', 'cancelled'] as const;
export type PayrollItemStatus = (typeof PAYROLL_ITEM_STATUSES)[number];

/**
 * Employment Act s.27(1) deductions an employer may make (CPF is taken by the payroll itself):
 * absence, damage or loss of goods, accommodation / amenities / services supplied, advances and
 * loans, recovery of an overpayment, income tax, and any other with the worker's written consent.
 */
export const DEDUCTION_TYPES = [
  'absence',
  'damage',
  'accommodation',
  'amenities',
  'advance',
  'overpayment',
  'tax',
  'consented',
] as const;
export type DeductionType = (typeof DEDUCTION_TYPES)[number];

/** Cents of one item: up to S$100,000. */
const ItemCents = Type.Integer({ minimum: 1, maximum: 10_000_000 });

/** GET /backend/api/v1/finance/payroll/item/list */
export const PayrollItemListQuery = Type.Object({
  ...PageQuery.properties,
  workerId: Type.Optional(Id),
  /** Worker name */
  keyword: Type.Optional(Text(100)),
  kind: Type.Optional(Type.Enum(PAYROLL_ITEM_KINDS)),
  status: Type.Optional(Type.Enum(PAYROLL_ITEM_STATUSES)),
  /** Items of one month of origin */
  originMonth: Type.Optional(PayrollMonthString),
  orderBy: Type.Optional(Type.Enum(['id', 'originMonth', 'amount', 'workerName'])),
});
export type PayrollItemListQuery = Static<typeof PayrollItemListQuery>;

/** POST /backend/api/v1/finance/payroll/item/add */
export const PayrollItemAddBody = Type.Object(
  {
    workerId: Id,
    kind: Type.Enum(PAYROLL_ITEM_KINDS),
    /** Cents, always positive: the kind says whether it is paid or taken */
    amount: ItemCents,
    /** The month the item belongs to: a deduction's month, or the locked month back pay is for */
    originMonth: PayrollMonthString,
    reason: Text(500, { minLength: 1 }),
    /** Deductions: the s.27 type and the reference of the worker's written consent */
    deductionType: Type.Optional(Type.Enum(DEDUCTION_TYPES)),
    consentRef: Type.Optional(Text(100)),
    /** Back pay for one work record (its month must be locked) */
    workRecordId: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type PayrollItemAddBody = Static<typeof PayrollItemAddBody>;

export const PayrollItemRow = Type.Object({
  id: Type.Integer(),
  ...WorkerRef,
  kind: Type.Enum(PAYROLL_ITEM_KINDS),
  amount: Type.Integer(),
  /** What payroll months already took of a deduction (the 50% cap may spread it) */
  taken: Type.Integer(),
  originMonth: Type.String(),
  reason: Type.String(),
  deductionType: Type.Union([Type.Enum(DEDUCTION_TYPES), Type.Null()]),
  consentRef: Type.String(),
  workRecordId: NullableInt,
  status: Type.Enum(PAYROLL_ITEM_STATUSES),
  /** `YYYY-MM` of the approved month that took the rest of it */
  payrollMonth: NullableString,
  createdByName: NullableString,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type PayrollItemRow = Static<typeof PayrollItemRow>;

/** PUT /backend/api/v1/finance/payroll/item/cancel {ids, reason}: open items nothing was taken of. */
export const PayrollItemCancelBody = Type.Object(
  {
    ids: Type.Array(Id, { minItems: 1, maxItems: 500 }),
    reason: Text(500, { minLength: 1 }),
  },
  { additionalProperties: false },
);
export type PayrollItemCancelBody = Static<typeof PayrollItemCancelBody>;

export const PayrollItemActionResult = Type.Object({ list: Type.Array(PayrollItemRow) });
export type PayrollItemActionResult = Static<typeof PayrollItemActionResult>;
