/**
 * Personal centre: the logged-in user's own account.
 * - getPersonalInfo: user, department, roles, posts (never password data).
 * - edit: nickname, mobile, email, sex, description → a fresh token for the same session + userInfo.
 * - resetPwd: the old password must match (400 otherwise); the token is rotated and the user's
 *   OTHER sessions are revoked (a changed password logs out other devices).
 * - avatar: multipart image (PNG/JPEG/WebP/GIF by magic bytes; ≤ sys.upload.avatarMaxKb,
 *   2 MB by default → 413 above) stored as avatar/<random>.<ext> in the file storage
 *   (core/files/storage.ts: DATA_DIR/upload or the S3 bucket), served publicly at
 *   /backend/upload/avatar/…; user.avatar = 'upload/avatar/…' (relative to /backend/).
 * - signature: a PNG data URL (≤ 500 KB) for the /signature page, or '' to remove it.
 * - refreshToken: new token for the session + userInfo (spec §7).
 */
import crypto from 'node:crypto';
import {
  AvatarResult,
  Envelope,
  PersonalEditBody,
  PersonalInfoResult,
  RefreshTokenResult,
  ResetPwdBody,
  SignatureBody,
  TokenAndUserInfo,
} from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { getAccess } from '../../core/auth/access';
import type { AuthUser } from '../../core/routes/context';
import { ok } from '../../core/base/envelope';
import { BadRequestError, NotFoundError, ValidationError } from '../../core/base/errors';
import { reencodeImage, signaturePng } from '../../core/files/image';
import { IMAGE_TYPES, receiveUpload, registerUploads } from '../../core/files/upload';
import { t } from '../../core/base/i18n';
import { getIntParam } from '../../core/data/params';
import { hashPassword, verifyPassword } from '../../core/auth/password';
import { rotateToken, type TokenService } from '../../core/auth/session';
import { sysDept, sysSession, sysUser } from '../../db/schema';
import { buildUserInfo } from './menu-tree';
import { accountOut, rolesAndPostsOf } from './user';
import { dropAuthCacheOnMutation } from '../../core/auth/auth-cache';
import { NoData, routeOptions } from '../../core/routes/route-options';

/** Hard ceiling of an avatar upload (the parameter may only lower it). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Longest side of a stored avatar (larger uploads are scaled down when re-encoded). */
const AVATAR_MAX_SIDE = 1024;

