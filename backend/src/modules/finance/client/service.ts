/**
 * Clients: add / edit / delete with the UEN and GST checks, the list (data scope of the staff
 * department that owns each client), and suspend / reactivate through the `client` machine so
 * every status change is locked, checked and audited.
 */
import type { ClientAddBody, ClientListQuery, ClientRow } from '@shiftdesk/shared/api';
import { clientMachine } from '@shiftdesk/shared/api';
import { isValidUen, normalizeUen } from '@shiftdesk/shared/rules';
import { eq, sql } from 'drizzle-orm';
import type { UserAccess } from '../../../core/auth/access';
import { type Caller, fieldError, iso } from '../../../core/data/caller';
import type { AuthUser } from '../../../core/routes/context';
import { ownedScope } from '../../../core/routes/crud-routes';
import { assertFree, getOr404, type Taken } from '../../../core/data/crud';
import { ConflictError } from '../../../core/base/errors';
import { recordWrites } from '../../../core/data/records';
import { defineList, filter } from '../../../core/lists/list-query';
import { registerMachineTable, sampleRow } from '../../../core/data/machine-registry';
import { type TransitionResult, transition } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { finClient, finContractDept } from '../../../db/schema';

type Runner = Db | Tx;
type ClientDb = typeof finClient.$inferSelect;

const deptCount = sql<number>`(select count(*)::int from fin_contract_dept d where d.client_id = "fin_client"."id")`;
const activeOrderCount = sql<number>`(select count(*)::int from fin_contract_order o join fin_contract_dept d on d.id = o.contract_dept_id where d.client_id = "fin_client"."id" and o.status = 'active')`;

/** Clients belong to the staff department that added them (list and by-id data scope). */
export const clientScope = ownedScope(finClient, 'client.notFound');

const list = defineList<ClientListQuery, NonNullable<ClientListQuery['orderBy']>>({
  table: finClient,
  filters: {
    keyword: filter.contains(finClient.name, finClient.uen),
    name: filter.contains(finClient.name),
    uen: (v) => filter.contains(finClient.uen)(normalizeUen(v)),
    status: filter.exact(finClient.status),
    billingFrequency: filter.exact(finClient.billingFrequency),
  },
  sort: {
    id: finClient.id,
    name: finClient.name,
    uen: finClient.uen,
    status: finClient.status,
    paymentTermsDays: finClient.paymentTermsDays,
    createdAt: finClient.createdAt,
  },
  defaultSort: 'name',
  defaultDir: 'asc',
  tieBreak: finClient.id,
  scope: clientScope.columns,
});

export const clientOut = (c: ClientDb, counts: { depts: number; orders: number }): ClientRow => ({
  id: c.id,
  name: c.name,
  uen: c.uen,
  gstRegistered: c.gstRegistered,
  gstRegNo: c.gstRegNo,
  billingAddress: c.billingAddress,
  billingContact: c.billingContact,
  billingPhone: c.billingPhone,
  billingEmail: c.billingEmail,
  paymentTermsDays: c.paymentTermsDays,
  billingFrequency: c.billingFrequency as ClientRow['billingFrequency'],
  status: c.status as ClientRow['status'],
  remark: c.remark,
  deptId: c.deptId,
  createdBy: c.createdBy,
  createdAt: iso(c.createdAt),
  updatedAt: iso(c.updatedAt),
  deptCount: Number(counts.depts),
  activeOrderCount: Number(counts.orders),
});

export async function listClients(db: Db, q: ClientListQuery, scope: { access: UserAccess; user: AuthUser }) {
  const rows = db.select({ c: finClient, depts: deptCount, orders: activeOrderCount }).from(finClient).$dynamic();
  return list.run(db, q, rows, { scope, map: (r) => clientOut(r.c, r) });
}

export async function getClient(db: Runner, id: number): Promise<ClientRow> {
  const c = await getOr404(db, finClient, id, 'client.notFound');
  const [n] = await db
    .select({ depts: deptCount, orders: activeOrderCount })
    .from(finClient)
    .where(eq(finClient.id, id));
  return clientOut(c, n);
}

/** The form's values, normalised and checked (UEN format and entity type, GST number, unique name). */
async function values(db: Runner, caller: Caller, b: ClientAddBody, exceptId?: number) {
  const name = b.name.trim();
  if (!name) throw fieldError(caller.lang, 'name', 'client.nameRequired');
  const uen = normalizeUen(b.uen);
  if (!isValidUen(uen)) throw fieldError(caller.lang, 'uen', 'client.uenInvalid');
  const gstRegNo = b.gstRegNo?.trim().toUpperCase() || null;
  if (b.gstRegistered && !gstRegNo) throw fieldError(caller.lang, 'gstRegNo', 'client.gstRegNoRequired');
  const unique = { exceptId };
  await assertFree(db, finClient, finClient.name, name, nameTaken(name), unique);
  await assertFree(db, finClient, finClient.uen, uen, { message: 'client.uenTaken', params: { uen }, field: 'uen' }, unique);
  return {
    name,
    uen,
    gstRegistered: b.gstRegistered,
    gstRegNo: b.gstRegistered ? gstRegNo : null,
    billingAddress: b.billingAddress.trim(),
    billingContact: b.billingContact?.trim() ?? '',
    billingPhone: b.billingPhone ?? '',
    billingEmail: b.billingEmail.trim(),
    paymentTermsDays: b.paymentTermsDays ?? 30,
    billingFrequency: b.billingFrequency,
    remark: b.remark ?? '',
  };
}

const nameTaken = (name: string): Taken => ({ message: 'client.nameTaken', params: { name }, field: 'name' });

const writes = recordWrites({
  entity: 'client',
  table: finClient,
  notFound: 'client.notFound',
  values,
  taken: (v) => nameTaken(v.name),
  initial: { status: clientMachine.initial },
  remove: { refs: [{ column: finContractDept.clientId, message: 'client.inUse' }], nameOf: (r) => r.name },
});
export const addClient = writes.add;
export const editClient = writes.edit;
export const deleteClients = writes.remove;

/**
 * Refuses new work for a suspended client (409 naming it); 404 when it does not exist. The jobs
 * module calls it before publishing a job, in the publishing transaction.
 */
export async function assertClientActive(tx: Runner, clientId: number): Promise<void> {
  const c = await getOr404(tx, finClient, clientId, 'client.notFound');
  if (c.status === 'suspended') throw new ConflictError('client.suspended', { name: c.name });
}

/** suspend (reason required) / reactivate, as a service for other modules and the seed. */
export function moveClient(
  tx: Tx,
  caller: Caller,
  id: number,
  action: 'suspend' | 'reactivate',
  reason = '',
): Promise<TransitionResult> {
  return transition(tx, { machine: clientMachine, table: finClient, id, action, actor: caller.actor, reason });
}

registerMachineTable(clientMachine, {
  table: finClient,
  sample: sampleRow(
    finClient,
    (n, state) => ({
      name: `Sample client ${n}`,
      uen: `${String(n).padStart(8, '0')}A`,
      billingAddress: '1 Sample Road, Singapore 000001',
      billingEmail: 'sample@example.com',
      billingFrequency: 'monthly',
      status: state,
    }),
    1e8,
  ),
});
