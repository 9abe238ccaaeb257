/** The applicant's one field list (table, search, export). Person labels reuse `worker.fields`. */
import { defineFields, StateTag } from '@shiftdesk/shared';
import { APPLICANT_SOURCES, APPLICANT_STATUSES, type ApplicantRow } from '@shiftdesk/shared/api';

export const applicantFields = defineFields<ApplicantRow>([
  { key: 'keyword', label: 'applicant.fields.keyword', table: false, export: false, search: true },
  { key: 'name', label: 'worker.fields.name', table: { sortable: true, alwaysShow: true } },
  { key: 'nric', label: 'worker.fields.nric', table: { width: 120 } },
  { key: 'phone', label: 'worker.fields.phone', table: { width: 130 } },
  {
    key: 'status',
    label: 'worker.fields.status',
    table: { sortable: true, width: 120, render: (r) => <StateTag state={r.status} /> },
    search: { type: 'select' },
  },
  {
    key: 'source',
    label: 'applicant.fields.source',
    table: { sortable: true, width: 110 },
    search: { type: 'select' },
    export: (r, t) => t(`applicant.source.${r.source}`),
  },
  {
    key: 'residency',
    label: 'worker.fields.residency',
    table: { width: 150 },
    search: { type: 'select' },
    export: (r, t) => t(`worker.residency.${r.residency}`),
  },
  { key: 'duplicate', label: 'applicant.fields.duplicate', table: false, export: false, search: { type: 'select' } },
  { key: 'duplicateWorkerId', label: 'applicant.fields.worker', table: { width: 200 } },
  { key: 'reason', label: 'applicant.fields.reason', table: { ellipsis: true, defaultHidden: true } },
  { key: 'createdAt', label: 'applicant.fields.createdAt', datetime: true, table: { sortable: true, width: 170 } },
]);

export const APPLICANT_SORTABLE = ['name', 'status', 'source', 'createdAt'];
export { APPLICANT_SOURCES, APPLICANT_STATUSES };
