import { useTranslation } from 'react-i18next';
import { ErrorResult } from './error/ErrorResult';

/** Shown for a menu component path nothing provides (never a blank page). */
export default function PageNotAvailable() {
  const { t } = useTranslation('host');
  return <ErrorResult status="warning" title={t('page.notAvailableTitle')} text={t('page.notAvailableText')} />;
}
