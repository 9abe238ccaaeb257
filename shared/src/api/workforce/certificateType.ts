/**
 * Workforce → Certificate types (Food Hygiene, WSQ Security, First Aid…): what a worker may hold,
 * whether it expires (then reminders go out before its expiry) and whether a job that requires
 * it is closed to a worker without a verified, unexpired one (`blocksEligibility`).
 */
import { type Static, Type } from 'typebox';
import { defineEntity, defineReference } from '../entity';
import { Id, PageQuery } from '../envelope';
import { MASTER_STATUSES, Text } from '../finance/common';

export const CertificateTypeApi = defineEntity('workforce', 'certificateType', ['list', 'get', 'add', 'edit', 'delete']);

export const CERTIFICATE_TYPE_STATUSES = MASTER_STATUSES;
/** Days before expiry on which staff are reminded, when a type gives none. */
export const DEFAULT_REMINDER_DAYS = [30, 7, 0] as const;

export const CertificateTypeOrderBy = Type.Enum(['id', 'name', 'status', 'createdAt']);

/** GET /backend/api/v1/workforce/certificateType/list */
export const CertificateTypeListQuery = Type.Object({
  ...PageQuery.properties,
  name: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.Enum(CERTIFICATE_TYPE_STATUSES)),
  expires: Type.Optional(Type.Boolean()),
  /** Only these types (`ids=1&ids=2` or `ids[]=1`): how reference cells name the ids of a page */
  ids: Type.Optional(Type.Array(Id, { maxItems: 500 })),
  orderBy: Type.Optional(CertificateTypeOrderBy),
});
export type CertificateTypeListQuery = Static<typeof CertificateTypeListQuery>;

const CertificateTypeFormFields = {
  /** Unique */
  name: Text(100, { minLength: 1 }),
  description: Type.Optional(Text(1000)),
  /** Certificates of this type carry an expiry date */
  expires: Type.Boolean(),
  /** Jobs requiring the type are closed to workers without a verified, unexpired one */
  blocksEligibility: Type.Boolean(),
  /** Days before expiry to remind staff (distinct, 0 = the day itself); default 30, 7, 0 */
  reminderDays: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 365 }), { maxItems: 5 })),
  status: Type.Optional(Type.Enum(CERTIFICATE_TYPE_STATUSES, { default: 'active' })),
};

/** POST /backend/api/v1/workforce/certificateType/add */
export const CertificateTypeAddBody = Type.Object(CertificateTypeFormFields, { additionalProperties: false });
export type CertificateTypeAddBody = Static<typeof CertificateTypeAddBody>;

/** PUT /backend/api/v1/workforce/certificateType/edit */
export const CertificateTypeEditBody = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2147483647 }), ...CertificateTypeFormFields },
  { additionalProperties: false },
);
export type CertificateTypeEditBody = Static<typeof CertificateTypeEditBody>;

export const CertificateTypeRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  expires: Type.Boolean(),
  blocksEligibility: Type.Boolean(),
  /** Descending (30, 7, 0) */
  reminderDays: Type.Array(Type.Integer()),
  status: Type.Enum(CERTIFICATE_TYPE_STATUSES),
  /** Certificates of this type on record */
  certificateCount: Type.Integer(),
  createdBy: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type CertificateTypeRow = Static<typeof CertificateTypeRow>;

/**
 * Certificate types as other records name them (a position's required types): inactive ones
 * stay named where already required but are not offered.
 */
export const CertificateTypeRef = defineReference<CertificateTypeRow>(CertificateTypeApi, {
  label: (r) => r.name,
  pickable: (r) => r.status === 'active',
  idsParam: 'ids',
});
