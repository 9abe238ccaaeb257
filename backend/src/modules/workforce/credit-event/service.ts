/**
 * Credit events and the cached score (DOMAIN.md "Credit score"). An event is recorded with the
 * weight and expiry the parameters give at that moment; the score is computed by the shared
 * rule (shared/src/rules/credit.ts) over the worker's events and cached on
 * `wf_worker.credit_score`. The cache is refreshed when an event is recorded or reversed and by
 * the daily `workforce.expireCreditEvents` sweep for workers whose events expired.
 */
import type { CreditEventListQuery, CreditEventRow, CreditSeries } from '@shiftdesk/shared/api';
import { type CreditEvent, type CreditEventKind, creditScoreAt, creditScoreSeries } from '@shiftdesk/shared/rules';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { type Actor, recordAudit } from '../../../core/data/audit-trail';
import { type Caller, iso } from '../../../core/data/caller';
import { BadRequestError, NotFoundError } from '../../../core/base/errors';
import type { ListScope } from '../../../core/routes/crud-routes';
import { defineList, filter } from '../../../core/lists/list-query';
import { registerHistoryRule } from '../../../core/data/machine-registry';
import type { Tx } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { wfCreditEvent, wfWorker } from '../../../db/schema';
import { conductParams } from '../conduct/params';
import { countWithWorker, lockWorker, selectWithWorker, WORKER_SCOPE } from '../conduct/worker';

const DAY_MS = 86_400_000;
type EventDb = typeof wfCreditEvent.$inferSelect;

const asRuleEvent = (e: EventDb): CreditEvent => ({
  kind: e.kind as CreditEventKind,
  at: iso(e.occurredAt),
  reversedAt: e.reversedAt ? iso(e.reversedAt) : null,
  weight: e.weight,
  expiresAt: iso(e.expiresAt),
});

/**
 * Recomputes and caches the score of many workers at `at` in two statements: one read of their
 * events, one update from an id/score list. Returns the new scores.
 */
export async function recomputeCreditScores(tx: Tx, workerIds: number[], at = new Date()): Promise<Map<number, number>> {
  const ids = [...new Set(workerIds)];
  const scores = new Map<number, number>();
  if (!ids.length) return scores;
  const events = await tx.select().from(wfCreditEvent).where(inArray(wfCreditEvent.workerId, ids));
  const byWorker = new Map<number, CreditEvent[]>(ids.map((id) => [id, []]));
  for (const e of events) byWorker.get(e.workerId)?.push(asRuleEvent(e));
  const when = iso(at);
  for (const [id, list] of byWorker) scores.set(id, creditScoreAt(list, when));
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const scoreList = sql.join(
    ids.map((id) => sql`${scores.get(id) ?? 100}`),
    sql`, `,
  );
  await tx.execute(
    sql`update wf_worker set credit_score = v.score from (select unnest(array[${idList}]::int[]) as id, unnest(array[${scoreList}]::int[]) as score) v where wf_worker.id = v.id and wf_worker.credit_score <> v.score`,
  );
  return scores;
}

/** One worker's score, recomputed and cached. */
export async function recomputeCreditScore(tx: Tx, workerId: number, at = new Date()): Promise<number> {
  return (await recomputeCreditScores(tx, [workerId], at)).get(workerId) ?? 100;
}

export interface CreditEventInput {
  workerId: number;
  kind: CreditEventKind;
  /** When it happened (a no-show: the shift's start) */
  occurredAt: Date;
  workRecordId?: number | null;
}

/** Listeners told of every recorded no-show (the automatic ban subscribes; see ban-record/service). */
type NoShowListener = (tx: Tx, workerId: number, occurredAt: Date, now: Date) => Promise<void>;
const noShowListeners: NoShowListener[] = [];
export function onNoShowRecorded(listener: NoShowListener): void {
  noShowListeners.push(listener);
}

/** Listeners told of the workers whose no-shows were reversed (the automatic ban reconsiders). */
type NoShowsReversedListener = (tx: Tx, workerIds: number[], reason: string, now: Date) => Promise<void>;
const reversedListeners: NoShowsReversedListener[] = [];
export function onNoShowsReversed(listener: NoShowsReversedListener): void {
  reversedListeners.push(listener);
}

/**
 * Records a credit event for the attendance work (jobs issue) and the demo: weighed by the
 * parameters now, expiring after the expiry parameter, the worker's score recomputed; a
 * no-show also runs the automatic ban rule. Returns the event's id.
 */
export async function recordCreditEvent(
  tx: Tx,
  caller: Caller,
  input: CreditEventInput,
  now = new Date(),
): Promise<number> {
  await lockWorker(tx, caller, input.workerId);
  const params = await conductParams(tx);
  const [row] = await tx
    .insert(wfCreditEvent)
    .values({
      workerId: input.workerId,
      kind: input.kind,
      weight: params.credit.weights[input.kind],
      occurredAt: input.occurredAt,
      expiresAt: new Date(input.occurredAt.getTime() + params.credit.expiryDays * DAY_MS),
      workRecordId: input.workRecordId ?? null,
      createdBy: caller.actor.id,
    })
    .returning({ id: wfCreditEvent.id });
  const score = await recomputeCreditScore(tx, input.workerId, now);
  await recordAudit(tx, {
    entity: 'worker',
    entityId: input.workerId,
    action: 'creditEvent',
    actor: caller.actor,
    data: { eventId: row.id, kind: input.kind, weight: params.credit.weights[input.kind], score },
  });
  if (input.kind === 'no_show') for (const l of noShowListeners) await l(tx, input.workerId, input.occurredAt, now);
  return row.id;
}

