/** /finance/position/{list,get,add,edit,delete}. Thin: the service checks. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreatedId,
  EmptyEnvelope,
  Envelope,
  IdQuery,
  IdsBody,
  PageResult,
  PositionAddBody,
  PositionApi,
  PositionEditBody,
  PositionListQuery,
  PositionRow,
} from '@shiftdesk/shared/api';
import { ok } from '../../../core/envelope';
import { t } from '../../../core/i18n';
import { withTransaction } from '../../../core/unit-of-work';
import { callerOf } from '../caller';
import { addPosition, deletePositions, editPosition, getPosition, listPositions } from './service';

export const positionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    PositionApi.path.list,
    { config: { rule: PositionApi.rule.list }, schema: { summary: 'Positions (paged)', querystring: PositionListQuery, response: { 200: Envelope(PageResult(PositionRow)) } } },
    async (req) => ok(await listPositions(app.ctx.db, req.query)),
  );
  app.get(
    PositionApi.path.get,
    { config: { rule: PositionApi.rule.get }, schema: { summary: 'A position', querystring: IdQuery, response: { 200: Envelope(PositionRow) } } },
    async (req) => ok(await getPosition(app.ctx.db, req.query.id)),
  );
  app.post(
    PositionApi.path.add,
    { config: { rule: PositionApi.rule.add }, schema: { summary: 'Add a position', body: PositionAddBody, response: { 200: Envelope(CreatedId) } } },
    async (req) => ok({ id: await withTransaction(app.ctx, (tx) => addPosition(tx, callerOf(req), req.body)) }, t(req.lang, 'common.saved')),
  );
  app.put(
    PositionApi.path.edit,
    { config: { rule: PositionApi.rule.edit }, schema: { summary: 'Edit a position', body: PositionEditBody, response: { 200: EmptyEnvelope } } },
    async (req) => {
      await withTransaction(app.ctx, (tx) => editPosition(tx, callerOf(req), req.body));
      return ok(null, t(req.lang, 'common.saved'));
    },
  );
  app.delete(
    PositionApi.path.delete,
    { config: { rule: PositionApi.rule.delete }, schema: { summary: 'Delete positions (refused while contract orders rate them)', body: IdsBody, response: { 200: EmptyEnvelope } } },
    async (req) => {
      await withTransaction(app.ctx, (tx) => deletePositions(tx, [...new Set(req.body.ids)]));
      return ok(null, t(req.lang, 'common.deleted'));
    },
  );
};
