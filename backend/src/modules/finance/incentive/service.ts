/**
 * Incentive schemes and their records (DOMAIN.md "Incentive scheme / record"; issue 31).
 *
 * Schemes: a draft is added and edited freely (criteria checked per type, period in order,
 * clients that exist); activating starts the sweep over it, ending stops it. An active or ended
 * scheme is never edited or deleted (409), so what a record was found under stays as it was.
 * Lists carry each scheme's records by state and the credited total, counted in one grouped
 * query for the page.
 *
 * Records (written `pending` by ./sweep.ts) are verified, rejected (with a reason) or credited
 * through their machine, many at once, all or nothing. Crediting posts an `incentive` wallet
 * entry once per record (key `incentiveRecord:<id>:incentive`, month = the scheme's last month,
 * CPF hold as for every credit) and keeps the entry's id on the record; a retry of a credited
 * record posts nothing and answers it as it is.
 */
import {
  type IncentiveAddBody,
  type IncentiveCriteria,
  type IncentiveEditBody,
  type IncentiveListQuery,
  type IncentiveRecordListQuery,
  type IncentiveRecordRow,
  type IncentiveSchemeRow,
  IncentiveApi,
  incentiveRecordMachine,
  incentiveSchemeMachine,
} from '@shiftdesk/shared/api';
import { creditMove } from '@shiftdesk/shared/rules';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import { ConflictError, NotFoundError } from '../../../core/base/errors';
import type { Actor } from '../../../core/data/audit-trail';
import { type Caller, fieldError, iso } from '../../../core/data/caller';
import { assertFree, assertIdsExist, firstOr404, getAllOr404, getOr404, type Taken } from '../../../core/data/crud';
import { registerHistoryRule, registerMachineTable, sampleRow } from '../../../core/data/machine-registry';
import { deleteRecords, recordWrites } from '../../../core/data/records';
import { transition, transitionMany } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import { defineList, filter } from '../../../core/lists/list-query';
import type { ListScope } from '../../../core/routes/crud-routes';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/migrate';
import { finClient, finIncentiveRecord, finIncentiveScheme, finPayrollMonth, wfWorker } from '../../../db/schema';
import { sampleWorker } from '../../workforce/conduct/sample';
import { WORKER_SCOPE, workerOwnedScope } from '../../workforce/conduct/worker';
import { cpfHolds, lockWallet, type Posting, postLocked } from '../wallet/ledger';

type SchemeDb = typeof finIncentiveScheme.$inferSelect;
type RecordDb = typeof finIncentiveRecord.$inferSelect;

export const incentiveKey = (recordId: number) => `incentiveRecord:${recordId}:incentive`;

// ── Machines, History ──

registerMachineTable(incentiveSchemeMachine, {
  table: finIncentiveScheme,
  sample: sampleRow(finIncentiveScheme, (n, state) => ({
    name: `Sample scheme ${n}`,
    type: 'per_shift',
    amount: 1_00,
    periodStart: '2026-01-01',
    periodEnd: '2026-01-31',
    status: state,
  })),
});
registerMachineTable(incentiveRecordMachine, {
  table: finIncentiveRecord,
  sample: async (tx, state) => {
    const n = Math.floor(Math.random() * 10_000_000);
    const [s] = await tx
      .insert(finIncentiveScheme)
      .values({
        name: `Sample scheme ${n}`,
        type: 'per_shift',
        amount: 1_00,
        periodStart: '2026-01-01',
        periodEnd: '2026-01-31',
        status: 'active',
      })
      .returning({ id: finIncentiveScheme.id });
    const workerId = await sampleWorker(tx);
    const [r] = await tx
      .insert(finIncentiveRecord)
      .values({ schemeId: s.id, workerId, amount: 1_00, status: state })
      .returning({ id: finIncentiveRecord.id });
    return r.id;
  },
});
registerHistoryRule('incentiveScheme', IncentiveApi.rule.get);
registerHistoryRule('incentiveRecord', IncentiveApi.rule.records);

export const incentiveRecordScope = workerOwnedScope(
  finIncentiveRecord,
  finIncentiveRecord.workerId,
  'incentive.recordNotFound',
);

// ── Schemes ──

