/**
 * Workforce → Blacklist: workers barred for good. Adding one makes a permanent platform ban
 * (flagged `blacklist`) and moves the worker to `blacklisted` (worker machine `blacklist`);
 * nothing lifts it. The list is the blacklisted workers with who blacklisted them, when, why.
 */
import { type Static, Type } from 'typebox';
import { defineEntity } from '../entity';
import { PageQuery } from '../envelope';
import { Id, Text } from '../finance/common';
import { NullableInt, NullableString, WorkerRef } from './conduct-common';

export const BlacklistApi = defineEntity('workforce', 'blacklist', ['list', 'add']);

export const BlacklistOrderBy = Type.Enum(['id', 'workerName', 'blacklistedAt']);

/** GET /backend/api/v1/workforce/blacklist/list */
export const BlacklistListQuery = Type.Object({
  ...PageQuery.properties,
  /** Contains, over the worker's name */
  workerName: Type.Optional(Type.String({ maxLength: 100 })),
  reason: Type.Optional(Type.String({ maxLength: 100 })),
  orderBy: Type.Optional(BlacklistOrderBy),
});
export type BlacklistListQuery = Static<typeof BlacklistListQuery>;

/** POST /backend/api/v1/workforce/blacklist/add */
export const BlacklistAddBody = Type.Object(
  { workerId: Id, reason: Text(500, { minLength: 1 }) },
  { additionalProperties: false },
);
export type BlacklistAddBody = Static<typeof BlacklistAddBody>;

/** One blacklisted worker (`id` is its ban record). */
export const BlacklistRow = Type.Object({
  id: Type.Integer(),
  ...WorkerRef,
  workerPhone: Type.String(),
  reason: Type.String(),
  blacklistedAt: Type.String(),
  blacklistedBy: NullableInt,
  blacklistedByName: NullableString,
});
export type BlacklistRow = Static<typeof BlacklistRow>;
