/** /workforce/blacklist/{list,add}. Thin: the service checks. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BlacklistAddBody, BlacklistApi, BlacklistListQuery, BlacklistRow, CreatedId, Envelope, PageResult } from '@shiftdesk/shared/api';
import { getAccess } from '../../../core/access';
import { callerOf } from '../../../core/caller';
import { ok } from '../../../core/envelope';
import { t } from '../../../core/i18n';
import { withTransaction } from '../../../core/unit-of-work';
import { addToBlacklist, listBlacklist } from './service';

export const blacklistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    BlacklistApi.path.list,
    {
      config: { rule: BlacklistApi.rule.list },
      schema: {
        summary: 'Blacklisted workers with who blacklisted them, when and why (paged)',
        querystring: BlacklistListQuery,
        response: { 200: Envelope(PageResult(BlacklistRow)) },
      },
    },
    async (req) => ok(await listBlacklist(app.ctx.db, req.query, { access: await getAccess(req), user: req.user! })),
  );
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
