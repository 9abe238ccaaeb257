/** Texts of System → Outbox (namespace `system`, key `outbox`), registered with the page. */
import { registerTranslations } from '@shiftdesk/shared';
import { NS } from '../../i18n';

const en = {
  outbox: {
    tableTitle: 'Outbox',
    search: { to: 'Recipient', toPlaceholder: 'Part of the address', status: 'Outcome', kind: 'Kind' },
    col: {
      id: 'No.',
      createdAt: 'Time',
      to: 'To',
      subject: 'Subject',
      kind: 'Kind',
      status: 'Outcome',
      transport: 'Transport',
      error: 'Error',
      record: 'Record',
    },
    status: { sent: 'Sent', failed: 'Failed' },
    kind: { 'timesheet.send': 'Timesheet sent', 'timesheet.reminder': 'Timesheet reminder' },
    transport: { file: 'Kept as file', smtp: 'SMTP' },
    detail: 'Details',
    detailTitle: 'Message #{{id}}',
    message: 'Message',
    noFile: 'The message was sent through the mail server: no copy is kept here.',
    loading: 'Loading…',
    exportName: 'Outbox',
  },
};

const zhCn: typeof en = {
  outbox: {
    tableTitle: '发件箱',
    search: { to: '收件人', toPlaceholder: '地址的一部分', status: '结果', kind: '类型' },
    col: {
      id: '编号',
      createdAt: '时间',
      to: '收件人',
      subject: '主题',
      kind: '类型',
      status: '结果',
      transport: '发送方式',
      error: '错误',
      record: '记录',
    },
    status: { sent: '已发送', failed: '失败' },
    kind: { 'timesheet.send': '发送工时表', 'timesheet.reminder': '工时表提醒' },
    transport: { file: '保存为文件', smtp: 'SMTP' },
    detail: '详情',
    detailTitle: '邮件 #{{id}}',
    message: '邮件内容',
    noFile: '该邮件经由邮件服务器发送：此处不保留副本。',
    loading: '加载中…',
    exportName: '发件箱',
  },
};

registerTranslations(NS, { en, 'zh-cn': zhCn });
