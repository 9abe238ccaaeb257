/**
 * Workforce → a worker's ban records (DOMAIN.md "Workers", spec staff tab "Ban records"): a ban
 * over the whole platform, one client or one contract department, for a period or for good.
 * States `active → expired | lifted` (machine `banRecord`): staff lift with a reason, the daily
 * sweep expires. An active platform ban moves the worker to `banned`; its end moves it back.
 * The automatic no-show ban and the blacklist create their bans here too (created by the system
 * / flagged `blacklist`). A ban never touches pay.
 */
import { type Static, Type } from 'typebox';
import { defineEntity } from '../entity';
import { PageQuery } from '../envelope';
import { Id, IsoDate, Text } from '../finance/common';
import { NullableInt, NullableString, WorkerRef } from './conduct-common';

export const BanRecordApi = defineEntity('workforce', 'banRecord', ['list', 'get', 'add', 'lift']);

export const BAN_SCOPES = ['platform', 'client', 'department'] as const;
export type BanScope = (typeof BAN_SCOPES)[number];
export const BAN_STATUSES = ['active', 'expired', 'lifted'] as const;

export const BanRecordOrderBy = Type.Enum(['id', 'startsAt', 'endsAt', 'status', 'workerName']);

/** GET /backend/api/v1/workforce/banRecord/list */
export const BanRecordListQuery = Type.Object({
  ...PageQuery.properties,
  workerId: Type.Optional(Id),
  scope: Type.Optional(Type.Enum(BAN_SCOPES)),
  status: Type.Optional(Type.Enum(BAN_STATUSES)),
  clientId: Type.Optional(Id),
  orderBy: Type.Optional(BanRecordOrderBy),
});
export type BanRecordListQuery = Static<typeof BanRecordListQuery>;

/**
 * POST /backend/api/v1/workforce/banRecord/add: a manual ban from today (or an earlier day) to
 * `endsOn` inclusive, or permanent without it. A client ban names the client, a department ban
 * the contract department.
 */
export const BanRecordAddBody = Type.Object(
  {
    workerId: Id,
    scope: Type.Enum(BAN_SCOPES),
    clientId: Type.Optional(Id),
    contractDeptId: Type.Optional(Id),
    reason: Text(500, { minLength: 1 }),
    startsOn: Type.Optional(IsoDate({ description: 'First day (Singapore); default today, never later' })),
    endsOn: Type.Optional(IsoDate({ description: 'Last day (inclusive); absent = permanent' })),
  },
  { additionalProperties: false },
);
export type BanRecordAddBody = Static<typeof BanRecordAddBody>;

export const BanRecordRow = Type.Object({
  id: Type.Integer(),
  ...WorkerRef,
  scope: Type.Enum(BAN_SCOPES),
  clientId: NullableInt,
  clientName: NullableString,
  contractDeptId: NullableInt,
  contractDeptName: NullableString,
  reason: Type.String(),
  /** Set by the blacklist: permanent, cannot be lifted. */
  blacklist: Type.Boolean(),
  /** Made by the automatic no-show rule (created by the system). */
  automatic: Type.Boolean(),
  startsAt: Type.String(),
  /** Null = permanent */
  endsAt: NullableString,
  status: Type.Enum(BAN_STATUSES),
  createdBy: NullableInt,
  createdByName: NullableString,
  liftedBy: NullableInt,
  liftedAt: NullableString,
  liftReason: Type.String(),
  createdAt: Type.String(),
});
export type BanRecordRow = Static<typeof BanRecordRow>;
