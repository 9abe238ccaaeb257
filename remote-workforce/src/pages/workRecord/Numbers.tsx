/**
 * A record's computed numbers (WorkRecordNumbers) as a small table: minutes as h:mm, amounts
 * from cents. One column on the detail page; on the edit page the stored numbers beside the
 * server's preview of the change, so staff see what the adjustment does before saving.
 */
import { formatMoney } from '@shiftdesk/shared';
import type { WorkRecordNumbers } from '@shiftdesk/shared/api';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { hm } from './fields';

const MINUTES = [
  'rawMinutes',
  'payMinutes',
  'normalMinutes',
  'otMinutes',
  'phMinutes',
  'sentHomePayMinutes',
  'billMinutes',
  'billNormalMinutes',
  'billOtMinutes',
  'sentHomeBillMinutes',
  'cancellationPayMinutes',
  'lateMinutes',
  'earlyLeaveMinutes',
] as const;
const AMOUNTS = ['payAmount', 'billAmount'] as const;
/** Lines most records never have (sent home early, cancelled late by the client): shown only when one side has them. */
const WHEN_SET: readonly Key[] = ['sentHomePayMinutes', 'sentHomeBillMinutes', 'cancellationPayMinutes'];

type Key = (typeof MINUTES)[number] | (typeof AMOUNTS)[number];
const isAmount = (k: Key) => (AMOUNTS as readonly string[]).includes(k);
const show = (k: Key, n: WorkRecordNumbers | null | undefined) =>
  n ? (isAmount(k) ? formatMoney(n[k]) : hm(n[k])) : '—';

export function NumbersTable({
  now,
  after,
}: {
  now: WorkRecordNumbers;
  /** The preview (`null` while there is none); `undefined` = a one-column table. */
  after?: WorkRecordNumbers | null;
}) {
  const { t } = useTranslation(NS);
  const two = after !== undefined;
  const rows = [...MINUTES, ...AMOUNTS]
    .filter((k) => !WHEN_SET.includes(k) || now[k] > 0 || (after?.[k] ?? 0) > 0)
    .map((k) => ({ key: k, label: t(`workRecord.numbers.${k}`) }));
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      columns={[
        {
          key: 'label',
          title: t('workRecord.numbers.title'),
          dataIndex: 'label',
          render: (v: string, r) => (isAmount(r.key) ? <strong>{v}</strong> : v),
        },
        {
          key: 'now',
          title: t(two ? 'workRecord.numbers.now' : 'workRecord.numbers.value'),
          align: 'right',
          render: (_, r) => show(r.key, now),
        },
        ...(two
          ? [
              {
                key: 'after',
                title: t('workRecord.numbers.after'),
                align: 'right' as const,
                // A number the change moves is in bold (not by colour alone).
                render: (_: unknown, r: { key: Key }) =>
                  after && after[r.key] !== now[r.key] ? <strong>{show(r.key, after)}</strong> : show(r.key, after),
              },
            ]
          : []),
      ]}
    />
  );
}
