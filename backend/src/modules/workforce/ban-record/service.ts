/**
 * Ban records: manual bans (platform, one client or one contract department), the automatic
 * no-show ban, the blacklist's permanent ban; lift (staff, with a reason) and expire (the daily
 * sweep) through transition(). An active platform ban that has started keeps the worker
 * `banned`; when the last one ends the worker is `unban`ned. A ban never touches pay.
 */
import {
  type BanRecordAddBody,
  type BanRecordListQuery,
  type BanRecordRow,
  type BanScope,
  banRecordMachine,
} from '@shiftdesk/shared/api';
import { sgDate } from '@shiftdesk/shared/rules';
import { sgDayEnd, sgDayStart } from '../../../core/base/time';
import { and, asc, count, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Actor, recordCreated, SYSTEM_ACTOR } from '../../../core/data/audit-trail';
import { type Caller, fieldError, iso, SYSTEM_CALLER } from '../../../core/data/caller';
import { ConflictError } from '../../../core/base/errors';
import { defineList, filter } from '../../../core/lists/list-query';
import { transition } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { finClient, finContractDept, sysUser, wfBanRecord, wfCreditEvent, wfWorker } from '../../../db/schema';
import { onNoShowRecorded, onNoShowsReversed } from '../credit-event/service';
import { conductParams } from '../conduct/params';
import { conductRecord, lockWorker, moveWorker, WORKER_SCOPE } from '../conduct/worker';

const DAY_MS = 86_400_000;
type BanDb = typeof wfBanRecord.$inferSelect;
type Runner = Db | Tx;

/** Bans in force at `at` (started, not ended, still active). */
export const inForceAt = (at: Date): SQL =>
  and(
    eq(wfBanRecord.status, 'active'),
    lte(wfBanRecord.startsAt, at),
    or(isNull(wfBanRecord.endsAt), gt(wfBanRecord.endsAt, at)),
  ) as SQL;

export interface NewBan {
  workerId: number;
  scope: BanScope;
  clientId?: number | null;
  contractDeptId?: number | null;
  reason: string;
  startsAt: Date;
  endsAt: Date | null;
  blacklist?: boolean;
  automatic?: boolean;
}

/**
 * Writes a ban (caller's actor as creator; the system = null) with its History line, and moves
 * an active worker to `banned` when it is a platform ban in force now. The worker must be locked.
 */
export async function createBan(tx: Tx, caller: Caller, b: NewBan, now = new Date()): Promise<number> {
  const [row] = await tx
    .insert(wfBanRecord)
    .values({
      workerId: b.workerId,
      scope: b.scope,
      clientId: b.clientId ?? null,
      contractDeptId: b.contractDeptId ?? null,
      reason: b.reason,
      blacklist: b.blacklist ?? false,
      automatic: b.automatic ?? false,
      startsAt: b.startsAt,
      endsAt: b.endsAt,
      status: banRecordMachine.initial,
      createdBy: caller.actor.id,
    })
    .returning({ id: wfBanRecord.id });
  await recordCreated(tx, caller.actor, 'banRecord', row.id, { to: banRecordMachine.initial, reason: b.reason, data: { workerId: b.workerId, scope: b.scope, endsAt: b.endsAt ? iso(b.endsAt) : null } });
  if (!b.blacklist && b.scope === 'platform' && b.startsAt <= now && (!b.endsAt || b.endsAt > now)) {
    const [w] = await tx.select({ status: wfWorker.status }).from(wfWorker).where(eq(wfWorker.id, b.workerId));
    if (w?.status === 'active') await moveWorker(tx, b.workerId, 'ban', SYSTEM_ACTOR, b.reason, { banRecordId: row.id });
  }
  return row.id;
}

