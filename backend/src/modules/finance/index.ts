/**
 * The finance module (/backend/api/v1/finance/*): one folder per entity (routes + service).
 * Reference rates, then clients and contracts; invoices and payroll add theirs here.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clientRoutes } from './client/routes';
import { contractDeptRoutes } from './contract-dept/routes';
import { contractOrderRoutes } from './contract-order/routes';
import { positionRoutes } from './position/routes';
import { referenceRoutes } from './reference/routes';

export const financeModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(referenceRoutes);
  await app.register(clientRoutes);
  await app.register(contractDeptRoutes);
  await app.register(positionRoutes);
  await app.register(contractOrderRoutes);
};
