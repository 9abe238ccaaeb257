/**
 * What a user may do: the roles that are in force right now, the API rules they grant, and
 * the menus they show. One function (`loadUserAccess`) so login, getUserMenus, the permission
 * guard and data scopes all agree.
 *
 * A role grants nothing when it is disabled or outside its effective time (Asia/Singapore):
 * - 'none': always;
 * - 'date_range': date_from ≤ today ≤ date_to (either bound may be open);
 * - 'weekly': today's ISO weekday is in week_days and time_from ≤ now < time_to
 *   (a window whose end is before its start crosses midnight).
 * The role key 'admin' holds the wildcard rule.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthCache } from './auth-cache';
import { sysMenu, sysRole, sysRoleMenu, sysUserRole } from '../../db/schema';
import { sgDate, sgTime, sgWeekday } from '../base/time';

export const WILDCARD_RULE = '*/*/*';
export const ADMIN_ROLE_KEY = 'admin';

export type RoleRow = typeof sysRole.$inferSelect;

export interface UserAccess {
  /** Roles in force now */
  roles: RoleRow[];
  roleKeys: string[];
  isAdmin: boolean;
  /** API rules held (['*' + '/*' + '/*'] for admin) */
  permissions: string[];
  /** API rules of button menus held (['*' + '/*' + '/*'] for admin) */
  buttonRules: string[];
  /** Ids of enabled menus granted by the roles in force ('all' for admin) */
  menuIds: Set<number> | 'all';
}

export function isRoleEffective(role: RoleRow, now: Date = new Date()): boolean {
  if (role.status !== 1) return false;
  switch (role.effectiveType) {
    case 'none':
      return true;
    case 'date_range': {
      const today = sgDate(now);
      if (role.dateFrom && today < role.dateFrom) return false;
      if (role.dateTo && today > role.dateTo) return false;
      return true;
    }
    case 'weekly': {
      const days = role.weekDays ?? [];
      if (!days.includes(sgWeekday(now))) return false;
      const from = role.timeFrom ?? '00:00';
      const to = role.timeTo ?? '24:00';
      const t = sgTime(now);
      return from <= to ? t >= from && t < to : t >= from || t < to;
    }
    default:
      // Unknown kinds grant nothing rather than everything.
      return false;
  }
}

/** A user's roles (all of them, in force or not) and the enabled menus each grants: what access is computed from. */
export interface AccessRows {
  roles: RoleRow[];
  /** Enabled menus granted, by role id */
  menusByRole: Map<number, Array<{ id: number; apiRule: string | null; menuType: string }>>;
  /** Computed access per set of roles in force (the rows do not change, so neither does this) */
  computed: Map<string, UserAccess>;
}

export async function loadAccessRows(db: Db, userId: number): Promise<AccessRows> {
  const allRoles = await db
    .select({ role: sysRole })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(eq(sysUserRole.userId, userId));
  const roles = allRoles.map((r) => r.role);
  const menusByRole: AccessRows['menusByRole'] = new Map();
  // Menus of roles that can ever be in force (enabled ones); the admin role needs none.
  const roleIds = roles.filter((r) => r.status === 1 && r.roleKey !== ADMIN_ROLE_KEY).map((r) => r.id);
  if (roleIds.length) {
    const menus = await db
      .select({ roleId: sysRoleMenu.roleId, id: sysMenu.id, apiRule: sysMenu.apiRule, menuType: sysMenu.menuType })
      .from(sysRoleMenu)
      .innerJoin(sysMenu, eq(sysMenu.id, sysRoleMenu.menuId))
      .where(and(inArray(sysRoleMenu.roleId, roleIds), eq(sysMenu.status, 1)));
    for (const m of menus) {
      let list = menusByRole.get(m.roleId);
      if (!list) {
        list = [];
        menusByRole.set(m.roleId, list);
      }
      list.push({ id: m.id, apiRule: m.apiRule, menuType: m.menuType });
    }
  }
  return { roles, menusByRole, computed: new Map() };
}

/** The access these rows give at `now` (roles outside their effective time grant nothing). */
export function accessAt(rows: AccessRows, now: Date = new Date()): UserAccess {
  const roles = rows.roles.filter((r) => isRoleEffective(r, now));
  const key = roles.map((r) => r.id).join(',');
  const known = rows.computed.get(key);
  if (known) return known;
  const access = computeAccess(rows, roles);
  rows.computed.set(key, access);
  return access;
}

function computeAccess(rows: AccessRows, roles: RoleRow[]): UserAccess {
  const roleKeys = roles.map((r) => r.roleKey);
  const isAdmin = roleKeys.includes(ADMIN_ROLE_KEY);
  if (isAdmin) {
    return { roles, roleKeys, isAdmin, permissions: [WILDCARD_RULE], buttonRules: [WILDCARD_RULE], menuIds: 'all' };
  }
  if (roles.length === 0) {
    return { roles, roleKeys, isAdmin, permissions: [], buttonRules: [], menuIds: new Set() };
  }
  const permissions = new Set<string>();
  const buttonRules = new Set<string>();
  const menuIds = new Set<number>();
  for (const r of roles) {
    for (const m of rows.menusByRole.get(r.id) ?? []) {
      menuIds.add(m.id);
      if (!m.apiRule) continue;
      permissions.add(m.apiRule);
      if (m.menuType === 'B') buttonRules.add(m.apiRule);
    }
  }
  return {
    roles,
    roleKeys,
    isAdmin,
    permissions: [...permissions].sort(),
    buttonRules: [...buttonRules].sort(),
    menuIds,
  };
}

/** A user's access now, straight from the database. */
export async function loadUserAccess(db: Db, userId: number, now: Date = new Date()): Promise<UserAccess> {
  return accessAt(await loadAccessRows(db, userId), now);
}

/**
 * A user's access now, from this instance's cache of their role and menu rows when it has them
 * (core/auth/auth-cache.ts). Which roles are in force is still decided at `now` on every call.
 */
export async function cachedUserAccess(db: Db, cache: AuthCache, userId: number, now: Date = new Date()): Promise<UserAccess> {
  let rows = cache.access.get(userId) as Promise<AccessRows> | undefined;
  if (!rows) {
    const generation = cache.generation;
    const loading = loadAccessRows(db, userId);
    rows = loading;
    // Stored only once loaded, and only if nothing was invalidated meanwhile (the rows may predate it).
    loading.then(
      () => {
        if (cache.generation === generation) cache.access.set(userId, loading);
      },
      () => {},
    );
  }
  return accessAt(await rows, now);
}

export function holdsRule(access: UserAccess, rule: string): boolean {
  return access.permissions.includes(WILDCARD_RULE) || access.permissions.includes(rule);
}

/** The current request's access, loaded once per request. Requires an authenticated request. */
export function getAccess(req: FastifyRequest): Promise<UserAccess> {
  if (!req.user) throw new Error('getAccess() called on an unauthenticated request');
  const { db, authCache } = req.server.ctx;
  req.accessCache ??= cachedUserAccess(db, authCache, req.user.id);
  return req.accessCache;
}
