/**
 * The manage page's tabs (the spec's staff tabs plus certificates). Each entry's module
 * default-exports `({ workerId }) => JSX` and is loaded when its tab is first opened. The page
 * shows them in TAB_ORDER whatever order they are listed in here, so each team appends its own.
 *
 * A tab's key is the name of its staff path (menu `workforce/staff/<key>/index`, route
 * /workforce/worker/manage/:id/<key>, ../../staff/<key>/index.tsx): one name per concept, so
 * `?tab=<key>` and the path open the same tab.
 */
import {
  AllowanceApi,
  ApplicantApi,
  BanRecordApi,
  CreditEventApi,
  MedicalLeaveApi,
  PayrollDetailApi,
  TimesheetApi,
  WorkerCertificateApi,
  WorkerDocumentApi,
} from '@shiftdesk/shared/api';
import type { ComponentType } from 'react';

export interface WorkerTab {
  key: string;
  /** i18n key in the `workforce` namespace */
  labelKey: string;
  load: () => Promise<{ default: ComponentType<{ workerId: number }> }>;
  /** The rule that reads the tab's data: without it the tab is not offered (it would only show a 403). */
  rule?: string;
}

/** The tabs that have a staff path of their own (`workforce/staff/<tab>/index`, see ../../staff). */
export const STAFF_TABS = [
  'allowance',
  'applicant',
  'assignedJobs',
  'banRecord',
  'creditScore',
  'extraDocument',
  'medicalLeave',
  'wallet',
  'payslip',
  'workRecord',
] as const;
export type StaffTab = (typeof STAFF_TABS)[number];

// Payslips last: one more tab overflows the bar at desktop width, and the staff's daily tabs
// (certificates, timesheets) must stay in view.
export const TAB_ORDER: string[] = [
  ...STAFF_TABS.filter((t) => t !== 'payslip'),
  'certificates',
  'timesheets',
  'payslip',
];

export const WORKER_TABS: WorkerTab[] = [
  { key: 'applicant', labelKey: 'worker.tabs.applicant', load: () => import('./tabs/Applicant'), rule: ApplicantApi.rule.list },
  { key: 'assignedJobs', labelKey: 'worker.tabs.assignedJobs', load: () => import('./tabs/AssignedJobs') },
  { key: 'wallet', labelKey: 'worker.tabs.wallet', load: () => import('./tabs/Wallet') },
  { key: 'payslip', labelKey: 'worker.tabs.payslips', load: () => import('./tabs/Payslips'), rule: PayrollDetailApi.rule.list },
  { key: 'workRecord', labelKey: 'worker.tabs.workRecords', load: () => import('./tabs/WorkRecords') },
  { key: 'timesheets', labelKey: 'worker.tabs.timesheets', load: () => import('./tabs/Timesheets'), rule: TimesheetApi.rule.list },
  { key: 'allowance', labelKey: 'worker.tabs.allowance', load: () => import('./tabs/Allowance'), rule: AllowanceApi.rule.list },
  { key: 'banRecord', labelKey: 'worker.tabs.banRecords', load: () => import('./tabs/BanRecords'), rule: BanRecordApi.rule.list },
  { key: 'creditScore', labelKey: 'worker.tabs.creditScore', load: () => import('./tabs/CreditScore'), rule: CreditEventApi.rule.list },
  { key: 'medicalLeave', labelKey: 'worker.tabs.medicalLeave', load: () => import('./tabs/MedicalLeave'), rule: MedicalLeaveApi.rule.list },
  { key: 'certificates', labelKey: 'worker.tabs.certificates', load: () => import('./tabs/Certificates'), rule: WorkerCertificateApi.rule.list },
  { key: 'extraDocument', labelKey: 'worker.tabs.extraDocuments', load: () => import('./tabs/ExtraDocuments'), rule: WorkerDocumentApi.rule.list },
];
