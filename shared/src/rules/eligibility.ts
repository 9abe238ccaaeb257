/**
 * Whether a worker may take a shift (DOMAIN.md "Eligibility check"): one function, run on apply,
 * assign, pre-booking and edit employees, by the server before it writes and by the assign screen
 * to show each worker's verdict first. It returns every rule that fails, never only the first, so
 * a refusal can name them all (409 with `data.rules`).
 *
 * The caller loads what the rules read (the worker, their active bans, certificates, credit
 * score, other shifts of the month) and passes it in: the function has no clock and no I/O.
 */
import { type Instant, shiftDate, toEpochMs } from './calendar';
import { certificateValidOn } from './certificate';
import type { OtLimits, TimedMinutes } from './overtime';
import { type PartIvRule, partIvForShift, type ScheduledShift } from './part-iv';
import type { IsoDate, Residency, WorkPolicy } from './types';
import { ageOn } from './worker';

export const ELIGIBILITY_RULES = Object.freeze({
  workerNotActive: 'worker_not_active',
  banned: 'banned',
  certificateMissing: 'certificate_missing',
  creditScore: 'credit_score',
  minimumAge: 'minimum_age',
  residency: 'residency',
  workPass: 'work_pass',
  overlappingShift: 'overlapping_shift',
} as const);
export type EligibilityRule = (typeof ELIGIBILITY_RULES)[keyof typeof ELIGIBILITY_RULES] | PartIvRule;

/** One failed rule, with what it is about when there is more than one kind (which ban, which type). */
export interface EligibilityFailure {
  rule: EligibilityRule;
  /** The ban's scope, the certificate type id, the overlapping shift's id… */
  ref?: string | number;
}

export type BanScope = 'platform' | 'client' | 'department';

export interface BanInput {
  scope: BanScope;
  /** The client or department id for a client or department ban; null for a platform ban. */
  scopeId: number | null;
  status: string;
  startsOn: IsoDate;
  /** Last day of the ban (inclusive); null = permanent. */
  endsOn: IsoDate | null;
}

export interface CertificateInput {
  typeId: number;
  status: string;
  expiresOn: IsoDate | null;
}

/** Another shift the worker holds (a confirmed booking or a live work record). */
export interface OtherShift extends TimedMinutes {
  /** The record or booking id, named in an overlap refusal. */
  id: number;
  endAt: Instant;
}

export interface EligibilityInput {
  job: ScheduledShift & {
    clientId: number;
    departmentId: number;
    requiredCertificateTypeIds: readonly number[];
    minimumAge: number | null;
    /** Residencies the job accepts; empty = any. */
    residencies: readonly Residency[];
    minimumCreditScore: number | null;
  };
  worker: {
    status: string;
    dateOfBirth: IsoDate;
    residency: Residency;
    /** A foreigner's work pass expiry; null when none is recorded. */
    passExpiry: IsoDate | null;
    creditScore: number;
  };
  bans: readonly BanInput[];
  certificates: readonly CertificateInput[];
  /**
   * The worker's other shifts that count (confirmed bookings, live records; not this job's): the
   * overlapping ones, and for the Part IV caps every one from the Monday of the week holding the
   * 1st of the shift's month to the end of that month.
   */
  others: readonly OtherShift[];
  policy: OtLimits & Pick<WorkPolicy, 'partIvExempt'>;
}

/** A ban in force on `date` that covers this job's client or department (or every job). */
export function banApplies(ban: BanInput, date: IsoDate, clientId: number, departmentId: number): boolean {
  if (ban.status !== 'active' || ban.startsOn > date || (ban.endsOn !== null && ban.endsOn < date)) return false;
  if (ban.scope === 'platform') return true;
  return ban.scope === 'client' ? ban.scopeId === clientId : ban.scopeId === departmentId;
}

/** Two half-open spans [start, end) share a moment. */
export function overlaps(aStart: Instant, aEnd: Instant, bStart: Instant, bEnd: Instant): boolean {
  return toEpochMs(aStart) < toEpochMs(bEnd) && toEpochMs(bStart) < toEpochMs(aEnd);
}

/** Every rule the worker fails for the job's shift; empty = eligible. */
export function eligibilityFailures(input: EligibilityInput): EligibilityFailure[] {
  const { job, worker } = input;
  // A shift that crosses midnight belongs to its start's date: bans, certificates, age and pass
  // are judged on that day.
  const date = shiftDate(job.startAt);
  const failed: EligibilityFailure[] = [];
  if (worker.status !== 'active') failed.push({ rule: ELIGIBILITY_RULES.workerNotActive, ref: worker.status });
  for (const ban of input.bans) {
    if (banApplies(ban, date, job.clientId, job.departmentId)) failed.push({ rule: ELIGIBILITY_RULES.banned, ref: ban.scope });
  }
  for (const typeId of new Set(job.requiredCertificateTypeIds)) {
    const held = input.certificates.some((c) => c.typeId === typeId && certificateValidOn(c.status, c.expiresOn, date));
    if (!held) failed.push({ rule: ELIGIBILITY_RULES.certificateMissing, ref: typeId });
  }
  if (job.minimumCreditScore !== null && worker.creditScore < job.minimumCreditScore)
    failed.push({ rule: ELIGIBILITY_RULES.creditScore });
  if (job.minimumAge !== null && ageOn(worker.dateOfBirth, date) < job.minimumAge)
    failed.push({ rule: ELIGIBILITY_RULES.minimumAge });
  if (job.residencies.length > 0 && !job.residencies.includes(worker.residency))
    failed.push({ rule: ELIGIBILITY_RULES.residency });
  if (worker.residency === 'foreigner' && (worker.passExpiry === null || worker.passExpiry < date))
    failed.push({ rule: ELIGIBILITY_RULES.workPass });
  for (const other of input.others) {
    if (overlaps(job.startAt, job.endAt, other.startAt, other.endAt))
      failed.push({ rule: ELIGIBILITY_RULES.overlappingShift, ref: other.id });
  }
  for (const rule of partIvForShift(job, input.others, input.policy)) failed.push({ rule });
  return failed;
}
