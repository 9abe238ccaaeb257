/**
 * The worker app's wallet (issue 31; docs/worker-app-api.md): what the device's worker sees and
 * may do with their money. The worker is always the device's. The rules are the staff side's
 * (`requestWithdrawal`, `moveWithdrawals`): the app only narrows them to the worker's own rows.
 */
import type {
  WorkerAppAppealBody,
  WorkerAppCancelBody,
  WorkerAppWallet,
  WorkerAppWithdrawBody,
  WorkerAppWithdrawal,
} from '@shiftdesk/shared/api';
import { desc, eq } from 'drizzle-orm';
import { ConflictError, NotFoundError } from '../../../core/base/errors';
import type { DeviceAuth } from '../../../core/auth/device-auth';
import type { Caller } from '../../../core/data/caller';
import type { Tx } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { finWalletTransaction, finWithdrawal } from '../../../db/schema';
import { deviceActor } from '../../workforce/work-record/clock';
import { APPEALABLE_TYPES, addAppeal } from '../appeal/service';
import { getWallet } from './service';
import { moveWithdrawals, requestWithdrawal, type WithdrawalLimits } from './withdrawal';

const HOUR_MS = 3_600_000;

/** The worker of a device, as History and the ledger name them. */
export const deviceCaller = (device: DeviceAuth, lang: Caller['lang']): Caller => ({
  actor: deviceActor(device),
  deptId: null,
  lang,
});

/**
 * `windowHours`: the appeal window (appealWindowHours), read with the rest before; 0 = closed,
 * so no entry shows a deadline.
 */
export async function appWallet(
  db: Db,
  device: DeviceAuth,
  windowHours: number,
  now = new Date(),
): Promise<WorkerAppWallet> {
  const [wallet, entries, withdrawals] = await Promise.all([
    getWallet(db, device.workerId),
    db
      .select()
      .from(finWalletTransaction)
      .where(eq(finWalletTransaction.workerId, device.workerId))
      .orderBy(desc(finWalletTransaction.id))
      .limit(30),
    db
      .select()
      .from(finWithdrawal)
      .where(eq(finWithdrawal.workerId, device.workerId))
      .orderBy(desc(finWithdrawal.id))
      .limit(10),
  ]);
  return {
    available: wallet.available,
    pending: wallet.pending,
    held: wallet.held,
    total: wallet.total,
    withdrawable: wallet.withdrawable,
    entries: entries.map((e) => {
      const until = new Date(e.createdAt.getTime() + windowHours * HOUR_MS);
      return {
        id: e.id,
        type: e.type as WorkerAppWallet['entries'][number]['type'],
        amount: e.amount,
        availableAfter: e.availableAfter,
        memo: e.memo,
        month: e.month,
        createdAt: e.createdAt.toISOString(),
        appealUntil: APPEALABLE_TYPES.includes(e.type) && until > now ? until.toISOString() : null,
      };
    }),
    withdrawals: withdrawals.map(
      (w): WorkerAppWithdrawal => ({
        id: w.id,
        amount: w.amount,
        method: w.method as WorkerAppWithdrawal['method'],
        status: w.status as WorkerAppWithdrawal['status'],
        reason: w.reason,
        requestedAt: w.createdAt.toISOString(),
        paidAt: w.paidAt?.toISOString() ?? null,
      }),
    ),
  };
}

/** A request by the worker: the staff side's checks and hold, for the device's worker only. */
export function appWithdraw(
  tx: Tx,
  device: DeviceAuth,
  lang: Caller['lang'],
  b: WorkerAppWithdrawBody,
  limits: WithdrawalLimits,
): Promise<number> {
  return requestWithdrawal(tx, deviceCaller(device, lang), { ...b, workerId: device.workerId }, limits);
}

/**
 * The worker cancels a request nobody has decided yet; the hold is released. Another worker's
 * withdrawal is not there (404); a decided one is refused by the machine (409).
 */
export async function appCancelWithdrawal(tx: Tx, device: DeviceAuth, b: WorkerAppCancelBody): Promise<number> {
  const [w] = await tx
    .select({ id: finWithdrawal.id, workerId: finWithdrawal.workerId, status: finWithdrawal.status })
    .from(finWithdrawal)
    .where(eq(finWithdrawal.id, b.withdrawalId))
    .for('update');
  if (!w || w.workerId !== device.workerId) throw new NotFoundError('withdrawal.notFound');
  if (w.status !== 'requested') throw new ConflictError('withdrawal.notCancellable', { id: w.id, state: w.status });
  await moveWithdrawals(tx, deviceActor(device), [w.id], 'cancel', 'Cancelled by the worker');
  return w.id;
}

/** The worker's appeal against one of their own credits: the staff side's rules, for the device's worker. */
export function appAppeal(
  tx: Tx,
  device: DeviceAuth,
  lang: Caller['lang'],
  b: WorkerAppAppealBody,
  windowHours: number,
): Promise<number> {
  return addAppeal(tx, deviceCaller(device, lang), { ...b, workerId: device.workerId }, windowHours);
}
