/** Departments (tree-select now; list/add/edit/delete in issue 3). */
import { DeptTreeResult, Envelope, type DeptNode } from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, isNull } from 'drizzle-orm';
import { ok } from '../../core/envelope';
import type { Db } from '../../db/client';
import { sysDept } from '../../db/schema';

export async function deptTree(db: Db): Promise<DeptNode[]> {
  const rows = await db
    .select({ id: sysDept.id, parentId: sysDept.parentId, deptName: sysDept.deptName, status: sysDept.status })
    .from(sysDept)
    .where(isNull(sysDept.deletedAt))
    .orderBy(asc(sysDept.orderNum), asc(sysDept.id));
  const nodes = new Map<number, DeptNode>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: DeptNode[] = [];
  for (const r of rows) {
    const parent = nodes.get(r.parentId);
    if (parent) parent.children.push(nodes.get(r.id)!);
    else roots.push(nodes.get(r.id)!);
  }
  return roots;
}

export const deptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dept/treeSelect',
    {
      // The users page needs the tree for its department filter, so it shares the user-list rule.
      config: { rule: 'api/v1/system/user/list' },
      schema: { summary: 'Department tree for pickers', response: { 200: Envelope(DeptTreeResult) } },
    },
    async () => ok({ list: await deptTree(app.ctx.db) }),
  );
};
