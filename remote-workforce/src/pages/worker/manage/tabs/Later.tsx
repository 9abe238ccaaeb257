/**
 * A tab whose records come with a later issue (jobs, wallet, work records): says what will
 * appear there rather than showing an empty table.
 */
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../../i18n';

export function laterTab(key: 'assignedJobs' | 'wallet' | 'workRecords') {
  return function LaterTab(_: { workerId: number }) {
    const { t } = useTranslation(NS);
    return <Empty description={t(`worker.later.${key}`)} />;
  };
}
