/**
 * A throw-away worker for the machine walk (test/machines.test.ts samples of the conduct
 * machines) and the conduct tests: a valid NRIC (checksum) and phone, unique per call.
 */
import { nricCheckLetter } from '@shiftdesk/shared/rules';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../core/data/unit-of-work';
import { wfWorker } from '../../../db/schema';

let seq = 0;

export async function sampleWorker(
  tx: Tx,
  over: Partial<typeof wfWorker.$inferInsert> = {},
): Promise<number> {
  // pid + counter + time keep parallel test files (one database each, or one shared) apart.
  const n = (process.pid * 7919 + ++seq * 104729 + Date.now()) % 10_000_000;
  const digits = String(n).padStart(7, '0');
  const [row] = await tx
    .insert(wfWorker)
    .values({
      name: `Sample worker ${digits}`,
      nric: `S${digits}${nricCheckLetter('S', digits)}`,
      dateOfBirth: '1995-05-05',
      gender: 'female',
      nationality: 'Singaporean',
      residency: 'citizen',
      phone: `+659${digits}`,
      engagementType: 'contractor',
      status: 'active',
      ...over,
    })
    .returning({ id: wfWorker.id });
  return row.id;
}

/**
 * The machine-walk sample of a record that belongs to a worker (registerMachineTable): a
 * throw-away worker, then one row of `table` in the state asked for.
 */
export function sampleOfWorker<T extends PgTable & { id: PgColumn }>(
  table: T,
  values: (workerId: number, state: string) => PgInsertValue<T>,
): (tx: Tx, state: string) => Promise<number> {
  return async (tx, state) => {
    const workerId = await sampleWorker(tx);
    const [row] = (await tx.insert(table).values(values(workerId, state)).returning({ id: table.id })) as { id: number }[];
    return row.id;
  };
}
