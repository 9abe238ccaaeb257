/**
 * A payroll month's payslips: one field list (table, search, export). Hours are the server's
 * minutes shown as hours with two decimals; every amount is integer cents, only formatted.
 */
import { defineFields } from '@shiftdesk/shared';
import type { PayrollDetailRow } from '@shiftdesk/shared/api';
import { moneyField } from '../../wallet/fields';
import { flagFilter, flagToApi, hoursOf } from '../paths';

type Row = PayrollDetailRow;
type MinuteKey = 'normalMinutes' | 'otMinutes' | 'phMinutes' | 'restDayMinutes';
const L = (k: string) => `payroll.detail.fields.${k}`;

const money = <K extends keyof Row & string>(key: K, sortable = false, defaultHidden = false) =>
  moneyField<Row, K>(key, L(key), { sortable, defaultHidden });

const hours = (key: MinuteKey, label: string) => ({
  key,
  label: L(label),
  table: { align: 'right' as const, width: 90, render: (r: Row) => hoursOf(r[key]) },
  export: (r: Row) => hoursOf(r[key]),
});

export const ENGAGEMENT_COLORS: Record<string, string> = { employee: 'blue', contractor: 'orange' };

export const detailFields = defineFields<Row>([
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
    search: { placeholder: 'payroll.detail.keywordHint', maxLength: 100, width: 200 },
  },
  {
    key: 'engagementType',
    label: L('engagementType'),
    options: {
      values: ['employee', 'contractor'],
      label: (v) => `payroll.detail.engagementType.${v}`,
      colors: ENGAGEMENT_COLORS,
    },
    table: { width: 120 },
    search: { width: 150 },
  },
  {
    key: 'residency',
    label: L('residency'),
    options: { values: ['citizen', 'pr', 'foreigner'], label: (v) => `payroll.detail.residency.${v}` },
    table: { width: 110 },
    search: { width: 150 },
  },
  { key: 'ageBand', label: L('ageBand'), table: { width: 90 } },
  hours('normalMinutes', 'normalHours'),
  hours('otMinutes', 'otHours'),
  hours('phMinutes', 'phHours'),
  hours('restDayMinutes', 'restDayHours'),
  money('restDayPay'),
  money('grossPay', true),
  money('allowances'),
  money('incentives'),
  money('adjustments'),
  money('deductions'),
  money('cpfWage', false, true),
  money('cpfEmployee', true),
  money('cpfEmployer'),
  money('sdl'),
  money('netPay', true),
  flagFilter('withAdjustments', L('withAdjustments'), 'payroll.detail.withAdjustments'),
]);

/** The request's query: the route's monthId, and the flag as a boolean. */
export const detailToApi = (monthId: number) => flagToApi('withAdjustments', { monthId });
