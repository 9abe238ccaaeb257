/** Field shapes the workforce entities share (person fields of workers and applicants). */
import { Type } from 'typebox';
import { Email, IsoDate, Text } from '../finance/common';

export const RESIDENCIES = ['citizen', 'pr', 'foreigner'] as const;
export type Residency = (typeof RESIDENCIES)[number];
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const ENGAGEMENT_TYPES = ['employee', 'contractor'] as const;
export type EngagementType = (typeof ENGAGEMENT_TYPES)[number];
/** MOM work passes a foreign worker may hold. */
export const PASS_TYPES = ['ep', 'spass', 'wp', 'dp', 'ltvp', 'student', 'other'] as const;
export type PassType = (typeof PASS_TYPES)[number];

/** Same text as shared/src/rules/nric.ts NRIC_PATTERN (the checksum runs on the server). */
export const WORKER_NRIC_PATTERN = '^[STFGMstfgm]\\d{7}[A-Za-z]$';
/** A Singapore phone as typed: `+65` optional, spaces and dashes allowed (normalised server-side). */
export const TypedPhone = Type.String({ minLength: 8, maxLength: 16, examples: ['+6591234567'] });
export const Nric = Type.String({ maxLength: 9, minLength: 9, pattern: WORKER_NRIC_PATTERN, examples: ['S1234567D'] });
export const NullableDate = (description?: string) => Type.Union([IsoDate({ description }), Type.Null()]);
export const NullableText = (max: number) => Type.Union([Text(max), Type.Null()]);

/** The person fields a sign-up and a worker share (the golden path's step 6 names). */
export const PersonFields = {
  name: Text(100, { minLength: 1 }),
  nric: Nric,
  dateOfBirth: IsoDate(),
  gender: Type.Enum(GENDERS),
  nationality: Text(60, { minLength: 1 }),
  residency: Type.Enum(RESIDENCIES),
  /** Required when residency is `pr` */
  prStartDate: Type.Optional(NullableDate('PR since')),
  /** Required when residency is `foreigner` */
  passType: Type.Optional(Type.Union([Type.Enum(PASS_TYPES), Type.Null()])),
  /** Required when residency is `foreigner` */
  passExpiry: Type.Optional(NullableDate('Pass expires on')),
  phone: TypedPhone,
  email: Type.Union([Email, Type.Literal('')]),
};
