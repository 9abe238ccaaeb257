/** The worker's one field list (table, search, export) and its option lists. */
import { defineFields, FileAvatar } from '@shiftdesk/shared';
import {
  CertificateTypeRef,
  ENGAGEMENT_TYPES,
  GENDERS,
  PASS_TYPES,
  RESIDENCIES,
  type WorkerAddBody,
  type WorkerRow,
  workerMachine,
} from '@shiftdesk/shared/api';
import { Space, Tag } from 'antd';
import { sgDay } from './form';

// biome-ignore lint/suspicious/noExplicitAny: i18next's TFunction generics differ per namespace
type T = (key: any) => string;

export const workerFields = defineFields<WorkerRow, WorkerAddBody>([
  {
    key: 'name',
    label: 'worker.fields.name',
    table: {
      sortable: true,
      alwaysShow: true,
      render: (r) => (
        <Space size={8}>
          <FileAvatar size="small" url={r.avatarUrl} name={r.name} />
          {r.name}
        </Space>
      ),
    },
    search: true,
  },
  { key: 'nric', label: 'worker.fields.nric', table: { width: 120 } },
  {
    key: 'nricLast4',
    label: 'worker.fields.nricLast4',
    table: false,
    export: false,
    search: { maxLength: 4, width: 120 },
  },
  { key: 'phone', label: 'worker.fields.phone', table: { width: 130 }, search: true },
  { key: 'status', label: 'worker.fields.status', state: workerMachine, table: { sortable: true, width: 140 }, search: true },
  {
    key: 'residency',
    label: 'worker.fields.residency',
    options: { values: RESIDENCIES, label: (v) => `worker.residency.${v}` },
    table: { width: 150 },
    search: true,
  },
  {
    key: 'engagementType',
    label: 'worker.fields.engagementType',
    options: { values: ENGAGEMENT_TYPES, label: (v) => `worker.engagement.${v}` },
    table: { defaultHidden: true, width: 120 },
  },
  {
    key: 'skills',
    label: 'worker.fields.skills',
    export: (r) => r.skills.join(', '),
    table: {
      ellipsis: true,
      render: (r) => (
        <span>
          {r.skills.slice(0, 3).map((s) => (
            <Tag key={s}>{s}</Tag>
          ))}
          {r.skills.length > 3 ? `+${r.skills.length - 3}` : null}
        </span>
      ),
    },
  },
  { key: 'skill', label: 'worker.fields.skill', table: false, export: false, search: true },
  {
    key: 'certificateTypeId',
    label: 'worker.fields.certificateTypeId',
    // The filter offers retired types too: staff still look for holders of a type no longer issued.
    ref: { to: CertificateTypeRef },
    table: false,
    export: false,
    search: { width: 180 },
  },
  { key: 'creditScore', label: 'worker.fields.creditScore', table: { sortable: true, width: 110 } },
  { key: 'creditScoreMin', label: 'worker.fields.creditScoreMin', table: false, export: false, search: { width: 110 } },
  { key: 'creditScoreMax', label: 'worker.fields.creditScoreMax', table: false, export: false, search: { width: 110 } },
  {
    key: 'lastWorkedAt',
    label: 'worker.fields.lastWorkedAt',
    datetime: true,
    table: { sortable: true, width: 170 },
  },
  { key: 'lastWorked', label: 'worker.fields.lastWorked', table: false, export: false, search: { type: 'dateRange' } },
  { key: 'nationality', label: 'worker.fields.nationality', table: { defaultHidden: true } },
  { key: 'email', label: 'worker.fields.email', table: { defaultHidden: true, ellipsis: true } },
  {
    key: 'joinedAt',
    label: 'worker.fields.joinedAt',
    table: { sortable: true, defaultHidden: true, width: 120, render: (r) => sgDay(r.joinedAt) || '—' },
    export: (r) => sgDay(r.joinedAt),
  },
  {
    key: 'createdAt',
    label: 'worker.fields.createdAt',
    datetime: true,
    table: { sortable: true, defaultHidden: true },
  },
]);

export { ENGAGEMENT_TYPES, GENDERS, PASS_TYPES, RESIDENCIES };

/** Select options of an enum, labelled from `worker.<group>.<value>`. */
export const optionsOf = (t: T, group: string, values: readonly string[]) =>
  values.map((v) => ({ value: v, label: t(`worker.${group}.${v}`) }));
