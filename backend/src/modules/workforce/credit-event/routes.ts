/** /workforce/creditEvent/{list,series}: a worker's events timeline and score over time. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreditEventApi,
  CreditEventListQuery,
  CreditEventRow,
  CreditSeries,
  CreditSeriesQuery,
} from '@shiftdesk/shared/api';
import { registerListRoute } from '../../../core/routes/crud-routes';
import { ok } from '../../../core/base/envelope';
import { creditSeries, listCreditEvents } from './service';
import { routeOptions } from '../../../core/routes/route-options';

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
    routeOptions(CreditEventApi.rule.series, "A worker's credit score over a range (points where it changes)", { query: CreditSeriesQuery, reply: CreditSeries }),
    async (req) => ok(await creditSeries(app.ctx.db, req.query.workerId, req.query.from, req.query.to)),
  );
};
