/**
 * A tab whose records come with a later issue (jobs, wallet, work records): says what will
 * appear there rather than showing an empty table.
 */
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../../i18n';

export function LaterTab({ kind }: { kind: 'assignedJobs' | 'wallet' | 'workRecords' }) {
  const { t } = useTranslation(NS);
  return <Empty description={t(`worker.later.${kind}`)} />;
}
