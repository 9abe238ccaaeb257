/**
 * Generate every department's timesheet of a period at once (issue 29): the departments with
 * billable records of the period on no timesheet, whose client is billed by that kind of period,
 * each generated in its own transaction so that one department's failure keeps the others'.
 */
import { periodRange } from '@shiftdesk/shared/rules';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../../core/base/errors';
import { type MessageKey, t } from '../../../core/base/i18n';
import type { Caller } from '../../../core/data/caller';
import { type UnitOfWorkContext, withTransaction } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { finClient, finContractDept, wfTimesheet, wfWorkRecord } from '../../../db/schema';
import { BILLABLE, generateTimesheet } from './service';

export interface GenerateAllResult {
  made: { id: number; number: string; contractDeptId: number }[];
  /** Departments whose records another generate took between the query and their turn */
  skipped: number[];
  failed: { contractDeptId: number; message: string }[];
}

/** The contract departments that have something to generate for `period`, by id (throws on a bad period). */
export async function departmentsToGenerate(db: Db, period: string): Promise<number[]> {
  const range = periodRange(period);
  // The same test as generateTimesheet's: a department it would refuse for the period's kind is not offered.
  const frequency = period.includes('W') ? 'weekly' : 'monthly';
  const rows = await db
    .selectDistinct({ id: finContractDept.id })
    .from(wfWorkRecord)
    .innerJoin(finContractDept, eq(finContractDept.id, wfWorkRecord.contractDeptId))
    .innerJoin(finClient, eq(finClient.id, finContractDept.clientId))
    .where(
      and(
        sql`${wfWorkRecord.shiftDate} between ${range.from} and ${range.to}`,
        inArray(wfWorkRecord.status, [...BILLABLE]),
        isNull(wfWorkRecord.timesheetId),
        eq(finClient.billingFrequency, frequency),
      ),
    )
    .orderBy(asc(finContractDept.id));
  return rows.map((r) => r.id);
}

const messageOf = (lang: Caller['lang'], err: unknown) =>
  err instanceof AppError ? t(lang, err.messageKey as MessageKey, err.params) : (err as Error).message;

export async function generateAll(
  ctx: UnitOfWorkContext,
  caller: Caller,
  period: string,
  progress: (done: number, total: number) => void,
): Promise<GenerateAllResult> {
  const depts = await departmentsToGenerate(ctx.db, period);
  const result: GenerateAllResult = { made: [], skipped: [], failed: [] };
  progress(0, depts.length);
  for (const [i, contractDeptId] of depts.entries()) {
    try {
      const id = await withTransaction(ctx, (tx) => generateTimesheet(tx, caller, { contractDeptId, period }));
      const [row] = await ctx.db.select({ number: wfTimesheet.number }).from(wfTimesheet).where(eq(wfTimesheet.id, id));
      result.made.push({ id, number: row.number, contractDeptId });
    } catch (err) {
      if (err instanceof AppError && err.messageKey === 'timesheet.nothingToGenerate')
        result.skipped.push(contractDeptId);
      else result.failed.push({ contractDeptId, message: messageOf(caller.lang, err) });
    }
    progress(i + 1, depts.length);
  }
  return result;
}
