/**
 * Daily: active contract orders whose last day has passed expire, each through transition()
 * (locked, audited as the system, `stateChanged` after the commit). One transaction per run:
 * the sweep is small (orders, not shifts) and all-or-nothing retries cleanly.
 */
import { sgDate } from '@shiftdesk/shared/rules';
import { withTransaction } from '../../core/unit-of-work';
import { expireContractOrders } from '../../modules/finance/contract-order/service';
import type { QueueDefinition } from '../registry';

export const expireContractOrdersJob: QueueDefinition<{ today?: string }> = {
  name: 'finance.expireContractOrders',
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  deadLetter: true,
  async handler(job, { db, events, log }) {
    // `today` lets a test (or an operator catching up) run the sweep for a given Singapore day.
    const today = job.data.today ?? sgDate(new Date());
    const expired = await withTransaction({ db, events }, (tx) => expireContractOrders(tx, today));
    log.info({ expired: expired.length, today }, 'contract orders expired');
    return { expired };
  },
};
