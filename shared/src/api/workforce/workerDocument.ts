/**
 * Workforce → Extra documents: any other paper staff keep about a worker (a contract, a pass
 * letter, a bank statement) with its file. No state and no effect on eligibility; an expiry date
 * only when the paper has one. Rows name the worker (`workerId`, `workerName`), never the NRIC.
 */
import { type Static, Type } from 'typebox';
import { defineEntity } from '../entity';
import { PageQuery } from '../envelope';
import { Id, IsoDate, Text } from '../finance/common';
import { FileKey } from './workerCertificate';

export const WorkerDocumentApi = defineEntity('workforce', 'workerDocument', [
  'list',
  'get',
  'add',
  'edit',
  'delete',
  'upload',
  'file',
]);

export const WorkerDocumentOrderBy = Type.Enum(['id', 'title', 'expiresOn', 'createdAt']);

/** GET /backend/api/v1/workforce/workerDocument/list */
export const WorkerDocumentListQuery = Type.Object({
  ...PageQuery.properties,
  workerId: Type.Optional(Id),
  /** Contains, over the title */
  title: Type.Optional(Type.String({ maxLength: 100 })),
  orderBy: Type.Optional(WorkerDocumentOrderBy),
});
export type WorkerDocumentListQuery = Static<typeof WorkerDocumentListQuery>;

const WorkerDocumentFormFields = {
  workerId: Id,
  title: Text(200, { minLength: 1 }),
  number: Type.Optional(Text(100)),
  issuer: Type.Optional(Text(200)),
  issuedOn: Type.Optional(IsoDate()),
  expiresOn: Type.Optional(IsoDate()),
  fileKey: FileKey('workerDocument'),
  remark: Type.Optional(Text(500)),
};

/** POST /backend/api/v1/workforce/workerDocument/add */
export const WorkerDocumentAddBody = Type.Object(WorkerDocumentFormFields, { additionalProperties: false });
export type WorkerDocumentAddBody = Static<typeof WorkerDocumentAddBody>;

/** PUT /backend/api/v1/workforce/workerDocument/edit */
export const WorkerDocumentEditBody = Type.Object({ id: Id, ...WorkerDocumentFormFields }, { additionalProperties: false });
export type WorkerDocumentEditBody = Static<typeof WorkerDocumentEditBody>;

export const WorkerDocumentRow = Type.Object({
  id: Type.Integer(),
  workerId: Type.Integer(),
  workerName: Type.String(),
  title: Type.String(),
  number: Type.String(),
  issuer: Type.String(),
  issuedOn: Type.Union([Type.String(), Type.Null()]),
  expiresOn: Type.Union([Type.String(), Type.Null()]),
  fileKey: Type.String(),
  fileType: Type.String(),
  remark: Type.String(),
  deptId: Type.Union([Type.Integer(), Type.Null()]),
  createdBy: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type WorkerDocumentRow = Static<typeof WorkerDocumentRow>;
