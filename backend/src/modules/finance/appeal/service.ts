/**
 * Transaction appeals (DOMAIN.md "Transaction appeal"; issue 31). A worker (or staff for them)
 * appeals one of the worker's own credits — a wallet entry of type earning, allowance or
 * incentive — within `finance.appeal.windowHours` (72) of the credit, one open appeal per
 * credit. When the credit paid a shift, the work record is `disputed` while the appeal is open
 * (same transaction as the appeal) and `credited` again once it is decided.
 *
 * submitted → under_review (review) → accepted (one at a time, with the granted amount ≤ the
 * claim: an `appeal_adjustment` of it is posted to the wallet once, key `appeal:<id>:adjustment`,
 * in the month the credit belonged to) | rejected (reason required) → closed. Every move goes
 * through the appeal machine (History, audit). Payroll pays accepted amounts as adjustment lines
 * (payroll/calculate.ts) and stamps `payroll_month_id` when its month is approved.
 */
import {
  APPEAL_WINDOW_HOURS,
  AppealApi,
  type AppealAcceptBody,
  type AppealAddBody,
  type AppealListQuery,
  type AppealRow,
  appealMachine,
  workRecordMachine,
} from '@shiftdesk/shared/api';
import { adjustmentMove } from '@shiftdesk/shared/rules';
import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { ConflictError, NotFoundError } from '../../../core/base/errors';
import { sgDate, sgDayEnd, sgDayStart, sgTime } from '../../../core/base/time';
import { type Actor, recordCreated } from '../../../core/data/audit-trail';
import { type Caller, fieldError, iso } from '../../../core/data/caller';
import { firstOr404 } from '../../../core/data/crud';
import { registerHistoryRule, registerMachineTable } from '../../../core/data/machine-registry';
import { getParam } from '../../../core/data/params';
import { transitionMany } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import { defineList, filter } from '../../../core/lists/list-query';
import type { ListScope } from '../../../core/routes/crud-routes';
import type { Db } from '../../../db/client';
import { finAppeal, finPayrollMonth, finWalletTransaction, wfWorker, wfWorkRecord } from '../../../db/schema';
import { sampleOfWorker } from '../../workforce/conduct/sample';
import { WORKER_SCOPE, workerOwnedScope } from '../../workforce/conduct/worker';
import { lockWallet, post } from '../wallet/ledger';

/** The parameter of the window (hours after a credit); the worker app reads the same key. */
export const APPEAL_WINDOW_PARAM = 'finance.appeal.windowHours';
/** Entry types that may be appealed: money credited to the worker. */
export const APPEALABLE_TYPES: readonly string[] = ['earning', 'allowance', 'incentive'];
/** States in which an appeal is still open (one per credit). */
export const OPEN_APPEAL = ['submitted', 'under_review'];
const HOUR_MS = 3_600_000;

export type AppealDb = typeof finAppeal.$inferSelect;
export type AppealAction = 'review' | 'reject' | 'close';

export const appealScope = workerOwnedScope(finAppeal, finAppeal.workerId, 'appeal.notFound');

registerMachineTable(appealMachine, {
  table: finAppeal,
  sample: sampleOfWorker(finAppeal, (workerId, state) => ({
    workerId,
    transactionId: 0,
    category: 'other',
    claimedAmount: 1_00,
    description: 'Sample appeal',
    status: state,
    creditedAt: new Date(),
  })),
});
registerHistoryRule('appeal', AppealApi.rule.get);

export const adjustmentKey = (id: number) => `appeal:${id}:adjustment`;

/**
 * The window in hours, read before the request's transaction (the config cache's first read
 * must not wait on the connection a transaction holds). 0 closes appeals; unset or not a
 * number: APPEAL_WINDOW_HOURS.
 */
export async function appealWindowHours(db: Db): Promise<number> {
  const n = Number.parseInt((await getParam(db, APPEAL_WINDOW_PARAM)) ?? '', 10);
  return Number.isFinite(n) && n >= 0 ? n : APPEAL_WINDOW_HOURS;
}

const deadlineOf = (creditedAt: Date, windowHours: number) => new Date(creditedAt.getTime() + windowHours * HOUR_MS);
/** `2026-11-27 18:00` (Singapore time), as messages name a moment. */
const sgMoment = (d: Date) => `${sgDate(d)} ${sgTime(d)}`;

// ── Reads ──

