/**
 * Users: getUserMenus (any logged-in user) and the paged list (rule api/v1/system/user/list).
 * get/add/edit/resetPwd/setStatus/delete arrive with issue 3.
 */
import { Envelope, PageResult, UserListQuery, UserMenusResult, UserRow } from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type SQL, and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { getAccess } from '../../core/access';
import { dataScopeFilter, deptSubtree } from '../../core/data-scope';
import { ok, page, paging } from '../../core/envelope';
import { containsPattern } from '../../core/sql';
import { sgDayEnd, sgDayStart } from '../../core/time';
import { sysDept, sysPost, sysRole, sysUser, sysUserPost, sysUserRole } from '../../db/schema';
import { buildMenuList, buildUserInfo } from './menu-tree';

/** Whitelisted sort columns (anything else fails schema validation first). */
const ORDER_COLUMNS = {
  id: sysUser.id,
  userName: sysUser.userName,
  userNickname: sysUser.userNickname,
  createdAt: sysUser.createdAt,
  lastLoginAt: sysUser.lastLoginAt,
  status: sysUser.status,
} as const;

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user/getUserMenus',
    {
      config: { auth: 'login' },
      schema: {
        summary: "The current user's menu tree, permissions and userInfo",
        response: { 200: Envelope(UserMenusResult) },
      },
    },
    async (req) => {
      const access = await getAccess(req);
      return ok({
        menuList: await buildMenuList(app.ctx.db, access),
        permissions: access.permissions,
        userInfo: buildUserInfo(req.user!, access),
      });
    },
  );

  app.get(
    '/user/list',
    {
      config: { rule: 'api/v1/system/user/list' },
      schema: {
        summary: 'Users (paged; filtered by the data scope of the caller)',
        querystring: UserListQuery,
        response: { 200: Envelope(PageResult(UserRow)) },
      },
    },
    async (req) => {
      const db = app.ctx.db;
      const q = req.query;
      const { pageNum, pageSize, offset } = paging(q);
      const conds: (SQL | undefined)[] = [isNull(sysUser.deletedAt)];
      if (q.keyWords?.trim()) {
        const like = containsPattern(q.keyWords.trim());
        conds.push(or(ilike(sysUser.userName, like), ilike(sysUser.userNickname, like), ilike(sysUser.mobile, like)));
      }
      if (q.deptId !== undefined) conds.push(sql`${sysUser.deptId} in ${deptSubtree(q.deptId)}`);
      if (q.status !== undefined) conds.push(eq(sysUser.status, q.status));
      if (q.mobile?.trim()) conds.push(ilike(sysUser.mobile, containsPattern(q.mobile.trim())));
      if (q.dateRange) {
        const [from, to] = [...q.dateRange].sort();
        conds.push(gte(sysUser.createdAt, sgDayStart(from)), lt(sysUser.createdAt, sgDayEnd(to)));
      }
      conds.push(dataScopeFilter(await getAccess(req), req.user!, { dept: sysUser.deptId, user: sysUser.id }));
      const where = and(...conds);

      const [{ total }] = await db.select({ total: count() }).from(sysUser).where(where);
      const sortCol = ORDER_COLUMNS[q.orderBy ?? 'id'];
      const rows = await db
        .select({
          id: sysUser.id,
          userName: sysUser.userName,
          userNickname: sysUser.userNickname,
          mobile: sysUser.mobile,
          email: sysUser.email,
          sex: sysUser.sex,
          avatar: sysUser.avatar,
          status: sysUser.status,
          userType: sysUser.userType,
          description: sysUser.description,
          deptId: sysUser.deptId,
          deptName: sysDept.deptName,
          lastLoginAt: sysUser.lastLoginAt,
          lastLoginIp: sysUser.lastLoginIp,
          createdAt: sysUser.createdAt,
        })
        .from(sysUser)
        .leftJoin(sysDept, eq(sysDept.id, sysUser.deptId))
        .where(where)
        .orderBy(q.orderDir === 'desc' ? desc(sortCol) : asc(sortCol), asc(sysUser.id))
        .limit(pageSize)
        .offset(offset);

      // Roles and posts of the whole page in one query each (no N+1).
      const ids = rows.map((r) => r.id);
      const [roles, posts] = ids.length
        ? await Promise.all([
            db
              .select({ userId: sysUserRole.userId, roleId: sysRole.id, name: sysRole.name })
              .from(sysUserRole)
              .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
              .where(inArray(sysUserRole.userId, ids))
              .orderBy(asc(sysRole.listOrder), asc(sysRole.id)),
            db
              .select({ userId: sysUserPost.userId, postId: sysPost.id, name: sysPost.postName })
              .from(sysUserPost)
              .innerJoin(sysPost, eq(sysPost.id, sysUserPost.postId))
              .where(inArray(sysUserPost.userId, ids))
              .orderBy(asc(sysPost.postSort), asc(sysPost.id)),
          ])
        : [[], []];

      const list = rows.map((r) => {
        const myPosts = posts.filter((p) => p.userId === r.id);
        return {
          id: r.id,
          userName: r.userName,
          userNickname: r.userNickname,
          mobile: r.mobile,
          email: r.email,
          sex: r.sex,
          avatar: r.avatar,
          status: r.status,
          userType: r.userType,
          description: r.description,
          deptId: r.deptId,
          dept: r.deptId !== null && r.deptName !== null ? { deptId: r.deptId, deptName: r.deptName } : null,
          roleInfo: roles.filter((x) => x.userId === r.id).map((x) => ({ roleId: x.roleId, name: x.name })),
          postIds: myPosts.map((p) => p.postId),
          postNames: myPosts.map((p) => p.name),
          lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
          lastLoginIp: r.lastLoginIp,
          createdAt: r.createdAt.toISOString(),
        };
      });
      return ok(page(list, total, pageNum));
    },
  );
};
