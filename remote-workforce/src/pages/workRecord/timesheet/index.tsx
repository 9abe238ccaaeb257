/**
 * Work records → Timesheet list (route /jobs/workRecord/timesheet, expose
 * `workforce/workRecord/timesheet/index`): the spec lists the timesheets among the work-record
 * screens too; it is the same list as Jobs → Timesheets, under the list rule.
 */
export { default } from '../../timesheet/index';
