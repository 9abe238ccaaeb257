/**
 * Client detail → Timesheets: this client's timesheets, read straight from the workforce API (a
 * ClientTab over the `TimesheetApi` list): status and period filter it; the number opens the
 * timesheet (/jobs/timesheet/detail/:id) for a user who may read one.
 */
import { defineFields, formatDateTime, formatMinutes, formatMoney } from '@shiftdesk/shared';
import { TimesheetApi, type TimesheetRow, timesheetMachine } from '@shiftdesk/shared/api';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { ClientTab } from './ClientTab';

export const TIMESHEETS_PATH = '/jobs/timesheet';
const L = (k: string) => `client.detail.timesheets.${k}`;
const right = { align: 'right' as const, width: 110 };

export const clientTimesheetFields = defineFields<TimesheetRow>([
  { key: 'number', label: L('fields.number'), table: { sortable: 'id', alwaysShow: true, width: 150 } },
  { key: 'deptName', label: L('fields.deptName'), table: { ellipsis: true } },
  {
    key: 'period',
    label: L('fields.period'),
    table: { sortable: 'periodFrom', width: 190, render: (r) => `${r.period} (${r.periodFrom} – ${r.periodTo})` },
    search: { placeholder: L('periodHint'), width: 150 },
  },
  { key: 'recordCount', label: L('fields.recordCount'), table: { ...right, width: 90 } },
  {
    key: 'billMinutes',
    label: L('fields.billMinutes'),
    table: { ...right, render: (r) => formatMinutes(r.billMinutes) },
  },
  {
    key: 'billAmount',
    label: L('fields.billAmount'),
    table: { ...right, sortable: true, render: (r) => formatMoney(r.billAmount) },
  },
  {
    key: 'status',
    label: L('fields.status'),
    state: timesheetMachine,
    table: { sortable: true, width: 140 },
    search: true,
  },
  {
    key: 'sentAt',
    label: L('fields.sentAt'),
    table: { width: 150, render: (r) => (r.sentAt ? formatDateTime(r.sentAt, 'YYYY-MM-DD HH:mm') : '—') },
  },
]);

export function ClientTimesheets({ clientId }: { clientId: number }) {
  const { t } = useTranslation(NS);
  return (
    <ClientTab<TimesheetRow>
      clientId={clientId}
      listUrl={TimesheetApi.url.list}
      fields={clientTimesheetFields}
      tableKey="finance.client.detail.timesheets"
      testId="client-timesheets"
      link={{
        key: 'number',
        rule: TimesheetApi.rule.get,
        to: (r) => `${TIMESHEETS_PATH}/detail/${r.id}`,
        text: (r) => r.number,
      }}
      more={{ label: t(L('open')), to: `${TIMESHEETS_PATH}?clientId=${clientId}` }}
    />
  );
}
