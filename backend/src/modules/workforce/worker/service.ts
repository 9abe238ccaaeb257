/**
 * Workers: add / edit (patch) / delete with the shared person checks and the duplicate check,
 * the list (data scope of the owning staff department), the masked answers, the audited NRIC
 * reveal, and every status change through the `worker` machine. Other workforce modules call
 * `moveWorker` / `blacklistWorker` rather than writing `status` themselves.
 */
import type { WorkerAddBody, WorkerEditBody, WorkerListQuery, WorkerRevealed, WorkerRow } from '@shiftdesk/shared/api';
import { workerMachine } from '@shiftdesk/shared/api';
import { ageOn, maskNric, maskTail, nricCheckLetter, sgDate } from '@shiftdesk/shared/rules';
import { and, arrayContains, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { type Actor, changedFields, recordAudit, recordEdited, SYSTEM_ACTOR } from '../../../core/data/audit-trail';
import { type Caller, iso } from '../../../core/data/caller';
import type { ListScope } from '../../../core/routes/crud-routes';
import { getAllOr404, getOr404 } from '../../../core/data/crud';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../../core/base/errors';
import { type Lang, type MessageKey, t } from '../../../core/base/i18n';
import { defineList, filter } from '../../../core/lists/list-query';
import { registerMachineTable, sampleRow } from '../../../core/data/machine-registry';
import { sgDayEnd, sgDayStart } from '../../../core/base/time';
import { stateLabel, type TransitionResult, transitionMany } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import { isForeignKeyViolation } from '../../../core/base/sql';
import type { Db } from '../../../db/client';
import { wfApplicant, wfWorker, wfWorkerCertificate } from '../../../db/schema';
import { assertNoDuplicateWorker, checkedWorker, personFields, personOut, type WorkerValues } from './values';

type Runner = Db | Tx;
type WorkerDb = typeof wfWorker.$inferSelect;
export type WorkerAction = 'verify' | 'suspend' | 'reinstate' | 'ban' | 'unban' | 'deactivate' | 'reactivate' | 'blacklist';

/** The NRIC's last 4 (`567A`): the only part of an NRIC a search may use. */
const nricTail = sql`right(${wfWorker.nric}, 4)`;

const list = defineList<WorkerListQuery, NonNullable<WorkerListQuery['orderBy']>>({
  table: wfWorker,
  filters: {
    // Name and phone contain the text; exactly 4 characters like `567A` also match the NRIC's tail.
    keyword: (text) => {
      const s = text.trim();
      const byText = filter.contains(wfWorker.name, wfWorker.phone)(s);
      return /^\d{3}[A-Za-z]$/.test(s) ? sql`(${byText} or ${nricTail} = ${s.toUpperCase()})` : byText;
    },
    name: filter.contains(wfWorker.name),
    phone: (v) => filter.contains(wfWorker.phone)(v.replace(/[\s-]/g, '')),
    nricLast4: (v) => sql`${nricTail} = ${v.toUpperCase()}`,
    status: filter.exact(wfWorker.status),
    residency: filter.exact(wfWorker.residency),
    engagementType: filter.exact(wfWorker.engagementType),
    skill: (v) => (v.trim() ? arrayContains(wfWorker.skills, [v.trim().toLowerCase()]) : undefined),
    // Holds a verified certificate of the type (pending, rejected or expired ones do not count).
    certificateTypeId: (v) =>
      sql`exists (select 1 from ${wfWorkerCertificate} where ${wfWorkerCertificate.workerId} = ${wfWorker.id} and ${wfWorkerCertificate.typeId} = ${v} and ${wfWorkerCertificate.status} = 'verified')`,
    creditScoreMin: (v) => gte(wfWorker.creditScore, v),
    creditScoreMax: (v) => lte(wfWorker.creditScore, v),
    lastWorkedFrom: (v) => gte(wfWorker.lastWorkedAt, sgDayStart(v)),
    lastWorkedTo: (v) => sql`${wfWorker.lastWorkedAt} < ${sgDayEnd(v).toISOString()}`,
  },
  sort: {
    id: wfWorker.id,
    name: wfWorker.name,
    status: wfWorker.status,
    creditScore: wfWorker.creditScore,
    lastWorkedAt: wfWorker.lastWorkedAt,
    joinedAt: wfWorker.joinedAt,
    createdAt: wfWorker.createdAt,
  },
  defaultSort: 'id',
  defaultDir: 'desc',
  tieBreak: wfWorker.id,
  scope: { dept: wfWorker.deptId, user: wfWorker.createdBy },
});

const isoOrNull = (d: Date | null) => (d ? iso(d) : null);

/** A worker as answered: NRIC and bank account masked, never whole. */
export const workerOut = (
  w: WorkerDb,
  today = sgDate(new Date()),
  referrers: ReadonlyMap<number, string> = new Map(),
): WorkerRow => ({
  ...personOut(w),
  age: ageOn(w.dateOfBirth, today),
  address: w.address,
  bankName: w.bankName,
  bankAccount: w.bankAccount ? maskTail(w.bankAccount) : null,
  payNow: w.payNow ? maskPayNow(w.payNow) : null,
  emergencyName: w.emergencyName,
  emergencyPhone: w.emergencyPhone,
  emergencyRelation: w.emergencyRelation,
  languages: w.languages,
  skills: w.skills,
  creditScore: w.creditScore,
  status: w.status as WorkerRow['status'],
  suspendedUntil: w.suspendedUntil,
  joinedAt: isoOrNull(w.joinedAt),
  lastWorkedAt: isoOrNull(w.lastWorkedAt),
  avatarUrl: w.avatar ? `api/v1/system/file?key=${encodeURIComponent(w.avatar)}` : null,
  remark: w.remark,
  referredBy: w.referredBy,
  referredByName: w.referredBy === null ? null : (referrers.get(w.referredBy) ?? null),
  deptId: w.deptId,
  createdBy: w.createdBy,
  createdAt: iso(w.createdAt),
  updatedAt: iso(w.updatedAt),
});

/** A PayNow proxy may itself be an NRIC: mask it like one. */
const maskPayNow = (v: string) => (/^[STFGM]\d{7}[A-Z]$/.test(v) ? maskNric(v) : v);

export async function listWorkers(db: Db, q: WorkerListQuery, scope: ListScope) {
  const today = sgDate(new Date());
  const page = await list.run(db, q, wfWorker, { scope, map: (w) => w });
  // The referrers' names in one lookup for the page, not one per row.
  const referrers = await workerNames(db, page.list.flatMap((w) => (w.referredBy === null ? [] : [w.referredBy])));
  return { ...page, list: page.list.map((w) => workerOut(w, today, referrers)) };
}

export async function getWorker(db: Runner, id: number): Promise<WorkerRow> {
  const w = await getOr404(db, wfWorker, id, 'worker.notFound');
  return workerOut(w, undefined, await workerNames(db, w.referredBy === null ? [] : [w.referredBy]));
}

/** The referrer of a worker's form: an existing worker other than the worker themselves. */
async function checkedReferrer(db: Runner, lang: Lang, referredBy: number | null, self?: number) {
  if (referredBy === null) return null;
  if (referredBy === self) throw fieldError(lang, 'referredBy', 'worker.referrerSelf', {});
  const names = await workerNames(db, [referredBy]);
  if (!names.has(referredBy)) throw fieldError(lang, 'referredBy', 'worker.referrerNotFound', { id: referredBy });
  return referredBy;
}

const fieldError = (lang: Lang, field: string, key: MessageKey, params: Record<string, string | number>) =>
  new ValidationError([{ field: `body.${field}`, message: t(lang, key, params) }], key);

/** Names of workers for other modules' rows (`workerId` + `workerName`, never the NRIC). */
export async function workerNames(db: Runner, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: wfWorker.id, name: wfWorker.name })
    .from(wfWorker)
    .where(inArray(wfWorker.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Audit detail of an edit: NRIC and bank account never written whole into the trail. */
function auditFields(before: WorkerDb, v: Partial<WorkerValues> & { referredBy?: number | null }) {
  const fields = changedFields(before, v);
  if (!fields) return undefined;
  const masks: Record<string, (s: string) => string> = { nric: maskNric, bankAccount: maskTail, payNow: maskPayNow };
  for (const [k, mask] of Object.entries(masks)) {
    const f = fields[k];
    if (f) fields[k] = f.map((x) => (typeof x === 'string' ? mask(x) : x)) as [unknown, unknown];
  }
  return fields;
}

/** Inserts checked, duplicate-free values; the caller's department owns the worker. */
export async function insertWorker(
  tx: Tx,
  caller: Caller,
  v: WorkerValues,
  status = workerMachine.initial,
  referredBy: number | null = null,
): Promise<number> {
  const [row] = await tx
    .insert(wfWorker)
    .values({ ...v, referredBy, status, deptId: caller.deptId, createdBy: caller.actor.id })
    .returning({ id: wfWorker.id });
  await recordAudit(tx, { entity: 'worker', entityId: row.id, action: 'created', to: status, actor: caller.actor });
  return row.id;
}

export async function addWorker(tx: Tx, caller: Caller, b: WorkerAddBody): Promise<number> {
  const v = checkedWorker(caller, b);
  await assertNoDuplicateWorker(tx, caller.lang, v);
  const referredBy = await checkedReferrer(tx, caller.lang, b.referredBy ?? null);
  return insertWorker(tx, caller, v, workerMachine.initial, referredBy);
}

/** The stored worker as a form body (so an edit can merge only the fields sent). */
function asBody(w: WorkerDb): WorkerAddBody {
  return {
    ...personFields(w),
    gender: w.gender as WorkerAddBody['gender'],
    address: w.address,
    bankName: w.bankName,
    bankAccount: w.bankAccount,
    payNow: w.payNow,
    emergencyName: w.emergencyName,
    emergencyPhone: w.emergencyPhone,
    emergencyRelation: w.emergencyRelation,
    languages: w.languages,
    skills: w.skills,
    joinedAt: w.joinedAt ? sgDate(w.joinedAt) : null,
    remark: w.remark,
  };
}

/** Patch semantics: fields absent from the body keep their value; the result is checked whole. */
export async function editWorker(tx: Tx, caller: Caller, b: WorkerEditBody): Promise<void> {
  const before = await getOr404(tx, wfWorker, b.id, 'worker.notFound');
  const { id, ...sent } = b;
  const given = Object.fromEntries(Object.entries(sent).filter(([, v]) => v !== undefined));
  const v = checkedWorker(caller, { ...asBody(before), ...given } as WorkerAddBody);
  await assertNoDuplicateWorker(tx, caller.lang, v, id);
  const referredBy =
    b.referredBy === undefined ? before.referredBy : await checkedReferrer(tx, caller.lang, b.referredBy, id);
  await tx
    .update(wfWorker)
    .set({ ...v, referredBy, updatedBy: caller.actor.id, updatedAt: new Date() })
    .where(eq(wfWorker.id, id));
  const fields = auditFields(before, { ...v, referredBy });
  await recordEdited(tx, caller.actor, 'worker', id, fields);
}

/**
 * Only workers still pending verification, and not referred to by anything (an applicant, and
 * whatever later modules hold: their foreign keys refuse, answered as 409 too).
 */
export async function deleteWorkers(tx: Tx, ids: number[]): Promise<void> {
  const rows = await getAllOr404(tx, wfWorker, ids, 'worker.notFound');
  for (const w of rows) {
    if (w.status !== workerMachine.initial)
      throw new ConflictError('worker.notDeletable', { id: w.id, name: w.name, state: stateLabel(w.status) });
  }
  const [linked] = await tx
    .select({ workerId: wfApplicant.workerId, n: sql<number>`count(*)::int` })
    .from(wfApplicant)
    .where(inArray(wfApplicant.workerId, ids))
    .groupBy(wfApplicant.workerId)
    .limit(1);
  const nameOf = (id: number | null) => rows.find((r) => r.id === id)?.name ?? '';
  if (linked) throw new ConflictError('worker.inUse', { name: nameOf(linked.workerId), count: Number(linked.n) });
  try {
    await tx.delete(wfWorker).where(inArray(wfWorker.id, ids));
  } catch (err) {
    // Rows of later modules (certificates, bans, …) hold the worker through their foreign keys.
    if (isForeignKeyViolation(err)) throw new ConflictError('worker.inUse', { name: rows.map((r) => r.name).join(', '), count: 1 });
    throw err;
  }
}

/**
 * What moves with a state change besides the state: the first verification is the day the
 * worker joined (unless staff recorded one), a reinstatement ends the suspension's date. Run in
 * the transition's transaction, by moveWorker and by the generated state routes alike.
 */
export async function afterWorkerMove(tx: Tx, action: string, ids: number[]): Promise<void> {
  if (action === 'verify')
    await tx
      .update(wfWorker)
      .set({ joinedAt: sql`coalesce(${wfWorker.joinedAt}, now())` })
      .where(inArray(wfWorker.id, ids));
  if (action === 'reinstate') await tx.update(wfWorker).set({ suspendedUntil: null }).where(inArray(wfWorker.id, ids));
}

/** Every status change of a worker: through the machine, locked and audited. */
export async function moveWorker(
  tx: Tx,
  actor: Actor,
  id: number,
  action: WorkerAction,
  reason = '',
  opts: { until?: string } = {},
): Promise<TransitionResult> {
  const [moved] = await moveWorkers(tx, actor, [id], action, reason, opts);
  return moved;
}

/** The same action on many workers at once, all or nothing (bulk actions, the demo seed). */
export async function moveWorkers(
  tx: Tx,
  actor: Actor,
  ids: number[],
  action: WorkerAction,
  reason = '',
  opts: { until?: string } = {},
): Promise<TransitionResult[]> {
  const moved = await transitionMany(tx, {
    machine: workerMachine,
    table: wfWorker,
    ids,
    action,
    actor,
    reason,
    patch: { updatedAt: new Date(), ...(action === 'suspend' ? { suspendedUntil: opts.until ?? null } : {}) },
    data: opts.until ? { until: opts.until } : undefined,
  });
  await afterWorkerMove(tx, action, ids);
  return moved;
}

/** Suspended up to and including `until` (today or later); the daily sweep reinstates. */
export async function suspendWorker(
  tx: Tx,
  caller: Caller,
  b: { id: number; until: string; reason: string },
  today = sgDate(new Date()),
): Promise<TransitionResult> {
  if (b.until < today) throw new AppError(400, 'worker.suspendUntilPast', {}, { errors: [{ field: 'body.until', message: t(caller.lang, 'worker.suspendUntilPast') }] });
  return moveWorker(tx, caller.actor, b.id, 'suspend', b.reason, { until: b.until });
}

/** For the blacklist (wf-conduct): permanent, from any state but blacklisted. */
export function blacklistWorker(tx: Tx, caller: Caller, workerId: number, reason: string): Promise<TransitionResult> {
  return moveWorker(tx, caller.actor, workerId, 'blacklist', reason);
}

/** The scheduler's sweep: suspensions that ended before `today` are lifted (as the system). */
export async function reinstateSuspended(tx: Tx, today: string): Promise<number[]> {
  const due = await tx
    .select({ id: wfWorker.id, until: wfWorker.suspendedUntil })
    .from(wfWorker)
    .where(and(eq(wfWorker.status, 'suspended'), sql`${wfWorker.suspendedUntil} < ${today}`))
    .orderBy(asc(wfWorker.id));
  for (const { id, until } of due) {
    await moveWorker(tx, SYSTEM_ACTOR, id, 'reinstate', `suspended until ${until}`);
  }
  return due.map((d) => d.id);
}

/** The whole NRIC and bank account, for holders of the reveal rule; every reveal is audited. */
export async function revealWorker(tx: Tx, caller: Caller, id: number): Promise<WorkerRevealed> {
  const [w] = await tx
    .select({ id: wfWorker.id, nric: wfWorker.nric, bankAccount: wfWorker.bankAccount })
    .from(wfWorker)
    .where(eq(wfWorker.id, id));
  if (!w) throw new NotFoundError('worker.notFound', { id });
  await recordAudit(tx, { entity: 'worker', entityId: id, action: 'revealNric', actor: caller.actor });
  return w;
}

/** Records the photo's storage key; answers the key it replaced (for the caller to delete). */
export async function setWorkerAvatar(tx: Tx, caller: Caller, id: number, key: string): Promise<string | null> {
  const before = await getOr404(tx, wfWorker, id, 'worker.notFound');
  await tx.update(wfWorker).set({ avatar: key, updatedBy: caller.actor.id, updatedAt: new Date() }).where(eq(wfWorker.id, id));
  await recordAudit(tx, { entity: 'worker', entityId: id, action: 'avatar', actor: caller.actor });
  return before.avatar;
}

/** A valid NRIC for samples and demo data: prefix + 7 digits + its check letter. */
export function sampleNric(prefix: 'S' | 'T' | 'F' | 'G' | 'M', n: number): string {
  const digits = String(n % 10_000_000).padStart(7, '0');
  return `${prefix}${digits}${nricCheckLetter(prefix, digits)}`;
}

registerMachineTable(workerMachine, {
  table: wfWorker,
  sample: sampleRow(wfWorker, (n, state) => ({
    name: `Sample worker ${n}`,
    nric: sampleNric('T', n),
    dateOfBirth: '1990-01-01',
    gender: 'female',
    nationality: 'Singaporean',
    residency: 'citizen',
    engagementType: 'contractor',
    phone: `+659${String(n % 10_000_000).padStart(7, '0')}`,
    status: state,
    suspendedUntil: state === 'suspended' ? '2099-12-31' : null,
  })),
});
