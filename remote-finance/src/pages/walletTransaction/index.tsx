/**
 * Finance → Wallet transactions (route /finance/walletTransaction, expose
 * `finance/walletTransaction/index`): the wallets' append-only ledger, newest first — each
 * entry's type, the change of the wallet's total, what it moved between the three balances, the
 * running balance after it and what it is for. Filtered by type and day, and by a worker from a
 * link (the wallet list, the worker's page) shown as a removable tag. Read-only: entries are
 * never edited or deleted (a reversal corrects one); Export writes the filtered ledger.
 */
import '../../i18n';
import { CrudListPage, ExportButton, filteredWorkerName, LinkFilters, useAuth } from '@shiftdesk/shared';
import { WalletTransactionApi, type WalletTransactionRow } from '@shiftdesk/shared/api';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { walletTransactionFields, walletTransactionQuery, walletTransactionToApi } from './fields';

const { rule, url } = WalletTransactionApi;
const WORKER_FILTER = ['workerId'] as const;

export default function WalletTransactionPage() {
  const { t } = useTranslation(NS);
  const { has } = useAuth();

  return (
    <CrudListPage
      entity={WalletTransactionApi}
      fields={walletTransactionFields}
      ns={NS}
      texts="walletTransaction"
      schema={walletTransactionQuery}
      toApi={walletTransactionToApi}
      tableKey="finance.walletTransaction"
      export={false}
      toolbarStart={(page) => (
        <LinkFilters ns={NS}
          page={page}
          keys={WORKER_FILTER}
          texts="walletTransaction"
          names={{ workerId: filteredWorkerName(page) }}
        />
      )}
      toolbar={(page) =>
        has(rule.export) ? (
          <ExportButton<WalletTransactionRow>
            rule={rule.export}
            options={() => ({
              url: url.list,
              query: page.apiQuery,
              fileName: t('walletTransaction.exportName'),
              columns: walletTransactionFields.exportColumns(t, undefined, has),
            })}
          />
        ) : null
      }
    />
  );
}
