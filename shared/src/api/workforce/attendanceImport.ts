/**
 * Attendance from a client's sign-in sheet (issue 28): staff upload the XLSX the client sent
 * back, the server matches each row to a work record by worker and shift date and answers what
 * would change (`attendanceCheck`, nothing written); staff apply the rows they choose
 * (`attendanceApply`: each as a punch adjustment with a reason, one transaction, all or nothing).
 * The template (`attendanceTemplate`) is opened by the check's rule.
 *
 * Sheet columns (header row = these keys; case, spaces and punctuation do not matter):
 *   nric       worker's NRIC/FIN   ┐ one of the two is required (a masked NRIC, as a
 *   phone      worker's phone      ┘ timesheet prints it, is ignored: then the phone counts)
 *   workerName informational only
 *   date       the shift's Singapore date: the date the shift STARTED (YYYY-MM-DD or DD/MM/YYYY)
 *   clockIn    HH:mm
 *   clockOut   HH:mm; earlier than clockIn means the next morning
 *   remarks    optional, shown beside the row
 */
import { type Static, Type } from 'typebox';
import { defineEntity } from '../entity';
import { Id } from '../envelope';
import { Instant } from './conduct-common';
import { WORK_RECORD_STATUSES, WorkRecordNumbers } from './workRecord';

export const AttendanceImportApi = defineEntity('workforce', 'workRecord', [
  'attendanceCheck',
  'attendanceApply',
  'attendanceTemplate',
]);

/** The sheet's columns, in order (the template's header row holds these keys). */
export const ATTENDANCE_IMPORT_COLUMNS = [
  'nric',
  'phone',
  'workerName',
  'date',
  'clockIn',
  'clockOut',
  'remarks',
] as const;
export type AttendanceImportColumn = (typeof ATTENDANCE_IMPORT_COLUMNS)[number];

/** Rows per sheet (and per apply). */
export const ATTENDANCE_IMPORT_MAX_ROWS = 1000;

export const ATTENDANCE_ROW_STATUSES = ['change', 'same', 'error'] as const;
export type AttendanceRowStatus = (typeof ATTENDANCE_ROW_STATUSES)[number];

const NullableInstant = Type.Union([Type.String(), Type.Null()]);
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);

/** One problem of a row: the sheet column it is about and what is wrong, in the caller's language. */
export const AttendanceCellError = Type.Object({
  /** A column key of ATTENDANCE_IMPORT_COLUMNS */
  field: Type.String(),
  message: Type.String(),
});
export type AttendanceCellError = Static<typeof AttendanceCellError>;

/** One sheet row as checked: matched record, its punches now and after, the numbers each gives. */
export const AttendanceCheckRow = Type.Object({
  /** The sheet's row number (header = 1) */
  row: Type.Integer(),
  status: Type.Enum(ATTENDANCE_ROW_STATUSES),
  errors: Type.Array(AttendanceCellError),
  /** The matched worker (null when unknown) and the name to show (the sheet's when unknown) */
  workerId: NullableInt,
  workerName: Type.String(),
  /** The shift date as read ('' when unreadable) */
  date: Type.String(),
  /** The sheet's times as read, HH:mm ('' when unreadable) */
  sheetIn: Type.String(),
  sheetOut: Type.String(),
  remarks: Type.String(),
  /** The matched work record; null when none */
  id: NullableInt,
  version: NullableInt,
  recordStatus: Type.Union([Type.Enum(WORK_RECORD_STATUSES), Type.Null()]),
  jobCode: Type.String(),
  scheduledStartAt: NullableInstant,
  scheduledEndAt: NullableInstant,
  /** The punches stored now */
  clockInAt: NullableInstant,
  clockOutAt: NullableInstant,
  /** The punches the sheet gives (null when the row cannot be read or matched) */
  newClockInAt: NullableInstant,
  newClockOutAt: NullableInstant,
  /** The numbers stored now, and what the change would store (null unless status is change) */
  now: Type.Union([WorkRecordNumbers, Type.Null()]),
  after: Type.Union([WorkRecordNumbers, Type.Null()]),
});
export type AttendanceCheckRow = Static<typeof AttendanceCheckRow>;

/** `data` of POST /backend/api/v1/workforce/workRecord/attendanceCheck (multipart "file") */
export const AttendanceCheckResult = Type.Object({
  fileName: Type.String(),
  /** The reason apply uses unless another is given */
  reason: Type.String(),
  rows: Type.Array(AttendanceCheckRow),
  counts: Type.Object({ change: Type.Integer(), same: Type.Integer(), error: Type.Integer() }),
});
export type AttendanceCheckResult = Static<typeof AttendanceCheckResult>;

/** PUT /backend/api/v1/workforce/workRecord/attendanceApply: the chosen rows of a check */
export const AttendanceApplyBody = Type.Object(
  {
    rows: Type.Array(
      Type.Object(
        {
          id: Id,
          clockInAt: Instant(),
          clockOutAt: Instant(),
          /** The version the check answered; a record changed since answers 409 and nothing is written */
          version: Type.Integer({ minimum: 0, maximum: 2147483647 }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: ATTENDANCE_IMPORT_MAX_ROWS },
    ),
    /** Default: "Client attendance sheet <file name>" */
    reason: Type.Optional(Type.String({ maxLength: 500 })),
    /** The sheet's file name, for the default reason */
    fileName: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type AttendanceApplyBody = Static<typeof AttendanceApplyBody>;

export const AttendanceApplyResult = Type.Object({
  count: Type.Integer(),
  ids: Type.Array(Type.Integer()),
});
export type AttendanceApplyResult = Static<typeof AttendanceApplyResult>;
