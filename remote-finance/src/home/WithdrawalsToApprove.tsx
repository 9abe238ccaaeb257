/**
 * /home widget "Withdrawals to approve": how many withdrawals wait in `requested` and how much
 * they ask for, from the remote's one summary answer (summed by the server over all of them);
 * links to the withdrawal list filtered by that state.
 */
import { CountSumWidget } from './CountSumWidget';
import { useFinanceSection } from './summary';

export const TO_APPROVE_PATH = '/finance/withdrawal?status=requested';

export function WithdrawalsToApprove() {
  const { data, retry } = useFinanceSection('withdrawalsToApprove');
  return (
    <CountSumWidget
      data={data && { count: data.count, cents: data.amount }}
      retry={retry}
      texts="withdrawal.widget"
      path={TO_APPROVE_PATH}
      testId="widget-withdrawals-to-approve"
      tone="warning"
    />
  );
}
