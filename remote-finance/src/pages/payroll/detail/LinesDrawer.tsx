/**
 * A payslip's lines in a drawer (GET payroll/detail/get): the pay of each record of the month,
 * the allowances, and the adjustments carried from locked months, each marked with its month
 * and reason. Closes with Esc or its close button; as wide as a phone allows.
 */
import { useCrudList, useViewportWidth } from '@shiftdesk/shared';
import { type PayrollDetail, PayrollDetailApi, type PayrollDetailRow } from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { Descriptions, Drawer, Empty, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { hoursOf } from '../paths';
import { lineColumns } from './lineColumns';

const SUMS = [
  'restDayPay',
  'grossPay',
  'allowances',
  'incentives',
  'adjustments',
  'deductions',
  'cpfEmployee',
  'netPay',
] as const;

export function LinesDrawer({ row, onClose }: { row: PayrollDetailRow | null; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const width = useViewportWidth();
  const query = useMemo(() => ({ id: row?.id }), [row?.id]);
  const detail = useCrudList<PayrollDetail>(row ? PayrollDetailApi.url.get : null, query);
  const d = detail.data && detail.data.id === row?.id ? detail.data : null;
  return (
    <Drawer
      open={!!row}
      onClose={onClose}
      size={Math.min(820, width)}
      title={row ? t('payroll.detail.lines.title', { worker: row.workerName, month: row.month }) : null}
      destroyOnHidden
    >
      {row ? (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          style={{ marginBottom: 12 }}
          items={[
            {
              key: 'restDayHours',
              label: t('payroll.detail.fields.restDayHours'),
              children: hoursOf(row.restDayMinutes),
            },
            ...SUMS.map((k) => ({ key: k, label: t(`payroll.detail.fields.${k}`), children: formatMoney(row[k]) })),
          ]}
        />
      ) : null}
      <Table
        size="small"
        rowKey="id"
        loading={detail.loading}
        dataSource={d?.lines ?? []}
        columns={lineColumns(t)}
        pagination={false}
        scroll={{ x: 750 }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('payroll.detail.lines.empty')} />,
        }}
      />
    </Drawer>
  );
}
