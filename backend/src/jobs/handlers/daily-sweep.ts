/**
 * A daily sweep as a queue: one transaction per run (the sweeps are small and all-or-nothing
 * retries cleanly), for the Singapore day the job names or today. `today` in the job's data lets
 * a test, or an operator catching up, run the sweep for a given day.
 */
import { sgDate } from '@shiftdesk/shared/rules';
import { type Tx, withTransaction } from '../../core/data/unit-of-work';
import type { QueueDefinition } from '../registry';

/** How every sweep queue retries: a run is one transaction, so a failed one is retried whole. */
export const SWEEP_RETRIES = { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60, deadLetter: true };

/** A sweep as a queue: `when` reads from the job's data the moment it sweeps for (and how the log names it). */
export function sweepQueue<D, W>(
  name: string,
  /** What the log line counts (`contract orders expired`) */
  what: string,
  when: (data: D) => { at: W; logged: Record<string, unknown> },
  sweep: (tx: Tx, at: W) => Promise<number[]>,
): QueueDefinition<D> {
  return {
    name,
    ...SWEEP_RETRIES,
    async handler(job, { db, events, log }) {
      const { at, logged } = when(job.data);
      const ids = await withTransaction({ db, events }, (tx) => sweep(tx, at));
      log.info({ count: ids.length, ...logged }, what);
      return { ids };
    },
  };
}

export function dailySweep(name: string, what: string, sweep: (tx: Tx, today: string) => Promise<number[]>): QueueDefinition<{ today?: string }> {
  const when = (data: { today?: string }) => {
    const today = data.today ?? sgDate(new Date());
    return { at: today, logged: { today } };
  };
  return sweepQueue(name, what, when, sweep);
}
