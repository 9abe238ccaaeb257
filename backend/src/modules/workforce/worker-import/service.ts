/**
 * Writing a checked import: all rows in one transaction, set-based (a few multi-row INSERTs,
 * not one per worker), each worker audited as created. Small files are written during the
 * request; larger ones are staged and written by the `workforce.importWorkers` job, which
 * reports its progress to the requester over the socket.
 */
import { workerMachine } from '@shiftdesk/shared/api';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../../core/data/audit-trail';
import { recordAudit } from '../../../core/data/audit-trail';
import type { Tx } from '../../../core/data/unit-of-work';
import { wfWorker, wfWorkerImport } from '../../../db/schema';
import type { WorkerValues } from '../worker/values';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters (≈ 30 columns a row). */
export const IMPORT_CHUNK = 500;
/** Files with more rows than this run as a job. */
export const INLINE_MAX_ROWS = 500;
export const IMPORT_MAX_ROWS = 10_000;

export interface WriteOwner {
  actor: Actor;
  deptId: number | null;
}

/** Stored as JSON while staged: dates come back as strings. */
const revive = (v: WorkerValues): WorkerValues => ({ ...v, joinedAt: v.joinedAt ? new Date(v.joinedAt) : null });

export async function writeWorkers(
  tx: Tx,
  owner: WriteOwner,
  values: WorkerValues[],
  progress?: (done: number, total: number) => void,
): Promise<number> {
  const total = values.length;
  progress?.(0, total);
  for (let i = 0; i < total; i += IMPORT_CHUNK) {
    const chunk = values.slice(i, i + IMPORT_CHUNK).map(revive);
    const ids = await tx
      .insert(wfWorker)
      .values(
        chunk.map((v) => ({ ...v, status: workerMachine.initial, deptId: owner.deptId, createdBy: owner.actor.id })),
      )
      .returning({ id: wfWorker.id });
    await recordAudit(
      tx,
      ids.map(({ id }) => ({
        entity: 'worker',
        entityId: id,
        action: 'created',
        to: workerMachine.initial,
        actor: owner.actor,
        data: { imported: true },
      })),
    );
    progress?.(Math.min(i + IMPORT_CHUNK, total), total);
  }
  return total;
}

/** Keeps a large checked file for the job; answers the batch id. */
export async function stageImport(tx: Tx, owner: WriteOwner, values: WorkerValues[]): Promise<number> {
  const [row] = await tx
    .insert(wfWorkerImport)
    .values({ total: values.length, rows: values as unknown as Record<string, unknown>[], deptId: owner.deptId, createdBy: owner.actor.id })
    .returning({ id: wfWorkerImport.id });
  return row.id;
}

/** The job's work: the staged rows written all or nothing; the batch keeps the outcome. */
export async function runStagedImport(
  tx: Tx,
  batchId: number,
  actorName: string,
  progress: (done: number, total: number) => void,
): Promise<number> {
  const [batch] = await tx.select().from(wfWorkerImport).where(eq(wfWorkerImport.id, batchId)).for('update');
  if (batch?.status !== 'queued') return 0;
  const owner = { actor: { id: batch.createdBy, name: actorName }, deptId: batch.deptId };
  const n = await writeWorkers(tx, owner, batch.rows as unknown as WorkerValues[], progress);
  // The rows are in wf_worker now: the staged copy (NRICs included) is not kept.
  await tx
    .update(wfWorkerImport)
    .set({ status: 'done', imported: n, rows: [], finishedAt: new Date() })
    .where(eq(wfWorkerImport.id, batchId));
  return n;
}

export async function failStagedImport(tx: Tx, batchId: number, error: string): Promise<void> {
  await tx
    .update(wfWorkerImport)
    .set({ status: 'failed', error: error.slice(0, 1000), rows: [], finishedAt: new Date() })
    .where(eq(wfWorkerImport.id, batchId));
}
