/** The conduct records of issue 13 (bans, blacklist, credit events, MCs, allowances), one plugin per entity. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { allowanceRoutes } from '../allowance/routes';
import { banRecordRoutes } from '../ban-record/routes';
import { blacklistRoutes } from '../blacklist/routes';
import { creditEventRoutes } from '../credit-event/routes';
import { medicalLeaveRoutes } from '../medical-leave/routes';

export const conductRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(banRecordRoutes);
  await app.register(blacklistRoutes);
  await app.register(creditEventRoutes);
  await app.register(medicalLeaveRoutes);
  await app.register(allowanceRoutes);
};
