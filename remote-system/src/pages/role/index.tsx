/** System → Roles (route /system/role, expose `system/role/index`). */
import '../../i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  actionsColumn,
  type CrudColumn,
  CrudTable,
  DictTag,
  formatDateTime,
  PermissionButton,
  q,
  SearchForm,
  StatusSwitch,
  useAuth,
  useDelete,
  useCrudPage,
} from '@shiftdesk/shared';
import type { RoleRow } from '@shiftdesk/shared/api';
import { Card } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import RoleForm from './RoleForm';

const LIST = '/api/v1/system/role/list';
const RULE = (a: 'add' | 'edit' | 'delete' | 'setStatus') => `api/v1/system/role/${a}`;
const schema = { name: q.string(), status: q.oneOf([0, 1] as const) };
type Filters = { name?: string; status?: 0 | 1 };

export function effectiveText(r: Pick<RoleRow, 'effectiveType' | 'dateFrom' | 'dateTo' | 'weekDays' | 'timeFrom' | 'timeTo'>, t: TFunction): string {
  if (r.effectiveType === 'date_range') return `${r.dateFrom ?? '…'} – ${r.dateTo ?? '…'}`;
  if (r.effectiveType === 'weekly') {
    const days = r.weekDays.map((d) => t(`role.weekday.${d}`)).join(', ');
    return `${days} ${r.timeFrom ?? ''}–${r.timeTo ?? ''}`.trim();
  }
  return t('role.effective.none');
}

export default function RolePage() {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const page = useCrudPage<RoleRow, typeof schema>(LIST, schema, { sortable: ['id', 'name', 'listOrder', 'createdAt', 'status'] });
  const { query, search, reset, list } = page;
  const del = useDelete();
  const [editing, setEditing] = useState<{ id?: number } | null>(null);

  const columns: CrudColumn<RoleRow>[] = [
    { key: 'name', dataIndex: 'name', title: t('role.col.name'), alwaysShow: true },
    { key: 'roleKey', dataIndex: 'roleKey', title: t('role.col.roleKey'), defaultHidden: true },
    { key: 'listOrder', dataIndex: 'listOrder', title: t('role.col.listOrder') },
    { key: 'dataScope', dataIndex: 'dataScope', title: t('role.col.dataScope'), render: (v: number) => <DictTag dictType="sys_data_scope" value={v} /> },
    { key: 'effective', title: t('role.col.effective'), render: (_, r) => effectiveText(r, t) },
    { key: 'userCount', dataIndex: 'userCount', title: t('role.col.userCount') },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('role.col.status'),
      render: (s: number, r) => <StatusSwitch id={r.id} status={s} url="/api/v1/system/role/setStatus" rule={RULE('setStatus')} name={r.name} onChanged={list.reload} />,
    },
    { key: 'remark', dataIndex: 'remark', title: t('role.col.remark'), defaultHidden: true, render: (v: string) => v || '—' },
    { key: 'createdAt', dataIndex: 'createdAt', title: t('role.col.createdAt'), render: (iso: string) => formatDateTime(iso) },
  ];
  if (has(RULE('edit')) || has(RULE('delete'))) {
    columns.push(
      actionsColumn(t('actions'), (r) => [
        { key: 'edit', kind: 'edit', rule: RULE('edit'), onClick: () => setEditing({ id: r.id }) },
        {
          key: 'delete',
          kind: 'delete',
          rule: RULE('delete'),
          onClick: () => del({ url: '/api/v1/system/role/delete', ids: [r.id], name: r.name, onDone: list.reload }),
        },
      ]),
    );
  }

  return (
    <Card>
      <SearchForm<Filters>
        fields={[
          { name: 'name', label: t('role.search.name') },
          { name: 'status', label: t('role.search.status'), type: 'dict', dictType: 'sys_normal_disable', numeric: true },
        ]}
        value={query}
        onSearch={search}
        onReset={() => reset()}
      />
      <CrudTable<RoleRow>
        tableKey="system.role"
        title={t('role.tableTitle')}
        columns={columns}
        {...page.table}
        toolbar={
          <PermissionButton rule={RULE('add')} type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('add')}
          </PermissionButton>
        }
        batchDelete={{ url: '/api/v1/system/role/delete', rule: RULE('delete') }}
      />
      {/* The form's trees come from endpoints under role/add|edit: a reader never mounts it. */}
      {has(RULE('add')) || has(RULE('edit')) ? <RoleForm editing={editing} onClose={() => setEditing(null)} onSaved={list.reload} /> : null}
    </Card>
  );
}
