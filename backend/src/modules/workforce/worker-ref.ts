/**
 * What the certificate and document modules need of a worker, kept in one place so they depend
 * on the worker table (wf-worker's module owns it) through a narrow seam: whether one exists,
 * the "worker name contains" filter, and a sample worker for the machine walk test.
 */
import { workerMachine } from '@shiftdesk/shared/api';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Filter } from '../../core/lists/list-query';
import { machineTable } from '../../core/data/machine-registry';
import { containsPattern } from '../../core/base/sql';
import type { Tx } from '../../core/data/unit-of-work';
import type { Db } from '../../db/client';
import { wfWorker } from '../../db/schema';

export async function workerExists(tx: Db | Tx, id: number): Promise<boolean> {
  const [w] = await tx.select({ id: wfWorker.id }).from(wfWorker).where(eq(wfWorker.id, id));
  return Boolean(w);
}

/** Rows whose worker's name contains the text (a sub-select, so list counts need no join). */
export const workerNameIn =
  (workerIdColumn: PgColumn): Filter<string> =>
  (text) => {
    const s = text.trim();
    if (!s) return undefined;
    return sql`${workerIdColumn} in (select id from wf_worker where name ilike ${containsPattern(s)})`;
  };

/** An active worker made by the worker module's own sample (registered with its machine). */
export async function sampleWorker(tx: Tx): Promise<number> {
  const sample = machineTable(workerMachine)?.sample;
  if (!sample) throw new Error('the worker machine has no registered table: register the workforce worker module');
  return sample(tx, 'active');
}
