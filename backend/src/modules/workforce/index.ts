/**
 * The workforce module (/backend/api/v1/workforce/*): one folder per entity (routes + service).
 * Workers and applicants, certificates, conduct records; jobs add theirs here.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { conductRoutes } from './conduct/routes';

export const workforceModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(conductRoutes);
};
