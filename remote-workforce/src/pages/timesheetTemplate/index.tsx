/**
 * Jobs → Timesheet templates (route /jobs/timesheetTemplate, expose `workforce/timesheetTemplate/index`):
 * how a contract department's timesheets are laid out — columns in order, grouping, the
 * documents' language, totals, signature block, logo, footer note — with a live preview on sample rows under the form.
 * A template still named by a department cannot be deleted (the server says how many).
 */
import '../../i18n';
import { CrudListPage } from '@shiftdesk/shared';
import {
  DEFAULT_TIMESHEET_LAYOUT,
  TimesheetTemplateAddBody,
  TimesheetTemplateApi,
  TimesheetTemplateEditBody,
  type TimesheetTemplateRow,
} from '@shiftdesk/shared/api';
import { NS } from '../../i18n';
import { templateFields } from './fields';
import { Preview } from './Preview';

const defaults = {
  columns: [...DEFAULT_TIMESHEET_LAYOUT.columns],
  grouping: DEFAULT_TIMESHEET_LAYOUT.grouping,
  showTotals: DEFAULT_TIMESHEET_LAYOUT.showTotals,
  signatureBlock: DEFAULT_TIMESHEET_LAYOUT.signatureBlock,
  footerNote: '',
  lang: DEFAULT_TIMESHEET_LAYOUT.lang,
  status: 'active',
} satisfies Partial<TimesheetTemplateAddBody>;

const form = {
  add: TimesheetTemplateAddBody,
  edit: TimesheetTemplateEditBody,
  defaults,
  drawer: true,
  width: 880,
  columns: 2 as const,
  children: (row: TimesheetTemplateRow | undefined) => <Preview hasLogo={row?.hasLogo} />,
};

export default function TimesheetTemplatePage() {
  return (
    <CrudListPage<TimesheetTemplateRow, TimesheetTemplateAddBody>
      entity={TimesheetTemplateApi}
      fields={templateFields}
      ns={NS}
      texts="timesheetTemplate"
      form={form}
    />
  );
}
