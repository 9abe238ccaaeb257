/**
 * Finance → Contract orders: a department's terms (policy) and rates per position for a period.
 * States `draft → active → expired | terminated` (machine `contractOrder`; PUT
 * /finance/contractOrder/activate|terminate). Only a draft is edited: an active order is
 * changed by `revise`, which makes a new draft version from a date; activating it ends the old
 * one the day before. Jobs snapshot the rates they were created with.
 */
import { type Static, Type } from 'typebox';
import { PageQuery } from '../envelope';
import { defineEntity } from '../entity';
import { CentsPerHour, Id, IsoDate, Text } from './common';

export const ContractOrderApi = defineEntity('finance', 'contractOrder', [
  'list',
  'get',
  'add',
  'edit',
  'delete',
  'activate',
  'terminate',
  'revise',
]);

export const CONTRACT_ORDER_STATUSES = ['draft', 'active', 'expired', 'terminated'] as const;
export type ContractOrderStatus = (typeof CONTRACT_ORDER_STATUSES)[number];
export const ROUNDING_MODES = ['floor', 'nearest', 'ceil'] as const;
export const PH_PAY_RULES = ['extra_day', 'multiplier'] as const;

export const RoundingSchema = Type.Object(
  {
    unitMinutes: Type.Integer({ minimum: 1, maximum: 60, examples: [15] }),
    mode: Type.Enum(ROUNDING_MODES),
  },
  { additionalProperties: false },
);

/** A multiplier as a decimal with at most 3 places (1.5); rules turn it into thousandths. */
const Multiplier = (min: number, o: { default?: number; examples?: number[] } = {}) =>
  Type.Number({ minimum: min, maximum: 10, multipleOf: 0.001, ...o });

/**
 * The policy of DOMAIN.md "Contract order" (shape of shared/src/rules WorkPolicy plus the PO
 * number). The first six fields are the golden path's; the rest default as DOMAIN.md says.
 */
export const PolicySchema = Type.Object(
  {
    dailyNormalHours: Type.Number({ minimum: 1, maximum: 24, multipleOf: 0.25, examples: [8] }),
    weeklyNormalHours: Type.Number({ minimum: 1, maximum: 168, multipleOf: 0.25, examples: [44] }),
    /** Employment Act: OT pay at least 1.5× */
    otPayMultiplier: Multiplier(1.5, { examples: [1.5] }),
    otBillMultiplier: Multiplier(1, { examples: [1.5] }),
    payRounding: RoundingSchema,
    billRounding: RoundingSchema,
    /** extra_day = statutory extra day's basic pay; multiplier = phPayMultiplier × the hours */
    phPayRule: Type.Optional(Type.Enum(PH_PAY_RULES, { default: 'extra_day' })),
    phPayMultiplier: Type.Optional(Multiplier(1, { default: 2 })),
    phBillMultiplier: Type.Optional(Multiplier(1, { default: 2 })),
    lateGraceMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 240, default: 0 })),
    noShowAfterMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 1440, default: 60 })),
    /** Hours paid when the client cancels late */
    cancellationPayHours: Type.Optional(Type.Number({ minimum: 0, maximum: 24, multipleOf: 0.25, default: 0 })),
    /** Minimum hours paid when sent home early */
    minPaidHoursSentHome: Type.Optional(Type.Number({ minimum: 0, maximum: 24, multipleOf: 0.25, default: 0 })),
    /** Printed on invoices; a different PO splits the invoice */
    poNumber: Type.Optional(Text(50)),
    /** Part IV caps waived (an exemption is recorded) */
    partIvExempt: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type PolicyInput = Static<typeof PolicySchema>;

/** The stored policy: every field present. */
export const PolicyRecord = Type.Object({
  dailyNormalHours: Type.Number(),
  weeklyNormalHours: Type.Number(),
  otPayMultiplier: Type.Number(),
  otBillMultiplier: Type.Number(),
  payRounding: RoundingSchema,
  billRounding: RoundingSchema,
  phPayRule: Type.Enum(PH_PAY_RULES),
  phPayMultiplier: Type.Number(),
  phBillMultiplier: Type.Number(),
  lateGraceMinutes: Type.Integer(),
  noShowAfterMinutes: Type.Integer(),
  cancellationPayHours: Type.Number(),
  minPaidHoursSentHome: Type.Number(),
  poNumber: Type.String(),
  partIvExempt: Type.Boolean(),
});
export type PolicyRecord = Static<typeof PolicyRecord>;

