/**
 * What a timesheet document prints, read in three queries whatever the number of rows: the
 * timesheet with its client and department, its template (or the default layout), and its
 * records with each worker's NRIC (masked here, never leaving this file whole) and position.
 */
import {
  DEFAULT_TIMESHEET_LAYOUT,
  TIMESHEET_COLUMNS,
  TIMESHEET_GROUPINGS,
  TIMESHEET_LANGUAGES,
  type TimesheetColumn,
  type TimesheetGrouping,
  type TimesheetLanguage,
  type TimesheetLayout,
} from '@shiftdesk/shared/api';
import { maskNric } from '@shiftdesk/shared/rules';
import { asc, eq } from 'drizzle-orm';
import { firstOr404 } from '../../../core/data/crud';
import type { Db } from '../../../db/client';
import {
  finClient,
  finContractDept,
  finPosition,
  wfJob,
  wfTimesheet,
  wfTimesheetTemplate,
  wfWorker,
  wfWorkRecord,
} from '../../../db/schema';

export async function timesheetLayout(db: Db, templateId: number | null): Promise<TimesheetLayout> {
  if (templateId === null) return DEFAULT_TIMESHEET_LAYOUT;
  const [t] = await db.select().from(wfTimesheetTemplate).where(eq(wfTimesheetTemplate.id, templateId));
  if (!t) return DEFAULT_TIMESHEET_LAYOUT;
  // The jsonb is checked on the way in; a key a later version dropped is skipped, not printed blank.
  const columns = t.columns.filter((c): c is TimesheetColumn => (TIMESHEET_COLUMNS as readonly string[]).includes(c));
  return {
    columns: columns.length ? columns : DEFAULT_TIMESHEET_LAYOUT.columns,
    grouping: (TIMESHEET_GROUPINGS as readonly string[]).includes(t.grouping)
      ? (t.grouping as TimesheetGrouping)
      : 'none',
    showTotals: t.showTotals,
    signatureBlock: t.signatureBlock,
    logoKey: t.logoKey,
    footerNote: t.footerNote,
    lang: (TIMESHEET_LANGUAGES as readonly string[]).includes(t.lang) ? (t.lang as TimesheetLanguage) : 'en',
  };
}

export type SheetHead = typeof wfTimesheet.$inferSelect & { clientName: string; deptName: string };

export interface SheetRow {
  workerName: string;
  nricMasked: string;
  position: string;
  shiftDate: string;
  scheduledStartAt: Date;
  scheduledEndAt: Date;
  clockInAt: Date | null;
  clockOutAt: Date | null;
  breakMinutes: number;
  billMinutes: number;
  billNormalMinutes: number;
  billOtMinutes: number;
  phMinutes: number;
  billAmount: number;
  remarks: string;
}

export interface Sheet {
  head: SheetHead;
  layout: TimesheetLayout;
  rows: SheetRow[];
}

export async function loadSheet(db: Db, id: number): Promise<Sheet> {
  const found = await firstOr404(
    db
      .select({ t: wfTimesheet, clientName: finClient.name, deptName: finContractDept.name })
      .from(wfTimesheet)
      .innerJoin(finClient, eq(finClient.id, wfTimesheet.clientId))
      .innerJoin(finContractDept, eq(finContractDept.id, wfTimesheet.contractDeptId))
      .where(eq(wfTimesheet.id, id)),
    'timesheet.notFound',
  );
  const r = wfWorkRecord;
  const records = await db
    .select({
      workerName: wfWorker.name,
      nric: wfWorker.nric,
      position: finPosition.name,
      shiftDate: r.shiftDate,
      scheduledStartAt: r.scheduledStartAt,
      scheduledEndAt: r.scheduledEndAt,
      clockInAt: r.clockInAt,
      clockOutAt: r.clockOutAt,
      breakMinutes: r.breakMinutes,
      billMinutes: r.billMinutes,
      billNormalMinutes: r.billNormalMinutes,
      billOtMinutes: r.billOtMinutes,
      phMinutes: r.phMinutes,
      billAmount: r.billAmount,
      adjustReason: r.adjustReason,
    })
    .from(r)
    .innerJoin(wfWorker, eq(wfWorker.id, r.workerId))
    .innerJoin(wfJob, eq(wfJob.id, r.jobId))
    .innerJoin(finPosition, eq(finPosition.id, wfJob.positionId))
    .where(eq(r.timesheetId, id))
    // The order the client sees on screen (service.ts recordsOf).
    .orderBy(asc(r.scheduledStartAt), asc(r.id));
  return {
    head: { ...found.t, clientName: found.clientName, deptName: found.deptName },
    layout: await timesheetLayout(db, found.t.templateId),
    rows: records.map(({ nric, adjustReason, ...rest }) => ({
      ...rest,
      nricMasked: maskNric(nric),
      remarks: adjustReason,
    })),
  };
}
