/** "Send test": a phone number, then the template goes out with sample data through the queue. */
import { api, FormModal, langHeaders } from '@shiftdesk/shared';
import { SmsTemplateApi, SmsTemplateSendBody, type SmsTemplateRow } from '@shiftdesk/shared/api';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

export function SendTest({ row, onClose }: { row: SmsTemplateRow; onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <FormModal<{ phone: string }>
      open
      onClose={onClose}
      title={`${t('smsTemplate.send.title')} · ${t(`smsTemplate.codes.${row.code}`)} (${t(`smsTemplate.languages.${row.lang}`)})`}
      okText={t('smsTemplate.send.ok')}
      width={460}
      schema={SmsTemplateSendBody}
      fields={[
        {
          name: 'phone',
          label: t('smsTemplate.send.phone'),
          extra: t('smsTemplate.send.phoneHelp'),
          placeholder: '+6591234567',
          props: { inputMode: 'tel', autoComplete: 'tel' },
        },
      ]}
      onSubmit={(v) =>
        api.post(
          SmsTemplateApi.url.send,
          { id: row.id, phone: v.phone.trim() },
          { silent: true, headers: langHeaders() },
        )
      }
    />
  );
}
