/**
 * Users: getUserMenus (any logged-in user), list, get, params, add, edit, resetPwd, setStatus,
 * delete (soft). The caller's data scope bounds list/get/edit/resetPwd/setStatus/delete (403
 * outside it) and the departments users may be put in. Only administrators may manage users
 * holding the admin role or grant it. Role changes emit `permissionsChanged`; disabling or
 * deleting a user revokes their sessions (`sessionsRevoked`).
 */
import {
  CreatedId,
  IdQuery,
  IdsBody,
  PASSWORD_MIN_LENGTH,
  SetStatusBody,
  UserAddBody,
  UserDetail,
  UserEditBody,
  UserListQuery,
  UserMenusResult,
  UserParams,
  UserResetPwdBody,
  UserRow,
} from '@shiftdesk/shared/api';
import type { MenuEntry } from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { ADMIN_ROLE_KEY, getAccess, type UserAccess } from '../../core/auth/access';
import type { AuthUser, RouteProtection } from '../../core/routes/context';
import { dataScopeFilter, deptInScopeFilter, deptSubtree } from '../../core/lists/data-scope';
import { ok } from '../../core/base/envelope';
import { Prerendered, sendPrerendered } from '../../core/http/prerendered';
import { defineList, filter } from '../../core/lists/list-query';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../core/base/errors';
import { type MessageKey, t } from '../../core/base/i18n';
import { hashPassword } from '../../core/auth/password';
import { isUniqueViolation } from '../../core/base/sql';
import type { Db } from '../../db/client';
import { sysDept, sysPost, sysRole, sysSession, sysUser, sysUserPost, sysUserRole } from '../../db/schema';
import { buildUserInfo, cachedMenuList } from './menu-tree';
import { dropAuthCacheOnMutation } from '../../core/auth/auth-cache';
import { NoData, routeOptions } from '../../core/routes/route-options';
import { assertIdsExist } from '../../core/data/crud';
import { type ListScope, registerListRoute } from '../../core/routes/crud-routes';
import { withClaim } from '../../core/data/claims';

/** The account seeded at first start; it cannot be deleted, disabled, renamed or lose the admin role. */
export const BUILTIN_ADMIN = 'admin';

/** Spec §5 messages for schema errors of the user form. */
const USER_FIELD_MESSAGES: RouteProtection['fieldMessages'] = {
  'body.userName': ['user.nameRequired', 'user.nameInvalid'],
  'body.userNickname': ['user.nicknameRequired'],
  'body.deptId': ['user.deptRequired'],
  'body.password': ['user.passwordRequired'],
  'body.userType': ['user.userTypeRequired'],
  'body.mobile': ['user.mobileRequired', 'user.mobileInvalid'],
  'body.email': ['user.emailInvalid', 'user.emailInvalid'],
};

/** Password policy: at least 8 characters with letters and digits. */
export function passwordIsStrong(p: string): boolean {
  return p.length >= PASSWORD_MIN_LENGTH && /[A-Za-z]/.test(p) && /[0-9]/.test(p);
}

function fieldError(lang: FastifyRequest['lang'], field: string, key: MessageKey, params?: Record<string, string | number>) {
  return new ValidationError([{ field: `body.${field}`, message: t(lang, key, params) }], t(lang, key, params));
}

/** Revokes every live session of these users (except `keep`) and tells who listens. */
export async function revokeUserSessions(
  req: FastifyRequest,
  userIds: number[],
  keep?: string,
): Promise<string[]> {
  if (!userIds.length) return [];
  const rows = await req.server.ctx.db
    .update(sysSession)
    .set({ revokedAt: new Date() })
    .where(
      and(
        inArray(sysSession.userId, userIds),
        isNull(sysSession.revokedAt),
        keep ? ne(sysSession.id, keep) : undefined,
      ),
    )
    .returning({ id: sysSession.id });
  const sessionIds = rows.map((r) => r.id);
  if (sessionIds.length) req.server.ctx.events.emit('sessionsRevoked', { sessionIds });
  return sessionIds;
}

async function adminRoleId(db: Db): Promise<number | undefined> {
  const [r] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleKey, ADMIN_ROLE_KEY));
  return r?.id;
}

/**
 * Loads live users by id and checks the caller may act on them: 404 when one does not exist,
 * 403 when one is outside the caller's data scope, 403 when one holds the admin role and the
 * caller is not an administrator.
 */
