/**
 * Jobs → Jobs (DOMAIN.md "Jobs, bookings, work records"; golden path steps 8–10). A job is one
 * shift of one position at one contract department, made from a contract order in force on its
 * date: the pay and bill rate and the whole policy are snapshotted at creation and never follow
 * later changes of the order. States through the `job` machine; `assign` puts workers on it
 * through the eligibility check (a refusal is a 409 whose `data.rules` names every failed rule).
 */
import { type Static, Type } from 'typebox';
import { defineEntity } from '../entity';
import { FieldError, Id, PageQuery } from '../envelope';
import { IsoDate, Text } from '../finance/common';
import { PolicyRecord } from '../finance/contract-order';
import { RESIDENCIES } from './common';
import { Instant } from './conduct-common';

export const JobApi = defineEntity('workforce', 'job', [
  'list',
  'get',
  'add',
  'edit',
  'delete',
  'publish',
  'cancel',
  'close',
  'copy',
  'assign',
  'roster',
]);

export const JOB_STATUSES = [
  'draft',
  'published',
  'filled',
  'in_progress',
  'completed',
  'closed',
  'cancelled',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_VISIBILITIES = ['public', 'invite_only'] as const;
export const BOOKING_MODES = ['auto_accept', 'review'] as const;
/** A job's fill: `unfilled` = fewer live work records than its headcount. */
export const JOB_FILLS = ['unfilled', 'filled'] as const;

export const JobOrderBy = Type.Enum([
  'id',
  'code',
  'startAt',
  'title',
  'clientName',
  'status',
  'headcount',
  'createdAt',
]);

/** GET /backend/api/v1/workforce/job/list */
export const JobListQuery = Type.Object({
  ...PageQuery.properties,
  /** Contains over the title and the code */
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  /** Shifts on or after this Singapore date */
  dateFrom: Type.Optional(IsoDate()),
  /** Shifts on or before this Singapore date */
  dateTo: Type.Optional(IsoDate()),
  clientId: Type.Optional(Id),
  contractDeptId: Type.Optional(Id),
  positionId: Type.Optional(Id),
  status: Type.Optional(Type.Enum(JOB_STATUSES)),
  fill: Type.Optional(Type.Enum(JOB_FILLS)),
  orderBy: Type.Optional(JobOrderBy),
});
export type JobListQuery = Static<typeof JobListQuery>;

const JobFormFields = {
  contractOrderId: Id,
  positionId: Id,
  title: Text(200, { minLength: 1 }),
  description: Type.Optional(Text(2000)),
  dressCode: Type.Optional(Text(200)),
  siteContact: Type.Optional(Text(200)),
  /** Empty = the contract department's site address */
  address: Type.Optional(Text(500)),
  startAt: Instant({ description: 'Shift start (the shift belongs to its start’s Singapore date)' }),
  endAt: Instant({ description: 'Shift end, after the start (may be the next day)' }),
  breakMinutes: Type.Integer({ minimum: 0, maximum: 480 }),
  breakPaid: Type.Boolean(),
  headcount: Type.Integer({ minimum: 1, maximum: 500 }),
  requiredCertificateTypeIds: Type.Optional(Type.Array(Id, { maxItems: 20 })),
  minimumAge: Type.Optional(Type.Union([Type.Integer({ minimum: 13, maximum: 100 }), Type.Null()])),
  /** Residencies accepted; empty = any */
  residencies: Type.Optional(Type.Array(Type.Enum(RESIDENCIES), { maxItems: 3 })),
  minimumCreditScore: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()])),
  visibility: Type.Optional(Type.Enum(JOB_VISIBILITIES)),
  bookingMode: Type.Optional(Type.Enum(BOOKING_MODES)),
};

/** POST /backend/api/v1/workforce/job/add (starts `draft`; the shift may lie in the past: back-fill) */
export const JobAddBody = Type.Object(JobFormFields, { additionalProperties: false });
export type JobAddBody = Static<typeof JobAddBody>;

/** PUT /backend/api/v1/workforce/job/edit (draft jobs only; the terms are taken again) */
export const JobEditBody = Type.Object({ id: Id, ...JobFormFields }, { additionalProperties: false });
export type JobEditBody = Static<typeof JobEditBody>;

