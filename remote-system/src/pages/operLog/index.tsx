/** System → Operation log (route /system/operLog, expose `system/operLog/index`): filters, detail drawer, delete, clear. */
import '../../i18n';
import ClearOutlined from '@ant-design/icons/es/icons/ClearOutlined';
import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
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
import type { OperLogRow, } from '@shiftdesk/shared/api';
import { Card, Descriptions, Drawer, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

const LIST = '/api/v1/system/operLog/list';
const RULE = (a: 'get' | 'delete' | 'clear' | 'list') => `api/v1/system/operLog/${a}`;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const schema = {
  title: q.string(),
  operName: q.string(),
  requestMethod: q.oneOf(METHODS),
  status: q.oneOf([0, 1] as const),
  dateRange: q.dateRange(),
};
type Filters = { title?: string; operName?: string; requestMethod?: (typeof METHODS)[number]; status?: 0 | 1; dateRange?: [string, string] };
const METHOD_COLOR: Record<string, string> = { GET: 'blue', POST: 'green', PUT: 'orange', PATCH: 'gold', DELETE: 'red' };

/** Pretty-prints a JSON string; other text is shown as it is. */
export function prettyJson(s: string): string {
  if (!s) return '';
  try {
    return JSON.stringify(JSON.parse(s), null, 2);
  } catch {
    return s;
  }
}

export default function OperLogPage() {
  const { t } = useTranslation(NS);
  const ui = useFeedback();
  const page = useCrudPage<OperLogRow, typeof schema>(LIST, schema, { sortable: ['id', 'operTime', 'costMs'] });
  const { query, search, reset, list } = page;
  const [detail, setDetail] = useState<OperLogRow | null>(null);

  const clear = () =>
    ui.modal.confirm({
      title: t('operLog.clear'),
      content: t('operLog.clearConfirm'),
      okText: t('operLog.clear'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await request.delete('/api/v1/system/operLog/clear', { data: {}, headers: langHeaders() });
        ui.message.success(t('operLog.cleared'));
        list.reload();
      },
    });

  const columns: CrudColumn<OperLogRow>[] = [
    { key: 'id', dataIndex: 'id', title: t('operLog.col.id'), width: 80 },
    { key: 'module', dataIndex: 'module', title: t('operLog.col.module'), render: (m: string) => m || '—' },
    { key: 'title', dataIndex: 'title', title: t('operLog.col.title'), alwaysShow: true },
    {
      key: 'requestMethod',
      dataIndex: 'requestMethod',
      title: t('operLog.col.method'),
      render: (m: string) => <Tag color={METHOD_COLOR[m] ?? 'default'}>{m}</Tag>,
    },
    { key: 'operName', dataIndex: 'operName', title: t('operLog.col.operName'), render: (m: string) => m || '—' },
    { key: 'operUrl', dataIndex: 'operUrl', title: t('operLog.col.url'), defaultHidden: true, ellipsis: true },
    { key: 'operIp', dataIndex: 'operIp', title: t('operLog.col.ip') },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('operLog.col.status'),
      render: (s: number) => <Tag color={s === 0 ? 'success' : 'error'}>{t(`operLog.status.${s === 0 ? 0 : 1}`)}</Tag>,
    },
    { key: 'costMs', dataIndex: 'costMs', title: t('operLog.col.cost'), render: (n: number) => `${n} ms` },
    { key: 'operTime', dataIndex: 'operTime', title: t('operLog.col.time'), render: (iso: string) => formatDateTime(iso) },
    {
      key: 'actions',
      title: t('actions'),
      alwaysShow: true,
      render: (_, r) => (
        <Typography.Link onClick={() => setDetail(r)} aria-label={`${t('operLog.detail')} ${r.id}`}>
          <EyeOutlined /> {t('operLog.detail')}
        </Typography.Link>
      ),
    },
  ];

  return (
    <Card>
      <SearchForm<Filters>
        fields={[
          { name: 'title', label: t('operLog.search.title'), placeholder: t('operLog.search.titlePlaceholder') },
          { name: 'operName', label: t('operLog.search.operName') },
          { name: 'requestMethod', label: t('operLog.search.method'), type: 'select', options: METHODS.map((m) => ({ value: m, label: m })) },
          {
            name: 'status',
            label: t('operLog.search.status'),
            type: 'select',
            options: [
              { value: 0, label: t('operLog.status.0') },
              { value: 1, label: t('operLog.status.1') },
            ],
          },
          { name: 'dateRange', label: t('operLog.search.time'), type: 'dateRange' },
        ]}
        value={query}
        onSearch={search}
        onReset={() => reset()}
      />
      <CrudTable<OperLogRow>
        tableKey="system.operLog"
        title={t('operLog.tableTitle')}
        columns={columns}
        {...page.table}
        toolbar={
          <PermissionButton rule={RULE('clear')} danger icon={<ClearOutlined />} onClick={clear}>
            {t('operLog.clear')}
          </PermissionButton>
        }
        batchDelete={{ url: '/api/v1/system/operLog/delete', rule: RULE('delete') }}
      />
      {detail && (
        <Drawer open width={640} title={t('operLog.detailTitle')} onClose={() => setDetail(null)}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('operLog.col.module')}>
              {detail.module || '—'} / {detail.title}
            </Descriptions.Item>
            <Descriptions.Item label={t('operLog.col.url')}>
              <Tag color={METHOD_COLOR[detail.requestMethod] ?? 'default'}>{detail.requestMethod}</Tag>
              {detail.operUrl}
            </Descriptions.Item>
            <Descriptions.Item label={t('operLog.col.operName')}>
              {detail.operName || '—'}
              {detail.deptName ? ` (${detail.deptName})` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('operLog.col.ip')}>
              {detail.operIp} {detail.operLocation}
            </Descriptions.Item>
            <Descriptions.Item label={t('operLog.col.status')}>
              <Tag color={detail.status === 0 ? 'success' : 'error'}>{t(`operLog.status.${detail.status === 0 ? 0 : 1}`)}</Tag>
              HTTP {detail.httpStatus} · {detail.costMs} ms
            </Descriptions.Item>
            <Descriptions.Item label={t('operLog.col.time')}>{formatDateTime(detail.operTime)}</Descriptions.Item>
            <Descriptions.Item label={t('operLog.params')}>
              <pre data-testid="oper-params" style={{ margin: 0, maxHeight: 360, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                {prettyJson(detail.operParam) || '—'}
              </pre>
            </Descriptions.Item>
            {detail.errorMsg ? (
              <Descriptions.Item label={t('operLog.error')}>
                <Typography.Text type="danger">
                  <pre data-testid="oper-error" style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                    {detail.errorMsg}
                  </pre>
                </Typography.Text>
              </Descriptions.Item>
            ) : null}
          </Descriptions>
        </Drawer>
      )}
    </Card>
  );
}
