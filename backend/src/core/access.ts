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
import type { Db } from '../db/client';
import { sysMenu, sysRole, sysRoleMenu, sysUserRole } from '../db/schema';
import { sgDate, sgTime, sgWeekday } from './time';

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

export async function loadUserAccess(db: Db, userId: number, now: Date = new Date()): Promise<UserAccess> {
  const allRoles = await db
    .select({ role: sysRole })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(eq(sysUserRole.userId, userId));
  const roles = allRoles.map((r) => r.role).filter((r) => isRoleEffective(r, now));
  const roleKeys = roles.map((r) => r.roleKey);
  const isAdmin = roleKeys.includes(ADMIN_ROLE_KEY);
  if (isAdmin) {
    return { roles, roleKeys, isAdmin, permissions: [WILDCARD_RULE], buttonRules: [WILDCARD_RULE], menuIds: 'all' };
  }
  if (roles.length === 0) {
    return { roles, roleKeys, isAdmin, permissions: [], buttonRules: [], menuIds: new Set() };
  }
  const menus = await db
    .selectDistinct({ id: sysMenu.id, apiRule: sysMenu.apiRule, menuType: sysMenu.menuType })
    .from(sysRoleMenu)
    .innerJoin(sysMenu, eq(sysMenu.id, sysRoleMenu.menuId))
    .where(
      and(
        inArray(
          sysRoleMenu.roleId,
          roles.map((r) => r.id),
        ),
        eq(sysMenu.status, 1),
      ),
    );
  const permissions = new Set<string>();
  const buttonRules = new Set<string>();
  for (const m of menus) {
    if (!m.apiRule) continue;
    permissions.add(m.apiRule);
    if (m.menuType === 'B') buttonRules.add(m.apiRule);
  }
  return {
    roles,
    roleKeys,
    isAdmin,
    permissions: [...permissions].sort(),
    buttonRules: [...buttonRules].sort(),
    menuIds: new Set(menus.map((m) => m.id)),
  };
}

export function holdsRule(access: UserAccess, rule: string): boolean {
  return access.permissions.includes(WILDCARD_RULE) || access.permissions.includes(rule);
}

/** The current request's access, loaded once per request. Requires an authenticated request. */
export function getAccess(req: FastifyRequest): Promise<UserAccess> {
  if (!req.user) throw new Error('getAccess() called on an unauthenticated request');
  req.accessCache ??= loadUserAccess(req.server.ctx.db, req.user.id);
  return req.accessCache;
}
