/** System → Departments (route /system/dept, expose `system/dept/index`): a tree table. */
import '../../i18n';
import { CrudListPage, defineFields } from '@shiftdesk/shared';
import { DeptAddBody, DeptApi, DeptEditBody, type DeptListNode } from '@shiftdesk/shared/api';
import { NS } from '../../i18n';

const STATUS = { type: 'sys_normal_disable', numeric: true, colors: { 1: 'success', 0: 'error' } };

const fields = defineFields<DeptListNode, DeptAddBody>([
  { key: 'parentId', label: 'dept.form.parentId', table: false, form: { full: true, props: { allowClear: false } } },
  { key: 'deptName', label: 'dept.col.deptName', table: { alwaysShow: true }, search: { label: 'dept.search.deptName' }, form: { label: 'dept.form.deptName' } },
  { key: 'leader', label: 'dept.col.leader', form: { label: 'dept.form.leader' } },
  { key: 'phone', label: 'dept.col.phone', form: { label: 'dept.form.phone', patternMessage: 'dept.form.phonePattern', placeholder: 'dept.form.phonePlaceholder' } },
  { key: 'email', label: 'dept.col.email', table: { defaultHidden: true }, form: { label: 'dept.form.email' } },
  { key: 'orderNum', label: 'dept.col.orderNum', form: { label: 'dept.form.orderNum', type: 'number', props: { min: 0, precision: 0 } } },
  { key: 'status', label: 'dept.col.status', dict: STATUS, search: { label: 'dept.search.status' }, form: { label: 'dept.form.status' } },
  { key: 'createdAt', label: 'dept.col.createdAt', datetime: true },
]);

const form = { add: DeptAddBody, edit: DeptEditBody, defaults: { parentId: 0, orderNum: 0, status: 1, leader: '', phone: '', email: '' } };
const tree = { parent: 'parentId', label: 'deptName', root: 'dept.form.root' } as const;

export default function DeptPage() {
  return (
    <CrudListPage<DeptListNode, DeptAddBody>
      entity={DeptApi}
      fields={fields}
      ns={NS}
      texts="dept"
      form={form}
      tree={tree}
      export={false}
      rowName={(r) => r.deptName}
    />
  );
}
