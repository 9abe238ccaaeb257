/**
 * Reading wallets and their ledger (golden path steps 20–21). Both lists keep to the caller's
 * data scope through the worker (its department and creator). A worker who was never credited
 * has an empty wallet: `get` answers zeros rather than 404.
 */
import type {
  WalletDetail,
  WalletListQuery,
  WalletRow,
  WalletTransactionListQuery,
  WalletTransactionRow,
} from '@shiftdesk/shared/api';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { NotFoundError } from '../../../core/base/errors';
import { sgDayEnd, sgDayStart } from '../../../core/base/time';
import { iso } from '../../../core/data/caller';
import type { Tx } from '../../../core/data/unit-of-work';
import { defineList, filter } from '../../../core/lists/list-query';
import type { ListScope } from '../../../core/routes/crud-routes';
import type { Db } from '../../../db/client';
import { finWallet, finWalletTransaction, sysUser, wfWorker, wfWorkRecord } from '../../../db/schema';
import { WORKER_SCOPE, workerOwnedScope } from '../../workforce/conduct/worker';

/** A wallet (by worker id) outside the caller's scope reads as an unknown worker. */
export const walletScope = workerOwnedScope(wfWorker, wfWorker.id, 'wallet.unknownWorker');
export const walletTransactionScope = workerOwnedScope(
  finWalletTransaction,
  finWalletTransaction.workerId,
  'wallet.unknownWorker',
);

const total = sql<number>`(${finWallet.available} + ${finWallet.pending} + ${finWallet.held})`;

const walletList = defineList<WalletListQuery, NonNullable<WalletListQuery['orderBy']>>({
  table: finWallet,
  filters: {
    keyword: filter.containsIn(finWallet.workerId, wfWorker.id, wfWorker.name, wfWorker.phone),
    withAvailable: (v) => (v ? sql`${finWallet.available} > 0` : undefined),
  },
  sort: {
    workerId: finWallet.workerId,
    available: finWallet.available,
    pending: finWallet.pending,
    held: finWallet.held,
    total,
    updatedAt: finWallet.updatedAt,
  },
  defaultSort: 'updatedAt',
  defaultDir: 'desc',
  tieBreak: finWallet.workerId,
  scope: WORKER_SCOPE,
});

const selectWallets = (db: Db | Tx) =>
  db
    .select({ w: finWallet, workerName: wfWorker.name, phone: wfWorker.phone })
    .from(finWallet)
    .innerJoin(wfWorker, eq(wfWorker.id, finWallet.workerId))
    .$dynamic();

type WalletSelected = { w: typeof finWallet.$inferSelect; workerName: string; phone: string };

const walletOut = (r: WalletSelected): WalletRow => ({
  workerId: r.w.workerId,
  workerName: r.workerName,
  phone: r.phone,
  available: r.w.available,
  pending: r.w.pending,
  held: r.w.held,
  total: r.w.available + r.w.pending + r.w.held,
  entries: r.w.entries,
  updatedAt: iso(r.w.updatedAt),
});

export function listWallets(db: Db, q: WalletListQuery, scope: ListScope) {
  const count = db
    .select({ n: sql<number>`count(*)` })
    .from(finWallet)
    .innerJoin(wfWorker, eq(wfWorker.id, finWallet.workerId))
    .$dynamic();
  return walletList.run(db, q, selectWallets(db), { scope, count, map: walletOut });
}

/** A worker's wallet, with the grant list's total waiting for it (zeros when never credited). */
export async function getWallet(db: Db | Tx, workerId: number): Promise<WalletDetail> {
  const [worker] = await db
    .select({ id: wfWorker.id, name: wfWorker.name, phone: wfWorker.phone })
    .from(wfWorker)
    .where(eq(wfWorker.id, workerId));
  if (!worker) throw new NotFoundError('wallet.unknownWorker');
  const [row] = await selectWallets(db).where(eq(finWallet.workerId, workerId));
  const [waiting] = await db
    .select({ sum: sql<string>`coalesce(sum(${wfWorkRecord.payAmount}), 0)` })
    .from(wfWorkRecord)
    .where(and(eq(wfWorkRecord.workerId, workerId), eq(wfWorkRecord.status, 'verified')));
  const base: WalletRow = row
    ? walletOut(row)
    : {
        workerId,
        workerName: worker.name,
        phone: worker.phone,
        available: 0,
        pending: 0,
        held: 0,
        total: 0,
        entries: 0,
        updatedAt: null,
      };
  return { ...base, toCredit: Number(waiting?.sum ?? 0), withdrawable: base.available };
}

const creator = alias(sysUser, 'creator');

const txList = defineList<WalletTransactionListQuery, NonNullable<WalletTransactionListQuery['orderBy']>>({
  table: finWalletTransaction,
  filters: {
    workerId: filter.exact(finWalletTransaction.workerId),
    type: filter.exact(finWalletTransaction.type),
    refType: filter.exact(finWalletTransaction.refType),
    refId: filter.exact(finWalletTransaction.refId),
    dateFrom: (d) => gte(finWalletTransaction.createdAt, sgDayStart(d)),
    dateTo: (d) => lt(finWalletTransaction.createdAt, sgDayEnd(d)),
  },
  sort: { id: finWalletTransaction.id, amount: finWalletTransaction.amount },
  defaultSort: 'id',
  defaultDir: 'desc',
  tieBreak: finWalletTransaction.id,
  scope: WORKER_SCOPE,
});

const selectTransactions = (db: Db | Tx) =>
  db
    .select({ t: finWalletTransaction, workerName: wfWorker.name, createdByName: creator.userName })
    .from(finWalletTransaction)
    .innerJoin(wfWorker, eq(wfWorker.id, finWalletTransaction.workerId))
    .leftJoin(creator, eq(creator.id, finWalletTransaction.createdBy))
    .$dynamic();

type TxSelected = { t: typeof finWalletTransaction.$inferSelect; workerName: string; createdByName: string | null };

const transactionOut = (r: TxSelected): WalletTransactionRow => ({
  id: r.t.id,
  workerId: r.t.workerId,
  workerName: r.workerName,
  type: r.t.type as WalletTransactionRow['type'],
  amount: r.t.amount,
  availableDelta: r.t.availableDelta,
  pendingDelta: r.t.pendingDelta,
  heldDelta: r.t.heldDelta,
  balanceAfter: r.t.balanceAfter,
  availableAfter: r.t.availableAfter,
  refType: r.t.refType,
  refId: r.t.refId,
  month: r.t.month,
  memo: r.t.memo,
  idempotencyKey: r.t.idempotencyKey,
  createdBy: r.t.createdBy,
  createdByName: r.createdByName,
  createdAt: iso(r.t.createdAt),
});

export function listTransactions(db: Db, q: WalletTransactionListQuery, scope: ListScope) {
  const count = db
    .select({ n: sql<number>`count(*)` })
    .from(finWalletTransaction)
    .innerJoin(wfWorker, eq(wfWorker.id, finWalletTransaction.workerId))
    .$dynamic();
  return txList.run(db, q, selectTransactions(db), { scope, count, map: transactionOut });
}
