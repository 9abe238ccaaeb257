/** System → Login log (route /system/loginLog, expose `system/loginLog/index`): filters, batch delete, clear. */
import '../../i18n';
import { ClearButton, CrudListPage, defineFields } from '@shiftdesk/shared';
import { LoginLogApi, type LoginLogRow } from '@shiftdesk/shared/api';
import { NS } from '../../i18n';

/** 0 success, 1 failure */
const LOGIN_STATUS = { values: [0, 1], label: (s: string | number) => `loginLog.status.${s}`, colors: { 0: 'success', 1: 'error' } };

const fields = defineFields<LoginLogRow>([
  { key: 'id', label: 'operLog.col.id', table: { width: 80, sortable: true } },
  { key: 'loginName', label: 'loginLog.col.loginName', table: { alwaysShow: true }, search: { label: 'loginLog.search.loginName' } },
  { key: 'ipaddr', label: 'loginLog.col.ip', search: { label: 'loginLog.search.ip', placeholder: 'loginLog.search.ipStart' } },
  { key: 'loginLocation', label: 'loginLog.col.location' },
  { key: 'browser', label: 'loginLog.col.browser' },
  { key: 'os', label: 'loginLog.col.os' },
  { key: 'status', label: 'loginLog.col.status', options: LOGIN_STATUS, search: { label: 'loginLog.search.status' } },
  { key: 'msg', label: 'loginLog.col.msg' },
  { key: 'loginTime', label: 'loginLog.col.time', datetime: true, table: { sortable: true } },
  { key: 'dateRange', label: 'loginLog.search.time', table: false, search: { type: 'dateRange' } },
]);

export default function LoginLogPage() {
  return (
    <CrudListPage
      entity={LoginLogApi}
      fields={fields}
      ns={NS}
      texts="loginLog"
      delete="batch"
      export={false}
      toolbar={(page) => <ClearButton entity={LoginLogApi} ns={NS} texts="loginLog" onDone={page.list.reload} />}
    />
  );
}
