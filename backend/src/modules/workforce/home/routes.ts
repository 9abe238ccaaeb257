/**
 * GET /workforce/home/summary: the numbers of this remote's /home widgets in one answer. Open to
 * every signed-in user (a widget's own rule decides its section, in the service), so the shell
 * never needs one request per widget.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WorkforceHomeApi, WorkforceHomeSummary } from '@shiftdesk/shared/api';
import { getAccess } from '../../../core/auth/access';
import { ok } from '../../../core/base/envelope';
import { routeOptions } from '../../../core/routes/route-options';
import { workforceHomeSummary } from './service';

export const workforceHomeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    WorkforceHomeApi.path.summary,
    routeOptions(
      { auth: 'login' },
      "The workforce /home widgets' numbers: the sections the caller's rules allow, in their data scope",
      {
        reply: WorkforceHomeSummary,
      },
    ),
    async (req) => ok(await workforceHomeSummary(app.ctx.db, { access: await getAccess(req), user: req.user! })),
  );
};
