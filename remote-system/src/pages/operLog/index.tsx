/** System → Operation log (route /system/operLog, expose `system/operLog/index`): filters, detail drawer, batch delete, clear. */
import '../../i18n';
import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import { ClearButton, CrudListPage, defineFields } from '@shiftdesk/shared';
import { OperLogApi, type OperLogRow } from '@shiftdesk/shared/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { METHOD_COLOR, OperLogDetail, STATUS_COLOR } from './OperLogDetail';

export { prettyJson } from './OperLogDetail';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

const fields = defineFields<OperLogRow>([
  { key: 'id', label: 'operLog.col.id', table: { width: 80, sortable: true } },
  { key: 'module', label: 'operLog.col.module' },
  { key: 'title', label: 'operLog.col.title', table: { alwaysShow: true }, search: { label: 'operLog.search.title', placeholder: 'operLog.search.titlePlaceholder' } },
  { key: 'requestMethod', label: 'operLog.col.method', options: { values: METHODS, colors: METHOD_COLOR }, search: { label: 'operLog.search.method' } },
  { key: 'operName', label: 'operLog.col.operName', search: { label: 'operLog.search.operName' } },
  { key: 'operUrl', label: 'operLog.col.url', table: { defaultHidden: true, ellipsis: true } },
  { key: 'operIp', label: 'operLog.col.ip' },
  { key: 'status', label: 'operLog.col.status', options: { values: [0, 1], label: (s) => `operLog.status.${s}`, colors: STATUS_COLOR }, search: { label: 'operLog.search.status' } },
  { key: 'costMs', label: 'operLog.col.cost', table: { sortable: true, render: (r) => `${r.costMs} ms` } },
  { key: 'operTime', label: 'operLog.col.time', datetime: true, table: { sortable: true } },
  { key: 'dateRange', label: 'operLog.search.time', table: false, search: { type: 'dateRange' } },
]);

export default function OperLogPage() {
  const { t } = useTranslation(NS);
  const [detail, setDetail] = useState<OperLogRow | null>(null);
  const details = t('operLog.detail');
  return (
    <CrudListPage
      entity={OperLogApi}
      fields={fields}
      ns={NS}
      texts="operLog"
      delete="batch"
      export={false}
      rowActions={(r) => [{ key: 'detail', label: details, icon: <EyeOutlined />, ariaLabel: `${details} ${r.id}`, onClick: () => setDetail(r) }]}
      toolbar={(page) => <ClearButton entity={OperLogApi} ns={NS} texts="operLog" onDone={page.list.reload} />}
    >
      {detail && <OperLogDetail row={detail} onClose={() => setDetail(null)} />}
    </CrudListPage>
  );
}
