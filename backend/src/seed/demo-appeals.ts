/**
 * Demo transaction appeals, made through the services after the demo wallets (whose credits
 * they appeal) and before the payroll demo (which pays accepted ones as adjustments): on the
 * newest shift earnings of up to four workers, still within the appeal window at seed time, one
 * appeal each — submitted, under review, accepted for part of the claim, rejected. No credit in
 * the window, no appeal.
 */
import { and, desc, eq, gt, inArray, notExists } from 'drizzle-orm';
import { DomainEventBus } from '../core/base/events';
import { type Caller, SYSTEM_CALLER } from '../core/data/caller';
import { withTransaction } from '../core/data/unit-of-work';
import type { Db } from '../db/client';
import { finAppeal, finWalletTransaction } from '../db/schema';
import {
  acceptAppeal,
  addAppeal,
  appealWindowHours,
  moveAppeals,
  OPEN_APPEAL,
} from '../modules/finance/appeal/service';

const APPEALS = [
  {
    path: 'submitted',
    category: 'hours_wrong',
    description: 'I stayed 45 minutes after the shift to finish the stock count; the supervisor asked me to.',
  },
  {
    path: 'under_review',
    category: 'rate_wrong',
    description: 'This was a weekend shift, but the earning looks like the weekday rate.',
  },
  {
    path: 'accepted',
    category: 'hours_wrong',
    description: 'My clock-out did not register; I left at 19:30, not 19:07. The site supervisor can confirm.',
  },
  {
    path: 'rejected',
    category: 'other',
    description: 'I think the transport allowance should have been paid with this shift.',
  },
] as const;

export async function seedDemoAppeals(db: Db, owner: Caller = SYSTEM_CALLER, now = new Date()): Promise<number> {
  const windowHours = await appealWindowHours(db);
  if (windowHours <= 0) return 0;
  const ctx = { db, events: new DomainEventBus() };
  // A little inside the window, so none closes while the seed runs.
  const since = new Date(now.getTime() - windowHours * 3_600_000 + 60_000);
  return withTransaction(ctx, async (tx) => {
    const recent = await tx
      .select({
        id: finWalletTransaction.id,
        workerId: finWalletTransaction.workerId,
        amount: finWalletTransaction.amount,
      })
      .from(finWalletTransaction)
      .where(
        and(
          eq(finWalletTransaction.type, 'earning'),
          gt(finWalletTransaction.createdAt, since),
          // A rerun on a database that has appeals leaves their credits alone.
          notExists(
            tx
              .select({ id: finAppeal.id })
              .from(finAppeal)
              .where(and(eq(finAppeal.transactionId, finWalletTransaction.id), inArray(finAppeal.status, OPEN_APPEAL))),
          ),
        ),
      )
      .orderBy(desc(finWalletTransaction.id))
      .limit(200);
    // The newest credit of each of the first workers: one appeal per worker.
    const seen = new Set<number>();
    const picked = recent.filter((e) => !seen.has(e.workerId) && seen.add(e.workerId)).slice(0, APPEALS.length);
    for (const [i, e] of picked.entries()) {
      const spec = APPEALS[i];
      // About a tenth of the credit, in whole dollars, at least S$5.
      const claimedAmount = Math.max(5_00, Math.round(e.amount / 10 / 100) * 100);
      const id = await addAppeal(
        tx,
        owner,
        {
          workerId: e.workerId,
          transactionId: e.id,
          category: spec.category,
          claimedAmount,
          description: spec.description,
        },
        windowHours,
        now,
      );
      if (spec.path === 'submitted') continue;
      await moveAppeals(tx, owner.actor, [id], 'review');
      if (spec.path === 'accepted') {
        const amount = Math.max(1_00, Math.round(claimedAmount / 2 / 100) * 100);
        await acceptAppeal(tx, owner, { id, amount, reason: 'Clock-out confirmed by the site supervisor for 19:20' });
      }
      if (spec.path === 'rejected')
        await moveAppeals(tx, owner.actor, [id], 'reject', 'Transport is not covered by this contract order');
    }
    return picked.length;
  });
}
