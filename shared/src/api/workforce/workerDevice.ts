/**
 * Worker devices and the worker app API (issue 28; docs/worker-app-api.md).
 *
 * Staff (Workforce → worker) add a device for a worker and see its token once (`add`), list a
 * worker's devices and revoke one. The worker app then calls `/backend/api/v1/app/*` with
 * `Authorization: Bearer <device token>`: the worker's shifts from yesterday to a week ahead,
 * clock-in and clock-out on one work record, at the server's time, with the phone's location.
 */
import { type Static, Type } from 'typebox';
import { defineEntity } from '../entity';
import { Id } from '../envelope';
import { WORK_RECORD_STATUSES } from './workRecord';

export const WorkerDeviceApi = defineEntity('workforce', 'workerDevice', ['list', 'add', 'revoke']);

/** Device tokens start with this (so a log or a support mail can tell them from other secrets). */
export const WORKER_DEVICE_TOKEN_PREFIX = 'swd_';

/** GET /backend/api/v1/workforce/workerDevice/list?workerId= */
export const WorkerDeviceListQuery = Type.Object({ workerId: Id });
export type WorkerDeviceListQuery = Static<typeof WorkerDeviceListQuery>;

export const WorkerDeviceRow = Type.Object({
  id: Type.Integer(),
  workerId: Type.Integer(),
  name: Type.String(),
  /** The first characters of the token (the token itself is shown once, when added) */
  tokenPrefix: Type.String(),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
  revokedAt: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([Type.Literal('active'), Type.Literal('revoked')]),
  createdBy: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
});
export type WorkerDeviceRow = Static<typeof WorkerDeviceRow>;

export const WorkerDeviceList = Type.Object({ list: Type.Array(WorkerDeviceRow) });
export type WorkerDeviceList = Static<typeof WorkerDeviceList>;

/** POST /backend/api/v1/workforce/workerDevice/add */
export const WorkerDeviceAddBody = Type.Object(
  {
    workerId: Id,
    /** What staff call the device, e.g. "Ahmad's Android" */
    name: Type.String({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);
export type WorkerDeviceAddBody = Static<typeof WorkerDeviceAddBody>;

/** → data of add: the token, shown this once (only its hash is kept) */
export const WorkerDeviceCreated = Type.Object({ id: Type.Integer(), token: Type.String() });
export type WorkerDeviceCreated = Static<typeof WorkerDeviceCreated>;

/** PUT /backend/api/v1/workforce/workerDevice/revoke */
export const WorkerDeviceRevokeBody = Type.Object({ id: Id }, { additionalProperties: false });
export type WorkerDeviceRevokeBody = Static<typeof WorkerDeviceRevokeBody>;

// ── The worker app (/backend/api/v1/app/*, device token) ──

/** Paths of the worker app API inside its `/backend/api/v1/app` prefix. */
export const WorkerAppPath = {
  shifts: '/shifts',
  clockIn: '/clockIn',
  clockOut: '/clockOut',
  wallet: '/wallet',
  withdraw: '/withdraw',
  cancelWithdrawal: '/cancelWithdrawal',
  appeal: '/appeal',
} as const;

/** Where the phone was when it punched (WGS 84 degrees; accuracy in metres). */
export const PunchLocation = Type.Object(
  {
    lat: Type.Number({ minimum: -90, maximum: 90 }),
    lng: Type.Number({ minimum: -180, maximum: 180 }),
    accuracy: Type.Optional(Type.Number({ minimum: 0, maximum: 100000 })),
  },
  { additionalProperties: false },
);
export type PunchLocation = Static<typeof PunchLocation>;

/** POST app/clockIn and app/clockOut: which record, and where. The time is the server's. */
export const WorkerAppClockBody = Type.Object(
  { workRecordId: Id, location: PunchLocation },
  { additionalProperties: false },
);
export type WorkerAppClockBody = Static<typeof WorkerAppClockBody>;

const NullableText = Type.Union([Type.String(), Type.Null()]);
const NullableLocation = Type.Union([
  Type.Object({ lat: Type.Number(), lng: Type.Number(), accuracy: Type.Optional(Type.Number()) }),
  Type.Null(),
]);

/** One of the worker's shifts as the app shows it (no bill rate or client terms). */
export const WorkerAppShift = Type.Object({
  /** The work record's id: what clockIn / clockOut name */
  workRecordId: Type.Integer(),
  jobCode: Type.String(),
  jobTitle: Type.String(),
  siteAddress: Type.String(),
  /** The Singapore date the shift starts on (an overnight shift belongs to it) */
  shiftDate: Type.String(),
  scheduledStartAt: Type.String(),
  scheduledEndAt: Type.String(),
  breakMinutes: Type.Integer(),
  status: Type.Enum(WORK_RECORD_STATUSES),
  clockInAt: NullableText,
  clockOutAt: NullableText,
  clockInLocation: NullableLocation,
  clockOutLocation: NullableLocation,
  /** Worked minutes as paid, and the pay (cents), once clocked out; provisional until verified */
  payMinutes: Type.Integer(),
  payAmount: Type.Integer(),
});
export type WorkerAppShift = Static<typeof WorkerAppShift>;

/** GET app/shifts → data: the worker's records from yesterday to 7 days ahead, in start order */
export const WorkerAppShifts = Type.Object({ list: Type.Array(WorkerAppShift) });
export type WorkerAppShifts = Static<typeof WorkerAppShifts>;
