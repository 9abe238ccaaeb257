/**
 * Jobs → Work records: one worker on one shift, the heart of pay and billing (DOMAIN.md "Work
 * record", "Hours and pay"; golden path steps 11–12). Hours and amounts are computed on the
 * server by the rules library (`computeShift`) whenever punches change; staff adjust punches
 * with a reason (`edit`), verify in bulk, reject with a reason. States through the `workRecord`
 * machine. `version` guards against two staff changing one record at once (409 `workRecord.changed`).
 */
import { type Static, Type } from 'typebox';
import { defineEntity } from '../entity';
import { Id, PageQuery, PageResult } from '../envelope';
import { IsoDate } from '../finance/common';
import { Instant } from './conduct-common';

export const WorkRecordApi = defineEntity('workforce', 'workRecord', [
  'list',
  'get',
  'edit',
  'preview',
  'verify',
  'reject',
  'cancel',
  'excuse',
  'grantList',
  'grant',
]);

export const WORK_RECORD_STATUSES = [
  'scheduled',
  'clocked_in',
  'clocked_out',
  'pending_verification',
  'verified',
  'rejected',
  'credited',
  'paid',
  'no_show',
  'excused',
  'cancelled',
  'disputed',
] as const;
export type WorkRecordStatus = (typeof WORK_RECORD_STATUSES)[number];

/** Who cancelled a shift: a worker's late cancel costs credit, a client's may be paid (DOMAIN.md). */
export const CANCELLED_BY = ['worker', 'staff', 'client'] as const;

export const WorkRecordOrderBy = Type.Enum([
  'id',
  'scheduledStartAt',
  'workerName',
  'status',
  'payAmount',
  'billAmount',
]);

/** GET /backend/api/v1/workforce/workRecord/list */
export const WorkRecordListQuery = Type.Object({
  ...PageQuery.properties,
  /** Contains over the worker's name and phone */
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  workerId: Type.Optional(Id),
  jobId: Type.Optional(Id),
  clientId: Type.Optional(Id),
  contractDeptId: Type.Optional(Id),
  status: Type.Optional(Type.Enum(WORK_RECORD_STATUSES)),
  /** Shifts on or after this Singapore date */
  dateFrom: Type.Optional(IsoDate()),
  /** Shifts on or before this Singapore date */
  dateTo: Type.Optional(IsoDate()),
  orderBy: Type.Optional(WorkRecordOrderBy),
});
export type WorkRecordListQuery = Static<typeof WorkRecordListQuery>;

const NullableInstant = Type.Union([Type.String(), Type.Null()]);

/** The numbers of one record as the rules compute them (minutes; cents). */
export const WorkRecordNumbers = Type.Object({
  rawMinutes: Type.Integer(),
  payMinutes: Type.Integer(),
  billMinutes: Type.Integer(),
  normalMinutes: Type.Integer(),
  otMinutes: Type.Integer(),
  billNormalMinutes: Type.Integer(),
  billOtMinutes: Type.Integer(),
  phMinutes: Type.Integer(),
  /** Minutes paid / billed on top of the worked ones for a worker sent home early (the contract's minimum) */
  sentHomePayMinutes: Type.Integer(),
  sentHomeBillMinutes: Type.Integer(),
  /** A shift the client cancelled late: the contract's cancellation hours, paid and billed (not worked time) */
  cancellationPayMinutes: Type.Integer(),
  lateMinutes: Type.Integer(),
  earlyLeaveMinutes: Type.Integer(),
  payAmount: Type.Integer(),
  billAmount: Type.Integer(),
});
export type WorkRecordNumbers = Static<typeof WorkRecordNumbers>;

export const WorkRecordRow = Type.Object({
  id: Type.Integer(),
  jobId: Type.Integer(),
  jobCode: Type.String(),
  jobTitle: Type.String(),
  workerId: Type.Integer(),
  workerName: Type.String(),
  clientId: Type.Integer(),
  clientName: Type.String(),
  contractDeptId: Type.Integer(),
  deptName: Type.String(),
  shiftDate: Type.String(),
  scheduledStartAt: Type.String(),
  scheduledEndAt: Type.String(),
  breakMinutes: Type.Integer(),
  breakPaid: Type.Boolean(),
  clockInAt: NullableInstant,
  clockOutAt: NullableInstant,
  /** Set when staff adjusted the punches */
  adjustReason: Type.String(),
  earlyStartApproved: Type.Boolean(),
  overtimeApproved: Type.Boolean(),
  sentHomeEarly: Type.Boolean(),
  ...WorkRecordNumbers.properties,
  payRate: Type.Integer(),
  billRate: Type.Integer(),
  status: Type.Enum(WORK_RECORD_STATUSES),
  reason: Type.String(),
  cancelledBy: Type.Union([Type.Enum(CANCELLED_BY), Type.Null()]),
  verifiedBy: Type.Union([Type.Integer(), Type.Null()]),
  verifiedAt: NullableInstant,
  /** Pass back with edit to refuse overwriting someone else's change */
  version: Type.Integer(),
  createdAt: Type.String(),
});
export type WorkRecordRow = Static<typeof WorkRecordRow>;

