/** The applicant's one field list (table, search, export). Person labels reuse `worker.fields`. */
import WarningOutlined from '@ant-design/icons/es/icons/WarningOutlined';
import { defineFields } from '@shiftdesk/shared';
import { APPLICANT_SOURCES, APPLICANT_STATUSES, type ApplicantRow, applicantMachine, RESIDENCIES } from '@shiftdesk/shared/api';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../i18n';

/** The worker the sign-up became, else the worker already holding its NRIC or phone. */
function WorkerCell({ row }: { row: ApplicantRow }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  // Opens on the Application tab: coming from a sign-up, that is what the user looks for.
  const toWorker = (id: number) => navigate(`/workforce/worker/manage/${id}?tab=applicant`);
  if (row.workerId) {
    const id = row.workerId;
    return (
      <Button type="link" size="small" onClick={() => toWorker(id)}>
        #{id} {row.workerName}
      </Button>
    );
  }
  if (!row.duplicateWorkerId) return '—';
  const dup = row.duplicateWorkerId;
  return (
    <Tooltip title={t('applicant.duplicateHint')}>
      <Button type="link" size="small" danger icon={<WarningOutlined />} onClick={() => toWorker(dup)}>
        {t('applicant.duplicateOf', { id: dup })}
      </Button>
    </Tooltip>
  );
}

export const applicantFields = defineFields<ApplicantRow>([
  { key: 'keyword', label: 'applicant.fields.keyword', table: false, export: false, search: true },
  { key: 'name', label: 'worker.fields.name', table: { sortable: true, alwaysShow: true } },
  { key: 'nric', label: 'worker.fields.nric', table: { width: 120 } },
  { key: 'phone', label: 'worker.fields.phone', table: { width: 130 } },
  { key: 'status', label: 'worker.fields.status', state: applicantMachine, table: { sortable: true, width: 120 }, search: true },
  {
    key: 'source',
    label: 'applicant.fields.source',
    options: { values: APPLICANT_SOURCES, label: (v) => `applicant.source.${v}` },
    table: { sortable: true, width: 110 },
    search: true,
  },
  {
    key: 'residency',
    label: 'worker.fields.residency',
    options: { values: RESIDENCIES, label: (v) => `worker.residency.${v}` },
    table: { width: 150 },
    search: true,
  },
  {
    key: 'duplicate',
    label: 'applicant.fields.duplicate',
    options: { values: ['true'], label: () => 'applicant.yes' },
    table: false,
    export: false,
    search: true,
  },
  {
    key: 'duplicateWorkerId',
    label: 'applicant.fields.worker',
    table: { width: 200, render: (r) => <WorkerCell row={r} /> },
    export: (r) => r.workerId ?? r.duplicateWorkerId,
  },
  { key: 'jobCode', label: 'applicant.fields.jobCode', table: { width: 130, defaultHidden: true } },
  { key: 'reason', label: 'applicant.fields.reason', table: { ellipsis: true, defaultHidden: true } },
  { key: 'createdAt', label: 'applicant.fields.createdAt', datetime: true, table: { sortable: true, width: 170 } },
]);
