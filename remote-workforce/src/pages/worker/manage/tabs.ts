/**
 * The manage page's tabs (the spec's staff tabs plus certificates). Each entry's module
 * default-exports `({ workerId }) => JSX` and is loaded when its tab is first opened. The page
 * shows them in TAB_ORDER whatever order they are listed in here, so each team appends its own.
 */
import type { ComponentType } from 'react';

export interface WorkerTab {
  key: string;
  /** i18n key in the `workforce` namespace */
  labelKey: string;
  load: () => Promise<{ default: ComponentType<{ workerId: number }> }>;
}

export const TAB_ORDER = [
  'allowance',
  'applicant',
  'assignedJobs',
  'banRecords',
  'creditScore',
  'extraDocuments',
  'medicalLeave',
  'wallet',
  'workRecords',
  'certificates',
];

export const WORKER_TABS: WorkerTab[] = [
  { key: 'applicant', labelKey: 'worker.tabs.applicant', load: () => import('./tabs/Applicant') },
  { key: 'assignedJobs', labelKey: 'worker.tabs.assignedJobs', load: () => import('./tabs/AssignedJobs') },
  { key: 'wallet', labelKey: 'worker.tabs.wallet', load: () => import('./tabs/Wallet') },
  { key: 'workRecords', labelKey: 'worker.tabs.workRecords', load: () => import('./tabs/WorkRecords') },
  { key: 'allowance', labelKey: 'worker.tabs.allowance', load: () => import('./tabs/Allowance') },
  { key: 'banRecords', labelKey: 'worker.tabs.banRecords', load: () => import('./tabs/BanRecords') },
  { key: 'creditScore', labelKey: 'worker.tabs.creditScore', load: () => import('./tabs/CreditScore') },
  { key: 'medicalLeave', labelKey: 'worker.tabs.medicalLeave', load: () => import('./tabs/MedicalLeave') },
  { key: 'certificates', labelKey: 'worker.tabs.certificates', load: () => import('./tabs/Certificates') },
  { key: 'extraDocuments', labelKey: 'worker.tabs.extraDocuments', load: () => import('./tabs/ExtraDocuments') },
];
