/**
 * Daily: workers whose suspension ended (its until day is past) are active again, each through
 * the machine (locked, audited as the system). One transaction per run, like the order sweep.
 */
import { sgDate } from '@shiftdesk/shared/rules';
import { withTransaction } from '../../core/unit-of-work';
import { reinstateSuspended } from '../../modules/workforce/worker/service';
import type { QueueDefinition } from '../registry';

export const reinstateSuspendedJob: QueueDefinition<{ today?: string }> = {
  name: 'workforce.reinstateSuspended',
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  deadLetter: true,
  async handler(job, { db, events, log }) {
    // `today` lets a test (or an operator catching up) run the sweep for a given Singapore day.
    const today = job.data.today ?? sgDate(new Date());
    const reinstated = await withTransaction({ db, events }, (tx) => reinstateSuspended(tx, today));
    log.info({ reinstated: reinstated.length, today }, 'suspended workers reinstated');
    return { reinstated };
  },
};
