/**
 * The payroll months list's one field list (table, search, export). Every amount is integer
 * cents from the server, only formatted; the status cell also carries a running calculation's
 * progress and a failed one's error (MonthStatus).
 */
import { dayjs, defineFields, TIMEZONE } from '@shiftdesk/shared';
import { PAYROLL_STATUSES, type PayrollMonthRow } from '@shiftdesk/shared/api';
import { moneyField } from '../wallet/fields';
import { MonthStatus } from './MonthStatus';

const thisYear = dayjs().tz(TIMEZONE).year();
/** The year filter: next year back to five years ago. */
export const YEARS = Array.from({ length: 7 }, (_, i) => thisYear + 1 - i);

const money = <K extends keyof PayrollMonthRow & string>(key: K, sortable = false) =>
  moneyField<PayrollMonthRow, K>(key, `payroll.fields.${key}`, { sortable });

export const monthFields = defineFields<PayrollMonthRow>([
  { key: 'month', label: 'payroll.fields.month', table: { alwaysShow: true, sortable: true, width: 110 } },
  {
    key: 'status',
    label: 'payroll.fields.status',
    state: PAYROLL_STATUSES,
    table: { width: 200, render: (r) => <MonthStatus row={r} /> },
    search: { width: 160 },
  },
  {
    key: 'year',
    label: 'payroll.fields.year',
    options: { values: YEARS },
    table: false,
    export: false,
    search: { width: 120 },
  },
  { key: 'workers', label: 'payroll.fields.workers', table: { align: 'right', width: 90 } },
  money('grossPay', true),
  money('cpfEmployee'),
  money('cpfEmployer'),
  money('sdl'),
  money('netPay', true),
  {
    key: 'calculatedAt',
    label: 'payroll.fields.calculatedAt',
    datetime: true,
    table: { width: 160, defaultHidden: true },
  },
  { key: 'approvedAt', label: 'payroll.fields.approvedAt', datetime: true, table: { width: 160, defaultHidden: true } },
  { key: 'approvedByName', label: 'payroll.fields.approvedByName', table: { width: 130, defaultHidden: true } },
  { key: 'paidAt', label: 'payroll.fields.paidAt', datetime: true, table: { width: 160, defaultHidden: true } },
]);

/** Documents exist once a calculation ended; the bank file only for a month approved for payment. */
export const hasPayslips = (r: Pick<PayrollMonthRow, 'status' | 'workers'>) =>
  r.workers > 0 && (r.status === 'review' || r.status === 'approved' || r.status === 'paid');
export const hasBankFile = (r: Pick<PayrollMonthRow, 'status' | 'workers'>) =>
  r.workers > 0 && (r.status === 'approved' || r.status === 'paid');
