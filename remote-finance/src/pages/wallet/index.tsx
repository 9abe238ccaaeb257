/**
 * Finance → Wallets (route /finance/wallet, expose `finance/wallet/index`): one row per worker
 * with a ledger, the three balances (available, pending CPF, held by withdrawals) and their
 * total, searched by the worker and "money available", sorted by a balance on the server. A row
 * opens the worker's ledger; its actions lead to the worker's withdrawals and wallet tab, each
 * only for a user who may read them. Read-only: money moves through credits and withdrawals.
 */
import '../../i18n';
import { CrudListPage, ExportButton, useAuth } from '@shiftdesk/shared';
import { WalletApi, WalletTransactionApi, WithdrawalApi, WorkerApi } from '@shiftdesk/shared/api';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../i18n';
import {
  type WalletListRow,
  walletFields,
  walletQuery,
  walletToApi,
  walletTransactionsPath,
  withdrawalsPath,
  workerWalletPath,
} from './fields';

const { rule, url } = WalletApi;

export default function WalletPage() {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const navigate = useNavigate();
  const ledger = has(WalletTransactionApi.rule.list);

  return (
    <CrudListPage
      entity={WalletApi}
      fields={walletFields}
      ns={NS}
      texts="wallet"
      schema={walletQuery}
      toApi={walletToApi}
      tableKey="finance.wallet"
      rowKey="workerId"
      rowName={(r) => r.workerName}
      detail={ledger ? (r) => walletTransactionsPath(r.workerId) : undefined}
      export={false}
      rowActions={(r) => [
        {
          key: 'transactions',
          label: t('wallet.actions.transactions'),
          rule: WalletTransactionApi.rule.list,
          onClick: () => navigate(walletTransactionsPath(r.workerId)),
        },
        {
          key: 'withdrawals',
          label: t('wallet.actions.withdrawals'),
          rule: WithdrawalApi.rule.list,
          onClick: () => navigate(withdrawalsPath(r.workerId)),
        },
        {
          key: 'worker',
          label: t('wallet.actions.worker'),
          rule: WorkerApi.rule.get,
          onClick: () => navigate(workerWalletPath(r.workerId)),
        },
      ]}
      rowActionsVisible={1}
      toolbar={(page) =>
        has(rule.export) ? (
          <ExportButton<WalletListRow>
            rule={rule.export}
            options={() => ({
              url: url.list,
              query: page.apiQuery,
              fileName: t('wallet.exportName'),
              columns: walletFields.exportColumns(t, undefined, has),
            })}
          />
        ) : null
      }
    />
  );
}
