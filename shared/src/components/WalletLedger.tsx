/**
 * How a wallet ledger entry reads on every page that lists one (the finance ledger, the worker's
 * wallet tab): its type's tag colour, what it moved between the balances, and what it is for.
 * An entry's `amount` is the change of the wallet's total, so a hold or a release reads S$0.00;
 * `BalanceMoves` names the balances that changed. Texts come from the page's namespace under
 * `texts`: `bucket.<available|pending|held>` and `refType.<refType>` ({{id}}).
 */
import type { WalletTransactionRow } from '../api/finance/wallet';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney } from '../format/numbers';

export const WALLET_TX_COLORS: Record<string, string> = {
  earning: 'green',
  incentive: 'cyan',
  allowance: 'blue',
  cpf_deduction: 'orange',
  withdrawal_hold: 'gold',
  withdrawal_release: 'lime',
  withdrawal_paid: 'purple',
  adjustment: 'magenta',
  appeal_adjustment: 'magenta',
  reversal: 'red',
};

const BUCKETS = [
  ['available', 'availableDelta'],
  ['pending', 'pendingDelta'],
  ['held', 'heldDelta'],
] as const;

/** Cents with their sign: a change reads "+S$98.00" or "-S$2.00". */
export const signedMoney = (cents: number) => (cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents));

type Tr = (key: string, o?: Record<string, unknown>) => string;

/** What the entry is for, in words ("Work record #12"); empty without a reference. */
export const walletReferenceText = (r: Pick<WalletTransactionRow, 'refType' | 'refId'>, t: Tr, texts: string) =>
  r.refId === null ? '' : t(`${texts}.refType.${r.refType}`, { id: r.refId, defaultValue: `${r.refType} #${r.refId}` });

/** The balances an entry changed, each with its signed change. */
export function BalanceMoves({ row, ns, texts }: { row: WalletTransactionRow; ns: string; texts: string }) {
  const { t } = useTranslation(ns);
  const moved = BUCKETS.filter(([, k]) => row[k] !== 0);
  if (!moved.length) return <>—</>;
  return (
    <Flex vertical>
      {moved.map(([bucket, k]) => (
        <span key={bucket} style={{ whiteSpace: 'nowrap' }}>
          <Typography.Text type="secondary">{t(`${texts}.bucket.${bucket}`)}</Typography.Text>{' '}
          <Typography.Text>{signedMoney(row[k])}</Typography.Text>
        </span>
      ))}
    </Flex>
  );
}

/**
 * The entry's reference; a work record links to `workRecordPath(id)`, which the page gives only
 * to a user who may open the record.
 */
export function WalletReference({
  row,
  ns,
  texts,
  workRecordPath,
}: {
  row: WalletTransactionRow;
  ns: string;
  texts: string;
  workRecordPath?: (id: number) => string;
}) {
  const { t } = useTranslation(ns);
  const text = walletReferenceText(row, (k, o) => t(k, o ?? {}), texts);
  if (!text) return <>—</>;
  if (row.refType === 'workRecord' && row.refId !== null && workRecordPath) {
    return <Link to={workRecordPath(row.refId)}>{text}</Link>;
  }
  return <>{text}</>;
}
