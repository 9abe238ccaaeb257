/**
 * GET /finance/home/summary: the numbers of this remote's /home widgets in one answer. Open to
 * every signed-in user (a widget's own rule decides its section, in the service), so the shell
 * never needs one request per widget.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FinanceHomeApi, FinanceHomeSummary } from '@shiftdesk/shared/api';
import { getAccess } from '../../../core/auth/access';
import { ok } from '../../../core/base/envelope';
import { routeOptions } from '../../../core/routes/route-options';
import { financeHomeSummary } from './service';

export const financeHomeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    FinanceHomeApi.path.summary,
    routeOptions(
      { auth: 'login' },
      "The finance /home widgets' numbers: the sections the caller's rules allow, in their data scope",
      {
        reply: FinanceHomeSummary,
      },
    ),
    async (req) => ok(await financeHomeSummary(app.ctx.db, { access: await getAccess(req), user: req.user! })),
  );
};
