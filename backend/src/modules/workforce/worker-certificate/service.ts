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
  workerCertificateMachine,
} from '@shiftdesk/shared/api';
import { addDays, certificateValidOn, reminderDue, sgDate } from '@shiftdesk/shared/rules';
import { and, asc, eq, gte, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Actor } from '../../../core/data/audit-trail';
import { type Caller, fieldError, iso } from '../../../core/data/caller';
import type { ListScope } from '../../../core/routes/crud-routes';
import { getAllOr404 } from '../../../core/data/crud';
import { ConflictError, NotFoundError } from '../../../core/base/errors';
import { defineList, filter } from '../../../core/lists/list-query';
import { registerHistoryRule, registerMachineTable } from '../../../core/data/machine-registry';
import { insertRecord, updateRecord } from '../../../core/data/records';
import type { Storage } from '../../../core/files/storage';
import { assertState, expireDue, stateLabel, type TransitionResult, transition } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { wfCertificateType, wfWorker, wfWorkerCertificate } from '../../../db/schema';
import { assertUploaded, fileTypeOf } from '../paper-files';
import { sampleWorker, workerExists, workerNameIn } from '../worker-ref';

type Runner = Db | Tx;
type CertDb = typeof wfWorkerCertificate.$inferSelect;
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

/** A certificate with its worker and its type: what the list, the by-id read and the reminder sweep read. */
const selectRows = (db: Runner) =>
  db
    .select({
      c: wfWorkerCertificate,
      workerName: wfWorker.name,
      typeName: wfCertificateType.name,
      blocksEligibility: wfCertificateType.blocksEligibility,
      reminderDays: wfCertificateType.reminderDays,
    })
    .from(wfWorkerCertificate)
    .innerJoin(wfWorker, eq(wfWorker.id, wfWorkerCertificate.workerId))
    .innerJoin(wfCertificateType, eq(wfCertificateType.id, wfWorkerCertificate.typeId))
    .$dynamic();
type Joined = { c: CertDb; workerName: string; typeName: string; blocksEligibility: boolean; reminderDays: number[] };

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
  return insertRecord(tx, caller, {
    entity: 'workerCertificate',
    table: wfWorkerCertificate,
    values: { ...v, status: workerCertificateMachine.initial },
    to: workerCertificateMachine.initial,
    data: { workerId: v.workerId, typeId: v.typeId },
  });
}

export async function editWorkerCertificate(
  tx: Tx,
  storage: Storage,
  caller: Caller,
  b: WorkerCertificateAddBody & { id: number },
): Promise<void> {
  const [before] = await tx.select().from(wfWorkerCertificate).where(eq(wfWorkerCertificate.id, b.id)).for('update');
  if (!before) throw new NotFoundError('workerCertificate.notFound');
  assertState(before.status, 'pending', 'workerCertificate.notPending', { id: before.id });
  const v = await values(tx, storage, caller, b);
  await updateRecord(tx, caller, { entity: 'workerCertificate', table: wfWorkerCertificate, id: b.id, before, values: v });
}

/** Pending or rejected ones only; the files stay (the History may still name them). */
export async function deleteWorkerCertificates(tx: Tx, ids: number[]): Promise<void> {
  const rows = await getAllOr404(tx, wfWorkerCertificate, ids, 'workerCertificate.notFound');
  for (const c of rows)
    if (c.status !== 'pending' && c.status !== 'rejected')
      throw new ConflictError('workerCertificate.notDeletable', { id: c.id, state: stateLabel(c.status) });
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
export function expireCertificates(tx: Tx, today: string): Promise<number[]> {
  return expireDue(tx, today, {
    machine: workerCertificateMachine,
    table: wfWorkerCertificate,
    from: 'verified',
    lastDay: wfWorkerCertificate.expiresOn,
    reason: (expiresOn) => `expired on ${expiresOn}`,
    patch: () => ({ updatedAt: new Date() }),
  });
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
  const rows = await selectRows(tx)
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
  for (const { c, workerName, typeName, reminderDays } of rows) {
    const days = reminderDue(c.expiresOn!, today, reminderDays, c.lastReminderDay);
    if (days === null) continue;
    due.push({ id: c.id, workerId: c.workerId, workerName, typeName, expiresOn: c.expiresOn!, days });
    await tx.update(wfWorkerCertificate).set({ lastReminderDay: days }).where(eq(wfWorkerCertificate.id, c.id));
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
