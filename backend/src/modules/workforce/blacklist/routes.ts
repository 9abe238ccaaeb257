/** /workforce/blacklist/{list,add}. Thin: the service checks. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BlacklistAddBody, BlacklistApi, BlacklistListQuery, BlacklistRow, CreatedId } from '@shiftdesk/shared/api';
import { callerOf } from '../../../core/data/caller';
import { registerListRoute } from '../../../core/routes/crud-routes';
import { ok } from '../../../core/base/envelope';
import { t } from '../../../core/base/i18n';
import { withTransaction } from '../../../core/data/unit-of-work';
import { addToBlacklist, listBlacklist } from './service';
import { routeOptions } from '../../../core/routes/route-options';

export const blacklistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerListRoute(app, {
    path: BlacklistApi.path.list,
    rule: BlacklistApi.rule.list,
    summary: 'Blacklisted workers with who blacklisted them, when and why (paged)',
    query: BlacklistListQuery,
    row: BlacklistRow,
    list: listBlacklist,
  });
  app.post(
    BlacklistApi.path.add,
    routeOptions(BlacklistApi.rule.add, 'Blacklist a worker: a permanent platform ban; the worker becomes blacklisted', { body: BlacklistAddBody, reply: CreatedId }),
    async (req) => {
      const id = await withTransaction(app.ctx, (tx) => addToBlacklist(tx, callerOf(req), req.body));
      return ok({ id }, t(req.lang, 'blacklist.added'));
    },
  );
};
