/** Personal centre endpoints (refreshToken now; getPersonalInfo/edit/resetPwd/avatar in issue 3). */
import { Envelope, RefreshTokenResult } from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getAccess } from '../../core/access';
import { ok } from '../../core/envelope';
import { rotateToken, type TokenService } from '../../core/session';
import { buildUserInfo } from './menu-tree';

export const personalRoutes: FastifyPluginAsyncTypebox<{ tokens: TokenService }> = async (app, opts) => {
  app.get(
    '/personal/refreshToken',
    {
      config: { auth: 'login' },
      schema: {
        summary: 'New token for the current session (+ fresh userInfo)',
        response: { 200: Envelope(RefreshTokenResult) },
      },
    },
    async (req) => {
      const user = req.user!;
      const token = await rotateToken(app.ctx.db, opts.tokens, user.sessionId);
      return ok({ token, userInfo: buildUserInfo(user, await getAccess(req)) });
    },
  );
};
