/**
 * Jobs → Timesheets (DOMAIN.md "Timesheet"; golden path steps 13–15): one contract department's
 * verified work records of one period — an ISO week (`2026-W47`) for a client billed weekly, a
 * month (`2026-11`) for one billed monthly — sent to the client to approve before they are
 * billed. A record is on one timesheet at most. States through the `timesheet` machine:
 * `draft → sent_to_client → approved | disputed`, `disputed → sent_to_client` after corrections,
 * `approved | auto_approved → invoiced` (locked).
 */
import { type Static, Type } from 'typebox';
import { defineEntity } from '../entity';
import { Id, PageQuery } from '../envelope';
import { Text } from '../finance/common';
import { Instant } from './conduct-common';
import { TimesheetChanges, TimesheetComment } from './timesheetSignoff';
import { WorkRecordNumbers, WorkRecordRow } from './workRecord';

export const TimesheetApi = defineEntity('workforce', 'timesheet', [
  'list',
  'get',
  'generate',
  'generateAll',
  'send',
  'approve',
  'dispute',
  'export',
  'adjust',
]);

export const TIMESHEET_STATUSES = [
  'draft',
  'sent_to_client',
  'approved',
  'disputed',
  'auto_approved',
  'invoiced',
] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

/**
 * Timesheet states whose records may still change (corrections go through the work-record edit);
 * in the others the client has the numbers, so they stay as sent even when their week changes.
 */
export const TIMESHEET_OPEN: readonly TimesheetStatus[] = ['draft', 'disputed'];

/** The client's answer is final: a correction is an adjustment from here (POST adjust). */
export const TIMESHEET_ADJUSTABLE: readonly TimesheetStatus[] = ['approved', 'auto_approved', 'invoiced'];

/** `2026-W47` (ISO week) or `2026-11` (month) */
export const TimesheetPeriod = Type.String({
  maxLength: 8,
  pattern: '^\\d{4}-(W(0[1-9]|[1-4]\\d|5[0-3])|(0[1-9]|1[0-2]))$',
  examples: ['2026-W47', '2026-11'],
});

export const TimesheetOrderBy = Type.Enum(['id', 'periodFrom', 'status', 'billAmount']);

/** GET /backend/api/v1/workforce/timesheet/list */
export const TimesheetListQuery = Type.Object({
  ...PageQuery.properties,
  clientId: Type.Optional(Id),
  contractDeptId: Type.Optional(Id),
  /** Timesheets carrying a record of this worker (the worker page's tab) */
  workerId: Type.Optional(Id),
  status: Type.Optional(Type.Enum(TIMESHEET_STATUSES)),
  period: Type.Optional(TimesheetPeriod),
  orderBy: Type.Optional(TimesheetOrderBy),
});
export type TimesheetListQuery = Static<typeof TimesheetListQuery>;

/** POST /backend/api/v1/workforce/timesheet/generate (golden path step 13) */
export const TimesheetGenerateBody = Type.Object(
  { contractDeptId: Id, period: TimesheetPeriod },
  { additionalProperties: false },
);
export type TimesheetGenerateBody = Static<typeof TimesheetGenerateBody>;

/**
 * POST /backend/api/v1/workforce/timesheet/generateAll: every contract department whose client is
 * billed by this kind of period, as a queued job (progress over the socket).
 */
export const TimesheetGenerateAllBody = Type.Object({ period: TimesheetPeriod }, { additionalProperties: false });
export type TimesheetGenerateAllBody = Static<typeof TimesheetGenerateAllBody>;

export const TimesheetGenerateAllResult = Type.Object({
  /** The queued job: its `jobProgress` events reach the requester over the socket */
  jobId: Type.String(),
});
export type TimesheetGenerateAllResult = Static<typeof TimesheetGenerateAllResult>;

/** PUT /backend/api/v1/workforce/timesheet/approve (step 15): staff record the client's sign-off. */
export const TimesheetApproveBody = Type.Object(
  {
    id: Id,
    signerName: Text(100, { minLength: 1 }),
    /** The drawn signature: a PNG data URL (≤ 500 KB decoded) */
    signature: Type.String({
      maxLength: 700000,
      pattern: '^data:image/png;base64,[A-Za-z0-9+/]+={0,2}$',
      examples: [
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      ],
    }),
    /** The version the signer saw: refused (409) when the timesheet changed since */
    version: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
  },
  { additionalProperties: false },
);
export type TimesheetApproveBody = Static<typeof TimesheetApproveBody>;

