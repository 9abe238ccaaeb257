/**
 * Menus (spec §3 "Menu form", §7): list (whole tree incl. buttons), getParams, add, get,
 * update, delete — at the spec's exact paths. A change of a menu's API rule or status, of its
 * role grants, or its deletion emits `permissionsChanged` for the users of the roles holding it.
 */
import {
  IdQuery,
  IdsBody,
  MenuAddBody,
  MenuGetResult,
  MenuIdResult,
  MenuListQuery,
  MenuListResult,
  MenuParamsResult,
  MenuUpdateBody,
  type FieldError,
  type MenuParentNode,
  type MenuRow,
  type MenuTreeNode,
} from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../core/base/envelope';
import { type Taken, assertIdsExist, getOr404, takenError, uniqueOr409 } from '../../core/data/crud';
import { ConflictError, NotFoundError, ValidationError } from '../../core/base/errors';
import { type Lang, type MessageKey, t } from '../../core/base/i18n';
import type { Db } from '../../db/client';
import { sysMenu, sysRole, sysRoleMenu, sysUserRole } from '../../db/schema';
import { dropAuthCacheOnMutation } from '../../core/auth/auth-cache';
import { NoData, routeOptions } from '../../core/routes/route-options';
import { nestRows } from '../../core/base/tree';
import { permissionsChanged } from '../../core/base/events';

type Row = typeof sysMenu.$inferSelect;
type Form = MenuAddBody;