/** POST /workforce/banRecord/add: a manual ban from `startsOn` (today or earlier) to the end of `endsOn`. */
export async function addBan(tx: Tx, caller: Caller, b: BanRecordAddBody, now = new Date()): Promise<number> {
  await lockWorker(tx, caller, b.workerId);
  const today = sgDate(now);
  const startsOn = b.startsOn ?? today;
  if (startsOn > today) throw fieldError(caller.lang, 'startsOn', 'banRecord.startsLater');
  if (b.endsOn && b.endsOn < startsOn) throw fieldError(caller.lang, 'endsOn', 'banRecord.datesOrder');
  let clientId: number | null = null;
  let contractDeptId: number | null = null;
  if (b.scope === 'client') {
    if (!b.clientId) throw fieldError(caller.lang, 'clientId', 'banRecord.clientRequired');
    const [c] = await tx.select({ id: finClient.id }).from(finClient).where(eq(finClient.id, b.clientId));
    if (!c) throw fieldError(caller.lang, 'clientId', 'banRecord.unknownClient');
    clientId = c.id;
  }
  if (b.scope === 'department') {
    if (!b.contractDeptId) throw fieldError(caller.lang, 'contractDeptId', 'banRecord.deptRequired');
    const [d] = await tx
      .select({ id: finContractDept.id, clientId: finContractDept.clientId })
      .from(finContractDept)
      .where(eq(finContractDept.id, b.contractDeptId));
    if (!d) throw fieldError(caller.lang, 'contractDeptId', 'banRecord.unknownDept');
    contractDeptId = d.id;
    clientId = d.clientId;
  }
  const startsAt = startsOn === today ? now : sgDayStart(startsOn);
  return createBan(
    tx,
    caller,
    {
      workerId: b.workerId,
      scope: b.scope,
      clientId,
      contractDeptId,
      reason: b.reason.trim(),
      startsAt,
      endsAt: b.endsOn ? sgDayEnd(b.endsOn) : null,
    },
    now,
  );
}

/**
 * After a ban stopped (lifted / expired): a `banned` worker with no platform ban left in force
 * goes back to `active`.
 */
async function releaseIfUnbanned(tx: Tx, workerIds: number[], reason: string, now: Date): Promise<void> {
  for (const workerId of [...new Set(workerIds)].sort((a, b) => a - b)) {
    const [w] = await tx
      .select({ status: wfWorker.status })
      .from(wfWorker)
      .where(eq(wfWorker.id, workerId))
      .for('update');
    if (w?.status !== 'banned') continue;
    const [left] = await tx
      .select({ n: count() })
      .from(wfBanRecord)
      .where(and(eq(wfBanRecord.workerId, workerId), eq(wfBanRecord.scope, 'platform'), inForceAt(now)));
    if (Number(left.n) === 0) await moveWorker(tx, workerId, 'unban', SYSTEM_ACTOR, reason);
  }
}

/**
 * Effect of `lift` (in its transaction): the blacklist's ban is permanent (409); stamps who
 * lifted and why; releases the worker when nothing else bans them.
 */
export async function onLift(tx: Tx, actor: Actor, id: number, reason: string, now = new Date()): Promise<void> {
  const [b] = await tx.select().from(wfBanRecord).where(eq(wfBanRecord.id, id));
  if (b.blacklist) throw new ConflictError('banRecord.blacklistPermanent', { id });
  await tx
    .update(wfBanRecord)
    .set({ liftedBy: actor.id, liftedAt: now, liftReason: reason, updatedAt: now })
    .where(eq(wfBanRecord.id, id));
  await releaseIfUnbanned(tx, [b.workerId], `ban #${id} lifted`, now);
}

/** lift for services and seeds (the route does the same through the generated route). */
export async function liftBan(tx: Tx, actor: Actor, id: number, reason: string, now = new Date()): Promise<void> {
  await transition(tx, { machine: banRecordMachine, table: wfBanRecord, id, action: 'lift', actor, reason });
  await onLift(tx, actor, id, reason.trim(), now);
}

/** The daily sweep: active bans whose end has passed expire (as the system) and free their workers. */
export async function expireBans(tx: Tx, now = new Date()): Promise<number[]> {
  const due = await tx
    .select({ id: wfBanRecord.id, workerId: wfBanRecord.workerId, endsAt: wfBanRecord.endsAt })
    .from(wfBanRecord)
    .where(and(eq(wfBanRecord.status, 'active'), lte(wfBanRecord.endsAt, now)))
    .orderBy(asc(wfBanRecord.id));
  for (const d of due) {
    await transition(tx, {
      machine: banRecordMachine,
      table: wfBanRecord,
      id: d.id,
      action: 'expire',
      actor: SYSTEM_ACTOR,
      reason: `ended ${d.endsAt ? iso(d.endsAt) : ''}`,
    });
  }
  await releaseIfUnbanned(
    tx,
    due.map((d) => d.workerId),
    'ban ended',
    now,
  );
  return due.map((d) => d.id);
}

