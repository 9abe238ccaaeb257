/**
 * What the selected withdrawals may go through together, apart from the page: approve the
 * requested ones, and send the approved ones to the bank as a payout file. Each button takes only
 * the rows its move allows and says how many others it leaves out; after either the selection is
 * cleared and the list reloaded.
 */
import type { WithdrawalRow } from '@shiftdesk/shared/api';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { eligible } from './fields';
import { PayoutButton } from './PayoutButton';
import { WithdrawalAction } from './WithdrawalAction';

export function BatchActions({ selected, onDone }: { selected: readonly WithdrawalRow[]; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const approvable = eligible(selected, 'approve');
  const payable = eligible(selected, 'process');
  return (
    <>
      <WithdrawalAction
        action="approve"
        batch
        label={t('withdrawal.actions.approveSelected')}
        rows={approvable.rows}
        leftOut={approvable.leftOut}
        onDone={onDone}
      />
      <PayoutButton rows={payable.rows} leftOut={payable.leftOut} onDone={onDone} />
    </>
  );
}
