/** The SMS log's fields (columns, search, export): read-only, written by the send queue. */
import { defineFields } from '@shiftdesk/shared';
import { SMS_LOG_STATUSES, SMS_TEMPLATE_CODES, type SmsLogRow } from '@shiftdesk/shared/api';

export const smsLogFields = defineFields<SmsLogRow>([
  { key: 'keyword', label: 'smsLog.fields.keyword', table: false, export: false, search: true },
  { key: 'dateRange', label: 'smsLog.fields.dateRange', table: false, export: false, search: { type: 'dateRange' } },
  {
    key: 'code',
    label: 'smsLog.fields.code',
    options: { values: SMS_TEMPLATE_CODES, label: (c) => `smsLog.codes.${c}` },
    table: { sortable: true, width: 180 },
    search: true,
  },
  { key: 'phone', label: 'smsLog.fields.phone', table: { width: 140, alwaysShow: true } },
  {
    key: 'status',
    label: 'smsLog.fields.status',
    options: { values: SMS_LOG_STATUSES, label: (s) => `smsLog.statuses.${s}` },
    table: { sortable: true, width: 100 },
    search: true,
  },
  { key: 'body', label: 'smsLog.fields.body', table: { ellipsis: true } },
  { key: 'attempts', label: 'smsLog.fields.attempts', table: { width: 90 } },
  { key: 'error', label: 'smsLog.fields.error', table: { ellipsis: true, defaultHidden: true } },
  { key: 'provider', label: 'smsLog.fields.provider', table: { width: 100, defaultHidden: true } },
  { key: 'providerId', label: 'smsLog.fields.providerId', table: { width: 180, defaultHidden: true } },
  { key: 'eventKey', label: 'smsLog.fields.eventKey', table: { width: 240, ellipsis: true, defaultHidden: true } },
  { key: 'createdAt', label: 'smsLog.fields.createdAt', datetime: true, table: { sortable: true, width: 170 } },
  { key: 'sentAt', label: 'smsLog.fields.sentAt', datetime: true, table: { sortable: true, width: 170 } },
]);
