/**
 * Applicants (the sign-up): add (the website's form calls it later; staff add too), edit while
 * undecided, the list with `duplicateWorkerId` (a worker already holding the NRIC or phone),
 * and the `applicant` machine. Approval creates the worker through the worker service in the
 * same transaction and links it; a duplicate refuses the approval (409 naming the worker).
 */
import type { ApplicantAddBody, ApplicantEditBody, ApplicantListQuery, ApplicantRow } from '@shiftdesk/shared/api';
import { applicantMachine } from '@shiftdesk/shared/api';
import { maskNric } from '@shiftdesk/shared/rules';
import { eq, inArray, sql } from 'drizzle-orm';
import { type Actor, changedFields, recordCreated, recordEdited, SYSTEM_ACTOR } from '../../../core/data/audit-trail';
import { type Caller, iso } from '../../../core/data/caller';
import type { ListScope } from '../../../core/routes/crud-routes';
import { getAllOr404, getOr404 } from '../../../core/data/crud';
import { ConflictError } from '../../../core/base/errors';
import { defineList, filter } from '../../../core/lists/list-query';
import { registerMachineTable, sampleRow } from '../../../core/data/machine-registry';
import { stateLabel, type TransitionResult, transition } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { wfApplicant } from '../../../db/schema';
import { insertWorker, sampleNric } from '../worker/service';
import { assertNoDuplicateWorker, checkedWorker, personOut } from '../worker/values';

type Runner = Db | Tx;
type ApplicantDb = typeof wfApplicant.$inferSelect;

/** A worker who already has the sign-up's NRIC or phone (both columns are unique and indexed). */
const duplicateWorkerId = sql<
  number | null
>`(select w.id from wf_worker w where w.nric = "wf_applicant"."nric" or w.phone = "wf_applicant"."phone" order by w.id limit 1)`;
const workerName = sql<string | null>`(select w.name from wf_worker w where w.id = "wf_applicant"."worker_id")`;

const list = defineList<ApplicantListQuery, NonNullable<ApplicantListQuery['orderBy']>>({
  table: wfApplicant,
  filters: {
    keyword: (v) => filter.contains(wfApplicant.name, wfApplicant.phone)(v),
    status: filter.exact(wfApplicant.status),
    source: filter.exact(wfApplicant.source),
    residency: filter.exact(wfApplicant.residency),
    duplicate: (v) => (v ? sql`${duplicateWorkerId} is not null` : sql`${duplicateWorkerId} is null`),
    workerId: filter.exact(wfApplicant.workerId),
  },
  sort: {
    id: wfApplicant.id,
    name: wfApplicant.name,
    status: wfApplicant.status,
    source: wfApplicant.source,
    createdAt: wfApplicant.createdAt,
  },
  defaultSort: 'id',
  defaultDir: 'desc',
  tieBreak: wfApplicant.id,
  scope: { dept: wfApplicant.deptId, user: wfApplicant.createdBy },
});

const applicantOut = (a: ApplicantDb, x: { dup: number | null; workerName: string | null }): ApplicantRow => ({
  ...personOut(a),
  source: a.source as ApplicantRow['source'],
  status: a.status as ApplicantRow['status'],
  reason: a.reason,
  remark: a.remark,
  workerId: a.workerId,
  workerName: x.workerName,
  jobCode: a.jobCode,
  consentAt: a.consentAt ? iso(a.consentAt) : null,
  // Once approved, the linked worker is the match, not a duplicate.
  duplicateWorkerId: a.workerId ? null : x.dup === null ? null : Number(x.dup),
  decidedBy: a.decidedBy,
  decidedAt: a.decidedAt ? iso(a.decidedAt) : null,
  deptId: a.deptId,
  createdBy: a.createdBy,
  createdAt: iso(a.createdAt),
  updatedAt: iso(a.updatedAt),
});

const columns = { a: wfApplicant, dup: duplicateWorkerId, workerName };

export async function listApplicants(db: Db, q: ApplicantListQuery, scope: ListScope) {
  return list.run(db, q, db.select(columns).from(wfApplicant).$dynamic(), {
    scope,
    map: (r) => applicantOut(r.a, r),
  });
}

export async function getApplicant(db: Runner, id: number): Promise<ApplicantRow> {
  await getOr404(db, wfApplicant, id, 'applicant.notFound');
  const [r] = await db.select(columns).from(wfApplicant).where(eq(wfApplicant.id, id));
  return applicantOut(r.a, r);
}

/** The sign-up's fields, checked like a worker's (the approval must not fail on them later). */
function values(caller: Caller, b: ApplicantAddBody) {
  const v = checkedWorker(caller, { ...b, engagementType: b.engagementType ?? 'contractor' });
  return {
    name: v.name,
    nric: v.nric,
    dateOfBirth: v.dateOfBirth,
    gender: v.gender,
    nationality: v.nationality,
    residency: v.residency,
    prStartDate: v.prStartDate,
    passType: v.passType,
    passExpiry: v.passExpiry,
    engagementType: v.engagementType,
    phone: v.phone,
    email: v.email,
    source: b.source ?? 'staff',
    remark: b.remark ?? '',
  };
}

