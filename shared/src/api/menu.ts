/** System → Menus (spec §3 "Menu form", §7 menu/* calls). */
import { type Static, Type } from 'typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** 'D' directory, 'M' menu (page), 'B' button */
export const MenuType = Type.Union([Type.Literal('D'), Type.Literal('M'), Type.Literal('B')]);
export type MenuType = Static<typeof MenuType>;

/** An API rule (also the button permission string): `api/v1/<module>/<entity>/<action>` or '' */
export const API_RULE_PATTERN = '^(|\\*/\\*/\\*|api/v1/[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+){1,4})$';

/**
 * The menu form (POST menu/add; PUT menu/update adds `id`). Required per type (spec §5):
 * every type needs a menu name (`title`) and a type; directories and menus a route name and
 * route path; menus a component; menus and buttons an API rule. The API rule is also the
 * "permission identifier" (ARCHITECTURE §4: one string for both).
 */
const menuFormFields = {
  /** Parent menu id; 0 = top level */
  pid: Type.Integer({ minimum: 0, maximum: 2147483647 }),
  menuType: MenuType,
  /** Route name (unique among directories and menus); optional for buttons */
  name: Type.Optional(Type.String({ maxLength: 100, pattern: '^[A-Za-z0-9_:.-]*$' })),
  /** Menu name (English) */
  title: Type.String({ maxLength: 100 }),
  /** Menu name (Simplified Chinese) */
  titleZh: Type.Optional(Type.String({ maxLength: 100 })),
  /** @ant-design/icons component name */
  icon: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' })),
  /** Route path, e.g. /system/user */
  path: Type.Optional(Type.String({ maxLength: 255, pattern: '^(/[A-Za-z0-9_:./-]*)?$' })),
  /** Component path, e.g. system/user/index */
  component: Type.Optional(Type.String({ maxLength: 255, pattern: '^[A-Za-z0-9_./-]*$' })),
  /** API endpoint rule = permission identifier */
  apiRule: Type.Optional(Type.String({ maxLength: 255, pattern: API_RULE_PATTERN })),
  redirect: Type.Optional(Type.String({ maxLength: 255, pattern: '^(/[A-Za-z0-9_:./-]*)?$' })),
  /** Link address (external link or embedded page) */
  linkUrl: Type.Optional(Type.String({ maxLength: 500, pattern: '^(https?://[^\\s<>"]+)?$' })),
  /** External link (opens linkUrl) */
  isLink: Type.Optional(Type.Boolean()),
  isHide: Type.Optional(Type.Boolean()),
  /** Page cache */
  isKeepAlive: Type.Optional(Type.Boolean()),
  /** Fixed tag */
  isAffix: Type.Optional(Type.Boolean()),
  /** Embedded (iframe) */
  isIframe: Type.Optional(Type.Boolean()),
  sort: Type.Optional(Type.Integer({ minimum: -1000000, maximum: 1000000 })),
  /** 1 enabled, 0 disabled */
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  remark: Type.Optional(Type.String({ maxLength: 500 })),
  /** Role ids granted this menu (replaces the menu's grants when given) */
  roles: Type.Optional(Type.Array(Id, { maxItems: 1000, uniqueItems: true })),
};

export const MenuAddBody = Type.Object(menuFormFields, { additionalProperties: false });
export type MenuAddBody = Static<typeof MenuAddBody>;
export const MenuUpdateBody = Type.Object({ id: Id, ...menuFormFields }, { additionalProperties: false });
export type MenuUpdateBody = Static<typeof MenuUpdateBody>;

/** GET menu/list query */
export const MenuListQuery = Type.Object(
  {
    title: Type.Optional(Type.String({ maxLength: 100 })),
    component: Type.Optional(Type.String({ maxLength: 255 })),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  },
  { additionalProperties: false },
);
export type MenuListQuery = Static<typeof MenuListQuery>;

export const MenuRowSchema = Type.Object({
  id: Type.Integer(),
  pid: Type.Integer(),
  menuType: Type.String(),
  name: Type.String(),
  title: Type.String(),
  titleZh: Type.String(),
  icon: Type.String(),
  path: Type.String(),
  component: Type.String(),
  redirect: Type.String(),
  apiRule: Type.String(),
  linkUrl: Type.String(),
  isLink: Type.Boolean(),
  isHide: Type.Boolean(),
  isKeepAlive: Type.Boolean(),
  isAffix: Type.Boolean(),
  isIframe: Type.Boolean(),
  sort: Type.Integer(),
  status: Type.Integer(),
  remark: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type MenuRow = Static<typeof MenuRowSchema>;

export const MenuTreeNodeSchema = Type.Object({
  ...MenuRowSchema.properties,
  children: Type.Array(Type.Unknown(), { description: 'MenuTreeNode[] (recursive)' }),
});
export type MenuTreeNode = MenuRow & { children: MenuTreeNode[] };

/** GET menu/list → data: the whole tree including buttons */
export const MenuListResult = Type.Object({ list: Type.Array(MenuTreeNodeSchema) });
export type MenuListResult = { list: MenuTreeNode[] };

/** GET menu/get → data: the menu and the ids of roles granted it */
export const MenuGetResult = Type.Object({ ...MenuRowSchema.properties, roles: Type.Array(Type.Integer()) });
export type MenuGetResult = Static<typeof MenuGetResult>;

export const MenuParentNodeSchema = Type.Object({
  id: Type.Integer(),
  pid: Type.Integer(),
  menuType: Type.String(),
  title: Type.String(),
  titleZh: Type.String(),
  children: Type.Array(Type.Unknown(), { description: 'MenuParentNode[] (recursive)' }),
});
export type MenuParentNode = Omit<Static<typeof MenuParentNodeSchema>, 'children'> & { children: MenuParentNode[] };

/** GET menu/getParams → data: roles and the parent tree (directories and menus) for the form */
export const MenuParamsResult = Type.Object({
  roles: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), roleKey: Type.String(), status: Type.Integer() })),
  menus: Type.Array(MenuParentNodeSchema),
});
export type MenuParamsResult = Omit<Static<typeof MenuParamsResult>, 'menus'> & { menus: MenuParentNode[] };

/** POST menu/add → data */
export const MenuIdResult = Type.Object({ id: Type.Integer() });
