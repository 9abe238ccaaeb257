/**
 * The checks every way a worker comes in shares (the add and edit forms, the applicant's
 * approval, the bulk import): NRIC/FIN by checksum and matching the residency, SG phone, the
 * residency's own dates, age, and how the worker is paid. Pure: the caller passes today's
 * Singapore date; problems come back as codes per field for the server to translate.
 */
import { isValidNric, normalizeNric } from './nric';
import { normalizeSgPhone } from './phone';

/** Youngest a worker may be (MOM: light work from 13). */
export const MIN_WORKER_AGE = 13;

export interface WorkerPersonInput {
  nric: string;
  dateOfBirth: string;
  residency: 'citizen' | 'pr' | 'foreigner';
  prStartDate?: string | null;
  passType?: string | null;
  passExpiry?: string | null;
  phone: string;
  emergencyPhone?: string | null;
  bankName?: string | null;
  bankAccount?: string | null;
  payNow?: string | null;
}

export type WorkerProblem =
  | 'nricInvalid'
  | 'nricResidency'
  | 'phoneInvalid'
  | 'emergencyPhoneInvalid'
  | 'tooYoung'
  | 'dobFuture'
  | 'prStartRequired'
  | 'prStartBeforeBirth'
  | 'passTypeRequired'
  | 'passExpiryRequired'
  | 'bankNameRequired'
  | 'payNowInvalid';

export interface WorkerCheck {
  field: string;
  problem: WorkerProblem;
}

/** Full years between a birth date and a day (both `YYYY-MM-DD`). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** A PayNow proxy: an SG mobile, or an NRIC/FIN/UEN (the payee registered it with their bank). */
export function isValidPayNow(raw: string): boolean {
  const v = raw.trim().toUpperCase();
  return normalizeSgPhone(v) !== null || isValidNric(v) || /^(\d{8,9}[A-Z]|[RST]\d{2}[A-Z]{2}\d{4}[A-Z])$/.test(v);
}

/** Every problem of a worker's person data (empty = fine). */
export function checkWorkerPerson(v: WorkerPersonInput, today: string): WorkerCheck[] {
  const out: WorkerCheck[] = [];
  const nric = normalizeNric(v.nric);
  if (!isValidNric(nric)) out.push({ field: 'nric', problem: 'nricInvalid' });
  else if ((v.residency === 'foreigner') !== /^[FGM]/.test(nric)) out.push({ field: 'nric', problem: 'nricResidency' });
  if (!normalizeSgPhone(v.phone)) out.push({ field: 'phone', problem: 'phoneInvalid' });
  if (v.emergencyPhone && !normalizeSgPhone(v.emergencyPhone))
    out.push({ field: 'emergencyPhone', problem: 'emergencyPhoneInvalid' });
  if (v.dateOfBirth > today) out.push({ field: 'dateOfBirth', problem: 'dobFuture' });
  else if (ageOn(v.dateOfBirth, today) < MIN_WORKER_AGE) out.push({ field: 'dateOfBirth', problem: 'tooYoung' });
  if (v.residency === 'pr') {
    if (!v.prStartDate) out.push({ field: 'prStartDate', problem: 'prStartRequired' });
    else if (v.prStartDate < v.dateOfBirth) out.push({ field: 'prStartDate', problem: 'prStartBeforeBirth' });
  }
  if (v.residency === 'foreigner') {
    if (!v.passType) out.push({ field: 'passType', problem: 'passTypeRequired' });
    if (!v.passExpiry) out.push({ field: 'passExpiry', problem: 'passExpiryRequired' });
  }
  if (v.bankAccount && !v.bankName?.trim()) out.push({ field: 'bankName', problem: 'bankNameRequired' });
  if (v.payNow && !isValidPayNow(v.payNow)) out.push({ field: 'payNow', problem: 'payNowInvalid' });
  return out;
}

/** A bank account shown by its last 4 digits (`****6789`); shorter values are masked whole. */
export function maskTail(raw: string, keep = 4): string {
  const v = raw.replace(/[\s-]/g, '');
  return v.length <= keep ? '*'.repeat(v.length) : `${'*'.repeat(v.length - keep)}${v.slice(-keep)}`;
}
