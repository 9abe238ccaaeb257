/** System → Dictionaries (route /system/dict, expose `system/dict/index`): dictionary types. */
import '../../i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import UnorderedListOutlined from '@ant-design/icons/es/icons/UnorderedListOutlined';
import {
  actionsColumn,
  type CrudColumn,
  CrudTable,
  clearDictCache,
  DictTag,
  FormModal,
  formatDateTime,
  PermissionButton,
  q,
  SearchForm,
  useAuth,
  useDelete,
  useCrudPage,
} from '@shiftdesk/shared';
import { DictTypeAddBody, DictTypeEditBody, type DictTypeRow, } from '@shiftdesk/shared/api';
import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { NS } from '../../i18n';
import * as styles from './index.module.css';

const BASE = '/api/v1/system/dict/type';
const RULE = (a: 'add' | 'edit' | 'delete') => `api/v1/system/dict/type/${a}`;
const DATA_RULE = 'api/v1/system/dict/data/list';
const schema = { dictName: q.string(), dictType: q.string(), status: q.oneOf([0, 1] as const) };
type Filters = { dictName?: string; dictType?: string; status?: 0 | 1 };

export const dataPath = (dictType: string) => `/system/dict/data/list/${encodeURIComponent(dictType)}`;

export default function DictTypePage() {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const navigate = useNavigate();
  const page = useCrudPage<DictTypeRow, typeof schema>(`${BASE}/list`, schema, { sortable: ['id', 'dictName', 'dictType', 'status', 'createdAt'] });
  const { query, search, reset, list } = page;
  const del = useDelete();
  const [editing, setEditing] = useState<DictTypeRow | 'new' | null>(null);
  const row = editing && editing !== 'new' ? editing : undefined;

  const columns: CrudColumn<DictTypeRow>[] = [
    { key: 'id', dataIndex: 'id', title: t('dict.col.id'), width: 72, defaultHidden: true },
    { key: 'dictName', dataIndex: 'dictName', title: t('dict.col.dictName'), alwaysShow: true },
    {
      key: 'dictType',
      dataIndex: 'dictType',
      title: t('dict.col.dictType'),
      render: (v: string) =>
        has(DATA_RULE) ? (
          <Link to={dataPath(v)} className={styles.mono} title={t('dict.openData')}>
            {v}
          </Link>
        ) : (
          <span className={styles.mono}>{v}</span>
        ),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('dict.col.status'),
      render: (s: number) => <DictTag dictType="sys_normal_disable" value={s} colors={{ 1: 'success', 0: 'error' }} />,
    },
    { key: 'remark', dataIndex: 'remark', title: t('dict.col.remark'), render: (r: string) => r || '—' },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('dict.col.createdAt'),
      render: (iso: string) => formatDateTime(iso),
    },
    actionsColumn(t('actions'), (r) => [
      {
        key: 'data',
        label: t('dict.data'),
        icon: <UnorderedListOutlined />,
        rule: DATA_RULE,
        onClick: () => navigate(dataPath(r.dictType)),
      },
      { key: 'edit', kind: 'edit', rule: RULE('edit'), onClick: () => setEditing(r) },
      {
        key: 'delete',
        kind: 'delete',
        rule: RULE('delete'),
        onClick: () =>
          del({
            url: `${BASE}/delete`,
            ids: [r.id],
            name: r.dictName,
            onDone: () => {
              clearDictCache(r.dictType);
              list.reload();
            },
          }),
      },
    ]),
  ];

  return (
    <Card>
      <SearchForm<Filters>
        fields={[
          { name: 'dictName', label: t('dict.search.dictName') },
          { name: 'dictType', label: t('dict.search.dictType') },
          {
            name: 'status',
            label: t('dict.search.status'),
            type: 'dict',
            dictType: 'sys_normal_disable',
            numeric: true,
          },
        ]}
        value={query}
        onSearch={search}
        onReset={() => reset()}
      />
      <CrudTable<DictTypeRow>
        tableKey="system.dict"
        title={t('dict.tableTitle')}
        columns={columns}
        {...page.table}
        toolbar={
          <PermissionButton rule={RULE('add')} type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('add')}
          </PermissionButton>
        }
        batchDelete={{ url: `${BASE}/delete`, rule: RULE('delete') }}
      />
      <FormModal<DictTypeAddBody>
        open={!!editing}
        id={row?.id}
        title={row ? t('dict.form.editTitle') : t('dict.form.addTitle')}
        schema={row ? DictTypeEditBody : DictTypeAddBody}
        initialValues={
          row
            ? { dictName: row.dictName, dictType: row.dictType, status: row.status, remark: row.remark }
            : { status: 1, remark: '' }
        }
        fields={[
          { name: 'dictName', label: t('dict.form.dictName') },
          {
            name: 'dictType',
            label: t('dict.form.dictType'),
            patternMessage: t('dict.form.dictTypePattern'),
            placeholder: 'sys_example',
          },
          {
            name: 'status',
            label: t('dict.form.status'),
            type: 'dictRadio',
            dictType: 'sys_normal_disable',
            numeric: true,
          },
          { name: 'remark', label: t('dict.form.remark'), type: 'textarea' },
        ]}
        submit={{ add: `${BASE}/add`, edit: `${BASE}/edit` }}
        onSaved={() => {
          clearDictCache();
          list.reload();
        }}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
