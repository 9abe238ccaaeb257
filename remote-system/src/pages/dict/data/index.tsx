/**
 * System → Dictionaries → data of one type (hidden route /system/dict/data/list/:dictType,
 * expose `system/dict/data/index`).
 */
import '../../../i18n';
import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
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
import { Button, Card } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../../i18n';
import * as styles from '../index.module.css';
import { DictDataForm } from './DictDataForm';
import { type DictDataFilters, dictDataQuery, useDictDataFields } from './fields';
import { useDictType } from './useDictType';

const { url, rule } = DictDataApi;

export default function DictDataPage() {
  const { t } = useTranslation(NS);
  const dictType = useDictType();
  const navigate = useNavigate();
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
    <Card
      title={
        <span className={styles.header}>
          <Button
            type="text"
            size="small"
            icon={<ArrowLeftOutlined />}
            aria-label={t('dictData.back')}
            onClick={() => navigate('/system/dict')}
          />
          {t('dictData.title')}
          <span className={styles.typeKey}>{dictType}</span>
        </span>
      }
    >
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
