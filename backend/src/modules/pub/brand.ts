/** GET /backend/api/v1/pub/brand: the brand name (public — the shell shows it before login). */
import { BrandResult, Envelope } from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../core/base/envelope';
import { getBrandName } from '../../core/data/params';

export const brandRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/brand',
    {
      config: { auth: 'public' },
      schema: { summary: 'Brand name (parameter sys.brand.name)', response: { 200: Envelope(BrandResult) } },
    },
    async () => ok({ name: await getBrandName(app.ctx.db) }),
  );
};
