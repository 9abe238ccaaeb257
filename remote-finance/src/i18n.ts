/**
 * Translations of the `finance` remote (namespace `finance`), registered when any exposed
 * module of this remote loads. Page strings arrive with the pages.
 */
import { registerTranslations } from '@shiftdesk/shared';
import { NS } from './i18n/ns';
import { appealEn, appealZhCn } from './i18n/appeal';
import { clientEn, clientZhCn } from './i18n/client';
import { contractDeptEn, contractDeptZhCn } from './i18n/contractDept';
import { contractOrderEn, contractOrderZhCn } from './i18n/contractOrder';
import { incentiveEn, incentiveZhCn } from './i18n/incentive';
import { invoiceEn, invoiceZhCn } from './i18n/invoice';
import { payrollEn, payrollZhCn } from './i18n/payroll';
import { payrollItemEn, payrollItemZhCn } from './i18n/payrollItem';
import { positionEn, positionZhCn } from './i18n/position';
import { referenceRateEn, referenceRateZhCn } from './i18n/referenceRate';
import {
  walletEn,
  walletTransactionEn,
  walletTransactionZhCn,
  walletZhCn,
  withdrawalEn,
  withdrawalZhCn,
} from './i18n/wallet';

export { NS };

const en = {
  name: 'Finance',
  add: 'Add',
  actions: 'Actions',
  view: 'View',
  referenceRate: referenceRateEn,
  client: clientEn,
  contractDept: contractDeptEn,
  position: positionEn,
  contractOrder: contractOrderEn,
  invoice: invoiceEn,
  wallet: walletEn,
  walletTransaction: walletTransactionEn,
  withdrawal: withdrawalEn,
  payroll: payrollEn,
  payrollItem: payrollItemEn,
  appeal: appealEn,
  incentive: incentiveEn,
  // The titles of this module's queued jobs in the shell's progress notification (`finance.<queue>`).
  jobNames: { calculatePayroll: 'Payroll calculation', generateInvoices: 'Invoice generation' },
};

const zhCn: typeof en = {
  name: '财务管理',
  add: '新增',
  actions: '操作',
  view: '查看',
  referenceRate: referenceRateZhCn,
  client: clientZhCn,
  contractDept: contractDeptZhCn,
  position: positionZhCn,
  contractOrder: contractOrderZhCn,
  invoice: invoiceZhCn,
  wallet: walletZhCn,
  walletTransaction: walletTransactionZhCn,
  withdrawal: withdrawalZhCn,
  payroll: payrollZhCn,
  payrollItem: payrollItemZhCn,
  appeal: appealZhCn,
  incentive: incentiveZhCn,
  jobNames: { calculatePayroll: '工资计算', generateInvoices: '发票生成' },
};

registerTranslations(NS, { en, 'zh-cn': zhCn });
