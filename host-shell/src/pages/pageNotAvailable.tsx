import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** Shown for a menu component path nothing provides (never a blank page). */
export default function PageNotAvailable() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={t('page.notAvailableTitle')}
      subTitle={t('page.notAvailableText')}
      extra={
        <Button type="primary" onClick={() => navigate('/home')}>
          {t('error.backHome')}
        </Button>
      }
    />
  );
}
