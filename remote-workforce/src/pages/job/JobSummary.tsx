/**
 * The job a page acts on (copy, assign): read by id, and shown as a short header so staff see
 * which shift they copy or staff. A page without a valid id, or a job not found, says so with a
 * way back to the list.
 */
import { StateTag, useCrudList } from '@shiftdesk/shared';
import { JobApi, type JobRow } from '@shiftdesk/shared/api';
import { Button, Descriptions, Result, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../i18n';
import { JOBS_PATH, ShiftCell, StaffingCell } from './fields';

export function useJob(id: number) {
  const valid = Number.isInteger(id) && id > 0;
  const query = useMemo(() => ({ id }), [id]);
  const job = useCrudList<JobRow>(valid ? JobApi.url.get : null, query);
  return { ...job, valid };
}

/** What stands in for the page while the job is loading, missing or not given. */
export function JobMissing({ job }: { job: ReturnType<typeof useJob> }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  if (job.valid && (job.loading || (!job.error && !job.data))) return <Skeleton active />;
  return (
    <Result
      status={job.valid ? (job.error ? 'error' : '404') : 'warning'}
      title={t(job.valid ? 'job.notFound' : 'job.missingId')}
      extra={<Button onClick={() => navigate(JOBS_PATH)}>{t('job.backToList')}</Button>}
    />
  );
}

export function JobSummary({ job }: { job: JobRow }) {
  const { t } = useTranslation(NS);
  const f = (k: string) => t(`job.fields.${k}`);
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={[
        { key: 'code', label: f('code'), children: `${job.code} · ${job.title}` },
        { key: 'client', label: f('clientName'), children: `${job.clientName} · ${job.deptName}` },
        { key: 'position', label: f('positionName'), children: job.positionName },
        {
          key: 'shift',
          label: f('shift'),
          children: <ShiftCell date={job.shiftDate} startAt={job.startAt} endAt={job.endAt} />,
        },
        { key: 'staffing', label: f('staffing'), children: <StaffingCell row={job} /> },
        { key: 'status', label: f('status'), children: <StateTag state={job.status} /> },
      ]}
    />
  );
}
