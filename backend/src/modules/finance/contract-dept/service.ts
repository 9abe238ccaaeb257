/** Contract departments: per client; refused delete while contract orders hang off them. */
import type { ContractDeptAddBody, ContractDeptListQuery, ContractDeptRow } from '@shiftdesk/shared/api';
import { ContractDeptApi } from '@shiftdesk/shared/api';
import { eq, sql } from 'drizzle-orm';
import type { UserAccess } from '../../../core/auth/access';
import { type Caller, fieldError, iso } from '../../../core/data/caller';
import type { AuthUser } from '../../../core/routes/context';
import { ownedScope } from '../../../core/routes/crud-routes';
import { assertFree, getOr404, type Taken } from '../../../core/data/crud';
import { recordWrites } from '../../../core/data/records';
import { defineList, filter } from '../../../core/lists/list-query';
import { registerHistoryRule } from '../../../core/data/machine-registry';
import type { Tx } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { finClient, finContractDept, finContractOrder, wfTimesheetTemplate } from '../../../db/schema';

type Runner = Db | Tx;
type DeptDb = typeof finContractDept.$inferSelect;

const orderCount = sql<number>`(select count(*)::int from fin_contract_order o where o.contract_dept_id = "fin_contract_dept"."id")`;

/** Departments belong to the staff department that added them (list and by-id data scope). */
export const contractDeptScope = ownedScope(finContractDept, 'contractDept.notFound');

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
  scope: contractDeptScope.columns,
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
  await getOr404(db, finContractDept, id, 'contractDept.notFound');
  const [r] = await selectRows(db).where(eq(finContractDept.id, id));
  return deptOut(r.d, r.clientName, r.orders);
}

/**
 * The first approver signs the timesheets: when only further approvers are named, the first of
 * them takes that place, so a department with any approver always has its timesheet approver.
 */
function approvers(b: ContractDeptAddBody) {
  const first = { name: b.approverName?.trim() ?? '', email: b.approverEmail?.trim() ?? '', phone: b.approverPhone ?? '' };
  const others = (b.otherApprovers ?? []).map((a) => ({ ...a, name: a.name.trim(), email: a.email.trim() }));
  const [lead, ...rest] = first.name || first.email || !others.length ? [first, ...others] : others;
  return { approverName: lead.name, approverEmail: lead.email, approverPhone: lead.phone ?? '', otherApprovers: rest };
}

async function values(tx: Tx, caller: Caller, b: ContractDeptAddBody, exceptId?: number) {
  const [client] = await tx.select({ id: finClient.id }).from(finClient).where(eq(finClient.id, b.clientId));
  if (!client) throw fieldError(caller.lang, 'clientId', 'contractDept.unknownClient');
  const name = b.name.trim();
  await assertFree(tx, finContractDept, finContractDept.name, name, nameTaken(name), {
    exceptId,
    where: eq(finContractDept.clientId, b.clientId),
  });
  return {
    clientId: b.clientId,
    name,
    siteAddress: b.siteAddress.trim(),
    postalCode: b.postalCode,
    ...approvers(b),
    timesheetTemplateId: await templateId(tx, caller, b.timesheetTemplateId ?? null, exceptId),
    costCentre: b.costCentre?.trim() ?? '',
    status: b.status ?? 'active',
    remark: b.remark ?? '',
  };
}

/**
 * The timesheet template a department names must exist and be active; a department that already
 * names one since made inactive keeps it on edit, so it can be edited without choosing anew.
 */
async function templateId(tx: Tx, caller: Caller, id: number | null, exceptId?: number): Promise<number | null> {
  if (id === null) return null;
  const [tpl] = await tx
    .select({ name: wfTimesheetTemplate.name, status: wfTimesheetTemplate.status })
    .from(wfTimesheetTemplate)
    .where(eq(wfTimesheetTemplate.id, id));
  if (!tpl) throw fieldError(caller.lang, 'timesheetTemplateId', 'contractDept.unknownTemplate', { id });
  if (tpl.status === 'active') return id;
  if (exceptId) {
    const [current] = await tx
      .select({ id: finContractDept.timesheetTemplateId })
      .from(finContractDept)
      .where(eq(finContractDept.id, exceptId));
    if (current?.id === id) return id;
  }
  throw fieldError(caller.lang, 'timesheetTemplateId', 'contractDept.inactiveTemplate', { name: tpl.name });
}

const nameTaken = (name: string): Taken => ({ message: 'contractDept.nameTaken', params: { name }, field: 'name' });

const writes = recordWrites({
  entity: 'contractDept',
  table: finContractDept,
  notFound: 'contractDept.notFound',
  values,
  taken: (v) => nameTaken(v.name),
  remove: { refs: [{ column: finContractOrder.contractDeptId, message: 'contractDept.inUse' }], nameOf: (r) => r.name },
});
export const addContractDept = writes.add;
export const editContractDept = writes.edit;
export const deleteContractDepts = writes.remove;

// Its History (created / edited lines) is readable by whoever may read the record.
registerHistoryRule('contractDept', ContractDeptApi.rule.get);
