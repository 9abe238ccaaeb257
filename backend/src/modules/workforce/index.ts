/**
 * The workforce module (/backend/api/v1/workforce/*): one folder per entity (routes + service).
 * Workers, their import and applicants; certificates, conduct records and jobs add theirs here.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { applicantRoutes } from './applicant/routes';
import { conductRoutes } from './conduct/routes';
import { certificateTypeRoutes } from './certificate-type/routes';
import { workerCertificateRoutes } from './worker-certificate/routes';
import { workerDocumentRoutes } from './worker-document/routes';
import { workerRoutes } from './worker/routes';
import { workerImportRoutes } from './worker-import/routes';

export const workforceModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(workerRoutes);
  await app.register(workerImportRoutes);
  await app.register(applicantRoutes);
  await app.register(conductRoutes);
  await app.register(certificateTypeRoutes);
  await app.register(workerCertificateRoutes);
  await app.register(workerDocumentRoutes);
};
