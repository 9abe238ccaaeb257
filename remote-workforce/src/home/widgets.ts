import '../i18n';
import { JobApi, TimesheetApi, WorkRecordApi } from '@shiftdesk/shared/api';
import { PendingVerification, TodayShifts } from './JobWidgets';
import { TimesheetsWithClients } from './TimesheetWidget';
import type { HomeWidget } from './types';

/** The workforce remote's /home widgets, each shown to holders of the list rule it reads (./JobWidgets.tsx). */
const widgets: HomeWidget[] = [
  {
    key: 'workforce.todayShifts',
    title: 'workforce:widgets.todayShifts.title',
    permission: JobApi.rule.list,
    component: TodayShifts,
  },
  {
    key: 'workforce.pendingVerification',
    title: 'workforce:widgets.pendingVerification.title',
    permission: WorkRecordApi.rule.list,
    component: PendingVerification,
  },
  {
    key: 'workforce.timesheets',
    title: 'workforce:widgets.timesheets.title',
    permission: TimesheetApi.rule.list,
    component: TimesheetsWithClients,
  },
];

export default widgets;
