/**
 * Withdrawals (DOMAIN.md "Withdrawal"): a request holds its amount (`withdrawal_hold`, available
 * → held) in the request's transaction; approve and process move the state only; paid takes the
 * money out of held (`withdrawal_paid`); rejected, failed and cancelled give the hold back
 * (`withdrawal_release`). Each ledger entry's key is the withdrawal's id and the step
 * (`withdrawal:7:hold`), so no step posts twice. The minimum and the day's limit are parameters;
 * the estimated employee CPF of the unpaid months is kept `pending` by the credits themselves
 * (ledger.ts `cpfHolds`), so only `available` can be withdrawn.
 */
import {
  type WithdrawalAddBody,
  type WithdrawalListQuery,
  type WithdrawalRow,
  withdrawalMachine,
} from '@shiftdesk/shared/api';
import { holdMove, maskTail, paidMove, releaseMove, withdrawalError } from '@shiftdesk/shared/rules';
import { and, asc, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { ConflictError } from '../../../core/base/errors';
import { sgDate, sgDayEnd, sgDayStart } from '../../../core/base/time';
import { type Actor, recordCreated } from '../../../core/data/audit-trail';
import { type Caller, fieldError, iso } from '../../../core/data/caller';
import { firstOr404 } from '../../../core/data/crud';
import { registerHistoryRule, registerMachineTable } from '../../../core/data/machine-registry';
import { getIntParam } from '../../../core/data/params';
import { csvCell, dollars } from '../../../core/base/csv';
import { transitionMany } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import { defineList, filter } from '../../../core/lists/list-query';
import type { ListScope } from '../../../core/routes/crud-routes';
import type { Db } from '../../../db/client';
import { finWithdrawal, wfWorker } from '../../../db/schema';
import { selectWithWorker, WORKER_SCOPE, workerOwnedScope } from '../../workforce/conduct/worker';
import { sampleOfWorker } from '../../workforce/conduct/sample';
import { queueSmsMany } from '../../workforce/sms/queue';
import { lockWallet, post, postLocked } from './ledger';

export const WITHDRAWAL_PARAMS = {
  minimum: 'finance.withdrawal.minimumCents',
  dailyLimit: 'finance.withdrawal.dailyLimitCents',
} as const;
/** S$10 and S$500 until the parameters say otherwise. */
const DEFAULT_MINIMUM = 10_00;
const DEFAULT_DAILY_LIMIT = 500_00;

/** States whose amount no longer counts against the day's limit. */
const GIVEN_BACK = ['rejected', 'failed', 'cancelled'];

export type WithdrawalDb = typeof finWithdrawal.$inferSelect;

export const withdrawalScope = workerOwnedScope(finWithdrawal, finWithdrawal.workerId, 'withdrawal.notFound');

registerMachineTable(withdrawalMachine, {
  table: finWithdrawal,
  sample: sampleOfWorker(finWithdrawal, (workerId, state) => ({
    workerId,
    amount: 1_000,
    method: 'bank',
    status: state,
  })),
});
registerHistoryRule('withdrawal', 'api/v1/finance/withdrawal/get');

const key = (id: number, step: 'hold' | 'release' | 'paid') => `withdrawal:${id}:${step}`;

const list = defineList<WithdrawalListQuery, NonNullable<WithdrawalListQuery['orderBy']>>({
  table: finWithdrawal,
  filters: {
    workerId: filter.exact(finWithdrawal.workerId),
    status: filter.exact(finWithdrawal.status),
    method: filter.exact(finWithdrawal.method),
    dateFrom: (d) => gte(finWithdrawal.createdAt, sgDayStart(d)),
    dateTo: (d) => lt(finWithdrawal.createdAt, sgDayEnd(d)),
  },
  sort: { id: finWithdrawal.id, amount: finWithdrawal.amount, status: finWithdrawal.status },
  defaultSort: 'id',
  defaultDir: 'desc',
  tieBreak: finWithdrawal.id,
  scope: WORKER_SCOPE,
});

const selectRows = (db: Db | Tx) => selectWithWorker(db, finWithdrawal, { w: finWithdrawal });

export const withdrawalOut = (r: { w: WithdrawalDb; workerName: string }): WithdrawalRow => ({
  id: r.w.id,
  workerId: r.w.workerId,
  workerName: r.workerName,
  amount: r.w.amount,
  method: r.w.method as WithdrawalRow['method'],
  payTo: r.w.payTo ? `${r.w.bankName ? `${r.w.bankName} ` : ''}${maskTail(r.w.payTo)}` : '',
  status: r.w.status as WithdrawalRow['status'],
  reason: r.w.reason,
  remark: r.w.remark,
  batchRef: r.w.batchRef,
  requestedAt: iso(r.w.createdAt),
  decidedBy: r.w.decidedBy,
  decidedAt: r.w.decidedAt ? iso(r.w.decidedAt) : null,
  paidAt: r.w.paidAt ? iso(r.w.paidAt) : null,
});

export function listWithdrawals(db: Db, q: WithdrawalListQuery, scope: ListScope) {
  const count = db
    .select({ n: sql<number>`count(*)` })
    .from(finWithdrawal)
    .innerJoin(wfWorker, eq(wfWorker.id, finWithdrawal.workerId))
    .$dynamic();
  return list.run(db, q, selectRows(db), { scope, count, map: withdrawalOut });
}

/** Several withdrawals in one query, in the order asked. */
export async function getWithdrawals(db: Db | Tx, ids: number[]): Promise<WithdrawalRow[]> {
  const rows = new Map(
    (await selectRows(db).where(inArray(finWithdrawal.id, ids))).map((r) => [r.w.id, withdrawalOut(r)]),
  );
  return ids.flatMap((id) => rows.get(id) ?? []);
}

export async function getWithdrawal(db: Db | Tx, id: number): Promise<WithdrawalRow> {
  return withdrawalOut(await firstOr404(selectRows(db).where(eq(finWithdrawal.id, id)), 'withdrawal.notFound'));
}

export interface WithdrawalLimits {
  minimum: number;
  dailyLimit: number;
}

/**
 * The parameters, read before the request's transaction: they come through the config cache,
 * whose first read must not wait on a connection the transaction holds (PGlite has one).
 */
export async function withdrawalLimits(db: Db): Promise<WithdrawalLimits> {
  return {
    minimum: await getIntParam(db, WITHDRAWAL_PARAMS.minimum, DEFAULT_MINIMUM),
    dailyLimit: await getIntParam(db, WITHDRAWAL_PARAMS.dailyLimit, DEFAULT_DAILY_LIMIT),
  };
}

/**
 * A request (the worker app's, or staff's for the worker): checks the payout details, the
 * minimum, the day's limit and available, then holds the amount. A retry with the same
 * idempotency key answers the first request.
 */
export async function requestWithdrawal(
  tx: Tx,
  caller: Caller,
  b: WithdrawalAddBody,
  { minimum, dailyLimit }: WithdrawalLimits,
): Promise<number> {
  // Read, not locked: the ledger's foreign key takes a key-share lock on the worker, and a FOR
  // UPDATE here would wait on (and deadlock with) a credit that holds the wallet.
  const [worker] = await tx.select().from(wfWorker).where(eq(wfWorker.id, b.workerId));
  if (!worker) throw fieldError(caller.lang, 'workerId', 'conduct.unknownWorker', { id: b.workerId });
  const wallet = await lockWallet(tx, b.workerId);
  if (b.idempotencyKey) {
    const [earlier] = await tx
      .select({ id: finWithdrawal.id, workerId: finWithdrawal.workerId })
      .from(finWithdrawal)
      .where(eq(finWithdrawal.idempotencyKey, b.idempotencyKey));
    if (earlier) {
      if (earlier.workerId !== b.workerId) throw new ConflictError('wallet.keyReused', { key: b.idempotencyKey });
      return earlier.id;
    }
  }
  const payTo = b.method === 'bank' ? (worker.bankAccount ?? '') : (worker.payNow ?? '');
  if (!payTo.trim())
    throw fieldError(caller.lang, 'method', b.method === 'bank' ? 'withdrawal.noBank' : 'withdrawal.noPayNow');
  const today = sgDate(new Date());
  const [sum] = await tx
    .select({ n: sql<string>`coalesce(sum(${finWithdrawal.amount}), 0)` })
    .from(finWithdrawal)
    .where(
      and(
        eq(finWithdrawal.workerId, b.workerId),
        gte(finWithdrawal.createdAt, sgDayStart(today)),
        notInArray(finWithdrawal.status, GIVEN_BACK),
      ),
    );
  const problem = withdrawalError({
    amount: b.amount,
    available: wallet.available,
    minimum,
    dailyLimit,
    requestedToday: Number(sum.n),
  });
  if (problem) {
    throw fieldError(caller.lang, 'amount', `withdrawal.${problem}`, {
      minimum: dollars(minimum),
      limit: dollars(dailyLimit),
      left: dollars(Math.max(0, dailyLimit - Number(sum.n))),
      available: dollars(wallet.available),
    });
  }
  const [row] = await tx
    .insert(finWithdrawal)
    .values({
      workerId: b.workerId,
      amount: b.amount,
      method: b.method,
      payTo: payTo.replace(/[\s-]/g, ''),
      bankName: b.method === 'bank' ? (worker.bankName ?? '') : 'PayNow',
      remark: b.remark ?? '',
      idempotencyKey: b.idempotencyKey ?? null,
      createdBy: caller.actor.id,
    })
    .returning({ id: finWithdrawal.id });
  await postLocked(tx, wallet, [
    {
      workerId: b.workerId,
      type: 'withdrawal_hold',
      move: holdMove(b.amount),
      refType: 'withdrawal',
      refId: row.id,
      key: key(row.id, 'hold'),
      memo: `Withdrawal #${row.id}`,
      actor: caller.actor,
    },
  ]);
  await recordCreated(tx, caller.actor, 'withdrawal', row.id, {
    to: 'requested',
    data: { amount: b.amount, method: b.method },
  });
  return row.id;
}

export type WithdrawalAction = 'approve' | 'reject' | 'process' | 'markPaid' | 'fail' | 'cancel';

/**
 * Moves withdrawals (one or many, all or nothing) and posts what the move means for the money:
 * a release for reject / fail / cancel, the payout for markPaid.
 */
export async function moveWithdrawals(
  tx: Tx,
  actor: Actor,
  ids: number[],
  action: WithdrawalAction,
  reason = '',
  patch: Record<string, unknown> = {},
  data?: Record<string, unknown>,
): Promise<void> {
  const now = new Date();
  const decided = action === 'approve' || action === 'reject' ? { decidedBy: actor.id, decidedAt: now } : {};
  await transitionMany(tx, {
    machine: withdrawalMachine,
    table: finWithdrawal,
    ids,
    action,
    actor,
    reason,
    data,
    patch: {
      ...decided,
      ...(action === 'markPaid' ? { paidAt: now } : {}),
      ...(reason.trim() ? { reason: reason.trim() } : {}),
      ...patch,
      updatedAt: now,
    },
  });
  if (action === 'approve' || action === 'process') return;
  const rows = await tx
    .select()
    .from(finWithdrawal)
    .where(inArray(finWithdrawal.id, ids))
    .orderBy(asc(finWithdrawal.workerId), asc(finWithdrawal.id));
  for (const w of rows) {
    const paid = action === 'markPaid';
    await post(tx, {
      workerId: w.workerId,
      type: paid ? 'withdrawal_paid' : 'withdrawal_release',
      move: paid ? paidMove(w.amount) : releaseMove(w.amount),
      refType: 'withdrawal',
      refId: w.id,
      key: key(w.id, paid ? 'paid' : 'release'),
      memo: `Withdrawal #${w.id}${reason.trim() ? `: ${reason.trim()}` : ''}`,
      actor,
    });
  }
  if (action === 'markPaid') await tellPaid(tx, rows);
}

/** WITHDRAWAL_PAID to each worker paid, once per withdrawal (the SMS log's event key). */
async function tellPaid(tx: Tx, rows: (typeof finWithdrawal.$inferSelect)[]): Promise<void> {
  if (!rows.length) return;
  const people = await tx
    .select({ id: wfWorker.id, name: wfWorker.name, phone: wfWorker.phone })
    .from(wfWorker)
    .where(inArray(wfWorker.id, [...new Set(rows.map((w) => w.workerId))]));
  const byId = new Map(people.map((p) => [p.id, p]));
  await queueSmsMany(
    tx,
    rows.flatMap((w) => {
      const p = byId.get(w.workerId);
      if (!p) return [];
      const paidAt = w.paidAt ?? new Date();
      return [
        {
          code: 'WITHDRAWAL_PAID' as const,
          key: `WITHDRAWAL_PAID:withdrawal:${w.id}`,
          phone: p.phone,
          vars: { name: p.name, amount: `S$${dollars(w.amount)}`, paidDate: sgDate(paidAt) },
        },
      ];
    }),
  );
}

/**
 * The bank's payout file (CSV) of approved withdrawals (the ids given, else every approved one in
 * scope): they move to `processing` with the batch's reference, all or nothing. The file carries
 * the full account numbers (the bank needs them); the permission to download it is the reveal.
 * The state moves' History lines carry the batch reference.
 */
export async function payoutFile(
  tx: Tx,
  actor: Actor,
  ids: number[],
): Promise<{ batchRef: string; csv: string; count: number; total: number }> {
  const rows = await tx
    .select({ w: finWithdrawal, name: wfWorker.name })
    .from(finWithdrawal)
    .innerJoin(wfWorker, eq(wfWorker.id, finWithdrawal.workerId))
    .where(inArray(finWithdrawal.id, ids))
    .orderBy(asc(finWithdrawal.id));
  if (!rows.length) throw new ConflictError('withdrawal.nothingToPay');
  const batchRef = `PO-${sgDate(new Date()).replace(/-/g, '')}-${rows[0].w.id}`;
  await moveWithdrawals(tx, actor, ids, 'process', '', { batchRef }, { batchRef });
  const lines = [
    ['Reference', 'Payee', 'Method', 'Bank', 'Account / PayNow', 'Amount (SGD)'].join(','),
    ...rows.map(({ w, name }) =>
      [`W${w.id}`, name, w.method, w.bankName, w.payTo, dollars(w.amount)].map(csvCell).join(','),
    ),
  ];
  const total = rows.reduce((a, r) => a + r.w.amount, 0);
  return { batchRef, csv: `${lines.join('\r\n')}\r\n`, count: rows.length, total };
}