const schemeList = defineList<IncentiveListQuery, NonNullable<IncentiveListQuery['orderBy']>>({
  table: finIncentiveScheme,
  filters: {
    name: filter.contains(finIncentiveScheme.name),
    type: filter.exact(finIncentiveScheme.type),
    status: filter.exact(finIncentiveScheme.status),
    activeOn: (d) => and(lte(finIncentiveScheme.periodStart, d), gte(finIncentiveScheme.periodEnd, d)),
  },
  sort: {
    id: finIncentiveScheme.id,
    name: finIncentiveScheme.name,
    amount: finIncentiveScheme.amount,
    periodStart: finIncentiveScheme.periodStart,
    status: finIncentiveScheme.status,
    createdAt: finIncentiveScheme.createdAt,
  },
  defaultSort: 'id',
  defaultDir: 'desc',
  tieBreak: finIncentiveScheme.id,
});

interface SchemeCounts {
  pending: number;
  verified: number;
  credited: number;
  rejected: number;
  creditedAmount: number;
}
const NO_COUNTS: SchemeCounts = { pending: 0, verified: 0, credited: 0, rejected: 0, creditedAmount: 0 };

/** Records by state and the credited total of each scheme, in one grouped query. */
async function countsOf(db: Db | Tx, ids: number[]): Promise<Map<number, SchemeCounts>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      schemeId: finIncentiveRecord.schemeId,
      pending: sql<string>`count(*) filter (where ${finIncentiveRecord.status} = 'pending')`,
      verified: sql<string>`count(*) filter (where ${finIncentiveRecord.status} = 'verified')`,
      credited: sql<string>`count(*) filter (where ${finIncentiveRecord.status} = 'credited')`,
      rejected: sql<string>`count(*) filter (where ${finIncentiveRecord.status} = 'rejected')`,
      creditedAmount: sql<string>`coalesce(sum(${finIncentiveRecord.amount}) filter (where ${finIncentiveRecord.status} = 'credited'), 0)`,
    })
    .from(finIncentiveRecord)
    .where(inArray(finIncentiveRecord.schemeId, ids))
    .groupBy(finIncentiveRecord.schemeId);
  return new Map(
    rows.map((r) => [
      r.schemeId,
      {
        pending: Number(r.pending),
        verified: Number(r.verified),
        credited: Number(r.credited),
        rejected: Number(r.rejected),
        creditedAmount: Number(r.creditedAmount),
      },
    ]),
  );
}

export const schemeOut = (s: SchemeDb, c: SchemeCounts = NO_COUNTS): IncentiveSchemeRow => ({
  id: s.id,
  name: s.name,
  type: s.type as IncentiveSchemeRow['type'],
  criteria: (s.criteria ?? {}) as IncentiveCriteria,
  amount: s.amount,
  periodStart: s.periodStart,
  periodEnd: s.periodEnd,
  clientIds: s.clientIds ?? null,
  description: s.description,
  status: s.status as IncentiveSchemeRow['status'],
  reason: s.reason,
  sweptAt: s.sweptAt ? iso(s.sweptAt) : null,
  ...c,
  createdBy: s.createdBy,
  createdAt: iso(s.createdAt),
  updatedAt: iso(s.updatedAt),
});

/** Schemes are the company's rules: everyone with the rule sees all of them. */
export async function listSchemes(db: Db, q: IncentiveListQuery) {
  const page = await schemeList.run(db, q, finIncentiveScheme);
  const counts = await countsOf(
    db,
    page.list.map((s) => s.id),
  );
  return { ...page, list: page.list.map((s) => schemeOut(s, counts.get(s.id))) };
}

export async function getScheme(db: Db | Tx, id: number): Promise<IncentiveSchemeRow> {
  const s = await getOr404(db, finIncentiveScheme, id, 'incentive.notFound');
  return schemeOut(s, (await countsOf(db, [id])).get(id));
}

const nameTaken = (name: string): Taken => ({ message: 'incentive.nameTaken', params: { name }, field: 'name' });

