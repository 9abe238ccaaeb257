/**
 * Contract orders: drafts are added and edited freely; every state change (activate, terminate,
 * the scheduler's expire) goes through `transition()`. An active order is never edited: `revise`
 * copies it into a new draft version from a date, and activating that version ends the old one
 * the day before (expiring it at once when that day has passed). Jobs take their rates from
 * `ratesForJob` and keep them, so a revision never changes a job already created.
 */
import {
  type ContractOrderAddBody,
  type ContractOrderListQuery,
  type ContractOrderRow,
  contractOrderMachine,
  type JobRateSnapshot,
  type PolicyRecord,
  type RateRow,
} from '@shiftdesk/shared/api';
import { addDays, sgDate } from '@shiftdesk/shared/rules';
import { and, asc, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { UserAccess } from '../../../core/auth/access';
import { type Actor, recordAudit, SYSTEM_ACTOR } from '../../../core/data/audit-trail';
import { type Caller, fieldError, iso } from '../../../core/data/caller';
import type { AuthUser } from '../../../core/routes/context';
import { ownedScope } from '../../../core/routes/crud-routes';
import { getAllOr404, getOr404 } from '../../../core/data/crud';
import { insertRecord, updateRecord } from '../../../core/data/records';
import { ConflictError, NotFoundError } from '../../../core/base/errors';
import { defineList, filter } from '../../../core/lists/list-query';
import { registerMachineTable } from '../../../core/data/machine-registry';
import { assertState, expireDue, stateLabel, type TransitionResult, transition } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/migrate';
import { finClient, finContractDept, finContractOrder, finContractOrderRate, finPosition } from '../../../db/schema';
import { markupBp, policyRecord } from './policy';

type Runner = Db | Tx;
type OrderDb = typeof finContractOrder.$inferSelect;
/** Orders belong to the staff department that added them (list and by-id data scope). */
export const contractOrderScope = ownedScope(finContractOrder, 'contractOrder.notFound');

const list = defineList<ContractOrderListQuery, NonNullable<ContractOrderListQuery['orderBy']>>({
  table: finContractOrder,
  filters: {
    number: (v) =>
      or(filter.contains(finContractOrder.number)(v), filter.contains(sql`${finContractOrder.policy}->>'poNumber'`)(v)),
    clientId: (id) =>
      sql`${finContractOrder.contractDeptId} in (select id from fin_contract_dept where client_id = ${id})`,
    contractDeptId: filter.exact(finContractOrder.contractDeptId),
    status: filter.exact(finContractOrder.status),
    validOn: (d) => and(lte(finContractOrder.validFrom, d), gte(finContractOrder.validTo, d)),
    revisedFrom: filter.exact(finContractOrder.revisedFrom),
  },
  sort: {
    id: finContractOrder.id,
    number: [finContractOrder.number, finContractOrder.version],
    clientName: [finClient.name, finContractOrder.number],
    deptName: [finContractDept.name, finContractOrder.number],
    validFrom: finContractOrder.validFrom,
    validTo: finContractOrder.validTo,
    status: finContractOrder.status,
    createdAt: finContractOrder.createdAt,
  },
  defaultSort: 'id',
  defaultDir: 'desc',
  tieBreak: finContractOrder.id,
  scope: contractOrderScope.columns,
});

const revisedBy = sql<
  number | null
>`(select r.id from fin_contract_order r where r.revised_from = "fin_contract_order"."id" order by r.id desc limit 1)`;

const selectRows = (db: Runner) =>
  db
    .select({
      o: finContractOrder,
      deptName: finContractDept.name,
      clientId: finClient.id,
      clientName: finClient.name,
      clientStatus: finClient.status,
      revisedBy,
    })
    .from(finContractOrder)
    .innerJoin(finContractDept, eq(finContractDept.id, finContractOrder.contractDeptId))
    .innerJoin(finClient, eq(finClient.id, finContractDept.clientId))
    .$dynamic();
type Joined = {
  o: OrderDb;
  deptName: string;
  clientId: number;
  clientName: string;
  clientStatus: string;
  revisedBy: number | null;
};

async function ratesOf(db: Runner, orderIds: number[]): Promise<Map<number, RateRow[]>> {
  const out = new Map<number, RateRow[]>(orderIds.map((id) => [id, []]));
  if (!orderIds.length) return out;
  const rows = await db
    .select({
      orderId: finContractOrderRate.contractOrderId,
      positionId: finContractOrderRate.positionId,
      positionName: finPosition.name,
      payRate: finContractOrderRate.payRate,
      billRate: finContractOrderRate.billRate,
    })
    .from(finContractOrderRate)
    .innerJoin(finPosition, eq(finPosition.id, finContractOrderRate.positionId))
    .where(inArray(finContractOrderRate.contractOrderId, orderIds))
    .orderBy(asc(finPosition.name));
  for (const r of rows) {
    out.get(r.orderId)?.push({
      positionId: r.positionId,
      positionName: r.positionName,
      payRate: r.payRate,
      billRate: r.billRate,
      markupBp: markupBp(r.payRate, r.billRate),
    });
  }
  return out;
}

const orderOut = (r: Joined, rates: RateRow[]): ContractOrderRow => ({
  id: r.o.id,
  number: r.o.number,
  version: r.o.version,
  revisedFrom: r.o.revisedFrom,
  revisedBy: r.revisedBy === null ? null : Number(r.revisedBy),
  contractDeptId: r.o.contractDeptId,
  deptName: r.deptName,
  clientId: r.clientId,
  clientName: r.clientName,
  clientStatus: r.clientStatus,
  validFrom: r.o.validFrom,
  validTo: r.o.validTo,
  status: r.o.status as ContractOrderRow['status'],
  policy: r.o.policy,
  rates,
  remark: r.o.remark,
  deptId: r.o.deptId,
  createdBy: r.o.createdBy,
  createdAt: iso(r.o.createdAt),
  updatedAt: iso(r.o.updatedAt),
});

export async function listContractOrders(
  db: Db,
  q: ContractOrderListQuery,
  scope: { access: UserAccess; user: AuthUser },
) {
  const page = await list.run(db, q, selectRows(db), { scope });
  const rates = await ratesOf(
    db,
    page.list.map((r) => r.o.id),
  );
  return { ...page, list: page.list.map((r) => orderOut(r, rates.get(r.o.id) ?? [])) };
}

export async function getContractOrder(db: Runner, id: number): Promise<ContractOrderRow> {
  await getOr404(db, finContractOrder, id, 'contractOrder.notFound');
  const [r] = await selectRows(db).where(eq(finContractOrder.id, id));
  return orderOut(r, (await ratesOf(db, [id])).get(id) ?? []);
}

async function lockOrder(tx: Tx, id: number): Promise<OrderDb> {
  const [o] = await tx.select().from(finContractOrder).where(eq(finContractOrder.id, id)).for('update');
  if (!o) throw new NotFoundError('contractOrder.notFound');
  return o;
}

/** Checks the department, the dates and the rated positions of an add / edit. */
async function checkForm(tx: Tx, caller: Caller, b: ContractOrderAddBody) {
  const [dept] = await tx
    .select({ id: finContractDept.id })
    .from(finContractDept)
    .where(eq(finContractDept.id, b.contractDeptId));
  if (!dept) throw fieldError(caller.lang, 'contractDeptId', 'contractOrder.unknownDept');
  if (b.validTo < b.validFrom) throw fieldError(caller.lang, 'validTo', 'contractOrder.datesOrder');
  const ids = b.rates.map((r) => r.positionId);
  if (new Set(ids).size !== ids.length) throw fieldError(caller.lang, 'rates', 'contractOrder.duplicatePosition');
  // Billing below the pay rate loses money on every hour worked: a typing slip, not a contract.
  const below = b.rates.findIndex((r) => r.billRate < r.payRate);
  if (below >= 0) throw fieldError(caller.lang, `rates.${below}.billRate`, 'contractOrder.billBelowPay');
  const found = await tx.select({ id: finPosition.id }).from(finPosition).where(inArray(finPosition.id, ids));
  if (found.length !== ids.length) throw fieldError(caller.lang, 'rates', 'contractOrder.unknownPosition');
}

async function writeRates(tx: Tx, orderId: number, rates: { positionId: number; payRate: number; billRate: number }[]) {
  await tx.delete(finContractOrderRate).where(eq(finContractOrderRate.contractOrderId, orderId));
  if (rates.length) {
    await tx.insert(finContractOrderRate).values(
      rates.map((r) => ({
        contractOrderId: orderId,
        positionId: r.positionId,
        payRate: r.payRate,
        billRate: r.billRate,
      })),
    );
  }
}

/** `CO-<year>-<5 digits>` from the order sequence; the year is the Singapore year of creation. */
async function nextNumber(tx: Tx, now: Date): Promise<string> {
  const [r] = rowsOf<{ n: string | number }>(await tx.execute(sql`select nextval('fin_contract_order_seq') as n`));
  return `CO-${sgDate(now).slice(0, 4)}-${String(r.n).padStart(5, '0')}`;
}

/** A new draft; returns its id. */
export async function addContractOrder(
  tx: Tx,
  caller: Caller,
  b: ContractOrderAddBody,
  now = new Date(),
): Promise<number> {
  await checkForm(tx, caller, b);
  const number = await nextNumber(tx, now);
  const id = await insertRecord(tx, caller, {
    entity: 'contractOrder',
    table: finContractOrder,
    values: {
      number,
      contractDeptId: b.contractDeptId,
      validFrom: b.validFrom,
      validTo: b.validTo,
      status: contractOrderMachine.initial,
      policy: policyRecord(b.policy),
      remark: b.remark ?? '',
    },
    to: contractOrderMachine.initial,
    data: { number },
  });
  await writeRates(tx, id, b.rates);
  return id;
}

const assertDraft = (o: OrderDb) => assertState(o.status, 'draft', 'contractOrder.notDraft', { number: o.number });

/** Drafts only (409 for any other state: an active order is revised, never edited). */
export async function editContractOrder(
  tx: Tx,
  caller: Caller,
  b: ContractOrderAddBody & { id: number },
): Promise<void> {
  const before = await lockOrder(tx, b.id);
  assertDraft(before);
  await checkForm(tx, caller, b);
  const v = {
    contractDeptId: b.contractDeptId,
    validFrom: b.validFrom,
    validTo: b.validTo,
    policy: policyRecord(b.policy),
    remark: b.remark ?? '',
  };
  const oldRates = (await ratesOf(tx, [b.id]))
    .get(b.id)
    ?.map(({ positionId, payRate, billRate }) => ({ positionId, payRate, billRate }));
  await updateRecord(tx, caller, {
    entity: 'contractOrder',
    table: finContractOrder,
    id: b.id,
    before,
    values: v,
    compare: [
      { ...before, rates: oldRates },
      { ...v, rates: [...b.rates].sort((x, y) => x.positionId - y.positionId) },
    ],
  });
  await writeRates(tx, b.id, b.rates);
}

/** Drafts only. */
export async function deleteContractOrders(tx: Tx, ids: number[]): Promise<void> {
  const rows = await getAllOr404(tx, finContractOrder, ids, 'contractOrder.notFound');
  for (const o of rows) assertDraft(o);
  await tx.delete(finContractOrder).where(inArray(finContractOrder.id, ids));
}

/**
 * Effects of `activate`, in its transaction: refused for a suspended client; a revision ends
 * the version it revises the day before it starts.
 */
export async function onActivate(tx: Tx, actor: Actor, id: number, today = sgDate(new Date())): Promise<void> {
  const [r] = await tx
    .select({ o: finContractOrder, clientName: finClient.name, clientStatus: finClient.status })
    .from(finContractOrder)
    .innerJoin(finContractDept, eq(finContractDept.id, finContractOrder.contractDeptId))
    .innerJoin(finClient, eq(finClient.id, finContractDept.clientId))
    .where(eq(finContractOrder.id, id));
  if (r.clientStatus === 'suspended') throw new ConflictError('contractOrder.clientSuspended', { name: r.clientName });
  if (r.o.revisedFrom === null) return;
  const old = await lockOrder(tx, r.o.revisedFrom);
  if (old.status !== 'active') return;
  const end = addDays(r.o.validFrom, -1);
  await tx.update(finContractOrder).set({ validTo: end, updatedAt: new Date() }).where(eq(finContractOrder.id, old.id));
  await recordAudit(tx, {
    entity: 'contractOrder',
    entityId: old.id,
    action: 'edited',
    actor,
    reason: `revised by #${id}`,
    data: { fields: { validTo: [old.validTo, end] }, revisedBy: id },
  });
  if (end < today)
    await transition(tx, {
      machine: contractOrderMachine,
      table: finContractOrder,
      id: old.id,
      action: 'expire',
      actor: SYSTEM_ACTOR,
      reason: `revised by #${id}`,
    });
}

/** activate / terminate for services and seeds (the routes do the same through the generated routes). */
export async function moveContractOrder(
  tx: Tx,
  actor: Actor,
  id: number,
  action: 'activate' | 'terminate',
  reason = '',
): Promise<TransitionResult> {
  const moved = await transition(tx, {
    machine: contractOrderMachine,
    table: finContractOrder,
    id,
    action,
    actor,
    reason,
  });
  if (action === 'activate') await onActivate(tx, actor, id);
  return moved;
}

/** A new draft version of an active order from `validFrom`, with its policy and rates copied. */
export async function reviseContractOrder(tx: Tx, caller: Caller, id: number, validFrom: string): Promise<number> {
  const old = await lockOrder(tx, id);
  if (old.status !== 'active')
    throw new ConflictError('contractOrder.reviseNotActive', { number: old.number, state: stateLabel(old.status) });
  if (validFrom <= old.validFrom || validFrom > old.validTo) {
    throw fieldError(caller.lang, 'validFrom', 'contractOrder.reviseDate', { from: old.validFrom, to: old.validTo });
  }
  const [pending] = await tx
    .select({ id: finContractOrder.id })
    .from(finContractOrder)
    .where(and(eq(finContractOrder.revisedFrom, id), eq(finContractOrder.status, 'draft')));
  if (pending) throw new ConflictError('contractOrder.revisionPending', { number: old.number, id: pending.id });
  const [last] = await tx
    .select({ v: finContractOrder.version })
    .from(finContractOrder)
    .where(eq(finContractOrder.number, old.number))
    .orderBy(desc(finContractOrder.version))
    .limit(1);
  const [row] = await tx
    .insert(finContractOrder)
    .values({
      number: old.number,
      version: last.v + 1,
      revisedFrom: old.id,
      contractDeptId: old.contractDeptId,
      validFrom,
      validTo: old.validTo,
      status: 'draft',
      policy: old.policy,
      remark: old.remark,
      deptId: caller.deptId,
      createdBy: caller.actor.id,
    })
    .returning({ id: finContractOrder.id });
  const rates = await tx.select().from(finContractOrderRate).where(eq(finContractOrderRate.contractOrderId, id));
  await writeRates(tx, row.id, rates);
  await recordAudit(tx, [
    {
      entity: 'contractOrder',
      entityId: row.id,
      action: 'created',
      to: 'draft',
      actor: caller.actor,
      data: { number: old.number, version: last.v + 1, revisedFrom: old.id },
    },
    {
      entity: 'contractOrder',
      entityId: old.id,
      action: 'revised',
      actor: caller.actor,
      data: { revision: row.id, validFrom },
    },
  ]);
  return row.id;
}

/**
 * The terms a job created on `date` under this order takes (and keeps): the pay and bill rate of
 * the position and the whole policy. When a revision of the order covers the date instead, its
 * terms are used. Orders that are active or have expired count (staff back-fill past shifts).
 */
export async function ratesForJob(
  tx: Runner,
  contractOrderId: number,
  positionId: number,
  date: string,
): Promise<JobRateSnapshot> {
  const o = await getOr404(tx, finContractOrder, contractOrderId, 'contractOrder.notFound');
  const [inForce] = await tx
    .select()
    .from(finContractOrder)
    .where(
      and(
        eq(finContractOrder.number, o.number),
        inArray(finContractOrder.status, ['active', 'expired']),
        lte(finContractOrder.validFrom, date),
        gte(finContractOrder.validTo, date),
      ),
    )
    .orderBy(desc(finContractOrder.version))
    .limit(1);
  if (!inForce) throw new ConflictError('contractOrder.notInForce', { number: o.number, date });
  const [rate] = await tx
    .select()
    .from(finContractOrderRate)
    .where(and(eq(finContractOrderRate.contractOrderId, inForce.id), eq(finContractOrderRate.positionId, positionId)));
  if (!rate) throw new ConflictError('contractOrder.noRateForJob', { number: o.number });
  return {
    contractOrderId: inForce.id,
    payRate: rate.payRate,
    billRate: rate.billRate,
    policy: structuredClone(inForce.policy) as PolicyRecord,
  };
}

/** The scheduler's sweep: every active order whose last day is before `today` expires (audited, as the system). */
export function expireContractOrders(tx: Tx, today: string): Promise<number[]> {
  return expireDue(tx, today, {
    machine: contractOrderMachine,
    table: finContractOrder,
    from: 'active',
    lastDay: finContractOrder.validTo,
    reason: (validTo) => `valid to ${validTo}`,
  });
}

registerMachineTable(contractOrderMachine, {
  table: finContractOrder,
  sample: async (tx, state) => {
    const n = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const [client] = await tx
      .insert(finClient)
      .values({
        name: `Sample client ${n}`,
        uen: `${n.slice(-8)}B`,
        billingAddress: '1 Sample Road',
        billingEmail: 'sample@example.com',
        billingFrequency: 'monthly',
      })
      .returning({ id: finClient.id });
    const [dept] = await tx
      .insert(finContractDept)
      .values({ clientId: client.id, name: 'Sample site', siteAddress: '1 Sample Road', postalCode: '018989' })
      .returning({ id: finContractDept.id });
    const policy = policyRecord({
      dailyNormalHours: 8,
      weeklyNormalHours: 44,
      otPayMultiplier: 1.5,
      otBillMultiplier: 1.5,
      payRounding: { unitMinutes: 15, mode: 'floor' },
      billRounding: { unitMinutes: 15, mode: 'ceil' },
    });
    const [row] = await tx
      .insert(finContractOrder)
      .values({
        number: await nextNumber(tx, new Date()),
        contractDeptId: dept.id,
        validFrom: '2026-01-01',
        validTo: '2099-12-31',
        status: state,
        policy,
      })
      .returning({ id: finContractOrder.id });
    return row.id;
  },
});
