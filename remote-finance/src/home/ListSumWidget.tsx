/**
 * A /home widget that counts the rows of one filtered list and adds up one money column: how
 * many, how much, and a link to the list (the server's data scope decides what is counted). The
 * lists have no sum, so one page of rows is added up in integer cents — all of them while the page
 * holds every match, else the first `PAGE` in the list's order, and the title says so.
 * `texts` names the i18n block holding `count`, `sum`, `partial` ({{shown}}, {{count}}), `open`,
 * `failed` and `retry`.
 */
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import type { PageResultOf } from '@shiftdesk/shared/api';
import { api } from '@shiftdesk/shared/core';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { Button, Flex, Skeleton, Statistic, Typography, theme } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../i18n';

const PAGE = 50;

export interface ListSumWidgetProps<Row> {
  url: string;
  /** The list's filters and order (paging is the widget's) */
  query: Record<string, unknown>;
  /** The cents a row adds */
  cents: (row: Row) => number;
  texts: string;
  /** Where "open" goes: the list with the same filters */
  path: string;
  testId: string;
  /** How a non-zero count reads: an alarm (overdue) or a to-do (waiting) */
  tone: 'error' | 'warning';
}

export function ListSumWidget<Row>({ url, query, cents, texts, path, testId, tone }: ListSumWidgetProps<Row>) {
  const { t } = useTranslation(NS);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [data, setData] = useState<PageResultOf<Row> | null | false>(null);
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` retries; the query is the caller's constant
  useEffect(() => {
    let live = true;
    setData(null);
    api
      .get<PageResultOf<Row>>(url, { ...query, pageNum: 1, pageSize: PAGE }, { silent: true })
      .then((d) => live && setData(d))
      .catch(() => live && setData(false));
    return () => {
      live = false;
    };
  }, [tick, url]);
  const retry = useCallback(() => setTick((n) => n + 1), []);
  const w = (k: string, o?: Record<string, unknown>) => t(`${texts}.${k}`, o ?? {});

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
  const sum = data.list.reduce((a, r) => a + cents(r), 0);
  const partial = data.total > data.list.length;
  const color = tone === 'error' ? token.colorErrorText : token.colorWarningText;
  const styles = data.total ? { content: { color } } : undefined;
  return (
    <Flex vertical gap={12} data-testid={testId}>
      <Flex wrap gap={24}>
        <Statistic title={w('count')} value={data.total} styles={styles} />
        <Statistic
          title={partial ? w('partial', { shown: data.list.length, count: data.total }) : w('sum')}
          value={formatMoney(sum)}
          styles={styles}
        />
      </Flex>
      <Button
        color="primary"
        variant="link"
        size="small"
        style={{ paddingInline: 0, alignSelf: 'flex-start' }}
        onClick={() => navigate(path)}
      >
        {w('open')} <RightOutlined />
      </Button>
    </Flex>
  );
}
