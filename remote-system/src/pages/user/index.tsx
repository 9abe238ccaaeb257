/**
 * System → Users (route /system/user, expose `system/user/index`): department tree beside a
 * URL-bound list; add/edit drawer, reset password, status switch, delete, XLSX export.
 */
import '../../i18n';
import KeyOutlined from '@ant-design/icons/es/icons/KeyOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  actionsColumn,
  CrudTable,
  defineFields,
  ExportButton,
  PermissionButton,
  q,
  SearchForm,
  StatusSwitch,
  useAuth,
  useCrudPage,
  useDelete,
} from '@shiftdesk/shared';
import { UserApi, type UserRow } from '@shiftdesk/shared/api';
import { Card, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import DeptTree from './DeptTree';
import * as styles from './index.module.css';
import ResetPwdModal from './ResetPwdModal';
import UserForm from './UserForm';

export const USER_LIST_URL = UserApi.url.list;
export const USER_RULE = (a: 'add' | 'edit' | 'delete' | 'resetPwd' | 'setStatus' | 'list') => UserApi.rule[a];

const schema = { keyWords: q.string(), deptId: q.int(), status: q.oneOf([0, 1] as const), dateRange: q.dateRange() };
const SORTABLE = ['userName', 'userNickname', 'status', 'lastLoginAt', 'createdAt'];
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
  const { has } = useAuth();
  const page = useCrudPage<UserRow, typeof schema>(USER_LIST_URL, schema, { sortable: SORTABLE });
  const { query, setQuery, list } = page;
  const del = useDelete();
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const [resetting, setResetting] = useState<UserRow | null>(null);

  const search = userFields.search(t).map((f) => (f.placeholder ? { ...f, placeholder: t(f.placeholder) } : f));
  const canRowActions = has(USER_RULE('edit')) || has(USER_RULE('resetPwd')) || has(USER_RULE('delete'));
  const columns = userFields.columns(t).map((c) =>
    c.key === 'status'
      ? {
          ...c,
          render: (s: number, r: UserRow) => (
            <StatusSwitch id={r.id} status={s} url={UserApi.url.setStatus} rule={USER_RULE('setStatus')} name={r.userName} onChanged={list.reload} />
          ),
        }
      : c,
  );
  if (canRowActions) {
    columns.push(
      actionsColumn(t('actions'), (r) => [
        { key: 'edit', kind: 'edit', rule: USER_RULE('edit'), onClick: () => setEditing({ id: r.id }) },
        { key: 'resetPwd', label: t('user.resetPwd'), icon: <KeyOutlined />, rule: USER_RULE('resetPwd'), onClick: () => setResetting(r) },
        {
          key: 'delete',
          kind: 'delete',
          rule: USER_RULE('delete'),
          onClick: () => del({ url: UserApi.url.delete, ids: [r.id], name: r.userName, onDone: list.reload }),
        },
        // Edit stays a button; reset password and delete fold into "More": three labelled
        // buttons made the fixed column ~260 px wide at 1366 px.
      ], {}, { visible: 1 }),
    );
  }

  return (
    <div className={styles.page}>
      <aside className={styles.side}>
        <DeptTree value={query.deptId} onChange={(deptId) => setQuery({ deptId, pageNum: 1 })} />
      </aside>
      <Card className={styles.main}>
        <SearchForm fields={search} value={query} onSearch={page.search} onReset={() => page.reset(['deptId'])} />
        <CrudTable<UserRow>
          {...page.table}
          tableKey="system.user"
          title={t('user.tableTitle')}
          columns={columns}
          toolbar={
            <>
              <PermissionButton rule={USER_RULE('add')} type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
                {t('add')}
              </PermissionButton>
              <ExportButton<UserRow>
                rule={USER_RULE('list')}
                options={() => ({ url: USER_LIST_URL, query: page.apiQuery, fileName: t('user.exportName'), columns: userFields.exportColumns(t) })}
              />
            </>
          }
          batchDelete={{ url: UserApi.url.delete, rule: USER_RULE('delete') }}
        />
      </Card>
      <UserForm editing={editing} onClose={() => setEditing(null)} onSaved={list.reload} />
      <ResetPwdModal user={resetting} onClose={() => setResetting(null)} />
    </div>
  );
}
