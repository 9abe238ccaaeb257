/** System → Roles: list (with user counts), get, add, edit, setStatus, delete. */
import { type Static, Type } from 'typebox';
import { defineEntity } from './entity';
import { PageQuery } from './envelope';

export const RoleApi = defineEntity('system', 'role', ['list', 'get', 'add', 'edit', 'delete', 'setStatus']);

const Id = (description?: string) => Type.Integer({ minimum: 1, maximum: 2147483647, ...(description ? { description } : {}) });

/** Columns the role list may be sorted by. */
export const RoleOrderBy = Type.Enum(['id', 'name', 'listOrder', 'createdAt', 'status']);

/** GET /backend/api/v1/system/role/list */
export const RoleListQuery = Type.Object({
  ...PageQuery.properties,
  /** Role name contains (case-insensitive) */
  name: Type.Optional(Type.String({ maxLength: 64 })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  orderBy: Type.Optional(RoleOrderBy),
});
export type RoleListQuery = Static<typeof RoleListQuery>;

/** 'HH:mm' (00:00–23:59; an end of 24:00 means midnight). */
export const HHMM_PATTERN = '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$';

/** Effective time: none / date_range (dateFrom..dateTo, inclusive, Asia/Singapore) / weekly (weekDays + time window). */
export const RoleEffectiveType = Type.Enum(['none', 'date_range', 'weekly']);

/** Data scope: 1 all · 2 custom departments (deptIds) · 3 own department · 4 department and below · 5 self only. */
export const RoleDataScope = Type.Integer({ minimum: 1, maximum: 5 });

const RoleFormFields = {
  name: Type.String({ minLength: 1, maxLength: 64 }),
  listOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, default: 1 })),
  remark: Type.Optional(Type.String({ maxLength: 500, default: '' })),
  /** Parent role (organisational only; 0 = none) */
  pid: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, default: 0 })),
  effectiveType: Type.Optional({ ...RoleEffectiveType, default: 'none' }),
  /** date_range: first day (YYYY-MM-DD, Asia/Singapore); null = open */
  dateFrom: Type.Optional(Type.Union([Type.String({ format: 'date', maxLength: 10 }), Type.Null()])),
  dateTo: Type.Optional(Type.Union([Type.String({ format: 'date', maxLength: 10 }), Type.Null()])),
  /** weekly: ISO weekdays 1 (Mon) … 7 (Sun) */
  weekDays: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { maxItems: 7, uniqueItems: true, default: [] }),
  ),
  /** weekly: window start/end 'HH:mm'; an end before the start crosses midnight */
  timeFrom: Type.Optional(Type.Union([Type.String({ pattern: HHMM_PATTERN, maxLength: 5, examples: ['09:00'] }), Type.Null()])),
  timeTo: Type.Optional(Type.Union([Type.String({ pattern: HHMM_PATTERN, maxLength: 5, examples: ['18:00'] }), Type.Null()])),
  dataScope: Type.Optional({ ...RoleDataScope, default: 3 }),
  /** Departments of a custom (2) data scope */
  deptIds: Type.Optional(Type.Array(Id(), { maxItems: 1000, uniqueItems: true, default: [] })),
  /** Menu permissions (directories, pages and buttons) */
  menuIds: Type.Optional(Type.Array(Id(), { maxItems: 5000, uniqueItems: true, default: [] })),
};

/** POST /backend/api/v1/system/role/add */
export const RoleAddBody = Type.Object(
  {
    ...RoleFormFields,
    /** Stable key the client sees (userInfo.roles); generated when omitted; 'admin' is reserved; cannot change later */
    roleKey: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$', examples: ['scheduler'] })),
  },
  { additionalProperties: false },
);
export type RoleAddBody = Static<typeof RoleAddBody>;

/** PUT /backend/api/v1/system/role/edit */
export const RoleEditBody = Type.Object({ id: Id(), ...RoleFormFields }, { additionalProperties: false });
export type RoleEditBody = Static<typeof RoleEditBody>;

const RoleFields = {
  id: Type.Integer(),
  name: Type.String(),
  roleKey: Type.String(),
  listOrder: Type.Integer(),
  status: Type.Integer(),
  remark: Type.String(),
  pid: Type.Integer(),
  dataScope: Type.Integer(),
  effectiveType: Type.String(),
  dateFrom: Type.Union([Type.String(), Type.Null()]),
  dateTo: Type.Union([Type.String(), Type.Null()]),
  weekDays: Type.Array(Type.Integer()),
  timeFrom: Type.Union([Type.String(), Type.Null()]),
  timeTo: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
};

export const RoleRow = Type.Object({ ...RoleFields, userCount: Type.Integer({ description: 'users holding the role' }) });
export type RoleRow = Static<typeof RoleRow>;

/** GET /backend/api/v1/system/role/get?id= → data */
export const RoleDetail = Type.Object({
  role: Type.Object(RoleFields),
  menuIds: Type.Array(Type.Integer()),
  deptIds: Type.Array(Type.Integer()),
});
export type RoleDetail = Static<typeof RoleDetail>;

/**
 * A node of the role form's menu tree (GET role/menuTree): only what the checkboxes draw, so
 * a role editor needs neither the menu rules nor sees the menus' settings.
 */
export const RoleMenuNodeSchema = Type.Object({
  id: Type.Integer(),
  pid: Type.Integer(),
  /** D directory · M menu (page) · B button */
  menuType: Type.String(),
  title: Type.String(),
  titleZh: Type.String(),
  children: Type.Array(Type.Unknown(), { description: 'RoleMenuNode[] (recursive)' }),
});
export type RoleMenuNode = Omit<Static<typeof RoleMenuNodeSchema>, 'children'> & { children: RoleMenuNode[] };

/** GET /backend/api/v1/system/role/menuTree → data: every menu (directories, pages, buttons) */
export const RoleMenuTreeResult = Type.Object({ list: Type.Array(RoleMenuNodeSchema) });
export type RoleMenuTreeResult = { list: RoleMenuNode[] };

/** Role-form trees: open to holders of role/add or role/edit (no menu or department rules needed). */
export const ROLE_FORM_TREE_URLS = {
  menuTree: '/api/v1/system/role/menuTree',
  deptTree: '/api/v1/system/role/deptTree',
} as const;
