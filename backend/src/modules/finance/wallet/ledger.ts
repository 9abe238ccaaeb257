/**
 * The one way money enters, moves inside or leaves a wallet (DOMAIN.md "Wallet"). A posting
 * locks the worker's wallet row (made on first use), answers the entry already posted under the
 * same idempotency key (a retry, a restarted job), else checks the move against the balances
 * (`applyMove`: no balance below zero, never silently netted), appends the ledger entry with the
 * balances after it and updates the wallet, all in the caller's transaction. Because every
 * posting of a wallet holds its row lock until the commit, the balances are always the ledger's
 * sums, also under concurrent requests.
 */
import {
  applyMove,
  CPF_WAGE_TYPES,
  cpfRateClassForMonth,
  estimateEmployeeCpfHold,
  moveAmount,
  type CpfRateRow,
  type WalletBalances,
  type WalletMove,
  type WalletTxType,
} from '@shiftdesk/shared/rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { dollars } from '../../../core/base/csv';
import { ConflictError } from '../../../core/base/errors';
import type { Actor } from '../../../core/data/audit-trail';
import type { Tx } from '../../../core/data/unit-of-work';
import { finWallet, finWalletTransaction, wfWorker } from '../../../db/schema';
import { cpfRatesInForce } from '../reference/service';

export type WalletDb = typeof finWallet.$inferSelect;
export type WalletTxDb = typeof finWalletTransaction.$inferSelect;

export interface Posting {
  workerId: number;
  type: WalletTxType;
  move: WalletMove;
  /** What the entry is for: `workRecord`, `allowance`, `withdrawal`, `walletTransaction` */
  refType: string;
  refId: number | null;
  /** The payroll month of a credit (`YYYY-MM`) */
  month?: string | null;
  memo?: string;
  /** One entry per key, ever: `workRecord:12:earning`, `withdrawal:7:hold` … */
  key: string;
  actor: Actor;
}

export interface Posted {
  entry: WalletTxDb;
  /** False when the key had been posted before (the earlier entry is answered) */
  created: boolean;
}

const balancesOf = (w: WalletDb): WalletBalances => ({ available: w.available, pending: w.pending, held: w.held });

/** The worker's wallet row, locked until the commit (made empty on first use). */
export async function lockWallet(tx: Tx, workerId: number): Promise<WalletDb> {
  await tx.insert(finWallet).values({ workerId }).onConflictDoNothing();
  const [w] = await tx.select().from(finWallet).where(eq(finWallet.workerId, workerId)).for('update');
  return w;
}

/** The entry posted under a key, if any. */
export async function postedUnder(tx: Tx, key: string): Promise<WalletTxDb | undefined> {
  const [e] = await tx.select().from(finWalletTransaction).where(eq(finWalletTransaction.idempotencyKey, key));
  return e;
}

/**
 * Appends entries, in order, to a wallet already locked by `lockWallet`: one query finds keys
 * posted before (answered as they are), one INSERT adds the rest with their running balances,
 * one UPDATE sets the wallet. Refused as a whole if any entry would take a balance below zero.
 */
