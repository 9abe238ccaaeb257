/**
 * The form's live preview: the body rendered with the code's sample data, as the worker would
 * read it, the variables the code offers, and the placeholders the server would refuse. Computed
 * here by the same rules the server uses (shared/src/rules/sms.ts), so it follows every key.
 */
import type { SmsTemplateAddBody } from '@shiftdesk/shared/api';
import { renderSms, SMS_SAMPLE_VARS, SMS_VARIABLES, type SmsCode, unknownPlaceholders } from '@shiftdesk/shared/rules';
import { Alert, Card, Form, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

export function Preview() {
  const { t } = useTranslation(NS);
  const form = Form.useFormInstance<SmsTemplateAddBody>();
  const code = Form.useWatch('code', form) as SmsCode | undefined;
  const body = (Form.useWatch('body', form) as string | undefined) ?? '';
  const variables = code ? SMS_VARIABLES[code] : [];
  const unknown = code ? unknownPlaceholders(code, body) : [];
  const text = renderSms(body, SMS_SAMPLE_VARS);
  return (
    <Card size="small" title={t('smsTemplate.preview.title')} data-testid="sms-preview">
      <Space orientation="vertical" size={8} style={{ width: '100%' }}>
        {body.trim() ? (
          <>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="sms-preview-text">
              {text}
            </Typography.Paragraph>
            <Typography.Text type="secondary">
              {t('smsTemplate.preview.length', { count: text.length })}
            </Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary">{t('smsTemplate.preview.empty')}</Typography.Text>
        )}
        {variables.length > 0 && (
          <div>
            <Typography.Text>{t('smsTemplate.preview.variables')}: </Typography.Text>
            {variables.map((v) => (
              <Tag key={v}>{`{{${v}}}`}</Tag>
            ))}
          </div>
        )}
        {unknown.length > 0 && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('smsTemplate.preview.unknown', {
              names: unknown.map((n) => `{{${n}}}`).join(', '),
              interpolation: { escapeValue: false },
            })}
          />
        )}
      </Space>
    </Card>
  );
}