/** Only the numbers the type uses; what it needs must be there. */
function criteriaOf(caller: Caller, b: IncentiveAddBody): Record<string, number> {
  const c = b.criteria ?? {};
  switch (b.type) {
    case 'per_shift':
      return c.minMinutes !== undefined && c.minMinutes > 0 ? { minMinutes: c.minMinutes } : {};
    case 'shifts_in_period':
    case 'referral':
      if (c.minShifts === undefined) throw fieldError(caller.lang, 'criteria.minShifts', 'incentive.minShiftsRequired');
      return { minShifts: c.minShifts };
    case 'attendance_streak':
      if (c.streakDays === undefined)
        throw fieldError(caller.lang, 'criteria.streakDays', 'incentive.streakDaysRequired');
      return { streakDays: c.streakDays };
  }
}

async function values(tx: Tx, caller: Caller, b: IncentiveAddBody, exceptId?: number) {
  if (exceptId !== undefined) {
    const before = await getOr404(tx, finIncentiveScheme, exceptId, 'incentive.notFound');
    if (before.status !== 'draft')
      throw new ConflictError('incentive.notDraft', { name: before.name, status: before.status });
  }
  const name = b.name.trim();
  await assertFree(tx, finIncentiveScheme, finIncentiveScheme.name, name, nameTaken(name), { exceptId });
  const criteria = criteriaOf(caller, b);
  if (b.periodEnd < b.periodStart) throw fieldError(caller.lang, 'periodEnd', 'incentive.periodOrder');
  await assertIdsExist(tx, caller.lang, 'clientIds', b.clientIds, finClient, 'incentive.unknownClients');
  const clientIds = b.clientIds?.length ? [...new Set(b.clientIds)].sort((x, y) => x - y) : null;
  return {
    name,
    type: b.type,
    criteria,
    amount: b.amount,
    periodStart: b.periodStart,
    periodEnd: b.periodEnd,
    clientIds,
    description: b.description?.trim() ?? '',
  };
}

const writes = recordWrites({
  entity: 'incentiveScheme',
  table: finIncentiveScheme,
  notFound: 'incentive.notFound',
  values,
  taken: (v) => nameTaken(v.name),
  initial: { status: 'draft' },
});
export const addScheme = writes.add;
export const editScheme = (tx: Tx, caller: Caller, body: IncentiveEditBody) => writes.edit(tx, caller, body);

/** Drafts only, and never one with records. */
export async function deleteSchemes(tx: Tx, ids: number[]): Promise<void> {
  const rows = await getAllOr404(tx, finIncentiveScheme, ids, 'incentive.notFound');
  const live = rows.find((r) => r.status !== 'draft');
  if (live) throw new ConflictError('incentive.deleteNotDraft', { name: live.name, status: live.status });
  await deleteRecords(tx, {
    table: finIncentiveScheme,
    ids,
    notFound: 'incentive.notFound',
    refs: [{ column: finIncentiveRecord.schemeId, message: 'incentive.inUse' }],
    nameOf: (r) => r.name,
  });
}

/** activate (draft → active) or end (active → ended, reason kept). */
export async function moveScheme(
  tx: Tx,
  actor: Actor,
  id: number,
  action: 'activate' | 'end',
  reason = '',
): Promise<void> {
  await transition(tx, {
    machine: incentiveSchemeMachine,
    table: finIncentiveScheme,
    id,
    action,
    actor,
    reason,
    patch: {
      ...(reason.trim() ? { reason: reason.trim() } : {}),
      updatedBy: actor.id,
      updatedAt: new Date(),
    },
  });
}

const SCHEME_HEADERS = [
  'ID',
  'Name',
  'Type',
  'Amount (SGD)',
  'Period start',
  'Period end',
  'Clients',
  'Status',
  'Pending',
  'Verified',
  'Credited',
  'Rejected',
  'Credited (SGD)',
  'Last sweep',
];

/** The list's schemes (its filters and order, every page) as XLSX. */
export async function exportSchemes(db: Db, q: IncentiveListQuery): Promise<{ fileName: string; xlsx: Buffer }> {
  const { list } = await listSchemes(db, { ...q, pageNum: 1, pageSize: 10_000 });
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Incentive schemes');
  ws.addRow(SCHEME_HEADERS).font = { bold: true };
  const money = (c: number) => Math.round(c) / 100;
  for (const s of list) {
    ws.addRow([
      s.id,
      s.name,
      s.type,
      money(s.amount),
      s.periodStart,
      s.periodEnd,
      s.clientIds?.join(', ') ?? 'All',
      s.status,
      s.pending,
      s.verified,
      s.credited,
      s.rejected,
      money(s.creditedAmount),
      s.sweptAt ?? '',
    ]);
  }
  ws.getColumn(2).width = 32;
  for (const c of [4, 13]) ws.getColumn(c).numFmt = '#,##0.00';
  return { fileName: 'incentive-schemes.xlsx', xlsx: Buffer.from(await wb.xlsx.writeBuffer()) };
}

