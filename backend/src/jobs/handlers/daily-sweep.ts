/**
 * A daily sweep as a queue: one transaction per run (the sweeps are small and all-or-nothing
 * retries cleanly), for the Singapore day the job names or today. `today` in the job's data lets
 * a test, or an operator catching up, run the sweep for a given day.
 */
import { sgDate } from '@shiftdesk/shared/rules';
import { type Tx, withTransaction } from '../../core/unit-of-work';
import type { QueueDefinition } from '../registry';

export function dailySweep(
  name: string,
  /** What the log line counts (`contract orders expired`) */
  what: string,
  sweep: (tx: Tx, today: string) => Promise<number[]>,
): QueueDefinition<{ today?: string }> {
  return {
    name,
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
    deadLetter: true,
    async handler(job, { db, events, log }) {
      const today = job.data.today ?? sgDate(new Date());
      const ids = await withTransaction({ db, events }, (tx) => sweep(tx, today));
      log.info({ count: ids.length, today }, what);
      return { ids };
    },
  };
}
