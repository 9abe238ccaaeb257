/**
 * Finance → Incentives (DOMAIN.md "Incentive scheme / record"; issue 31). A scheme names what
 * earns a bonus over a period, for some clients or all; the sweep (a queued job, daily and on
 * demand) finds the workers who met it and writes `pending` records with the shifts that count
 * as evidence; staff verify or reject them, and crediting posts each to the worker's wallet once.
 * Credited incentives are paid on the payslip as Additional Wages.
 */
import { type Static, Type } from 'typebox';
import { defineEntity } from '../entity';
import { Id, PageQuery } from '../envelope';
import { NullableInt, NullableString, WorkerRef } from '../workforce/conduct-common';
import { IsoDate, Text } from './common';

/**
 * Schemes, and their records under the same rules: `records` lists records, `verify`,
 * `reject` and `credit` act on records by id (the verify page's buttons).
 */
export const IncentiveApi = defineEntity('finance', 'incentive', [
  'list',
  'get',
  'add',
  'edit',
  'delete',
  'activate',
  'end',
  'sweep',
  'records',
  'verify',
  'reject',
  'credit',
  'export',
]);

export const INCENTIVE_TYPES = ['per_shift', 'shifts_in_period', 'referral', 'attendance_streak'] as const;
export type IncentiveType = (typeof INCENTIVE_TYPES)[number];
export const INCENTIVE_SCHEME_STATUSES = ['draft', 'active', 'ended'] as const;
export const INCENTIVE_RECORD_STATUSES = ['pending', 'verified', 'credited', 'rejected'] as const;
export type IncentiveRecordStatus = (typeof INCENTIVE_RECORD_STATUSES)[number];

const Cents = Type.Integer();

/**
 * The type's numbers. per_shift: a shift counts when it paid at least `minMinutes`;
 * shifts_in_period: `minShifts` shifts in the period; attendance_streak: `streakDays` days worked
 * in a row with no no-show between; referral: the referred worker's first `minShifts` shifts.
 */
export const IncentiveCriteria = Type.Object(
  {
    minShifts: Type.Optional(Type.Integer({ minimum: 1, maximum: 366 })),
    streakDays: Type.Optional(Type.Integer({ minimum: 2, maximum: 366 })),
    minMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 1440 })),
  },
  { additionalProperties: false },
);
export type IncentiveCriteria = Static<typeof IncentiveCriteria>;

/** GET /backend/api/v1/finance/incentive/list */
export const IncentiveListQuery = Type.Object({
  ...PageQuery.properties,
  name: Type.Optional(Text(100)),
  type: Type.Optional(Type.Enum(INCENTIVE_TYPES)),
  status: Type.Optional(Type.Enum(INCENTIVE_SCHEME_STATUSES)),
  /** Schemes whose period includes this date */
  activeOn: Type.Optional(IsoDate()),
  orderBy: Type.Optional(Type.Enum(['id', 'name', 'amount', 'periodStart', 'status', 'createdAt'])),
});
export type IncentiveListQuery = Static<typeof IncentiveListQuery>;

const IncentiveFormFields = {
  name: Text(100, { minLength: 1 }),
  type: Type.Enum(INCENTIVE_TYPES),
  criteria: IncentiveCriteria,
  /** Cents: per qualifying shift (per_shift), else per worker who qualifies */
  amount: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
  periodStart: IsoDate(),
  periodEnd: IsoDate(),
  /** Clients whose shifts count; absent or empty = every client */
  clientIds: Type.Optional(Type.Array(Id, { maxItems: 100 })),
  description: Type.Optional(Text(1000)),
};

/** POST /backend/api/v1/finance/incentive/add: a draft scheme. */
export const IncentiveAddBody = Type.Object(IncentiveFormFields, { additionalProperties: false });
export type IncentiveAddBody = Static<typeof IncentiveAddBody>;

