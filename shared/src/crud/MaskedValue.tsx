/**
 * A value the server answers masked (an NRIC as `S****567A`) with a "Reveal" button for holders
 * of the reveal rule. The whole value comes only from `reveal()` (the server audits each call),
 * is kept in this component's state and is dropped again on "Hide"; nothing is cached.
 */
import EyeInvisibleOutlined from '@ant-design/icons/es/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth';
import { ApiError } from '../http/errors';
import { useFeedback } from './feedback';
import { CRUD_NS } from './i18n';

export interface MaskedValueProps {
  /** The masked value as the server sent it. */
  masked: string;
  /** Permission rule of the reveal endpoint; without it the button is not offered. */
  rule: string;
  /** Asks the server for the whole value. */
  reveal: () => Promise<string>;
}

export function MaskedValue({ masked, rule, reveal }: MaskedValueProps) {
  const { t } = useTranslation(CRUD_NS);
  const { has } = useAuth();
  const ui = useFeedback();
  const [whole, setWhole] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const show = async () => {
    setBusy(true);
    try {
      setWhole(await reveal());
    } catch (e) {
      ui.message.error(e instanceof ApiError ? e.message : t('reveal.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space size={4} wrap>
      <Typography.Text code data-testid="masked-value">
        {whole ?? masked}
      </Typography.Text>
      {has(rule) ? (
        whole ? (
          <Button size="small" type="link" icon={<EyeInvisibleOutlined />} onClick={() => setWhole(null)}>
            {t('reveal.hide')}
          </Button>
        ) : (
          <Button size="small" type="link" icon={<EyeOutlined />} loading={busy} onClick={() => void show()}>
            {t('reveal.show')}
          </Button>
        )
      ) : null}
    </Space>
  );
}
