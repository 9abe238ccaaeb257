/**
 * /home widget "Withdrawals to approve": how many withdrawals wait in `requested` and how much
 * they ask for (oldest first), from the withdrawal list filtered by that state.
 */
import { WithdrawalApi, type WithdrawalRow } from '@shiftdesk/shared/api';
import { ListSumWidget } from './ListSumWidget';

export const TO_APPROVE_PATH = '/finance/withdrawal?status=requested';
const QUERY = { status: 'requested', orderBy: 'id', orderDir: 'asc' };

export function WithdrawalsToApprove() {
  return (
    <ListSumWidget<WithdrawalRow>
      url={WithdrawalApi.url.list}
      query={QUERY}
      cents={(r) => r.amount}
      texts="withdrawal.widget"
      path={TO_APPROVE_PATH}
      testId="widget-withdrawals-to-approve"
      tone="warning"
    />
  );
}
