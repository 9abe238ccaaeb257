/** System → Users: list, get, params, add, edit, resetPwd, setStatus, delete. */
import { type Static, Type } from 'typebox';
import { PageQuery } from './envelope';
import { defineEntity } from './entity';

/** Endpoints and permission rules of System → Users. */
export const UserApi = defineEntity('system', 'user', ['list', 'get', 'add', 'edit', 'delete', 'resetPwd', 'setStatus', 'params']);

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

/** A user's own columns, in the list row and in the detail. */
const userColumns = {
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
};
const userLogin = {
  lastLoginAt: Type.Union([Type.String(), Type.Null()]),
  lastLoginIp: Type.String(),
  createdAt: Type.String(),
};

export const UserRow = Type.Object({
  ...userColumns,
  dept: Type.Union([Type.Object({ deptId: Type.Integer(), deptName: Type.String() }), Type.Null()]),
  roleInfo: Type.Array(Type.Object({ roleId: Type.Integer(), name: Type.String() })),
  postIds: Type.Array(Type.Integer()),
  postNames: Type.Array(Type.String()),
  ...userLogin,
});
export type UserRow = Static<typeof UserRow>;

const Id = (description?: string) => Type.Integer({ minimum: 1, maximum: 2147483647, ...(description ? { description } : {}) });

/** Account name: 2–64 of letters, digits and `_ . @ -`. */
export const USER_NAME_PATTERN = '^[A-Za-z0-9_.@-]{2,64}$';
/** Singapore mobile: 8 digits starting 3, 6, 8 or 9, optionally after +65 (same rule as personal.ts). */
export const USER_MOBILE_PATTERN = '^(\\+?65[ -]?)?[3689][0-9]{3}[ -]?[0-9]{4}$';
/** Password policy (checked by the server; not a schema pattern): at least 8 characters with letters and digits. */
export const PASSWORD_MIN_LENGTH = 8;

/** Fields shared by add and edit (spec §3 "User"). */
const UserFormFields = {
  userName: Type.String({ maxLength: 64, pattern: USER_NAME_PATTERN, examples: ['jtan'], description: 'account name' }),
  userNickname: Type.String({ minLength: 1, maxLength: 64 }),
  deptId: Id('department'),
  mobile: Type.String({ maxLength: 20, pattern: USER_MOBILE_PATTERN, examples: ['+65 91234567'] }),
  /** dict sys_user_type: 1 staff, 2 client contact */
  userType: Type.Integer({ minimum: 1, maximum: 99 }),
};
const Email = (extra: Record<string, unknown> = {}) =>
  Type.Union([Type.Literal(''), Type.String({ maxLength: 128, format: 'email', examples: ['jtan@example.com'] })], extra);
const Sex = (extra: Record<string, unknown> = {}) => Type.Integer({ minimum: 0, maximum: 2, description: '0 unknown, 1 male, 2 female (dict sys_user_sex)', ...extra });
const Description = (extra: Record<string, unknown> = {}) => Type.String({ maxLength: 500, ...extra });
const Status = (extra: Record<string, unknown> = {}) => Type.Integer({ minimum: 0, maximum: 1, description: '1 enabled, 0 disabled', ...extra });
const IdSet = (maxItems: number, description: string) => Type.Array(Id(), { maxItems, uniqueItems: true, description });

/**
 * POST /backend/api/v1/system/user/add. `roleIds` and `postIds` are required (an empty list
 * is allowed and means "none"): a forgotten field must not silently create a user without roles.
 */
export const UserAddBody = Type.Object(
  {
    ...UserFormFields,
    roleIds: IdSet(50, 'the roles the user holds (ids of existing roles; [] = none)'),
    postIds: IdSet(50, 'the posts the user holds (ids of existing posts; [] = none)'),
    email: Type.Optional(Email({ default: '' })),
    sex: Type.Optional(Sex({ default: 0 })),
    description: Type.Optional(Description({ default: '' })),
    status: Type.Optional(Status({ default: 1 })),
    /** At least 8 characters with letters and digits (checked by the server) */
    password: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type UserAddBody = Static<typeof UserAddBody>;

const KEEPS = 'Absent: the stored value is kept.';

/**
 * PUT /backend/api/v1/system/user/edit (the password changes only through resetPwd).
 * PATCH semantics for the optional fields: an absent field keeps the stored value (it is never
 * emptied); send `[]` / `''` to clear one.
 */
export const UserEditBody = Type.Object(
  {
    id: Id(),
    ...UserFormFields,
    roleIds: Type.Optional(IdSet(50, `the roles the user holds; [] removes all. ${KEEPS}`)),
    postIds: Type.Optional(IdSet(50, `the posts the user holds; [] removes all. ${KEEPS}`)),
    email: Type.Optional(Email({ description: `'' clears it. ${KEEPS}` })),
    sex: Type.Optional(Sex({ description: `0 unknown, 1 male, 2 female. ${KEEPS}` })),
    description: Type.Optional(Description({ description: KEEPS })),
    status: Type.Optional(Status({ description: `1 enabled, 0 disabled. ${KEEPS}` })),
  },
  { additionalProperties: false, description: `Optional fields follow PATCH semantics. ${KEEPS}` },
);
export type UserEditBody = Static<typeof UserEditBody>;

/** PUT /backend/api/v1/system/user/resetPwd */
export const UserResetPwdBody = Type.Object(
  { id: Id(), password: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type UserResetPwdBody = Static<typeof UserResetPwdBody>;

/** PUT /backend/api/v1/system/user/setStatus (also used by roles, departments, posts) */
export const SetStatusBody = Type.Object(
  { id: Id(), status: Type.Integer({ minimum: 0, maximum: 1, description: '1 enabled, 0 disabled' }) },
  { additionalProperties: false },
);
export type SetStatusBody = Static<typeof SetStatusBody>;

/** GET /backend/api/v1/system/user/get?id= → data (never password data) */
export const UserDetail = Type.Object({
  user: Type.Object({ ...userColumns, ...userLogin, updatedAt: Type.String() }),
  roleIds: Type.Array(Type.Integer()),
  postIds: Type.Array(Type.Integer()),
});
export type UserDetail = Static<typeof UserDetail>;

/** GET /backend/api/v1/system/user/params → data: the options of the user form */
export const UserParams = Type.Object({
  roles: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), roleKey: Type.String(), status: Type.Integer() })),
  posts: Type.Array(Type.Object({ id: Type.Integer(), postName: Type.String(), postCode: Type.String(), status: Type.Integer() })),
});
export type UserParams = Static<typeof UserParams>;

/** POST user/add → data */
export const CreatedId = Type.Object({ id: Type.Integer() });
export type CreatedId = Static<typeof CreatedId>;
