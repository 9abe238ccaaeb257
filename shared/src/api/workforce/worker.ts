/**
 * Workforce → Workers (DOMAIN.md "Workers"). The NRIC is stored whole and answered masked
 * (`S****567A`) everywhere; the whole number (and bank account, masked to its last 4) only
 * through GET revealNric, which needs its own rule and writes an audit row each time. Status moves through the `worker` machine
 * (PUT /workforce/worker/<action>); `suspend` takes an until date.
 */
import { type Static, Type } from 'typebox';
import { defineEntity } from '../entity';
import { FieldError, IdsBody, PageQuery } from '../envelope';
import { Id, IsoDate, Text } from '../finance/common';
import { ENGAGEMENT_TYPES, NullableDate, NullableText, PersonFields, PersonRowFields, RESIDENCIES, TypedPhone } from './common';

export const WorkerApi = defineEntity('workforce', 'worker', [
  'list',
  'get',
  'add',
  'edit',
  'delete',
  'verify',
  'suspend',
  'reinstate',
  'deactivate',
  'reactivate',
  'blacklist',
  'revealNric',
  'avatar',
  'importTemplate',
  'import',
]);

export const WORKER_STATUSES = [
  'pending_verification',
  'active',
  'suspended',
  'banned',
  'inactive',
  'blacklisted',
] as const;
export type WorkerStatus = (typeof WORKER_STATUSES)[number];

export const WorkerOrderBy = Type.Enum(['id', 'name', 'status', 'creditScore', 'lastWorkedAt', 'joinedAt', 'createdAt']);

/** GET /backend/api/v1/workforce/worker/list */
export const WorkerListQuery = Type.Object({
  ...PageQuery.properties,
  /** Contains over name and phone; 4 characters also match the NRIC's last 4 (`567A`) */
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  phone: Type.Optional(Type.String({ maxLength: 16 })),
  /** The NRIC's last 4 characters (3 digits and the letter); never a whole NRIC */
  nricLast4: Type.Optional(Type.String({ minLength: 4, maxLength: 4, pattern: '^\\d{3}[A-Za-z]$', examples: ['567D'] })),
  status: Type.Optional(Type.Enum(WORKER_STATUSES)),
  residency: Type.Optional(Type.Enum(RESIDENCIES)),
  engagementType: Type.Optional(Type.Enum(ENGAGEMENT_TYPES)),
  /** Workers having this skill */
  skill: Type.Optional(Type.String({ maxLength: 50 })),
  /** Workers holding a verified certificate of this type */
  certificateTypeId: Type.Optional(Id),
  creditScoreMin: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  creditScoreMax: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  /** Last worked on or after this day (Singapore) */
  lastWorkedFrom: Type.Optional(IsoDate()),
  /** Last worked on or before this day (Singapore) */
  lastWorkedTo: Type.Optional(IsoDate()),
  orderBy: Type.Optional(WorkerOrderBy),
});
export type WorkerListQuery = Static<typeof WorkerListQuery>;

const WorkerFormFields = {
  ...PersonFields,
  engagementType: Type.Enum(ENGAGEMENT_TYPES),
  address: Type.Optional(Text(500)),
  bankName: Type.Optional(NullableText(100)),
  /** Digits and dashes; a bank account or PayNow is required before the worker is verified */
  bankAccount: Type.Optional(Type.Union([Type.String({ maxLength: 34, pattern: '^[0-9-]{6,34}$', examples: ['123-45678-9'] }), Type.Null()])),
  /** PayNow proxy: an SG mobile or NRIC/UEN */
  payNow: Type.Optional(NullableText(20)),
  emergencyName: Type.Optional(Text(100)),
  emergencyPhone: Type.Optional(Type.Union([TypedPhone, Type.Literal('')])),
  emergencyRelation: Type.Optional(Text(50)),
  languages: Type.Optional(Type.Array(Text(30, { minLength: 1 }), { maxItems: 20 })),
  skills: Type.Optional(Type.Array(Text(50, { minLength: 1 }), { maxItems: 50 })),
  joinedAt: Type.Optional(NullableDate('Joined on')),
  remark: Type.Optional(Text(500)),
  /** The worker who referred this one (a referral incentive pays them); null for none */
  referredBy: Type.Optional(Type.Union([Id, Type.Null()])),
};

/** POST /backend/api/v1/workforce/worker/add (new workers start `pending_verification`) */
export const WorkerAddBody = Type.Object(WorkerFormFields, { additionalProperties: false });
export type WorkerAddBody = Static<typeof WorkerAddBody>;

