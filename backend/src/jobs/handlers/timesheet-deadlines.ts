/**
 * `workforce.timesheetDeadlines`, every few minutes, as the system: timesheets the client left
 * unsigned past their deadline are approved automatically, and those close to it get their one
 * reminder (modules/workforce/timesheet/signoff.ts). One transaction per run; the reminders are
 * mailed after its commit. `at` lets a test run it for a given instant.
 */
import { SYSTEM_CALLER } from '../../core/data/caller';
import { withTransaction } from '../../core/data/unit-of-work';
import { timesheetDeadlines } from '../../modules/workforce/timesheet/signoff';
import type { QueueDefinition } from '../registry';
import { SWEEP_RETRIES } from './daily-sweep';

export const timesheetDeadlinesJob: QueueDefinition<{ at?: string }> = {
  name: 'workforce.timesheetDeadlines',
  ...SWEEP_RETRIES,
  async handler(job, { db, events, log, dataDir, storage }) {
    const at = job.data.at ? new Date(job.data.at) : new Date();
    const host = { db, dataDir, storage };
    const done = await withTransaction({ db, events }, (tx) => timesheetDeadlines(tx, host, at, SYSTEM_CALLER));
    log.info(
      { approved: done.approved.length, reminded: done.reminded.length, at: at.toISOString() },
      'timesheet deadlines',
    );
    return done;
  },
};
