/** The contract department's one field list (table, search, form, export). */
import { defineFields } from '@shiftdesk/shared';
import { CONTRACT_DEPT_STATUSES, ClientRef, type ContractDeptAddBody, type ContractDeptRow } from '@shiftdesk/shared/api';

export const contractDeptFields = defineFields<ContractDeptRow, ContractDeptAddBody>([
  {
    key: 'clientId',
    label: 'contractDept.fields.client',
    ref: { to: ClientRef },
    table: false,
    export: false,
    search: true,
    // The client of a department is fixed once it has orders (they are billed to it).
    form: (row) => ({ full: true, disabled: !!row && row.orderCount > 0 }),
  },
  {
    key: 'name',
    label: 'contractDept.fields.name',
    table: { sortable: true, alwaysShow: true, ellipsis: true },
    search: true,
    form: { full: true },
  },
  { key: 'clientName', label: 'contractDept.fields.client', table: { sortable: true, ellipsis: true } },
  {
    key: 'siteAddress',
    label: 'contractDept.fields.siteAddress',
    table: { ellipsis: true },
    form: { type: 'textarea', full: true },
  },
  {
    key: 'postalCode',
    label: 'contractDept.fields.postalCode',
    table: { sortable: true, width: 110 },
    search: true,
    form: { patternMessage: 'contractDept.form.postalCodeInvalid', props: { maxLength: 6, inputMode: 'numeric' } },
  },
  {
    key: 'approverName',
    label: 'contractDept.fields.approverName',
    // The first named approver, and how many more may sign.
    table: {
      render: (r) => {
        const [first, ...more] = [r.approverName, ...r.otherApprovers.map((a) => a.name)].filter(Boolean);
        return first ? `${first}${more.length ? ` +${more.length}` : ''}` : '—';
      },
    },
    form: { extra: 'contractDept.form.approverHint' },
  },
  { key: 'approverEmail', label: 'contractDept.fields.approverEmail', table: { ellipsis: true }, form: true },
  {
    key: 'approverPhone',
    label: 'contractDept.fields.approverPhone',
    table: { defaultHidden: true },
    form: { placeholder: '+6591234567' },
  },
  { key: 'costCentre', label: 'contractDept.fields.costCentre', table: { width: 120 }, form: true },
  { key: 'orderCount', label: 'contractDept.fields.orderCount', table: { width: 100, defaultHidden: true } },
  {
    key: 'status',
    label: 'contractDept.fields.status',
    state: CONTRACT_DEPT_STATUSES,
    table: { sortable: true, width: 100 },
    search: true,
    form: true,
  },
  {
    key: 'remark',
    label: 'contractDept.fields.remark',
    table: { defaultHidden: true },
    form: { type: 'textarea', full: true },
  },
  {
    key: 'createdAt',
    label: 'contractDept.fields.createdAt',
    datetime: true,
    table: { sortable: true, defaultHidden: true },
  },
]);