const list = defineList<AppealListQuery, NonNullable<AppealListQuery['orderBy']>>({
  table: finAppeal,
  filters: {
    workerId: filter.exact(finAppeal.workerId),
    status: filter.exact(finAppeal.status),
    category: filter.exact(finAppeal.category),
    dateFrom: (d) => gte(finAppeal.createdAt, sgDayStart(d)),
    dateTo: (d) => lt(finAppeal.createdAt, sgDayEnd(d)),
  },
  sort: {
    id: finAppeal.id,
    claimedAmount: finAppeal.claimedAmount,
    status: finAppeal.status,
    createdAt: finAppeal.createdAt,
  },
  defaultSort: 'id',
  defaultDir: 'desc',
  tieBreak: finAppeal.id,
  scope: WORKER_SCOPE,
});

const selectRows = (db: Db | Tx) =>
  db
    .select({
      a: finAppeal,
      workerName: wfWorker.name,
      transactionType: finWalletTransaction.type,
      transactionAmount: finWalletTransaction.amount,
      workDate: wfWorkRecord.shiftDate,
      payrollMonth: finPayrollMonth.month,
    })
    .from(finAppeal)
    .innerJoin(wfWorker, eq(wfWorker.id, finAppeal.workerId))
    .leftJoin(finWalletTransaction, eq(finWalletTransaction.id, finAppeal.transactionId))
    .leftJoin(wfWorkRecord, eq(wfWorkRecord.id, finAppeal.workRecordId))
    .leftJoin(finPayrollMonth, eq(finPayrollMonth.id, finAppeal.payrollMonthId))
    .$dynamic();

interface Selected {
  a: AppealDb;
  workerName: string;
  transactionType: string | null;
  transactionAmount: number | null;
  workDate: string | null;
  payrollMonth: string | null;
}

export const appealOut =
  (windowHours: number) =>
  (r: Selected): AppealRow => ({
    id: r.a.id,
    workerId: r.a.workerId,
    workerName: r.workerName,
    transactionId: r.a.transactionId,
    transactionType: r.transactionType ?? '',
    transactionAmount: r.transactionAmount ?? 0,
    workRecordId: r.a.workRecordId,
    workDate: r.workDate,
    category: r.a.category as AppealRow['category'],
    claimedAmount: r.a.claimedAmount,
    description: r.a.description,
    evidence: r.a.evidence ?? [],
    status: r.a.status as AppealRow['status'],
    acceptedAmount: r.a.acceptedAmount,
    reason: r.a.reason,
    adjustmentId: r.a.adjustmentId,
    originMonth: r.a.originMonth,
    payrollMonth: r.payrollMonth,
    creditedAt: iso(r.a.creditedAt),
    deadline: iso(deadlineOf(r.a.creditedAt, windowHours)),
    decidedBy: r.a.decidedBy,
    decidedAt: r.a.decidedAt ? iso(r.a.decidedAt) : null,
    createdAt: iso(r.a.createdAt),
  });

export async function listAppeals(db: Db, q: AppealListQuery, scope: ListScope) {
  const windowHours = await appealWindowHours(db);
  const count = db
    .select({ n: sql<number>`count(*)` })
    .from(finAppeal)
    .innerJoin(wfWorker, eq(wfWorker.id, finAppeal.workerId))
    .$dynamic();
  return list.run(db, q, selectRows(db), { scope, count, map: appealOut(windowHours) });
}

/** Several appeals in one query, in the order asked (call outside a transaction: it reads the window). */
export async function getAppeals(db: Db, ids: number[]): Promise<AppealRow[]> {
  const out = appealOut(await appealWindowHours(db));
  const rows = new Map((await selectRows(db).where(inArray(finAppeal.id, ids))).map((r) => [r.a.id, out(r)]));
  return ids.flatMap((id) => rows.get(id) ?? []);
}

export async function getAppeal(db: Db, id: number): Promise<AppealRow> {
  const out = appealOut(await appealWindowHours(db));
  return out(await firstOr404(selectRows(db).where(eq(finAppeal.id, id)), 'appeal.notFound'));
}

// ── Writes ──

/**
 * Files an appeal against one of the worker's credits: the entry must be the worker's, a credit,
 * still within the window and without another open appeal; its shift (if it paid one) is
 * disputed in the same transaction. `windowHours` from appealWindowHours, read before.
 */
