import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorResult } from './ErrorResult';

export default function Error401() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const relogin = <Button onClick={() => navigate('/login')}>{t('error.relogin')}</Button>;
  return <ErrorResult status="403" title="401" heading={t('error.e401Title')} text={t('error.e401Text')} more={relogin} />;
}
