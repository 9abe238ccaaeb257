/**
 * Translations of the `workforce` remote (namespace `workforce`), registered when any exposed
 * module of this remote loads. Each entity's texts live in ./i18n/<entity>.ts.
 */
import { registerTranslations } from '@shiftdesk/shared';
import { NS } from './i18n/ns';
import { analysisEn, analysisZhCn } from './i18n/analysis';
import { applicantEn, applicantZhCn } from './i18n/applicant';
import { bookingEn, bookingZhCn } from './i18n/booking';
import { conductEn, conductZhCn } from './i18n/conduct';
import { certificateEn, certificateZhCn } from './i18n/certificate';
import { homeEn, homeZhCn } from './i18n/home';
import { smsLogEn, smsLogZhCn, smsTemplateEn, smsTemplateZhCn } from './i18n/sms';
import { jobEn, jobZhCn } from './i18n/job';
import { workerEn, workerZhCn } from './i18n/worker';
import { timesheetEn, timesheetZhCn } from './i18n/timesheet';
import { timesheetTemplateEn, timesheetTemplateZhCn } from './i18n/timesheetTemplate';
import { workRecordEn, workRecordZhCn } from './i18n/workRecord';

export { NS };

const en = {
  name: 'Workforce',
  add: 'Add',
  actions: 'Actions',
  view: 'View',
  worker: workerEn,
  applicant: applicantEn,
  conduct: conductEn,
  certificate: certificateEn,
  job: jobEn,
  workRecord: workRecordEn,
  booking: bookingEn,
  timesheet: timesheetEn,
  timesheetTemplate: timesheetTemplateEn,
  smsTemplate: smsTemplateEn,
  smsLog: smsLogEn,
  widgets: homeEn,
  analysis: analysisEn,
  // The titles of this module's queued jobs in the shell's progress notification (`workforce.<queue>`).
  jobNames: { generateTimesheets: 'Timesheet generation', importWorkers: 'Worker import' },
};

const zhCn: typeof en = {
  name: '人力管理',
  add: '新增',
  actions: '操作',
  view: '查看',
  worker: workerZhCn,
  applicant: applicantZhCn,
  conduct: conductZhCn,
  certificate: certificateZhCn,
  job: jobZhCn,
  workRecord: workRecordZhCn,
  booking: bookingZhCn,
  timesheet: timesheetZhCn,
  timesheetTemplate: timesheetTemplateZhCn,
  smsTemplate: smsTemplateZhCn,
  smsLog: smsLogZhCn,
  widgets: homeZhCn,
  analysis: analysisZhCn,
  jobNames: { generateTimesheets: '工时表生成', importWorkers: '员工导入' },
};

registerTranslations(NS, { en, 'zh-cn': zhCn });
