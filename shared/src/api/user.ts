/** System → Users (list now; add/edit/etc. arrive with issue 3). */
import { type Static, Type } from 'typebox';
import { PageQuery } from './envelope';

/** Columns the user list may be sorted by (anything else is a 400). */
export const UserOrderBy = Type.Enum(['id', 'userName', 'userNickname', 'createdAt', 'lastLoginAt', 'status']);
export type UserOrderBy = Static<typeof UserOrderBy>;

/** GET /backend/api/v1/system/user/list query. `dateRange[]=2026-01-01&dateRange[]=2026-01-31`. */
export const UserListQuery = Type.Object({
  ...PageQuery.properties,
  /** Matches account name, nickname or mobile (substring, case-insensitive) */
  keyWords: Type.Optional(Type.String({ maxLength: 64 })),
  /** The department and all its descendants */
  deptId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  /** 1 enabled, 0 disabled */
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  mobile: Type.Optional(Type.String({ maxLength: 32 })),
  /** Created between these Asia/Singapore dates (YYYY-MM-DD), both inclusive */
  dateRange: Type.Optional(
    Type.Array(Type.String({ format: 'date' }), { minItems: 2, maxItems: 2 }),
  ),
  orderBy: Type.Optional(UserOrderBy),
});
export type UserListQuery = Static<typeof UserListQuery>;

export const UserRow = Type.Object({
  id: Type.Integer(),
  userName: Type.String(),
  userNickname: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  /** 0 unknown, 1 male, 2 female (dict sys_user_sex) */
  sex: Type.Integer(),
  avatar: Type.String(),
  /** 1 enabled, 0 disabled */
  status: Type.Integer(),
  /** dict sys_user_type: 1 system (staff), 2 … */
  userType: Type.Integer(),
  description: Type.String(),
  deptId: Type.Union([Type.Integer(), Type.Null()]),
  dept: Type.Union([Type.Object({ deptId: Type.Integer(), deptName: Type.String() }), Type.Null()]),
  roleInfo: Type.Array(Type.Object({ roleId: Type.Integer(), name: Type.String() })),
  postIds: Type.Array(Type.Integer()),
  postNames: Type.Array(Type.String()),
  lastLoginAt: Type.Union([Type.String(), Type.Null()]),
  lastLoginIp: Type.String(),
  createdAt: Type.String(),
});
export type UserRow = Static<typeof UserRow>;
