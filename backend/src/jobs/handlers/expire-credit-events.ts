/**
 * Daily: workers whose credit events expired since the last run get their cached score
 * recomputed (one set-based pass). `at` lets a test run it for a given instant.
 */
import { withTransaction } from '../../core/unit-of-work';
import { expireCreditEvents } from '../../modules/workforce/credit-event/service';
import type { QueueDefinition } from '../registry';

export const expireCreditEventsJob: QueueDefinition<{ at?: string }> = {
  name: 'workforce.expireCreditEvents',
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  deadLetter: true,
  async handler(job, { db, events, log }) {
    const at = job.data.at ? new Date(job.data.at) : new Date();
    const workers = await withTransaction({ db, events }, (tx) => expireCreditEvents(tx, at));
    log.info({ workers: workers.length }, 'credit scores recomputed after expiry');
    return { workers };
  },
};
