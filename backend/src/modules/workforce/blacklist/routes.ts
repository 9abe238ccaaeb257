/** /workforce/blacklist/{list,add}. Thin: the service checks. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BlacklistAddBody, BlacklistApi, BlacklistListQuery, BlacklistRow, CreatedId, Envelope } from '@shiftdesk/shared/api';
import { callerOf } from '../../../core/caller';
import { registerListRoute } from '../../../core/crud-routes';
import { ok } from '../../../core/envelope';
import { t } from '../../../core/i18n';
import { withTransaction } from '../../../core/unit-of-work';
import { addToBlacklist, listBlacklist } from './service';

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
    {
      config: { rule: BlacklistApi.rule.add },
      schema: {
        summary: 'Blacklist a worker: a permanent platform ban; the worker becomes blacklisted',
        body: BlacklistAddBody,
        response: { 200: Envelope(CreatedId) },
      },
    },
    async (req) => {
      const id = await withTransaction(app.ctx, (tx) => addToBlacklist(tx, callerOf(req), req.body));
      return ok({ id }, t(req.lang, 'blacklist.added'));
    },
  );
};
