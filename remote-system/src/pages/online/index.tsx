/** System → Online users (route /system/online, expose `system/online/index`): live sessions, force logout. */
import '../../i18n';
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import {
  actionsColumn,
  api,
  type CrudColumn,
  CrudTable,
  formatDateTime,
  langHeaders,
  q,
  SearchForm,
  useFeedback,
  useCrudPage,
} from '@shiftdesk/shared';
import type { OnlineRow, } from '@shiftdesk/shared/api';
import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

const LIST = '/api/v1/system/online/list';
const RULE = 'api/v1/system/online/forceLogout';
const schema = { userName: q.string(), ip: q.string() };
type Filters = { userName?: string; ip?: string };

export default function OnlinePage() {
  const { t } = useTranslation(NS);
  const ui = useFeedback();
  const page = useCrudPage<OnlineRow, typeof schema>(LIST, schema, { sortable: ['lastSeenAt', 'createdAt', 'userName', 'ip'] });
  const { query, search, reset, list } = page;

  const forceLogout = (r: OnlineRow) =>
    ui.modal.confirm({
      title: t('online.forceLogout'),
      content: r.current ? t('online.confirmSelf') : t('online.confirm', { name: r.userName }),
      okText: t('online.forceLogout'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await api.put('/api/v1/system/online/forceLogout', { ids: [r.sessionId] }, { headers: langHeaders() });
        ui.message.success(t('online.done'));
        list.reload();
      },
    });

  const columns: CrudColumn<OnlineRow>[] = [
    {
      key: 'sessionId',
      dataIndex: 'sessionId',
      title: t('online.col.sessionId'),
      render: (id: string, r) => (
        <span>
          <code title={id}>{id.slice(0, 8)}…</code>
          {r.current ? (
            <Tag color="processing" style={{ marginInlineStart: 8 }}>
              {t('online.thisSession')}
            </Tag>
          ) : null}
        </span>
      ),
    },
    { key: 'userName', dataIndex: 'userName', title: t('online.col.userName'), alwaysShow: true },
    { key: 'userNickname', dataIndex: 'userNickname', title: t('online.col.nickname'), defaultHidden: true },
    { key: 'deptName', dataIndex: 'deptName', title: t('online.col.dept'), render: (v: string) => v || '—' },
    { key: 'ip', dataIndex: 'ip', title: t('online.col.host') },
    { key: 'location', dataIndex: 'location', title: t('online.col.location'), defaultHidden: true, render: (v: string) => v || '—' },
    { key: 'browser', dataIndex: 'browser', title: t('online.col.browser') },
    { key: 'os', dataIndex: 'os', title: t('online.col.os') },
    { key: 'createdAt', dataIndex: 'createdAt', title: t('online.col.loginTime'), render: (iso: string) => formatDateTime(iso) },
    { key: 'lastSeenAt', dataIndex: 'lastSeenAt', title: t('online.col.lastSeen'), render: (iso: string) => formatDateTime(iso) },
    actionsColumn(t('actions'), (r) => [
      { key: 'forceLogout', label: t('online.forceLogout'), icon: <LogoutOutlined />, rule: RULE, danger: true, onClick: () => forceLogout(r) },
    ]),
  ];

  return (
    <Card>
      <SearchForm<Filters>
        fields={[
          { name: 'userName', label: t('online.search.userName') },
          { name: 'ip', label: t('online.search.ip') },
        ]}
        value={query}
        onSearch={search}
        onReset={() => reset()}
      />
      <CrudTable<OnlineRow>
        tableKey="system.online"
        title={t('online.tableTitle')}
        columns={columns}
        rowKey="sessionId"
        {...page.table}
      />
    </Card>
  );
}
