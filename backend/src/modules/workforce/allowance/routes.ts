/** /workforce/allowance/{list,get,add} and the machine's PUT /workforce/allowance/{approve,reject}. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AllowanceAddBody, AllowanceApi, AllowanceListQuery, AllowanceRow } from '@shiftdesk/shared/api';
import { registerWorkerRecordRoutes } from '../conduct/record-routes';
import { allowanceRecord } from './service';

export const allowanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerWorkerRecordRoutes(app, allowanceRecord, {
    api: AllowanceApi,
    schemas: { query: AllowanceListQuery, row: AllowanceRow, add: AllowanceAddBody },
    addSummary: 'Add an allowance (pending) for a day or a work record',
  });
};
