/** The conduct records of issue 13 (bans, blacklist, credit events, MCs, allowances), one plugin per entity. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerAll } from '../../../core/routes/route-module';
import { allowanceRoutes } from '../allowance/routes';
import { banRecordRoutes } from '../ban-record/routes';
import { blacklistRoutes } from '../blacklist/routes';
import { creditEventRoutes } from '../credit-event/routes';
import { medicalLeaveRoutes } from '../medical-leave/routes';

export const conductRoutes: FastifyPluginAsyncTypebox = (app) =>
  registerAll(app, [banRecordRoutes, blacklistRoutes, creditEventRoutes, medicalLeaveRoutes, allowanceRoutes]);