/** PUT /backend/api/v1/workforce/worker/edit: patch semantics, absent fields keep their value */
export const WorkerEditBody = Type.Object(
  { id: Id, ...Type.Partial(Type.Object(WorkerFormFields)).properties },
  { additionalProperties: false },
);
export type WorkerEditBody = Static<typeof WorkerEditBody>;

/** `data` of worker/add: the golden path reads `status` */
export const WorkerCreated = Type.Object({ id: Type.Integer(), status: Type.Enum(WORKER_STATUSES) });
export type WorkerCreated = Static<typeof WorkerCreated>;

export const WorkerRow = Type.Object({
  ...PersonRowFields,
  age: Type.Integer(),
  address: Type.String(),
  bankName: Type.Union([Type.String(), Type.Null()]),
  /** Masked to the last 4; whole only through revealNric (audited) */
  bankAccount: Type.Union([Type.String(), Type.Null()]),
  payNow: Type.Union([Type.String(), Type.Null()]),
  emergencyName: Type.String(),
  emergencyPhone: Type.String(),
  emergencyRelation: Type.String(),
  languages: Type.Array(Type.String()),
  skills: Type.Array(Type.String()),
  creditScore: Type.Integer(),
  status: Type.Enum(WORKER_STATUSES),
  suspendedUntil: Type.Union([Type.String(), Type.Null()]),
  joinedAt: Type.Union([Type.String(), Type.Null()]),
  lastWorkedAt: Type.Union([Type.String(), Type.Null()]),
  /** URL of the photo, relative to /backend (null without one) */
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
  remark: Type.String(),
  referredBy: Type.Union([Type.Integer(), Type.Null()]),
  referredByName: Type.Union([Type.String(), Type.Null()]),
  deptId: Type.Union([Type.Integer(), Type.Null()]),
  createdBy: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type WorkerRow = Static<typeof WorkerRow>;

/** DELETE /backend/api/v1/workforce/worker/delete (pending_verification and unreferenced only) */
export const WorkerDeleteBody = IdsBody;

/** PUT /backend/api/v1/workforce/worker/suspend: until a day (the daily sweep reinstates) */
export const WorkerSuspendBody = Type.Object(
  {
    id: Id,
    until: IsoDate({ description: 'Suspended up to and including this day' }),
    reason: Type.String({ minLength: 1, maxLength: 1000 }),
  },
  { additionalProperties: false },
);
export type WorkerSuspendBody = Static<typeof WorkerSuspendBody>;

/** GET /backend/api/v1/workforce/worker/revealNric?id= (audited) */
export const WorkerRevealed = Type.Object({
  id: Type.Integer(),
  nric: Type.String(),
  bankAccount: Type.Union([Type.String(), Type.Null()]),
});
export type WorkerRevealed = Static<typeof WorkerRevealed>;

/** One refused row of an import (`row` is the sheet's row number, header = 1) */
export const WorkerImportRowError = Type.Object({
  row: Type.Integer(),
  field: Type.String(),
  message: Type.String(),
});
export type WorkerImportRowError = Static<typeof WorkerImportRowError>;

/**
 * Error answers of the import: a refused file's 400 carries `rows` (every bad row) beside the
 * usual `errors`; other errors are the usual envelope.
 */
export const WorkerImportErrorEnvelope = Type.Object({
  code: Type.Integer(),
  message: Type.String(),
  data: Type.Union([
    Type.Object({ errors: Type.Array(FieldError), rows: Type.Optional(Type.Array(WorkerImportRowError)) }),
    Type.Null(),
  ]),
});

/** `data` of POST /backend/api/v1/workforce/worker/import: done inline, or a job for big files */
export const WorkerImportResult = Type.Object({
  /** Rows imported (0 while a job is still running) */
  imported: Type.Integer(),
  /** The job's id when the file was large enough to run in the queue (progress over the socket) */
  jobId: Type.Union([Type.String(), Type.Null()]),
});
export type WorkerImportResult = Static<typeof WorkerImportResult>;

/** The import template's columns, in order (the header row holds these keys). */
export const WORKER_IMPORT_COLUMNS = [
  'name',
  'nric',
  'dateOfBirth',
  'gender',
  'nationality',
  'residency',
  'prStartDate',
  'passType',
  'passExpiry',
  'engagementType',
  'phone',
  'email',
  'address',
  'bankName',
  'bankAccount',
  'payNow',
  'emergencyName',
  'emergencyPhone',
  'emergencyRelation',
  'languages',
  'skills',
] as const;