export async function postLocked(tx: Tx, wallet: WalletDb, postings: readonly Posting[]): Promise<Posted[]> {
  if (!postings.length) return [];
  const earlier = new Map(
    (
      await tx
        .select()
        .from(finWalletTransaction)
        .where(
          inArray(
            finWalletTransaction.idempotencyKey,
            postings.map((p) => p.key),
          ),
        )
    ).map((e) => [e.idempotencyKey, e]),
  );
  let b = balancesOf(wallet);
  const rows: (typeof finWalletTransaction.$inferInsert)[] = [];
  const fresh = new Set<string>();
  for (const p of postings) {
    const e = earlier.get(p.key);
    if (e) {
      if (e.workerId !== p.workerId || e.type !== p.type) throw new ConflictError('wallet.keyReused', { key: p.key });
      continue;
    }
    if (p.workerId !== wallet.workerId) throw new Error('a posting for another wallet');
    if (fresh.has(p.key)) continue;
    fresh.add(p.key);
    const next = applyMove(b, p.move);
    if (!next.ok) {
      throw new ConflictError('wallet.insufficient', {
        balance: next.shortfall,
        missing: dollars(next.missing),
      });
    }
    b = next.balances;
    rows.push({
      workerId: p.workerId,
      type: p.type,
      amount: moveAmount(p.move),
      availableDelta: p.move.available,
      pendingDelta: p.move.pending,
      heldDelta: p.move.held,
      availableAfter: b.available,
      pendingAfter: b.pending,
      heldAfter: b.held,
      balanceAfter: b.available + b.pending + b.held,
      refType: p.refType,
      refId: p.refId,
      month: p.month ?? null,
      memo: p.memo ?? '',
      idempotencyKey: p.key,
      createdBy: p.actor.id,
    });
  }
  const inserted = rows.length ? await tx.insert(finWalletTransaction).values(rows).returning() : [];
  if (rows.length) {
    const now = new Date();
    await tx
      .update(finWallet)
      .set({ ...b, entries: sql`${finWallet.entries} + ${rows.length}`, updatedAt: now })
      .where(eq(finWallet.workerId, wallet.workerId));
    Object.assign(wallet, b, { entries: wallet.entries + rows.length, updatedAt: now });
  }
  const byKey = new Map(inserted.map((e) => [e.idempotencyKey, e]));
  return postings.map((p) => {
    const e = earlier.get(p.key);
    return e ? { entry: e, created: false } : { entry: byKey.get(p.key) as WalletTxDb, created: true };
  });
}

/** Locks the wallet and posts one entry. */
export async function post(tx: Tx, p: Posting): Promise<Posted> {
  const [done] = await postLocked(tx, await lockWallet(tx, p.workerId), [p]);
  return done;
}

/**
 * The part of each new credit to keep pending for the employee CPF share of its month: the
 * month's estimate after the credit (`estimateEmployeeCpfHold`, never below the real share) less
 * what that month already keeps pending, within [0, amount]. Contractors and foreigners owe none.
 * Call with the wallet locked, so the months' sums cannot change underneath. Answers one hold per
 * credit, in order.
 */
export async function cpfHolds(
  tx: Tx,
  workerId: number,
  credits: readonly { month: string; amount: number }[],
): Promise<number[]> {
  const none = credits.map(() => 0);
  if (!credits.length) return none;
  const [w] = await tx
    .select({
      residency: wfWorker.residency,
      prStartDate: wfWorker.prStartDate,
      dateOfBirth: wfWorker.dateOfBirth,
      engagementType: wfWorker.engagementType,
    })
    .from(wfWorker)
    .where(eq(wfWorker.id, workerId));
  if (w?.engagementType !== 'employee' || w.residency === 'foreigner') return none;
  const months = [...new Set(credits.map((c) => c.month))];
  const sums = await tx
    .select({
      month: finWalletTransaction.month,
      credited: sql<string>`coalesce(sum(${finWalletTransaction.amount}) filter (where ${inArray(finWalletTransaction.type, [...CPF_WAGE_TYPES, 'reversal'])}), 0)`,
      pending: sql<string>`coalesce(sum(${finWalletTransaction.pendingDelta}), 0)`,
    })
    .from(finWalletTransaction)
    .where(and(eq(finWalletTransaction.workerId, workerId), inArray(finWalletTransaction.month, months)))
    .groupBy(finWalletTransaction.month);
  const state = new Map(months.map((m) => [m, { credited: 0, pending: 0, rates: null as CpfRateRow[] | null }]));
  for (const s of sums)
    Object.assign(state.get(s.month as string) ?? {}, { credited: Number(s.credited), pending: Number(s.pending) });
  const residency = w.residency as 'citizen' | 'pr';
  const holds: number[] = [];
  for (const c of credits) {
    const m = state.get(c.month) as { credited: number; pending: number; rates: CpfRateRow[] | null };
    const input = { residency, prStartDate: w.prStartDate, month: c.month };
    const rateClass = cpfRateClassForMonth(input);
    let hold = 0;
    if (rateClass !== null) {
      m.rates ??= await cpfRatesInForce(tx, `${c.month}-01`, rateClass);
      const target = estimateEmployeeCpfHold({
        ...input,
        dateOfBirth: w.dateOfBirth,
        earningsCents: Math.max(0, m.credited + c.amount),
        rates: m.rates,
      });
      hold = Math.min(c.amount, Math.max(0, target - m.pending));
    }
    m.credited += c.amount;
    m.pending += hold;
    holds.push(hold);
  }
  return holds;
}
