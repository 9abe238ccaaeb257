/**
 * The website module's back-office API (/backend/api/v1/website/*): the content the public
 * website shows (banners). The server-rendered public pages are ./index.ts; the public banner
 * strip's endpoint is ./banner/public-routes.ts, under /pub.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerMessages } from '../../core/base/i18n';
import { bannerRoutes } from './banner/routes';
import { websiteMessages } from './messages';
import { named } from '../../core/routes/route-module';

// On load, not when the plugin runs: tests that call a service without building an app still
// get its texts, as long as something imported the module.
registerMessages(websiteMessages);

export const websiteApiModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(named(bannerRoutes));
};