// ── Records ──

const referee = alias(wfWorker, 'referee');
const REFEREE_ID = sql<
  number | null
>`case when ${finIncentiveRecord.subjectKey} like 'referee:%' then split_part(${finIncentiveRecord.subjectKey}, ':', 2)::int end`;

const recordList = defineList<IncentiveRecordListQuery, NonNullable<IncentiveRecordListQuery['orderBy']>>({
  table: finIncentiveRecord,
  filters: {
    schemeId: filter.exact(finIncentiveRecord.schemeId),
    workerId: filter.exact(finIncentiveRecord.workerId),
    status: filter.exact(finIncentiveRecord.status),
  },
  sort: {
    id: finIncentiveRecord.id,
    amount: finIncentiveRecord.amount,
    measure: finIncentiveRecord.measure,
    status: finIncentiveRecord.status,
    createdAt: finIncentiveRecord.createdAt,
  },
  defaultSort: 'id',
  defaultDir: 'desc',
  tieBreak: finIncentiveRecord.id,
  scope: WORKER_SCOPE,
});

const selectRecords = (db: Db | Tx) =>
  db
    .select({
      r: finIncentiveRecord,
      workerName: wfWorker.name,
      schemeName: finIncentiveScheme.name,
      schemeType: finIncentiveScheme.type,
      refereeName: referee.name,
      payrollMonth: finPayrollMonth.month,
    })
    .from(finIncentiveRecord)
    .innerJoin(wfWorker, eq(wfWorker.id, finIncentiveRecord.workerId))
    .innerJoin(finIncentiveScheme, eq(finIncentiveScheme.id, finIncentiveRecord.schemeId))
    .leftJoin(referee, eq(referee.id, REFEREE_ID))
    .leftJoin(finPayrollMonth, eq(finPayrollMonth.id, finIncentiveRecord.payrollMonthId))
    .$dynamic();

type RecordSelect = {
  r: RecordDb;
  workerName: string;
  schemeName: string;
  schemeType: string;
  refereeName: string | null;
  payrollMonth: string | null;
};

const refereeIdOf = (key: string) => (key.startsWith('referee:') ? Number(key.slice(8)) || null : null);

export const recordOut = (x: RecordSelect): IncentiveRecordRow => ({
  id: x.r.id,
  schemeId: x.r.schemeId,
  schemeName: x.schemeName,
  schemeType: x.schemeType as IncentiveRecordRow['schemeType'],
  workerId: x.r.workerId,
  workerName: x.workerName,
  refereeId: refereeIdOf(x.r.subjectKey),
  refereeName: x.refereeName,
  amount: x.r.amount,
  measure: x.r.measure,
  evidence: x.r.evidence ?? [],
  status: x.r.status as IncentiveRecordRow['status'],
  reason: x.r.reason,
  transactionId: x.r.transactionId,
  payrollMonth: x.payrollMonth,
  decidedBy: x.r.decidedBy,
  decidedAt: x.r.decidedAt ? iso(x.r.decidedAt) : null,
  createdAt: iso(x.r.createdAt),
});

export function listRecords(db: Db, q: IncentiveRecordListQuery, scope: ListScope) {
  const count = db
    .select({ n: sql<number>`count(*)` })
    .from(finIncentiveRecord)
    .innerJoin(wfWorker, eq(wfWorker.id, finIncentiveRecord.workerId))
    .$dynamic();
  return recordList.run(db, q, selectRecords(db), { scope, count, map: recordOut });
}

export async function getRecord(db: Db | Tx, id: number): Promise<IncentiveRecordRow> {
  return recordOut(
    await firstOr404(selectRecords(db).where(eq(finIncentiveRecord.id, id)), 'incentive.recordNotFound'),
  );
}

