/**
 * System → Dictionaries → data of one type (hidden route /system/dict/data/list/:dictType,
 * expose `system/dict/data/index`).
 */
import '../../../i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  actionsColumn,
  CrudTable,
  clearDictCache,
  PermissionButton,
  SearchForm,
  useAuth,
  useCrudList,
  useDelete,
  useUrlQuery,
} from '@shiftdesk/shared';
import { DictDataApi, type DictDataRow, type PageResultOf } from '@shiftdesk/shared/api';
import { Card } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { DictDataForm } from './DictDataForm';
import { DictDataTitle } from './DictDataTitle';
import { type DictDataFilters, dictDataQuery, useDictDataFields } from './fields';
import { useDictType } from './useDictType';

const { url, rule } = DictDataApi;

export default function DictDataPage() {
  const { t } = useTranslation(NS);
  const dictType = useDictType();
  const { has } = useAuth();
  const { query, apiQuery, search, reset, setPage } = useUrlQuery(dictDataQuery);
  const listQuery = useMemo(() => ({ ...apiQuery, dictType }), [apiQuery, dictType]);
  const list = useCrudList<PageResultOf<DictDataRow>>(dictType ? url.list : null, listQuery);
  const del = useDelete();
  const fields = useDictDataFields();
  const [editing, setEditing] = useState<DictDataRow | 'new' | null>(null);
  const changed = () => {
    clearDictCache(dictType);
    list.reload();
  };

  const columns = [...fields.columns];
  if (has(rule.edit) || has(rule.delete)) {
    columns.push(
      actionsColumn(t('actions'), (r) => [
        { key: 'edit', kind: 'edit', rule: rule.edit, onClick: () => setEditing(r) },
        {
          key: 'delete',
          kind: 'delete',
          rule: rule.delete,
          onClick: () => del({ url: url.delete, ids: [r.dictCode], name: r.dictLabel, onDone: changed }),
        },
      ]),
    );
  }

  return (
    <Card title={<DictDataTitle dictType={dictType} />}>
      <SearchForm<DictDataFilters> fields={fields.search} value={query} onSearch={search} onReset={() => reset()} />
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
          <PermissionButton rule={rule.add} type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('add')}
          </PermissionButton>
        }
        batchDelete={{ url: url.delete, rule: rule.delete, onDone: () => clearDictCache(dictType) }}
        pagination={{ total: list.data?.total ?? 0, page: query.pageNum, pageSize: query.pageSize, onChange: setPage }}
      />
      <DictDataForm dictType={dictType} editing={editing} onSaved={changed} onClose={() => setEditing(null)} />
    </Card>
  );
}
