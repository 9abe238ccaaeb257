/**
 * A month's working hours, one row per worker per day: one field list (table, search, export).
 * Minutes from the server read as hours to two decimals; the caps (12 h a day, 72 OT h a month)
 * are the server's flags, never worked out here.
 */
import { defineFields } from '@shiftdesk/shared';
import type { WorkingHoursRow } from '@shiftdesk/shared/api';
import { flagFilter, flagToApi, hoursOf } from '../paths';
import { CapTags, capsOf, RecordLinks } from './cells';

/** The kit's list wants an `id`; a row is keyed by its worker and day instead (see the page). */
export type HoursListRow = WorkingHoursRow & { id: number };
type MinuteKey = 'normalMinutes' | 'otMinutes' | 'phMinutes' | 'totalMinutes' | 'monthOtMinutes';
const L = (k: string) => `payroll.hours.fields.${k}`;

export const hoursRowKey = (r: WorkingHoursRow) => `${r.workerId}:${r.workDate}`;

const hours = (key: MinuteKey, label: string, o: { sortable?: boolean; defaultHidden?: boolean } = {}) => ({
  key,
  label: L(label),
  table: { align: 'right' as const, width: 100, ...o, render: (r: HoursListRow) => hoursOf(r[key]) },
  export: (r: HoursListRow) => hoursOf(r[key]),
});

export const hoursFields = defineFields<HoursListRow>([
  {
    key: 'workerName',
    label: L('workerName'),
    table: { alwaysShow: true, sortable: true, width: 170, ellipsis: true },
  },
  {
    key: 'keyword',
    label: L('keyword'),
    table: false,
    export: false,
    search: { placeholder: 'payroll.hours.keywordHint', maxLength: 100, width: 200 },
  },
  { key: 'workDate', label: L('workDate'), table: { sortable: true, width: 110 } },
  hours('normalMinutes', 'normalHours'),
  hours('otMinutes', 'otHours', { sortable: true }),
  hours('phMinutes', 'phHours'),
  hours('totalMinutes', 'totalHours', { sortable: true }),
  hours('monthOtMinutes', 'monthOtHours', { defaultHidden: true }),
  {
    key: 'recordIds',
    label: L('records'),
    table: { width: 150, render: (r) => <RecordLinks ids={r.recordIds} /> },
    export: (r) => r.recordIds.join(', '),
  },
  {
    key: 'caps',
    label: L('caps'),
    table: { width: 200, render: (r) => <CapTags row={r} /> },
    export: (r, t) =>
      capsOf(r)
        .map((k) => t(k))
        .join(', '),
  },
  flagFilter('capsOnly', L('capsOnly'), 'payroll.hours.capsOnly'),
]);

/** The request's query: the route's month, and the flag as a boolean. */
export const hoursToApi = (month: string) => flagToApi('capsOnly', { month });
