/**
 * Timesheets (issue 29; golden path steps 13–15): generate one from a contract department's
 * verified records of a period, send it to the client, record the client's sign-off, dispute.
 *
 * A record is on one timesheet at most: generate claims the records with one UPDATE … WHERE
 * timesheet_id IS NULL, so of two generate calls at once the second finds the rows taken (its
 * UPDATE waits for the first's row locks and reads them again) and claims nothing. The totals are
 * the sums of the records, computed again on generate and on every send (corrections made while
 * disputed reach the client). The approval keeps the signer, the signature image (storage) and a
 * hash of the exact rows and totals shown; an approval that names an older version is refused.
 */
import { createHash } from 'node:crypto';
import {
  type TimesheetApproveBody,
  type TimesheetDetail,
  type TimesheetGenerateBody,
  type TimesheetListQuery,
  type TimesheetRow,
  SUMMED_NUMBERS,
  TIMESHEET_OPEN,
  TimesheetApi,
  timesheetMachine,
} from '@shiftdesk/shared/api';
import { periodRange } from '@shiftdesk/shared/rules';
import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { BadRequestError, ConflictError, NotFoundError } from '../../../core/base/errors';
import { type Actor, recordCreated } from '../../../core/data/audit-trail';
import { type Caller, iso } from '../../../core/data/caller';
import { firstOr404 } from '../../../core/data/crud';
import { registerHistoryRule, registerMachineTable } from '../../../core/data/machine-registry';
import { stateLabel, transition } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import { signaturePng } from '../../../core/files/image';
import type { Storage } from '../../../core/files/storage';
import { defineList, filter } from '../../../core/lists/list-query';
import type { ListScope, RowScope } from '../../../core/routes/crud-routes';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/migrate';
import { finClient, finContractDept, wfJob, wfTimesheet, wfWorkRecord } from '../../../db/schema';
import { workRecordOut, selectRecords } from '../work-record/service';
import { sampleJob } from '../job/sample';
import { adjustmentsOf } from './adjustment-list';
import { commentsOf } from './comments';
import { changesOf } from './sent-rows';

type Runner = Db | Tx;
export type TimesheetDb = typeof wfTimesheet.$inferSelect;

/** Records a timesheet takes: verified ones, also once credited to the wallet (billing is apart from pay). */
export const BILLABLE = ['verified', 'credited', 'paid'] as const;
/** Records that are never billed: released from a timesheet when it is sent. */
const NEVER_BILLED = ['rejected', 'cancelled', 'no_show', 'excused'];

const SCOPE = { dept: wfTimesheet.deptId, user: wfTimesheet.createdBy };
export const timesheetScope: RowScope = { table: wfTimesheet, columns: SCOPE, notFound: 'timesheet.notFound' };

registerMachineTable(timesheetMachine, {
  table: wfTimesheet,
  sample: async (tx, state) => {
    const [job] = await tx
      .select()
      .from(wfJob)
      .where(eq(wfJob.id, await sampleJob(tx, 'published')));
    const month = job.shiftDate.slice(0, 7);
    const { from, to } = periodRange(month);
    const [row] = await tx
      .insert(wfTimesheet)
      .values({
        number: await nextNumber(tx, job.shiftDate),
        clientId: job.clientId,
        contractDeptId: job.contractDeptId,
        period: month,
        periodFrom: from,
        periodTo: to,
        status: state,
      })
      .returning({ id: wfTimesheet.id });
    return row.id;
  },
});
registerHistoryRule('timesheet', TimesheetApi.rule.get);

async function nextNumber(tx: Tx, date: string): Promise<string> {
  const [{ n }] = rowsOf<{ n: string | number }>(await tx.execute(sql`select nextval('wf_timesheet_seq') as n`));
  return `TS-${date.slice(0, 4)}-${String(n).padStart(6, '0')}`;
}

function selectTimesheets(db: Runner) {
  return db
    .select({ t: wfTimesheet, clientName: finClient.name, deptName: finContractDept.name })
    .from(wfTimesheet)
    .innerJoin(finClient, eq(finClient.id, wfTimesheet.clientId))
    .innerJoin(finContractDept, eq(finContractDept.id, wfTimesheet.contractDeptId))
    .$dynamic();
}

