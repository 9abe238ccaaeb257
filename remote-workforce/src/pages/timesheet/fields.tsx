/**
 * The timesheet's one field list (table, search, export) and its paths. Hours are the records'
 * minutes summed on the server, shown as h:mm; money comes in integer cents and is only formatted.
 */
import { defineFields, formatMoney } from '@shiftdesk/shared';
import { ClientRef, type TimesheetRow, timesheetMachine } from '@shiftdesk/shared/api';
import { hm } from '../workRecord/fields';

export { TIMESHEET_PATH, timesheetDetailPath } from '../paths';

const num = { align: 'right' as const, width: 110 };
const periodText = (r: TimesheetRow) => `${r.periodFrom} – ${r.periodTo}`;

export const timesheetFields = defineFields<TimesheetRow>([
  { key: 'number', label: 'timesheet.fields.number', table: { sortable: 'id', alwaysShow: true, width: 150 } },
  {
    key: 'client',
    label: 'timesheet.fields.client',
    table: { width: 220, ellipsis: true, render: (r) => `${r.clientName} / ${r.deptName}` },
    export: (r) => `${r.clientName} / ${r.deptName}`,
  },
  {
    key: 'clientId',
    label: 'timesheet.fields.clientId',
    ref: { to: ClientRef },
    table: false,
    export: false,
    search: { width: 200 },
  },
  {
    key: 'period',
    label: 'timesheet.fields.period',
    table: { sortable: 'periodFrom', width: 110 },
    search: { placeholder: 'timesheet.periodHint', width: 150 },
  },
  {
    key: 'periodRange',
    label: 'timesheet.fields.periodRange',
    table: { width: 200, render: periodText },
    export: periodText,
  },
  { key: 'recordCount', label: 'timesheet.fields.recordCount', table: { ...num, width: 90 } },
  {
    key: 'billMinutes',
    label: 'timesheet.fields.billMinutes',
    table: { ...num, render: (r) => hm(r.billMinutes) },
    export: (r) => hm(r.billMinutes),
  },
  {
    key: 'billOtMinutes',
    label: 'timesheet.fields.billOtMinutes',
    table: { ...num, defaultHidden: true, render: (r) => hm(r.billOtMinutes) },
    export: (r) => hm(r.billOtMinutes),
  },
  {
    key: 'billAmount',
    label: 'timesheet.fields.billAmount',
    table: { ...num, sortable: true, render: (r) => formatMoney(r.billAmount) },
    export: (r) => formatMoney(r.billAmount),
  },
  {
    key: 'status',
    label: 'timesheet.fields.status',
    state: timesheetMachine,
    table: { sortable: true, width: 140 },
    search: true,
  },
  { key: 'sentAt', label: 'timesheet.fields.sentAt', datetime: true, table: { width: 160 } },
  { key: 'signerName', label: 'timesheet.fields.signerName', table: { width: 140, defaultHidden: true } },
  { key: 'createdAt', label: 'timesheet.fields.createdAt', datetime: true, table: { width: 160, defaultHidden: true } },
]);

export const timesheetQuery = timesheetFields.querySchema();
