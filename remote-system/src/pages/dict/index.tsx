/** System → Dictionaries (route /system/dict, expose `system/dict/index`): dictionary types. */
import '../../i18n';
import UnorderedListOutlined from '@ant-design/icons/es/icons/UnorderedListOutlined';
import { CrudListPage, clearDictCache, defineFields, useAuth } from '@shiftdesk/shared';
import { DictTypeAddBody, DictTypeApi, DictTypeEditBody, type DictTypeRow } from '@shiftdesk/shared/api';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { NS } from '../../i18n';
import * as styles from './index.module.css';

const DATA_RULE = 'api/v1/system/dict/data/list';

export const dataPath = (dictType: string) => `/system/dict/data/list/${encodeURIComponent(dictType)}`;

/** The type's name opens its data for those who may read it. */
function DataLink({ dictType }: { dictType: string }) {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  return has(DATA_RULE) ? (
    <Link to={dataPath(dictType)} className={styles.mono} title={t('dict.openData')}>
      {dictType}
    </Link>
  ) : (
    <span className={styles.mono}>{dictType}</span>
  );
}

const fields = defineFields<DictTypeRow, DictTypeAddBody>([
  { key: 'id', label: 'dict.col.id', table: { width: 72, defaultHidden: true } },
  { key: 'dictName', label: 'dict.col.dictName', table: { alwaysShow: true }, search: true, form: true },
  {
    key: 'dictType',
    label: 'dict.col.dictType',
    table: { render: (r) => <DataLink dictType={r.dictType} /> },
    search: true,
    form: { patternMessage: 'dict.form.dictTypePattern', placeholder: 'sys_example' },
  },
  {
    key: 'status',
    label: 'dict.col.status',
    dict: { type: 'sys_normal_disable', numeric: true, colors: { 1: 'success', 0: 'error' } },
    search: true,
    form: true,
  },
  { key: 'remark', label: 'dict.col.remark', form: { type: 'textarea' } },
  { key: 'createdAt', label: 'dict.col.createdAt', datetime: true },
]);

const SORTABLE = ['id', 'dictName', 'dictType', 'status', 'createdAt'];
const form = { add: DictTypeAddBody, edit: DictTypeEditBody, defaults: { status: 1, remark: '' } };

export default function DictTypePage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  return (
    <CrudListPage<DictTypeRow, DictTypeAddBody>
      entity={DictTypeApi}
      fields={fields}
      ns={NS}
      texts="dict"
      sortable={SORTABLE}
      form={form}
      rowName={(r) => r.dictName}
      rowActions={(r) => [
        {
          key: 'data',
          label: t('dict.data'),
          icon: <UnorderedListOutlined />,
          rule: DATA_RULE,
          onClick: () => navigate(dataPath(r.dictType)),
        },
        'edit',
        'delete',
      ]}
      // Selects and tags read dictionaries once per session: a changed type is read again.
      afterChange={(r) => clearDictCache(r?.dictType)}
      export={false}
    />
  );
}
