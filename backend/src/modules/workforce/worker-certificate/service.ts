/**
 * Worker certificates: staff add one with its file (pending), verify or reject it through
 * `transition()`; the daily sweep expires verified ones past their date (as the system) and the
 * reminder sweep tells staff 30/7/0 days before (each threshold once). Only a pending certificate
 * is edited or deleted: a verified one is what eligibility was judged on.
 */
import {
  type EligibleCertificate,
  type WorkerCertificateAddBody,
  WorkerCertificateApi,
  type WorkerCertificateListQuery,
  type WorkerCertificateRow,
  stateLabels,
  workerCertificateMachine,
} from '@shiftdesk/shared/api';
import { addDays, certificateValidOn, reminderDue, sgDate } from '@shiftdesk/shared/rules';
import { and, asc, eq, gte, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import { type Actor, changedFields, recordCreated, recordEdited, SYSTEM_ACTOR } from '../../../core/audit-trail';
import { type Caller, fieldError, iso } from '../../../core/caller';
import type { ListScope } from '../../../core/crud-routes';
import { getAllOr404 } from '../../../core/crud';
import { ConflictError, NotFoundError } from '../../../core/errors';
import { defineList, filter } from '../../../core/list-query';
import { registerHistoryRule, registerMachineTable } from '../../../core/machine-registry';
import type { Storage } from '../../../core/storage';
import { type TransitionResult, transition } from '../../../core/transition';
import type { Tx } from '../../../core/unit-of-work';
import type { Db } from '../../../db/client';
import { wfCertificateType, wfWorker, wfWorkerCertificate } from '../../../db/schema';
import { assertUploaded, fileTypeOf } from '../paper-files';
import { sampleWorker, workerExists, workerNameIn } from '../worker-ref';

type Runner = Db | Tx;
type CertDb = typeof wfWorkerCertificate.$inferSelect;
const stateText = (s: string) => stateLabels[s] ?? ([s, s] as const);

const list = defineList<WorkerCertificateListQuery, NonNullable<WorkerCertificateListQuery['orderBy']>>({
  table: wfWorkerCertificate,
  filters: {
    workerId: filter.exact(wfWorkerCertificate.workerId),
    workerName: workerNameIn(wfWorkerCertificate.workerId),
    typeId: filter.exact(wfWorkerCertificate.typeId),
    status: filter.exact(wfWorkerCertificate.status),
    number: filter.contains(wfWorkerCertificate.number),
    expiringWithinDays: (n) => {
      const today = sgDate(new Date());
      return and(
        eq(wfWorkerCertificate.status, 'verified'),
        gte(wfWorkerCertificate.expiresOn, today),
        lte(wfWorkerCertificate.expiresOn, addDays(today, n)),
      );
    },
  },
  sort: {
    id: wfWorkerCertificate.id,
    workerName: wfWorker.name,
    typeName: wfCertificateType.name,
    expiresOn: wfWorkerCertificate.expiresOn,
    status: wfWorkerCertificate.status,
    createdAt: wfWorkerCertificate.createdAt,
  },
  defaultSort: 'id',
  defaultDir: 'desc',
  tieBreak: wfWorkerCertificate.id,
  scope: { dept: wfWorkerCertificate.deptId, user: wfWorkerCertificate.createdBy },
});

const selectRows = (db: Runner) =>
  db
    .select({
      c: wfWorkerCertificate,
      workerName: wfWorker.name,
      typeName: wfCertificateType.name,
      blocksEligibility: wfCertificateType.blocksEligibility,
    })
    .from(wfWorkerCertificate)
    .innerJoin(wfWorker, eq(wfWorker.id, wfWorkerCertificate.workerId))
    .innerJoin(wfCertificateType, eq(wfCertificateType.id, wfWorkerCertificate.typeId))
    .$dynamic();
type Joined = { c: CertDb; workerName: string; typeName: string; blocksEligibility: boolean };

const certOut = (r: Joined): WorkerCertificateRow => ({
  id: r.c.id,
  workerId: r.c.workerId,
  workerName: r.workerName,
  typeId: r.c.typeId,
  typeName: r.typeName,
  blocksEligibility: r.blocksEligibility,
  number: r.c.number,
  issuer: r.c.issuer,
  issuedOn: r.c.issuedOn,
  expiresOn: r.c.expiresOn,
  fileKey: r.c.fileKey,
  fileType: fileTypeOf(r.c.fileKey),
  status: r.c.status as WorkerCertificateRow['status'],
  reason: r.c.reason,
  verifiedBy: r.c.verifiedBy,
  verifiedAt: r.c.verifiedAt ? iso(r.c.verifiedAt) : null,
  lastReminderDay: r.c.lastReminderDay,
  remark: r.c.remark,
  deptId: r.c.deptId,
  createdBy: r.c.createdBy,
  createdAt: iso(r.c.createdAt),
  updatedAt: iso(r.c.updatedAt),
});

export function listWorkerCertificates(db: Db, q: WorkerCertificateListQuery, scope: ListScope) {
  return list.run(db, q, selectRows(db), { scope, map: certOut });
}

export async function getWorkerCertificate(db: Runner, id: number): Promise<WorkerCertificateRow> {
  const [r] = await selectRows(db).where(eq(wfWorkerCertificate.id, id));
  if (!r) throw new NotFoundError('workerCertificate.notFound');
  return certOut(r);
}

/** Checks the worker, the type (active) and the dates of an add / edit; returns the stored values. */
async function values(tx: Tx, storage: Storage, caller: Caller, b: WorkerCertificateAddBody) {
  if (!(await workerExists(tx, b.workerId))) throw fieldError(caller.lang, 'workerId', 'paper.unknownWorker');
  const [type] = await tx.select().from(wfCertificateType).where(eq(wfCertificateType.id, b.typeId));
  if (!type || type.status !== 'active') throw fieldError(caller.lang, 'typeId', 'workerCertificate.unknownType');
  const expiresOn = b.expiresOn ?? null;
  if (type.expires && !expiresOn)
    throw fieldError(caller.lang, 'expiresOn', 'workerCertificate.expiryRequired', { type: type.name });
  if (!type.expires && expiresOn)
    throw fieldError(caller.lang, 'expiresOn', 'workerCertificate.expiryNotAllowed', { type: type.name });
  if (expiresOn && b.issuedOn && expiresOn < b.issuedOn)
    throw fieldError(caller.lang, 'expiresOn', 'paper.datesOrder');
  await assertUploaded(storage, caller.lang, b.fileKey);
  return {
    workerId: b.workerId,
    typeId: b.typeId,
    number: b.number?.trim() ?? '',
    issuer: b.issuer?.trim() ?? '',
    issuedOn: b.issuedOn ?? null,
    expiresOn,
    fileKey: b.fileKey,
    remark: b.remark?.trim() ?? '',
  };
}

/** A new pending certificate; returns its id. */
export async function addWorkerCertificate(
  tx: Tx,
  storage: Storage,
  caller: Caller,
  b: WorkerCertificateAddBody,
): Promise<number> {
  const v = await values(tx, storage, caller, b);
  const [row] = await tx
    .insert(wfWorkerCertificate)
    .values({ ...v, status: workerCertificateMachine.initial, deptId: caller.deptId, createdBy: caller.actor.id })
    .returning({ id: wfWorkerCertificate.id });
  await recordCreated(tx, caller.actor, 'workerCertificate', row.id, { to: workerCertificateMachine.initial, data: { workerId: v.workerId, typeId: v.typeId } });
  return row.id;
}

function assertPending(c: CertDb): void {
  if (c.status !== 'pending')
    throw new ConflictError('workerCertificate.notPending', { id: c.id, state: stateText(c.status) });
}

export async function editWorkerCertificate(
  tx: Tx,
  storage: Storage,
  caller: Caller,
  b: WorkerCertificateAddBody & { id: number },
): Promise<void> {
  const [before] = await tx.select().from(wfWorkerCertificate).where(eq(wfWorkerCertificate.id, b.id)).for('update');
  if (!before) throw new NotFoundError('workerCertificate.notFound');
  assertPending(before);
  const v = await values(tx, storage, caller, b);
  await tx
    .update(wfWorkerCertificate)
    .set({ ...v, updatedBy: caller.actor.id, updatedAt: new Date() })
    .where(eq(wfWorkerCertificate.id, b.id));
  const fields = changedFields(before, v);
  await recordEdited(tx, caller.actor, 'workerCertificate', b.id, fields);
}

/** Pending or rejected ones only; the files stay (the History may still name them). */
export async function deleteWorkerCertificates(tx: Tx, ids: number[]): Promise<void> {
  const rows = await getAllOr404(tx, wfWorkerCertificate, ids, 'workerCertificate.notFound');
  for (const c of rows)
    if (c.status !== 'pending' && c.status !== 'rejected')
      throw new ConflictError('workerCertificate.notDeletable', { id: c.id, state: stateText(c.status) });
  await tx.delete(wfWorkerCertificate).where(inArray(wfWorkerCertificate.id, ids));
}

/**
 * Effect of verify / reject, in the transition's transaction: who verified and when, or why it
 * was rejected (the route's generated handler and `moveWorkerCertificate` both run it).
 */
export async function onMoved(tx: Tx, moved: { id: number; to: string; actor: Actor; reason: string }): Promise<void> {
  const now = new Date();
  const set =
    moved.to === 'verified'
      ? { verifiedBy: moved.actor.name, verifiedAt: now, reason: '', updatedAt: now }
      : { reason: moved.reason, updatedAt: now };
  await tx.update(wfWorkerCertificate).set(set).where(eq(wfWorkerCertificate.id, moved.id));
}

/** verify / reject for services and seeds (the routes do the same through the generated routes). */
export async function moveWorkerCertificate(
  tx: Tx,
  actor: Actor,
  id: number,
  action: 'verify' | 'reject',
  reason = '',
): Promise<TransitionResult> {
  const moved = await transition(tx, { machine: workerCertificateMachine, table: wfWorkerCertificate, id, action, actor, reason });
  await onMoved(tx, { ...moved, actor, reason });
  return moved;
}

/** The scheduler's sweep: verified certificates whose expiry date is before `today` expire (as the system). */
export async function expireCertificates(tx: Tx, today: string): Promise<number[]> {
  const due = await tx
    .select({ id: wfWorkerCertificate.id, expiresOn: wfWorkerCertificate.expiresOn })
    .from(wfWorkerCertificate)
    .where(and(eq(wfWorkerCertificate.status, 'verified'), lt(wfWorkerCertificate.expiresOn, today)))
    .orderBy(asc(wfWorkerCertificate.id));
  for (const { id, expiresOn } of due) {
    await transition(tx, {
      machine: workerCertificateMachine,
      table: wfWorkerCertificate,
      id,
      action: 'expire',
      actor: SYSTEM_ACTOR,
      reason: `expired on ${expiresOn}`,
      patch: { updatedAt: new Date() },
    });
  }
  return due.map((d) => d.id);
}

export interface DueReminder {
  id: number;
  workerId: number;
  workerName: string;
  typeName: string;
  expiresOn: string;
  /** The threshold reached (days before expiry) */
  days: number;
}

/**
 * The reminders due on `today`, each marked sent in the same transaction so a rerun (or a
 * second instance) finds nothing more: verified certificates within their type's largest
 * threshold whose next threshold has been reached.
 */
export async function takeDueReminders(tx: Tx, today: string): Promise<DueReminder[]> {
  const rows = await tx
    .select({
      id: wfWorkerCertificate.id,
      workerId: wfWorkerCertificate.workerId,
      workerName: wfWorker.name,
      typeName: wfCertificateType.name,
      expiresOn: wfWorkerCertificate.expiresOn,
      last: wfWorkerCertificate.lastReminderDay,
      thresholds: wfCertificateType.reminderDays,
    })
    .from(wfWorkerCertificate)
    .innerJoin(wfWorker, eq(wfWorker.id, wfWorkerCertificate.workerId))
    .innerJoin(wfCertificateType, eq(wfCertificateType.id, wfWorkerCertificate.typeId))
    .where(
      and(
        eq(wfWorkerCertificate.status, 'verified'),
        isNotNull(wfWorkerCertificate.expiresOn),
        gte(wfWorkerCertificate.expiresOn, today),
        lte(wfWorkerCertificate.expiresOn, sql`(${today}::date + (select coalesce(max(x), 0) from unnest(${wfCertificateType.reminderDays}) x))`),
        or(sql`${wfWorkerCertificate.lastReminderDay} is null`, sql`${wfWorkerCertificate.lastReminderDay} > 0`),
      ),
    )
    .orderBy(asc(wfWorkerCertificate.expiresOn), asc(wfWorkerCertificate.id))
    .for('update', { of: wfWorkerCertificate });
  const due: DueReminder[] = [];
  for (const r of rows) {
    const days = reminderDue(r.expiresOn!, today, r.thresholds, r.last);
    if (days === null) continue;
    due.push({ id: r.id, workerId: r.workerId, workerName: r.workerName, typeName: r.typeName, expiresOn: r.expiresOn!, days });
    await tx.update(wfWorkerCertificate).set({ lastReminderDay: days }).where(eq(wfWorkerCertificate.id, r.id));
  }
  return due;
}

/**
 * The certificates that count for a worker on `date` (verified, not expired by then): what the
 * jobs issue checks a position's required types against.
 */
export async function eligibleCertificates(tx: Runner, workerId: number, date: string): Promise<EligibleCertificate[]> {
  const rows = await tx
    .select({
      certificateId: wfWorkerCertificate.id,
      typeId: wfWorkerCertificate.typeId,
      typeName: wfCertificateType.name,
      blocksEligibility: wfCertificateType.blocksEligibility,
      expiresOn: wfWorkerCertificate.expiresOn,
      status: wfWorkerCertificate.status,
    })
    .from(wfWorkerCertificate)
    .innerJoin(wfCertificateType, eq(wfCertificateType.id, wfWorkerCertificate.typeId))
    .where(and(eq(wfWorkerCertificate.workerId, workerId), eq(wfWorkerCertificate.status, 'verified')))
    .orderBy(asc(wfCertificateType.name));
  return rows
    .filter((r) => certificateValidOn(r.status, r.expiresOn, date))
    .map(({ status: _s, ...r }) => r);
}

registerHistoryRule('workerCertificate', WorkerCertificateApi.rule.get);

registerMachineTable(workerCertificateMachine, {
  table: wfWorkerCertificate,
  sample: async (tx, state) => {
    const workerId = await sampleWorker(tx);
    const n = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const [type] = await tx
      .insert(wfCertificateType)
      .values({ name: `Sample certificate ${n}`, expires: true })
      .returning({ id: wfCertificateType.id });
    const [row] = await tx
      .insert(wfWorkerCertificate)
      .values({
        workerId,
        typeId: type.id,
        expiresOn: '2099-12-31',
        fileKey: `workerCertificate/${'0'.repeat(32)}.pdf`,
        status: state,
      })
      .returning({ id: wfWorkerCertificate.id });
    return row.id;
  },
});
