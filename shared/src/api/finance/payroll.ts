/**
 * Finance → Payroll months, their payroll details (one payslip per worker) and working hours
 * (DOMAIN.md "Payroll month", "Working hours", "Payroll detail"; golden path steps 22–24).
 * A month is calculated by a queued job (`payrollProgress` over the socket), can be run again
 * while in review, and approval locks it: what is verified for it later goes into the next
 * month as an adjustment line naming the month it belongs to.
 */
import { type Static, Type } from 'typebox';
import { defineEntity } from '../entity';
import { Id, PageQuery } from '../envelope';
import { NullableInt, NullableString, WorkerRef } from '../workforce/conduct-common';
import { Text } from './common';

export const PayrollApi = defineEntity('finance', 'payroll', [
  'list',
  'get',
  'calculate',
  'approve',
  'pay',
  'payslip',
  'payslips',
  'bankFile',
  'cpfSummary',
  'export',
]);
/** Paths `/finance/payroll/detail/*` (step 23): the details live under their month. */
export const PayrollDetailApi = defineEntity('finance', 'payroll/detail', ['list', 'get', 'export']);
export const WorkingHoursApi = defineEntity('finance', 'payroll/workingHours', ['list', 'export']);

export const PAYROLL_STATUSES = ['open', 'calculating', 'review', 'approved', 'paid'] as const;
export type PayrollStatus = (typeof PAYROLL_STATUSES)[number];

/**
 * What a payslip line is: pay for a record of the month, an allowance, a credited incentive
 * (Additional Wages), an item carried from a locked month (a late record or allowance, an
 * accepted appeal, back pay), or a deduction (its amount is what the payslip took).
 */
export const PAYROLL_LINE_KINDS = ['work', 'allowance', 'incentive', 'adjustment', 'deduction'] as const;

const Cents = Type.Integer();
export const PayrollMonthString = Type.String({
  maxLength: 7,
  pattern: '^\\d{4}-(0[1-9]|1[0-2])$',
  examples: ['2026-11'],
});

/** GET /backend/api/v1/finance/payroll/list */
export const PayrollListQuery = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(Type.Enum(PAYROLL_STATUSES)),
  /** Months of one year */
  year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
  orderBy: Type.Optional(Type.Enum(['month', 'grossPay', 'netPay'])),
});
export type PayrollListQuery = Static<typeof PayrollListQuery>;

export const PayrollMonthRow = Type.Object({
  id: Type.Integer(),
  month: Type.String(),
  status: Type.Enum(PAYROLL_STATUSES),
  /** Payroll details (workers paid) of the last calculation */
  workers: Type.Integer(),
  grossPay: Cents,
  cpfEmployee: Cents,
  cpfEmployer: Cents,
  /** The levy the employer pays for the month: per-worker levies summed, rounded down to the dollar */
  sdl: Cents,
  netPay: Cents,
  /** Workers done / to do by the running (or last) calculation */
  progressDone: Type.Integer(),
  progressTotal: Type.Integer(),
  /** The last calculation's failure, if it failed */
  error: Type.String(),
  calculatedAt: NullableString,
  approvedAt: NullableString,
  approvedByName: NullableString,
  paidAt: NullableString,
  updatedAt: Type.String(),
});
export type PayrollMonthRow = Static<typeof PayrollMonthRow>;

/** POST calculate (step 22): opens the month if needed and queues its calculation. */
export const PayrollCalculateBody = Type.Object({ month: PayrollMonthString }, { additionalProperties: false });
export type PayrollCalculateBody = Static<typeof PayrollCalculateBody>;

export const PayrollCalculateResult = Type.Object({
  ...PayrollMonthRow.properties,
  /** The queued job */
  jobId: Type.String(),
});
export type PayrollCalculateResult = Static<typeof PayrollCalculateResult>;

/** Socket event `payrollProgress`, to everyone who may read payroll. */
export interface PayrollProgressEvent {
  id: number;
  month: string;
  status: PayrollStatus;
  done: number;
  total: number;
}

/** GET /backend/api/v1/finance/payroll/detail/list (step 23) */
export const PayrollDetailListQuery = Type.Object({
  ...PageQuery.properties,
  month: Type.Optional(PayrollMonthString),
  monthId: Type.Optional(Id),
  workerId: Type.Optional(Id),
  /** Worker name */
  keyword: Type.Optional(Text(100)),
  engagementType: Type.Optional(Type.Enum(['employee', 'contractor'])),
  residency: Type.Optional(Type.Enum(['citizen', 'pr', 'foreigner'])),
  /** Only payslips carrying items of a locked month */
  withAdjustments: Type.Optional(Type.Boolean()),
  orderBy: Type.Optional(Type.Enum(['workerName', 'grossPay', 'netPay', 'cpfEmployee', 'month'])),
});
export type PayrollDetailListQuery = Static<typeof PayrollDetailListQuery>;

