/** /workforce/timesheetTemplate/{list,get,add,edit,delete}. Thin: the service checks. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  TimesheetTemplateAddBody,
  TimesheetTemplateApi,
  TimesheetTemplateEditBody,
  TimesheetTemplateListQuery,
  TimesheetTemplateRow,
} from '@shiftdesk/shared/api';
import { getAccess, holdsRule } from '../../../core/auth/access';
import { registerFileKind } from '../../../core/files/files';
import { registerCrudRoutes } from '../../../core/routes/crud-routes';
import {
  addTimesheetTemplate,
  deleteTimesheetTemplates,
  editTimesheetTemplate,
  getTimesheetTemplate,
  listTimesheetTemplates,
  TEMPLATE_LOGO_KIND,
} from './service';

// A logo is no secret, but it is served only to staff who may read the templates.
registerFileKind({
  name: TEMPLATE_LOGO_KIND,
  public: false,
  canRead: async (req) => holdsRule(await getAccess(req), TimesheetTemplateApi.rule.get),
});

export const timesheetTemplateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const storage = app.ctx.storage;
  registerCrudRoutes(app, {
    scope: 'shared',
    api: TimesheetTemplateApi,
    schemas: {
      query: TimesheetTemplateListQuery,
      row: TimesheetTemplateRow,
      add: TimesheetTemplateAddBody,
      edit: TimesheetTemplateEditBody,
    },
    summaries: {
      list: 'Timesheet templates (paged)',
      get: 'A timesheet template',
      add: 'Add a timesheet template (logo as a PNG/JPEG data URL)',
      edit: 'Edit a timesheet template (logo: null removes it, absent keeps it)',
      delete: 'Delete timesheet templates (refused while a contract department names them)',
    },
    service: {
      list: listTimesheetTemplates,
      get: getTimesheetTemplate,
      add: (tx, caller, b) => addTimesheetTemplate(tx, caller, storage, b),
      edit: (tx, caller, b) => editTimesheetTemplate(tx, caller, storage, b),
      remove: (tx, ids) => deleteTimesheetTemplates(tx, storage, ids),
    },
  });
};