const isoOrNull = (d: Date | null) => (d ? iso(d) : null);

function timesheetOut(s: { t: TimesheetDb; clientName: string; deptName: string }): TimesheetRow {
  const t = s.t;
  return {
    id: t.id,
    number: t.number,
    clientId: t.clientId,
    clientName: s.clientName,
    contractDeptId: t.contractDeptId,
    deptName: s.deptName,
    period: t.period,
    periodFrom: t.periodFrom,
    periodTo: t.periodTo,
    recordCount: t.recordCount,
    ...(Object.fromEntries(SUMMED_NUMBERS.map((k) => [k, t[k]])) as Pick<
      TimesheetRow,
      (typeof SUMMED_NUMBERS)[number]
    >),
    status: t.status as TimesheetRow['status'],
    reason: t.reason,
    sentAt: isoOrNull(t.sentAt),
    signerName: t.signerName,
    signedAt: isoOrNull(t.signedAt),
    signedHash: t.signedHash,
    version: t.version,
    createdAt: iso(t.createdAt),
  };
}

export const timesheetList = defineList<TimesheetListQuery, NonNullable<TimesheetListQuery['orderBy']>>({
  table: wfTimesheet,
  filters: {
    clientId: filter.exact(wfTimesheet.clientId),
    contractDeptId: filter.exact(wfTimesheet.contractDeptId),
    // The worker's records name their timesheets: read through the worker's index, not per timesheet.
    workerId: (workerId: number) =>
      sql`${wfTimesheet.id} in (select ${wfWorkRecord.timesheetId} from ${wfWorkRecord} where ${wfWorkRecord.workerId} = ${workerId} and ${wfWorkRecord.timesheetId} is not null)`,
    status: filter.exact(wfTimesheet.status),
    period: filter.exact(wfTimesheet.period),
  },
  sort: {
    id: wfTimesheet.id,
    periodFrom: wfTimesheet.periodFrom,
    status: wfTimesheet.status,
    billAmount: wfTimesheet.billAmount,
  },
  defaultSort: 'periodFrom',
  defaultDir: 'desc',
  tieBreak: wfTimesheet.id,
  scope: SCOPE,
});

export function listTimesheets(db: Db, q: TimesheetListQuery, scope: ListScope) {
  return timesheetList.run(db, q, selectTimesheets(db), { scope, map: timesheetOut });
}

/** The timesheet's records in shift order (the rows the client sees). */
function recordsOf(db: Runner, id: number) {
  return selectRecords(db)
    .where(eq(wfWorkRecord.timesheetId, id))
    .orderBy(asc(wfWorkRecord.scheduledStartAt), asc(wfWorkRecord.id));
}

export async function getTimesheet(db: Runner, id: number): Promise<TimesheetDetail> {
  const head = timesheetOut(await firstOr404(selectTimesheets(db).where(eq(wfTimesheet.id, id)), 'timesheet.notFound'));
  const [extra] = await db
    .select({ deadlineAt: wfTimesheet.deadlineAt, sentRows: wfTimesheet.sentRows })
    .from(wfTimesheet)
    .where(eq(wfTimesheet.id, id));
  return {
    ...head,
    records: (await recordsOf(db, id)).map(workRecordOut),
    deadlineAt: isoOrNull(extra.deadlineAt),
    lastChanges: changesOf(extra.sentRows),
    comments: await commentsOf(db, id),
    adjustments: await adjustmentsOf(db, id),
  };
}

/** Sums the timesheet's records into its totals (and bumps its version: what was shown changed). */
async function refreshTotals(tx: Tx, id: number): Promise<void> {
  const r = wfWorkRecord;
  const total = (c: PgColumn) => sql<string>`coalesce(sum(${c}), 0)`.mapWith(Number);
  const [sums] = await tx
    .select({
      recordCount: sql<string>`count(*)`.mapWith(Number),
      ...Object.fromEntries(SUMMED_NUMBERS.map((k) => [k, total(r[k])])),
    })
    .from(r)
    .where(eq(r.timesheetId, id));
  await tx
    .update(wfTimesheet)
    .set({ ...sums, version: sql`${wfTimesheet.version} + 1`, updatedAt: new Date() })
    .where(eq(wfTimesheet.id, id));
}

