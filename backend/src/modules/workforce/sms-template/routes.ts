/**
 * /workforce/smsTemplate/{list,get,add,edit,delete}, POST preview (a body with sample values,
 * under the get rule) and POST send (a test SMS through the queue). Thin: the service checks.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SmsTemplateAddBody,
  SmsTemplateApi,
  SmsTemplateEditBody,
  SmsTemplateListQuery,
  SmsTemplatePreview,
  SmsTemplatePreviewBody,
  SmsTemplateRow,
  SmsTemplateSendBody,
  SmsTemplateSent,
} from '@shiftdesk/shared/api';
import { maskPhone } from '@shiftdesk/shared/rules';
import { ok } from '../../../core/base/envelope';
import { t } from '../../../core/base/i18n';
import { callerOf } from '../../../core/data/caller';
import { withTransaction } from '../../../core/data/unit-of-work';
import { registerCrudRoutes } from '../../../core/routes/crud-routes';
import { routeOptions } from '../../../core/routes/route-options';
import {
  addSmsTemplate,
  deleteSmsTemplates,
  editSmsTemplate,
  getSmsTemplate,
  listSmsTemplates,
  previewSmsTemplate,
  sendTestSms,
} from './service';

export const smsTemplateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerCrudRoutes(app, {
    scope: 'shared',
    api: SmsTemplateApi,
    schemas: { query: SmsTemplateListQuery, row: SmsTemplateRow, add: SmsTemplateAddBody, edit: SmsTemplateEditBody },
    summaries: {
      list: 'SMS templates (paged)',
      get: 'An SMS template',
      add: 'Add an SMS template (placeholders from its code only; one per code and language)',
      edit: 'Edit an SMS template',
      delete: 'Delete SMS templates',
    },
    service: {
      list: listSmsTemplates,
      get: getSmsTemplate,
      add: addSmsTemplate,
      edit: editSmsTemplate,
      remove: deleteSmsTemplates,
    },
  });

  app.post(
    SmsTemplateApi.path.preview,
    routeOptions(SmsTemplateApi.rule.get, 'An SMS body rendered with sample values of its code (nothing written)', {
      body: SmsTemplatePreviewBody,
      reply: SmsTemplatePreview,
    }),
    async (req) => ok(previewSmsTemplate(req.body)),
  );

  app.post(
    SmsTemplateApi.path.send,
    routeOptions(SmsTemplateApi.rule.send, 'Queue a test SMS of a template, with sample values, to a phone', {
      body: SmsTemplateSendBody,
      reply: SmsTemplateSent,
    }),
    async (req) => {
      const logId = await withTransaction(app.ctx, (tx) => sendTestSms(tx, callerOf(req), req.body));
      return ok({ logId }, t(req.lang, 'smsTemplate.testQueued', { phone: maskPhone(req.body.phone) }));
    },
  );
};
