/**
 * The finance module (/backend/api/v1/finance/*): one folder per entity (routes + service).
 * Reference rates come first; clients, invoices and payroll add theirs here.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { referenceRoutes } from './reference/routes';

export const financeModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(referenceRoutes);
};
