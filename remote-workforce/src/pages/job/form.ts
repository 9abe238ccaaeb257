/**
 * The add-job form's values and the body they make. The shift is entered as its Singapore date
 * and two wall-clock times, as staff read a roster: an end at or before the start is the next
 * day (a night shift), so no one types a second date. Whatever the browser's own time zone, the
 * times are Singapore's and go out as instants.
 */
import { dayjs, TIMEZONE } from '@shiftdesk/shared';
import type { JobAddBody } from '@shiftdesk/shared/api';
import type { Dayjs } from 'dayjs';

type Picked = 'startAt' | 'endAt';
export type JobFormValues = Omit<JobAddBody, Picked> & {
  shiftDate?: Dayjs | null;
  startAt?: Dayjs | null;
  endAt?: Dayjs | null;
};

export const NEW_JOB: Partial<JobFormValues> = {
  breakMinutes: 60,
  breakPaid: false,
  headcount: 1,
  requiredCertificateTypeIds: [],
  residencies: [],
  visibility: 'public',
  bookingMode: 'review',
};

const wallClock = (date: Dayjs, time: Dayjs) =>
  dayjs.tz(`${date.format('YYYY-MM-DD')} ${time.format('HH:mm')}`, TIMEZONE);

/** The shift's instants (ISO, UTC) from its Singapore date and times; `nextDay` when it ends after midnight. */
export function shiftInstants(
  date: Dayjs | null | undefined,
  start: Dayjs | null | undefined,
  end: Dayjs | null | undefined,
): { startAt: string; endAt: string; nextDay: boolean; endDate: string } | null {
  if (!date || !start || !end) return null;
  const s = wallClock(date, start);
  let e = wallClock(date, end);
  const nextDay = !e.isAfter(s);
  if (nextDay) e = wallClock(date.add(1, 'day'), end);
  return { startAt: s.toISOString(), endAt: e.toISOString(), nextDay, endDate: e.format('YYYY-MM-DD') };
}

const text = (v: string | undefined) => v?.trim() ?? '';
const orNull = (v: number | null | undefined) => (v === undefined || v === null ? null : v);

/** Form values → the add body (only its keys: the body refuses others). */
export function toJobBody(v: JobFormValues): JobAddBody {
  const shift = shiftInstants(v.shiftDate, v.startAt, v.endAt);
  return {
    contractOrderId: v.contractOrderId,
    positionId: v.positionId,
    title: text(v.title),
    description: text(v.description),
    dressCode: text(v.dressCode),
    siteContact: text(v.siteContact),
    address: text(v.address),
    startAt: shift?.startAt ?? '',
    endAt: shift?.endAt ?? '',
    breakMinutes: v.breakMinutes ?? 0,
    breakPaid: !!v.breakPaid,
    headcount: v.headcount,
    requiredCertificateTypeIds: v.requiredCertificateTypeIds ?? [],
    minimumAge: orNull(v.minimumAge),
    residencies: v.residencies ?? [],
    minimumCreditScore: orNull(v.minimumCreditScore),
    visibility: v.visibility,
    bookingMode: v.bookingMode,
  };
}
