/** System → Login log (route /system/loginLog, expose `system/loginLog/index`): filters, delete, clear. */
import '../../i18n';
import ClearOutlined from '@ant-design/icons/es/icons/ClearOutlined';
import {
  type CrudColumn,
  CrudTable,
  formatDateTime,
  langHeaders,
  PermissionButton,
  q,
  request,
  SearchForm,
  useFeedback,
  useCrudPage,
} from '@shiftdesk/shared';
import type { LoginLogRow, } from '@shiftdesk/shared/api';
import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

const LIST = '/api/v1/system/loginLog/list';
const RULE = (a: 'delete' | 'clear') => `api/v1/system/loginLog/${a}`;
const schema = { loginName: q.string(), ipaddr: q.string(), status: q.oneOf([0, 1] as const), dateRange: q.dateRange() };
type Filters = { loginName?: string; ipaddr?: string; status?: 0 | 1; dateRange?: [string, string] };

export default function LoginLogPage() {
  const { t } = useTranslation(NS);
  const ui = useFeedback();
  const page = useCrudPage<LoginLogRow, typeof schema>(LIST, schema, { sortable: ['id', 'loginTime'] });
  const { query, search, reset, list } = page;

  const clear = () =>
    ui.modal.confirm({
      title: t('loginLog.clear'),
      content: t('loginLog.clearConfirm'),
      okText: t('loginLog.clear'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await request.delete('/api/v1/system/loginLog/clear', { data: {}, headers: langHeaders() });
        ui.message.success(t('operLog.cleared'));
        list.reload();
      },
    });

  const columns: CrudColumn<LoginLogRow>[] = [
    { key: 'id', dataIndex: 'id', title: t('operLog.col.id'), width: 80 },
    { key: 'loginName', dataIndex: 'loginName', title: t('loginLog.col.loginName'), alwaysShow: true },
    { key: 'ipaddr', dataIndex: 'ipaddr', title: t('loginLog.col.ip') },
    { key: 'loginLocation', dataIndex: 'loginLocation', title: t('loginLog.col.location'), render: (v: string) => v || '—' },
    { key: 'browser', dataIndex: 'browser', title: t('loginLog.col.browser') },
    { key: 'os', dataIndex: 'os', title: t('loginLog.col.os') },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('loginLog.col.status'),
      render: (s: number) => <Tag color={s === 0 ? 'success' : 'error'}>{t(`loginLog.status.${s === 0 ? 0 : 1}`)}</Tag>,
    },
    { key: 'msg', dataIndex: 'msg', title: t('loginLog.col.msg') },
    { key: 'loginTime', dataIndex: 'loginTime', title: t('loginLog.col.time'), render: (iso: string) => formatDateTime(iso) },
  ];

  return (
    <Card>
      <SearchForm<Filters>
        fields={[
          { name: 'loginName', label: t('loginLog.search.loginName') },
          { name: 'ipaddr', label: t('loginLog.search.ip') },
          {
            name: 'status',
            label: t('loginLog.search.status'),
            type: 'select',
            options: [
              { value: 0, label: t('loginLog.status.0') },
              { value: 1, label: t('loginLog.status.1') },
            ],
          },
          { name: 'dateRange', label: t('loginLog.search.time'), type: 'dateRange' },
        ]}
        value={query}
        onSearch={search}
        onReset={() => reset()}
      />
      <CrudTable<LoginLogRow>
        tableKey="system.loginLog"
        title={t('loginLog.tableTitle')}
        columns={columns}
        {...page.table}
        toolbar={
          <PermissionButton rule={RULE('clear')} danger icon={<ClearOutlined />} onClick={clear}>
            {t('loginLog.clear')}
          </PermissionButton>
        }
        batchDelete={{ url: '/api/v1/system/loginLog/delete', rule: RULE('delete') }}
      />
    </Card>
  );
}
