/**
 * Payroll items (DOMAIN.md "Payroll detail"; issue 32): deductions (Employment Act s.27 type and
 * the worker's written consent) and back pay for a month already locked. Payroll calculation
 * (../calculate.ts) pays back pay as an `adjustment` line and takes deductions up to the 50% cap;
 * approval (../lock.ts) adds what it took to `taken` and settles items taken in full (`paid`).
 *
 * open → paid (settle, system) | cancelled (cancel, reason; only while nothing was taken). Every
 * add and move is audited (the item's History).
 */
import {
  type PayrollItemAddBody,
  PayrollItemApi,
  type PayrollItemListQuery,
  type PayrollItemRow,
  payrollItemMachine,
} from '@shiftdesk/shared/api';
import { eq, ilike, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { ConflictError } from '../../../../core/base/errors';
import { sgDate, sgTime } from '../../../../core/base/time';
import { type Actor, recordCreated } from '../../../../core/data/audit-trail';
import { type Caller, fieldError, iso } from '../../../../core/data/caller';
import { firstOr404 } from '../../../../core/data/crud';
import { registerHistoryRule, registerMachineTable } from '../../../../core/data/machine-registry';
import { transitionMany } from '../../../../core/data/transition';
import type { Tx } from '../../../../core/data/unit-of-work';
import { defineList, filter } from '../../../../core/lists/list-query';
import type { ListScope } from '../../../../core/routes/crud-routes';
import type { Db } from '../../../../db/client';
import { finPayrollItem, finPayrollMonth, sysUser, wfWorker, wfWorkRecord } from '../../../../db/schema';
import { sampleOfWorker } from '../../../workforce/conduct/sample';
import { WORKER_SCOPE, workerOwnedScope } from '../../../workforce/conduct/worker';

export type PayrollItemDb = typeof finPayrollItem.$inferSelect;

export const payrollItemScope = workerOwnedScope(finPayrollItem, finPayrollItem.workerId, 'payrollItem.notFound');

registerMachineTable(payrollItemMachine, {
  table: finPayrollItem,
  sample: sampleOfWorker(finPayrollItem, (workerId, state) => ({
    workerId,
    kind: 'backPay',
    amount: 1_00,
    originMonth: '2026-01',
    reason: 'Sample back pay',
    status: state,
  })),
});
registerHistoryRule('payrollItem', PayrollItemApi.rule.get);

/** The Singapore month of a moment (`2026-11`). */
export const sgMonth = (now: Date) => sgDate(now).slice(0, 7);

// ── Reads ──

const list = defineList<PayrollItemListQuery, NonNullable<PayrollItemListQuery['orderBy']>>({
  table: finPayrollItem,
  filters: {
    workerId: filter.exact(finPayrollItem.workerId),
    keyword: (k) => ilike(wfWorker.name, `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
    kind: filter.exact(finPayrollItem.kind),
    status: filter.exact(finPayrollItem.status),
    originMonth: filter.exact(finPayrollItem.originMonth),
  },
  sort: {
    id: finPayrollItem.id,
    originMonth: finPayrollItem.originMonth,
    amount: finPayrollItem.amount,
    workerName: wfWorker.name,
  },
  defaultSort: 'id',
  defaultDir: 'desc',
  tieBreak: finPayrollItem.id,
  scope: WORKER_SCOPE,
});

const selectRows = (db: Db | Tx) =>
  db
    .select({
      p: finPayrollItem,
      workerName: wfWorker.name,
      payrollMonth: finPayrollMonth.month,
      createdByName: sysUser.userName,
    })
    .from(finPayrollItem)
    .innerJoin(wfWorker, eq(wfWorker.id, finPayrollItem.workerId))
    .leftJoin(finPayrollMonth, eq(finPayrollMonth.id, finPayrollItem.payrollMonthId))
    .leftJoin(sysUser, eq(sysUser.id, finPayrollItem.createdBy))
    .$dynamic();

interface Selected {
  p: PayrollItemDb;
  workerName: string;
  payrollMonth: string | null;
  createdByName: string | null;
}

export const payrollItemOut = (r: Selected): PayrollItemRow => ({
  id: r.p.id,
  workerId: r.p.workerId,
  workerName: r.workerName,
  kind: r.p.kind as PayrollItemRow['kind'],
  amount: r.p.amount,
  taken: r.p.taken,
  originMonth: r.p.originMonth,
  reason: r.p.reason,
  deductionType: (r.p.deductionType ?? null) as PayrollItemRow['deductionType'],
  consentRef: r.p.consentRef,
  workRecordId: r.p.workRecordId,
  status: r.p.status as PayrollItemRow['status'],
  payrollMonth: r.payrollMonth,
  createdByName: r.createdByName,
  createdAt: iso(r.p.createdAt),
  updatedAt: iso(r.p.updatedAt),
});

export async function listPayrollItems(db: Db, q: PayrollItemListQuery, scope: ListScope) {
  const count = db
    .select({ n: sql<number>`count(*)` })
    .from(finPayrollItem)
    .innerJoin(wfWorker, eq(wfWorker.id, finPayrollItem.workerId))
    .$dynamic();
  return list.run(db, q, selectRows(db), { scope, count, map: payrollItemOut });
}

/** Several items in one query, in the order asked. */
export async function getPayrollItems(db: Db | Tx, ids: number[]): Promise<PayrollItemRow[]> {
  const rows = new Map(
    (await selectRows(db).where(inArray(finPayrollItem.id, ids))).map((r) => [r.p.id, payrollItemOut(r)]),
  );
  return ids.flatMap((id) => rows.get(id) ?? []);
}

export async function getPayrollItem(db: Db | Tx, id: number): Promise<PayrollItemRow> {
  return payrollItemOut(await firstOr404(selectRows(db).where(eq(finPayrollItem.id, id)), 'payrollItem.notFound'));
}

// ── Writes ──

/**
 * Adds a deduction (its s.27 type and a consent reference required) or back pay (no deduction
 * type; of a month not after the current one). A work record named must be the worker's and
 * already paid by a locked month: that is how a record found underpaid after its month was
 * locked is corrected.
 */
export async function addPayrollItem(tx: Tx, caller: Caller, b: PayrollItemAddBody, now = new Date()): Promise<number> {
  const lang = caller.lang;
  const consentRef = b.consentRef?.trim() ?? '';
  const reason = b.reason.trim();
  if (!reason) throw fieldError(lang, 'reason', 'payrollItem.reason');
  if (b.kind === 'deduction') {
    if (!b.deductionType) throw fieldError(lang, 'deductionType', 'payrollItem.deductionType');
    if (!consentRef) throw fieldError(lang, 'consentRef', 'payrollItem.consentRef');
  } else {
    if (b.deductionType) throw fieldError(lang, 'deductionType', 'payrollItem.backPayType');
    const current = sgMonth(now);
    if (b.originMonth > current)
      throw fieldError(lang, 'originMonth', 'payrollItem.futureOrigin', { month: b.originMonth, current });
  }
  const [worker] = await tx.select({ id: wfWorker.id }).from(wfWorker).where(eq(wfWorker.id, b.workerId));
  if (!worker) throw fieldError(lang, 'workerId', 'conduct.unknownWorker', { id: b.workerId });
  if (b.workRecordId) {
    const [r] = await tx
      .select({ workerId: wfWorkRecord.workerId, monthId: wfWorkRecord.payrollMonthId })
      .from(wfWorkRecord)
      .where(eq(wfWorkRecord.id, b.workRecordId));
    if (!r || r.workerId !== b.workerId)
      throw fieldError(lang, 'workRecordId', 'payrollItem.notWorkersRecord', { id: b.workRecordId });
    if (r.monthId === null) throw new ConflictError('payrollItem.recordNotLocked', { id: b.workRecordId });
  }
  const [row] = await tx
    .insert(finPayrollItem)
    .values({
      workerId: b.workerId,
      kind: b.kind,
      amount: b.amount,
      originMonth: b.originMonth,
      reason: reason.slice(0, 500),
      deductionType: b.kind === 'deduction' ? (b.deductionType ?? null) : null,
      consentRef: b.kind === 'deduction' ? consentRef : '',
      workRecordId: b.workRecordId ?? null,
      createdBy: caller.actor.id,
    })
    .returning({ id: finPayrollItem.id });
  await recordCreated(tx, caller.actor, 'payrollItem', row.id, {
    to: payrollItemMachine.initial,
    reason,
    data: {
      kind: b.kind,
      amount: b.amount,
      originMonth: b.originMonth,
      ...(b.kind === 'deduction' ? { deductionType: b.deductionType, consentRef } : {}),
      ...(b.workRecordId ? { workRecordId: b.workRecordId } : {}),
    },
  });
  return row.id;
}

/** Cancels open items nothing was taken of, with a reason; all or nothing. */
export async function cancelPayrollItems(tx: Tx, actor: Actor, ids: number[], reason: string): Promise<void> {
  const why = reason.trim();
  const rows = await tx
    .select({ id: finPayrollItem.id, taken: finPayrollItem.taken })
    .from(finPayrollItem)
    .where(inArray(finPayrollItem.id, ids))
    .orderBy(finPayrollItem.id)
    .for('update');
  const taken = rows.find((r) => r.taken > 0);
  if (taken) throw new ConflictError('payrollItem.taken', { id: taken.id, taken: (taken.taken / 100).toFixed(2) });
  await transitionMany(tx, {
    machine: payrollItemMachine,
    table: finPayrollItem,
    ids,
    action: 'cancel',
    actor,
    reason: why,
    patch: { cancelReason: why.slice(0, 500), updatedAt: new Date() },
  });
}

// ── Export ──

const HEADERS = [
  'ID',
  'Worker',
  'Kind',
  'Amount (SGD)',
  'Taken (SGD)',
  'Month of origin',
  'Reason',
  'Deduction type',
  'Consent reference',
  'Work record',
  'Status',
  'Paid in payroll',
  'Added by',
  'Added at',
];

/** The list's items (its filters, order and data scope; every page) as XLSX. */
export async function exportPayrollItems(
  db: Db,
  q: PayrollItemListQuery,
  scope: ListScope,
): Promise<{ fileName: string; xlsx: Buffer }> {
  const { list: rows } = await listPayrollItems(db, { ...q, pageNum: 1, pageSize: 10_000 }, scope);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payroll items');
  ws.addRow(HEADERS).font = { bold: true };
  const money = (c: number) => Math.round(c) / 100;
  const at = (s: string) => {
    const d = new Date(s);
    return `${sgDate(d)} ${sgTime(d)}`;
  };
  for (const r of rows) {
    ws.addRow([
      r.id,
      r.workerName,
      r.kind,
      money(r.amount),
      money(r.taken),
      r.originMonth,
      r.reason,
      r.deductionType ?? '',
      r.consentRef,
      r.workRecordId ?? '',
      r.status,
      r.payrollMonth ?? '',
      r.createdByName ?? '',
      at(r.createdAt),
    ]);
  }
  ws.getColumn(2).width = 28;
  ws.getColumn(7).width = 48;
  for (const c of [4, 5]) ws.getColumn(c).numFmt = '#,##0.00';
  return { fileName: 'payroll-items.xlsx', xlsx: Buffer.from(await wb.xlsx.writeBuffer()) };
}
