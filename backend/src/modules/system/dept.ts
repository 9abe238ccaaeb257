/**
 * Departments (a tree by parent_id; 0 = root): list, get, add, edit, delete (soft), treeSelect.
 * A department cannot move under itself or its descendants (400); deleting one that still has
 * sub-departments or users answers 409 saying which and how many.
 */
import {
  CreatedId,
  DeptAddBody,
  DeptEditBody,
  DeptListQuery,
  DeptListResult,
  type DeptListNode,
  type DeptNode,
  DeptRowSchema,
  DeptTreeResult,
  IdQuery,
  IdsBody,
} from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { and, asc, count, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { RouteProtection } from '../../core/routes/context';
import { getAccess } from '../../core/auth/access';
import { deptRowsScopeFilter, deptSubtree } from '../../core/lists/data-scope';
import { ok } from '../../core/base/envelope';
import { ConflictError, NotFoundError, ValidationError } from '../../core/base/errors';
import { type MessageKey, t } from '../../core/base/i18n';
import { containsPattern } from '../../core/base/sql';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import { sysDept, sysRoleDept, sysUser } from '../../db/schema';
import { NoData, routeOptions } from '../../core/routes/route-options';
import { nestRows } from '../../core/base/tree';
import { permissionsChanged } from '../../core/base/events';

export async function deptTree(db: Db): Promise<DeptNode[]> {
  const rows = await db
    .select({ id: sysDept.id, parentId: sysDept.parentId, deptName: sysDept.deptName, status: sysDept.status })
    .from(sysDept)
    .where(isNull(sysDept.deletedAt))
    .orderBy(asc(sysDept.orderNum), asc(sysDept.id));
  return nestRows(rows, (r) => r.parentId, (r): DeptNode => ({ ...r, children: [] }));
}

type DeptDb = typeof sysDept.$inferSelect;
const deptOut = (d: DeptDb) => ({
  id: d.id,
  parentId: d.parentId,
  deptName: d.deptName,
  leader: d.leader,
  phone: d.phone,
  email: d.email,
  orderNum: d.orderNum,
  status: d.status,
  createdAt: d.createdAt.toISOString(),
});

const FIELD_MESSAGES: RouteProtection['fieldMessages'] = {
  'body.deptName': ['dept.nameRequired'],
  'body.email': ['dept.emailInvalid', 'dept.emailInvalid'],
  'body.phone': ['dept.phoneInvalid', 'dept.phoneInvalid'],
};

function invalid(req: FastifyRequest, field: string, key: MessageKey) {
  return new ValidationError([{ field: `body.${field}`, message: t(req.lang, key) }], t(req.lang, key));
}

async function liveDept(db: Db, id: number) {
  const [d] = await db.select().from(sysDept).where(and(eq(sysDept.id, id), isNull(sysDept.deletedAt)));
  return d;
}

/** Department `id` and all above it (recursive CTE upward); empty for the root (0). */
async function deptAncestors(db: Db, id: number): Promise<number[]> {
  if (!id) return [];
  // UNION (not UNION ALL) stops on an accidental cycle instead of recursing forever.
  const rows = rowsOf<{ id: number }>(await db.execute(sql`with recursive up(id, parent_id) as (
      select id, parent_id from sys_dept where id = ${id}
      union
      select d.id, d.parent_id from sys_dept d join up on d.id = up.parent_id
    ) select id from up`));
  return rows.map((r) => Number(r.id));
}

/**
 * Users whose "department and below" reach changes when a department moves from `oldParent` to
 * `newParent`: those in a department above the old place or above the new one, but not above
 * both (those keep the subtree). Users inside the moved subtree keep what they reach.
 */
async function usersReachingMove(db: Db, oldParent: number, newParent: number): Promise<number[]> {
  const before = new Set(await deptAncestors(db, oldParent));
  const after = new Set(await deptAncestors(db, newParent));
  const changed = [...before, ...after].filter((d) => !(before.has(d) && after.has(d)));
  if (!changed.length) return [];
  const rows = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(inArray(sysUser.deptId, changed), isNull(sysUser.deletedAt)));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

const deptValues = (b: DeptAddBody) => ({
  parentId: b.parentId,
  deptName: b.deptName.trim(),
  leader: b.leader ?? '',
  phone: b.phone ?? '',
  email: b.email ?? '',
  orderNum: b.orderNum ?? 0,
  status: b.status ?? 1,
});

export const deptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The users page needs the tree for its department filter, so it shares the user-list rule.
  app.get(
    '/dept/treeSelect',
    routeOptions('api/v1/system/user/list', 'Department tree for pickers', { reply: DeptTreeResult }),
    async () => ok({ list: await deptTree(app.ctx.db) }),
  );

  app.get(
    '/dept/list',
    routeOptions('api/v1/system/dept/list', 'Departments as a tree (filter by name, status)', { query: DeptListQuery, reply: DeptListResult }),
    async (req) => {
      const q = req.query;
      // The caller's data scope, as on the user list: a department outside it is not listed (a
      // listed one whose parent is not becomes a root).
      const scope = deptRowsScopeFilter(await getAccess(req), req.user!, sysDept.id);
      const rows = await app.ctx.db
        .select()
        .from(sysDept)
        .where(
          and(
            isNull(sysDept.deletedAt),
            scope,
            q.deptName?.trim() ? ilike(sysDept.deptName, containsPattern(q.deptName.trim())) : undefined,
            q.status !== undefined ? eq(sysDept.status, q.status) : undefined,
          ),
        )
        .orderBy(asc(sysDept.orderNum), asc(sysDept.id));
      return ok({ list: nestRows(rows, (r) => r.parentId, (r): DeptListNode => ({ ...deptOut(r), children: [] })) });
    },
  );

  app.get(
    '/dept/get',
    routeOptions('api/v1/system/dept/get', 'A department', { query: IdQuery, reply: DeptRowSchema }),
    async (req) => {
      const d = await liveDept(app.ctx.db, req.query.id);
      if (!d) throw new NotFoundError('dept.notFound');
      return ok(deptOut(d));
    },
  );

  app.post(
    '/dept/add',
    routeOptions({ rule: 'api/v1/system/dept/add', fieldMessages: FIELD_MESSAGES }, 'Add a department', { body: DeptAddBody, reply: CreatedId }),
    async (req) => {
      const b = req.body;
      if (!b.deptName.trim()) throw invalid(req, 'deptName', 'dept.nameRequired');
      if (b.parentId && !(await liveDept(app.ctx.db, b.parentId))) throw invalid(req, 'parentId', 'dept.parentNotFound');
      const [row] = await app.ctx.db
        .insert(sysDept)
        .values(deptValues(b))
        .returning({ id: sysDept.id });
      return ok({ id: row.id }, t(req.lang, 'common.saved'));
    },
  );

  app.put(
    '/dept/edit',
    routeOptions({ rule: 'api/v1/system/dept/edit', fieldMessages: FIELD_MESSAGES }, 'Edit a department', { body: DeptEditBody, reply: NoData }),
    async (req) => {
      const db = app.ctx.db;
      const b = req.body;
      const current = await liveDept(db, b.id);
      if (!current) throw new NotFoundError('dept.notFound');
      if (!b.deptName.trim()) throw invalid(req, 'deptName', 'dept.nameRequired');
      if (b.parentId) {
        if (!(await liveDept(db, b.parentId))) throw invalid(req, 'parentId', 'dept.parentNotFound');
        const [{ inside }] = await db
          .select({ inside: sql<boolean>`${b.parentId} in ${deptSubtree(b.id)}` })
          .from(sysDept)
          .where(eq(sysDept.id, b.id));
        if (inside) throw invalid(req, 'parentId', 'dept.parentCycle');
      }
      await db
        .update(sysDept)
        .set({ ...deptValues(b), updatedAt: new Date() })
        .where(eq(sysDept.id, b.id));
      // A move changes what "department and below" reaches above the old and the new place:
      // those users' open screens must reload their permissions and data.
      if (current.parentId !== b.parentId) {
        permissionsChanged(app.ctx.events, await usersReachingMove(db, current.parentId, b.parentId));
      }
      return ok(null, t(req.lang, 'common.saved'));
    },
  );

  app.delete(
    '/dept/delete',
    routeOptions('api/v1/system/dept/delete', 'Delete departments (refused while they have sub-departments or users)', { body: IdsBody, reply: NoData }),
    async (req) => {
      const db = app.ctx.db;
      const ids = [...new Set(req.body.ids)];
      const depts = await db
        .select({ id: sysDept.id, name: sysDept.deptName })
        .from(sysDept)
        .where(and(inArray(sysDept.id, ids), isNull(sysDept.deletedAt)));
      if (depts.length < ids.length) throw new NotFoundError('dept.notFound');
      for (const d of depts) {
        // Children that are themselves being deleted in this request still count: delete leaves first.
        const [{ n: children }] = await db
          .select({ n: count() })
          .from(sysDept)
          .where(and(eq(sysDept.parentId, d.id), isNull(sysDept.deletedAt)));
        if (children > 0) throw new ConflictError('dept.hasChildren', { name: d.name, count: children });
        const [{ n: users }] = await db
          .select({ n: count() })
          .from(sysUser)
          .where(and(eq(sysUser.deptId, d.id), isNull(sysUser.deletedAt)));
        if (users > 0) throw new ConflictError('dept.hasUsers', { name: d.name, count: users });
      }
      await db.transaction(async (tx) => {
        await tx.update(sysDept).set({ deletedAt: new Date() }).where(inArray(sysDept.id, ids));
        await tx.delete(sysRoleDept).where(inArray(sysRoleDept.deptId, ids));
      });
      return ok(null, t(req.lang, 'common.deleted'));
    },
  );
};