/** Several records in one query, in the order asked. */
export async function getRecords(db: Db | Tx, ids: number[]): Promise<IncentiveRecordRow[]> {
  const rows = new Map(
    (await selectRecords(db).where(inArray(finIncentiveRecord.id, ids))).map((x) => [x.r.id, recordOut(x)]),
  );
  return ids.flatMap((id) => rows.get(id) ?? []);
}

export type IncentiveRecordAction = 'verify' | 'reject' | 'credit';

/** verify / reject: the machine's move (all or nothing), with who decided. */
export async function moveRecords(
  tx: Tx,
  actor: Actor,
  ids: number[],
  action: IncentiveRecordAction,
  reason = '',
): Promise<void> {
  if (action === 'credit') {
    await creditRecords(tx, actor, ids);
    return;
  }
  const now = new Date();
  await transitionMany(tx, {
    machine: incentiveRecordMachine,
    table: finIncentiveRecord,
    ids,
    action,
    actor,
    reason,
    patch: {
      decidedBy: actor.id,
      decidedAt: now,
      ...(reason.trim() ? { reason: reason.trim() } : {}),
      updatedAt: now,
    },
  });
}

/**
 * verified → credited, each posting its `incentive` entry once. Records already credited are
 * answered as they are (a retry); any other state refuses the whole call before money moves.
 */
export async function creditRecords(tx: Tx, actor: Actor, ids: number[]): Promise<void> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await tx
    .select({ r: finIncentiveRecord, periodEnd: finIncentiveScheme.periodEnd, schemeName: finIncentiveScheme.name })
    .from(finIncentiveRecord)
    .innerJoin(finIncentiveScheme, eq(finIncentiveScheme.id, finIncentiveRecord.schemeId))
    .where(inArray(finIncentiveRecord.id, sorted))
    .orderBy(asc(finIncentiveRecord.id))
    .for('update', { of: finIncentiveRecord });
  if (rows.length !== sorted.length) throw new NotFoundError('incentive.recordNotFound');
  const todo = rows.filter((x) => x.r.status !== 'credited');
  await transitionMany(tx, {
    machine: incentiveRecordMachine,
    table: finIncentiveRecord,
    ids: todo.map((x) => x.r.id),
    action: 'credit',
    actor,
    patch: { updatedAt: new Date() },
  });
  // Wallet by wallet in worker order: two bulk credits cannot deadlock.
  const byWorker = new Map<number, typeof todo>();
  for (const x of todo) byWorker.set(x.r.workerId, [...(byWorker.get(x.r.workerId) ?? []), x]);
  const entryOf = new Map<number, number>();
  for (const workerId of [...byWorker.keys()].sort((a, b) => a - b)) {
    const list = byWorker.get(workerId) as typeof todo;
    const wallet = await lockWallet(tx, workerId);
    const credits = list.map((x) => ({ month: x.periodEnd.slice(0, 7), amount: x.r.amount }));
    const holds = await cpfHolds(tx, workerId, credits);
    const postings: Posting[] = list.map((x, i) => ({
      workerId,
      type: 'incentive',
      move: creditMove(x.r.amount, holds[i]),
      refType: 'incentiveRecord',
      refId: x.r.id,
      month: credits[i].month,
      memo: `Incentive: ${x.schemeName}`,
      key: incentiveKey(x.r.id),
      actor,
    }));
    const posted = await postLocked(tx, wallet, postings);
    for (const [i, p] of posted.entries()) entryOf.set(list[i].r.id, p.entry.id);
  }
  if (entryOf.size) {
    const pairs = sql.join(
      [...entryOf.entries()].map(([id, entry]) => sql`(${id}::int, ${entry}::bigint)`),
      sql`, `,
    );
    rowsOf(
      await tx.execute(sql`
        update fin_incentive_record r set transaction_id = v.entry
          from (values ${pairs}) as v(id, entry)
         where r.id = v.id`),
    );
  }
}

/** For the demo seed and tests: the ids of a scheme's records in a state. */
export async function recordIdsOf(db: Db | Tx, schemeId: number, status?: string): Promise<number[]> {
  const rows = await db
    .select({ id: finIncentiveRecord.id })
    .from(finIncentiveRecord)
    .where(and(eq(finIncentiveRecord.schemeId, schemeId), status ? eq(finIncentiveRecord.status, status) : undefined))
    .orderBy(asc(finIncentiveRecord.id));
  return rows.map((r) => r.id);
}
