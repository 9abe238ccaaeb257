/** Payroll months, payslips and working hours for the page tests: November 2026 of Tan Mei Ling and Ahmad Rahman. */
import type { PayrollDetail, PayrollItemRow, PayrollMonthRow, WorkingHoursRow } from '@shiftdesk/shared/api';
import { payslip } from '@shiftdesk/shared/api/finance/payroll-fixtures';

export const month = (id: number, over: Partial<PayrollMonthRow> = {}): PayrollMonthRow => ({
  id,
  month: '2026-11',
  status: 'review',
  workers: 2,
  grossPay: 345_678,
  cpfEmployee: 40_000,
  cpfEmployer: 34_000,
  sdl: 1_100,
  netPay: 305_678,
  progressDone: 2,
  progressTotal: 2,
  error: '',
  calculatedAt: '2026-12-01T02:00:00.000Z',
  approvedAt: null,
  approvedByName: null,
  paidAt: null,
  updatedAt: '2026-12-01T02:00:00.000Z',
  ...over,
});

export { payslip };

export const payslipDetail = (id: number, over: Partial<PayrollDetail> = {}): PayrollDetail => ({
  ...payslip(id),
  lines: [
    {
      id: 1,
      kind: 'work',
      refType: 'workRecord',
      refId: 31,
      workDate: '2026-11-06',
      originMonth: '2026-11',
      reason: '',
      rate: 1_200,
      normalMinutes: 480,
      otMinutes: 90,
      phMinutes: 0,
      basicPay: 9_600,
      restDayPay: 0,
      otPay: 2_700,
      phPay: 0,
      amount: 12_300,
      deductionType: null,
      consentRef: null,
    },
    {
      id: 2,
      kind: 'adjustment',
      refType: 'workRecord',
      refId: 12,
      workDate: '2026-10-28',
      originMonth: '2026-10',
      reason: 'Clock-out corrected after approval',
      rate: 1_200,
      normalMinutes: -75,
      otMinutes: 0,
      phMinutes: 0,
      basicPay: -1_500,
      restDayPay: 0,
      otPay: 0,
      phPay: 0,
      amount: -1_500,
      deductionType: null,
      consentRef: null,
    },
  ],
  ...over,
});

export const hoursRow = (over: Partial<WorkingHoursRow> = {}): WorkingHoursRow => ({
  workerId: 7,
  workerName: 'Tan Mei Ling',
  workDate: '2026-11-06',
  normalMinutes: 480,
  otMinutes: 90,
  phMinutes: 0,
  totalMinutes: 570,
  recordIds: [31, 32],
  dayCapExceeded: false,
  monthOtMinutes: 600,
  monthOtCapExceeded: false,
  ...over,
});

/** A payroll item: Tan Mei Ling's open S$50.00 deduction for November 2026 (an advance, consented). */
export const payrollItem = (id: number, over: Partial<PayrollItemRow> = {}): PayrollItemRow => ({
  id,
  workerId: 7,
  workerName: 'Tan Mei Ling',
  kind: 'deduction',
  amount: 5_000,
  taken: 0,
  originMonth: '2026-11',
  reason: 'Salary advance of 3 Nov',
  deductionType: 'advance',
  consentRef: 'CONSENT-2026-017',
  workRecordId: null,
  status: 'open',
  payrollMonth: null,
  createdByName: 'Finance Admin',
  createdAt: '2026-11-03T02:00:00.000Z',
  updatedAt: '2026-11-03T02:00:00.000Z',
  ...over,
});
