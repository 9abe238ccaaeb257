/**
 * /home widget "Timesheets with clients": how many timesheets wait for the client's answer and
 * how many came back disputed (corrections to make), each the `total` of a one-row page of the
 * timesheet list — so the server's data scope decides what is counted. Links open those lists.
 */
import { type PageResultOf, TimesheetApi, type TimesheetRow } from '@shiftdesk/shared/api';
import { api } from '@shiftdesk/shared/core';
import { Flex, Skeleton, Statistic, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { TIMESHEET_PATH } from '../pages/timesheet/fields';
import { Failed, More, useLoad } from './JobWidgets';

const countOf = (status: TimesheetRow['status']) =>
  api
    .get<PageResultOf<TimesheetRow>>(TimesheetApi.url.list, { status, pageNum: 1, pageSize: 1 }, { silent: true })
    .then((p) => p.total);

export function TimesheetsWithClients() {
  const { t } = useTranslation(NS);
  const { token } = theme.useToken();
  const { data, retry } = useLoad(async () => {
    const [sent, disputed] = await Promise.all([countOf('sent_to_client'), countOf('disputed')]);
    return { sent, disputed };
  });
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
