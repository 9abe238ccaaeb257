/**
 * The reason a machine's action asks for (`reason: 'required' | 'optional'`), as the one form
 * item of a confirm dialog: required ones refuse blanks, the length is the body schema's.
 */
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { MACHINE_NS } from './machineI18n';

export function ReasonField({
  required,
  max,
  hidden,
}: {
  required: boolean;
  /** The request body's `reason` maxLength. */
  max: number;
  hidden?: boolean;
}) {
  const { t } = useTranslation(MACHINE_NS);
  return (
    <Form.Item
      name="reason"
      label={t('transition.reason')}
      rules={
        required ? [{ required: true, whitespace: true, message: t('transition.reasonRequired') }, { max }] : [{ max }]
      }
      hidden={hidden}
    >
      <Input.TextArea rows={3} maxLength={max} showCount placeholder={t('transition.reasonPlaceholder')} />
    </Form.Item>
  );
}