/**
 * A timesheet of the department's verified records of the period that are on none yet
 * (golden path step 13). The period follows the client's billing frequency.
 */
export async function generateTimesheet(tx: Tx, caller: Caller, b: TimesheetGenerateBody): Promise<number> {
  const dept = await firstOr404(
    tx
      .select({
        id: finContractDept.id,
        name: finContractDept.name,
        clientId: finContractDept.clientId,
        templateId: finContractDept.timesheetTemplateId,
        clientName: finClient.name,
        billingFrequency: finClient.billingFrequency,
      })
      .from(finContractDept)
      .innerJoin(finClient, eq(finClient.id, finContractDept.clientId))
      .where(eq(finContractDept.id, b.contractDeptId)),
    'contractDept.notFound',
  );
  const weekly = b.period.includes('W');
  if (dept.billingFrequency === 'weekly' && !weekly)
    throw new BadRequestError('timesheet.periodWeekly', { client: dept.clientName });
  if (dept.billingFrequency === 'monthly' && weekly)
    throw new BadRequestError('timesheet.periodMonthly', { client: dept.clientName });
  let range: { from: string; to: string };
  try {
    range = periodRange(b.period);
  } catch {
    throw new BadRequestError('timesheet.periodInvalid', { period: b.period });
  }

  const [row] = await tx
    .insert(wfTimesheet)
    .values({
      number: await nextNumber(tx, range.from),
      clientId: dept.clientId,
      contractDeptId: dept.id,
      period: b.period,
      periodFrom: range.from,
      periodTo: range.to,
      templateId: dept.templateId,
      status: timesheetMachine.initial,
      deptId: caller.deptId,
      createdBy: caller.actor.id,
      updatedBy: caller.actor.id,
    })
    .returning({ id: wfTimesheet.id, number: wfTimesheet.number });
  const claimed = await tx
    .update(wfWorkRecord)
    .set({ timesheetId: row.id, version: sql`${wfWorkRecord.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(wfWorkRecord.contractDeptId, dept.id),
        sql`${wfWorkRecord.shiftDate} between ${range.from} and ${range.to}`,
        inArray(wfWorkRecord.status, [...BILLABLE]),
        isNull(wfWorkRecord.timesheetId),
      ),
    )
    .returning({ id: wfWorkRecord.id });
  // Nothing to put on it: the transaction rolls the empty timesheet back.
  if (!claimed.length) throw new BadRequestError('timesheet.nothingToGenerate', { dept: dept.name, period: b.period });
  await refreshTotals(tx, row.id);
  await recordCreated(tx, caller.actor, 'timesheet', row.id, {
    to: timesheetMachine.initial,
    data: { number: row.number, period: b.period, records: claimed.length },
  });
  return row.id;
}

/**
 * Before a send: records that will never be billed leave the timesheet; a record waiting for
 * verification (a correction made while disputed) stops the send; the totals are summed again.
 */
export async function prepareSend(tx: Tx, id: number): Promise<void> {
  await tx
    .update(wfWorkRecord)
    .set({ timesheetId: null, version: sql`${wfWorkRecord.version} + 1`, updatedAt: new Date() })
    .where(and(eq(wfWorkRecord.timesheetId, id), inArray(wfWorkRecord.status, NEVER_BILLED)));
  const waiting = await tx
    .select({ id: wfWorkRecord.id })
    .from(wfWorkRecord)
    .where(and(eq(wfWorkRecord.timesheetId, id), notInArray(wfWorkRecord.status, [...BILLABLE])))
    .orderBy(asc(wfWorkRecord.id));
  if (waiting.length)
    throw new ConflictError('timesheet.recordsNotVerified', { ids: waiting.map((w) => w.id).join(', #') });
  await refreshTotals(tx, id);
  await tx.update(wfTimesheet).set({ sentAt: new Date() }).where(eq(wfTimesheet.id, id));
}

/** What the signer saw: the rows' hours and amounts and the totals, hashed (sha256, hex). */
export async function contentHash(db: Runner, id: number): Promise<string> {
  const t = await getTimesheet(db, id);
  const rows = t.records.map((r) => [
    r.id,
    r.workerId,
    r.shiftDate,
    r.clockInAt,
    r.clockOutAt,
    r.breakMinutes,
    r.payMinutes,
    r.billMinutes,
    r.normalMinutes,
    r.otMinutes,
    r.phMinutes,
    r.billAmount,
  ]);
  const totals = [t.recordCount, t.billMinutes, t.billNormalMinutes, t.billOtMinutes, t.billAmount];
  return createHash('sha256')
    .update(JSON.stringify({ number: t.number, period: t.period, rows, totals }))
    .digest('hex');
}

/** Who records a sign-off: staff in the back office, or the client through the mailed link. */
export interface SignOff {
  id: number;
  signerName: string;
  /** The drawn signature, a PNG data URL */
  signature: string;
  /** The version the signer saw: refused (409) when the timesheet changed since */
  version?: number;
  actor: Actor;
  via: 'staff' | 'link';
}

/**
 * The client's approval (golden path step 15): the signer, the signature (stored first, under
 * the hash it signs), and the hash of the version shown. Staff record it for the client, or the
 * client signs through the link; the History line says which.
 */
export async function signTimesheet(tx: Tx, storage: Storage, s: SignOff) {
  const signer = s.signerName.trim();
  if (!signer) throw new BadRequestError('timesheet.signerRequired');
  const bytes = signaturePng(s.signature);
  if (!bytes) throw new BadRequestError('timesheet.signatureInvalid');
  const [t] = await tx.select().from(wfTimesheet).where(eq(wfTimesheet.id, s.id)).for('update');
  if (!t) throw new NotFoundError('timesheet.notFound');
  if (s.version !== undefined && s.version !== t.version)
    throw new ConflictError('timesheet.changed', { number: t.number });
  const hash = await contentHash(tx, t.id);
  const key = `timesheet/${t.id}/signature-${hash.slice(0, 16)}.png`;
  await storage.put(key, bytes, { contentType: 'image/png' });
  return transition(tx, {
    machine: timesheetMachine,
    table: wfTimesheet,
    id: t.id,
    action: 'approve',
    actor: s.actor,
    reason: '',
    patch: {
      signerName: signer,
      signatureKey: key,
      signedAt: new Date(),
      signedHash: hash,
      version: sql`${wfTimesheet.version} + 1`,
      updatedBy: s.actor.id,
      updatedAt: new Date(),
    },
    data: { signerName: signer, signedHash: hash, via: s.via },
  });
}

/** The client's approval as staff record it. */
export function approveTimesheet(tx: Tx, caller: Caller, storage: Storage, b: TimesheetApproveBody) {
  return signTimesheet(tx, storage, { ...b, actor: caller.actor, via: 'staff' });
}

/**
 * Refuses a change to records on a timesheet the client has (sent, approved, invoiced): only a
 * draft's or a disputed timesheet's records may change; after approval a correction is an
 * adjustment, never an edit.
 */
export async function assertRecordsOpen(tx: Tx, recordIds: readonly number[]): Promise<void> {
  if (!recordIds.length) return;
  const [locked] = await tx
    .select({ id: wfWorkRecord.id, number: wfTimesheet.number, status: wfTimesheet.status })
    .from(wfWorkRecord)
    .innerJoin(wfTimesheet, eq(wfTimesheet.id, wfWorkRecord.timesheetId))
    .where(and(inArray(wfWorkRecord.id, [...recordIds]), notInArray(wfTimesheet.status, [...TIMESHEET_OPEN])))
    .orderBy(asc(wfWorkRecord.id))
    .limit(1);
  if (locked)
    throw new ConflictError('workRecord.onTimesheet', {
      id: locked.id,
      number: locked.number,
      state: stateLabel(locked.status),
    });
}
