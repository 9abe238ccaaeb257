/**
 * Workforce → Worker certificates: a certificate a worker holds, with its file (PDF or image).
 * States `pending → verified | rejected`, `verified → expired` (machine `workerCertificate`; PUT
 * /workforce/workerCertificate/verify|reject, the daily sweep expires). Only a pending one is
 * edited or deleted. Rows name the worker (`workerId`, `workerName`), never the NRIC.
 */
import { type Static, Type } from 'typebox';
import { defineEntity } from '../entity';
import { PageQuery } from '../envelope';
import { Id, IsoDate, Text } from '../finance/common';

export const WorkerCertificateApi = defineEntity('workforce', 'workerCertificate', [
  'list',
  'get',
  'add',
  'edit',
  'delete',
  'verify',
  'reject',
  'upload',
  'file',
]);

export const WORKER_CERTIFICATE_STATUSES = ['pending', 'verified', 'rejected', 'expired'] as const;
export type WorkerCertificateStatus = (typeof WORKER_CERTIFICATE_STATUSES)[number];

/** Files a certificate or document may be: a scan (PDF) or a photo. */
export const DOCUMENT_FILE_TYPES = ['pdf', 'png', 'jpg', 'webp'] as const;
/** Largest certificate or document file. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** A stored file's key as the upload answered it (`workerCertificate/<32 hex>.pdf`). */
export const FileKey = (kind: string) =>
  Type.String({
    maxLength: 100,
    pattern: `^${kind}/[0-9a-f]{32}\\.(pdf|png|jpg|webp)$`,
    examples: [`${kind}/3f2c9a0b1d4e5f60718293a4b5c6d7e8.pdf`],
  });

/** POST …/upload answer: the key to send as `fileKey` with add / edit. */
export const UploadedFile = Type.Object({ fileKey: Type.String(), contentType: Type.String(), size: Type.Integer() });
export type UploadedFile = Static<typeof UploadedFile>;

/** GET …/file?id= : the record's file. */
export const FileOfQuery = Type.Object({ id: Id });

export const WorkerCertificateOrderBy = Type.Enum(['id', 'workerName', 'typeName', 'expiresOn', 'status', 'createdAt']);

/** GET /backend/api/v1/workforce/workerCertificate/list */
export const WorkerCertificateListQuery = Type.Object({
  ...PageQuery.properties,
  workerId: Type.Optional(Id),
  /** Contains, over the worker's name */
  workerName: Type.Optional(Type.String({ maxLength: 100 })),
  typeId: Type.Optional(Id),
  status: Type.Optional(Type.Enum(WORKER_CERTIFICATE_STATUSES)),
  /** Verified certificates expiring from today (Singapore) to today + N days */
  expiringWithinDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 366 })),
  /** Contains, over the certificate number */
  number: Type.Optional(Type.String({ maxLength: 100 })),
  orderBy: Type.Optional(WorkerCertificateOrderBy),
});
export type WorkerCertificateListQuery = Static<typeof WorkerCertificateListQuery>;

const WorkerCertificateFormFields = {
  workerId: Id,
  typeId: Id,
  number: Type.Optional(Text(100)),
  issuer: Type.Optional(Text(200)),
  issuedOn: Type.Optional(IsoDate()),
  /** Required when the type expires; refused when it does not (leave it out) */
  expiresOn: Type.Optional(IsoDate()),
  fileKey: FileKey('workerCertificate'),
  remark: Type.Optional(Text(500)),
};

/** POST /backend/api/v1/workforce/workerCertificate/add (pending until verified) */
export const WorkerCertificateAddBody = Type.Object(WorkerCertificateFormFields, { additionalProperties: false });
export type WorkerCertificateAddBody = Static<typeof WorkerCertificateAddBody>;

/** PUT /backend/api/v1/workforce/workerCertificate/edit (pending only; 409 otherwise) */
export const WorkerCertificateEditBody = Type.Object(
  { id: Id, ...WorkerCertificateFormFields },
  { additionalProperties: false },
);
export type WorkerCertificateEditBody = Static<typeof WorkerCertificateEditBody>;

export const WorkerCertificateRow = Type.Object({
  id: Type.Integer(),
  workerId: Type.Integer(),
  workerName: Type.String(),
  typeId: Type.Integer(),
  typeName: Type.String(),
  blocksEligibility: Type.Boolean(),
  number: Type.String(),
  issuer: Type.String(),
  issuedOn: Type.Union([Type.String(), Type.Null()]),
  expiresOn: Type.Union([Type.String(), Type.Null()]),
  fileKey: Type.String(),
  /** image/png … or application/pdf */
  fileType: Type.String(),
  status: Type.Enum(WORKER_CERTIFICATE_STATUSES),
  /** Why it was rejected */
  reason: Type.String(),
  verifiedBy: Type.Union([Type.String(), Type.Null()]),
  verifiedAt: Type.Union([Type.String(), Type.Null()]),
  /** The last reminder threshold sent (days before expiry), null before any */
  lastReminderDay: Type.Union([Type.Integer(), Type.Null()]),
  remark: Type.String(),
  deptId: Type.Union([Type.Integer(), Type.Null()]),
  createdBy: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type WorkerCertificateRow = Static<typeof WorkerCertificateRow>;

/** What the jobs issue checks eligibility with (service `eligibleCertificates`). */
export interface EligibleCertificate {
  certificateId: number;
  typeId: number;
  typeName: string;
  blocksEligibility: boolean;
  expiresOn: string | null;
}
