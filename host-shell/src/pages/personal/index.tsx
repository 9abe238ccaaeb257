import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Placeholder: the full page arrives with issue 4. */
export default function Page() {
  const { t } = useTranslation('host');
  return (
    <Card>
      <Result status="info" title={t('layout.personal')} subTitle={t('page.placeholder')} />
    </Card>
  );
}
