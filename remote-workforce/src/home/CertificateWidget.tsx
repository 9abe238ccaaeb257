/**
 * /home widget "Certificates expiring": the verified certificates that expire
 * within the next CERTIFICATES_EXPIRING_DAYS days (counted by the server under the user's data
 * scope), an alarm while there are some; links to the certificate list filtered to those
 * expiring (`expiringWithinDays`, which the certificate page reads from its URL).
 */
import { Flex, Skeleton, Statistic, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n';
import { Failed, More } from './JobWidgets';
import { useWorkforceSection } from './summary';

export const CERTIFICATE_PATH = '/workforce/certificate';
export const expiringPath = (days: number) => `${CERTIFICATE_PATH}?expiringWithinDays=${days}`;

export function CertificatesExpiring() {
  const { t } = useTranslation(NS);
  const { token } = theme.useToken();
  const { data, retry } = useWorkforceSection('certificatesExpiring');
  if (data === null) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  if (data === false) return <Failed retry={retry} />;
  const w = (k: string, o: Record<string, unknown> = {}) => t(`widgets.certificates.${k}`, o);
  return (
    <Flex vertical gap={12} data-testid="widget-certificatesExpiring">
      <Statistic
        title={w('count', { days: data.days })}
        value={data.certificates}
        styles={data.certificates ? { content: { color: token.colorWarningText } } : undefined}
      />
      <More to={expiringPath(data.days)}>{w('open')}</More>
    </Flex>
  );
}
