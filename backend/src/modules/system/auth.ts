/**
 * Login and logout.
 * - Rate limited per IP (route config `rateLimit`, 429 envelope).
 * - Captcha checked first (unless CAPTCHA=off), single use.
 * - Wrong credentials answer 400 'Incorrect username or password' (401 is reserved for
 *   "session expired", on which the client logs out).
 * - `sys.login.maxFailures` consecutive failures lock the account `sys.login.lockMinutes`.
 * - Every attempt writes a login-log row.
 */
import crypto from 'node:crypto';
import { LoginBody, LoginResult } from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { loadUserAccess } from '../../core/auth/access';
import { writeLoginLog } from '../../core/http/audit';
import { ok } from '../../core/base/envelope';
import { BadRequestError, ForbiddenError } from '../../core/base/errors';
import { type MessageKey, t } from '../../core/base/i18n';
import { getIntParam } from '../../core/data/params';
import { hashPassword, verifyPassword } from '../../core/auth/password';
import { clientInfo } from '../../core/base/request-info';
import { createSession, revokeSession, type TokenService } from '../../core/auth/session';
import { sysUser } from '../../db/schema';
import { consumeCaptcha } from '../pub/captcha';
import { buildMenuList, buildUserInfo } from './menu-tree';
import { NoData, routeOptions } from '../../core/routes/route-options';

export interface AuthRoutesOptions {
  tokens: TokenService;
  /** Login attempts per IP per minute */
  loginRateLimit: number;
}

/** A real hash to verify against when the user does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(crypto.randomUUID()));

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, opts) => {
  app.post(
    '/login',
    routeOptions({ auth: 'public', rateLimit: { max: opts.loginRateLimit, timeWindow: '1 minute' } }, 'Log in', { body: LoginBody, reply: LoginResult }),
    async (req) => {
      const db = app.ctx.db;
      const client = clientInfo(req);
      const { username, password, verifyCode, verifyKey } = req.body;
      const fail = async (key: MessageKey, params: Record<string, string | number> = {}, status: 400 | 403 = 400) => {
        await writeLoginLog(db, { loginName: username, client, success: false, msg: t('en', key, params) });
        return status === 403 ? new ForbiddenError(key, params) : new BadRequestError(key, params);
      };

      if (app.ctx.captcha && !(await consumeCaptcha(db, verifyKey, verifyCode))) {
        throw await fail(verifyCode ? 'auth.badCaptcha' : 'auth.captchaRequired');
      }

      const [user] = await db
        .select()
        .from(sysUser)
        .where(and(eq(sysUser.userName, username), isNull(sysUser.deletedAt)))
        .limit(1);
      if (!user) {
        await verifyPassword(await getDummyHash(), password);
        throw await fail('auth.badCredentials');
      }
      const lockMinutes = await getIntParam(db, 'sys.login.lockMinutes', 15);
      if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
        const minutes = Math.ceil((user.lockedUntil.getTime() - Date.now()) / 60000);
        throw await fail('auth.locked', { minutes }, 403);
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        const maxFailures = await getIntParam(db, 'sys.login.maxFailures', 5);
        // Atomic increment: concurrent failures each count.
        const [row] = await db
          .update(sysUser)
          .set({ failedLogins: sql`${sysUser.failedLogins} + 1` })
          .where(eq(sysUser.id, user.id))
          .returning({ failedLogins: sysUser.failedLogins });
        if (row.failedLogins >= maxFailures) {
          await db
            .update(sysUser)
            .set({ failedLogins: 0, lockedUntil: new Date(Date.now() + lockMinutes * 60000) })
            .where(eq(sysUser.id, user.id));
          throw await fail('auth.locked', { minutes: lockMinutes }, 403);
        }
        throw await fail('auth.badCredentials');
      }
      if (user.status !== 1) throw await fail('auth.disabled', {}, 403);

      const previousLogin = user.lastLoginAt;
      await db
        .update(sysUser)
        .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: new Date(), lastLoginIp: client.ip })
        .where(eq(sysUser.id, user.id));
      // Cached principals of this user's other sessions carry the old lastLoginAt (userInfo.time).
      app.ctx.authCache.invalidate({ userIds: [user.id] });
      const session = await createSession(db, opts.tokens, user.id, client);
      const access = await loadUserAccess(db, user.id);
      const menuList = await buildMenuList(db, access);
      await writeLoginLog(db, { loginName: username, client, success: true, msg: t('en', 'auth.loginOk') });
      return ok(
        {
          token: session.token,
          userInfo: buildUserInfo({ ...user, lastLoginAt: previousLogin }, access),
          menuList,
          permissions: access.permissions,
        },
        t(req.lang, 'auth.loginOk'),
      );
    },
  );

  app.post(
    '/logout',
    routeOptions({ auth: 'login' }, 'Log out (revokes the session)', { reply: NoData }),
    async (req) => {
      await revokeSession(app.ctx.db, req.user!.sessionId);
      app.ctx.events.emit('sessionsRevoked', { sessionIds: [req.user!.sessionId] });
      return ok(null, t(req.lang, 'auth.logoutOk'));
    },
  );
};
