/**
 * Finance → Transaction appeals (DOMAIN.md "Transaction appeal"; issue 31). A worker who finds a
 * credit wrong (hours, rate, a missing shift) appeals within the parameter
 * `finance.appeal.windowHours` (72) of the credit; the shift it paid is `disputed` meanwhile.
 * Staff review it, then accept (an `appeal_adjustment` of the granted amount is posted to the
 * wallet and carried onto the next payroll as an adjustment naming the month it belongs to) or
 * reject with a reason; either is then closed.
 */
import { type Static, Type } from 'typebox';
import { defineEntity } from '../entity';
import { Id, PageQuery } from '../envelope';
import { NullableInt, NullableString, WorkerRef } from '../workforce/conduct-common';
import { IsoDate, Text } from './common';

export const AppealApi = defineEntity('finance', 'appeal', [
  'list',
  'get',
  'add',
  'review',
  'accept',
  'reject',
  'close',
  'export',
]);

export const APPEAL_CATEGORIES = ['hours_wrong', 'rate_wrong', 'missing_shift', 'other'] as const;
export type AppealCategory = (typeof APPEAL_CATEGORIES)[number];
export const APPEAL_STATUSES = ['submitted', 'under_review', 'accepted', 'rejected', 'closed'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** Hours after a credit during which it may be appealed, until the parameter says otherwise. */
export const APPEAL_WINDOW_HOURS = 72;

const Cents = Type.Integer();

/** GET /backend/api/v1/finance/appeal/list */
export const AppealListQuery = Type.Object({
  ...PageQuery.properties,
  workerId: Type.Optional(Id),
  status: Type.Optional(Type.Enum(APPEAL_STATUSES)),
  category: Type.Optional(Type.Enum(APPEAL_CATEGORIES)),
  dateFrom: Type.Optional(IsoDate()),
  dateTo: Type.Optional(IsoDate()),
  orderBy: Type.Optional(Type.Enum(['id', 'claimedAmount', 'status', 'createdAt'])),
});
export type AppealListQuery = Static<typeof AppealListQuery>;

/**
 * POST /backend/api/v1/finance/appeal/add: staff file it on the worker's behalf (the worker app
 * posts the same body). The credit is a wallet entry of the worker's (earning, allowance or
 * incentive); its work record, if it paid one, is found from it.
 */
export const AppealAddBody = Type.Object(
  {
    workerId: Id,
    transactionId: Id,
    category: Type.Enum(APPEAL_CATEGORIES),
    /** Cents still owed, as the worker sees it */
    claimedAmount: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
    description: Text(2000, { minLength: 1 }),
    /** Stored file keys of the evidence (uploaded first) */
    evidence: Type.Optional(Type.Array(Text(200), { maxItems: 10 })),
  },
  { additionalProperties: false },
);
export type AppealAddBody = Static<typeof AppealAddBody>;

export const AppealRow = Type.Object({
  id: Type.Integer(),
  ...WorkerRef,
  transactionId: Type.Integer(),
  /** The credit's type and amount, as posted */
  transactionType: Type.String(),
  transactionAmount: Cents,
  workRecordId: NullableInt,
  /** The shift's date, when the credit paid one */
  workDate: NullableString,
  category: Type.Enum(APPEAL_CATEGORIES),
  claimedAmount: Cents,
  description: Type.String(),
  evidence: Type.Array(Type.String()),
  status: Type.Enum(APPEAL_STATUSES),
  acceptedAmount: Cents,
  reason: Type.String(),
  adjustmentId: NullableInt,
  originMonth: NullableString,
  /** `YYYY-MM` of the payroll month that paid the adjustment */
  payrollMonth: NullableString,
  creditedAt: Type.String(),
  /** The window's end: after it no new appeal on this credit is taken */
  deadline: Type.String(),
  decidedBy: NullableInt,
  decidedAt: NullableString,
  createdAt: Type.String(),
});
export type AppealRow = Static<typeof AppealRow>;

/** PUT /backend/api/v1/finance/appeal/review | reject | close {ids, reason?}: one or many. */
export const AppealActionBody = Type.Object(
  {
    ids: Type.Array(Id, { minItems: 1, maxItems: 500 }),
    reason: Type.Optional(Text(500)),
  },
  { additionalProperties: false },
);
export type AppealActionBody = Static<typeof AppealActionBody>;

/** PUT /backend/api/v1/finance/appeal/accept: one appeal, with what is granted (may be less than claimed). */
export const AppealAcceptBody = Type.Object(
  {
    id: Id,
    /** Cents granted; 1 … the claimed amount */
    amount: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
    reason: Type.Optional(Text(500)),
  },
  { additionalProperties: false },
);
export type AppealAcceptBody = Static<typeof AppealAcceptBody>;

export const AppealActionResult = Type.Object({ list: Type.Array(AppealRow) });
export type AppealActionResult = Static<typeof AppealActionResult>;
