/**
 * A payroll month's status cell: its state tag; while `calculating`, the job's progress (workers
 * done of all, live from `payrollProgress` through the list); after a failed run, the error.
 */
import { StateTag } from '@shiftdesk/shared';
import type { PayrollMonthRow } from '@shiftdesk/shared/api';
import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

type Row = Pick<PayrollMonthRow, 'month' | 'status' | 'progressDone' | 'progressTotal' | 'error'>;

export const percentOf = (done: number, total: number) =>
  total > 0 ? Math.min(100, Math.floor((done * 100) / total)) : 0;

export function MonthStatus({ row }: { row: Row }) {
  const { t } = useTranslation(NS);
  const running = row.status === 'calculating';
  return (
    <Flex vertical gap={2} align="flex-start">
      <StateTag state={row.status} />
      {running ? (
        <Flex vertical style={{ width: '100%', minWidth: 140 }}>
          <Progress
            size="small"
            percent={percentOf(row.progressDone, row.progressTotal)}
            status="active"
            aria-label={t('payroll.progressOf', { month: row.month })}
          />
          <Typography.Text type="secondary">
            {t('payroll.progress', { done: row.progressDone, total: row.progressTotal })}
          </Typography.Text>
        </Flex>
      ) : null}
      {row.error ? <Typography.Text type="danger">{t('payroll.failed', { error: row.error })}</Typography.Text> : null}
    </Flex>
  );
}