/**
 * Marks events reversed (an approved MC) and recomputes their workers. Only events not yet
 * reversed move; returns the ids that did.
 */
export async function reverseCreditEvents(
  tx: Tx,
  actor: Actor,
  eventIds: number[],
  reason: string,
  medicalLeaveId: number | null,
  now = new Date(),
): Promise<number[]> {
  if (!eventIds.length) return [];
  const moved = await tx
    .update(wfCreditEvent)
    .set({ reversedAt: now, reversedBy: actor.id, reversalReason: reason.slice(0, 200), medicalLeaveId })
    .where(and(inArray(wfCreditEvent.id, eventIds), isNull(wfCreditEvent.reversedAt)))
    .returning({ id: wfCreditEvent.id, workerId: wfCreditEvent.workerId, kind: wfCreditEvent.kind });
  await recomputeCreditScores(
    tx,
    moved.map((m) => m.workerId),
    now,
  );
  const noShowWorkers = [...new Set(moved.filter((m) => m.kind === 'no_show').map((m) => m.workerId))];
  if (noShowWorkers.length) for (const l of reversedListeners) await l(tx, noShowWorkers, reason, now);
  return moved.map((m) => m.id);
}

/**
 * The daily sweep: workers with events that expired since the last run are recomputed (one
 * set-based pass), and those events are marked so the next run skips them.
 */
export async function expireCreditEvents(tx: Tx, now = new Date()): Promise<number[]> {
  const due = await tx
    .update(wfCreditEvent)
    .set({ expiryApplied: true })
    .where(and(eq(wfCreditEvent.expiryApplied, false), lte(wfCreditEvent.expiresAt, now)))
    .returning({ workerId: wfCreditEvent.workerId });
  const workers = [...new Set(due.map((d) => d.workerId))].sort((a, b) => a - b);
  await recomputeCreditScores(tx, workers, now);
  return workers;
}

const list = defineList<CreditEventListQuery, NonNullable<CreditEventListQuery['orderBy']>>({
  table: wfCreditEvent,
  filters: {
    workerId: filter.exact(wfCreditEvent.workerId),
    kind: filter.exact(wfCreditEvent.kind),
    inForce: (yes) => {
      const counting = and(isNull(wfCreditEvent.reversedAt), gt(wfCreditEvent.expiresAt, sql`now()`));
      return yes ? counting : sql`not (${counting})`;
    },
  },
  sort: { id: wfCreditEvent.id, occurredAt: wfCreditEvent.occurredAt, kind: wfCreditEvent.kind },
  defaultSort: 'occurredAt',
  defaultDir: 'desc',
  tieBreak: wfCreditEvent.id,
  scope: WORKER_SCOPE,
});

const eventOut = (r: { e: EventDb; workerName: string }): CreditEventRow => ({
  id: r.e.id,
  workerId: r.e.workerId,
  workerName: r.workerName,
  kind: r.e.kind as CreditEventRow['kind'],
  weight: r.e.weight,
  occurredAt: iso(r.e.occurredAt),
  expiresAt: iso(r.e.expiresAt),
  workRecordId: r.e.workRecordId,
  reversedAt: r.e.reversedAt ? iso(r.e.reversedAt) : null,
  reversalReason: r.e.reversalReason,
  medicalLeaveId: r.e.medicalLeaveId,
});

export function listCreditEvents(db: Db, q: CreditEventListQuery, scope: ListScope) {
  return list.run(db, q, selectWithWorker(db, wfCreditEvent, { e: wfCreditEvent }), {
    scope,
    count: countWithWorker(db, wfCreditEvent, wfCreditEvent.workerId),
    map: eventOut,
  });
}

/** The score over [from, to] (default: the last expiry period up to now), with the cached score. */
export async function creditSeries(db: Db, workerId: number, from?: string, to?: string): Promise<CreditSeries> {
  const [w] = await db
    .select({ id: wfWorker.id, score: wfWorker.creditScore })
    .from(wfWorker)
    .where(eq(wfWorker.id, workerId));
  if (!w) throw new NotFoundError('conduct.workerNotFound', { id: workerId });
  const end = to ?? iso(new Date());
  const start = from ?? iso(new Date(Date.parse(end) - 180 * DAY_MS));
  if (Date.parse(end) < Date.parse(start)) throw new BadRequestError('conduct.rangeOrder');
  const events = await db
    .select()
    .from(wfCreditEvent)
    .where(
      and(
        eq(wfCreditEvent.workerId, workerId),
        lte(wfCreditEvent.occurredAt, new Date(end)),
        gt(wfCreditEvent.expiresAt, new Date(start)),
      ),
    )
    .orderBy(asc(wfCreditEvent.occurredAt));
  return { workerId, score: w.score, points: creditScoreSeries(events.map(asRuleEvent), start, end) };
}

registerHistoryRule('creditEvent', 'api/v1/workforce/creditEvent/list');
