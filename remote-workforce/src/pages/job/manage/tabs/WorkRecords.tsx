/**
 * Manage job → Work records: the workers on this job (the work-record list filtered by `jobId`)
 * with their punches, amounts (cents, formatted by the kit) and state; a worker's name opens the
 * record's page, and the full list of the job's records (with its filters and actions) is one link away.
 */
import { type CrudColumn, CrudTable, formatDateTime, formatMoney, StateTag, useCrudList } from '@shiftdesk/shared';
import {
  type JobRow,
  type PageResultOf,
  WorkRecordApi,
  type WorkRecordListQuery,
  type WorkRecordRow,
} from '@shiftdesk/shared/api';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { NS } from '../../../../i18n';
import { ShiftCell } from '../../fields';

// A job holds at most its headcount (≤ 500) of live records, plus the cancelled ones.
const PAGE_SIZE = 500;
const punch = (v: string | null) => (v ? formatDateTime(v, 'YYYY-MM-DD HH:mm') : '—');

export default function WorkRecordsTab({ job }: { job: JobRow }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const query = useMemo<WorkRecordListQuery>(() => ({ jobId: job.id, pageNum: 1, pageSize: PAGE_SIZE }), [job.id]);
  const list = useCrudList<PageResultOf<WorkRecordRow>>(WorkRecordApi.url.list, query);
  const c = (k: string) => t(`job.workRecords.${k}`);
  const money = (cents: number) => formatMoney(cents);
  const columns: CrudColumn<WorkRecordRow>[] = [
    {
      key: 'workerName',
      title: c('worker'),
      alwaysShow: true,
      render: (_: unknown, r) => <Link to={`/jobs/workRecord/detail/${r.id}`}>{r.workerName}</Link>,
    },
    {
      key: 'scheduled',
      title: c('scheduled'),
      defaultHidden: true,
      render: (_: unknown, r) => <ShiftCell startAt={r.scheduledStartAt} endAt={r.scheduledEndAt} />,
    },
    { key: 'clockInAt', title: c('in'), render: (_: unknown, r) => punch(r.clockInAt) },
    { key: 'clockOutAt', title: c('out'), render: (_: unknown, r) => punch(r.clockOutAt) },
    { key: 'payAmount', title: c('payAmount'), align: 'right', render: (_: unknown, r) => money(r.payAmount) },
    { key: 'billAmount', title: c('billAmount'), align: 'right', render: (_: unknown, r) => money(r.billAmount) },
    { key: 'status', title: c('status'), render: (_: unknown, r) => <StateTag state={r.status} /> },
  ];
  return (
    <CrudTable<WorkRecordRow>
      tableKey="workforce.job.workRecords"
      columns={columns}
      rows={list.data?.list ?? []}
      loading={list.loading}
      error={list.error}
      onReload={list.reload}
      pagination={false}
      tools={
        <Button type="link" onClick={() => navigate(`/jobs/workRecord?jobId=${job.id}`)}>
          {c('open')}
        </Button>
      }
    />
  );
}
