/**
 * Allowances (transport, meal, other) in cents for a day or a work record. Added `pending`;
 * approve / reject through transition(). Approval credits the worker's wallet once wallets
 * exist: the wallet issue registers its crediting with `onAllowanceApproved`, which runs in the
 * approval's transaction (a failure there refuses the approval).
 */
import { type AllowanceAddBody, type AllowanceListQuery, type AllowanceRow, allowanceMachine } from '@shiftdesk/shared/api';
import { eq } from 'drizzle-orm';
import { type Actor, recordCreated } from '../../../core/data/audit-trail';
import { type Caller, fieldError, iso } from '../../../core/data/caller';
import { defineList, filter } from '../../../core/lists/list-query';
import { transition } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { wfAllowance, wfWorker } from '../../../db/schema';
import { conductRecord, lockWorker, selectWithWorker, WORKER_SCOPE } from '../conduct/worker';

type AllowanceDb = typeof wfAllowance.$inferSelect;
type Runner = Db | Tx;

export interface ApprovedAllowance {
  id: number;
  workerId: number;
  amount: number;
  type: string;
  workDate: string | null;
  workRecordId: number | null;
}

/** The wallet issue's crediting; none until wallets exist. */
type WalletCredit = (tx: Tx, allowance: ApprovedAllowance, actor: Actor) => Promise<void>;
let creditWallet: WalletCredit | null = null;
export function onAllowanceApproved(credit: WalletCredit | null): void {
  creditWallet = credit;
}

export async function addAllowance(tx: Tx, caller: Caller, b: AllowanceAddBody): Promise<number> {
  await lockWorker(tx, caller, b.workerId);
  if (!b.workDate && !b.workRecordId) throw fieldError(caller.lang, 'workDate', 'allowance.dayRequired');
  const [row] = await tx
    .insert(wfAllowance)
    .values({
      workerId: b.workerId,
      type: b.type,
      amount: b.amount,
      workDate: b.workDate ?? null,
      workRecordId: b.workRecordId ?? null,
      remark: b.remark?.trim() ?? '',
      status: allowanceMachine.initial,
      createdBy: caller.actor.id,
    })
    .returning({ id: wfAllowance.id });
  await recordCreated(tx, caller.actor, 'allowance', row.id, { to: allowanceMachine.initial, data: { workerId: b.workerId, type: b.type, amount: b.amount } });
  return row.id;
}

/** Effect of approve / reject: who decided, when, why; an approval goes to the wallet hook. */
export async function onAllowanceDecided(tx: Tx, actor: Actor, id: number, reason: string, now = new Date()) {
  const [a] = await tx
    .update(wfAllowance)
    .set({ decidedBy: actor.id, decidedAt: now, decisionReason: reason, updatedAt: now })
    .where(eq(wfAllowance.id, id))
    .returning();
  if (a.status === 'approved' && creditWallet) {
    await creditWallet(
      tx,
      {
        id: a.id,
        workerId: a.workerId,
        amount: a.amount,
        type: a.type,
        workDate: a.workDate,
        workRecordId: a.workRecordId,
      },
      actor,
    );
  }
}

/** approve / reject for services and seeds (the routes do the same through the generated routes). */
export async function decideAllowance(tx: Tx, actor: Actor, id: number, action: 'approve' | 'reject', reason = '') {
  await transition(tx, { machine: allowanceMachine, table: wfAllowance, id, action, actor, reason });
  await onAllowanceDecided(tx, actor, id, reason.trim());
}

const list = defineList<AllowanceListQuery, NonNullable<AllowanceListQuery['orderBy']>>({
  table: wfAllowance,
  filters: {
    workerId: filter.exact(wfAllowance.workerId),
    type: filter.exact(wfAllowance.type),
    status: filter.exact(wfAllowance.status),
  },
  sort: {
    id: wfAllowance.id,
    workDate: wfAllowance.workDate,
    amount: wfAllowance.amount,
    status: wfAllowance.status,
    workerName: wfWorker.name,
  },
  defaultSort: 'id',
  defaultDir: 'desc',
  tieBreak: wfAllowance.id,
  scope: WORKER_SCOPE,
});

const selectRows = (db: Runner) => selectWithWorker(db, wfAllowance, { a: wfAllowance });

const allowanceOut = (r: { a: AllowanceDb; workerName: string }): AllowanceRow => ({
  id: r.a.id,
  workerId: r.a.workerId,
  workerName: r.workerName,
  type: r.a.type as AllowanceRow['type'],
  amount: r.a.amount,
  workDate: r.a.workDate,
  workRecordId: r.a.workRecordId,
  remark: r.a.remark,
  status: r.a.status as AllowanceRow['status'],
  decisionReason: r.a.decisionReason,
  decidedBy: r.a.decidedBy,
  decidedAt: r.a.decidedAt ? iso(r.a.decidedAt) : null,
  createdBy: r.a.createdBy,
  createdAt: iso(r.a.createdAt),
});

export const allowanceRecord = conductRecord({
  list,
  table: wfAllowance,
  select: selectRows,
  out: allowanceOut,
  notFound: 'allowance.notFound',
  machine: allowanceMachine,
  sample: (workerId, state) => ({ workerId, type: 'meal', amount: 500, workDate: '2026-03-01', status: state }),
  add: addAllowance,
  effects: { approve: onAllowanceDecided, reject: onAllowanceDecided },
});
