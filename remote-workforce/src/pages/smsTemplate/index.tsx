/**
 * Jobs → SMS templates (route /jobs/smsTemplate, expose `workforce/smsTemplate/index`): for each
 * event the system texts workers about, the words in English and Simplified Chinese, with
 * `{{placeholders}}` from the event's variables. The form previews the text with sample data
 * and names any placeholder the server would refuse; "Send test" queues one with sample data.
 */
import '../../i18n';
import SendOutlined from '@ant-design/icons/es/icons/SendOutlined';
import { CrudListPage } from '@shiftdesk/shared';
import { SmsTemplateAddBody, SmsTemplateApi, SmsTemplateEditBody, type SmsTemplateRow } from '@shiftdesk/shared/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { smsTemplateFields } from './fields';
import { Preview } from './Preview';
import { SendTest } from './SendTest';

const form = {
  add: SmsTemplateAddBody,
  edit: SmsTemplateEditBody,
  defaults: { lang: 'en', status: 'active' } satisfies Partial<SmsTemplateAddBody>,
  width: 720,
  columns: 2 as const,
  children: () => <Preview />,
};

export default function SmsTemplatePage() {
  const { t } = useTranslation(NS);
  const [sending, setSending] = useState<SmsTemplateRow | null>(null);
  return (
    <>
      <CrudListPage<SmsTemplateRow, SmsTemplateAddBody>
        entity={SmsTemplateApi}
        fields={smsTemplateFields}
        ns={NS}
        texts="smsTemplate"
        form={form}
        rowName={(r) => `${t(`smsTemplate.codes.${r.code}`)} (${r.lang})`}
        rowActions={(r) => [
          'edit',
          {
            key: 'send',
            label: t('smsTemplate.send.action'),
            icon: <SendOutlined />,
            rule: SmsTemplateApi.rule.send,
            disabled: r.status !== 'active',
            onClick: () => setSending(r),
          },
          'delete',
        ]}
      />
      {sending ? <SendTest row={sending} onClose={() => setSending(null)} /> : null}
    </>
  );
}