export function toMenuRow(m: Row): MenuRow {
  return {
    id: m.id,
    pid: m.pid,
    menuType: m.menuType,
    name: m.name,
    title: m.title,
    titleZh: m.titleZh,
    icon: m.icon,
    path: m.path,
    component: m.component,
    redirect: m.redirect,
    apiRule: m.apiRule,
    linkUrl: m.linkUrl,
    isLink: m.linkUrl !== '' && !m.isIframe,
    isHide: m.isHide,
    isKeepAlive: m.isKeepAlive,
    isAffix: m.isAffix,
    isIframe: m.isIframe,
    sort: m.sort,
    status: m.status,
    remark: m.remark,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

/** Users holding any of these menus through a role (for permissionsChanged). */
export async function usersOfMenus(db: Db, menuIds: number[], extraRoleIds: number[] = []): Promise<number[]> {
  if (menuIds.length === 0 && extraRoleIds.length === 0) return [];
  const roleRows = menuIds.length
    ? await db.selectDistinct({ roleId: sysRoleMenu.roleId }).from(sysRoleMenu).where(inArray(sysRoleMenu.menuId, menuIds))
    : [];
  const roleIds = [...new Set([...roleRows.map((r) => r.roleId), ...extraRoleIds])];
  if (roleIds.length === 0) return [];
  const users = await db
    .selectDistinct({ userId: sysUserRole.userId })
    .from(sysUserRole)
    .where(inArray(sysUserRole.roleId, roleIds));
  return users.map((u) => u.userId).sort((a, b) => a - b);
}

/** Per-type required fields (spec §5), as localised field errors. */
function checkForm(req: FastifyRequest, f: Form) {
  const errors: FieldError[] = [];
  const need = (cond: boolean, field: string, key: MessageKey) => {
    if (!cond) errors.push({ field: `body.${field}`, message: t(req.lang, key) });
  };
  need(f.title.trim() !== '', 'title', 'menu.titleRequired');
  if (f.menuType !== 'B') {
    need(!!f.name?.trim(), 'name', 'menu.nameRequired');
    need(!!f.path?.trim(), 'path', 'menu.pathRequired');
  }
  if (f.menuType === 'M') {
    need(!!f.component?.trim() || !!f.linkUrl, 'component', 'menu.componentRequired');
    need(!!f.apiRule?.trim(), 'apiRule', 'menu.apiRuleRequired');
  }
  if (f.menuType === 'B') need(!!f.apiRule?.trim(), 'apiRule', 'menu.apiRuleRequired');
  if (f.isLink || f.isIframe) need(!!f.linkUrl, 'linkUrl', 'menu.linkRequired');
  if (errors.length) throw new ValidationError(errors, errors[0].message);
}

function values(f: Form) {
  const external = !!(f.isLink || f.isIframe);
  return {
    pid: f.pid,
    menuType: f.menuType,
    // Buttons need no route name: a unique key is generated (the unique index skips buttons anyway).
    name: f.name?.trim() || `btn_${crypto.randomBytes(6).toString('hex')}`,
    title: f.title.trim(),
    titleZh: f.titleZh?.trim() ?? '',
    icon: f.icon ?? '',
    path: f.menuType === 'B' ? '' : (f.path ?? ''),
    component: f.menuType === 'B' ? '' : (f.component ?? (f.menuType === 'D' ? 'layout/routerView/parent' : '')),
    redirect: f.redirect ?? '',
    apiRule: f.apiRule ?? '',
    linkUrl: external ? (f.linkUrl ?? '') : '',
    isHide: f.isHide ?? false,
    isKeepAlive: f.isKeepAlive ?? false,
    isAffix: f.isAffix ?? false,
    isIframe: f.isIframe ?? false,
    sort: f.sort ?? 0,
    status: f.status ?? 1,
    remark: f.remark ?? '',
  };
}

export const menuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Any menu write may change permissions and every user's menu tree.
  dropAuthCacheOnMutation(app);
  const db = () => app.ctx.db;

  async function checkParent(pid: number, selfId?: number) {
    if (pid === 0) return;
    const all = await db().select({ id: sysMenu.id, pid: sysMenu.pid, menuType: sysMenu.menuType }).from(sysMenu);
    const byId = new Map(all.map((m) => [m.id, m]));
    const parent = byId.get(pid);
    if (!parent) throw new ValidationError([{ field: 'body.pid', message: 'parent menu not found' }], 'menu.parentNotFound');
    if (parent.menuType === 'B') throw new ConflictError('menu.parentIsButton');
    if (selfId !== undefined) {
      // Walk up from the new parent: meeting the menu itself means a cycle.
      let cur: typeof parent | undefined = parent;
      const seen = new Set<number>();
      while (cur && !seen.has(cur.id)) {
        if (cur.id === selfId) throw new ConflictError('menu.parentCycle');
        seen.add(cur.id);
        cur = cur.pid ? byId.get(cur.pid) : undefined;
      }
    }
  }

  const nameTaken = (f: Form): Taken => ({ message: 'menu.nameTaken', params: { name: f.name?.trim() ?? '' } });

  async function checkName(f: Form, selfId?: number) {
    if (f.menuType === 'B' || !f.name) return;
    const rows = await db()
      .select({ id: sysMenu.id })
      .from(sysMenu)
      .where(and(eq(sysMenu.name, f.name.trim()), ne(sysMenu.menuType, 'B')));
    if (rows.some((r) => r.id !== selfId)) throw takenError(nameTaken(f));
  }

  async function checkRoles(lang: Lang, roleIds: number[] | undefined) {
    await assertIdsExist(db(), lang, 'roles', roleIds, sysRole, 'menu.roleNotFound');
  }

  app.get(
    '/menu/list',
    routeOptions('api/v1/system/menu/list', 'Menu tree (directories, menus and buttons); filters keep matches and their ancestors', { query: MenuListQuery, reply: MenuListResult }),
    async (req) => {
      const q = req.query;
      const rows = await db().select().from(sysMenu).orderBy(asc(sysMenu.sort), asc(sysMenu.id));
      const byId = new Map(rows.map((r) => [r.id, r]));
      const title = q.title?.trim().toLowerCase();
      const component = q.component?.trim().toLowerCase();
      const filtered = !!title || !!component || q.status !== undefined;
      let keep: Set<number> | undefined;
      if (filtered) {
        keep = new Set();
        for (const r of rows) {
          const match =
            (!title || r.title.toLowerCase().includes(title) || r.titleZh.toLowerCase().includes(title)) &&
            (!component || r.component.toLowerCase().includes(component)) &&
            (q.status === undefined || r.status === q.status);
          if (!match) continue;
          let cur: Row | undefined = r;
          while (cur && !keep.has(cur.id)) {
            keep.add(cur.id);
            cur = cur.pid ? byId.get(cur.pid) : undefined;
          }
        }
      }
      // A match keeps its ancestors (above); an orphan (its parent was deleted) stays visible at the top.
      const kept = keep;
      const shown = kept ? rows.filter((r) => kept.has(r.id)) : rows;
      return ok({ list: nestRows(shown, (r) => r.pid, (r): MenuTreeNode => ({ ...toMenuRow(r), children: [] })) });
    },
  );

  app.get(
    '/menu/getParams',
    routeOptions('api/v1/system/menu/getParams', 'Menu form options: roles and the parent menu tree (directories and menus)', { reply: MenuParamsResult }),
    async () => {
      const roles = await db()
        .select({ id: sysRole.id, name: sysRole.name, roleKey: sysRole.roleKey, status: sysRole.status })
        .from(sysRole)
        .orderBy(asc(sysRole.listOrder), asc(sysRole.id));
      const rows = await db()
        .select({ id: sysMenu.id, pid: sysMenu.pid, menuType: sysMenu.menuType, title: sysMenu.title, titleZh: sysMenu.titleZh })
        .from(sysMenu)
        .where(ne(sysMenu.menuType, 'B'))
        .orderBy(asc(sysMenu.sort), asc(sysMenu.id));
      return ok({ roles, menus: nestRows(rows, (r) => r.pid, (r): MenuParentNode => ({ ...r, children: [] })) });
    },
  );

  app.get(
    '/menu/get',
    routeOptions('api/v1/system/menu/get', 'One menu and the ids of the roles granted it', { query: IdQuery, reply: MenuGetResult }),
    async (req) => {
      const m = await getOr404(db(), sysMenu, req.query.id, 'menu.notFound');
      const grants = await db()
        .select({ roleId: sysRoleMenu.roleId })
        .from(sysRoleMenu)
        .where(eq(sysRoleMenu.menuId, m.id))
        .orderBy(asc(sysRoleMenu.roleId));
      return ok({ ...toMenuRow(m), roles: grants.map((g) => g.roleId) });
    },
  );

  app.post(
    '/menu/add',
    routeOptions('api/v1/system/menu/add', 'Add a menu', { body: MenuAddBody, reply: MenuIdResult }),
    async (req) => {
      const f = req.body;
      checkForm(req, f);
      await checkParent(f.pid);
      await checkName(f);
      await checkRoles(req.lang, f.roles);
      // A same-name add that raced past checkName meets the unique index: the same 409.
      const id = await uniqueOr409(() =>
        db().transaction(async (tx) => {
          const [row] = await tx.insert(sysMenu).values(values(f)).returning({ id: sysMenu.id });
          if (f.roles?.length) await tx.insert(sysRoleMenu).values(f.roles.map((roleId) => ({ roleId, menuId: row.id })));
          return row.id;
        }),
        nameTaken(f),
      );
      if (f.roles?.length) {
        permissionsChanged(app.ctx.events, await usersOfMenus(db(), [id]));
      }
      return ok({ id }, t(req.lang, 'common.saved'));
    },
  );

  app.put(
    '/menu/update',
    routeOptions('api/v1/system/menu/update', 'Edit a menu', { body: MenuUpdateBody, reply: NoData }),
    async (req) => {
      const { id, ...f } = req.body;
      const before = await getOr404(db(), sysMenu, id, 'menu.notFound');
      checkForm(req, f);
      await checkParent(f.pid, id);
      await checkName(f, id);
      await checkRoles(req.lang, f.roles);
      const v = values(f);
      if (before.menuType === 'B' && f.menuType === 'B' && !f.name?.trim()) v.name = before.name;
      // Users of the roles holding the menu BEFORE the change (grants may be replaced below).
      const usersBefore = await usersOfMenus(db(), [id]);
      await db().transaction(async (tx) => {
        await tx.update(sysMenu).set({ ...v, updatedAt: new Date() }).where(eq(sysMenu.id, id));
        if (f.roles) {
          await tx.delete(sysRoleMenu).where(eq(sysRoleMenu.menuId, id));
          if (f.roles.length) await tx.insert(sysRoleMenu).values(f.roles.map((roleId) => ({ roleId, menuId: id })));
        }
      });
      const ruleChanged = before.apiRule !== v.apiRule || before.status !== v.status || before.menuType !== v.menuType;
      const usersAfter = f.roles ? await usersOfMenus(db(), [id]) : usersBefore;
      const before_ = new Set(usersBefore);
      const after_ = new Set(usersAfter);
      const changed = ruleChanged
        ? [...new Set([...usersBefore, ...usersAfter])]
        : [...usersBefore.filter((u) => !after_.has(u)), ...usersAfter.filter((u) => !before_.has(u))];
      permissionsChanged(app.ctx.events, changed.sort((a, b) => a - b));
      return ok(null, t(req.lang, 'common.saved'));
    },
  );

  app.delete(
    '/menu/delete',
    routeOptions('api/v1/system/menu/delete', 'Delete menus (a menu with children answers 409)', { body: IdsBody, reply: NoData }),
    async (req) => {
      const ids = [...new Set(req.body.ids)];
      const rows = await db().select().from(sysMenu).where(inArray(sysMenu.id, ids));
      if (rows.length === 0) throw new NotFoundError('menu.notFound');
      const children = await db()
        .select({ id: sysMenu.id, pid: sysMenu.pid })
        .from(sysMenu)
        .where(inArray(sysMenu.pid, ids));
      // Children that are themselves being deleted don't block, unless they have children left.
      const blocking = children.find((c) => !ids.includes(c.id));
      if (blocking) {
        const parent = rows.find((r) => r.id === blocking.pid)!;
        throw new ConflictError('menu.hasChildren', { title: parent.title });
      }
      const userIds = await usersOfMenus(db(), rows.map((r) => r.id));
      await db().transaction(async (tx) => {
        await tx.delete(sysRoleMenu).where(inArray(sysRoleMenu.menuId, rows.map((r) => r.id)));
        await tx.delete(sysMenu).where(inArray(sysMenu.id, rows.map((r) => r.id)));
      });
      permissionsChanged(app.ctx.events, userIds);
      return ok(null, t(req.lang, 'common.deleted'));
    },
  );
};
