/**
 * The daily conduct sweeps: `workforce.expireBans` (active bans whose end passed expire through
 * transition(), workers left without a platform ban are unbanned) and
 * `workforce.expireCreditEvents` (workers whose events expired get their score recomputed).
 * Both take `at` so a test (or an operator catching up) runs them for a given instant.
 */
import type { Tx } from '../../core/data/unit-of-work';
import { expireBans } from '../../modules/workforce/ban-record/service';
import { expireCreditEvents } from '../../modules/workforce/credit-event/service';
import type { QueueDefinition } from '../registry';
import { sweepQueue } from './daily-sweep';

function sweepJob(name: string, sweep: (tx: Tx, at: Date) => Promise<number[]>, what: string): QueueDefinition<{ at?: string }> {
  const when = (data: { at?: string }) => {
    const at = data.at ? new Date(data.at) : new Date();
    return { at, logged: { at: at.toISOString() } };
  };
  return sweepQueue(name, what, when, sweep);
}

export const expireBansJob = sweepJob('workforce.expireBans', expireBans, 'bans expired');
export const expireCreditEventsJob = sweepJob(
  'workforce.expireCreditEvents',
  expireCreditEvents,
  'credit scores recomputed after expiry',
);
