/**
 * The dictionary data list's URL filters, columns and search fields, kept out of the page. Plain
 * lists, not a `defineFields` declaration: the page wires the kit's table itself (rows keyed by
 * `dictCode`, not the `id` CrudListPage needs) and its cells are its own (the label in the UI's
 * language, the default flag as a tag).
 */
import { type CrudColumn, DictTag, formatDateTime, q, type SearchField } from '@shiftdesk/shared';
import type { DictDataRow } from '@shiftdesk/shared/api';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import * as styles from '../index.module.css';

export const dictDataQuery = { dictLabel: q.string(), status: q.oneOf([0, 1] as const) };
export type DictDataFilters = { dictLabel?: string; status?: 0 | 1 };

/** The table's columns (the page adds the actions) and the search form's fields. */
export function useDictDataFields() {
  const { t, i18n } = useTranslation(NS);
  const zh = i18n.language.toLowerCase().startsWith('zh');
  const columns: CrudColumn<DictDataRow>[] = [
    { key: 'dictCode', dataIndex: 'dictCode', title: t('dictData.col.dictCode'), width: 80, defaultHidden: true },
    {
      key: 'dictLabel',
      title: t('dictData.col.dictLabel'),
      alwaysShow: true,
      render: (_, r) => (zh && r.dictLabelZh) || r.dictLabel,
    },
    {
      key: 'dictLabelZh',
      dataIndex: 'dictLabelZh',
      title: t('dictData.col.dictLabelZh'),
      defaultHidden: true,
      render: (v: string) => v || '—',
    },
    {
      key: 'dictValue',
      dataIndex: 'dictValue',
      title: t('dictData.col.dictValue'),
      render: (v: string) => <span className={styles.mono}>{v}</span>,
    },
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
    {
      key: 'remark',
      dataIndex: 'remark',
      title: t('dictData.col.remark'),
      defaultHidden: true,
      render: (r: string) => r || '—',
    },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('dictData.col.createdAt'),
      render: (iso: string) => formatDateTime(iso),
    },
  ];
  const search: SearchField<DictDataFilters>[] = [
    { name: 'dictLabel', label: t('dictData.search.dictLabel') },
    { name: 'status', label: t('dictData.search.status'), type: 'dict', dictType: 'sys_normal_disable', numeric: true },
  ];
  return { columns, search };
}
