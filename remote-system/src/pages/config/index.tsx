/** System → Parameters (route /system/config, expose `system/config/index`). Built-in rows cannot be deleted. */
import '../../i18n';
import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  actionsColumn,
  type CrudColumn,
  CrudTable,
  FormModal,
  formatDateTime,
  PermissionButton,
  q,
  SearchForm,
  useAuth,
  useDelete,
  useCrudPage,
} from '@shiftdesk/shared';
import { ConfigAddBody, ConfigEditBody, type ConfigRow, } from '@shiftdesk/shared/api';
import { Card, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import * as styles from './index.module.css';

const BASE = '/api/v1/system/config';
const RULE = (a: 'add' | 'edit' | 'delete') => `api/v1/system/config/${a}`;
const schema = { configName: q.string(), configKey: q.string(), configType: q.oneOf(['true', 'false'] as const) };
type Filters = { configName?: string; configKey?: string; configType?: 'true' | 'false' };

export default function ConfigPage() {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const page = useCrudPage<ConfigRow, typeof schema>(`${BASE}/list`, schema, { sortable: ['id', 'configName', 'configKey', 'configType', 'createdAt', 'updatedAt'] });
  const { query, search, reset, list } = page;
  const del = useDelete();
  const [editing, setEditing] = useState<ConfigRow | 'new' | null>(null);
  const row = editing && editing !== 'new' ? editing : undefined;

  const columns: CrudColumn<ConfigRow>[] = [
    { key: 'id', dataIndex: 'id', title: t('config.col.id'), width: 72, defaultHidden: true },
    { key: 'configName', dataIndex: 'configName', title: t('config.col.configName'), alwaysShow: true },
    {
      key: 'configKey',
      dataIndex: 'configKey',
      title: t('config.col.configKey'),
      render: (v: string) => <span className={styles.mono}>{v}</span>,
    },
    {
      key: 'configValue',
      dataIndex: 'configValue',
      title: t('config.col.configValue'),
      render: (v: string) => (
        <Typography.Text className={styles.value} ellipsis={{ tooltip: v }}>
          {v}
        </Typography.Text>
      ),
    },
    {
      key: 'configType',
      dataIndex: 'configType',
      title: t('config.col.configType'),
      render: (v: boolean) =>
        v ? (
          <Tag color="processing" icon={<LockOutlined />}>
            {t('config.builtin')}
          </Tag>
        ) : (
          <Tag>{t('config.custom')}</Tag>
        ),
    },
    { key: 'remark', dataIndex: 'remark', title: t('config.col.remark'), render: (r: string) => r || '—' },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('config.col.createdAt'),
      defaultHidden: true,
      render: (iso: string) => formatDateTime(iso),
    },
  ];
  if (has(RULE('edit')) || has(RULE('delete'))) {
    columns.push(
      actionsColumn(t('actions'), (r) => [
        { key: 'edit', kind: 'edit', rule: RULE('edit'), onClick: () => setEditing(r) },
        {
          key: 'delete',
          kind: 'delete',
          rule: RULE('delete'),
          disabled: r.configType,
          tooltip: r.configType ? t('config.builtinNoDelete') : undefined,
          onClick: () => del({ url: `${BASE}/delete`, ids: [r.id], name: r.configName, onDone: list.reload }),
        },
      ]),
    );
  }

  return (
    <Card>
      <SearchForm<Filters>
        fields={[
          { name: 'configName', label: t('config.search.configName') },
          { name: 'configKey', label: t('config.search.configKey') },
          {
            name: 'configType',
            label: t('config.search.configType'),
            type: 'select',
            options: [
              { value: 'true', label: t('config.builtin') },
              { value: 'false', label: t('config.custom') },
            ],
          },
        ]}
        value={query}
        onSearch={search}
        onReset={() => reset()}
      />
      <CrudTable<ConfigRow>
        tableKey="system.config"
        title={t('config.tableTitle')}
        columns={columns}
        {...page.table}
        toolbar={
          <PermissionButton rule={RULE('add')} type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('add')}
          </PermissionButton>
        }
        batchDelete={{ url: `${BASE}/delete`, rule: RULE('delete') }}
      />
      <FormModal<ConfigAddBody>
        open={!!editing}
        id={row?.id}
        title={row ? t('config.form.editTitle') : t('config.form.addTitle')}
        schema={row ? ConfigEditBody : ConfigAddBody}
        initialValues={
          row
            ? { configName: row.configName, configKey: row.configKey, configValue: row.configValue, remark: row.remark }
            : { remark: '' }
        }
        fields={[
          { name: 'configName', label: t('config.form.configName') },
          {
            name: 'configKey',
            label: t('config.form.configKey'),
            patternMessage: t('config.form.configKeyPattern'),
            disabled: !!row?.configType,
            extra: row?.configType ? t('config.form.builtinKey') : undefined,
            placeholder: 'sys.example.key',
          },
          { name: 'configValue', label: t('config.form.configValue'), type: 'textarea' },
          { name: 'remark', label: t('config.form.remark'), type: 'textarea' },
        ]}
        submit={{ add: `${BASE}/add`, edit: `${BASE}/edit` }}
        onSaved={list.reload}
        onClose={() => setEditing(null)}
      >
        {row ? (
          <div className={styles.builtinNote}>
            {t('config.form.configType')}: {row.configType ? t('config.builtin') : t('config.custom')}
          </div>
        ) : null}
      </FormModal>
    </Card>
  );
}
