/** Texts of Jobs → SMS templates (under `smsTemplate`) and SMS log (under `smsLog`). */
const codesEn = {
  BOOKING_CONFIRMED: 'Booking confirmed',
  SHIFT_REMINDER_24H: 'Shift reminder (24 h)',
  RECONFIRM_REQUEST: 'Re-confirmation request',
  NO_SHOW_WARNING: 'No-show warning',
  WITHDRAWAL_PAID: 'Withdrawal paid',
  CERT_EXPIRING: 'Certificate expiring',
  APPLICANT_RECEIVED: 'Application received',
};
const codesZhCn: typeof codesEn = {
  BOOKING_CONFIRMED: '预约已确认',
  SHIFT_REMINDER_24H: '班次提醒（24 小时）',
  RECONFIRM_REQUEST: '再确认请求',
  NO_SHOW_WARNING: '缺勤警告',
  WITHDRAWAL_PAID: '提现已支付',
  CERT_EXPIRING: '证书即将到期',
  APPLICANT_RECEIVED: '已收到申请',
};

export const smsTemplateEn = {
  tableTitle: 'SMS templates',
  exportName: 'sms-templates',
  codes: codesEn,
  languages: { en: 'English', 'zh-CN': 'Simplified Chinese' },
  form: {
    addTitle: 'Add an SMS template',
    editTitle: 'Edit SMS template',
    bodyHelp: 'Write {{example}} where a value goes. The variables this code offers are listed under the preview.',
  },
  fields: {
    keyword: 'Text',
    code: 'Sent for',
    lang: 'Language',
    body: 'Text',
    status: 'Status',
    remark: 'Remark',
    updatedAt: 'Updated at',
  },
  preview: {
    title: 'Preview with sample data',
    empty: 'Type the text to see how it reads.',
    variables: 'Variables of this code',
    unknown: 'Not a variable of this code (saving is refused): {{names}}',
    length: '{{count}} characters',
  },
  send: {
    action: 'Send test',
    title: 'Send a test SMS',
    phone: 'Phone number',
    phoneHelp: 'The template is sent with sample data, through the queue, and shows in the SMS log.',
    phoneInvalid: 'Enter a phone number such as +6591234567',
    ok: 'Send',
    queued: 'Queued: see the SMS log',
  },
};

export const smsTemplateZhCn: typeof smsTemplateEn = {
  tableTitle: '短信模板',
  exportName: '短信模板',
  codes: codesZhCn,
  languages: { en: '英文', 'zh-CN': '简体中文' },
  form: {
    addTitle: '新增短信模板',
    editTitle: '编辑短信模板',
    bodyHelp: '在需要填入值的位置写 {{example}}。此类型可用的变量列在预览下方。',
  },
  fields: {
    keyword: '内容',
    code: '发送场景',
    lang: '语言',
    body: '内容',
    status: '状态',
    remark: '备注',
    updatedAt: '更新时间',
  },
  preview: {
    title: '示例数据预览',
    empty: '输入内容后即可预览。',
    variables: '此类型的变量',
    unknown: '不是此类型的变量（无法保存）：{{names}}',
    length: '{{count}} 个字符',
  },
  send: {
    action: '发送测试',
    title: '发送测试短信',
    phone: '手机号码',
    phoneHelp: '使用示例数据通过队列发送，并记录在短信日志中。',
    phoneInvalid: '请输入手机号码，例如 +6591234567',
    ok: '发送',
    queued: '已加入队列：请查看短信日志',
  },
};

export const smsLogEn = {
  tableTitle: 'SMS log',
  exportName: 'sms-log',
  codes: codesEn,
  statuses: { queued: 'Queued', sending: 'Sending', sent: 'Sent', failed: 'Failed' },
  fields: {
    keyword: 'Event',
    code: 'Sent for',
    lang: 'Language',
    phone: 'Recipient',
    body: 'Text',
    provider: 'Provider',
    providerId: 'Provider message id',
    status: 'Status',
    attempts: 'Attempts',
    error: 'Error',
    eventKey: 'Event',
    dateRange: 'Queued on',
    createdAt: 'Queued at',
    sentAt: 'Sent at',
  },
};

export const smsLogZhCn: typeof smsLogEn = {
  tableTitle: '短信日志',
  exportName: '短信日志',
  codes: codesZhCn,
  statuses: { queued: '排队中', sending: '发送中', sent: '已发送', failed: '失败' },
  fields: {
    keyword: '事件',
    code: '发送场景',
    lang: '语言',
    phone: '收件人',
    body: '内容',
    provider: '服务商',
    providerId: '服务商消息编号',
    status: '状态',
    attempts: '尝试次数',
    error: '错误',
    eventKey: '事件',
    dateRange: '排队日期',
    createdAt: '排队时间',
    sentAt: '发送时间',
  },
};
