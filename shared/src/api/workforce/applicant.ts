/**
 * Workforce → Applicants (DOMAIN.md "Workers": the sign-up). `submitted → screening → approved
 * (creates the worker, linking it) | rejected | withdrawn`, through the `applicant` machine
 * (PUT /workforce/applicant/<action>). The NRIC is answered masked like a worker's.
 */
import { type Static, Type } from 'typebox';
import { defineEntity } from '../entity';
import { IdsBody, PageQuery } from '../envelope';
import { Text } from '../finance/common';
import { ENGAGEMENT_TYPES, PersonFields, PersonRowFields, RESIDENCIES } from './common';

export const ApplicantApi = defineEntity('workforce', 'applicant', [
  'list',
  'get',
  'add',
  'edit',
  'delete',
  'screen',
  'approve',
  'reject',
]);

export const APPLICANT_STATUSES = ['submitted', 'screening', 'approved', 'rejected', 'withdrawn'] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];
export const APPLICANT_SOURCES = ['website', 'staff', 'referral', 'walk_in'] as const;
export type ApplicantSource = (typeof APPLICANT_SOURCES)[number];

export const ApplicantOrderBy = Type.Enum(['id', 'name', 'status', 'source', 'createdAt']);

/** GET /backend/api/v1/workforce/applicant/list */
export const ApplicantListQuery = Type.Object({
  ...PageQuery.properties,
  /** Contains over name and phone */
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.Enum(APPLICANT_STATUSES)),
  source: Type.Optional(Type.Enum(APPLICANT_SOURCES)),
  residency: Type.Optional(Type.Enum(RESIDENCIES)),
  /** Only sign-ups whose NRIC or phone already belongs to a worker */
  duplicate: Type.Optional(Type.Boolean()),
  /** The applicant that became this worker */
  workerId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  orderBy: Type.Optional(ApplicantOrderBy),
});
export type ApplicantListQuery = Static<typeof ApplicantListQuery>;

const ApplicantFormFields = {
  ...PersonFields,
  engagementType: Type.Optional(Type.Enum(ENGAGEMENT_TYPES)),
  source: Type.Optional(Type.Enum(APPLICANT_SOURCES)),
  remark: Type.Optional(Text(500)),
};

/** POST /backend/api/v1/workforce/applicant/add (the website's sign-up; staff may add too) */
export const ApplicantAddBody = Type.Object(ApplicantFormFields, { additionalProperties: false });
export type ApplicantAddBody = Static<typeof ApplicantAddBody>;

/** PUT /backend/api/v1/workforce/applicant/edit (submitted / screening only; absent fields keep) */
export const ApplicantEditBody = Type.Object(
  {
    id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    ...Type.Partial(Type.Object(ApplicantFormFields)).properties,
  },
  { additionalProperties: false },
);
export type ApplicantEditBody = Static<typeof ApplicantEditBody>;

export const ApplicantRow = Type.Object({
  ...PersonRowFields,
  source: Type.Enum(APPLICANT_SOURCES),
  status: Type.Enum(APPLICANT_STATUSES),
  reason: Type.String(),
  remark: Type.String(),
  /** The worker this sign-up became (approved) */
  workerId: Type.Union([Type.Integer(), Type.Null()]),
  workerName: Type.Union([Type.String(), Type.Null()]),
  /** The public job the website's sign-up named ('' for none) */
  jobCode: Type.String(),
  /** When the applicant accepted the privacy notice (website sign-ups) */
  consentAt: Type.Union([Type.String(), Type.Null()]),
  /** A worker that already has this NRIC or phone (approve would be refused) */
  duplicateWorkerId: Type.Union([Type.Integer(), Type.Null()]),
  decidedBy: Type.Union([Type.Integer(), Type.Null()]),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
  deptId: Type.Union([Type.Integer(), Type.Null()]),
  createdBy: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type ApplicantRow = Static<typeof ApplicantRow>;

/** DELETE /backend/api/v1/workforce/applicant/delete (rejected / withdrawn only) */
export const ApplicantDeleteBody = IdsBody;
