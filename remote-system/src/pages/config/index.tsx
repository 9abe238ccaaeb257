/** System → Parameters (route /system/config, expose `system/config/index`). Built-in rows cannot be deleted. */
import '../../i18n';
import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import { CrudListPage, defineFields } from '@shiftdesk/shared';
import { ConfigAddBody, ConfigApi, ConfigEditBody, type ConfigRow } from '@shiftdesk/shared/api';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import * as styles from './index.module.css';

function ConfigType({ builtin }: { builtin: boolean }) {
  const { t } = useTranslation(NS);
  return builtin ? (
    <Tag color="processing" icon={<LockOutlined />}>
      {t('config.builtin')}
    </Tag>
  ) : (
    <Tag>{t('config.custom')}</Tag>
  );
}

function TypeNote({ row }: { row: ConfigRow }) {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.builtinNote}>
      {t('config.form.configType')}: {t(row.configType ? 'config.builtin' : 'config.custom')}
    </div>
  );
}

const fields = defineFields<ConfigRow, ConfigAddBody>([
  { key: 'id', label: 'config.col.id', table: { width: 72, defaultHidden: true } },
  { key: 'configName', label: 'config.col.configName', table: { alwaysShow: true }, search: true, form: true },
  {
    key: 'configKey',
    label: 'config.col.configKey',
    table: { render: (r) => <span className={styles.mono}>{r.configKey}</span> },
    search: true,
    // A built-in parameter is read by its key: the key stays.
    form: (row) => ({
      patternMessage: 'config.form.configKeyPattern',
      disabled: !!row?.configType,
      extra: row?.configType ? 'config.form.builtinKey' : undefined,
      placeholder: 'sys.example.key',
    }),
  },
  {
    key: 'configValue',
    label: 'config.col.configValue',
    table: {
      render: (r) => (
        <Typography.Text className={styles.value} ellipsis={{ tooltip: r.configValue }}>
          {r.configValue}
        </Typography.Text>
      ),
    },
    form: { label: 'config.form.configValue', type: 'textarea' },
  },
  {
    key: 'configType',
    label: 'config.col.configType',
    options: { values: ['true', 'false'], label: (v) => (v === 'true' ? 'config.builtin' : 'config.custom') },
    table: { render: (r) => <ConfigType builtin={r.configType} /> },
    search: true,
  },
  { key: 'remark', label: 'config.col.remark', form: { type: 'textarea' } },
  { key: 'createdAt', label: 'config.col.createdAt', datetime: true, table: { defaultHidden: true } },
]);

const SORTABLE = ['id', 'configName', 'configKey', 'configType', 'createdAt', 'updatedAt'];
const form = {
  add: ConfigAddBody,
  edit: ConfigEditBody,
  defaults: { remark: '' },
  children: (row?: ConfigRow) => (row ? <TypeNote row={row} /> : null),
};

export default function ConfigPage() {
  return (
    <CrudListPage<ConfigRow, ConfigAddBody>
      entity={ConfigApi}
      fields={fields}
      ns={NS}
      texts="config"
      sortable={SORTABLE}
      form={form}
      rowName={(r) => r.configName}
      undeletable={(r) => r.configType && 'config.builtinNoDelete'}
      export={false}
    />
  );
}
