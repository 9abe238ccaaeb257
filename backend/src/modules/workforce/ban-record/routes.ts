/** /workforce/banRecord/{list,get,add} and the machine's PUT /workforce/banRecord/lift. Thin: the service checks. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BanRecordAddBody, BanRecordApi, BanRecordListQuery, BanRecordRow } from '@shiftdesk/shared/api';
import { registerWorkerRecordRoutes } from '../conduct/record-routes';
import { banRecord } from './service';

export const banRecordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerWorkerRecordRoutes(app, banRecord, {
    api: BanRecordApi,
    schemas: { query: BanRecordListQuery, row: BanRecordRow, add: BanRecordAddBody },
    addSummary: 'Ban a worker (platform, client or department; a platform ban moves an active worker to banned)',
  });
};