const PunchFields = {
  id: Id,
  clockInAt: Instant(),
  clockOutAt: Instant(),
  earlyStartApproved: Type.Optional(Type.Boolean()),
  overtimeApproved: Type.Optional(Type.Boolean()),
  /** The client sent the worker home before the end (the contract's minimum paid hours apply) */
  sentHomeEarly: Type.Optional(Type.Boolean()),
};

/** PUT /backend/api/v1/workforce/workRecord/edit: staff set the punches, with a reason (golden path step 11) */
export const WorkRecordEditBody = Type.Object(
  {
    ...PunchFields,
    reason: Type.String({ minLength: 1, maxLength: 500 }),
    /** The version read; a record changed since answers 409 */
    version: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
  },
  { additionalProperties: false },
);
export type WorkRecordEditBody = Static<typeof WorkRecordEditBody>;

/** POST /backend/api/v1/workforce/workRecord/preview: the numbers an edit would give, nothing written */
export const WorkRecordPreviewBody = Type.Object(PunchFields, { additionalProperties: false });
export type WorkRecordPreviewBody = Static<typeof WorkRecordPreviewBody>;

/** PUT /backend/api/v1/workforce/workRecord/verify (golden path step 12): all or nothing */
export const WorkRecordVerifyBody = Type.Object(
  { ids: Type.Array(Id, { minItems: 1, maxItems: 500 }) },
  { additionalProperties: false },
);
export type WorkRecordVerifyBody = Static<typeof WorkRecordVerifyBody>;

export const WorkRecordVerified = Type.Object({
  list: Type.Array(
    Type.Object({ id: Type.Integer(), status: Type.Enum(WORK_RECORD_STATUSES), ...WorkRecordNumbers.properties }),
  ),
});
export type WorkRecordVerified = Static<typeof WorkRecordVerified>;

/** PUT /backend/api/v1/workforce/workRecord/cancel: who asked for it decides the credit event */
export const WorkRecordCancelBody = Type.Object(
  {
    id: Id,
    reason: Type.String({ minLength: 1, maxLength: 500 }),
    cancelledBy: Type.Enum(CANCELLED_BY),
  },
  { additionalProperties: false },
);
export type WorkRecordCancelBody = Static<typeof WorkRecordCancelBody>;

/**
 * GET /backend/api/v1/workforce/workRecord/grantList: the grant list, the verified records
 * waiting to be credited to the worker's wallet (DOMAIN.md "Work record"). The list's filters
 * without the state, which is always `verified`.
 */
export const WorkRecordGrantListQuery = Type.Object({
  ...PageQuery.properties,
  /** Contains over the worker's name and phone */
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  clientId: Type.Optional(Id),
  contractDeptId: Type.Optional(Id),
  /** Shifts on or after this Singapore date */
  dateFrom: Type.Optional(IsoDate()),
  /** Shifts on or before this Singapore date */
  dateTo: Type.Optional(IsoDate()),
  orderBy: Type.Optional(WorkRecordOrderBy),
});
export type WorkRecordGrantListQuery = Static<typeof WorkRecordGrantListQuery>;

/** Totals over every record the grant list's filters match (not only the page shown). */
export const WorkRecordGrantTotals = Type.Object({
  records: Type.Integer(),
  payMinutes: Type.Integer(),
  /** Cents */
  payAmount: Type.Integer(),
});
export type WorkRecordGrantTotals = Static<typeof WorkRecordGrantTotals>;

export const WorkRecordGrantPage = Type.Object({
  ...PageResult(WorkRecordRow).properties,
  totals: WorkRecordGrantTotals,
});
export type WorkRecordGrantPage = Static<typeof WorkRecordGrantPage>;
