/**
 * Roles: list (with user counts), get (+ menu ids, custom-scope department ids), add, edit,
 * setStatus, delete. A role grants nothing while disabled or outside its effective time
 * (core/auth/access.ts). Changing a role's menus, status, effective time or data scope emits
 * `permissionsChanged` for the users holding it. The built-in `admin` role cannot be deleted,
 * disabled or time-limited, and the key `admin` is reserved.
 */
import crypto from 'node:crypto';
import {
  CreatedId,
  IdQuery,
  IdsBody,
  RoleAddBody,
  RoleDetail,
  RoleEditBody,
  RoleListQuery,
  RoleRow,
  SetStatusBody,
} from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ADMIN_ROLE_KEY } from '../../core/auth/access';
import { DataScope } from '../../core/lists/data-scope';
import { assertIdsExist, assertNotReferenced, getAllOr404, getOr404, uniqueOr409 } from '../../core/data/crud';
import { registerListRoute } from '../../core/routes/crud-routes';
import { ok } from '../../core/base/envelope';
import { defineList, filter } from '../../core/lists/list-query';
import { heldByLiveUser } from './live-users';
import { ConflictError, ValidationError } from '../../core/base/errors';
import { type MessageKey, t } from '../../core/base/i18n';
import type { Db } from '../../db/client';
import { sysDept, sysMenu, sysRole, sysRoleDept, sysRoleMenu, sysUser, sysUserRole } from '../../db/schema';
import { dropAuthCacheOnMutation } from '../../core/auth/auth-cache';
import { NoData, routeOptions } from '../../core/routes/route-options';
import { permissionsChanged } from '../../core/base/events';

type RoleRowDb = typeof sysRole.$inferSelect;
type RoleForm = RoleEditBody | RoleAddBody;

const list = defineList<RoleListQuery, NonNullable<RoleListQuery['orderBy']>>({
  table: sysRole,
  filters: { name: filter.contains(sysRole.name), status: filter.exact(sysRole.status) },
  sort: { id: sysRole.id, name: sysRole.name, listOrder: sysRole.listOrder, createdAt: sysRole.createdAt, status: sysRole.status },
  defaultSort: 'listOrder',
  tieBreak: sysRole.id,
});

/** Live users holding the role, as a subquery correlated to the outer `sys_role` row (qualified by hand:
 * drizzle may render an unqualified "id", which the subquery would resolve to sys_user.id). */
const userCount = sql<number>`(select count(*)::int from sys_user_role ur join sys_user u on u.id = ur.user_id where ur.role_id = "sys_role"."id" and u.deleted_at is null)`;

function invalid(lang: FastifyRequest['lang'], field: string, key: MessageKey, params?: Record<string, string | number>) {
  return new ValidationError([{ field: `body.${field}`, message: t(lang, key, params) }], t(lang, key, params));
}

