import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export default function Error401() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="401"
      subTitle={
        <>
          <div style={{ fontSize: 18, marginBottom: 4 }}>{t('error.e401Title')}</div>
          {t('error.e401Text')}
        </>
      }
      extra={
        <Space>
          <Button type="primary" onClick={() => navigate('/home')}>
            {t('error.backHome')}
          </Button>
          <Button onClick={() => navigate('/login')}>{t('error.relogin')}</Button>
        </Space>
      }
    />
  );
}
