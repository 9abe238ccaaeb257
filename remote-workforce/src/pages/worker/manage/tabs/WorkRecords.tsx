/**
 * Manage worker → Work records: every record of this worker (the work-record list filtered by
 * `workerId` on the server), in every state, filtered by status and shift dates, paged and sorted
 * on the server, exported as XLSX with the same filter. The columns are the work-record list's
 * own (../../../workRecord/fields.tsx) without the worker; the shift opens the record's page and
 * the job its manage page, each only for a user who may open them. Without the list rule the tab
 * says so and asks nothing.
 */
import { CrudTable, ExportButton, SearchForm, useAuth } from '@shiftdesk/shared';
import { JobApi, WorkRecordApi, type WorkRecordRow } from '@shiftdesk/shared/api';
import { Button, Empty, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../../../i18n';
import {
  jobManagePath,
  WORK_RECORD_PATH,
  workRecordDetailPath,
  workRecordFields,
  workRecordToApi,
} from '../../../workRecord/fields';
import { linkColumn, pickColumns } from './recordColumns';
import { useTabList } from './useTabList';

/** The list's columns here: the shift first (it names the record), no worker (it is this one). */
const COLUMNS = [
  'shift',
  'job',
  'client',
  'clockInAt',
  'clockOutAt',
  'payMinutes',
  'otMinutes',
  'payAmount',
  'billAmount',
  'status',
] as const;
const FILTERS = ['date', 'status'];
const SORTABLE = workRecordFields.sortable().filter((s) => s !== 'workerName');

type Filters = { date?: [string, string]; status?: string };

export default function WorkRecordsTab({ workerId }: { workerId: number }) {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const navigate = useNavigate();
  const allowed = has(WorkRecordApi.rule.list);
  const page = useTabList<WorkRecordRow, Filters>(allowed ? WorkRecordApi.url.list : null, {
    base: { workerId },
    toApi: workRecordToApi,
    sortable: SORTABLE,
  });
  if (!allowed) return <Empty description={t('worker.recordTabs.denied')} />;

  const columns = pickColumns(workRecordFields.columns(t), COLUMNS).map((c) =>
    c.key === 'shift'
      ? { ...linkColumn(c, has(WorkRecordApi.rule.get) ? (r) => workRecordDetailPath(r.id) : null), alwaysShow: true }
      : c.key === 'job'
        ? linkColumn(c, has(JobApi.rule.get) ? (r) => jobManagePath(r.jobId) : null)
        : c,
  );
  return (
    <Flex vertical gap={12} data-testid="tab-workRecord">
      <SearchForm<Filters>
        fields={workRecordFields.search<Filters>(t).filter((f) => FILTERS.includes(f.name))}
        value={page.filters}
        onSearch={page.search}
        onReset={page.reset}
      />
      <CrudTable<WorkRecordRow>
        {...page.table}
        tableKey="workforce.worker.workRecords"
        columns={columns}
        toolbar={
          <ExportButton<WorkRecordRow>
            rule={WorkRecordApi.rule.list}
            options={() => ({
              url: WorkRecordApi.url.list,
              query: page.apiQuery,
              fileName: `${t('workRecord.exportName')}-${workerId}`,
              columns: workRecordFields.exportColumns(t, undefined, has),
            })}
          />
        }
        tools={
          <Button type="link" onClick={() => navigate(`${WORK_RECORD_PATH}?workerId=${workerId}`)}>
            {t('worker.recordTabs.openList')}
          </Button>
        }
      />
    </Flex>
  );
}
