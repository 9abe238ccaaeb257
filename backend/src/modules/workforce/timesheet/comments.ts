/** The dispute comments of a timesheet (wf_timesheet_comment): on the whole sheet or on one row. */
import type { TimesheetComment } from '@shiftdesk/shared/api';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { wfTimesheetComment } from '../../../db/schema';

export async function commentsOf(db: Db | Tx, timesheetId: number): Promise<TimesheetComment[]> {
  const rows = await db
    .select()
    .from(wfTimesheetComment)
    .where(eq(wfTimesheetComment.timesheetId, timesheetId))
    .orderBy(asc(wfTimesheetComment.id));
  return rows.map((r) => ({
    id: r.id,
    workRecordId: r.workRecordId,
    version: r.version,
    comment: r.comment,
    author: r.author,
    fromClient: r.fromClient,
    createdAt: r.createdAt.toISOString(),
  }));
}

export interface NewComment {
  workRecordId: number | null;
  comment: string;
}

export async function addComments(
  tx: Tx,
  timesheetId: number,
  version: number,
  author: { name: string; fromClient: boolean; userId: number | null },
  comments: NewComment[],
): Promise<void> {
  if (!comments.length) return;
  await tx.insert(wfTimesheetComment).values(
    comments.map((c) => ({
      timesheetId,
      workRecordId: c.workRecordId,
      version,
      comment: c.comment.slice(0, 1000),
      author: author.name.slice(0, 100),
      fromClient: author.fromClient,
      createdBy: author.userId,
    })),
  );
}
