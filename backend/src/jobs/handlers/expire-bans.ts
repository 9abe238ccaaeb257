/**
 * Daily: active bans whose end has passed expire through transition() (audited as the system),
 * and workers left without a platform ban are unbanned. `at` lets a test (or an operator catching
 * up) run the sweep for a given instant.
 */
import { withTransaction } from '../../core/unit-of-work';
import { expireBans } from '../../modules/workforce/ban-record/service';
import type { QueueDefinition } from '../registry';

export const expireBansJob: QueueDefinition<{ at?: string }> = {
  name: 'workforce.expireBans',
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  deadLetter: true,
  async handler(job, { db, events, log }) {
    const at = job.data.at ? new Date(job.data.at) : new Date();
    const expired = await withTransaction({ db, events }, (tx) => expireBans(tx, at));
    log.info({ expired: expired.length }, 'bans expired');
    return { expired };
  },
};