/** Ids of the live users holding any of these roles. */
export async function usersOfRoles(db: Db, roleIds: number[]): Promise<number[]> {
  if (!roleIds.length) return [];
  const rows = await db
    .selectDistinct({ id: sysUserRole.userId })
    .from(sysUserRole)
    .innerJoin(sysUser, eq(sysUser.id, sysUserRole.userId))
    .where(and(inArray(sysUserRole.roleId, roleIds), isNull(sysUser.deletedAt)));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

function roleOut(r: RoleRowDb) {
  return {
    id: r.id,
    name: r.name,
    roleKey: r.roleKey,
    listOrder: r.listOrder,
    status: r.status,
    remark: r.remark,
    pid: r.pid,
    dataScope: r.dataScope,
    effectiveType: r.effectiveType,
    dateFrom: r.dateFrom,
    dateTo: r.dateTo,
    weekDays: r.weekDays ?? [],
    timeFrom: r.timeFrom,
    timeTo: r.timeTo,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Validates a role form beyond its schema and returns the column values. */
async function roleValues(req: FastifyRequest, b: RoleForm, selfId?: number) {
  const db = req.server.ctx.db;
  const lang = req.lang;
  if (!b.name.trim()) throw invalid(lang, 'name', 'role.nameRequired');
  const effectiveType = b.effectiveType ?? 'none';
  let dateFrom: string | null = null;
  let dateTo: string | null = null;
  let weekDays: number[] | null = null;
  let timeFrom: string | null = null;
  let timeTo: string | null = null;
  if (effectiveType === 'date_range') {
    dateFrom = b.dateFrom ?? null;
    dateTo = b.dateTo ?? null;
    if (dateFrom && dateTo && dateFrom > dateTo) throw invalid(lang, 'dateTo', 'role.dateRange');
  } else if (effectiveType === 'weekly') {
    weekDays = [...new Set(b.weekDays ?? [])].sort((x, y) => x - y);
    if (!weekDays.length) throw invalid(lang, 'weekDays', 'role.weekDaysRequired');
    timeFrom = b.timeFrom ?? null;
    timeTo = b.timeTo ?? null;
    if (!timeFrom || !timeTo) throw invalid(lang, timeFrom ? 'timeTo' : 'timeFrom', 'role.timeRequired');
    if (timeFrom === timeTo) throw invalid(lang, 'timeTo', 'role.timeEqual');
  }
  const pid = b.pid ?? 0;
  if (pid) {
    const roles = await db.select({ id: sysRole.id, pid: sysRole.pid }).from(sysRole);
    const byId = new Map(roles.map((r) => [r.id, r.pid]));
    if (!byId.has(pid)) throw invalid(lang, 'pid', 'role.parentNotFound');
    // Walk up from the new parent: meeting the role itself means a cycle.
    for (let p: number | undefined = pid, hops = 0; p && hops <= roles.length; p = byId.get(p), hops++) {
      if (p === selfId) throw invalid(lang, 'pid', 'role.parentInvalid');
    }
  }
  const menuIds = [...new Set(b.menuIds ?? [])];
  await assertIdsExist(db, lang, 'menuIds', menuIds, sysMenu, 'role.unknownMenus');
  const dataScope = b.dataScope ?? DataScope.OWN_DEPT;
  // Checked whatever the scope: an unknown id is a mistake even when the scope then ignores the list.
  await assertIdsExist(db, lang, 'deptIds', b.deptIds, { table: sysDept, where: isNull(sysDept.deletedAt) }, 'role.unknownDepts');
  const deptIds = dataScope === DataScope.CUSTOM ? [...new Set(b.deptIds ?? [])] : [];
  return {
    columns: {
      name: b.name.trim(),
      listOrder: b.listOrder ?? 0,
      status: b.status ?? 1,
      remark: b.remark ?? '',
      pid,
      dataScope,
      effectiveType,
      dateFrom,
      dateTo,
      weekDays,
      timeFrom,
      timeTo,
    },
    menuIds: menuIds.sort((x, y) => x - y),
    deptIds: deptIds.sort((x, y) => x - y),
  };
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

export const roleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Any role write may change who holds what (menus, status, effective time, key, data scope).
  dropAuthCacheOnMutation(app);
  const fieldMessages = { 'body.name': ['role.nameRequired'] } as const satisfies Record<string, [MessageKey]>;

  registerListRoute(app, {
    path: '/role/list',
    rule: 'api/v1/system/role/list',
    summary: 'Roles (paged, with user counts)',
    query: RoleListQuery,
    row: RoleRow,
    list: (db, q) =>
      list.run(db, q, db.select({ role: sysRole, userCount }).from(sysRole).$dynamic(), {
        map: (r) => ({ ...roleOut(r.role), userCount: Number(r.userCount) }),
      }),
  });

  app.get(
    '/role/get',
    routeOptions('api/v1/system/role/get', 'A role with its menu ids and custom-scope department ids', { query: IdQuery, reply: RoleDetail }),
    async (req) => {
      const db = app.ctx.db;
      const role = await getOr404(db, sysRole, req.query.id, 'role.notFound');
      const [menus, depts] = await Promise.all([
        db.select({ id: sysRoleMenu.menuId }).from(sysRoleMenu).where(eq(sysRoleMenu.roleId, role.id)),
        db.select({ id: sysRoleDept.deptId }).from(sysRoleDept).where(eq(sysRoleDept.roleId, role.id)),
      ]);
      return ok({
        role: roleOut(role),
        menuIds: menus.map((m) => m.id).sort((a, b) => a - b),
        deptIds: depts.map((d) => d.id).sort((a, b) => a - b),
      });
    },
  );

  app.post(
    '/role/add',
    routeOptions({ rule: 'api/v1/system/role/add', fieldMessages }, 'Add a role', { body: RoleAddBody, reply: CreatedId }),
    async (req) => {
      const db = app.ctx.db;
      const b = req.body;
      const v = await roleValues(req, b);
      const roleKey = b.roleKey ?? `role_${crypto.randomBytes(5).toString('hex')}`;
      if (roleKey.toLowerCase() === ADMIN_ROLE_KEY) throw new ConflictError('role.keyReserved');
      const taken = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleKey, roleKey));
      if (taken.length) throw new ConflictError('role.keyTaken', { key: roleKey });
      const id = await uniqueOr409(
        () =>
          db.transaction(async (tx) => {
            const [row] = await tx.insert(sysRole).values({ ...v.columns, roleKey }).returning({ id: sysRole.id });
            if (v.menuIds.length) await tx.insert(sysRoleMenu).values(v.menuIds.map((menuId) => ({ roleId: row.id, menuId })));
            if (v.deptIds.length) await tx.insert(sysRoleDept).values(v.deptIds.map((deptId) => ({ roleId: row.id, deptId })));
            return row.id;
          }),
        'role.keyTaken',
        { key: roleKey },
      );
      return ok({ id }, t(req.lang, 'common.saved'));
    },
  );

  app.put(
    '/role/edit',
    routeOptions({ rule: 'api/v1/system/role/edit', fieldMessages }, 'Edit a role (name, order, status, remark, parent, effective time, data scope, menus)', { body: RoleEditBody, reply: NoData }),
    async (req) => {
      const db = app.ctx.db;
      const b = req.body;
      const before = await getOr404(db, sysRole, b.id, 'role.notFound');
      const v = await roleValues(req, b, b.id);
      if (before.roleKey === ADMIN_ROLE_KEY && (v.columns.status !== 1 || v.columns.effectiveType !== 'none')) {
        throw new ConflictError('role.builtinAdmin');
      }
      const [oldMenus, oldDepts] = await Promise.all([
        db.select({ id: sysRoleMenu.menuId }).from(sysRoleMenu).where(eq(sysRoleMenu.roleId, b.id)),
        db.select({ id: sysRoleDept.deptId }).from(sysRoleDept).where(eq(sysRoleDept.roleId, b.id)),
      ]);
      await db.transaction(async (tx) => {
        await tx.update(sysRole).set({ ...v.columns, updatedAt: new Date() }).where(eq(sysRole.id, b.id));
        await tx.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, b.id));
        if (v.menuIds.length) await tx.insert(sysRoleMenu).values(v.menuIds.map((menuId) => ({ roleId: b.id, menuId })));
        await tx.delete(sysRoleDept).where(eq(sysRoleDept.roleId, b.id));
        if (v.deptIds.length) await tx.insert(sysRoleDept).values(v.deptIds.map((deptId) => ({ roleId: b.id, deptId })));
      });
      const c = v.columns;
      const changed =
        !sameIds(oldMenus.map((m) => m.id).sort((x, y) => x - y), v.menuIds) ||
        !sameIds(oldDepts.map((d) => d.id).sort((x, y) => x - y), v.deptIds) ||
        c.status !== before.status ||
        c.dataScope !== before.dataScope ||
        c.effectiveType !== before.effectiveType ||
        c.dateFrom !== before.dateFrom ||
        c.dateTo !== before.dateTo ||
        (c.weekDays ?? []).join(',') !== (before.weekDays ?? []).join(',') ||
        c.timeFrom !== before.timeFrom ||
        c.timeTo !== before.timeTo;
      if (changed) {
        permissionsChanged(app.ctx.events, await usersOfRoles(db, [b.id]));
      }
      return ok(null, t(req.lang, 'common.saved'));
    },
  );

  app.put(
    '/role/setStatus',
    routeOptions('api/v1/system/role/setStatus', 'Enable or disable a role', { body: SetStatusBody, reply: NoData }),
    async (req) => {
      const db = app.ctx.db;
      const b = req.body;
      const role = await getOr404(db, sysRole, b.id, 'role.notFound');
      if (role.roleKey === ADMIN_ROLE_KEY && b.status !== 1) throw new ConflictError('role.builtinAdmin');
      if (role.status !== b.status) {
        await db.update(sysRole).set({ status: b.status, updatedAt: new Date() }).where(eq(sysRole.id, b.id));
        permissionsChanged(app.ctx.events, await usersOfRoles(db, [b.id]));
      }
      return ok(null, t(req.lang, 'common.saved'));
    },
  );

  app.delete(
    '/role/delete',
    routeOptions('api/v1/system/role/delete', 'Delete roles (refused while users hold them)', { body: IdsBody, reply: NoData }),
    async (req) => {
      const db = app.ctx.db;
      const ids = [...new Set(req.body.ids)];
      const roles = await getAllOr404(db, sysRole, ids, 'role.notFound');
      if (roles.some((r) => r.roleKey === ADMIN_ROLE_KEY)) throw new ConflictError('role.builtinAdmin');
      const names = new Map(roles.map((r) => [r.id, r.name]));
      await assertNotReferenced(db, ids, [{ column: sysUserRole.roleId, where: heldByLiveUser(sysUserRole.userId), message: 'role.inUse' }], (id) => names.get(id) ?? '');
      await db.transaction(async (tx) => {
        await tx.delete(sysRoleMenu).where(inArray(sysRoleMenu.roleId, ids));
        await tx.delete(sysRoleDept).where(inArray(sysRoleDept.roleId, ids));
        // Only soft-deleted users can still hold them.
        await tx.delete(sysUserRole).where(inArray(sysUserRole.roleId, ids));
        await tx.update(sysRole).set({ pid: 0 }).where(inArray(sysRole.pid, ids));
        await tx.delete(sysRole).where(inArray(sysRole.id, ids));
      });
      return ok(null, t(req.lang, 'common.deleted'));
    },
  );
};