/** Cents an hour per position. */
export const RateInput = Type.Object(
  { positionId: Id, payRate: CentsPerHour, billRate: CentsPerHour },
  { additionalProperties: false },
);
export type RateInput = Static<typeof RateInput>;

export const RateRow = Type.Object({
  positionId: Type.Integer(),
  positionName: Type.String(),
  payRate: Type.Integer(),
  billRate: Type.Integer(),
  /** (bill − pay) / pay in basis points (5000 = 50%); null when the pay rate is 0 */
  markupBp: Type.Union([Type.Integer(), Type.Null()]),
});
export type RateRow = Static<typeof RateRow>;

export const ContractOrderOrderBy = Type.Enum([
  'id',
  'number',
  'clientName',
  'deptName',
  'validFrom',
  'validTo',
  'status',
  'createdAt',
]);

/** GET /backend/api/v1/finance/contractOrder/list */
export const ContractOrderListQuery = Type.Object({
  ...PageQuery.properties,
  /** Contains, over the number and PO number */
  number: Type.Optional(Type.String({ maxLength: 50 })),
  clientId: Type.Optional(Id),
  contractDeptId: Type.Optional(Id),
  status: Type.Optional(Type.Enum(CONTRACT_ORDER_STATUSES)),
  /** Orders valid on this day */
  validOn: Type.Optional(IsoDate()),
  /** Versions of one order line (the first version's id) */
  revisedFrom: Type.Optional(Id),
  orderBy: Type.Optional(ContractOrderOrderBy),
});
export type ContractOrderListQuery = Static<typeof ContractOrderListQuery>;

const ContractOrderFormFields = {
  contractDeptId: Id,
  validFrom: IsoDate({ description: 'First day (inclusive)' }),
  validTo: IsoDate({ description: 'Last day (inclusive)' }),
  policy: PolicySchema,
  /** At most one rate per position */
  rates: Type.Array(RateInput, { minItems: 1, maxItems: 200 }),
  remark: Type.Optional(Text(500)),
};

/** POST /backend/api/v1/finance/contractOrder/add (creates a draft) */
export const ContractOrderAddBody = Type.Object(ContractOrderFormFields, { additionalProperties: false });
export type ContractOrderAddBody = Static<typeof ContractOrderAddBody>;

/** PUT /backend/api/v1/finance/contractOrder/edit (drafts only; 409 otherwise) */
export const ContractOrderEditBody = Type.Object({ id: Id, ...ContractOrderFormFields }, { additionalProperties: false });
export type ContractOrderEditBody = Static<typeof ContractOrderEditBody>;

/**
 * POST /backend/api/v1/finance/contractOrder/revise: from an active order, a new draft version
 * valid from `validFrom` (after the old one's start, within its period), with its policy and
 * rates copied; edit it, then activate it.
 */
export const ContractOrderReviseBody = Type.Object(
  { id: Id, validFrom: IsoDate({ description: 'First day of the new version' }) },
  { additionalProperties: false },
);
export type ContractOrderReviseBody = Static<typeof ContractOrderReviseBody>;

export const ContractOrderRow = Type.Object({
  id: Type.Integer(),
  /** `CO-2026-00001`: the same for every version of an order */
  number: Type.String(),
  version: Type.Integer(),
  /** The version this one revises (null for the first) */
  revisedFrom: Type.Union([Type.Integer(), Type.Null()]),
  /** The version that replaced this one, if any */
  revisedBy: Type.Union([Type.Integer(), Type.Null()]),
  contractDeptId: Type.Integer(),
  deptName: Type.String(),
  clientId: Type.Integer(),
  clientName: Type.String(),
  clientStatus: Type.String(),
  validFrom: Type.String(),
  validTo: Type.String(),
  status: Type.Enum(CONTRACT_ORDER_STATUSES),
  policy: PolicyRecord,
  rates: Type.Array(RateRow),
  remark: Type.String(),
  deptId: Type.Union([Type.Integer(), Type.Null()]),
  createdBy: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type ContractOrderRow = Static<typeof ContractOrderRow>;

/** What a job snapshots when it is created (service `ratesForJob`). */
export const JobRateSnapshot = Type.Object({
  contractOrderId: Type.Integer(),
  payRate: Type.Integer(),
  billRate: Type.Integer(),
  policy: PolicyRecord,
});
export type JobRateSnapshot = Static<typeof JobRateSnapshot>;
