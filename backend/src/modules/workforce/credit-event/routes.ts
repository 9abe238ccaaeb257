/** /workforce/creditEvent/{list,series}: a worker's events timeline and score over time. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreditEventApi,
  CreditEventListQuery,
  CreditEventRow,
  CreditSeries,
  CreditSeriesQuery,
  Envelope,
  PageResult,
} from '@shiftdesk/shared/api';
import { getAccess } from '../../../core/access';
import { ok } from '../../../core/envelope';
import { creditSeries, listCreditEvents } from './service';

export const creditEventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    CreditEventApi.path.list,
    {
      config: { rule: CreditEventApi.rule.list },
      schema: {
        summary: 'Credit events (paged; by worker, kind, in force)',
        querystring: CreditEventListQuery,
        response: { 200: Envelope(PageResult(CreditEventRow)) },
      },
    },
    async (req) => ok(await listCreditEvents(app.ctx.db, req.query, { access: await getAccess(req), user: req.user! })),
  );
  app.get(
    CreditEventApi.path.series,
    {
      config: { rule: CreditEventApi.rule.series },
      schema: {
        summary: "A worker's credit score over a range (points where it changes)",
        querystring: CreditSeriesQuery,
        response: { 200: Envelope(CreditSeries) },
      },
    },
    async (req) => ok(await creditSeries(app.ctx.db, req.query.workerId, req.query.from, req.query.to)),
  );
};
