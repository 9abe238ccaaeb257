/** /workforce/smsLog/{list,export}: read only (the send queue writes it). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SmsLogApi, SmsLogListQuery, SmsLogRow } from '@shiftdesk/shared/api';
import { registerListRoute, registerXlsxExportRoute } from '../../../core/routes/crud-routes';
import { exportSmsLogs, listSmsLogs } from './service';

export const smsLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerListRoute(app, {
    path: SmsLogApi.path.list,
    rule: SmsLogApi.rule.list,
    summary: 'SMS log (paged; phones masked)',
    query: SmsLogListQuery,
    row: SmsLogRow,
    list: listSmsLogs,
  });
  registerXlsxExportRoute(app, {
    path: SmsLogApi.path.export,
    rule: SmsLogApi.rule.export,
    summary: 'The SMS log of the list (its filters, every page) as XLSX; phones masked',
    query: SmsLogListQuery,
    run: exportSmsLogs,
  });
};
