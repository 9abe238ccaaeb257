/**
 * A month's moves in its row: calculate / recalculate (open, review), approve (review) and mark
 * paid (approved), each only with its rule and where the payroll machine allows it. Approve and
 * pay are the kit's TransitionButton (PUT {id}, confirm naming both states) with what the move
 * means in the confirm: approval locks the month and settles the CPF held in the wallets.
 */
import { TransitionButton } from '@shiftdesk/shared';
import { PayrollApi, type PayrollMonthRow, payrollMonthMachine } from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { RecalculateButton } from './CalculateDialog';

const link = { type: 'link' as const, size: 'small' as const };

export function MonthActions({ row, onDone }: { row: PayrollMonthRow; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const month = row.month;
  const common = { machine: payrollMonthMachine, state: row.status, id: row.id, rowLabel: month, onDone };
  return (
    <>
      <RecalculateButton row={row} onDone={onDone} />
      <TransitionButton
        {...common}
        action="approve"
        url={PayrollApi.url.approve}
        rule={PayrollApi.rule.approve}
        buttonProps={link}
        fields={
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('payroll.approve.lock', { month })}
            description={t('payroll.approve.cpf', { month })}
          />
        }
      />
      <TransitionButton
        {...common}
        action="pay"
        url={PayrollApi.url.pay}
        rule={PayrollApi.rule.pay}
        buttonProps={link}
        fields={
          <Typography.Paragraph>
            {t('payroll.pay.body', { month, count: row.workers, amount: formatMoney(row.netPay) })}
          </Typography.Paragraph>
        }
      />
    </>
  );
}
