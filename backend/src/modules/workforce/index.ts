/**
 * The workforce module (/backend/api/v1/workforce/*): one folder per entity (routes + service).
 * Workers and applicants, certificates and documents, bans and conduct add theirs here.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { certificateTypeRoutes } from './certificate-type/routes';
import { workerCertificateRoutes } from './worker-certificate/routes';
import { workerDocumentRoutes } from './worker-document/routes';

export const workforceModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(certificateTypeRoutes);
  await app.register(workerCertificateRoutes);
  await app.register(workerDocumentRoutes);
};
