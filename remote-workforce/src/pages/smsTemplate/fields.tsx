/** The fields of SMS templates (columns, search, form, export). */
import { defineFields } from '@shiftdesk/shared';
import {
  SMS_TEMPLATE_CODES,
  SMS_TEMPLATE_LANGUAGES,
  SMS_TEMPLATE_STATUSES,
  type SmsTemplateAddBody,
  type SmsTemplateRow,
} from '@shiftdesk/shared/api';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

/** The body's hint names the placeholder syntax, which the translator must not read as its own. */
function BodyHelp() {
  const { t } = useTranslation(NS);
  return <>{t('smsTemplate.form.bodyHelp', { example: '{{name}}', interpolation: { escapeValue: false } })}</>;
}

export const smsTemplateFields = defineFields<SmsTemplateRow, SmsTemplateAddBody>([
  { key: 'keyword', label: 'smsTemplate.fields.keyword', table: false, export: false, search: true },
  {
    key: 'code',
    label: 'smsTemplate.fields.code',
    options: { values: SMS_TEMPLATE_CODES, label: (c) => `smsTemplate.codes.${c}` },
    table: { sortable: true, width: 190, alwaysShow: true },
    search: true,
    form: { type: 'select' },
  },
  {
    key: 'lang',
    label: 'smsTemplate.fields.lang',
    options: { values: SMS_TEMPLATE_LANGUAGES, label: (l) => `smsTemplate.languages.${l}` },
    table: { sortable: true, width: 140 },
    search: true,
    form: { type: 'select' },
  },
  {
    key: 'body',
    label: 'smsTemplate.fields.body',
    table: { ellipsis: true },
    form: { type: 'textarea', full: true, extra: <BodyHelp />, props: { rows: 4, showCount: true, maxLength: 500 } },
  },
  {
    key: 'status',
    label: 'smsTemplate.fields.status',
    state: SMS_TEMPLATE_STATUSES,
    table: { sortable: true, width: 100 },
    search: true,
    form: true,
  },
  {
    key: 'remark',
    label: 'smsTemplate.fields.remark',
    table: { ellipsis: true, defaultHidden: true },
    form: { type: 'textarea', full: true },
  },
  {
    key: 'updatedAt',
    label: 'smsTemplate.fields.updatedAt',
    datetime: true,
    table: { sortable: true, width: 170 },
  },
]);
