/**
 * Crediting wallets (DOMAIN.md "Work record": `verified → credited`; "Allowance"): the grant
 * list's records post an `earning` each and move to `credited`; an approved allowance posts an
 * `allowance`. Every credit has its idempotency key (`workRecord:<id>:earning`,
 * `allowance:<id>`), so a retried request or a restarted job credits nothing twice: a record
 * already credited is answered with the entry that credited it.
 */
import { type WorkRecordGranted, workRecordMachine } from '@shiftdesk/shared/api';
import { creditMove } from '@shiftdesk/shared/rules';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { NotFoundError } from '../../../core/base/errors';
import type { Actor } from '../../../core/data/audit-trail';
import type { Caller } from '../../../core/data/caller';
import { transitionMany } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import { wfWorkRecord } from '../../../db/schema';
import { onAllowanceApproved } from '../../workforce/allowance/service';
import { cpfHolds, lockWallet, type Posting, postLocked } from './ledger';

export const earningKey = (recordId: number) => `workRecord:${recordId}:earning`;
export const allowanceKey = (allowanceId: number) => `allowance:${allowanceId}`;

interface Credit {
  workerId: number;
  type: 'earning' | 'allowance';
  amount: number;
  month: string;
  refType: string;
  refId: number;
  key: string;
  memo: string;
}

/**
 * Posts credits, wallet by wallet in worker order (two bulk credits cannot deadlock), each wallet
 * locked once and its CPF holds computed for all its credits together. Answers the entry id of
 * each credit's key.
 */
async function postCredits(tx: Tx, actor: Actor, credits: Credit[]): Promise<Map<string, number>> {
  const byWorker = new Map<number, Credit[]>();
  for (const c of credits) byWorker.set(c.workerId, [...(byWorker.get(c.workerId) ?? []), c]);
  const ids = new Map<string, number>();
  for (const workerId of [...byWorker.keys()].sort((a, b) => a - b)) {
    const list = byWorker.get(workerId) as Credit[];
    const wallet = await lockWallet(tx, workerId);
    const holds = await cpfHolds(tx, workerId, list);
    const postings: Posting[] = list.map((c, i) => ({
      workerId,
      type: c.type,
      move: creditMove(c.amount, holds[i]),
      refType: c.refType,
      refId: c.refId,
      month: c.month,
      memo: c.memo,
      key: c.key,
      actor,
    }));
    for (const p of await postLocked(tx, wallet, postings)) ids.set(p.entry.idempotencyKey, p.entry.id);
  }
  return ids;
}

/**
 * PUT workforce/workRecord/grant (golden path step 19): verified records → one `earning` each,
 * then `credited`. Records already credited are answered as they are (a retry); any other state
 * refuses the whole call (409 naming the record and its state).
 */
export async function grantRecords(tx: Tx, caller: Caller, ids: number[]): Promise<WorkRecordGranted> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await tx
    .select()
    .from(wfWorkRecord)
    .where(inArray(wfWorkRecord.id, sorted))
    .orderBy(asc(wfWorkRecord.id))
    .for('update');
  if (rows.length !== sorted.length) throw new NotFoundError('workRecord.notFound');
  const todo = rows.filter((r) => r.status !== 'credited');
  // The machine refuses anything not verified, naming it, before any money moves.
  await transitionMany(tx, {
    machine: workRecordMachine,
    table: wfWorkRecord,
    ids: todo.map((r) => r.id),
    action: 'credit',
    actor: caller.actor,
    patch: { updatedAt: new Date() },
  });
  if (todo.length) {
    await tx
      .update(wfWorkRecord)
      .set({ version: sql`${wfWorkRecord.version} + 1` })
      .where(
        inArray(
          wfWorkRecord.id,
          todo.map((r) => r.id),
        ),
      );
  }
  const credits: Credit[] = rows
    .filter((r) => r.payAmount > 0)
    .map((r) => ({
      workerId: r.workerId,
      type: 'earning',
      amount: r.payAmount,
      month: r.shiftDate.slice(0, 7),
      refType: 'workRecord',
      refId: r.id,
      key: earningKey(r.id),
      memo: `Shift ${r.shiftDate}`,
    }));
  const entries = await postCredits(tx, caller.actor, credits);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    list: ids.map((id) => {
      const r = byId.get(id) as (typeof rows)[number];
      return {
        id,
        status: 'credited',
        workerId: r.workerId,
        payAmount: r.payAmount,
        transactionId: entries.get(earningKey(id)) ?? null,
      };
    }),
  };
}

/** Approved allowances credit the wallet, in the approval's transaction (its month: the day's). */
onAllowanceApproved(async (tx, a, actor) => {
  const day = a.workDate ?? (await recordDay(tx, a.workRecordId));
  await postCredits(tx, actor, [
    {
      workerId: a.workerId,
      type: 'allowance',
      amount: a.amount,
      month: (day ?? new Date().toISOString()).slice(0, 7),
      refType: 'allowance',
      refId: a.id,
      key: allowanceKey(a.id),
      memo: `${a.type} allowance${day ? ` ${day}` : ''}`,
    },
  ]);
});

async function recordDay(tx: Tx, recordId: number | null): Promise<string | null> {
  if (!recordId) return null;
  const [r] = await tx.select({ d: wfWorkRecord.shiftDate }).from(wfWorkRecord).where(eq(wfWorkRecord.id, recordId));
  return r?.d ?? null;
}
