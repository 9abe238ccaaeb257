/**
 * Demo wallets, made through the services after the demo's invoices: the verified records of
 * shifts more than a week old are credited (the grant list keeps the newer ones), then a few
 * workers with money available ask for withdrawals that reach every state a queue shows: paid
 * (through a payout file), processing, approved, rejected and still requested (the /home widget).
 * Approved demo allowances were credited when they were approved.
 */
import { addDays, sgDate } from '@shiftdesk/shared/rules';
import { and, asc, desc, eq, gt, isNotNull, lt } from 'drizzle-orm';
import { DomainEventBus } from '../core/base/events';
import { type Caller, SYSTEM_CALLER } from '../core/data/caller';
import { withTransaction } from '../core/data/unit-of-work';
import type { Db } from '../db/client';
import { finWallet, wfWorker, wfWorkRecord } from '../db/schema';
import { grantRecords } from '../modules/finance/wallet/credit';
import { moveWithdrawals, payoutFile, requestWithdrawal, withdrawalLimits } from '../modules/finance/wallet/withdrawal';

/** What each demo withdrawal goes through after its request. */
const PATHS: ('paid' | 'processing' | 'approved' | 'rejected' | 'requested')[] = [
  'paid',
  'paid',
  'processing',
  'approved',
  'rejected',
  'requested',
  'requested',
];

export async function seedDemoWallets(db: Db, owner: Caller = SYSTEM_CALLER, now = new Date()): Promise<number> {
  const ctx = { db, events: new DomainEventBus() };
  const limits = await withdrawalLimits(db);
  return withTransaction(ctx, async (tx) => {
    const due = await tx
      .select({ id: wfWorkRecord.id })
      .from(wfWorkRecord)
      .where(and(eq(wfWorkRecord.status, 'verified'), lt(wfWorkRecord.shiftDate, addDays(sgDate(now), -7))))
      .orderBy(asc(wfWorkRecord.id));
    if (due.length)
      await grantRecords(
        tx,
        owner,
        due.map((r) => r.id),
      );

    const rich = await tx
      .select({ workerId: finWallet.workerId, available: finWallet.available })
      .from(finWallet)
      .innerJoin(wfWorker, eq(wfWorker.id, finWallet.workerId))
      .where(and(gt(finWallet.available, 20_00), isNotNull(wfWorker.bankAccount)))
      .orderBy(desc(finWallet.available), asc(finWallet.workerId))
      .limit(PATHS.length);
    let made = 0;
    for (const [i, w] of rich.entries()) {
      // About half of what is available, in whole dollars, within the default daily limit.
      const amount = Math.min(500_00, Math.max(10_00, Math.floor(w.available / 2 / 100) * 100));
      const id = await requestWithdrawal(tx, owner, { workerId: w.workerId, amount, method: 'bank' }, limits);
      const path = PATHS[i];
      if (path === 'rejected')
        await moveWithdrawals(tx, owner.actor, [id], 'reject', 'Bank account name does not match');
      if (path === 'paid' || path === 'processing' || path === 'approved') {
        await moveWithdrawals(tx, owner.actor, [id], 'approve');
      }
      if (path === 'paid' || path === 'processing') await payoutFile(tx, owner.actor, [id]);
      if (path === 'paid') await moveWithdrawals(tx, owner.actor, [id], 'markPaid');
      made++;
    }
    return due.length + made;
  });
}