export const JobRow = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  contractOrderId: Type.Integer(),
  contractOrderNumber: Type.String(),
  contractDeptId: Type.Integer(),
  deptName: Type.String(),
  clientId: Type.Integer(),
  clientName: Type.String(),
  positionId: Type.Integer(),
  positionName: Type.String(),
  title: Type.String(),
  description: Type.String(),
  dressCode: Type.String(),
  siteContact: Type.String(),
  address: Type.String(),
  shiftDate: Type.String(),
  startAt: Type.String(),
  endAt: Type.String(),
  breakMinutes: Type.Integer(),
  breakPaid: Type.Boolean(),
  headcount: Type.Integer(),
  /** Workers on the job: its live work records (not cancelled, rejected or no-show) */
  assigned: Type.Integer(),
  requiredCertificateTypeIds: Type.Array(Type.Integer()),
  minimumAge: Type.Union([Type.Integer(), Type.Null()]),
  residencies: Type.Array(Type.Enum(RESIDENCIES)),
  minimumCreditScore: Type.Union([Type.Integer(), Type.Null()]),
  /** Snapshots of the contract order at creation (cents an hour) */
  payRate: Type.Integer(),
  billRate: Type.Integer(),
  policy: PolicyRecord,
  publicHoliday: Type.Boolean(),
  visibility: Type.Enum(JOB_VISIBILITIES),
  bookingMode: Type.Enum(BOOKING_MODES),
  status: Type.Enum(JOB_STATUSES),
  cancelReason: Type.String(),
  createdAt: Type.String(),
});
export type JobRow = Static<typeof JobRow>;

/** `data` of job/add: the golden path reads the status and the rate snapshots */
export const JobCreated = Type.Object({
  id: Type.Integer(),
  status: Type.Enum(JOB_STATUSES),
  payRate: Type.Integer(),
  billRate: Type.Integer(),
});
export type JobCreated = Static<typeof JobCreated>;

/** POST /backend/api/v1/workforce/job/copy: the job again on each date, same times of day, as drafts */
export const JobCopyBody = Type.Object(
  {
    id: Id,
    dates: Type.Array(IsoDate(), { minItems: 1, maxItems: 62 }),
    /** true: answer what would be made (dates, terms) without writing */
    preview: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type JobCopyBody = Static<typeof JobCopyBody>;

export const JobCopyResult = Type.Object({
  /** The new jobs (empty on a preview) */
  ids: Type.Array(Type.Integer()),
  shifts: Type.Array(
    Type.Object({
      date: Type.String(),
      startAt: Type.String(),
      endAt: Type.String(),
      payRate: Type.Integer(),
      billRate: Type.Integer(),
    }),
  ),
});
export type JobCopyResult = Static<typeof JobCopyResult>;

/** POST /backend/api/v1/workforce/job/assign (golden path step 10) */
export const JobAssignBody = Type.Object(
  {
    jobId: Id,
    workerIds: Type.Array(Id, { minItems: 1, maxItems: 100 }),
    /** true: answer each worker's verdict without writing (the assign screen shows it first) */
    check: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type JobAssignBody = Static<typeof JobAssignBody>;

/** One failed eligibility rule of one worker (`ref`: the ban's scope, the certificate type, the other shift…) */
export const EligibilityFailureRow = Type.Object({
  workerId: Type.Integer(),
  rule: Type.String(),
  ref: Type.Optional(Type.Union([Type.String(), Type.Integer()])),
});
export type EligibilityFailureRow = Static<typeof EligibilityFailureRow>;

export const JobAssignResult = Type.Object({
  /** The work records made, in the order of workerIds (empty on a check) */
  workRecordIds: Type.Array(Type.Integer()),
  /** Every failed rule of every worker (empty when all are eligible) */
  rules: Type.Array(EligibilityFailureRow),
});
export type JobAssignResult = Static<typeof JobAssignResult>;

/** An error answer of job/assign: field errors (400), or every failed rule of every worker (409). */
export const JobAssignErrorEnvelope = Type.Object({
  code: Type.Integer(),
  message: Type.String(),
  data: Type.Union([
    Type.Object({ errors: Type.Array(FieldError) }),
    Type.Object({ rules: Type.Array(EligibilityFailureRow) }),
    Type.Null(),
  ]),
});

/** GET /backend/api/v1/workforce/job/roster: a week of jobs, by department or by worker */
export const JobRosterQuery = Type.Object({
  /** Monday of the week (Singapore) */
  weekOf: IsoDate(),
  by: Type.Optional(Type.Enum(['department', 'worker'])),
  clientId: Type.Optional(Id),
});
export type JobRosterQuery = Static<typeof JobRosterQuery>;

export const JobRosterCell = Type.Object({
  jobId: Type.Integer(),
  code: Type.String(),
  title: Type.String(),
  startAt: Type.String(),
  endAt: Type.String(),
  status: Type.Enum(JOB_STATUSES),
  headcount: Type.Integer(),
  assigned: Type.Integer(),
});

export const JobRoster = Type.Object({
  days: Type.Array(Type.String()),
  rows: Type.Array(
    Type.Object({
      key: Type.String(),
      label: Type.String(),
      /** One list of jobs per day, in the order of `days` */
      days: Type.Array(Type.Array(JobRosterCell)),
    }),
  ),
});
export type JobRoster = Static<typeof JobRoster>;
