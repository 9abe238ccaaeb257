import './i18n';
import { WORKFORCE_HOME_RULES } from '@shiftdesk/shared/api';
import { CertificatesExpiring } from './CertificateWidget';
import { PendingVerification, TodayShifts } from './JobWidgets';
import { TimesheetsWithClients } from './TimesheetWidget';
import type { HomeWidget } from './types';

/**
 * The workforce remote's /home widgets, each shown to holders of the rule its section of the
 * summary needs (the list rule of the page it links to); together they make one request
 * (./summary.ts).
 */
const widgets: HomeWidget[] = [
  {
    key: 'workforce.todayShifts',
    title: 'workforce:widgets.todayShifts.title',
    permission: WORKFORCE_HOME_RULES.todayShifts,
    component: TodayShifts,
  },
  {
    key: 'workforce.pendingVerification',
    title: 'workforce:widgets.pendingVerification.title',
    permission: WORKFORCE_HOME_RULES.pendingVerification,
    component: PendingVerification,
  },
  {
    key: 'workforce.timesheets',
    title: 'workforce:widgets.timesheets.title',
    permission: WORKFORCE_HOME_RULES.timesheets,
    component: TimesheetsWithClients,
  },
  {
    key: 'workforce.certificatesExpiring',
    title: 'workforce:widgets.certificates.title',
    permission: WORKFORCE_HOME_RULES.certificatesExpiring,
    component: CertificatesExpiring,
  },
];

export default widgets;
