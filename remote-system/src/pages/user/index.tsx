/**
 * System → Users (route /system/user, expose `system/user/index`): department tree beside a
 * URL-bound list; add/edit drawer, reset password, status switch, delete, XLSX export.
 */
import '../../i18n';
import KeyOutlined from '@ant-design/icons/es/icons/KeyOutlined';
import { CrudListPage, defineFields, q } from '@shiftdesk/shared';
import { UserApi, type UserRow } from '@shiftdesk/shared/api';
import { Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import DeptTree from './DeptTree';
import ResetPwdModal from './ResetPwdModal';
import UserForm from './UserForm';

// deptId is the side tree's: Reset keeps it.
const schema = { keyWords: q.string(), deptId: q.int(), status: q.oneOf([0, 1] as const), dateRange: q.dateRange() };
const orDash = (v: string) => v || '—';

/** Table, search and export of the user list (the drawer form has its own parts: UserForm). */
const userFields = defineFields<UserRow>([
  { key: 'id', label: 'ID', table: false, export: true },
  { key: 'keyWords', label: 'user.search.keyWords', table: false, search: { placeholder: 'user.search.keyWordsPlaceholder' } },
  { key: 'userName', label: 'user.col.userName', table: { sortable: true, alwaysShow: true, fixed: 'left' } },
  { key: 'userNickname', label: 'user.col.userNickname', table: { sortable: true } },
  { key: 'dept', label: 'user.col.dept', table: { render: (r) => r.dept?.deptName ?? '—' }, export: (r) => r.dept?.deptName ?? '' },
  {
    key: 'roles',
    label: 'user.col.roles',
    table: {
      render: (r) =>
        r.roleInfo.length ? (
          <Space size={[4, 4]} wrap>
            {r.roleInfo.map((x) => (
              <Tag key={x.roleId} color="blue">
                {x.name}
              </Tag>
            ))}
          </Space>
        ) : (
          '—'
        ),
    },
    export: (r) => r.roleInfo.map((x) => x.name).join(', '),
  },
  { key: 'posts', label: 'user.col.posts', table: { defaultHidden: true, render: (r) => orDash(r.postNames.join(', ')) }, export: (r) => r.postNames.join(', ') },
  { key: 'mobile', label: 'user.col.mobile' },
  { key: 'email', label: 'user.col.email', table: { defaultHidden: true } },
  {
    key: 'status',
    label: 'user.col.status',
    switch: true,
    table: { sortable: true },
    search: { type: 'dict', dictType: 'sys_normal_disable', numeric: true, label: 'user.search.status', placeholder: 'user.search.statusPlaceholder' },
    export: (r, t) => t(`user.status.${r.status === 1 ? 1 : 0}`),
  },
  { key: 'lastLoginAt', label: 'user.col.lastLoginAt', datetime: true, table: { sortable: true, defaultHidden: true }, export: false },
  { key: 'dateRange', label: 'user.search.createdAt', table: false, search: { type: 'dateRange' } },
  { key: 'createdAt', label: 'user.col.createdAt', datetime: true, table: { sortable: true } },
]);

export default function UserPage() {
  const { t } = useTranslation(NS);
  const [resetting, setResetting] = useState<UserRow | null>(null);
  return (
    <CrudListPage
      entity={UserApi}
      fields={userFields}
      ns={NS}
      texts="user"
      schema={schema}
      aside={(page) => <DeptTree value={page.query.deptId as number | undefined} onChange={(deptId) => page.setQuery({ deptId, pageNum: 1 })} />}
      editor={UserForm}
      rowName={(r) => r.userName}
      rowActions={(r) => [
        'edit',
        { key: 'resetPwd', label: t('user.resetPwd'), icon: <KeyOutlined />, rule: UserApi.rule.resetPwd, onClick: () => setResetting(r) },
        'delete',
      ]}
      // Reset password and delete fold into "More": three labelled buttons made the fixed column ~260 px wide at 1366 px.
      rowActionsVisible={1}
    >
      <ResetPwdModal user={resetting} onClose={() => setResetting(null)} />
    </CrudListPage>
  );
}
