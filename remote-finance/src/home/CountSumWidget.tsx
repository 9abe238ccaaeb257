/**
 * A /home widget of a count and an amount (integer cents), both computed by the server over
 * every matching row under the user's data scope, with a link to the list holding those rows.
 * `texts` names the i18n block holding `count`, `sum`, `open`, `failed` and `retry`.
 */
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { Button, Flex, Skeleton, Statistic, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from './i18n';

export interface CountSumWidgetProps {
  /** The section: `null` while loading, `false` when it could not be read */
  data: { count: number; cents: number } | null | false;
  retry: () => void;
  texts: string;
  /** Where "open" goes: the list with the same filters */
  path: string;
  testId: string;
  /** How a non-zero count reads: an alarm (overdue) or a to-do (waiting) */
  tone: 'error' | 'warning';
}

export function CountSumWidget({ data, retry, texts, path, testId, tone }: CountSumWidgetProps) {
  const { t } = useTranslation(NS);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const w = (k: string) => t(`${texts}.${k}`);
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
  const color = tone === 'error' ? token.colorErrorText : token.colorWarningText;
  const styles = data.count ? { content: { color } } : undefined;
  return (
    <Flex vertical gap={12} data-testid={testId}>
      <Flex wrap gap={24}>
        <Statistic title={w('count')} value={data.count} styles={styles} />
        <Statistic title={w('sum')} value={formatMoney(data.cents)} styles={styles} />
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
