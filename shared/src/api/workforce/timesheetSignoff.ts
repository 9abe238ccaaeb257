/**
 * The client's sign-off of a timesheet (DOMAIN.md "Timesheet"; issue 29): the public page the
 * mailed single-use link opens (`/backend/api/v1/pub/timesheet/signoff`), what changed since the
 * last version sent, and the dispute comments on the whole sheet or on single rows. The client has
 * no account: the token is the only credential, so what it shows is what the client may see —
 * masked NRICs, billed hours and amounts, never pay or internal notes.
 */
import { type Static, Type } from 'typebox';
import { Id } from '../envelope';
import { Text } from '../finance/common';

export const TimesheetSignoffPaths = {
  get: '/timesheet/signoff',
  approve: '/timesheet/signoff/approve',
  dispute: '/timesheet/signoff/dispute',
} as const;

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);

/** A row's values as the client was sent them (minutes and cents). */
export const TimesheetSentValues = Type.Object({
  clockInAt: NullableString,
  clockOutAt: NullableString,
  breakMinutes: NullableInt,
  billMinutes: NullableInt,
  otMinutes: NullableInt,
  phMinutes: NullableInt,
  billAmount: NullableInt,
});
export type TimesheetSentValues = Static<typeof TimesheetSentValues>;

export const TimesheetRowChange = Type.Object({
  workRecordId: Type.Integer(),
  workerName: Type.String(),
  shiftDate: Type.String(),
  /** null: the row is new in this version */
  before: Type.Union([TimesheetSentValues, Type.Null()]),
  /** null: the row left the timesheet */
  after: Type.Union([TimesheetSentValues, Type.Null()]),
});
export type TimesheetRowChange = Static<typeof TimesheetRowChange>;

/** What differs between the version sent last and the one before it. */
export const TimesheetChanges = Type.Object({
  added: Type.Array(TimesheetRowChange),
  removed: Type.Array(TimesheetRowChange),
  changed: Type.Array(TimesheetRowChange),
});
export type TimesheetChanges = Static<typeof TimesheetChanges>;

export const TimesheetComment = Type.Object({
  id: Type.Integer(),
  /** null: on the whole timesheet */
  workRecordId: NullableInt,
  version: Type.Integer(),
  comment: Type.String(),
  author: Type.String(),
  fromClient: Type.Boolean(),
  createdAt: Type.String(),
});
export type TimesheetComment = Static<typeof TimesheetComment>;

/** The link's token: 32 random bytes, base64url. */
export const SignoffToken = Type.String({
  minLength: 43,
  maxLength: 43,
  pattern: '^[A-Za-z0-9_-]{43}$',
  examples: ['q3Jx0Qm1y8l2Yx4c6dWc0Hn9mB7t5Zp2Kf4Vr8Tw1sE'],
});

export const TimesheetSignoffQuery = Type.Object({ token: SignoffToken }, { additionalProperties: false });
export type TimesheetSignoffQuery = Static<typeof TimesheetSignoffQuery>;

export const TimesheetSignoffRow = Type.Object({
  workRecordId: Type.Integer(),
  workerName: Type.String(),
  /** `S****567A`: the unmasked number never leaves the office */
  nricMasked: Type.String(),
  shiftDate: Type.String(),
  clockInAt: NullableString,
  clockOutAt: NullableString,
  breakMinutes: Type.Integer(),
  billMinutes: Type.Integer(),
  otMinutes: Type.Integer(),
  phMinutes: Type.Integer(),
  billAmount: Type.Integer(),
});
export type TimesheetSignoffRow = Static<typeof TimesheetSignoffRow>;

export const TimesheetSignoffView = Type.Object({
  number: Type.String(),
  clientName: Type.String(),
  deptName: Type.String(),
  period: Type.String(),
  periodFrom: Type.String(),
  periodTo: Type.String(),
  status: Type.String(),
  version: Type.Integer(),
  deadlineAt: NullableString,
  totals: Type.Object({
    recordCount: Type.Integer(),
    billMinutes: Type.Integer(),
    billNormalMinutes: Type.Integer(),
    billOtMinutes: Type.Integer(),
    phMinutes: Type.Integer(),
    billAmount: Type.Integer(),
  }),
  rows: Type.Array(TimesheetSignoffRow),
  lastChanges: Type.Union([TimesheetChanges, Type.Null()]),
  comments: Type.Array(TimesheetComment),
});
export type TimesheetSignoffView = Static<typeof TimesheetSignoffView>;

export const TimesheetSignoffApproveBody = Type.Object(
  {
    token: SignoffToken,
    signerName: Text(100, { minLength: 1 }),
    /** The drawn signature: a PNG data URL (≤ 500 KB decoded) */
    signature: Type.String({
      maxLength: 700000,
      pattern: '^data:image/png;base64,[A-Za-z0-9+/]+={0,2}$',
      examples: [
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      ],
    }),
  },
  { additionalProperties: false },
);
export type TimesheetSignoffApproveBody = Static<typeof TimesheetSignoffApproveBody>;

export const TimesheetSignoffDisputeBody = Type.Object(
  {
    token: SignoffToken,
    signerName: Text(100, { minLength: 1 }),
    comment: Text(1000, { minLength: 1 }),
    rows: Type.Optional(
      Type.Array(
        Type.Object({ workRecordId: Id, comment: Text(1000, { minLength: 1 }) }, { additionalProperties: false }),
        { maxItems: 200 },
      ),
    ),
  },
  { additionalProperties: false },
);
export type TimesheetSignoffDisputeBody = Static<typeof TimesheetSignoffDisputeBody>;

export const TimesheetSignoffResult = Type.Object({ status: Type.String(), number: Type.String() });
export type TimesheetSignoffResult = Static<typeof TimesheetSignoffResult>;
