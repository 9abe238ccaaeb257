/**
 * Timesheets of a period for every department that has records waiting (issue 29), asked for by
 * one user: they own the timesheets (their department, their name in the History) and get the
 * progress over the socket. Each department commits on its own, so a retry only finds what the
 * failed run left; one department's failure is reported in the result, not thrown.
 */
import type { Lang } from '../../core/base/i18n';
import type { Caller } from '../../core/data/caller';
import { generateAll } from '../../modules/workforce/timesheet/generate-all';
import type { QueueDefinition } from '../registry';

export const GENERATE_TIMESHEETS_QUEUE = 'workforce.generateTimesheets';

// A type, not an interface: job data must be assignable to Record<string, unknown>.
export type GenerateTimesheetsData = {
  period: string;
  userId: number | null;
  actorName: string;
  deptId: number | null;
  lang: Lang;
};

export const generateTimesheetsJob: QueueDefinition<GenerateTimesheetsData> = {
  name: GENERATE_TIMESHEETS_QUEUE,
  retryLimit: 1,
  retryDelay: 5,
  retryBackoff: false,
  expireInSeconds: 10 * 60,
  deadLetter: true,
  async handler(job, { db, events, log, progress }) {
    const { period, userId, actorName, deptId, lang } = job.data;
    const caller: Caller = { actor: { id: userId, name: actorName }, deptId, lang };
    const result = await generateAll({ db, events }, caller, period, progress);
    log.info(
      { period, made: result.made.length, skipped: result.skipped.length, failed: result.failed.length },
      'timesheets generated',
    );
    return result;
  },
};