export const PayrollDetailRow = Type.Object({
  id: Type.Integer(),
  monthId: Type.Integer(),
  month: Type.String(),
  status: Type.Enum(PAYROLL_STATUSES),
  ...WorkerRef,
  engagementType: Type.Enum(['employee', 'contractor']),
  residency: Type.Enum(['citizen', 'pr', 'foreigner']),
  /** `citizen`, `pr1`, `pr2`, or null (no CPF) */
  rateClass: NullableString,
  /** CPF age band of the month (`<=55`, `55-60`, …), null without CPF */
  ageBand: NullableString,
  /** Basic rate per hour of the month's work (the rate of most of its hours) */
  hourlyRate: Cents,
  normalMinutes: Type.Integer(),
  otMinutes: Type.Integer(),
  phMinutes: Type.Integer(),
  /** Minutes worked on the worker's rest day (parameter `finance.payroll.restDay`) */
  restDayMinutes: Type.Integer(),
  /** Basic pay of the other days */
  basicPay: Cents,
  /** Pay for work on rest days (at the worker's own request: the basic rate, Employment Act) */
  restDayPay: Cents,
  otPay: Cents,
  /** Public-holiday premium on top of the day's pay */
  phPay: Cents,
  /** Pay for the month's work: basic + rest day + OT + public holiday */
  grossPay: Cents,
  allowances: Cents,
  incentives: Cents,
  /** Items of locked months paid in this one (signed) */
  adjustments: Cents,
  /** Deductions other than CPF (each with its legal type and consent) */
  deductions: Cents,
  /** Ordinary and Additional Wages of the month, and the wage CPF was computed on */
  ow: Cents,
  aw: Cents,
  cpfWage: Cents,
  cpfEmployee: Cents,
  cpfEmployer: Cents,
  /** Skills Development Levy (employer cost), per worker */
  sdl: Cents,
  netPay: Cents,
  records: Type.Integer(),
  /** First and last day with overtime (the OT period), null without OT */
  otFrom: NullableString,
  otTo: NullableString,
});
export type PayrollDetailRow = Static<typeof PayrollDetailRow>;

export const PayrollLine = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(PAYROLL_LINE_KINDS),
  /** `workRecord`, `allowance`, `incentiveRecord`, `appeal` or `payrollItem` */
  refType: Type.String(),
  refId: NullableInt,
  workDate: NullableString,
  /** The month the item belongs to (earlier than the payslip's for an adjustment) */
  originMonth: Type.String(),
  reason: Type.String(),
  /** The record's basic rate per hour (0 for an allowance) */
  rate: Cents,
  normalMinutes: Type.Integer(),
  otMinutes: Type.Integer(),
  phMinutes: Type.Integer(),
  basicPay: Cents,
  /** The record's basic pay when it was worked on a rest day (then `basicPay` is 0) */
  restDayPay: Cents,
  otPay: Cents,
  phPay: Cents,
  amount: Cents,
  /** A deduction's s.27 type and the worker's consent (from its payroll item) */
  deductionType: NullableString,
  consentRef: NullableString,
});
export type PayrollLine = Static<typeof PayrollLine>;

export const PayrollDetail = Type.Object({
  ...PayrollDetailRow.properties,
  lines: Type.Array(PayrollLine),
});
export type PayrollDetail = Static<typeof PayrollDetail>;

/** GET /backend/api/v1/finance/payroll/workingHours/list: per worker per day of a month. */
export const WorkingHoursListQuery = Type.Object({
  ...PageQuery.properties,
  month: PayrollMonthString,
  workerId: Type.Optional(Id),
  keyword: Type.Optional(Text(100)),
  /** Only days over the 12-hour day or workers over 72 OT hours in the month */
  capsOnly: Type.Optional(Type.Boolean()),
  orderBy: Type.Optional(Type.Enum(['workDate', 'workerName', 'totalMinutes', 'otMinutes'])),
});
export type WorkingHoursListQuery = Static<typeof WorkingHoursListQuery>;

export const WorkingHoursRow = Type.Object({
  ...WorkerRef,
  workDate: Type.String(),
  normalMinutes: Type.Integer(),
  otMinutes: Type.Integer(),
  phMinutes: Type.Integer(),
  totalMinutes: Type.Integer(),
  recordIds: Type.Array(Type.Integer()),
  /** Employment Act Part IV: more than 12 hours in the day */
  dayCapExceeded: Type.Boolean(),
  /** The worker's OT minutes in the whole month, and whether they pass the 72 hours */
  monthOtMinutes: Type.Integer(),
  monthOtCapExceeded: Type.Boolean(),
});
export type WorkingHoursRow = Static<typeof WorkingHoursRow>;

/** GET payslips / bankFile / cpfSummary: a month's documents. */
export const PayrollMonthQuery = Type.Object({ id: Id }, { additionalProperties: false });
export type PayrollMonthQuery = Static<typeof PayrollMonthQuery>;
