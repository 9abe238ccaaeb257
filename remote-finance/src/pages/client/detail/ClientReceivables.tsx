/**
 * Client detail → Receivables: what this client owes by age (GET invoice/ageing?clientId=),
 * bucketed and totalled by the server as of today.
 */
import { useCrudList } from '@shiftdesk/shared';
import { AGEING_BUCKETS, InvoiceApi, type InvoiceAgeing } from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { Alert, Button, Card, Flex, Skeleton, Statistic, Typography, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NS } from '../../../i18n';
import { INVOICE_PATH } from '../../invoice/fields';

export function ClientReceivables({ clientId }: { clientId: number }) {
  const { t } = useTranslation(NS);
  const { token } = theme.useToken();
  const query = useMemo(() => ({ clientId }), [clientId]);
  const ageing = useCrudList<InvoiceAgeing>(InvoiceApi.url.ageing, query);
  const a = ageing.data;
  if (ageing.error) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('invoice.ageing.failed')}
        action={
          <Button size="small" onClick={ageing.reload}>
            {t('list.retry', { ns: 'crud' })}
          </Button>
        }
      />
    );
  }
  if (!a) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <Flex vertical gap={12} data-testid="client-receivables">
      <Typography.Text type="secondary">{t('invoice.ageing.asOf', { date: a.asOf })}</Typography.Text>
      <Flex wrap gap={12}>
        {[...AGEING_BUCKETS, 'total' as const].map((k) => (
          <Card key={k} size="small" style={{ minWidth: 150 }}>
            <Statistic
              title={t(`invoice.ageing.${k}`)}
              value={formatMoney(a.totals[k])}
              // Money past due stands out; the current bucket and the total do not.
              styles={
                k !== 'total' && k !== 'current' && a.totals[k]
                  ? { content: { color: token.colorErrorText } }
                  : undefined
              }
            />
          </Card>
        ))}
      </Flex>
      <Link to={`${INVOICE_PATH}?clientId=${clientId}&overdue=true`}>{t('invoice.widget.open')}</Link>
    </Flex>
  );
}