/** `website`: what only the website's form gives (the job of interest, the consent's time). */
export async function addApplicant(
  tx: Tx,
  caller: Caller,
  b: ApplicantAddBody,
  website?: { jobCode: string; consentAt: Date },
): Promise<number> {
  const v = values(caller, b);
  const [row] = await tx
    .insert(wfApplicant)
    .values({ ...v, ...website, status: applicantMachine.initial, deptId: caller.deptId, createdBy: caller.actor.id })
    .returning({ id: wfApplicant.id });
  await recordCreated(tx, caller.actor, 'applicant', row.id, { to: applicantMachine.initial });
  return row.id;
}

const UNDECIDED = ['submitted', 'screening'];

/** Undecided sign-ups only; fields absent from the body keep their value. */
export async function editApplicant(tx: Tx, caller: Caller, b: ApplicantEditBody): Promise<void> {
  const before = await getOr404(tx, wfApplicant, b.id, 'applicant.notFound');
  if (!UNDECIDED.includes(before.status))
    throw new ConflictError('applicant.notEditable', { id: b.id, state: stateLabel(before.status) });
  const { id, ...sent } = b;
  const given = Object.fromEntries(Object.entries(sent).filter(([, v]) => v !== undefined));
  const v = values(caller, { ...(before as unknown as ApplicantAddBody), ...given } as ApplicantAddBody);
  await tx
    .update(wfApplicant)
    .set({ ...v, updatedBy: caller.actor.id, updatedAt: new Date() })
    .where(eq(wfApplicant.id, id));
  const fields = changedFields(before, v);
  if (fields?.nric)
    fields.nric = fields.nric.map((x) => (typeof x === 'string' ? maskNric(x) : x)) as [unknown, unknown];
  await recordEdited(tx, caller.actor, 'applicant', id, fields);
}

/** Decided-against sign-ups only (rejected / withdrawn); approved ones stay with their worker. */
export async function deleteApplicants(tx: Tx, ids: number[]): Promise<void> {
  const rows = await getAllOr404(tx, wfApplicant, ids, 'applicant.notFound');
  const held = rows.find((r) => r.status !== 'rejected' && r.status !== 'withdrawn');
  if (held) throw new ConflictError('applicant.notDeletable', { id: held.id, state: stateLabel(held.status) });
  await tx.delete(wfApplicant).where(inArray(wfApplicant.id, ids));
}

/**
 * Approval's work in the transition's transaction: the worker is created from the sign-up
 * (checked again today, duplicates refused naming the worker) and linked.
 */
export async function onApprove(tx: Tx, caller: Caller, id: number): Promise<number> {
  const a = await getOr404(tx, wfApplicant, id, 'applicant.notFound');
  const v = checkedWorker(caller, {
    ...(a as unknown as ApplicantAddBody),
    engagementType: a.engagementType as 'contractor',
  });
  await assertNoDuplicateWorker(tx, caller.lang, v);
  const workerId = await insertWorker(tx, { ...caller, deptId: a.deptId ?? caller.deptId }, v);
  await tx
    .update(wfApplicant)
    .set({ workerId, decidedBy: caller.actor.id, decidedAt: new Date() })
    .where(eq(wfApplicant.id, id));
  return workerId;
}

/** Rejection and withdrawal record who decided and when (the reason is in `reason` and the audit). */
export async function onDecided(tx: Tx, actor: Actor, id: number, reason: string): Promise<void> {
  await tx
    .update(wfApplicant)
    .set({ reason, decidedBy: actor.id, decidedAt: new Date() })
    .where(eq(wfApplicant.id, id));
}

/** Any applicant action as a service (the seed, the website's withdraw). */
export async function moveApplicant(
  tx: Tx,
  caller: Caller,
  id: number,
  action: 'screen' | 'approve' | 'reject' | 'withdraw',
  reason = '',
): Promise<TransitionResult> {
  const moved = await transition(tx, {
    machine: applicantMachine,
    table: wfApplicant,
    id,
    action,
    actor: caller.actor,
    reason,
  });
  if (action === 'approve') await onApprove(tx, caller, id);
  if (action === 'reject' || action === 'withdraw') await onDecided(tx, caller.actor, id, reason.trim());
  return moved;
}

/** The website's withdrawal (a system action: the applicant, not staff, decided). */
export const withdrawApplicant = (tx: Tx, id: number, reason = '') =>
  moveApplicant(tx, { actor: SYSTEM_ACTOR, deptId: null, lang: 'en' }, id, 'withdraw', reason);

registerMachineTable(applicantMachine, {
  table: wfApplicant,
  sample: sampleRow(wfApplicant, (n, state) => ({
    name: `Sample applicant ${n}`,
    nric: sampleNric('S', n),
    dateOfBirth: '1995-06-15',
    gender: 'male',
    nationality: 'Singaporean',
    residency: 'citizen',
    phone: `+658${String(n).padStart(7, '0')}`,
    status: state,
  })),
});
