/**
 * /home widget "Overdue invoices": how many issued invoices are past due and what they still owe,
 * from one page of the invoice list filtered by `overdue` (the server's data scope decides what
 * is counted). The list has no sum of balances, so the page's balances are added up in integer
 * cents — all of them while the page holds every overdue invoice, else the oldest, and it says so.
 */
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import { InvoiceApi, type InvoiceRow, type PageResultOf } from '@shiftdesk/shared/api';
import { api } from '@shiftdesk/shared/core';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { Button, Flex, Skeleton, Statistic, Typography, theme } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../i18n';

const PAGE = 50;
export const OVERDUE_PATH = '/finance/invoice?status=issued&overdue=true';

const load = () =>
  api.get<PageResultOf<InvoiceRow>>(
    InvoiceApi.url.list,
    { status: 'issued', overdue: true, orderBy: 'dueDate', orderDir: 'asc', pageNum: 1, pageSize: PAGE },
    { silent: true },
  );

export function OverdueInvoices() {
  const { t } = useTranslation(NS);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [data, setData] = useState<PageResultOf<InvoiceRow> | null | false>(null);
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` retries
  useEffect(() => {
    let live = true;
    setData(null);
    load()
      .then((d) => live && setData(d))
      .catch(() => live && setData(false));
    return () => {
      live = false;
    };
  }, [tick]);
  const retry = useCallback(() => setTick((n) => n + 1), []);
  const w = (k: string, o?: Record<string, unknown>) => t(`invoice.widget.${k}`, o ?? {});

  if (data === null) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  if (data === false) {
    return (
      <Flex vertical align="flex-start" gap={8}>
        <Typography.Text type="secondary">{w('failed')}</Typography.Text>
        <Button size="small" onClick={retry}>
          {w('retry')}
        </Button>
      </Flex>
    );
  }
  const balance = data.list.reduce((sum, r) => sum + r.balance, 0);
  const partial = data.total > data.list.length;
  const alert = data.total ? { content: { color: token.colorErrorText } } : undefined;
  return (
    <Flex vertical gap={12} data-testid="widget-overdue-invoices">
      <Flex wrap gap={24}>
        <Statistic title={w('count')} value={data.total} styles={alert} />
        <Statistic
          title={partial ? w('partial', { shown: data.list.length, count: data.total }) : w('balance')}
          value={formatMoney(balance)}
          styles={alert}
        />
      </Flex>
      <Button
        color="primary"
        variant="link"
        size="small"
        style={{ paddingInline: 0, alignSelf: 'flex-start' }}
        onClick={() => navigate(OVERDUE_PATH)}
      >
        {w('open')} <RightOutlined />
      </Button>
    </Flex>
  );
}