/**
 * The automatic no-show rule: with `noShows` unreversed no-shows within `windowDays` up to this
 * one and no platform ban in force, a `banDays` platform ban starts at the no-show (created by
 * the system) and the worker is banned.
 */
export async function autoBanIfDue(tx: Tx, workerId: number, occurredAt: Date, now = new Date()): Promise<number | null> {
  const { autoBan } = await conductParams(tx);
  const n = await noShowsUpTo(tx, workerId, occurredAt, autoBan.windowDays);
  if (n < autoBan.noShows) return null;
  const [banned] = await tx
    .select({ id: wfBanRecord.id })
    .from(wfBanRecord)
    .where(and(eq(wfBanRecord.workerId, workerId), eq(wfBanRecord.scope, 'platform'), inForceAt(occurredAt)));
  if (banned) return null;
  const endsAt = new Date(occurredAt.getTime() + autoBan.banDays * DAY_MS);
  return createBan(
    tx,
    SYSTEM_CALLER,
    {
      workerId,
      scope: 'platform',
      reason: `${n} no-shows within ${autoBan.windowDays} days`,
      startsAt: occurredAt,
      endsAt,
      automatic: true,
    },
    now,
  );
}
onNoShowRecorded(async (tx, workerId, at, now) => {
  await autoBanIfDue(tx, workerId, at, now);
});

/** The worker's unreversed no-shows within `windowDays` up to `at` (what the automatic rule counts). */
async function noShowsUpTo(tx: Tx, workerId: number, at: Date, windowDays: number): Promise<number> {
  const [n] = await tx
    .select({ n: count() })
    .from(wfCreditEvent)
    .where(
      and(
        eq(wfCreditEvent.workerId, workerId),
        eq(wfCreditEvent.kind, 'no_show'),
        isNull(wfCreditEvent.reversedAt),
        gt(wfCreditEvent.occurredAt, new Date(at.getTime() - windowDays * DAY_MS)),
        lte(wfCreditEvent.occurredAt, at),
      ),
    );
  return Number(n.n);
}

/**
 * A no-show reversed (an approved MC, punches that arrived after the sweep): an automatic ban in
 * force that the remaining no-shows no longer earn is lifted by the system, with the reversal's
 * reason, and the worker is released when no other platform ban holds. The ban's no-shows are
 * counted as when it was made: the window ending at its start.
 */
export async function liftUnearnedAutoBans(tx: Tx, workerIds: number[], reason: string, now = new Date()): Promise<number[]> {
  const bans = await tx
    .select({ id: wfBanRecord.id, workerId: wfBanRecord.workerId, startsAt: wfBanRecord.startsAt })
    .from(wfBanRecord)
    .where(and(inArray(wfBanRecord.workerId, workerIds), eq(wfBanRecord.automatic, true), inForceAt(now)))
    .orderBy(asc(wfBanRecord.id));
  if (!bans.length) return [];
  const { autoBan } = await conductParams(tx);
  const lifted: number[] = [];
  for (const b of bans) {
    const n = await noShowsUpTo(tx, b.workerId, b.startsAt, autoBan.windowDays);
    if (n >= autoBan.noShows) continue;
    await liftBan(tx, SYSTEM_ACTOR, b.id, `No-show reversed (${reason}): ${n} no-shows within ${autoBan.windowDays} days`.slice(0, 200), now);
    lifted.push(b.id);
  }
  return lifted;
}
onNoShowsReversed(async (tx, workerIds, reason, now) => {
  await liftUnearnedAutoBans(tx, workerIds, reason, now);
});

export interface BanContext {
  clientId?: number | null;
  contractDeptId?: number | null;
}

/**
 * The bans that stop a worker from working for this client / department at `at` (the jobs
 * issue's eligibility check): platform bans, bans on the client, bans on the department.
 */
