/**
 * The public job board (`/backend/api/v1/pub/website/jobs…`, no login; issue 33): the published
 * public shifts still to start, as a job seeker may see them. A row carries the job's own pay rate
 * per hour (never a person's pay), the area by postal district (never the client's address or
 * name) and what a worker needs to be eligible; nothing about the people on the shift.
 */
import { type Static, Type } from 'typebox';
import { PageQuery, PageResult } from '../envelope';
import { IsoDate } from '../finance/common';
import { PersonFields, RESIDENCIES } from './common';

export const PublicJobPaths = {
  list: '/website/jobs',
  get: '/website/job',
  apply: '/website/apply',
} as const;

/** A job's public code (`J-…`), its address on the board. */
const JobCode = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' });

export const PublicJobListQuery = Type.Object(
  {
    pageNum: PageQuery.properties.pageNum,
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
    /** Contains over the title and the position's name */
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
    /** Shifts on or after this Singapore date */
    dateFrom: Type.Optional(IsoDate()),
    /** Shifts on or before this Singapore date */
    dateTo: Type.Optional(IsoDate()),
    /** A Singapore postal district, 1–28 */
    district: Type.Optional(Type.Integer({ minimum: 1, maximum: 28 })),
    positionId: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type PublicJobListQuery = Static<typeof PublicJobListQuery>;

export const PublicJobGetQuery = Type.Object({ code: JobCode }, { additionalProperties: false });
export type PublicJobGetQuery = Static<typeof PublicJobGetQuery>;

const Nullable = <T extends ReturnType<typeof Type.Integer> | ReturnType<typeof Type.String>>(t: T) =>
  Type.Union([t, Type.Null()]);

export const PublicJobRow = Type.Object({
  code: Type.String(),
  title: Type.String(),
  positionId: Type.Integer(),
  positionName: Type.String(),
  /** The postal district of the site (null: the site has no valid postal code) */
  district: Nullable(Type.Integer()),
  /** URA's general locations of that district */
  area: Nullable(Type.String()),
  shiftDate: Type.String(),
  startAt: Type.String(),
  endAt: Type.String(),
  breakMinutes: Type.Integer(),
  breakPaid: Type.Boolean(),
  /** The job's pay rate, cents per hour */
  payRate: Type.Integer(),
  /** Places still open */
  openings: Type.Integer(),
  minimumAge: Nullable(Type.Integer()),
  /** Residencies accepted; empty = any */
  residencies: Type.Array(Type.Enum(RESIDENCIES)),
  /** The certificates a worker must hold, by name */
  certificates: Type.Array(Type.String()),
});
export type PublicJobRow = Static<typeof PublicJobRow>;

export const PublicJobPage = PageResult(PublicJobRow);
export type PublicJobPage = Static<typeof PublicJobPage>;

export const PublicJobDetail = Type.Object({
  ...PublicJobRow.properties,
  description: Type.String(),
  dressCode: Type.String(),
});
export type PublicJobDetail = Static<typeof PublicJobDetail>;

/**
 * POST /backend/api/v1/pub/website/apply: the website's sign-up, without login. It becomes an
 * applicant (source `website`) the back office screens. The NRIC / FIN is checked by its
 * checksum and the person like a worker's; consent to the privacy notice is required; the
 * captcha is checked when the server has one (GET pub/captcha/get). Five attempts a minute
 * from one address; the sixth is refused (429).
 */
export const PublicApplyBody = Type.Object(
  {
    name: PersonFields.name,
    nric: PersonFields.nric,
    dateOfBirth: PersonFields.dateOfBirth,
    gender: PersonFields.gender,
    nationality: PersonFields.nationality,
    residency: PersonFields.residency,
    prStartDate: PersonFields.prStartDate,
    passType: PersonFields.passType,
    passExpiry: PersonFields.passExpiry,
    phone: PersonFields.phone,
    email: Type.Optional(PersonFields.email),
    /** The job of interest, by its public code (optional: a general sign-up) */
    jobCode: Type.Optional(Type.Union([JobCode, Type.Literal('')])),
    /** Must be true: the applicant accepts the privacy notice */
    consent: Type.Boolean(),
    captchaKey: Type.Optional(Type.String({ maxLength: 64 })),
    captchaCode: Type.Optional(Type.String({ maxLength: 16 })),
    /** The language of the SMS the applicant gets */
    lang: Type.Optional(Type.Enum(['en', 'zh-CN'])),
  },
  { additionalProperties: false },
);
export type PublicApplyBody = Static<typeof PublicApplyBody>;

/**
 * `received`: a new sign-up. `alreadyKnown`: a sign-up with this NRIC or phone is already
 * waiting for screening, or the person already works with us; nothing new is kept. Both are
 * answered 200 with a kind message in `message`, the same for either case (a stranger learns
 * nothing about whose number it is).
 */
export const PUBLIC_APPLY_RESULTS = ['received', 'alreadyKnown'] as const;
export const PublicApplyResult = Type.Object({ result: Type.Enum(PUBLIC_APPLY_RESULTS) });
export type PublicApplyResult = Static<typeof PublicApplyResult>;
