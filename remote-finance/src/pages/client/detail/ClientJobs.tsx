/**
 * Client detail → Jobs: this client's jobs, read straight from the workforce API (`JobApi` list
 * filtered by `clientId` on the server; this remote does not load the workforce remote's code).
 * Shift dates and status filter it, paging and sort are the server's; the job's code opens its
 * manage page (/jobs/job/manage/:id) for a user who may read a job, and the whole job list of the
 * client is one link away. Filters live in the tab, not the URL (the page's `?tab=` is its own).
 */
import { CrudTable, defineFields, formatDateTime, SearchForm, useAuth, useCrudList } from '@shiftdesk/shared';
import { JobApi, type JobRow, jobMachine, type PageResultOf } from '@shiftdesk/shared/api';
import { Button, Flex, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { NS } from '../../../i18n';

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

type Filters = { date?: [string, string]; status?: string };
type Sort = { orderBy?: string; orderDir?: 'asc' | 'desc' };

export function ClientJobs({ clientId }: { clientId: number }) {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [sort, setSort] = useState<Sort>({});
  const query = useMemo(() => {
    const [dateFrom, dateTo] = filters.date ?? [];
    const q: Record<string, unknown> = { clientId, dateFrom, dateTo, status: filters.status, ...sort, ...paging };
    for (const k of Object.keys(q)) if (q[k] === undefined) delete q[k];
    return q;
  }, [clientId, filters, sort, paging]);
  const list = useCrudList<PageResultOf<JobRow>>(JobApi.url.list, query);
  const canOpen = has(JobApi.rule.get);
  const columns = clientJobFields
    .columns(t)
    .map((c) =>
      c.key === 'code' && canOpen
        ? { ...c, render: (_: unknown, r: JobRow) => <Link to={jobManagePath(r.id)}>{r.code}</Link> }
        : c,
    );

  return (
    <Flex vertical gap={12} data-testid="client-jobs">
      <SearchForm<Filters>
        fields={clientJobFields.search<Filters>(t)}
        value={filters}
        onSearch={(f) => {
          setFilters(f);
          setPaging((p) => ({ ...p, pageNum: 1 }));
        }}
        onReset={() => {
          setFilters({});
          setPaging((p) => ({ ...p, pageNum: 1 }));
        }}
      />
      <CrudTable<JobRow>
        tableKey="finance.client.detail.jobs"
        columns={columns}
        rows={list.data?.list ?? []}
        loading={list.loading}
        error={list.error}
        onReload={list.reload}
        filtered={!!(filters.date || filters.status)}
        pagination={{
          total: list.data?.total ?? 0,
          page: paging.pageNum,
          pageSize: paging.pageSize,
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
        sort={{
          names: clientJobFields.sortable(),
          ...sort,
          onChange: (orderBy, orderDir) => {
            setSort(orderBy ? { orderBy, orderDir } : {});
            setPaging((p) => ({ ...p, pageNum: 1 }));
          },
        }}
        tools={
          <Button type="link" onClick={() => navigate(`${JOBS_PATH}?clientId=${clientId}`)}>
            {t(L('open'))}
          </Button>
        }
      />
    </Flex>
  );
}
