/** The fields of worker certificates, certificate types and extra documents (columns, search, form, export). */
import { defineFields, StateTag } from '@shiftdesk/shared';
import type {
  CertificateTypeAddBody,
  CertificateTypeRow,
  WorkerCertificateAddBody,
  WorkerCertificateRow,
  WorkerDocumentAddBody,
  WorkerDocumentRow,
} from '@shiftdesk/shared/api';
import { Link } from 'react-router-dom';

const workerLink = (r: { workerId: number; workerName: string }) => (
  <Link to={`/workforce/worker/manage/${r.workerId}`}>{r.workerName}</Link>
);

export const certificateFields = defineFields<WorkerCertificateRow, WorkerCertificateAddBody>([
  { key: 'workerName', label: 'certificate.fields.worker', table: { sortable: true, alwaysShow: true, render: workerLink } },
  { key: 'typeName', label: 'certificate.fields.type', table: { sortable: true } },
  { key: 'number', label: 'certificate.fields.number', table: {}, form: true },
  { key: 'issuer', label: 'certificate.fields.issuer', table: { defaultHidden: true }, form: true },
  { key: 'issuedOn', label: 'certificate.fields.issuedOn', table: { defaultHidden: true }, form: { type: 'date' } },
  { key: 'expiresOn', label: 'certificate.fields.expiresOn', table: { sortable: true, width: 120 }, form: { type: 'date' } },
  {
    key: 'status',
    label: 'certificate.fields.status',
    table: { sortable: true, width: 110, render: (r) => <StateTag state={r.status} /> },
  },
  { key: 'reason', label: 'certificate.fields.reason', table: { ellipsis: true, defaultHidden: true } },
  { key: 'verifiedBy', label: 'certificate.fields.verifiedBy', table: { defaultHidden: true } },
  { key: 'remark', label: 'certificate.fields.remark', table: false, form: { type: 'textarea', full: true } },
  { key: 'createdAt', label: 'certificate.fields.createdAt', datetime: true, table: { sortable: true, defaultHidden: true } },
]);

export const typeFields = defineFields<CertificateTypeRow, CertificateTypeAddBody>([
  { key: 'name', label: 'certificate.typeFields.name', table: { sortable: true, alwaysShow: true }, search: true, form: true },
  { key: 'description', label: 'certificate.typeFields.description', table: { ellipsis: true }, form: { type: 'textarea', full: true } },
  { key: 'expires', label: 'certificate.typeFields.expires', table: { width: 90 }, form: { type: 'switch', switchValues: [true, false] } },
  {
    key: 'blocksEligibility',
    label: 'certificate.typeFields.blocksEligibility',
    table: { width: 140 },
    form: { type: 'switch', switchValues: [true, false] },
  },
  { key: 'reminderDays', label: 'certificate.typeFields.reminderDays', table: { width: 150 }, form: { type: 'custom' } },
  {
    key: 'status',
    label: 'certificate.typeFields.status',
    table: { sortable: true, width: 100, render: (r) => <StateTag state={r.status} /> },
    search: { type: 'select' },
    form: { type: 'radio' },
  },
  { key: 'certificateCount', label: 'certificate.typeFields.certificateCount', table: { width: 100 } },
]);

export const documentFields = defineFields<WorkerDocumentRow, WorkerDocumentAddBody>([
  { key: 'title', label: 'certificate.documentFields.title', table: { sortable: true, alwaysShow: true }, form: true },
  { key: 'number', label: 'certificate.documentFields.number', table: {}, form: true },
  { key: 'issuer', label: 'certificate.documentFields.issuer', table: { defaultHidden: true }, form: true },
  { key: 'issuedOn', label: 'certificate.documentFields.issuedOn', table: { defaultHidden: true }, form: { type: 'date' } },
  { key: 'expiresOn', label: 'certificate.documentFields.expiresOn', table: { sortable: true, width: 120 }, form: { type: 'date' } },
  { key: 'remark', label: 'certificate.documentFields.remark', table: false, form: { type: 'textarea', full: true } },
  { key: 'createdAt', label: 'certificate.documentFields.createdAt', datetime: true, table: { sortable: true } },
]);