async function usersInScope(req: FastifyRequest, ids: number[]) {
  const db = req.server.ctx.db;
  const access = await getAccess(req);
  const rows = await db
    .select({ id: sysUser.id, userName: sysUser.userName, status: sysUser.status, deptId: sysUser.deptId })
    .from(sysUser)
    .where(and(inArray(sysUser.id, ids), isNull(sysUser.deletedAt)));
  if (rows.length < new Set(ids).size) throw new NotFoundError('user.notFound');
  const scope = dataScopeFilter(access, req.user!, { dept: sysUser.deptId, user: sysUser.id });
  if (scope) {
    const [{ n }] = await db
      .select({ n: count() })
      .from(sysUser)
      .where(and(inArray(sysUser.id, ids), scope));
    if (n < rows.length) throw new ForbiddenError('user.outOfScope');
  }
  if (!access.isAdmin) {
    const adminId = await adminRoleId(db);
    if (adminId !== undefined) {
      const held = await db
        .select({ u: sysUserRole.userId })
        .from(sysUserRole)
        .where(and(inArray(sysUserRole.userId, ids), eq(sysUserRole.roleId, adminId)));
      if (held.length) throw new ForbiddenError('user.adminOnly');
    }
  }
  return rows;
}

/** Checks department, roles and posts of a user form; returns nothing or throws 400/403. */
async function checkUserForm(
  req: FastifyRequest,
  f: { userNickname: string; deptId: number; roleIds?: number[]; postIds?: number[] },
) {
  const db = req.server.ctx.db;
  const lang = req.lang;
  if (!f.userNickname.trim()) throw fieldError(lang, 'userNickname', 'user.nicknameRequired');
  const [dept] = await db
    .select({ id: sysDept.id })
    .from(sysDept)
    .where(and(eq(sysDept.id, f.deptId), isNull(sysDept.deletedAt)));
  if (!dept) throw fieldError(lang, 'deptId', 'user.unknownDept');
  const access = await getAccess(req);
  const deptScope = deptInScopeFilter(access, req.user!, f.deptId);
  if (deptScope) {
    const rows = await db.select({ ok: sql<boolean>`${deptScope}` }).from(sysDept).where(eq(sysDept.id, f.deptId));
    if (!rows[0]?.ok) throw new ForbiddenError('user.deptOutOfScope');
  }
  const roleIds = f.roleIds ?? [];
  if (roleIds.length) {
    const found = await db.select({ id: sysRole.id, key: sysRole.roleKey }).from(sysRole).where(inArray(sysRole.id, roleIds));
    const missing = roleIds.filter((id) => !found.some((r) => r.id === id));
    if (missing.length) throw fieldError(lang, 'roleIds', 'user.unknownRoles', { ids: missing.join(', ') });
    if (!access.isAdmin && found.some((r) => r.key === ADMIN_ROLE_KEY)) throw new ForbiddenError('user.adminOnly');
  }
  const postIds = f.postIds ?? [];
  await assertIdsExist(db, lang, 'postIds', postIds, sysPost, 'user.unknownPosts');
}

async function assertNameFree(db: Db, userName: string, exceptId?: number) {
  const rows = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(eq(sysUser.userName, userName), exceptId ? ne(sysUser.id, exceptId) : undefined));
  if (rows.length) throw new ConflictError('user.nameTaken', { name: userName });
}

/** Whitelisted sort columns (anything else fails schema validation first). */
const list = defineList<UserListQuery, NonNullable<UserListQuery['orderBy']>>({
  table: sysUser,
  filters: {
    keyWords: filter.contains(sysUser.userName, sysUser.userNickname, sysUser.mobile),
    deptId: (deptId) => sql`${sysUser.deptId} in ${deptSubtree(deptId)}`,
    status: filter.exact(sysUser.status),
    mobile: filter.contains(sysUser.mobile),
    dateRange: filter.dateRange(sysUser.createdAt),
  },
  sort: {
    id: sysUser.id,
    userName: sysUser.userName,
    userNickname: sysUser.userNickname,
    createdAt: sysUser.createdAt,
    lastLoginAt: sysUser.lastLoginAt,
    status: sysUser.status,
  },
  defaultSort: 'id',
  tieBreak: sysUser.id,
  scope: { dept: sysUser.deptId, user: sysUser.id },
});

/**
 * getUserMenus answers, serialised (with the route's response schema) once per cached
 * principal: keyed by the AuthUser object of the session cache, valid while that principal's
 * cached access and menu tree are the very same objects (core/auth/auth-cache.ts).
 */
