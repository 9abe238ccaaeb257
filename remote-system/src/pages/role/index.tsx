/** System → Roles (route /system/role, expose `system/role/index`). */
import '../../i18n';
import { CrudListPage, defineFields, q } from '@shiftdesk/shared';
import { RoleApi, type RoleRow } from '@shiftdesk/shared/api';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import RoleForm from './RoleForm';

const schema = { name: q.string(), status: q.oneOf([0, 1] as const) };
const SORTABLE = ['id', 'name', 'listOrder', 'createdAt', 'status'];

export function effectiveText(r: Pick<RoleRow, 'effectiveType' | 'dateFrom' | 'dateTo' | 'weekDays' | 'timeFrom' | 'timeTo'>, t: TFunction): string {
  if (r.effectiveType === 'date_range') return `${r.dateFrom ?? '…'} – ${r.dateTo ?? '…'}`;
  if (r.effectiveType === 'weekly') {
    const days = r.weekDays.map((d) => t(`role.weekday.${d}`)).join(', ');
    return `${days} ${r.timeFrom ?? ''}–${r.timeTo ?? ''}`.trim();
  }
  return t('role.effective.none');
}

function Effective({ row }: { row: RoleRow }) {
  const { t } = useTranslation(NS);
  return effectiveText(row, t);
}

const fields = defineFields<RoleRow>([
  { key: 'name', label: 'role.col.name', table: { alwaysShow: true }, search: { label: 'role.search.name' } },
  { key: 'roleKey', label: 'role.col.roleKey', table: { defaultHidden: true } },
  { key: 'listOrder', label: 'role.col.listOrder' },
  { key: 'dataScope', label: 'role.col.dataScope', dict: { type: 'sys_data_scope' } },
  { key: 'effective', label: 'role.col.effective', table: { render: (r) => <Effective row={r} /> } },
  { key: 'userCount', label: 'role.col.userCount' },
  {
    key: 'status',
    label: 'role.col.status',
    dict: { type: 'sys_normal_disable', numeric: true },
    switch: true,
    search: { label: 'role.search.status' },
  },
  { key: 'remark', label: 'role.col.remark', table: { defaultHidden: true } },
  { key: 'createdAt', label: 'role.col.createdAt', datetime: true },
]);

export default function RolePage() {
  // The editor's trees come from endpoints under role/add|edit: the kit mounts it only for their holders.
  return (
    <CrudListPage
      entity={RoleApi}
      fields={fields}
      ns={NS}
      texts="role"
      schema={schema}
      sortable={SORTABLE}
      editor={RoleForm}
      export={false}
    />
  );
}
