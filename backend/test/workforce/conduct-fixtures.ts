/** Workers and credit events for the conduct tests, made through the services. */
import { asc, and, eq } from 'drizzle-orm';
import type { Caller } from '../../src/core/data/caller';
import { SYSTEM_CALLER } from '../../src/core/data/caller';
import { withTransaction } from '../../src/core/data/unit-of-work';
import { auditLog, wfWorker } from '../../src/db/schema';
import { recordCreditEvent } from '../../src/modules/workforce/credit-event/service';
import { sampleWorker } from '../../src/modules/workforce/conduct/sample';
import type { TestApp } from '../helpers';

export async function makeWorker(t: TestApp, over: Partial<typeof wfWorker.$inferInsert> = {}): Promise<number> {
  return withTransaction(t.app.ctx, (tx) => sampleWorker(tx, over));
}

export async function workerOf(t: TestApp, id: number) {
  const [w] = await t.db.select().from(wfWorker).where(eq(wfWorker.id, id));
  return w;
}

export function record(
  t: TestApp,
  workerId: number,
  kind: Parameters<typeof recordCreditEvent>[2]['kind'],
  at: string,
  opts: { now?: string; workRecordId?: number; caller?: Caller } = {},
) {
  return withTransaction(t.app.ctx, (tx) =>
    recordCreditEvent(
      tx,
      opts.caller ?? SYSTEM_CALLER,
      { workerId, kind, occurredAt: new Date(at), workRecordId: opts.workRecordId },
      new Date(opts.now ?? at),
    ),
  );
}

/** History lines of one record as [action, from, to, actorName, reason]. */
export async function historyOf(t: TestApp, entity: string, id: number) {
  return (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)))
      .orderBy(asc(auditLog.id))
  ).map((l) => [l.action, l.fromState, l.toState, l.actorName, l.reason]);
}