export const personalRoutes: FastifyPluginAsyncTypebox<{ tokens: TokenService }> = async (app, opts) => {
  // Profile, avatar, password: drop the caller's cached principal (nickname, avatar, token).
  dropAuthCacheOnMutation(app, 'self');
  const db = () => app.ctx.db;
  // Multipart only in this plugin (avatar upload); limits are enforced per request too.
  await registerUploads(app, AVATAR_MAX_BYTES);

  /** userInfo from the current database row (after an edit/upload). */
  async function freshUserInfo(req: FastifyRequest) {
    const u = req.user!;
    const [row] = await db()
      .select({ userNickname: sysUser.userNickname, avatar: sysUser.avatar })
      .from(sysUser)
      .where(eq(sysUser.id, u.id));
    const merged: AuthUser = { ...u, ...(row ?? {}) };
    return buildUserInfo(merged, await getAccess(req));
  }

  app.get(
    '/personal/getPersonalInfo',
    routeOptions({ auth: 'login' }, 'The current user with department, roles and posts', { reply: PersonalInfoResult }),
    async (req) => {
      const uid = req.user!.id;
      const [u] = await db().select().from(sysUser).where(and(eq(sysUser.id, uid), isNull(sysUser.deletedAt)));
      if (!u) throw new NotFoundError('user.notFound');
      const [dept] = u.deptId
        ? await db().select({ deptId: sysDept.id, deptName: sysDept.deptName }).from(sysDept).where(eq(sysDept.id, u.deptId))
        : [];
      // Their userId is not in the answer's schema, so it is not sent.
      const [roles, posts] = await rolesAndPostsOf(db(), [uid]);
      return ok({
        user: { ...accountOut(u), signature: u.signature ?? null },
        dept: dept ?? null,
        roles,
        posts,
      });
    },
  );

  app.put(
    '/personal/edit',
    routeOptions({ auth: 'login' }, 'Edit own profile (returns a fresh token and userInfo)', { body: PersonalEditBody, reply: TokenAndUserInfo }),
    async (req) => {
      const b = req.body;
      if (!b.userNickname.trim()) {
        const msg = t(req.lang, 'error.validation', { fields: 'body.userNickname' });
        throw new ValidationError([{ field: 'body.userNickname', message: 'is required' }], msg);
      }
      const set: Partial<typeof sysUser.$inferInsert> = { userNickname: b.userNickname.trim(), updatedAt: new Date() };
      if (b.mobile !== undefined) set.mobile = b.mobile.trim();
      if (b.email !== undefined) set.email = b.email.trim();
      if (b.sex !== undefined) set.sex = b.sex;
      if (b.description !== undefined) set.description = b.description;
      await db().update(sysUser).set(set).where(eq(sysUser.id, req.user!.id));
      const token = await rotateToken(db(), opts.tokens, req.user!.sessionId);
      return ok({ token, userInfo: await freshUserInfo(req) }, t(req.lang, 'common.saved'));
    },
  );

  app.put(
    '/personal/resetPwd',
    routeOptions({ auth: 'login' }, 'Change own password (old password required; other sessions are logged out)', { body: ResetPwdBody, reply: TokenAndUserInfo }),
    async (req) => {
      const { oldPassword, newPassword } = req.body;
      const uid = req.user!.id;
      const [u] = await db().select({ hash: sysUser.passwordHash }).from(sysUser).where(eq(sysUser.id, uid));
      if (!u || !(await verifyPassword(u.hash, oldPassword))) throw new BadRequestError('personal.wrongOldPassword');
      if (oldPassword === newPassword) throw new BadRequestError('personal.samePassword');
      await db().update(sysUser).set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() }).where(eq(sysUser.id, uid));
      const others = await db()
        .update(sysSession)
        .set({ revokedAt: new Date() })
        .where(and(eq(sysSession.userId, uid), ne(sysSession.id, req.user!.sessionId), isNull(sysSession.revokedAt)))
        .returning({ id: sysSession.id });
      if (others.length) app.ctx.events.emit('sessionsRevoked', { sessionIds: others.map((s) => s.id) });
      const token = await rotateToken(db(), opts.tokens, req.user!.sessionId);
      return ok({ token, userInfo: await freshUserInfo(req) }, t(req.lang, 'common.saved'));
    },
  );

  app.post(
    '/personal/avatar',
    {
      config: { auth: 'login' },
      schema: {
        summary: 'Upload own avatar (multipart field "file"; PNG/JPEG/WebP/GIF, ≤ 2 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: Envelope(AvatarResult) },
      },
    },
    async (req) => {
      const maxBytes = Math.min(AVATAR_MAX_BYTES, (await getIntParam(db(), 'sys.upload.avatarMaxKb', 2048)) * 1024);
      const file = await receiveUpload(req, { maxBytes, types: IMAGE_TYPES, noFileKey: 'personal.noFile', badTypeKey: 'personal.notImage' });
      // Judged by its bytes, stored only as a fresh encoding (core/files/image.ts): a GIF/HTML
      // polyglot or any payload riding along in the file does not survive.
      const image = await reencodeImage(file.buffer, 'personal.notImage', { maxSide: AVATAR_MAX_SIDE });
      const key = `avatar/${crypto.randomBytes(16).toString('hex')}.${image.kind}`;
      const { storage } = app.ctx;
      await storage.put(key, image.buffer, { contentType: file.contentType });
      const avatar = storage.route(key);
      const [before] = await db().select({ avatar: sysUser.avatar }).from(sysUser).where(eq(sysUser.id, req.user!.id));
      await db().update(sysUser).set({ avatar, updatedAt: new Date() }).where(eq(sysUser.id, req.user!.id));
      // Remove the previous uploaded avatar (only files we created).
      const prev = /^upload\/(avatar\/[0-9a-f]{32}\.(png|jpg|gif|webp))$/.exec(before?.avatar ?? '');
      if (prev) await storage.delete(prev[1]);
      return ok({ avatar, userInfo: await freshUserInfo(req) }, t(req.lang, 'common.saved'));
    },
  );

  app.put(
    '/personal/signature',
    routeOptions({ auth: 'login' }, "Save own handwritten signature (PNG data URL ≤ 500 KB; '' removes it)", { body: SignatureBody, reply: NoData }),
    async (req) => {
      const sig = req.body.signature;
      if (sig) {
        if (!signaturePng(sig)) throw new BadRequestError('personal.signatureInvalid');
      }
      await db().update(sysUser).set({ signature: sig || null, updatedAt: new Date() }).where(eq(sysUser.id, req.user!.id));
      return ok(null, t(req.lang, 'common.saved'));
    },
  );

  app.get(
    '/personal/refreshToken',
    routeOptions({ auth: 'login' }, 'New token for the current session (+ fresh userInfo)', { reply: RefreshTokenResult }),
    async (req) => {
      const user = req.user!;
      const token = await rotateToken(db(), opts.tokens, user.sessionId);
      return ok({ token, userInfo: buildUserInfo(user, await getAccess(req)) });
    },
  );
};
