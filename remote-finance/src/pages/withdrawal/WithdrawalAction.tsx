/**
 * A withdrawal machine action (approve, reject, process, mark paid, mark failed) on one row or on
 * the selected rows: IdsAction over the withdrawal machine, naming a row by its worker and
 * number, the confirm saying the worker and the money (a batch: the total) and the rows left out.
 */
import { IdsAction } from '@shiftdesk/shared';
import { WithdrawalApi, type WithdrawalRow, withdrawalMachine } from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import type { ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

export type WithdrawalActionName = 'approve' | 'reject' | 'process' | 'markPaid' | 'fail';
type Row = Pick<WithdrawalRow, 'id' | 'status' | 'amount' | 'workerName'>;

export interface WithdrawalActionProps {
  action: WithdrawalActionName;
  /** The withdrawals it moves, all in the state it moves from (a row, or the eligible selected ones). */
  rows: readonly Row[];
  /** Selected rows in another state, left out (said in the confirm). */
  leftOut?: number;
  /** A batch button (the count in its text, disabled without rows) rather than a row's link. */
  batch?: boolean;
  /** The batch button's text (default: the action's name). */
  label?: string;
  danger?: boolean;
  buttonProps?: Omit<ButtonProps, 'onClick' | 'disabled' | 'danger'>;
  onDone: () => void;
}

export function WithdrawalAction(p: WithdrawalActionProps) {
  const { t } = useTranslation(NS);
  return (
    <IdsAction<Row>
      {...p}
      machine={withdrawalMachine}
      entity={WithdrawalApi}
      rowName={(r) => `${r.workerName} #${r.id}`}
      summary={(rows, one) =>
        one
          ? `${one.workerName} · ${formatMoney(one.amount)}`
          : t('withdrawal.batch.total', { amount: formatMoney(rows.reduce((sum, r) => sum + r.amount, 0)) })
      }
      leftOutText={(count) => t('withdrawal.batch.leftOut', { count })}
    />
  );
}
