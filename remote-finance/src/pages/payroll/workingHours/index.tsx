/**
 * Working hours (route /finance/payroll/workingHours/:month, expose
 * `finance/payroll/workingHours/index`): a payroll month's hours per worker per day (normal, OT,
 * public holiday, total), the work records behind each day as links, and red tags where the
 * Employment Act's caps are passed (over 12 hours in a day, over 72 OT hours in the month).
 * Filtered by worker and "caps only"; Export writes the filtered rows.
 */
import '../../../i18n';
import { CrudListPage, ExportButton, useAuth } from '@shiftdesk/shared';
import { WorkingHoursApi } from '@shiftdesk/shared/api';
import { Flex, Result } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import { PageHeader } from '../PageHeader';
import { MONTH } from '../paths';
import { type HoursListRow, hoursFields, hoursRowKey, hoursToApi } from './fields';

const { rule, url } = WorkingHoursApi;

export default function WorkingHoursPage() {
  const { t } = useTranslation(NS);
  const month = useParams().month ?? '';
  return (
    <Flex vertical gap={12}>
      <PageHeader back="payroll.hours.back" title={t('payroll.hours.title', { month })} />
      {/* The month is the route's: a new month is a new list (its query is built once). */}
      {MONTH.test(month) ? (
        <MonthHours key={month} month={month} />
      ) : (
        <Result status="404" title={t('payroll.hours.badMonth', { month })} />
      )}
    </Flex>
  );
}

function MonthHours({ month }: { month: string }) {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const toApi = useMemo(() => hoursToApi(month), [month]);
  return (
    <CrudListPage
      entity={WorkingHoursApi}
      fields={hoursFields}
      ns={NS}
      texts="payroll.hours"
      toApi={toApi}
      tableKey="finance.payroll.workingHours"
      export={false}
      // Rows have no id: keyed by worker and day (the kit's `rowKey` takes a column name only).
      tableProps={{ rowKey: hoursRowKey } as object}
      toolbar={(page) =>
        has(rule.export) ? (
          <ExportButton<HoursListRow>
            rule={rule.export}
            options={() => ({
              url: url.list,
              query: page.apiQuery,
              fileName: `${t('payroll.hours.exportName')}-${month}`,
              columns: hoursFields.exportColumns(t, undefined, has),
            })}
          />
        ) : null
      }
    />
  );
}
