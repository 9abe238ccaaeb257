/**
 * System → Outbox (`/system/outbox/{list,get}`): the mail the product sent, newest first, within
 * the caller's data scope (a message belongs to the department of the staff member whose action
 * sent it). `get` adds the kept `.eml` text when the file transport was used, sign-off tokens masked.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdQuery, OutboxApi, OutboxDetail, OutboxListQuery, OutboxRow } from '@shiftdesk/shared/api';
import { ok } from '../../core/base/envelope';
import { getOr404 } from '../../core/data/crud';
import { defineList, filter } from '../../core/lists/list-query';
import { readEml } from '../../core/mail/transport';
import { assertInScope, ownedScope, registerListRoute } from '../../core/routes/crud-routes';
import { routeOptions } from '../../core/routes/route-options';
import { sysOutbox } from '../../db/schema';

const scope = ownedScope(sysOutbox, 'outbox.notFound');

/**
 * The kept message as staff may read it: a sign-off token in it would let the reader sign as the
 * client, so it is cut out (quoted-printable soft line breaks joined first, so no piece of it
 * survives a wrapped line).
 */
export function displayEml(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/(token=(?:3D)?)[A-Za-z0-9_-]{16,}/g, '$1******');
}

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

function outboxOut(r: typeof sysOutbox.$inferSelect): OutboxRow {
  return {
    id: r.id,
    to: r.to,
    subject: r.subject,
    kind: r.kind,
    entity: r.entity,
    entityId: r.entityId,
    transport: r.transport,
    fileKey: r.fileKey,
    messageId: r.messageId,
    status: r.status as OutboxRow['status'],
    error: r.error,
    sentAt: isoOrNull(r.sentAt),
    createdAt: r.createdAt.toISOString(),
  };
}

const list = defineList<OutboxListQuery, NonNullable<OutboxListQuery['orderBy']>>({
  table: sysOutbox,
  filters: {
    status: filter.exact(sysOutbox.status),
    kind: filter.exact(sysOutbox.kind),
    to: filter.contains(sysOutbox.to),
  },
  sort: { id: sysOutbox.id, createdAt: sysOutbox.createdAt },
  defaultSort: 'createdAt',
  defaultDir: 'desc',
  tieBreak: sysOutbox.id,
  scope: scope.columns,
});

export const outboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerListRoute(app, {
    path: OutboxApi.path.list,
    rule: OutboxApi.rule.list,
    summary: 'Mail sent (paged, newest first; data scope): recipient, subject, kind, outcome',
    query: OutboxListQuery,
    row: OutboxRow,
    list: (db, q, s) => list.run(db, q, sysOutbox, { scope: s, map: outboxOut }),
  });

  app.get(
    OutboxApi.path.get,
    routeOptions(OutboxApi.rule.get, 'One sent message, with its raw text when it was kept as a file', {
      query: IdQuery,
      reply: OutboxDetail,
    }),
    async (req) => {
      await assertInScope(app, req, scope, [req.query.id]);
      const row = await getOr404(app.ctx.db, sysOutbox, req.query.id, 'outbox.notFound');
      const raw = row.fileKey ? await readEml(app.ctx.dataDir, row.fileKey) : null;
      const eml = raw === null ? null : displayEml(raw);
      return ok({ ...outboxOut(row), eml });
    },
  );
};
