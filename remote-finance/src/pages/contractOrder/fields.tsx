/** The contract order's one field list (table, search, export); the form is the policy editor. */
import { defineFields } from '@shiftdesk/shared';
import { ClientRef, type ContractOrderRow, contractOrderMachine } from '@shiftdesk/shared/api';

export const contractOrderFields = defineFields<ContractOrderRow>([
  {
    key: 'number',
    label: 'contractOrder.fields.number',
    table: {
      sortable: true,
      alwaysShow: true,
      width: 150,
      render: (r) => (r.version > 1 ? `${r.number} v${r.version}` : r.number),
    },
    search: true,
  },
  // The filter picks a client; the row already names its client and department (no second lookup).
  {
    key: 'clientId',
    label: 'contractOrder.fields.client',
    ref: { to: ClientRef },
    table: false,
    export: false,
    search: true,
  },
  { key: 'clientName', label: 'contractOrder.fields.client', table: { sortable: true, ellipsis: true } },
  { key: 'deptName', label: 'contractOrder.fields.contractDept', table: { sortable: true, ellipsis: true } },
  { key: 'validFrom', label: 'contractOrder.fields.validFrom', table: { sortable: true, width: 120 } },
  { key: 'validTo', label: 'contractOrder.fields.validTo', table: { sortable: true, width: 120 } },
  {
    key: 'poNumber',
    label: 'contractOrder.fields.poNumber',
    table: { defaultHidden: true, render: (r) => r.policy.poNumber || '—' },
    export: (r) => r.policy.poNumber,
  },
  {
    key: 'status',
    label: 'contractOrder.fields.status',
    state: contractOrderMachine,
    table: { sortable: true, width: 110 },
    search: true,
  },
  {
    key: 'createdAt',
    label: 'contractOrder.fields.createdAt',
    datetime: true,
    table: { sortable: true, defaultHidden: true },
  },
]);
