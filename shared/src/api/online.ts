/** System → Online users (sessions). Never carries a token or token hash. */
import { type Static, Type } from 'typebox';
import { PageQuery } from './envelope';
import { defineEntity } from './entity';

export const OnlineApi = defineEntity('system', 'online', ['list', 'forceLogout']);

export const SessionId = Type.String({
  minLength: 36,
  maxLength: 36,
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
});

export const OnlineOrderBy = Type.Enum(['lastSeenAt', 'createdAt', 'userName', 'ip']);
export const OnlineListQuery = Type.Object(
  {
    ...PageQuery.properties,
    orderBy: Type.Optional(OnlineOrderBy),
    userName: Type.Optional(Type.String({ maxLength: 64 })),
    ip: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type OnlineListQuery = Static<typeof OnlineListQuery>;

export const OnlineRow = Type.Object({
  sessionId: Type.String(),
  userId: Type.Integer(),
  userName: Type.String(),
  userNickname: Type.String(),
  deptName: Type.String(),
  ip: Type.String(),
  location: Type.String(),
  browser: Type.String(),
  os: Type.String(),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  /** The caller's own session */
  current: Type.Boolean(),
});
export type OnlineRow = Static<typeof OnlineRow>;

/** PUT online/forceLogout body: session ids */
export const ForceLogoutBody = Type.Object(
  { ids: Type.Array(SessionId, { minItems: 1, maxItems: 1000, uniqueItems: true }) },
  { additionalProperties: false },
);
export type ForceLogoutBody = Static<typeof ForceLogoutBody>;
export const ForceLogoutResult = Type.Object({
  revoked: Type.Integer(),
  /** true when the caller's own session was among them (its next request answers 401) */
  self: Type.Boolean(),
});