export async function addAppeal(
  tx: Tx,
  caller: Caller,
  b: AppealAddBody,
  windowHours: number,
  now = new Date(),
): Promise<number> {
  const [worker] = await tx.select({ id: wfWorker.id }).from(wfWorker).where(eq(wfWorker.id, b.workerId));
  if (!worker) throw fieldError(caller.lang, 'workerId', 'conduct.unknownWorker', { id: b.workerId });
  const [entry] = await tx.select().from(finWalletTransaction).where(eq(finWalletTransaction.id, b.transactionId));
  if (!entry || entry.workerId !== b.workerId)
    throw fieldError(caller.lang, 'transactionId', 'appeal.notWorkersEntry', { id: b.transactionId });
  if (!APPEALABLE_TYPES.includes(entry.type))
    throw fieldError(caller.lang, 'transactionId', 'appeal.notCredit', { id: entry.id, type: entry.type });
  const deadline = deadlineOf(entry.createdAt, windowHours);
  if (now.getTime() > deadline.getTime())
    throw new ConflictError('appeal.windowClosed', { id: entry.id, deadline: sgMoment(deadline), hours: windowHours });

  // Locks in the order grant and accept take them (work record, then wallet): the wallet's lock
  // makes two appeals of one worker's credit wait for each other, so only one is ever open.
  const recordId = entry.refType === 'workRecord' && entry.refId ? entry.refId : null;
  const [record] = recordId
    ? await tx
        .select({ id: wfWorkRecord.id, status: wfWorkRecord.status })
        .from(wfWorkRecord)
        .where(eq(wfWorkRecord.id, recordId))
        .for('update')
    : [];
  await lockWallet(tx, b.workerId);
  const [open] = await tx
    .select({ id: finAppeal.id })
    .from(finAppeal)
    .where(and(eq(finAppeal.transactionId, entry.id), inArray(finAppeal.status, OPEN_APPEAL)));
  if (open) throw new ConflictError('appeal.alreadyOpen', { id: open.id, transactionId: entry.id });

  const evidence = [...new Set((b.evidence ?? []).map((e) => e.trim()).filter(Boolean))];
  const [row] = await tx
    .insert(finAppeal)
    .values({
      workerId: b.workerId,
      transactionId: entry.id,
      workRecordId: record?.id ?? null,
      category: b.category,
      claimedAmount: b.claimedAmount,
      description: b.description.trim(),
      evidence,
      originMonth: entry.month ?? sgDate(entry.createdAt).slice(0, 7),
      creditedAt: entry.createdAt,
      createdBy: caller.actor.id,
    })
    .returning({ id: finAppeal.id });
  await recordCreated(tx, caller.actor, 'appeal', row.id, {
    to: appealMachine.initial,
    data: { transactionId: entry.id, category: b.category, claimedAmount: b.claimedAmount },
  });
  // A shift already paid by a closed payroll month stays paid: the accepted amount is an
  // adjustment of a later month anyway.
  if (record?.status === 'credited') await moveRecords(tx, caller.actor, [record.id], 'dispute', row.id);
  return row.id;
}

/** dispute / resolve the shifts of appeals (system actions of the work-record machine). */
async function moveRecords(
  tx: Tx,
  actor: Actor,
  recordIds: number[],
  action: 'dispute' | 'resolve',
  appealId: number,
): Promise<void> {
  if (!recordIds.length) return;
  await transitionMany(tx, {
    machine: workRecordMachine,
    table: wfWorkRecord,
    ids: recordIds,
    action,
    actor,
    reason: `Appeal #${appealId}`,
    data: { appealId },
    patch: { updatedAt: new Date() },
  });
  await tx
    .update(wfWorkRecord)
    .set({ version: sql`${wfWorkRecord.version} + 1` })
    .where(inArray(wfWorkRecord.id, recordIds));
}

/**
 * The decided appeals' shifts go back to credited: those still disputed and without another
 * open appeal (rows locked in id order).
 */
async function resolveRecordsOf(tx: Tx, actor: Actor, appeals: { id: number; workRecordId: number | null }[]) {
  for (const a of [...appeals].sort((x, y) => x.id - y.id)) {
    if (!a.workRecordId) continue;
    const [r] = await tx
      .select({ status: wfWorkRecord.status })
      .from(wfWorkRecord)
      .where(eq(wfWorkRecord.id, a.workRecordId))
      .for('update');
    if (r?.status !== 'disputed') continue;
    const [other] = await tx
      .select({ id: finAppeal.id })
      .from(finAppeal)
      .where(
        and(eq(finAppeal.workRecordId, a.workRecordId), ne(finAppeal.id, a.id), inArray(finAppeal.status, OPEN_APPEAL)),
      );
    if (!other) await moveRecords(tx, actor, [a.workRecordId], 'resolve', a.id);
  }
}

