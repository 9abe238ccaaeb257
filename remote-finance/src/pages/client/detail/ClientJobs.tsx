/**
 * Client detail → Jobs: this client's jobs, read straight from the workforce API (a ClientTab
 * over the `JobApi` list): shift dates and status filter it; the job's code opens its manage page
 * (/jobs/job/manage/:id) for a user who may read a job.
 */
import { defineFields, formatDateTime } from '@shiftdesk/shared';
import { JobApi, type JobRow, jobMachine } from '@shiftdesk/shared/api';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { ClientTab } from './ClientTab';

export const JOBS_PATH = '/jobs/job';
export const jobManagePath = (id: number) => `${JOBS_PATH}/manage/${id}`;

const time = (iso: string) => formatDateTime(iso, 'HH:mm');
/** Short of its headcount while still taking workers (as the job list marks it). */
const unfilled = (r: JobRow) => r.assigned < r.headcount && (r.status === 'draft' || r.status === 'published');
const L = (k: string) => `client.detail.jobs.${k}`;

/** The shift: its Singapore date and times, "+1 day" when it ends the next day. */
function Shift({ row: r }: { row: JobRow }) {
  const { t } = useTranslation(NS);
  const nextDay = formatDateTime(r.endAt, 'YYYY-MM-DD') > r.shiftDate;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {`${r.shiftDate} ${time(r.startAt)}–${time(r.endAt)}`}
      {nextDay ? <Tag style={{ marginInlineStart: 6 }}>{t(L('nextDay'))}</Tag> : null}
    </span>
  );
}

/** Assigned of headcount; an open job marked unfilled in words, not colour alone. */
function Staffing({ row: r }: { row: JobRow }) {
  const { t } = useTranslation(NS);
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {r.assigned}/{r.headcount}
      {unfilled(r) ? (
        <Tag color="warning" style={{ marginInlineStart: 6 }}>
          {t(L('unfilled'))}
        </Tag>
      ) : null}
    </span>
  );
}

/** The job columns and filters of this tab. */
export const clientJobFields = defineFields<JobRow>([
  { key: 'code', label: L('fields.code'), table: { sortable: true, alwaysShow: true, width: 130 } },
  { key: 'title', label: L('fields.title'), table: { sortable: true, ellipsis: true } },
  { key: 'deptName', label: L('fields.deptName'), table: { ellipsis: true } },
  { key: 'positionName', label: L('fields.positionName'), table: { ellipsis: true } },
  { key: 'date', label: L('fields.date'), table: false, search: { type: 'dateRange' } },
  { key: 'startAt', label: L('fields.shift'), table: { sortable: true, render: (r) => <Shift row={r} /> } },
  {
    key: 'headcount',
    label: L('fields.staffing'),
    table: { sortable: true, width: 150, render: (r) => <Staffing row={r} /> },
  },
  { key: 'status', label: L('fields.status'), state: jobMachine, table: { sortable: true, width: 130 }, search: true },
]);

/** The tab's date pair is the API's dateFrom / dateTo. */
const toApi = ({ date, ...rest }: Record<string, unknown>) => {
  const [dateFrom, dateTo] = (date as [string, string] | undefined) ?? [];
  return { ...rest, dateFrom, dateTo };
};

export function ClientJobs({ clientId }: { clientId: number }) {
  const { t } = useTranslation(NS);
  return (
    <ClientTab<JobRow>
      clientId={clientId}
      listUrl={JobApi.url.list}
      fields={clientJobFields}
      tableKey="finance.client.detail.jobs"
      testId="client-jobs"
      toApi={toApi}
      link={{ key: 'code', rule: JobApi.rule.get, to: (r) => jobManagePath(r.id), text: (r) => r.code }}
      more={{ label: t(L('open')), to: `${JOBS_PATH}?clientId=${clientId}` }}
    />
  );
}
