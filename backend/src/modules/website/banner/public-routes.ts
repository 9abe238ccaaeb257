/**
 * The live banners of one placement for the public website (`/backend/api/v1/pub/website/banners
 * ?placement=`), without login: rate limited per address like the public job board, far above
 * one person browsing.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PublicBannerList, PublicBannerPaths, PublicBannerQuery } from '@shiftdesk/shared/api';
import { ok } from '../../../core/base/envelope';
import { routeOptions } from '../../../core/routes/route-options';
import { listLiveBanners } from './service';

const open = { auth: 'public' as const, rateLimit: { max: 120, timeWindow: '1 minute' } };

export const publicBannerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    PublicBannerPaths.list,
    routeOptions(open, 'The live banners of a placement of the public website, in their order', {
      query: PublicBannerQuery,
      reply: PublicBannerList,
    }),
    async (req) => ok({ list: await listLiveBanners(app.ctx.db, req.query.placement) }),
  );
};
