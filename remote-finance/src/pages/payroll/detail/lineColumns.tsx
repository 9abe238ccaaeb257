/**
 * The columns of a payslip's lines: what each is (work of a record, marked when worked on a rest
 * day; an allowance; an adjustment carried from a locked month, marked with the month it belongs
 * to and why; a deduction, with its Employment Act s.27 type and the worker's consent), its day,
 * the item it pays (a work record links to its page), its hours and its amount.
 */
import { DEDUCTION_TYPES, type PayrollLine } from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { Flex, type TableColumnsType, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { hoursOf, workRecordPath } from '../paths';

export const KIND_COLORS: Record<string, string> = {
  work: 'default',
  allowance: 'cyan',
  incentive: 'green',
  adjustment: 'purple',
  deduction: 'volcano',
};

const isDeductionType = (v: string) => (DEDUCTION_TYPES as readonly string[]).includes(v);

/** The items a line may pay, by its reference's kind. */
const ITEM_NAMES = new Set(['workRecord', 'allowance', 'incentiveRecord', 'appeal', 'payrollItem']);

function Item({ line, t }: { line: PayrollLine; t: TFunction }) {
  if (line.refId === null) return <>—</>;
  const kind = ITEM_NAMES.has(line.refType) ? line.refType : 'workRecord';
  const name = t(`payroll.detail.lines.${kind}`, { id: line.refId });
  return line.refType === 'workRecord' ? <Link to={workRecordPath(line.refId)}>{name}</Link> : name;
}

export function lineColumns(t: TFunction): TableColumnsType<PayrollLine> {
  const c = (k: string) => t(`payroll.detail.lines.${k}`);
  return [
    {
      key: 'kind',
      title: c('kind'),
      width: 200,
      render: (_, l) => (
        <Flex vertical gap={2} align="flex-start">
          <Flex wrap gap={4}>
            <Tag color={KIND_COLORS[l.kind]}>{t(`payroll.detail.kind.${l.kind}`)}</Tag>
            {l.kind === 'adjustment' ? (
              <Tag color="gold">{t('payroll.detail.lines.origin', { month: l.originMonth })}</Tag>
            ) : null}
            {l.restDayPay ? <Tag color="blue">{t('payroll.detail.lines.restDay')}</Tag> : null}
            {l.kind === 'deduction' && l.deductionType ? (
              <Tag color="volcano">
                {isDeductionType(l.deductionType) ? t(`payrollItem.deductionType.${l.deductionType}`) : l.deductionType}
              </Tag>
            ) : null}
          </Flex>
          {l.consentRef ? (
            <Typography.Text type="secondary">
              {t('payroll.detail.lines.consent', { ref: l.consentRef })}
            </Typography.Text>
          ) : null}
          {l.reason ? <Typography.Text type="secondary">{l.reason}</Typography.Text> : null}
        </Flex>
      ),
    },
    { key: 'date', title: c('date'), width: 110, render: (_, l) => l.workDate ?? '—' },
    { key: 'ref', title: c('ref'), width: 150, render: (_, l) => <Item line={l} t={t} /> },
    {
      key: 'hours',
      title: c('hours'),
      width: 170,
      align: 'right',
      render: (_, l) => [l.normalMinutes, l.otMinutes, l.phMinutes].map(hoursOf).join(' / '),
    },
    { key: 'amount', title: c('amount'), width: 120, align: 'right', render: (_, l) => formatMoney(l.amount) },
  ];
}
