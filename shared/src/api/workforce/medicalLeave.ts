/**
 * Workforce → a worker's medical-leave records (MCs; staff tab "Medical-leave records").
 * States `submitted → approved | rejected` (machine `medicalLeave`). Approval excuses the
 * no-shows the MC covers (its linked work records, or no-shows on a day of the MC period) and
 * reverses their credit penalty. The MC scan is uploaded first (upload → key), then added.
 */
import { type Static, Type } from 'typebox';
import { defineEntity } from '../entity';
import { PageQuery } from '../envelope';
import { Id, IsoDate, Text } from '../finance/common';
import { Instant, NullableInt, NullableString, WorkerRef } from './conduct-common';

export const MedicalLeaveApi = defineEntity('workforce', 'medicalLeave', [
  'list',
  'get',
  'add',
  'upload',
  'approve',
  'reject',
]);

export const MC_KINDS = ['outpatient', 'hospitalisation'] as const;
export const MEDICAL_LEAVE_STATUSES = ['submitted', 'approved', 'rejected'] as const;

export const MedicalLeaveOrderBy = Type.Enum(['id', 'startDate', 'status', 'workerName']);

/** GET /backend/api/v1/workforce/medicalLeave/list */
export const MedicalLeaveListQuery = Type.Object({
  ...PageQuery.properties,
  workerId: Type.Optional(Id),
  status: Type.Optional(Type.Enum(MEDICAL_LEAVE_STATUSES)),
  kind: Type.Optional(Type.Enum(MC_KINDS)),
  orderBy: Type.Optional(MedicalLeaveOrderBy),
});
export type MedicalLeaveListQuery = Static<typeof MedicalLeaveListQuery>;

/** Storage key of an uploaded MC scan (what upload answers). */
export const McFileKey = Type.String({
  pattern: '^medicalLeave/[0-9a-f]{32}\\.(pdf|png|jpg)$',
  maxLength: 80,
  examples: ['medicalLeave/0123456789abcdef0123456789abcdef.pdf'],
});

/** POST /backend/api/v1/workforce/medicalLeave/add */
export const MedicalLeaveAddBody = Type.Object(
  {
    workerId: Id,
    startDate: IsoDate({ description: 'First day of the MC' }),
    endDate: IsoDate({ description: 'Last day of the MC (inclusive)' }),
    kind: Type.Enum(MC_KINDS),
    clinic: Text(200, { minLength: 1 }),
    mcNumber: Text(50, { minLength: 1 }),
    /** When the worker told us */
    notifiedAt: Type.Optional(Instant()),
    fileKey: Type.Optional(McFileKey),
    /** Work records the MC excuses (work records come with the jobs issue) */
    workRecordIds: Type.Optional(Type.Array(Id, { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type MedicalLeaveAddBody = Static<typeof MedicalLeaveAddBody>;

export const MedicalLeaveUploadResult = Type.Object({ key: Type.String(), url: Type.String() });
export type MedicalLeaveUploadResult = Static<typeof MedicalLeaveUploadResult>;

export const MedicalLeaveRow = Type.Object({
  id: Type.Integer(),
  ...WorkerRef,
  startDate: Type.String(),
  endDate: Type.String(),
  days: Type.Integer(),
  kind: Type.Enum(MC_KINDS),
  clinic: Type.String(),
  mcNumber: Type.String(),
  fileKey: NullableString,
  /** Where the scan is served (logged-in callers with the get rule) */
  fileUrl: NullableString,
  notifiedAt: NullableString,
  workRecordIds: Type.Array(Type.Integer()),
  status: Type.Enum(MEDICAL_LEAVE_STATUSES),
  decisionReason: Type.String(),
  decidedBy: NullableInt,
  decidedAt: NullableString,
  /** Credit events this MC reversed (after approval) */
  reversedEvents: Type.Integer(),
  createdAt: Type.String(),
});
export type MedicalLeaveRow = Static<typeof MedicalLeaveRow>;