const renderedMenus = new WeakMap<AuthUser, { access: UserAccess; menuList: MenuEntry[]; body: Prerendered }>();

/** What the user form and the personal page both show of an account (never password data). */
export const accountOut = (u: typeof sysUser.$inferSelect) => ({
  id: u.id,
  userName: u.userName,
  userNickname: u.userNickname,
  mobile: u.mobile,
  email: u.email,
  sex: u.sex,
  avatar: u.avatar,
  description: u.description,
  userType: u.userType,
  deptId: u.deptId,
  lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
  lastLoginIp: u.lastLoginIp,
  createdAt: u.createdAt.toISOString(),
});

/** Users in the caller's data scope, with their roles and posts (one query each for the page). */
async function listUsers(db: Db, q: UserListQuery, scope: ListScope) {
  const rowsQuery = db
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
    .$dynamic();
  const result = await list.run(db, q, rowsQuery, { where: isNull(sysUser.deletedAt), scope });
  const rows = result.list;

  // Roles and posts of the whole page in one query each (no N+1).
  const ids = rows.map((r) => r.id);
  const [roles, posts] = ids.length ? await rolesAndPostsOf(db, ids) : [[], []];

  const userOut = (r: (typeof rows)[number]) => {
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
      roleInfo: roles.filter((x) => x.userId === r.id).map((x) => ({ roleId: x.id, name: x.name })),
      postIds: myPosts.map((p) => p.id),
      postNames: myPosts.map((p) => p.postName),
      lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
      lastLoginIp: r.lastLoginIp,
      createdAt: r.createdAt.toISOString(),
    };
  };
  return { ...result, list: rows.map(userOut) };
}

