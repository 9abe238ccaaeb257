/**
 * The role form's two trees — menus to grant, departments of a custom data scope — served
 * under the role rules (role/edit, or role/add), so a person who may edit roles can draw the
 * form without holding menu/list or dept/treeSelect. The menu tree carries only what the
 * checkboxes draw (ids, titles, types), not the menus' settings.
 */
import { DeptTreeResult, type RoleMenuNode, RoleMenuTreeResult } from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc } from 'drizzle-orm';
import { ok } from '../../core/base/envelope';
import type { Db } from '../../db/client';
import { sysMenu } from '../../db/schema';
import { deptTree } from './dept';
import { routeOptions } from '../../core/routes/route-options';
import { nestRows } from '../../core/base/tree';

const ROLE_FORM = { rule: 'api/v1/system/role/edit', alsoRules: ['api/v1/system/role/add'] } as const;

/** Every menu (any status: a role may be granted a disabled one) as a tree; orphans stay roots. */
export async function roleMenuTree(db: Db): Promise<RoleMenuNode[]> {
  const rows = await db
    .select({
      id: sysMenu.id,
      pid: sysMenu.pid,
      menuType: sysMenu.menuType,
      title: sysMenu.title,
      titleZh: sysMenu.titleZh,
    })
    .from(sysMenu)
    .orderBy(asc(sysMenu.sort), asc(sysMenu.id));
  return nestRows(rows, (r) => r.pid, (r): RoleMenuNode => ({ ...r, children: [] }));
}

export const roleTreeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/role/menuTree',
    routeOptions(ROLE_FORM, 'Menu tree for the role form (ids and titles)', { reply: RoleMenuTreeResult }),
    async () => ok({ list: await roleMenuTree(app.ctx.db) }),
  );

  app.get(
    '/role/deptTree',
    routeOptions(ROLE_FORM, "Department tree for the role form's custom data scope", { reply: DeptTreeResult }),
    async () => ok({ list: await deptTree(app.ctx.db) }),
  );
};
