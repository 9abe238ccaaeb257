/**
 * Manage worker → Wallet: the worker's three balances (available, pending CPF, held by
 * withdrawals; rules/wallet.ts), their total and what the grant list still has to credit, from
 * `wallet/get`; and the worker's ledger (the wallet-transaction list filtered by `workerId` on the
 * server), newest first, filtered by type and day, paged and sorted on the server, exported as
 * XLSX with the same filter. Each part is asked only by a user holding its rule; without either
 * the tab says so and asks nothing. Amounts are integer cents from the server, only formatted.
 */
import {
  BalanceMoves,
  CrudTable,
  defineFields,
  ExportButton,
  formatMoney,
  SearchForm,
  useAuth,
  useCrudList,
  WALLET_TX_COLORS,
  WalletReference,
  walletReferenceText,
} from '@shiftdesk/shared';
import {
  WALLET_TX_TYPES,
  WalletApi,
  type WalletDetail,
  WalletTransactionApi,
  type WalletTransactionRow,
  WorkRecordApi,
} from '@shiftdesk/shared/api';
import { Button, Empty, Flex, Skeleton, Statistic, Typography, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../../../i18n';
import { workRecordDetailPath } from '../../../workRecord/fields';
import { useTabList } from './useTabList';

const LEDGER_PATH = '/finance/walletTransaction';
const TEXTS = 'worker.walletTab';
// The field exports get a plain `t`; the reference's text takes parameters.
type Tr = (key: string, o?: Record<string, unknown>) => string;

/** A work record links to its page for a user who may open it. */
function ReferenceCell({ r }: { r: WalletTransactionRow }) {
  const { has } = useAuth();
  return (
    <WalletReference
      row={r}
      ns={NS}
      texts={TEXTS}
      workRecordPath={has(WorkRecordApi.rule.get) ? workRecordDetailPath : undefined}
    />
  );
}

const money = (key: 'amount' | 'balanceAfter', sortable = false) => ({
  key,
  label: `worker.walletTab.fields.${key}`,
  table: { align: 'right' as const, width: 120, sortable, render: (r: WalletTransactionRow) => formatMoney(r[key]) },
  export: (r: WalletTransactionRow) => formatMoney(r[key]),
});

const ledgerFields = defineFields<WalletTransactionRow>([
  { key: 'id', label: 'worker.walletTab.fields.id', table: { sortable: true, width: 90 } },
  {
    key: 'type',
    label: 'worker.walletTab.fields.type',
    options: { values: WALLET_TX_TYPES, label: (v) => `worker.walletTab.type.${v}`, colors: WALLET_TX_COLORS },
    table: { width: 150 },
    search: { width: 200 },
  },
  money('amount', true),
  {
    key: 'moves',
    label: 'worker.walletTab.fields.moves',
    table: { width: 190, render: (r) => <BalanceMoves row={r} ns={NS} texts={TEXTS} /> },
    export: false,
  },
  money('balanceAfter'),
  {
    key: 'reference',
    label: 'worker.walletTab.fields.reference',
    table: { width: 160, render: (r) => <ReferenceCell r={r} /> },
    export: (r, t) => walletReferenceText(r, t as Tr, TEXTS),
  },
  { key: 'month', label: 'worker.walletTab.fields.month', table: { width: 100 } },
  { key: 'memo', label: 'worker.walletTab.fields.memo', table: { ellipsis: true, width: 220 } },
  {
    key: 'createdAt',
    label: 'worker.walletTab.fields.createdAt',
    datetime: true,
    table: { width: 160 },
    search: { type: 'dateRange', label: 'worker.walletTab.fields.date' },
  },
]);

type Filters = { type?: string; createdAt?: [string, string] };
const toApi = ({ createdAt, ...rest }: Filters) => ({
  ...rest,
  ...(createdAt ? { dateFrom: createdAt[0], dateTo: createdAt[1] } : {}),
});

function Balances({ workerId }: { workerId: number }) {
  const { t } = useTranslation(NS);
  const { token } = theme.useToken();
  const query = useMemo(() => ({ workerId }), [workerId]);
  const wallet = useCrudList<WalletDetail>(WalletApi.url.get, query);
  const w = (k: string) => t(`worker.walletTab.${k}`);
  if (wallet.error) {
    return (
      <Flex vertical align="flex-start" gap={8}>
        <Typography.Text type="secondary">{w('loadFailed')}</Typography.Text>
        <Button size="small" onClick={wallet.reload}>
          {w('retry')}
        </Button>
      </Flex>
    );
  }
  const d = wallet.data;
  if (!d) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  const items = [
    { key: 'available', value: d.available, hint: w('availableHint') },
    { key: 'pending', value: d.pending, hint: w('pendingHint') },
    { key: 'held', value: d.held, hint: w('heldHint') },
    { key: 'total', value: d.total },
    { key: 'toCredit', value: d.toCredit, hint: w('toCreditHint') },
  ];
  return (
    <section aria-label={w('balances')}>
      <Flex wrap gap={`${token.paddingSM}px ${token.paddingXL}px`}>
        {items.map((i) => (
          <Flex key={i.key} vertical style={{ maxWidth: 220 }}>
            <Statistic title={w(i.key)} value={formatMoney(i.value)} />
            {i.hint ? (
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {i.hint}
              </Typography.Text>
            ) : null}
          </Flex>
        ))}
      </Flex>
    </section>
  );
}

function Ledger({ workerId }: { workerId: number }) {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const navigate = useNavigate();
  const page = useTabList<WalletTransactionRow, Filters>(WalletTransactionApi.url.list, {
    base: { workerId },
    toApi,
    sortable: ledgerFields.sortable(),
  });
  return (
    <Flex vertical gap={12}>
      <SearchForm<Filters>
        fields={ledgerFields.search<Filters>(t)}
        value={page.filters}
        onSearch={page.search}
        onReset={page.reset}
      />
      <CrudTable<WalletTransactionRow>
        {...page.table}
        tableKey="workforce.worker.wallet"
        title={t('worker.walletTab.transactions')}
        columns={ledgerFields.columns(t)}
        toolbar={
          <ExportButton<WalletTransactionRow>
            rule={WalletTransactionApi.rule.export}
            options={() => ({
              url: WalletTransactionApi.url.list,
              query: page.apiQuery,
              fileName: `${t('worker.walletTab.exportName')}-${workerId}`,
              columns: ledgerFields.exportColumns(t, undefined, has),
            })}
          />
        }
        tools={
          <Button type="link" onClick={() => navigate(`${LEDGER_PATH}?workerId=${workerId}`)}>
            {t('worker.walletTab.openList')}
          </Button>
        }
      />
    </Flex>
  );
}

export default function WalletTab({ workerId }: { workerId: number }) {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const balances = has(WalletApi.rule.get);
  const ledger = has(WalletTransactionApi.rule.list);
  if (!balances && !ledger) return <Empty description={t('worker.walletTab.denied')} />;
  return (
    <Flex vertical gap={16} data-testid="tab-wallet">
      {balances ? <Balances workerId={workerId} /> : null}
      {ledger ? <Ledger workerId={workerId} /> : null}
    </Flex>
  );
}
