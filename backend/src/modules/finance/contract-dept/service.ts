/** Contract departments: per client; refused delete while contract orders hang off them. */
import type { ContractDeptAddBody, ContractDeptListQuery, ContractDeptRow } from '@shiftdesk/shared/api';
import { ContractDeptApi } from '@shiftdesk/shared/api';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { UserAccess } from '../../../core/access';
import { changedFields, recordAudit } from '../../../core/audit-trail';
import { type Caller, fieldError, iso } from '../../../core/caller';
import type { AuthUser } from '../../../core/context';
import { assertNotReferenced, getAllOr404, uniqueOr409 } from '../../../core/crud';
import { ConflictError, NotFoundError } from '../../../core/errors';
import { defineList, filter } from '../../../core/list-query';
import { registerHistoryRule } from '../../../core/machine-registry';
import type { Tx } from '../../../core/unit-of-work';
import type { Db } from '../../../db/client';
import { finClient, finContractDept, finContractOrder } from '../../../db/schema';

type Runner = Db | Tx;
type DeptDb = typeof finContractDept.$inferSelect;

const orderCount = sql<number>`(select count(*)::int from fin_contract_order o where o.contract_dept_id = "fin_contract_dept"."id")`;

const list = defineList<ContractDeptListQuery, NonNullable<ContractDeptListQuery['orderBy']>>({
  table: finContractDept,
  filters: {
    clientId: filter.exact(finContractDept.clientId),
    keyword: filter.contains(finContractDept.name, finContractDept.siteAddress, finContractDept.postalCode),
    name: filter.contains(finContractDept.name),
    postalCode: filter.contains(finContractDept.postalCode),
    status: filter.exact(finContractDept.status),
  },
  sort: {
    id: finContractDept.id,
    name: finContractDept.name,
    clientName: [finClient.name, finContractDept.name],
    postalCode: finContractDept.postalCode,
    status: finContractDept.status,
    createdAt: finContractDept.createdAt,
  },
  defaultSort: 'clientName',
  defaultDir: 'asc',
  tieBreak: finContractDept.id,
  scope: { dept: finContractDept.deptId, user: finContractDept.createdBy },
});

export const deptOut = (d: DeptDb, clientName: string, orders: number): ContractDeptRow => ({
  id: d.id,
  clientId: d.clientId,
  clientName,
  name: d.name,
  siteAddress: d.siteAddress,
  postalCode: d.postalCode,
  approverName: d.approverName,
  approverEmail: d.approverEmail,
  approverPhone: d.approverPhone,
  otherApprovers: d.otherApprovers,
  timesheetTemplateId: d.timesheetTemplateId,
  costCentre: d.costCentre,
  status: d.status as ContractDeptRow['status'],
  remark: d.remark,
  deptId: d.deptId,
  createdBy: d.createdBy,
  createdAt: iso(d.createdAt),
  updatedAt: iso(d.updatedAt),
  orderCount: Number(orders),
});

const selectRows = (db: Runner) =>
  db
    .select({ d: finContractDept, clientName: finClient.name, orders: orderCount })
    .from(finContractDept)
    .innerJoin(finClient, eq(finClient.id, finContractDept.clientId))
    .$dynamic();

export function listContractDepts(db: Db, q: ContractDeptListQuery, scope: { access: UserAccess; user: AuthUser }) {
  const count = db
    .select({ n: sql`count(*)` })
    .from(finContractDept)
    .innerJoin(finClient, eq(finClient.id, finContractDept.clientId))
    .$dynamic();
  return list.run(db, q, selectRows(db), { scope, count, map: (r) => deptOut(r.d, r.clientName, r.orders) });
}

export async function getContractDept(db: Runner, id: number): Promise<ContractDeptRow> {
  const [r] = await selectRows(db).where(eq(finContractDept.id, id));
  if (!r) throw new NotFoundError('contractDept.notFound');
  return deptOut(r.d, r.clientName, r.orders);
}

async function values(tx: Tx, caller: Caller, b: ContractDeptAddBody, exceptId?: number) {
  const [client] = await tx.select({ id: finClient.id }).from(finClient).where(eq(finClient.id, b.clientId));
  if (!client) throw fieldError(caller.lang, 'clientId', 'contractDept.unknownClient');
  const name = b.name.trim();
  const taken = await tx
    .select({ id: finContractDept.id })
    .from(finContractDept)
    .where(
      and(
        eq(finContractDept.clientId, b.clientId),
        eq(finContractDept.name, name),
        exceptId ? ne(finContractDept.id, exceptId) : undefined,
      ),
    );
  if (taken.length) throw new ConflictError('contractDept.nameTaken', { name });
  return {
    clientId: b.clientId,
    name,
    siteAddress: b.siteAddress.trim(),
    postalCode: b.postalCode,
    approverName: b.approverName?.trim() ?? '',
    approverEmail: b.approverEmail?.trim() ?? '',
    approverPhone: b.approverPhone ?? '',
    otherApprovers: b.otherApprovers ?? [],
    timesheetTemplateId: b.timesheetTemplateId ?? null,
    costCentre: b.costCentre?.trim() ?? '',
    status: b.status ?? 'active',
    remark: b.remark ?? '',
  };
}

export async function addContractDept(tx: Tx, caller: Caller, b: ContractDeptAddBody): Promise<number> {
  const v = await values(tx, caller, b);
  const [row] = await uniqueOr409(
    () =>
      tx
        .insert(finContractDept)
        .values({ ...v, deptId: caller.deptId, createdBy: caller.actor.id })
        .returning({ id: finContractDept.id }),
    'contractDept.nameTaken',
    { name: v.name },
  );
  await recordAudit(tx, { entity: 'contractDept', entityId: row.id, action: 'created', actor: caller.actor });
  return row.id;
}

export async function editContractDept(tx: Tx, caller: Caller, b: ContractDeptAddBody & { id: number }): Promise<void> {
  const [before] = await tx.select().from(finContractDept).where(eq(finContractDept.id, b.id));
  if (!before) throw new NotFoundError('contractDept.notFound');
  const v = await values(tx, caller, b, b.id);
  await uniqueOr409(
    () =>
      tx
        .update(finContractDept)
        .set({ ...v, updatedBy: caller.actor.id, updatedAt: new Date() })
        .where(eq(finContractDept.id, b.id)),
    'contractDept.nameTaken',
    { name: v.name },
  );
  const fields = changedFields(before, v);
  if (fields)
    await recordAudit(tx, {
      entity: 'contractDept',
      entityId: b.id,
      action: 'edited',
      actor: caller.actor,
      data: { fields },
    });
}

export async function deleteContractDepts(tx: Tx, ids: number[]): Promise<void> {
  const rows = await getAllOr404(tx, finContractDept, ids, 'contractDept.notFound');
  const names = new Map(rows.map((r) => [r.id, r.name]));
  await assertNotReferenced(
    tx,
    ids,
    [{ column: finContractOrder.contractDeptId, message: 'contractDept.inUse' }],
    (id) => names.get(id) ?? '',
  );
  await tx.delete(finContractDept).where(inArray(finContractDept.id, ids));
}

// Its History (created / edited lines) is readable by whoever may read the record.
registerHistoryRule('contractDept', ContractDeptApi.rule.get);
