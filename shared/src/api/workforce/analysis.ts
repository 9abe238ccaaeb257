/**
 * Analysis → Employee analysis and Job-order analysis (DOMAIN.md "Messages, website, analysis";
 * issue 34). Two read-only answers, each a table of periods (ISO weeks or calendar months of the
 * shift date, Singapore) plus what a dashboard shows beside it. Every figure is a count, minutes
 * or cents summed in SQL; rates are basis points (`basisPoints` in shared/src/rules/analysis.ts),
 * null when their denominator is 0. Both answers keep the caller's data scope (through the job
 * that a work record or booking belongs to; the worker's, applicant's or invoice's own
 * department otherwise).
 */
import { type Static, Type } from 'typebox';
import { CREDIT_SCORE_BANDS, RECEIVABLE_BANDS } from '../../rules/analysis';
import { defineEntity } from '../entity';
import { Id } from '../envelope';
import { IsoDate } from '../finance/common';

export const AnalysisApi = defineEntity('workforce', 'analysis', ['employee', 'jobOrder']);

export const ANALYSIS_PERIODS = ['week', 'month'] as const;
export type AnalysisPeriod = (typeof ANALYSIS_PERIODS)[number];
/** What the job-order dashboard's breakdown is by: the client, the client's department, the position. */
export const ANALYSIS_GROUPS = ['client', 'department', 'position'] as const;
export type AnalysisGroup = (typeof ANALYSIS_GROUPS)[number];

/** The filters both dashboards take (all in the page's URL). `from`..`to` inclusive, ≤ ANALYSIS_MAX_DAYS. */
export const AnalysisQuery = Type.Object(
  {
    period: Type.Optional(Type.Enum(ANALYSIS_PERIODS, { default: 'week' })),
    from: IsoDate(),
    to: IsoDate(),
    clientId: Type.Optional(Id),
    /** A client's department (fin_contract_dept) */
    contractDeptId: Type.Optional(Id),
    positionId: Type.Optional(Id),
    /** Job-order analysis only: the breakdown (default client) */
    groupBy: Type.Optional(Type.Enum(ANALYSIS_GROUPS)),
  },
  { additionalProperties: false },
);
export type AnalysisQuery = Static<typeof AnalysisQuery>;

const Bp = Type.Union([Type.Integer(), Type.Null()], {
  description: 'basis points (1 bp = 0.01 %); null = nothing to divide by',
});
const Period = {
  /** `2026-W47` (ISO week-year and week) or `2026-11` */
  period: Type.String(),
  /** The first day of the period (a Monday or the 1st) */
  periodStart: IsoDate(),
};

/**
 * One period of the employee dashboard. Filters by client, department or position apply to
 * the shift figures (records and bookings); applicants, approvals and the worker figures
 * belong to no client and ignore them.
 */
export const EmployeeFigures = Type.Object({
  /** Applications received (created) in the period */
  applicants: Type.Integer(),
  /** Applications approved in the period (by their last change) */
  approvals: Type.Integer(),
  /** Distinct workers with a worked shift (status clocked_out … paid) in the period */
  activeWorkers: Type.Integer(),
  /** Worked shifts: work records in clocked_out, pending_verification, verified, credited, paid */
  shifts: Type.Integer(),
  /** Pay minutes of those shifts */
  workedMinutes: Type.Integer(),
  /** Shifts that were due: worked shifts + no-shows + excused */
  dueShifts: Type.Integer(),
  noShows: Type.Integer(),
  /** noShows / dueShifts */
  noShowRate: Bp,
  /** Worked shifts with late minutes > 0 */
  lateShifts: Type.Integer(),
  /** lateShifts / shifts */
  latenessRate: Bp,
  /** Bookings whose shift is in the period */
  bookings: Type.Integer(),
  /** Bookings cancelled by the worker with less notice than `workforce.booking.lateCancelHours` */
  lateCancels: Type.Integer(),
  /** lateCancels / bookings */
  lateCancelRate: Bp,
});
export type EmployeeFigures = Static<typeof EmployeeFigures>;

export const EmployeePeriod = Type.Object({ ...Period, ...EmployeeFigures.properties });
export type EmployeePeriod = Static<typeof EmployeePeriod>;

export const EmployeeAnalysis = Type.Object({
  /** Oldest first; every period of the range is present, empty ones with zeros */
  periods: Type.Array(EmployeePeriod),
  /** The whole range (rates over the range's sums, not an average of the periods' rates) */
  totals: EmployeeFigures,
  /** Active workers now, by credit-score band (CREDIT_SCORE_BANDS order) */
  creditScores: Type.Array(
    Type.Object({ band: Type.Enum(CREDIT_SCORE_BANDS.map((b) => b.band)), workers: Type.Integer() }),
  ),
  /** Verified certificates of active workers expiring from today: within 30, 31–60 and 61–90 days */
  certificatesExpiring: Type.Object({ within30: Type.Integer(), within60: Type.Integer(), within90: Type.Integer() }),
});
export type EmployeeAnalysis = Static<typeof EmployeeAnalysis>;

/** One period (or one group) of the job-order dashboard, by the jobs' shift dates. */
export const JobOrderFigures = Type.Object({
  /** Jobs published at least once (not draft), cancelled ones included */
  jobs: Type.Integer(),
  /** Their headcount requested, cancelled jobs excluded */
  headcount: Type.Integer(),
  /** Their live work records (`assigned`), capped at each job's headcount */
  filled: Type.Integer(),
  /** filled / headcount */
  fillRate: Bp,
  /** Jobs filled: live records ≥ headcount */
  filledJobs: Type.Integer(),
  /** Mean minutes from a filled job's creation to its headcount-th live record's creation; null = none filled */
  minutesToFill: Type.Union([Type.Integer(), Type.Null()]),
  cancelledJobs: Type.Integer(),
  /** Bookings of these jobs cancelled (by anyone) */
  cancelledBookings: Type.Integer(),
  /** Bill minutes of billable records (verified, credited, paid) */
  billedMinutes: Type.Integer(),
  /** Bill amount of those records, cents before GST */
  revenue: Type.Integer(),
  /** Pay amount + allowances of those records, cents */
  payCost: Type.Integer(),
  /** revenue − payCost, cents */
  margin: Type.Integer(),
  /** margin / revenue */
  marginRate: Bp,
});
export type JobOrderFigures = Static<typeof JobOrderFigures>;

export const JobOrderPeriod = Type.Object({ ...Period, ...JobOrderFigures.properties });
export type JobOrderPeriod = Static<typeof JobOrderPeriod>;

export const JobOrderGroup = Type.Object({ id: Type.Integer(), name: Type.String(), ...JobOrderFigures.properties });
export type JobOrderGroup = Static<typeof JobOrderGroup>;

export const JobOrderAnalysis = Type.Object({
  periods: Type.Array(JobOrderPeriod),
  totals: JobOrderFigures,
  /** By `groupBy`, largest revenue first, at most 50 */
  groupBy: Type.Enum(ANALYSIS_GROUPS),
  groups: Type.Array(JobOrderGroup),
  /**
   * Open receivables now (issued, not fully paid or credited; balance = total − paid − credited),
   * by days past the due date, for the clients the filters select (RECEIVABLE_BANDS order)
   */
  receivables: Type.Array(
    Type.Object({ band: Type.Enum(RECEIVABLE_BANDS), invoices: Type.Integer(), balance: Type.Integer() }),
  ),
});
export type JobOrderAnalysis = Static<typeof JobOrderAnalysis>;
