/**
 * The words the timesheet documents print, in the template's language (issue 29). The client signs
 * what it reads: a Chinese-speaking site manager gets the headings, column names and the signature
 * block in Chinese; names, numbers and the content hash are the same in both.
 */
import type { TimesheetColumn, TimesheetLanguage } from '@shiftdesk/shared/api';

export interface DocText {
  /** After a label: `Client: ` / `客户：` */
  colon: string;
  title: (number: string) => string;
  client: string;
  department: string;
  period: string;
  periodRange: (from: string, to: string) => string;
  status: string;
  records: string;
  subtotal: string;
  pageSubtotal: string;
  total: string;
  approval: string;
  approvedBy: string;
  signedAt: string;
  contentHash: string;
  singapore: string;
  autoApproved: string;
  name: string;
  signature: string;
  date: string;
  sheet: string;
  columns: Record<TimesheetColumn, string>;
}

export const DOC_TEXT: Record<TimesheetLanguage, DocText> = {
  en: {
    colon: ': ',
    title: (n) => `Timesheet ${n}`,
    client: 'Client',
    department: 'Department',
    period: 'Period',
    periodRange: (from, to) => `(${from} to ${to})`,
    status: 'Status',
    records: 'Records',
    subtotal: 'Subtotal',
    pageSubtotal: 'Page subtotal',
    total: 'Total',
    approval: 'Client approval',
    approvedBy: 'Approved by',
    signedAt: 'Signed at',
    contentHash: 'Content hash (SHA-256)',
    singapore: '(Singapore)',
    autoApproved: 'Approved automatically at the client’s deadline',
    name: 'Name',
    signature: 'Signature',
    date: 'Date',
    sheet: 'Timesheet',
    columns: {
      workerName: 'Worker',
      nricMasked: 'NRIC',
      shiftDate: 'Date',
      position: 'Position',
      scheduledIn: 'Sched. in',
      scheduledOut: 'Sched. out',
      actualIn: 'In',
      actualOut: 'Out',
      breakMinutes: 'Break (min)',
      paidHours: 'Hours',
      normalHours: 'Normal',
      otHours: 'OT h',
      phHours: 'PH h',
      billAmount: 'Amount',
      remarks: 'Remarks',
    },
  },
  'zh-cn': {
    colon: '：',
    title: (n) => `工时表 ${n}`,
    client: '客户',
    department: '部门',
    period: '期间',
    periodRange: (from, to) => `（${from} 至 ${to}）`,
    status: '状态',
    records: '记录数',
    subtotal: '小计',
    pageSubtotal: '本页小计',
    total: '合计',
    approval: '客户确认',
    approvedBy: '批准人',
    signedAt: '签署时间',
    contentHash: '内容哈希（SHA-256）',
    singapore: '（新加坡时间）',
    autoApproved: '客户截止时间已过，系统自动批准',
    name: '姓名',
    signature: '签名',
    date: '日期',
    sheet: '工时表',
    columns: {
      workerName: '员工',
      nricMasked: 'NRIC',
      shiftDate: '日期',
      position: '职位',
      scheduledIn: '计划上班',
      scheduledOut: '计划下班',
      actualIn: '上班',
      actualOut: '下班',
      breakMinutes: '休息（分钟）',
      paidHours: '工时',
      normalHours: '正常',
      otHours: '加班',
      phHours: '公假',
      billAmount: '金额',
      remarks: '备注',
    },
  },
};
