/**
 * System → Users (route /system/user, expose `system/user/index`): department tree beside a
 * URL-bound list; add/edit drawer, reset password, status switch, delete, XLSX export.
 */
import '../../i18n';
import KeyOutlined from '@ant-design/icons/es/icons/KeyOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  actionsColumn,
  type CrudColumn,
  CrudTable,
  ExportButton,
  formatDateTime,
  PermissionButton,
  q,
  SearchForm,
  type SearchField,
  StatusSwitch,
  useAuth,
  useCrudList,
  useDelete,
  useUrlQuery,
} from '@shiftdesk/shared';
import type { PageResultOf, UserRow } from '@shiftdesk/shared/api';
import { Card, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import DeptTree from './DeptTree';
import * as styles from './index.module.css';
import ResetPwdModal from './ResetPwdModal';
import UserForm from './UserForm';

export const USER_LIST_URL = '/api/v1/system/user/list';
export const USER_RULE = (a: 'add' | 'edit' | 'delete' | 'resetPwd' | 'setStatus' | 'list') => `api/v1/system/user/${a}`;

const schema = { keyWords: q.string(), deptId: q.int(), status: q.oneOf([0, 1] as const), dateRange: q.dateRange() };
type Filters = { keyWords?: string; status?: 0 | 1; dateRange?: [string, string] };

export default function UserPage() {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const { query, apiQuery, search, reset, setQuery, setPage } = useUrlQuery(schema);
  const list = useCrudList<PageResultOf<UserRow>>(USER_LIST_URL, apiQuery);
  const del = useDelete();
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const [resetting, setResetting] = useState<UserRow | null>(null);

  const fields: SearchField<Filters>[] = [
    { name: 'keyWords', label: t('user.search.keyWords'), placeholder: t('user.search.keyWordsPlaceholder') },
    { name: 'status', label: t('user.search.status'), type: 'dict', dictType: 'sys_normal_disable', numeric: true, placeholder: t('user.search.statusPlaceholder') },
    { name: 'dateRange', label: t('user.search.createdAt'), type: 'dateRange' },
  ];
  const filtered = !!(query.keyWords || query.status !== undefined || query.dateRange || query.deptId);
  const canRowActions = has(USER_RULE('edit')) || has(USER_RULE('resetPwd')) || has(USER_RULE('delete'));

  const columns: CrudColumn<UserRow>[] = [
    { key: 'userName', dataIndex: 'userName', title: t('user.col.userName'), alwaysShow: true, fixed: 'left' },
    { key: 'userNickname', dataIndex: 'userNickname', title: t('user.col.userNickname') },
    { key: 'dept', title: t('user.col.dept'), render: (_, r) => r.dept?.deptName ?? '—' },
    {
      key: 'roles',
      title: t('user.col.roles'),
      render: (_, r) =>
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
    { key: 'posts', title: t('user.col.posts'), defaultHidden: true, render: (_, r) => r.postNames.join(', ') || '—' },
    { key: 'mobile', dataIndex: 'mobile', title: t('user.col.mobile'), render: (m: string) => m || '—' },
    { key: 'email', dataIndex: 'email', title: t('user.col.email'), defaultHidden: true, render: (m: string) => m || '—' },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('user.col.status'),
      render: (s: number, r) => (
        <StatusSwitch id={r.id} status={s} url="/api/v1/system/user/setStatus" rule={USER_RULE('setStatus')} name={r.userName} onChanged={list.reload} />
      ),
    },
    { key: 'lastLoginAt', dataIndex: 'lastLoginAt', title: t('user.col.lastLoginAt'), defaultHidden: true, render: (iso: string | null) => formatDateTime(iso) || '—' },
    { key: 'createdAt', dataIndex: 'createdAt', title: t('user.col.createdAt'), render: (iso: string) => formatDateTime(iso) },
  ];
  if (canRowActions) {
    columns.push(
      actionsColumn(t('actions'), (r) => [
        { key: 'edit', kind: 'edit', rule: USER_RULE('edit'), onClick: () => setEditing({ id: r.id }) },
        { key: 'resetPwd', label: t('user.resetPwd'), icon: <KeyOutlined />, rule: USER_RULE('resetPwd'), onClick: () => setResetting(r) },
        {
          key: 'delete',
          kind: 'delete',
          rule: USER_RULE('delete'),
          onClick: () => del({ url: '/api/v1/system/user/delete', ids: [r.id], name: r.userName, onDone: list.reload }),
        },
      ]),
    );
  }

  return (
    <div className={styles.page}>
      <aside className={styles.side}>
        <DeptTree value={query.deptId} onChange={(deptId) => setQuery({ deptId, pageNum: 1 })} />
      </aside>
      <Card className={styles.main}>
        <SearchForm<Filters> fields={fields} value={query} onSearch={search} onReset={() => reset(['deptId'])} />
        <CrudTable<UserRow>
          tableKey="system.user"
          title={t('user.tableTitle')}
          columns={columns}
          rows={list.data?.list ?? []}
          loading={list.loading}
          error={list.error}
          onReload={list.reload}
          filtered={filtered}
          toolbar={
            <>
              <PermissionButton rule={USER_RULE('add')} type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
                {t('add')}
              </PermissionButton>
              <ExportButton<UserRow>
                rule={USER_RULE('list')}
                options={() => ({
                  url: USER_LIST_URL,
                  query: apiQuery,
                  fileName: t('user.exportName'),
                  columns: [
                    { title: 'ID', value: (r) => r.id },
                    { title: t('user.col.userName'), value: (r) => r.userName },
                    { title: t('user.col.userNickname'), value: (r) => r.userNickname },
                    { title: t('user.col.dept'), value: (r) => r.dept?.deptName ?? '' },
                    { title: t('user.col.roles'), value: (r) => r.roleInfo.map((x) => x.name).join(', ') },
                    { title: t('user.col.posts'), value: (r) => r.postNames.join(', ') },
                    { title: t('user.col.mobile'), value: (r) => r.mobile },
                    { title: t('user.col.email'), value: (r) => r.email },
                    { title: t('user.col.status'), value: (r) => t(`user.status.${r.status === 1 ? 1 : 0}`) },
                    { title: t('user.col.createdAt'), value: (r) => formatDateTime(r.createdAt) },
                  ],
                })}
              />
            </>
          }
          batchDelete={{ url: '/api/v1/system/user/delete', rule: USER_RULE('delete') }}
          pagination={{ total: list.data?.total ?? 0, page: query.pageNum, pageSize: query.pageSize, onChange: setPage }}
        />
      </Card>
      <UserForm editing={editing} onClose={() => setEditing(null)} onSaved={list.reload} />
      <ResetPwdModal user={resetting} onClose={() => setResetting(null)} />
    </div>
  );
}
