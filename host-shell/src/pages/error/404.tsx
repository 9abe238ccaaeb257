import { useTranslation } from 'react-i18next';
import { ErrorResult } from './ErrorResult';

export default function Error404() {
  const { t } = useTranslation('host');
  return <ErrorResult status="404" title="404" heading={t('error.e404Title')} text={t('error.e404Text')} />;
}
