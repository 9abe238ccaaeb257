/**
 * The incentive sweep (./modules/finance/incentive/sweep.ts): daily for every active scheme, and
 * on demand (POST finance/incentive/sweep, one scheme or all). Set-based and idempotent (records
 * are upserted while pending), so a retry is harmless.
 */
import { withTransaction } from '../../core/data/unit-of-work';
import { sweepIncentives } from '../../modules/finance/incentive/sweep';
import type { QueueDefinition } from '../registry';

export const SWEEP_INCENTIVES_QUEUE = 'finance.sweepIncentives';

// A type, not an interface: job data must be assignable to Record<string, unknown>.
export type SweepIncentivesData = { schemeId?: number | null };

export const sweepIncentivesJob: QueueDefinition<SweepIncentivesData> = {
  name: SWEEP_INCENTIVES_QUEUE,
  retryLimit: 2,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 30 * 60,
  deadLetter: true,
  async handler(job, { db, events, log }) {
    const schemeId = job.data?.schemeId ?? undefined;
    const result = await withTransaction({ db, events }, (tx) => sweepIncentives(tx, schemeId));
    log.info({ schemeId, ...result }, 'incentives swept');
    return result;
  },
};
