/**
 * Jobs → Job bookings (DOMAIN.md "Job booking"): one worker's place on one job. A booking comes
 * from the worker applying (`apply`, recorded by staff when the worker phones in or by the worker
 * app), from pre-booking a draft job or from staff assigning a published one (both made by
 * job/assign, confirmed at once with their work record). A confirmed booking holds a scheduled
 * work record; cancelling it cancels the record (a worker's cancel is a late or early credit event
 * by its notice), frees the slot and promotes the waitlist. Within 36–16 h before the start the
 * worker re-confirms; a booking still not re-confirmed 16 h before is released to the waitlist
 * (parameters). States through the `booking` machine.
 */
import { type Static, Type } from 'typebox';
import { defineEntity } from '../entity';
import { Id, PageQuery } from '../envelope';
import { IsoDate } from '../finance/common';
import { CANCELLED_BY } from './workRecord';

export const BookingApi = defineEntity('workforce', 'booking', [
  'list',
  'get',
  'apply',
  'confirm',
  'reject',
  'waitlist',
  'cancel',
  'reconfirm',
]);

export const BOOKING_STATUSES = ['pending', 'confirmed', 'rejected', 'waitlisted', 'cancelled', 'converted'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** How the booking came: the worker applied, staff pre-booked a draft job, staff assigned a published one. */
export const BOOKING_SOURCES = ['self_apply', 'pre_booking', 'staff_assign'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

export const BookingOrderBy = Type.Enum(['id', 'startAt', 'workerName', 'status', 'createdAt']);

/** GET /backend/api/v1/workforce/booking/list */
export const BookingListQuery = Type.Object({
  ...PageQuery.properties,
  /** Contains over the worker's name and phone */
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  jobId: Type.Optional(Id),
  workerId: Type.Optional(Id),
  clientId: Type.Optional(Id),
  status: Type.Optional(Type.Enum(BOOKING_STATUSES)),
  source: Type.Optional(Type.Enum(BOOKING_SOURCES)),
  /** Shifts on or after this Singapore date */
  dateFrom: Type.Optional(IsoDate()),
  /** Shifts on or before this Singapore date */
  dateTo: Type.Optional(IsoDate()),
  /** true: confirmed bookings whose worker has not re-confirmed yet */
  awaitingReconfirm: Type.Optional(Type.Boolean()),
  orderBy: Type.Optional(BookingOrderBy),
});
export type BookingListQuery = Static<typeof BookingListQuery>;

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const BookingRow = Type.Object({
  id: Type.Integer(),
  jobId: Type.Integer(),
  jobCode: Type.String(),
  jobTitle: Type.String(),
  jobStatus: Type.String(),
  clientId: Type.Integer(),
  clientName: Type.String(),
  deptName: Type.String(),
  shiftDate: Type.String(),
  startAt: Type.String(),
  endAt: Type.String(),
  workerId: Type.Integer(),
  workerName: Type.String(),
  source: Type.Enum(BOOKING_SOURCES),
  status: Type.Enum(BOOKING_STATUSES),
  decidedBy: Type.Union([Type.Integer(), Type.Null()]),
  decidedAt: NullableString,
  /** When it joined the waitlist: the waitlist is served in this order */
  waitlistedAt: NullableString,
  cancelledBy: Type.Union([Type.Enum(CANCELLED_BY), Type.Null()]),
  /** Hours between the cancel and the start (one decimal) */
  noticeHours: Type.Union([Type.Number(), Type.Null()]),
  reason: Type.String(),
  remindedAt: NullableString,
  reconfirmedAt: NullableString,
  /** A worker's cancel with less notice than this is late (parameter `workforce.booking.lateCancelHours`) */
  lateCancelHours: Type.Number(),
  /** When the worker is asked to re-confirm (the start less `workforce.booking.reconfirmFromHours`) */
  reconfirmOpensAt: Type.String(),
  /** The scheduled work record a confirmed booking holds */
  workRecordId: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
});
export type BookingRow = Static<typeof BookingRow>;

/** POST /backend/api/v1/workforce/booking/apply: a worker applies (auto-accept jobs confirm at once when eligible and not full) */
export const BookingApplyBody = Type.Object({ jobId: Id, workerId: Id }, { additionalProperties: false });
export type BookingApplyBody = Static<typeof BookingApplyBody>;

export const BookingApplied = Type.Object({
  id: Type.Integer(),
  status: Type.Enum(BOOKING_STATUSES),
  workRecordId: Type.Union([Type.Integer(), Type.Null()]),
});
export type BookingApplied = Static<typeof BookingApplied>;

/** PUT /backend/api/v1/workforce/booking/cancel: who asked for it decides the credit event and the client's pay */
export const BookingCancelBody = Type.Object(
  {
    id: Id,
    reason: Type.String({ minLength: 1, maxLength: 500 }),
    cancelledBy: Type.Enum(CANCELLED_BY),
  },
  { additionalProperties: false },
);
export type BookingCancelBody = Static<typeof BookingCancelBody>;

/** PUT /backend/api/v1/workforce/booking/reconfirm: the worker confirmed they will come (phoned in or the app) */
export const BookingReconfirmBody = Type.Object({ id: Id }, { additionalProperties: false });
export type BookingReconfirmBody = Static<typeof BookingReconfirmBody>;
