/**
 * Workforce → a worker's allowances (transport, meal, other; staff tab "Allowance").
 * States `pending → approved | rejected` (machine `allowance`). Approval credits the worker's
 * wallet once wallets exist (the wallet issue plugs into the approval hook).
 */
import { type Static, Type } from 'typebox';
import { defineEntity } from '../entity';
import { PageQuery } from '../envelope';
import { Id, IsoDate, Text } from '../finance/common';
import { NullableInt, NullableString, WorkerRef } from './conduct-common';

export const AllowanceApi = defineEntity('workforce', 'allowance', ['list', 'get', 'add', 'approve', 'reject']);

export const ALLOWANCE_TYPES = ['transport', 'meal', 'other'] as const;
export const ALLOWANCE_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const AllowanceOrderBy = Type.Enum(['id', 'workDate', 'amount', 'status', 'workerName']);

/** GET /backend/api/v1/workforce/allowance/list */
export const AllowanceListQuery = Type.Object({
  ...PageQuery.properties,
  workerId: Type.Optional(Id),
  type: Type.Optional(Type.Enum(ALLOWANCE_TYPES)),
  status: Type.Optional(Type.Enum(ALLOWANCE_STATUSES)),
  orderBy: Type.Optional(AllowanceOrderBy),
});
export type AllowanceListQuery = Static<typeof AllowanceListQuery>;

/** POST /backend/api/v1/workforce/allowance/add: for a day, or for a work record. */
export const AllowanceAddBody = Type.Object(
  {
    workerId: Id,
    type: Type.Enum(ALLOWANCE_TYPES),
    /** Cents, up to S$10,000 */
    amount: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    workDate: Type.Optional(IsoDate()),
    workRecordId: Type.Optional(Id),
    remark: Type.Optional(Text(500)),
  },
  { additionalProperties: false },
);
export type AllowanceAddBody = Static<typeof AllowanceAddBody>;

export const AllowanceRow = Type.Object({
  id: Type.Integer(),
  ...WorkerRef,
  type: Type.Enum(ALLOWANCE_TYPES),
  amount: Type.Integer(),
  workDate: NullableString,
  workRecordId: NullableInt,
  remark: Type.String(),
  status: Type.Enum(ALLOWANCE_STATUSES),
  decisionReason: Type.String(),
  decidedBy: NullableInt,
  decidedAt: NullableString,
  createdBy: NullableInt,
  createdAt: Type.String(),
});
export type AllowanceRow = Static<typeof AllowanceRow>;
