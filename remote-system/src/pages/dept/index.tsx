/** System → Departments (route /system/dept, expose `system/dept/index`): a tree table. */
import '../../i18n';
import MinusSquareOutlined from '@ant-design/icons/es/icons/MinusSquareOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import PlusSquareOutlined from '@ant-design/icons/es/icons/PlusSquareOutlined';
import {
  actionsColumn,
  type CrudColumn,
  CrudTable,
  DictTag,
  FormModal,
  formatDateTime,
  PermissionButton,
  q,
  SearchForm,
  useAuth,
  useCrudList,
  useDelete,
  useUrlQuery,
} from '@shiftdesk/shared';
import { DeptAddBody, DeptEditBody, type DeptListNode, type DeptListResult } from '@shiftdesk/shared/api';
import { Button, Card, Tooltip } from 'antd';
import { type Key, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

const LIST = '/api/v1/system/dept/list';
const RULE = (a: 'add' | 'edit' | 'delete') => `api/v1/system/dept/${a}`;
const schema = { deptName: q.string(), status: q.oneOf([0, 1] as const) };
type Filters = { deptName?: string; status?: 0 | 1 };

interface Option {
  value: number;
  title: string;
  children?: Option[];
  disabled?: boolean;
}

/** Tree rows without empty `children` (antd shows an expander for []). */
function clean(nodes: DeptListNode[]): DeptListNode[] {
  return nodes.map((n) => ({ ...n, children: n.children?.length ? clean(n.children) : (undefined as never) }));
}

function ids(nodes: DeptListNode[], acc: number[] = []): number[] {
  for (const n of nodes) {
    if (n.children?.length) {
      acc.push(n.id);
      ids(n.children, acc);
    }
  }
  return acc;
}

/** Parent choices: the tree without the edited department's subtree. */
function parents(nodes: DeptListNode[], exclude?: number): Option[] {
  return nodes
    .filter((n) => n.id !== exclude)
    .map((n) => ({ value: n.id, title: n.deptName, children: n.children?.length ? parents(n.children, exclude) : undefined }));
}

type Editing = { row?: DeptListNode; parentId?: number } | null;

export default function DeptPage() {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const { query, apiQuery, search, reset } = useUrlQuery(schema, { paged: false });
  const list = useCrudList<DeptListResult>(LIST, apiQuery);
  const del = useDelete();
  const rows = useMemo(() => clean(list.data?.list ?? []), [list.data]);
  const allIds = useMemo(() => ids(rows), [rows]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  // Everything open when the tree loads or the filter changes.
  useEffect(() => setExpanded(allIds), [allIds]);
  const [editing, setEditing] = useState<Editing>(null);
  const row = editing?.row;

  const columns: CrudColumn<DeptListNode>[] = [
    { key: 'deptName', dataIndex: 'deptName', title: t('dept.col.deptName'), alwaysShow: true },
    { key: 'leader', dataIndex: 'leader', title: t('dept.col.leader'), render: (v: string) => v || '—' },
    { key: 'phone', dataIndex: 'phone', title: t('dept.col.phone'), render: (v: string) => v || '—' },
    { key: 'email', dataIndex: 'email', title: t('dept.col.email'), defaultHidden: true, render: (v: string) => v || '—' },
    { key: 'orderNum', dataIndex: 'orderNum', title: t('dept.col.orderNum') },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('dept.col.status'),
      render: (s: number) => <DictTag dictType="sys_normal_disable" value={s} colors={{ 1: 'success', 0: 'error' }} />,
    },
    { key: 'createdAt', dataIndex: 'createdAt', title: t('dept.col.createdAt'), render: (iso: string) => formatDateTime(iso) },
  ];
  if (has(RULE('add')) || has(RULE('edit')) || has(RULE('delete'))) {
    columns.push(
      actionsColumn(t('actions'), (r) => [
        { key: 'addChild', label: t('addChild'), icon: <PlusOutlined />, rule: RULE('add'), onClick: () => setEditing({ parentId: r.id }) },
        { key: 'edit', kind: 'edit', rule: RULE('edit'), onClick: () => setEditing({ row: r }) },
        {
          key: 'delete',
          kind: 'delete',
          rule: RULE('delete'),
          onClick: () => del({ url: '/api/v1/system/dept/delete', ids: [r.id], name: r.deptName, onDone: list.reload }),
        },
      ]),
    );
  }
  const all = allIds.length > 0 && expanded.length >= allIds.length;

  return (
    <Card>
      <SearchForm<Filters>
        fields={[
          { name: 'deptName', label: t('dept.search.deptName') },
          { name: 'status', label: t('dept.search.status'), type: 'dict', dictType: 'sys_normal_disable', numeric: true },
        ]}
        value={query}
        onSearch={search}
        onReset={() => reset()}
      />
      <CrudTable<DeptListNode>
        tableKey="system.dept"
        title={t('dept.tableTitle')}
        columns={columns}
        rows={rows}
        loading={list.loading}
        error={list.error}
        onReload={list.reload}
        filtered={!!(query.deptName || query.status !== undefined)}
        toolbar={
          <PermissionButton rule={RULE('add')} type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ parentId: 0 })}>
            {t('add')}
          </PermissionButton>
        }
        tools={
          <Tooltip title={all ? t('collapseAll') : t('expandAll')}>
            <Button
              type="text"
              aria-label={all ? t('collapseAll') : t('expandAll')}
              icon={all ? <MinusSquareOutlined /> : <PlusSquareOutlined />}
              onClick={() => setExpanded(all ? [] : allIds)}
            />
          </Tooltip>
        }
        tableProps={{ expandable: { expandedRowKeys: expanded, onExpandedRowsChange: (k) => setExpanded([...k]) } }}
        pagination={false}
      />
      <FormModal<DeptAddBody>
        open={!!editing}
        id={row?.id}
        title={row ? t('dept.form.editTitle') : t('dept.form.addTitle')}
        schema={row ? DeptEditBody : DeptAddBody}
        initialValues={
          row
            ? { parentId: row.parentId, deptName: row.deptName, leader: row.leader, phone: row.phone, email: row.email, orderNum: row.orderNum, status: row.status }
            : { parentId: editing?.parentId ?? 0, orderNum: 0, status: 1, leader: '', phone: '', email: '' }
        }
        fields={[
          {
            name: 'parentId',
            label: t('dept.form.parentId'),
            type: 'treeSelect',
            full: true,
            treeData: [{ value: 0, title: t('dept.form.root') }, ...parents(list.data?.list ?? [], row?.id)],
            props: { allowClear: false },
          },
          { name: 'deptName', label: t('dept.form.deptName') },
          { name: 'leader', label: t('dept.form.leader') },
          { name: 'phone', label: t('dept.form.phone'), patternMessage: t('dept.form.phonePattern'), placeholder: '+65 61234567' },
          { name: 'email', label: t('dept.form.email') },
          { name: 'orderNum', label: t('dept.form.orderNum'), type: 'number', props: { min: 0, precision: 0 } },
          { name: 'status', label: t('dept.form.status'), type: 'dictRadio', dictType: 'sys_normal_disable', numeric: true },
        ]}
        submit={{ add: '/api/v1/system/dept/add', edit: '/api/v1/system/dept/edit' }}
        onSaved={list.reload}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
