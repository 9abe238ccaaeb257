/**
 * Invoice a month at once (issue 30): every approved (or auto-approved) timesheet whose period
 * ends in the month and still has records no invoice bills, each generated in its own transaction
 * so that one timesheet's failure keeps the others' drafts.
 */
import { periodRange } from '@shiftdesk/shared/rules';
import { and, asc, between, eq, exists, inArray, isNull } from 'drizzle-orm';
import { AppError } from '../../../core/base/errors';
import { type MessageKey, t } from '../../../core/base/i18n';
import type { Caller } from '../../../core/data/caller';
import { type UnitOfWorkContext, withTransaction } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { wfTimesheet, wfWorkRecord } from '../../../db/schema';
import { generateInvoices } from './generate';

export interface GenerateInvoicesResult {
  made: number[];
  /** Timesheets whose records another generate took between the query and their turn */
  skipped: number[];
  failed: { timesheetId: number; message: string }[];
}

/** The month's approved timesheets with records not billed yet, by id. */
export async function timesheetsToInvoice(db: Db, month: string): Promise<number[]> {
  const { from, to } = periodRange(month);
  const rows = await db
    .select({ id: wfTimesheet.id })
    .from(wfTimesheet)
    .where(
      and(
        inArray(wfTimesheet.status, ['approved', 'auto_approved', 'invoiced']),
        between(wfTimesheet.periodTo, from, to),
        exists(
          db
            .select({ one: wfWorkRecord.id })
            .from(wfWorkRecord)
            .where(and(eq(wfWorkRecord.timesheetId, wfTimesheet.id), isNull(wfWorkRecord.invoiceId))),
        ),
      ),
    )
    .orderBy(asc(wfTimesheet.id));
  return rows.map((r) => r.id);
}

const messageOf = (lang: Caller['lang'], err: unknown) =>
  err instanceof AppError ? t(lang, err.messageKey as MessageKey, err.params) : (err as Error).message;

export async function generateMonth(
  ctx: UnitOfWorkContext,
  caller: Caller,
  month: string,
  progress: (done: number, total: number) => void,
): Promise<GenerateInvoicesResult> {
  const sheets = await timesheetsToInvoice(ctx.db, month);
  const result: GenerateInvoicesResult = { made: [], skipped: [], failed: [] };
  progress(0, sheets.length);
  for (const [i, timesheetId] of sheets.entries()) {
    try {
      result.made.push(
        ...(await withTransaction(ctx, (tx) => generateInvoices(tx, caller, { timesheetIds: [timesheetId] }))),
      );
    } catch (err) {
      if (err instanceof AppError && err.messageKey === 'invoice.nothingToInvoice') result.skipped.push(timesheetId);
      else result.failed.push({ timesheetId, message: messageOf(caller.lang, err) });
    }
    progress(i + 1, sheets.length);
  }
  return result;
}