/** The roles and posts the users hold, each in its display order (one query each). */
export function rolesAndPostsOf(db: Db, userIds: number[]) {
  return Promise.all([
    db
      .select({ userId: sysUserRole.userId, id: sysRole.id, name: sysRole.name, roleKey: sysRole.roleKey })
      .from(sysUserRole)
      .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
      .where(inArray(sysUserRole.userId, userIds))
      .orderBy(asc(sysRole.listOrder), asc(sysRole.id)),
    db
      .select({ userId: sysUserPost.userId, id: sysPost.id, postName: sysPost.postName, postCode: sysPost.postCode })
      .from(sysUserPost)
      .innerJoin(sysPost, eq(sysPost.id, sysUserPost.postId))
      .where(inArray(sysUserPost.userId, userIds))
      .orderBy(asc(sysPost.postSort), asc(sysPost.id)),
  ]);
}

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // User writes change roles, department, status, names: drop cached principals and access.
  dropAuthCacheOnMutation(app);
  app.get(
    '/user/getUserMenus',
    routeOptions({ auth: 'login' }, "The current user's menu tree, permissions and userInfo", { reply: UserMenusResult }),
    async (req, reply) => {
      const access = await getAccess(req);
      const user = req.user!;
      const menuList = await cachedMenuList(app.ctx.db, app.ctx.authCache, access);
      // The answer depends only on these three objects; each is replaced (never mutated) when
      // the auth cache reloads it, so an identical trio means the bytes already rendered hold.
      const hit = renderedMenus.get(user);
      let body: Prerendered;
      if (hit && hit.access === access && hit.menuList === menuList) body = hit.body;
      else {
        const payload = ok({ menuList, permissions: access.permissions, userInfo: buildUserInfo(user, access) });
        body = new Prerendered(Buffer.from(String(reply.serializeInput(payload, '200'))));
        renderedMenus.set(user, { access, menuList, body });
      }
      // Already serialised by the response schema above: sent as bytes, gzipped once for all.
      return sendPrerendered(req, reply, body) as never;
    },
  );

  registerListRoute(app, {
    path: '/user/list',
    rule: 'api/v1/system/user/list',
    summary: 'Users (paged; filtered by the data scope of the caller)',
    query: UserListQuery,
    row: UserRow,
    list: listUsers,
  });

  app.get(
    '/user/get',
    routeOptions('api/v1/system/user/get', 'A user for the edit form (+ role ids and post ids; never password data)', { query: IdQuery, reply: UserDetail }),
    async (req) => {
      const db = app.ctx.db;
      await usersInScope(req, [req.query.id]);
      const [u] = await db.select().from(sysUser).where(eq(sysUser.id, req.query.id));
      const [roles, posts] = await Promise.all([
        db.select({ id: sysUserRole.roleId }).from(sysUserRole).where(eq(sysUserRole.userId, u.id)),
        db.select({ id: sysUserPost.postId }).from(sysUserPost).where(eq(sysUserPost.userId, u.id)),
      ]);
      return ok({
        user: { ...accountOut(u), status: u.status, updatedAt: u.updatedAt.toISOString() },
        roleIds: roles.map((r) => r.id).sort((a, b) => a - b),
        postIds: posts.map((p) => p.id).sort((a, b) => a - b),
      });
    },
  );

  app.get(
    '/user/params',
    routeOptions('api/v1/system/user/params', 'Options of the user form: roles and posts', { reply: UserParams }),
    async () => {
      const db = app.ctx.db;
      const [roles, posts] = await Promise.all([
        db
          .select({ id: sysRole.id, name: sysRole.name, roleKey: sysRole.roleKey, status: sysRole.status })
          .from(sysRole)
          .orderBy(asc(sysRole.listOrder), asc(sysRole.id)),
        db
          .select({ id: sysPost.id, postName: sysPost.postName, postCode: sysPost.postCode, status: sysPost.status })
          .from(sysPost)
          .orderBy(asc(sysPost.postSort), asc(sysPost.id)),
      ]);
      return ok({ roles, posts });
    },
  );

  app.post(
    '/user/add',
    routeOptions({ rule: 'api/v1/system/user/add', fieldMessages: USER_FIELD_MESSAGES }, 'Add a user', { body: UserAddBody, reply: CreatedId }),
    async (req) => {
      const db = app.ctx.db;
      const b = req.body;
      if (!passwordIsStrong(b.password)) throw fieldError(req.lang, 'password', 'user.passwordWeak');
      await checkUserForm(req, b);
      // Same-name adds wait for each other: the first hashes, the rest find the name taken (409)
      // without queueing for argon2 (core/data/claims.ts).
      return withClaim(`sys_user:${b.userName}`, async () => {
        await assertNameFree(db, b.userName);
        const passwordHash = await hashPassword(b.password);
        try {
          const id = await db.transaction(async (tx) => {
            const [row] = await tx
              .insert(sysUser)
              .values({
                userName: b.userName,
                userNickname: b.userNickname.trim(),
                passwordHash,
                deptId: b.deptId,
                mobile: b.mobile,
                email: b.email ?? '',
                sex: b.sex ?? 0,
                userType: b.userType,
                description: b.description ?? '',
                status: b.status ?? 1,
              })
              .returning({ id: sysUser.id });
            if (b.roleIds?.length) await tx.insert(sysUserRole).values(b.roleIds.map((roleId) => ({ userId: row.id, roleId })));
            if (b.postIds?.length) await tx.insert(sysUserPost).values(b.postIds.map((postId) => ({ userId: row.id, postId })));
            return row.id;
          });
          return ok({ id }, t(req.lang, 'common.saved'));
        } catch (err) {
          if (isUniqueViolation(err)) throw new ConflictError('user.nameTaken', { name: b.userName });
          throw err;
        }
      });
    },
  );

  app.put(
    '/user/edit',
    routeOptions({ rule: 'api/v1/system/user/edit', fieldMessages: USER_FIELD_MESSAGES }, 'Edit a user', { body: UserEditBody, reply: NoData }),
    async (req) => {
      const db = app.ctx.db;
      const b = req.body;
      const [target] = await usersInScope(req, [b.id]);
      await checkUserForm(req, b);
      // PATCH semantics (UserEditBody): an absent optional field keeps what is stored.
      const before = await db.select({ id: sysUserRole.roleId }).from(sysUserRole).where(eq(sysUserRole.userId, b.id));
      const storedRoleIds = before.map((r) => r.id).sort((x, y) => x - y);
      const roleIds = b.roleIds ? [...new Set(b.roleIds)].sort((x, y) => x - y) : storedRoleIds;
      const status = b.status ?? target.status;
      if (target.userName === BUILTIN_ADMIN) {
        if (b.userName !== BUILTIN_ADMIN) throw new ConflictError('user.builtinAdminName');
        if (status !== 1) throw new ConflictError('user.builtinAdmin');
        const adminId = await adminRoleId(db);
        if (adminId !== undefined && !roleIds.includes(adminId)) throw new ConflictError('user.builtinAdminRole');
      }
      if (b.id === req.user!.id && status !== 1) throw new ConflictError('user.disableSelf');
      await assertNameFree(db, b.userName, b.id);
      const rolesChanged = storedRoleIds.join(',') !== roleIds.join(',');
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(sysUser)
            .set({
              userName: b.userName,
              userNickname: b.userNickname.trim(),
              deptId: b.deptId,
              mobile: b.mobile,
              userType: b.userType,
              ...(b.email !== undefined ? { email: b.email } : {}),
              ...(b.sex !== undefined ? { sex: b.sex } : {}),
              ...(b.description !== undefined ? { description: b.description } : {}),
              status,
              updatedAt: new Date(),
            })
            .where(eq(sysUser.id, b.id));
          if (b.roleIds) {
            await tx.delete(sysUserRole).where(eq(sysUserRole.userId, b.id));
            if (roleIds.length) await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId: b.id, roleId })));
          }
          if (b.postIds) {
            await tx.delete(sysUserPost).where(eq(sysUserPost.userId, b.id));
            if (b.postIds.length) await tx.insert(sysUserPost).values(b.postIds.map((postId) => ({ userId: b.id, postId })));
          }
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError('user.nameTaken', { name: b.userName });
        throw err;
      }
      if (status === 0 && target.status === 1) await revokeUserSessions(req, [b.id]);
      if (rolesChanged || target.deptId !== b.deptId) app.ctx.events.emit('permissionsChanged', { userIds: [b.id] });
      return ok(null, t(req.lang, 'common.saved'));
    },
  );

  app.put(
    '/user/resetPwd',
    routeOptions({ rule: 'api/v1/system/user/resetPwd', fieldMessages: { 'body.password': ['user.passwordRequired'] } }, "Reset a user's password (their other sessions end)", { body: UserResetPwdBody, reply: NoData }),
    async (req) => {
      const b = req.body;
      if (!passwordIsStrong(b.password)) throw fieldError(req.lang, 'password', 'user.passwordWeak');
      await usersInScope(req, [b.id]);
      const passwordHash = await hashPassword(b.password);
      await app.ctx.db
        .update(sysUser)
        .set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: new Date() })
        .where(eq(sysUser.id, b.id));
      await revokeUserSessions(req, [b.id], req.user!.sessionId);
      return ok(null, t(req.lang, 'user.pwdReset'));
    },
  );

  app.put(
    '/user/setStatus',
    routeOptions('api/v1/system/user/setStatus', 'Enable or disable a user (disabling ends their sessions)', { body: SetStatusBody, reply: NoData }),
    async (req) => {
      const b = req.body;
      const [target] = await usersInScope(req, [b.id]);
      if (b.status === 0 && target.userName === BUILTIN_ADMIN) throw new ConflictError('user.builtinAdmin');
      if (b.status === 0 && b.id === req.user!.id) throw new ConflictError('user.disableSelf');
      await app.ctx.db.update(sysUser).set({ status: b.status, updatedAt: new Date() }).where(eq(sysUser.id, b.id));
      if (b.status === 0 && target.status !== 0) {
        await revokeUserSessions(req, [b.id]);
        app.ctx.events.emit('permissionsChanged', { userIds: [b.id] });
      }
      return ok(null, t(req.lang, 'common.saved'));
    },
  );

  app.delete(
    '/user/delete',
    routeOptions('api/v1/system/user/delete', 'Delete users (soft delete; their sessions end)', { body: IdsBody, reply: NoData }),
    async (req) => {
      const ids = [...new Set(req.body.ids)];
      if (ids.includes(req.user!.id)) throw new ConflictError('user.deleteSelf');
      const targets = await usersInScope(req, ids);
      if (targets.some((u) => u.userName === BUILTIN_ADMIN)) throw new ConflictError('user.builtinAdmin');
      const now = new Date();
      await app.ctx.db.transaction(async (tx) => {
        for (const u of targets) {
          // Frees the account name for a new user; the row stays for the audit trail.
          await tx
            .update(sysUser)
            .set({ deletedAt: now, status: 0, updatedAt: now, userName: `~${u.id}~${u.userName}`.slice(0, 64) })
            .where(eq(sysUser.id, u.id));
        }
      });
      await revokeUserSessions(req, ids);
      app.ctx.events.emit('permissionsChanged', { userIds: ids });
      return ok(null, t(req.lang, 'common.deleted'));
    },
  );
};