export const TIMESHEET_EXPORT_FORMATS = ['pdf', 'xlsx'] as const;

/** GET /backend/api/v1/workforce/timesheet/export: one file for one id, a zip of one file each for several */
export const TimesheetExportQuery = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: 100 }),
  format: Type.Enum(TIMESHEET_EXPORT_FORMATS),
});
export type TimesheetExportQuery = Static<typeof TimesheetExportQuery>;

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** The sums of a timesheet's records (minutes, and cents): their count and the numbers that add up. */
export const SUMMED_NUMBERS = [
  'payMinutes',
  'billMinutes',
  'normalMinutes',
  'otMinutes',
  'billNormalMinutes',
  'billOtMinutes',
  'phMinutes',
  'payAmount',
  'billAmount',
] as const;
export const TimesheetTotals = Type.Object({
  recordCount: Type.Integer(),
  ...Type.Pick(WorkRecordNumbers, SUMMED_NUMBERS).properties,
});
export type TimesheetTotals = Static<typeof TimesheetTotals>;

export const TimesheetRow = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  clientId: Type.Integer(),
  clientName: Type.String(),
  contractDeptId: Type.Integer(),
  deptName: Type.String(),
  period: Type.String(),
  periodFrom: Type.String(),
  periodTo: Type.String(),
  ...TimesheetTotals.properties,
  status: Type.Enum(TIMESHEET_STATUSES),
  reason: Type.String(),
  sentAt: NullableString,
  signerName: NullableString,
  signedAt: NullableString,
  signedHash: NullableString,
  version: Type.Integer(),
  createdAt: Type.String(),
});
export type TimesheetRow = Static<typeof TimesheetRow>;

/**
 * POST /backend/api/v1/workforce/timesheet/adjust: a correction of one record after the client's
 * approval. The record keeps what was signed; the difference becomes a credit or debit note of
 * its invoice and a payroll item (back pay or an overpayment deduction).
 */
export const TimesheetAdjustBody = Type.Object(
  {
    /** The timesheet (approved, auto-approved or invoiced) */
    id: Id,
    /** The work record on it */
    recordId: Id,
    clockInAt: Instant(),
    clockOutAt: Instant(),
    earlyStartApproved: Type.Optional(Type.Boolean()),
    overtimeApproved: Type.Optional(Type.Boolean()),
    sentHomeEarly: Type.Optional(Type.Boolean()),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
    /** The timesheet's version read; a timesheet changed since answers 409 */
    version: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
  },
  { additionalProperties: false },
);
export type TimesheetAdjustBody = Static<typeof TimesheetAdjustBody>;

/** One correction after approval: the differences are signed (negative: less than was signed). */
export const TimesheetAdjustment = Type.Object({
  id: Type.Integer(),
  workRecordId: Type.Integer(),
  workerId: Type.Integer(),
  workerName: Type.String(),
  shiftDate: Type.String(),
  clockInAt: Type.String(),
  clockOutAt: Type.String(),
  payMinutes: Type.Integer(),
  billMinutes: Type.Integer(),
  payAmount: Type.Integer(),
  billAmount: Type.Integer(),
  reason: Type.String(),
  /** The credit or debit note that bills the difference; null while its invoice is not issued */
  noteId: Type.Union([Type.Integer(), Type.Null()]),
  noteNumber: NullableString,
  payrollItemId: Type.Union([Type.Integer(), Type.Null()]),
  createdByName: NullableString,
  createdAt: Type.String(),
});
export type TimesheetAdjustment = Static<typeof TimesheetAdjustment>;

/** GET get: the timesheet with its records (in shift order). */
export const TimesheetDetail = Type.Object({
  ...TimesheetRow.properties,
  records: Type.Array(WorkRecordRow),
  /** The client's deadline (then auto-approval), while sent */
  deadlineAt: Type.Optional(NullableString),
  /** What the last re-send changed (null before a second send) */
  lastChanges: Type.Optional(Type.Union([TimesheetChanges, Type.Null()])),
  /** Dispute comments, on the whole sheet or on rows, oldest first */
  comments: Type.Optional(Type.Array(TimesheetComment)),
  /** Corrections after approval, oldest first */
  adjustments: Type.Optional(Type.Array(TimesheetAdjustment)),
});
export type TimesheetDetail = Static<typeof TimesheetDetail>;
