/**
 * The worker form's values and their conversion to and from the API: dates are dayjs in the
 * form and `YYYY-MM-DD` on the wire; residency-dependent fields are sent only for their
 * residency; the NRIC and bank account (always answered masked) are left empty in the edit
 * form and, when left so, not sent, so the stored values stay.
 */
import { dayjs, formatDateTime } from '@shiftdesk/shared';
import type { WorkerAddBody, WorkerEditBody, WorkerRow } from '@shiftdesk/shared/api';
import { normalizeNric, normalizeSgPhone } from '@shiftdesk/shared/rules';
import type { Dayjs } from 'dayjs';

type DateKeys = 'dateOfBirth' | 'prStartDate' | 'passExpiry' | 'joinedAt';
export type WorkerFormValues = Omit<WorkerAddBody, DateKeys> & { [K in DateKeys]?: Dayjs | null };

const day = (v: string | null | undefined) => (v ? dayjs(v) : null);
/** A timestamp's Singapore day (joinedAt is stored as an instant). */
export const sgDay = (v: string | null | undefined) => (v ? formatDateTime(v, 'YYYY-MM-DD') : '');
const iso = (v: Dayjs | null | undefined) => (v ? v.format('YYYY-MM-DD') : null);

export const NEW_WORKER: Partial<WorkerFormValues> = {
  residency: 'citizen',
  engagementType: 'contractor',
  nationality: 'Singaporean',
  languages: [],
  skills: [],
};

/** A row as form values (the masked NRIC and bank account left empty). */
export function toFormValues(r: WorkerRow): Partial<WorkerFormValues> {
  return {
    name: r.name,
    dateOfBirth: day(r.dateOfBirth),
    gender: r.gender as WorkerAddBody['gender'],
    nationality: r.nationality,
    residency: r.residency,
    prStartDate: day(r.prStartDate),
    passType: r.passType,
    passExpiry: day(r.passExpiry),
    engagementType: r.engagementType,
    phone: r.phone,
    email: r.email,
    address: r.address,
    bankName: r.bankName,
    payNow: r.payNow,
    emergencyName: r.emergencyName,
    emergencyPhone: r.emergencyPhone,
    emergencyRelation: r.emergencyRelation,
    languages: r.languages,
    skills: r.skills,
    joinedAt: day(sgDay(r.joinedAt)),
    remark: r.remark,
    referredBy: r.referredBy,
  };
}

const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** Form values → the add / edit body. */
export function toBody(v: WorkerFormValues, editing: boolean): WorkerAddBody | Omit<WorkerEditBody, 'id'> {
  const pr = v.residency === 'pr';
  const foreigner = v.residency === 'foreigner';
  const body: Record<string, unknown> = {
    ...v,
    nric: v.nric ? normalizeNric(v.nric) : undefined,
    phone: normalizeSgPhone(v.phone) ?? v.phone,
    emergencyPhone: v.emergencyPhone ? (normalizeSgPhone(v.emergencyPhone) ?? v.emergencyPhone) : '',
    email: v.email ?? '',
    dateOfBirth: iso(v.dateOfBirth),
    prStartDate: pr ? iso(v.prStartDate) : null,
    passType: foreigner ? (v.passType ?? null) : null,
    passExpiry: foreigner ? iso(v.passExpiry) : null,
    joinedAt: iso(v.joinedAt),
    bankName: blankToNull(v.bankName),
    bankAccount: blankToNull(v.bankAccount),
    payNow: blankToNull(v.payNow),
    // A cleared select answers undefined: no referrer.
    referredBy: v.referredBy ?? null,
  };
  // Left empty when editing a masked value: keep what is stored.
  if (editing && !body.nric) delete body.nric;
  if (editing && body.bankAccount === null && v.bankAccount === undefined) delete body.bankAccount;
  for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
  return body as WorkerAddBody;
}

/** Only what the edit changed (the edit is a patch: unchanged fields stay as stored, unaudited). */
export function changedOnly(body: Record<string, unknown>, before: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(before[k])));
}
