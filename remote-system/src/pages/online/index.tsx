/** System → Online users (route /system/online, expose `system/online/index`): live sessions, force logout. */
import '../../i18n';
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import { api, CrudListPage, defineFields, langHeaders, useFeedback } from '@shiftdesk/shared';
import { OnlineApi, type OnlineRow } from '@shiftdesk/shared/api';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

// Sessions are keyed by `sessionId` (rowKey); the kit reads `id` only to edit or delete, which this list does not.
type Session = OnlineRow & { id: number };

function SessionCell({ r }: { r: OnlineRow }) {
  const { t } = useTranslation(NS);
  return (
    <span>
      <code title={r.sessionId}>{r.sessionId.slice(0, 8)}…</code>
      {r.current ? (
        <Tag color="processing" style={{ marginInlineStart: 8 }}>
          {t('online.thisSession')}
        </Tag>
      ) : null}
    </span>
  );
}

const fields = defineFields<Session>([
  { key: 'sessionId', label: 'online.col.sessionId', table: { render: (r) => <SessionCell r={r} /> } },
  { key: 'userName', label: 'online.col.userName', table: { alwaysShow: true, sortable: true }, search: { label: 'online.search.userName' } },
  { key: 'userNickname', label: 'online.col.nickname', table: { defaultHidden: true } },
  { key: 'deptName', label: 'online.col.dept' },
  { key: 'ip', label: 'online.col.host', table: { sortable: true }, search: { label: 'online.search.ip' } },
  { key: 'location', label: 'online.col.location', table: { defaultHidden: true } },
  { key: 'browser', label: 'online.col.browser' },
  { key: 'os', label: 'online.col.os' },
  { key: 'createdAt', label: 'online.col.loginTime', datetime: true, table: { sortable: true } },
  { key: 'lastSeenAt', label: 'online.col.lastSeen', datetime: true, table: { sortable: true } },
]);

export default function OnlinePage() {
  const { t } = useTranslation(NS);
  const ui = useFeedback();
  const forceLogout = (r: OnlineRow, reload: () => void) =>
    ui.modal.confirm({
      title: t('online.forceLogout'),
      content: r.current ? t('online.confirmSelf') : t('online.confirm', { name: r.userName }),
      okText: t('online.forceLogout'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await api.put(OnlineApi.url.forceLogout, { ids: [r.sessionId] }, { headers: langHeaders() });
        ui.message.success(t('online.done'));
        reload();
      },
    });
  return (
    <CrudListPage
      entity={OnlineApi}
      fields={fields}
      ns={NS}
      texts="online"
      rowKey="sessionId"
      export={false}
      rowActions={(r, page) => [
        { key: 'forceLogout', label: t('online.forceLogout'), icon: <LogoutOutlined />, rule: OnlineApi.rule.forceLogout, danger: true, onClick: () => forceLogout(r, page.list.reload) },
      ]}
    />
  );
}
