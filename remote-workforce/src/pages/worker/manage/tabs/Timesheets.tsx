/**
 * Manage worker → Timesheets: the timesheets carrying a record of this worker (the timesheet list
 * filtered by `workerId` on the server), filtered by status and period, paged and sorted on the
 * server, exported as XLSX with the same filter. The number opens the timesheet for a user who
 * may read it. Without the list rule the tab says so and asks nothing.
 */
import { CrudTable, ExportButton, SearchForm, useAuth } from '@shiftdesk/shared';
import { TimesheetApi, type TimesheetRow } from '@shiftdesk/shared/api';
import { Empty, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../../i18n';
import { timesheetDetailPath, timesheetFields } from '../../../timesheet/fields';
import { linkColumn, pickColumns } from './recordColumns';
import { useTabList } from './useTabList';

const COLUMNS = [
  'number',
  'client',
  'period',
  'periodRange',
  'recordCount',
  'billMinutes',
  'status',
  'sentAt',
] as const;
const FILTERS = ['status', 'period'];

type Filters = { status?: string; period?: string };

export default function TimesheetsTab({ workerId }: { workerId: number }) {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const allowed = has(TimesheetApi.rule.list);
  const page = useTabList<TimesheetRow, Filters>(allowed ? TimesheetApi.url.list : null, {
    base: { workerId },
    sortable: timesheetFields.sortable(),
  });
  if (!allowed) return <Empty description={t('worker.timesheetTab.denied')} />;

  const columns = pickColumns(timesheetFields.columns(t), COLUMNS).map((c) =>
    c.key === 'number' ? linkColumn(c, has(TimesheetApi.rule.get) ? (r) => timesheetDetailPath(r.id) : null) : c,
  );
  return (
    <Flex vertical gap={12} data-testid="tab-timesheets">
      <SearchForm<Filters>
        fields={timesheetFields.search<Filters>(t).filter((f) => FILTERS.includes(f.name))}
        value={page.filters}
        onSearch={page.search}
        onReset={page.reset}
      />
      <CrudTable<TimesheetRow>
        {...page.table}
        tableKey="workforce.worker.timesheets"
        columns={columns}
        toolbar={
          <ExportButton<TimesheetRow>
            rule={TimesheetApi.rule.list}
            options={() => ({
              url: TimesheetApi.url.list,
              query: page.apiQuery,
              fileName: `${t('timesheet.exportName')}-${workerId}`,
              columns: timesheetFields.exportColumns(t, undefined, has),
            })}
          />
        }
      />
    </Flex>
  );
}
