import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export default function Error404() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={
        <>
          <div style={{ fontSize: 18, marginBottom: 4 }}>{t('error.e404Title')}</div>
          {t('error.e404Text')}
        </>
      }
      extra={
        <Button type="primary" onClick={() => navigate('/home')}>
          {t('error.backHome')}
        </Button>
      }
    />
  );
}
