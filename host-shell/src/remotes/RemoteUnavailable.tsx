import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/** Provided by the page wrapper: re-creates the lazy import of the page. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);

export function RemoteUnavailable({ name }: { name?: string }) {
  const { t } = useTranslation('host');
  const retry = useContext(RemoteRetryContext);
  return (
    <Result
      status="warning"
      title={t('remote.unavailableTitle')}
      subTitle={t('remote.unavailableText', { name: name ?? '' })}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={() => (retry ? retry() : window.location.reload())}>
          {t('remote.retry')}
        </Button>
      }
    />
  );
}
