/**
 * The workforce remote's /home widgets (issue 34) read one answer: GET
 * /backend/api/v1/workforce/home/summary, open to every signed-in user. Each widget is a section
 * of it, present only when the caller holds the rule that widget is shown behind (the list rule
 * of the page it links to), so the widgets of this remote cost one request together, and none
 * when the user sees none of them (the shell then never mounts one). Every number is counted or
 * summed by the database under the caller's data scope, the same as the linked list's.
 */
import { type Static, Type } from 'typebox';
import { IsoDate } from '../finance/common';
import { JobApi } from './job';
import { TimesheetApi } from './timesheet';
import { WorkerCertificateApi } from './workerCertificate';
import { WorkRecordApi } from './workRecord';

/** Login only: no rule of its own (each section has one, WORKFORCE_HOME_RULES). */
export const WorkforceHomeApi = {
  path: { summary: '/home/summary' },
  url: { summary: '/api/v1/workforce/home/summary' },
} as const;

/** The rule each section (and its widget) is behind. */
export const WORKFORCE_HOME_RULES = {
  todayShifts: JobApi.rule.list,
  pendingVerification: WorkRecordApi.rule.list,
  timesheets: TimesheetApi.rule.list,
  certificatesExpiring: WorkerCertificateApi.rule.list,
} as const;

/** How far ahead "certificates expiring" looks (the certificate list's `expiringWithinDays`). */
export const CERTIFICATES_EXPIRING_DAYS = 30;

const Count = Type.Integer({ minimum: 0 });

export const WorkforceHomeSummary = Type.Object({
  /** The jobs starting today in Singapore (the job list's day filter) */
  todayShifts: Type.Optional(
    Type.Object({
      /** Today in Singapore, as the server counted it: the widget's links use it */
      day: IsoDate(),
      /** Jobs not cancelled */
      shifts: Count,
      /** Their headcount */
      headcount: Count,
      /** Their assigned workers, each job's capped at its headcount */
      assigned: Count,
      /** Places still open on draft or published jobs short of their headcount */
      unfilled: Count,
      /** Those jobs */
      unfilledJobs: Count,
      /** Cancelled jobs of the day (left out of the numbers above) */
      cancelled: Count,
    }),
  ),
  /** Work records in `pending_verification` */
  pendingVerification: Type.Optional(Type.Object({ records: Count })),
  /** Timesheets waiting for the client's answer, and those the client disputed */
  timesheets: Type.Optional(Type.Object({ sent: Count, disputed: Count })),
  /** Verified certificates expiring today or within `days` (the certificate list's `expiringWithinDays`) */
  certificatesExpiring: Type.Optional(Type.Object({ certificates: Count, days: Count })),
});
export type WorkforceHomeSummary = Static<typeof WorkforceHomeSummary>;
