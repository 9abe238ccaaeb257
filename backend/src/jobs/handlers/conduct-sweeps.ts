/**
 * The daily conduct sweeps: `workforce.expireBans` (active bans whose end passed expire through
 * transition(), workers left without a platform ban are unbanned) and
 * `workforce.expireCreditEvents` (workers whose events expired get their score recomputed).
 * Both take `at` so a test (or an operator catching up) runs them for a given instant.
 */
import { withTransaction } from '../../core/unit-of-work';
import type { Tx } from '../../core/unit-of-work';
import { expireBans } from '../../modules/workforce/ban-record/service';
import { expireCreditEvents } from '../../modules/workforce/credit-event/service';
import type { QueueDefinition } from '../registry';

function sweepJob(name: string, sweep: (tx: Tx, at: Date) => Promise<number[]>, what: string): QueueDefinition<{ at?: string }> {
  return {
    name,
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
    deadLetter: true,
    async handler(job, { db, events, log }) {
      const at = job.data.at ? new Date(job.data.at) : new Date();
      const ids = await withTransaction({ db, events }, (tx) => sweep(tx, at));
      log.info({ count: ids.length, at: at.toISOString() }, what);
      return { ids };
    },
  };
}

export const expireBansJob = sweepJob('workforce.expireBans', expireBans, 'bans expired');
export const expireCreditEventsJob = sweepJob(
  'workforce.expireCreditEvents',
  expireCreditEvents,
  'credit scores recomputed after expiry',
);
