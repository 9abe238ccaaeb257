/**
 * Builds the client's menu tree (spec §3 "Menu entry") and userInfo (spec §3 "User info") from
 * a user's access. Only enabled directories and pages; buttons are permissions, not routes.
 */
import type { MenuEntry, UserInfo } from '@shiftdesk/shared/api';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { UserAccess } from '../../core/auth/access';
import type { AuthCache } from '../../core/auth/auth-cache';
import { ADMIN_ROLE_KEY } from '../../core/auth/access';
import type { Db } from '../../db/client';
import { sysMenu, sysRole, sysRoleMenu } from '../../db/schema';

type MenuRow = typeof sysMenu.$inferSelect;

/**
 * buildMenuList through this instance's cache (core/auth/auth-cache.ts), keyed by the roles in force
 * (the tree depends on nothing else: titles come in both languages). Dropped on every menu,
 * role or user change like the rest of the auth cache.
 */
export function cachedMenuList(db: Db, cache: AuthCache, access: UserAccess): Promise<MenuEntry[]> {
  const key = access.isAdmin ? 'admin' : access.roles.map((r) => r.id).sort((a, b) => a - b).join(',');
  const hit = cache.menus.get(key) as Promise<MenuEntry[]> | undefined;
  if (hit) return hit;
  const generation = cache.generation;
  const loading = buildMenuList(db, access);
  loading.then(
    () => {
      if (cache.generation === generation) cache.menus.set(key, loading);
    },
    () => {},
  );
  return loading;
}

export async function buildMenuList(db: Db, access: UserAccess): Promise<MenuEntry[]> {
  if (!access.isAdmin && access.roles.length === 0) return [];
  const menus = await db
    .select()
    .from(sysMenu)
    .where(and(eq(sysMenu.status, 1), ne(sysMenu.menuType, 'B')))
    .orderBy(asc(sysMenu.sort), asc(sysMenu.id));
  const byId = new Map(menus.map((m) => [m.id, m]));

  // Granted pages plus the directories above them (a role may grant a page without its folder).
  let visible: Set<number>;
  if (access.menuIds === 'all') visible = new Set(byId.keys());
  else {
    visible = new Set();
    for (const id of access.menuIds) {
      let m = byId.get(id);
      while (m && !visible.has(m.id)) {
        visible.add(m.id);
        m = m.pid ? byId.get(m.pid) : undefined;
      }
    }
  }

  // meta.roles: the role keys that grant each menu ('admin' holds all).
  const grants = visible.size
    ? await db
        .select({ menuId: sysRoleMenu.menuId, roleKey: sysRole.roleKey })
        .from(sysRoleMenu)
        .innerJoin(sysRole, eq(sysRole.id, sysRoleMenu.roleId))
        .where(and(inArray(sysRoleMenu.menuId, [...visible]), eq(sysRole.status, 1)))
    : [];
  const rolesOf = new Map<number, Set<string>>();
  for (const g of grants) {
    if (!rolesOf.has(g.menuId)) rolesOf.set(g.menuId, new Set([ADMIN_ROLE_KEY]));
    rolesOf.get(g.menuId)!.add(g.roleKey);
  }

  const entries = new Map<number, MenuEntry>();
  for (const m of menus) if (visible.has(m.id)) entries.set(m.id, toEntry(m, [...(rolesOf.get(m.id) ?? [ADMIN_ROLE_KEY])]));
  const roots: MenuEntry[] = [];
  for (const m of menus) {
    const e = entries.get(m.id);
    if (!e) continue;
    if (m.pid === 0) roots.push(e);
    else entries.get(m.pid)?.children.push(e); // a child of a disabled folder is dropped
  }
  return roots;
}

function toEntry(m: MenuRow, roles: string[]): MenuEntry {
  return {
    id: m.id,
    pid: m.pid,
    name: m.name,
    path: m.path,
    component: m.component,
    redirect: m.redirect,
    meta: {
      title: m.title,
      titleZh: m.titleZh,
      isLink: m.linkUrl,
      isHide: m.isHide,
      isKeepAlive: m.isKeepAlive,
      isAffix: m.isAffix,
      isIframe: m.isIframe,
      roles,
      icon: m.icon,
    },
    children: [],
  };
}

export function buildUserInfo(
  user: { id: number; userName: string; userNickname: string; avatar: string; lastLoginAt: Date | null },
  access: UserAccess,
): UserInfo {
  return {
    id: user.id,
    userName: user.userName,
    userNickname: user.userNickname,
    avatar: user.avatar,
    roles: access.roleKeys,
    time: (user.lastLoginAt ?? new Date()).toISOString(),
    authBtnList: access.buttonRules,
  };
}
