/**
 * The public job board (`/backend/api/v1/pub/website/jobs`, `…/website/job?code=`), without login:
 * rate limited per address, far above one person browsing. Thin: ./public.ts reads.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PublicJobDetail,
  PublicJobGetQuery,
  PublicJobListQuery,
  PublicJobPage,
  PublicJobPaths,
} from '@shiftdesk/shared/api';
import { ok } from '../../../core/base/envelope';
import { routeOptions } from '../../../core/routes/route-options';
import { getPublicJob, listPublicJobs } from './public';

const open = { auth: 'public' as const, rateLimit: { max: 120, timeWindow: '1 minute' } };

export const publicJobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    PublicJobPaths.list,
    routeOptions(open, 'The public job board: published public shifts still to start (date, area, position, keyword)', {
      query: PublicJobListQuery,
      reply: PublicJobPage,
    }),
    async (req) => ok(await listPublicJobs(app.ctx.db, req.query)),
  );
  app.get(
    PublicJobPaths.get,
    routeOptions(open, 'One job of the board by its code (404 once it is filled, cancelled or started)', {
      query: PublicJobGetQuery,
      reply: PublicJobDetail,
    }),
    async (req) => ok(await getPublicJob(app.ctx.db, req.query.code)),
  );
};
