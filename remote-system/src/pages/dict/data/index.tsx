/**
 * System → Dictionaries → data of one type (hidden route /system/dict/data/list/:dictType,
 * expose `system/dict/data/index`).
 */
import '../../../i18n';
import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  actionsColumn,
  api,
  clearDictCache,
  type CrudColumn,
  CrudTable,
  DictTag,
  FormModal,
  formatDateTime,
  langHeaders,
  PermissionButton,
  q,
  SearchForm,
  useAuth,
  useCrudList,
  useDelete,
  useUrlQuery,
} from '@shiftdesk/shared';
import { DictDataAddBody, DictDataEditBody, type DictDataRow, type PageResultOf } from '@shiftdesk/shared/api';
import { Button, Card, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import * as styles from '../index.module.css';

const BASE = '/api/v1/system/dict/data';
const RULE = (a: 'add' | 'edit' | 'delete') => `api/v1/system/dict/data/${a}`;
const schema = { dictLabel: q.string(), status: q.oneOf([0, 1] as const) };
type Filters = { dictLabel?: string; status?: 0 | 1 };

/** The :dictType of the route (from the router params, or the path's last segment). */
function useDictType(): string {
  const params = useParams();
  const { pathname } = useLocation();
  return useMemo(() => {
    if (params.dictType) return params.dictType;
    const m = /\/dict\/data\/list\/([^/?#]+)/.exec(pathname);
    return m ? decodeURIComponent(m[1]) : '';
  }, [params.dictType, pathname]);
}

export default function DictDataPage() {
  const { t, i18n } = useTranslation(NS);
  const zh = i18n.language.toLowerCase().startsWith('zh');
  const dictType = useDictType();
  const navigate = useNavigate();
  const { has } = useAuth();
  const { query, apiQuery, search, reset, setPage } = useUrlQuery(schema);
  const listQuery = useMemo(() => ({ ...apiQuery, dictType }), [apiQuery, dictType]);
  const list = useCrudList<PageResultOf<DictDataRow>>(dictType ? `${BASE}/list` : null, listQuery);
  const del = useDelete();
  const [editing, setEditing] = useState<DictDataRow | 'new' | null>(null);
  const row = editing && editing !== 'new' ? editing : undefined;
  const changed = () => {
    clearDictCache(dictType);
    list.reload();
  };

  const columns: CrudColumn<DictDataRow>[] = [
    { key: 'dictCode', dataIndex: 'dictCode', title: t('dictData.col.dictCode'), width: 80, defaultHidden: true },
    {
      key: 'dictLabel',
      title: t('dictData.col.dictLabel'),
      alwaysShow: true,
      render: (_, r) => (zh && r.dictLabelZh) || r.dictLabel,
    },
    { key: 'dictLabelZh', dataIndex: 'dictLabelZh', title: t('dictData.col.dictLabelZh'), defaultHidden: true, render: (v: string) => v || '—' },
    { key: 'dictValue', dataIndex: 'dictValue', title: t('dictData.col.dictValue'), render: (v: string) => <span className={styles.mono}>{v}</span> },
    { key: 'dictSort', dataIndex: 'dictSort', title: t('dictData.col.dictSort'), width: 80 },
    {
      key: 'isDefault',
      dataIndex: 'isDefault',
      title: t('dictData.col.isDefault'),
      render: (v: boolean) => (v ? <Tag color="processing">{t('dictData.yes')}</Tag> : t('dictData.no')),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('dictData.col.status'),
      render: (s: number) => <DictTag dictType="sys_normal_disable" value={s} colors={{ 1: 'success', 0: 'error' }} />,
    },
    { key: 'remark', dataIndex: 'remark', title: t('dictData.col.remark'), defaultHidden: true, render: (r: string) => r || '—' },
    { key: 'createdAt', dataIndex: 'createdAt', title: t('dictData.col.createdAt'), render: (iso: string) => formatDateTime(iso) },
  ];
  if (has(RULE('edit')) || has(RULE('delete'))) {
    columns.push(
      actionsColumn(t('actions'), (r) => [
        { key: 'edit', kind: 'edit', rule: RULE('edit'), onClick: () => setEditing(r) },
        {
          key: 'delete',
          kind: 'delete',
          rule: RULE('delete'),
          onClick: () => del({ url: `${BASE}/delete`, ids: [r.dictCode], name: r.dictLabel, onDone: changed }),
        },
      ]),
    );
  }

  return (
    <Card
      title={
        <span className={styles.header}>
          <Button type="text" size="small" icon={<ArrowLeftOutlined />} aria-label={t('dictData.back')} onClick={() => navigate('/system/dict')} />
          {t('dictData.title')}
          <span className={styles.typeKey}>{dictType}</span>
        </span>
      }
    >
      <SearchForm<Filters>
        fields={[
          { name: 'dictLabel', label: t('dictData.search.dictLabel') },
          { name: 'status', label: t('dictData.search.status'), type: 'dict', dictType: 'sys_normal_disable', numeric: true },
        ]}
        value={query}
        onSearch={search}
        onReset={() => reset()}
      />
      <CrudTable<DictDataRow>
        tableKey="system.dictData"
        rowKey="dictCode"
        title={t('dictData.tableTitle')}
        columns={columns}
        rows={list.data?.list ?? []}
        loading={list.loading}
        error={list.error}
        onReload={list.reload}
        filtered={!!(query.dictLabel || query.status !== undefined)}
        toolbar={
          <PermissionButton rule={RULE('add')} type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('add')}
          </PermissionButton>
        }
        batchDelete={{ url: `${BASE}/delete`, rule: RULE('delete'), onDone: () => clearDictCache(dictType) }}
        pagination={{ total: list.data?.total ?? 0, page: query.pageNum, pageSize: query.pageSize, onChange: setPage }}
      />
      <FormModal<DictDataAddBody>
        open={!!editing}
        id={row?.dictCode}
        title={row ? t('dictData.form.editTitle') : t('dictData.form.addTitle')}
        schema={row ? DictDataEditBody : DictDataAddBody}
        initialValues={
          row
            ? {
                dictType: row.dictType,
                dictLabel: row.dictLabel,
                dictLabelZh: row.dictLabelZh,
                dictValue: row.dictValue,
                dictSort: row.dictSort,
                isDefault: row.isDefault,
                status: row.status,
                remark: row.remark,
              }
            : { dictType, dictLabelZh: '', dictSort: 0, isDefault: false, status: 1, remark: '' }
        }
        fields={[
          { name: 'dictType', label: t('dictData.form.dictType'), disabled: true },
          { name: 'dictLabel', label: t('dictData.form.dictLabel') },
          { name: 'dictLabelZh', label: t('dictData.form.dictLabelZh'), extra: t('dictData.form.dictLabelZhHint') },
          { name: 'dictValue', label: t('dictData.form.dictValue') },
          {
            name: 'dictSort',
            label: t('dictData.form.dictSort'),
            type: 'number',
            props: { precision: 0 },
            // the kit's required rule treats numbers as strings; a typed rule instead
            required: false,
            rules: [{ required: true, type: 'number', message: t('dictData.form.dictSortRequired') }],
          },
          {
            name: 'isDefault',
            label: t('dictData.form.isDefault'),
            type: 'radio',
            options: [
              { value: true as never, label: t('dictData.yes') },
              { value: false as never, label: t('dictData.no') },
            ],
          },
          { name: 'status', label: t('dictData.form.status'), type: 'dictRadio', dictType: 'sys_normal_disable', numeric: true },
          { name: 'remark', label: t('dictData.form.remark'), type: 'textarea' },
        ]}
        onSubmit={(v) => {
          const body: DictDataAddBody = {
            dictType: v.dictType || dictType,
            dictLabel: v.dictLabel,
            dictLabelZh: v.dictLabelZh ?? '',
            dictValue: v.dictValue,
            dictSort: v.dictSort,
            isDefault: !!v.isDefault,
            status: v.status,
            remark: v.remark ?? '',
          };
          return row
            ? api.put(`${BASE}/edit`, { dictCode: row.dictCode, ...body }, { silent: true, headers: langHeaders() })
            : api.post(`${BASE}/add`, body, { silent: true, headers: langHeaders() });
        }}
        onSaved={changed}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
