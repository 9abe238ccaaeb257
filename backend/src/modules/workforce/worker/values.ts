/**
 * A worker's person data from a form, an applicant or an import row: normalised (NRIC upper
 * case, phones `+65…`, empty text → null) and checked by the shared rule, every problem named
 * on its field; and the duplicate check against existing workers (409 naming the worker).
 */
import type { FieldError, WorkerAddBody, WorkerRow } from '@shiftdesk/shared/api';
import { checkWorkerPerson, maskNric, normalizeNric, normalizeSgPhone, sgDate } from '@shiftdesk/shared/rules';
import { and, eq, ne, or } from 'drizzle-orm';
import type { Caller } from '../../../core/data/caller';
import { AppError, ValidationError } from '../../../core/base/errors';
import { type Lang, type MessageKey, t } from '../../../core/base/i18n';
import type { Db } from '../../../db/client';
import { wfWorker } from '../../../db/schema';

type Runner = Pick<Db, 'select'>;
export type WorkerValues = ReturnType<typeof normalizeWorker>;

const orNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** The stored form of a worker's fields (unchecked). */
export function normalizeWorker(b: WorkerAddBody) {
  const foreigner = b.residency === 'foreigner';
  return {
    name: b.name.trim().replace(/\s+/g, ' '),
    nric: normalizeNric(b.nric),
    dateOfBirth: b.dateOfBirth,
    gender: b.gender,
    nationality: b.nationality.trim(),
    residency: b.residency,
    prStartDate: b.residency === 'pr' ? (b.prStartDate ?? null) : null,
    passType: foreigner ? (b.passType ?? null) : null,
    passExpiry: foreigner ? (b.passExpiry ?? null) : null,
    engagementType: b.engagementType,
    phone: normalizeSgPhone(b.phone) ?? b.phone.trim(),
    email: b.email.trim().toLowerCase(),
    address: b.address?.trim() ?? '',
    bankName: orNull(b.bankName),
    bankAccount: orNull(b.bankAccount),
    payNow: orNull(b.payNow)?.toUpperCase() ?? null,
    emergencyName: b.emergencyName?.trim() ?? '',
    emergencyPhone: b.emergencyPhone ? (normalizeSgPhone(b.emergencyPhone) ?? b.emergencyPhone) : '',
    emergencyRelation: b.emergencyRelation?.trim() ?? '',
    languages: [...new Set((b.languages ?? []).map((l) => l.trim()).filter(Boolean))],
    skills: [...new Set((b.skills ?? []).map((s) => s.trim().toLowerCase()).filter(Boolean))],
    joinedAt: b.joinedAt ? new Date(`${b.joinedAt}T00:00:00+08:00`) : null,
    remark: b.remark ?? '',
  };
}

/** The problems of normalised values as field errors (`field` without the `body.` prefix). */
export function workerProblems(lang: Lang, v: WorkerValues, today: string): FieldError[] {
  const out = checkWorkerPerson(v, today).map((c) => ({
    field: c.field,
    message: t(lang, `worker.${c.problem}` as MessageKey),
  }));
  if (!v.name) out.unshift({ field: 'name', message: t(lang, 'worker.nameRequired') });
  return out;
}

/** Normalised and checked, or a 400 naming every bad field. */
export function checkedWorker(caller: Caller, b: WorkerAddBody, today = sgDate(new Date())): WorkerValues {
  const v = normalizeWorker(b);
  const problems = workerProblems(caller.lang, v, today);
  if (problems.length) {
    const errors = problems.map((p) => ({ field: `body.${p.field}`, message: p.message }));
    throw new ValidationError(errors, errors.length === 1 ? errors[0].message : 'error.validation');
  }
  return v;
}

/** The worker who already has this NRIC or phone, if any (another than `exceptId`). */
export async function findDuplicateWorker(
  db: Runner,
  v: { nric: string; phone: string },
  exceptId?: number,
): Promise<{ id: number; name: string; field: 'nric' | 'phone' } | null> {
  const [hit] = await db
    .select({ id: wfWorker.id, name: wfWorker.name, nric: wfWorker.nric })
    .from(wfWorker)
    .where(and(or(eq(wfWorker.nric, v.nric), eq(wfWorker.phone, v.phone)), exceptId ? ne(wfWorker.id, exceptId) : undefined))
    .limit(1);
  if (!hit) return null;
  return { id: hit.id, name: hit.name, field: hit.nric === v.nric ? 'nric' : 'phone' };
}

/** 409 naming the existing worker, with the field in `data.errors` so the form marks it. */
export function duplicateError(lang: Lang, dup: { id: number; name: string; field: 'nric' | 'phone' }, phone: string) {
  const key = dup.field === 'nric' ? 'worker.nricTaken' : 'worker.phoneTaken';
  const params = { id: dup.id, name: dup.name, phone };
  return new AppError(409, key, params, { errors: [{ field: `body.${dup.field}`, message: t(lang, key, params) }] });
}

export async function assertNoDuplicateWorker(
  db: Runner,
  lang: Lang,
  v: { nric: string; phone: string },
  exceptId?: number,
): Promise<void> {
  const dup = await findDuplicateWorker(db, v, exceptId);
  if (dup) throw duplicateError(lang, dup, v.phone);
}

type PersonDb = Pick<
  typeof wfWorker.$inferSelect,
  | 'id'
  | 'name'
  | 'nric'
  | 'dateOfBirth'
  | 'gender'
  | 'nationality'
  | 'residency'
  | 'prStartDate'
  | 'passType'
  | 'passExpiry'
  | 'engagementType'
  | 'phone'
  | 'email'
>;

/** The person fields of a stored worker or applicant, the closed sets typed as the API's. */
export const personFields = (p: Omit<PersonDb, 'id'>) => ({
  name: p.name,
  nric: p.nric,
  dateOfBirth: p.dateOfBirth,
  gender: p.gender,
  nationality: p.nationality,
  residency: p.residency as WorkerRow['residency'],
  prStartDate: p.prStartDate,
  passType: p.passType as WorkerRow['passType'],
  passExpiry: p.passExpiry,
  engagementType: p.engagementType as WorkerRow['engagementType'],
  phone: p.phone,
  email: p.email,
});

/** The person fields of a worker's or applicant's answer: the NRIC masked, never whole. */
export const personOut = (p: PersonDb) => ({ id: p.id, ...personFields(p), nric: maskNric(p.nric) });