/** review (submitted → under_review), reject (under_review → rejected, reason) or close (decided → closed); many, all or nothing. */
export async function moveAppeals(
  tx: Tx,
  actor: Actor,
  ids: number[],
  action: AppealAction,
  reason = '',
): Promise<void> {
  const now = new Date();
  const why = reason.trim();
  await transitionMany(tx, {
    machine: appealMachine,
    table: finAppeal,
    ids,
    action,
    actor,
    reason,
    patch: {
      ...(action === 'review' ? { reviewedBy: actor.id } : {}),
      ...(action === 'reject' ? { decidedBy: actor.id, decidedAt: now } : {}),
      ...(action !== 'close' && why ? { reason: why } : {}),
      updatedAt: now,
    },
  });
  if (action !== 'reject') return;
  const rows = await tx
    .select({ id: finAppeal.id, workRecordId: finAppeal.workRecordId })
    .from(finAppeal)
    .where(inArray(finAppeal.id, ids));
  await resolveRecordsOf(tx, actor, rows);
}

/**
 * Accepts one appeal under review with what is granted (1 … the claim): posts the
 * `appeal_adjustment` once, keeps its id and the amount, and returns the shift to credited. A
 * retry of an accepted appeal with the same amount changes and posts nothing.
 */
export async function acceptAppeal(tx: Tx, caller: Caller, b: AppealAcceptBody): Promise<void> {
  const [a] = await tx.select().from(finAppeal).where(eq(finAppeal.id, b.id)).for('update');
  if (!a) throw new NotFoundError('appeal.notFound');
  if ((a.status === 'accepted' || a.status === 'closed') && a.adjustmentId && a.acceptedAmount === b.amount) return;
  if (b.amount > a.claimedAmount)
    throw fieldError(caller.lang, 'amount', 'appeal.overClaim', { claimed: (a.claimedAmount / 100).toFixed(2) });
  const now = new Date();
  const why = b.reason?.trim() ?? '';
  await transitionMany(tx, {
    machine: appealMachine,
    table: finAppeal,
    ids: [a.id],
    action: 'accept',
    actor: caller.actor,
    reason: why,
    data: { amount: b.amount },
    patch: {
      acceptedAmount: b.amount,
      decidedBy: caller.actor.id,
      decidedAt: now,
      ...(why ? { reason: why } : {}),
      updatedAt: now,
    },
  });
  // Shift before wallet: the order grant takes its locks in.
  await resolveRecordsOf(tx, caller.actor, [a]);
  const { entry } = await post(tx, {
    workerId: a.workerId,
    type: 'appeal_adjustment',
    move: adjustmentMove(b.amount),
    refType: 'appeal',
    refId: a.id,
    month: a.originMonth,
    memo: `Appeal #${a.id}${why ? `: ${why}` : ''}`.slice(0, 500),
    key: adjustmentKey(a.id),
    actor: caller.actor,
  });
  await tx.update(finAppeal).set({ adjustmentId: entry.id }).where(eq(finAppeal.id, a.id));
}

// ── Export ──

const HEADERS = [
  'ID',
  'Worker',
  'Entry',
  'Entry type',
  'Credited (SGD)',
  'Shift date',
  'Category',
  'Claimed (SGD)',
  'Accepted (SGD)',
  'Status',
  'Reason',
  'Month of origin',
  'Paid in payroll',
  'Credited at',
  'Deadline',
  'Filed at',
  'Description',
];

/** The list's appeals (its filters, order and data scope; every page) as XLSX. */
export async function exportAppeals(
  db: Db,
  q: AppealListQuery,
  scope: ListScope,
): Promise<{ fileName: string; xlsx: Buffer }> {
  const { list: rows } = await listAppeals(db, { ...q, pageNum: 1, pageSize: 10_000 }, scope);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Transaction appeals');
  ws.addRow(HEADERS).font = { bold: true };
  const money = (c: number) => Math.round(c) / 100;
  const at = (s: string | null) => (s ? sgMoment(new Date(s)) : '');
  for (const r of rows) {
    ws.addRow([
      r.id,
      r.workerName,
      r.transactionId,
      r.transactionType,
      money(r.transactionAmount),
      r.workDate ?? '',
      r.category,
      money(r.claimedAmount),
      money(r.acceptedAmount),
      r.status,
      r.reason,
      r.originMonth ?? '',
      r.payrollMonth ?? '',
      at(r.creditedAt),
      at(r.deadline),
      at(r.createdAt),
      r.description,
    ]);
  }
  ws.getColumn(2).width = 28;
  ws.getColumn(17).width = 48;
  for (const c of [5, 8, 9]) ws.getColumn(c).numFmt = '#,##0.00';
  return { fileName: 'transaction-appeals.xlsx', xlsx: Buffer.from(await wb.xlsx.writeBuffer()) };
}