/** PUT /backend/api/v1/finance/incentive/edit: drafts only (an active scheme is ended, not edited). */
export const IncentiveEditBody = Type.Object({ id: Id, ...IncentiveFormFields }, { additionalProperties: false });
export type IncentiveEditBody = Static<typeof IncentiveEditBody>;

export const IncentiveSchemeRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.Enum(INCENTIVE_TYPES),
  criteria: IncentiveCriteria,
  amount: Cents,
  periodStart: Type.String(),
  periodEnd: Type.String(),
  clientIds: Type.Union([Type.Array(Type.Integer()), Type.Null()]),
  description: Type.String(),
  status: Type.Enum(INCENTIVE_SCHEME_STATUSES),
  reason: Type.String(),
  sweptAt: NullableString,
  /** Its records by state, and what they add up to */
  pending: Type.Integer(),
  verified: Type.Integer(),
  credited: Type.Integer(),
  rejected: Type.Integer(),
  creditedAmount: Cents,
  createdBy: NullableInt,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type IncentiveSchemeRow = Static<typeof IncentiveSchemeRow>;

/** PUT /backend/api/v1/finance/incentive/activate | end {id, reason?} */
export const IncentiveSchemeActionBody = Type.Object(
  { id: Id, reason: Type.Optional(Text(500)) },
  { additionalProperties: false },
);
export type IncentiveSchemeActionBody = Static<typeof IncentiveSchemeActionBody>;

/** POST /backend/api/v1/finance/incentive/sweep {id?}: queues the sweep (one scheme, or every active one). */
export const IncentiveSweepBody = Type.Object({ id: Type.Optional(Id) }, { additionalProperties: false });
export type IncentiveSweepBody = Static<typeof IncentiveSweepBody>;
export const IncentiveSweepResult = Type.Object({ jobId: NullableString });
export type IncentiveSweepResult = Static<typeof IncentiveSweepResult>;

/** GET /backend/api/v1/finance/incentive/records */
export const IncentiveRecordListQuery = Type.Object({
  ...PageQuery.properties,
  schemeId: Type.Optional(Id),
  workerId: Type.Optional(Id),
  status: Type.Optional(Type.Enum(INCENTIVE_RECORD_STATUSES)),
  orderBy: Type.Optional(Type.Enum(['id', 'amount', 'measure', 'status', 'createdAt'])),
});
export type IncentiveRecordListQuery = Static<typeof IncentiveRecordListQuery>;

export const IncentiveRecordRow = Type.Object({
  id: Type.Integer(),
  schemeId: Type.Integer(),
  schemeName: Type.String(),
  schemeType: Type.Enum(INCENTIVE_TYPES),
  ...WorkerRef,
  /** For a referral: the referred worker */
  refereeId: NullableInt,
  refereeName: NullableString,
  amount: Cents,
  /** Shifts, streak days, or the referee's shifts counted */
  measure: Type.Integer(),
  /** The work records that qualified */
  evidence: Type.Array(Type.Integer()),
  status: Type.Enum(INCENTIVE_RECORD_STATUSES),
  reason: Type.String(),
  transactionId: NullableInt,
  /** `YYYY-MM` of the payroll month that paid it */
  payrollMonth: NullableString,
  decidedBy: NullableInt,
  decidedAt: NullableString,
  createdAt: Type.String(),
});
export type IncentiveRecordRow = Static<typeof IncentiveRecordRow>;

/** PUT /backend/api/v1/finance/incentive/verify | reject | credit {ids, reason?}: records, one or many. */
export const IncentiveRecordActionBody = Type.Object(
  {
    ids: Type.Array(Id, { minItems: 1, maxItems: 500 }),
    reason: Type.Optional(Text(500)),
  },
  { additionalProperties: false },
);
export type IncentiveRecordActionBody = Static<typeof IncentiveRecordActionBody>;
export const IncentiveRecordActionResult = Type.Object({ list: Type.Array(IncentiveRecordRow) });
export type IncentiveRecordActionResult = Static<typeof IncentiveRecordActionResult>;
