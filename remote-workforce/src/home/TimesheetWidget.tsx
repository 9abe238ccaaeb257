/**
 * /home widget "Timesheets with clients": how many timesheets wait for the client's answer and
 * how many came back disputed (corrections to make), from the remote's one summary answer
 * (counted by the server under the user's data scope). Links open those lists.
 */
import { Flex, Skeleton, Statistic, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n';
import { TIMESHEET_PATH } from '../pages/paths';
import { Failed, More } from './JobWidgets';
import { useWorkforceSection } from './summary';

export function TimesheetsWithClients() {
  const { t } = useTranslation(NS);
  const { token } = theme.useToken();
  const { data, retry } = useWorkforceSection('timesheets');
  if (data === null) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  if (data === false) return <Failed retry={retry} />;
  const w = (k: string) => t(`widgets.timesheets.${k}`);
  return (
    <Flex vertical gap={12} data-testid="widget-timesheets">
      <Flex wrap gap={24}>
        <Statistic title={w('sent')} value={data.sent} />
        <Statistic
          title={w('disputed')}
          value={data.disputed}
          styles={data.disputed ? { content: { color: token.colorWarningText } } : undefined}
        />
      </Flex>
      <Flex wrap gap={16}>
        <More to={`${TIMESHEET_PATH}?status=sent_to_client`}>{w('openSent')}</More>
        {data.disputed ? <More to={`${TIMESHEET_PATH}?status=disputed`}>{w('openDisputed')}</More> : null}
      </Flex>
    </Flex>
  );
}
