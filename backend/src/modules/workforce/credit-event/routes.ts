/** /workforce/creditEvent/{list,series}: a worker's events timeline and score over time. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreditEventApi,
  CreditEventListQuery,
  CreditEventRow,
  CreditSeries,
  CreditSeriesQuery,
  Envelope,
} from '@shiftdesk/shared/api';
import { registerListRoute } from '../../../core/crud-routes';
import { ok } from '../../../core/envelope';
import { creditSeries, listCreditEvents } from './service';

export const creditEventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerListRoute(app, {
    path: CreditEventApi.path.list,
    rule: CreditEventApi.rule.list,
    summary: 'Credit events (paged; by worker, kind, in force)',
    query: CreditEventListQuery,
    row: CreditEventRow,
    list: listCreditEvents,
  });
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