export async function activeBansFor(
  db: Runner,
  workerId: number,
  where: BanContext,
  at = new Date(),
): Promise<{ id: number; scope: BanScope; reason: string; endsAt: string | null }[]> {
  const scopes: SQL[] = [eq(wfBanRecord.scope, 'platform')];
  if (where.clientId) scopes.push(and(eq(wfBanRecord.scope, 'client'), eq(wfBanRecord.clientId, where.clientId)) as SQL);
  if (where.contractDeptId)
    scopes.push(
      and(eq(wfBanRecord.scope, 'department'), eq(wfBanRecord.contractDeptId, where.contractDeptId)) as SQL,
    );
  const rows = await db
    .select({ id: wfBanRecord.id, scope: wfBanRecord.scope, reason: wfBanRecord.reason, endsAt: wfBanRecord.endsAt })
    .from(wfBanRecord)
    .where(and(eq(wfBanRecord.workerId, workerId), inForceAt(at), or(...scopes)))
    .orderBy(asc(wfBanRecord.id));
  return rows.map((r) => ({ ...r, scope: r.scope as BanScope, endsAt: r.endsAt ? iso(r.endsAt) : null }));
}

const creator = alias(sysUser, 'ban_creator');

const list = defineList<BanRecordListQuery, NonNullable<BanRecordListQuery['orderBy']>>({
  table: wfBanRecord,
  filters: {
    workerId: filter.exact(wfBanRecord.workerId),
    scope: filter.exact(wfBanRecord.scope),
    status: filter.exact(wfBanRecord.status),
    clientId: filter.exact(wfBanRecord.clientId),
  },
  sort: {
    id: wfBanRecord.id,
    startsAt: wfBanRecord.startsAt,
    endsAt: wfBanRecord.endsAt,
    status: wfBanRecord.status,
    workerName: wfWorker.name,
  },
  defaultSort: 'startsAt',
  defaultDir: 'desc',
  tieBreak: wfBanRecord.id,
  scope: WORKER_SCOPE,
});

const selectRows = (db: Runner) =>
  db
    .select({
      b: wfBanRecord,
      workerName: wfWorker.name,
      clientName: finClient.name,
      contractDeptName: finContractDept.name,
      createdByName: creator.userName,
    })
    .from(wfBanRecord)
    .innerJoin(wfWorker, eq(wfWorker.id, wfBanRecord.workerId))
    .leftJoin(finClient, eq(finClient.id, wfBanRecord.clientId))
    .leftJoin(finContractDept, eq(finContractDept.id, wfBanRecord.contractDeptId))
    .leftJoin(creator, eq(creator.id, wfBanRecord.createdBy))
    .$dynamic();

type Joined = {
  b: BanDb;
  workerName: string;
  clientName: string | null;
  contractDeptName: string | null;
  createdByName: string | null;
};

const banOut = (r: Joined): BanRecordRow => ({
  id: r.b.id,
  workerId: r.b.workerId,
  workerName: r.workerName,
  scope: r.b.scope as BanScope,
  clientId: r.b.clientId,
  clientName: r.clientName,
  contractDeptId: r.b.contractDeptId,
  contractDeptName: r.contractDeptName,
  reason: r.b.reason,
  blacklist: r.b.blacklist,
  automatic: r.b.automatic,
  startsAt: iso(r.b.startsAt),
  endsAt: r.b.endsAt ? iso(r.b.endsAt) : null,
  status: r.b.status as BanRecordRow['status'],
  createdBy: r.b.createdBy,
  createdByName: r.createdByName,
  liftedBy: r.b.liftedBy,
  liftedAt: r.b.liftedAt ? iso(r.b.liftedAt) : null,
  liftReason: r.b.liftReason,
  createdAt: iso(r.b.createdAt),
});

export const banRecord = conductRecord({
  list,
  table: wfBanRecord,
  select: selectRows,
  out: banOut,
  notFound: 'banRecord.notFound',
  machine: banRecordMachine,
  sample: (workerId, state) => ({ workerId, scope: 'client', reason: 'sample', startsAt: new Date(), status: state }),
  add: (tx, caller, b: BanRecordAddBody) => addBan(tx, caller, b),
  effects: { lift: onLift },
});
