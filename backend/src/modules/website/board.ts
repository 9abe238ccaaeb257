/**
 * What the pages need beyond the public job API's reads (workforce/job/public.ts): the
 * positions that have a job on the board (the position filter offers only those) and when a job
 * was last changed (the posting's datePosted). Same board rule as public.ts: published, public,
 * still to start.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { finPosition, wfJob } from '../../db/schema';

const onBoard = (now: Date) =>
  and(eq(wfJob.status, 'published'), eq(wfJob.visibility, 'public'), gt(wfJob.startAt, now));

export async function boardPositions(db: Db, now = new Date()): Promise<{ id: number; name: string }[]> {
  return db
    .selectDistinct({ id: finPosition.id, name: finPosition.name })
    .from(wfJob)
    .innerJoin(finPosition, eq(finPosition.id, wfJob.positionId))
    .where(onBoard(now))
    .orderBy(asc(finPosition.name), asc(finPosition.id));
}

export async function jobUpdatedAt(db: Db, code: string): Promise<Date | undefined> {
  const [row] = await db.select({ at: wfJob.updatedAt }).from(wfJob).where(eq(wfJob.code, code));
  return row?.at;
}
