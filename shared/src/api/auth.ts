/** Captcha, login, session and menu shapes (spec §3 "User info", "Menu entry"; §7). */
import { type Static, Type } from 'typebox';

/**
 * GET /backend/api/v1/pub/captcha/get → data. `img` is a `data:image/svg+xml;base64,…` URL.
 * With CAPTCHA=off the server checks no code: `captchaEnabled` is false, `key` and `img` are
 * empty, and the login form leaves the code field out.
 */
export const CaptchaResult = Type.Object({
  captchaEnabled: Type.Boolean({ description: 'false when the server checks no code (CAPTCHA=off)' }),
  key: Type.String({ description: 'send back as verifyKey' }),
  img: Type.String({ description: 'data:image/svg+xml;base64,…' }),
});
export type CaptchaResult = Static<typeof CaptchaResult>;

/** POST /backend/api/v1/system/login body. The captcha answer is case-insensitive. */
export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  verifyCode: Type.String({ maxLength: 16, default: '' }),
  verifyKey: Type.String({ maxLength: 64, default: '' }),
}, { additionalProperties: false });
export type LoginBody = Static<typeof LoginBody>;

/** The logged-in user as the client keeps it (spec §3). */
export const UserInfo = Type.Object({
  id: Type.Integer(),
  userName: Type.String(),
  userNickname: Type.String(),
  /** Relative URL under /backend/ (e.g. `upload/avatar/1.png`) or '' */
  avatar: Type.String(),
  /** Role keys, e.g. ['admin'] or ['common'] */
  roles: Type.Array(Type.String()),
  /** Last login time (ISO-8601 UTC), or now on first login */
  time: Type.String(),
  /** Button permission strings (the API rules of button menus); the wildcard ['*\/*\/*'] for admin */
  authBtnList: Type.Array(Type.String()),
});
export type UserInfo = Static<typeof UserInfo>;

export const MenuMeta = Type.Object({
  /** English title */
  title: Type.String(),
  /** Simplified Chinese title */
  titleZh: Type.String(),
  /** External URL of a link menu, or '' */
  isLink: Type.String(),
  isHide: Type.Boolean(),
  isKeepAlive: Type.Boolean(),
  isAffix: Type.Boolean(),
  isIframe: Type.Boolean(),
  /** Role keys allowed to see the route (the client filters visibility by it) */
  roles: Type.Array(Type.String()),
  /** @ant-design/icons component name, e.g. 'UserOutlined' (or '') */
  icon: Type.String(),
});
export type MenuMeta = Static<typeof MenuMeta>;

/**
 * One menu entry of the tree. The JSON schema is kept non-recursive (children are validated
 * loosely) so OpenAPI stays simple; the TS type below is fully recursive.
 */
export const MenuEntrySchema = Type.Object({
  id: Type.Integer(),
  pid: Type.Integer({ description: 'parent menu id, 0 for top level' }),
  name: Type.String({ description: 'route name' }),
  path: Type.String({ description: 'route path without the /admin base, e.g. /system/user' }),
  /** '<remote>/<folder>/index' (federated page) or 'layout/routerView/parent' (directory) */
  component: Type.String(),
  redirect: Type.String(),
  meta: MenuMeta,
  children: Type.Array(Type.Unknown(), { description: 'MenuEntry[] (same shape, recursive)' }),
});
export type MenuEntry = Omit<Static<typeof MenuEntrySchema>, 'children'> & { children: MenuEntry[] };

/** POST /backend/api/v1/system/login → data */
export const LoginResult = Type.Object({
  token: Type.String({ description: 'bearer token; 12 h, renewed by refreshToken' }),
  userInfo: UserInfo,
  menuList: Type.Array(MenuEntrySchema),
  /** API rules the user holds; the wildcard ['*\/*\/*'] for admin */
  permissions: Type.Array(Type.String()),
});
export type LoginResult = Omit<Static<typeof LoginResult>, 'menuList'> & { menuList: MenuEntry[] };

/** GET /backend/api/v1/system/user/getUserMenus → data */
export const UserMenusResult = Type.Object({
  menuList: Type.Array(MenuEntrySchema),
  permissions: Type.Array(Type.String()),
  userInfo: UserInfo,
});
export type UserMenusResult = Omit<Static<typeof UserMenusResult>, 'menuList'> & { menuList: MenuEntry[] };

/** GET /backend/api/v1/system/personal/refreshToken → data */
export const RefreshTokenResult = Type.Object({
  token: Type.String(),
  userInfo: UserInfo,
});
export type RefreshTokenResult = Static<typeof RefreshTokenResult>;
