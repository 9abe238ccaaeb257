/**
 * Manage worker → Assigned jobs: the shifts this worker is booked on, i.e. their work records
 * (filtered by `workerId` on the server) seen as jobs: the job's code and title (opening the job's
 * manage page), client and department, shift time and the record's state. Two views: upcoming
 * (from today in Singapore, soonest first) and recent (the last RECENT_DAYS days, latest first),
 * each paged on the server. The list takes one state at a time, so every state of the period is
 * shown (a cancelled booking says so on its tag). Without the list rule the tab asks nothing.
 */
import { CrudTable, toSg, useAuth } from '@shiftdesk/shared';
import { JobApi, WorkRecordApi, type WorkRecordRow } from '@shiftdesk/shared/api';
import { Empty, Flex, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../../i18n';
import { jobManagePath, workRecordFields } from '../../../workRecord/fields';
import { linkColumn, pickColumns } from './recordColumns';
import { useTabList } from './useTabList';

export const RECENT_DAYS = 14;
const VIEWS = ['upcoming', 'recent'] as const;
type View = (typeof VIEWS)[number];
const COLUMNS = ['job', 'client', 'shift', 'status'] as const;

/** The request's fixed filters of a view, from the Singapore day `today` (`YYYY-MM-DD`). */
export function viewQuery(view: View, workerId: number, today: string): Record<string, unknown> {
  const day = toSg(today);
  const shift = (n: number) => day?.add(n, 'day').format('YYYY-MM-DD');
  return view === 'upcoming'
    ? { workerId, dateFrom: today, orderBy: 'scheduledStartAt', orderDir: 'asc' }
    : { workerId, dateFrom: shift(-RECENT_DAYS), dateTo: shift(-1), orderBy: 'scheduledStartAt', orderDir: 'desc' };
}

export default function AssignedJobsTab({ workerId }: { workerId: number }) {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const allowed = has(WorkRecordApi.rule.list);
  const [view, setView] = useState<View>('upcoming');
  // Today in Singapore, read once per view switch (a tab left open over midnight moves on then).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `view` re-reads the day
  const today = useMemo(() => toSg(new Date())?.format('YYYY-MM-DD') ?? '', [view]);
  const base = useMemo(() => viewQuery(view, workerId, today), [view, workerId, today]);
  const page = useTabList<WorkRecordRow, Record<string, never>>(allowed ? WorkRecordApi.url.list : null, { base });
  if (!allowed) return <Empty description={t('worker.recordTabs.denied')} />;

  const columns = pickColumns(workRecordFields.columns(t), COLUMNS).map((c) =>
    c.key === 'job'
      ? { ...linkColumn(c, has(JobApi.rule.get) ? (r) => jobManagePath(r.jobId) : null), alwaysShow: true }
      : c,
  );
  return (
    <Flex vertical gap={12} data-testid="tab-assignedJobs">
      <Segmented<View>
        aria-label={t('worker.assignedJobs.view')}
        value={view}
        options={VIEWS.map((v) => ({ value: v, label: t(`worker.assignedJobs.${v}`, { days: RECENT_DAYS }) }))}
        onChange={setView}
        style={{ alignSelf: 'flex-start' }}
      />
      <CrudTable<WorkRecordRow>
        {...page.table}
        tableKey="workforce.worker.assignedJobs"
        columns={columns}
        filtered={false}
        tableProps={
          page.table.error
            ? undefined
            : {
                locale: {
                  emptyText: <Empty description={t(`worker.assignedJobs.empty.${view}`, { days: RECENT_DAYS })} />,
                },
              }
        }
      />
    </Flex>
  );
}
